/**
 * Issue 8, part 5: no slot is ever booked twice, even by parallel requests. Meant for PostgreSQL
 * (TEST_DATABASE_URL), where the requests really run at once; the database constraint decides, not the code's check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from './care-test-kit.ts';

const MON = '2030-01-07';
let t: TestApp;
let doctor: Actor;
let doctor2: Actor;
let patients: Actor[];

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9833300001', { fullName: 'Parallel Doctor' });
  doctor2 = await makeDoctor(t, '9833300002', { fullName: 'Second Doctor' });
  for (const d of [doctor, doctor2]) {
    await call(t, d, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 40000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 4 });
    await call(t, d, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '09:00', end: '13:00', slotMinutes: 15 }] });
  }
  patients = [];
  for (let i = 0; i < 50; i++) patients.push(await makePatient(t, `98334${String(100000 + i).slice(1)}`, `Patient ${String.fromCharCode(65 + (i % 26))}`));
}, 180_000);
afterAll(() => t.close());

describe('parallel bookings', () => {
  it('50 parallel bookings of one slot: exactly one succeeds, the others are told it was taken', async () => {
    const startsAt = ist(MON, '10:00').toISOString();
    const results = await Promise.all(
      patients.map((p) => call(t, p, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(['Sorry, someone has just booked this slot. Please pick another.', 'This slot is not available. Please pick another.']).toContain(r.body.message.fields.startsAt);
    }
    const [{ n }] = await t.db.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM care_appointments WHERE doctor_user_id = $1 AND status <> 'cancelled'`, [doctor.id]);
    expect(n).toBe(1);
  });

  it('one patient booking two doctors at the same time in parallel gets exactly one', async () => {
    const startsAt = ist(MON, '11:00').toISOString();
    const p = patients[7]!;
    const results = await Promise.all(
      [doctor, doctor2, doctor, doctor2].map((d) => call(t, p, 'POST', '/api/v3/appointment', { doctorId: d.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
  });

  it('parallel reschedules of different appointments onto one free slot: exactly one moves', async () => {
    const booked: number[] = [];
    for (const [i, time] of [[20, '12:00'], [21, '12:15'], [22, '12:30']] as const) {
      const res = await call(t, patients[i]!, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt: ist(MON, time).toISOString() });
      expect(res.status).toBe(201);
      booked.push(res.body.entity.id);
    }
    const target = ist(MON, '09:00').toISOString();
    const results = await Promise.all(booked.map((id, k) => call(t, patients[20 + k]!, 'POST', `/api/v3/appointments/${id}/reschedule`, { startsAt: target })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    // The two that lost keep their original appointment.
    const live = await t.db.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM care_appointments WHERE doctor_user_id = $1 AND status = 'booked' AND starts_at >= $2`, [doctor.id, ist(MON, '12:00').toISOString()]);
    expect(live[0]!.n).toBe(2);
  });
});
