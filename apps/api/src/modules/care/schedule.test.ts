/** Issue 8, part 4: a doctor's week, breaks and days off, and the free slots computed from them in India time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '@nirog/shared/care';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeClinic, makeDoctor, makePatient, type Actor } from './care-test-kit.ts';

// Monday 7 January 2030 and the Tuesday after it, India time.
const MON = '2030-01-07';
const TUE = '2030-01-08';

let t: TestApp;
let doctor: Actor;
let clinicId: number;

const slotsOf = async (from = MON, days = 2, extra = '') => {
  const res = await call(t, null, 'GET', `/api/pub/v3/appointment/slots?doctorId=${doctor.id}&from=${from}&days=${days}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity.days as Array<{ date: string; dayOff: boolean; slots: Array<{ startsAt: string; mode: number; clinicId: number | null; startMin: number }> }>;
};
const times = (day: { slots: Array<{ startsAt: string; mode: number }> }, mode?: number) =>
  day.slots.filter((s) => mode === undefined || s.mode === mode).map((s) => new Date(s.startsAt).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }));

beforeAll(async () => {
  expect(weekdayOf(MON)).toBe(1);
  t = await createTestApp();
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9811100001');
  clinicId = await makeClinic(t, doctor.id, [doctor.id]);
});
afterAll(() => t.close());

describe('the weekly schedule', () => {
  it('a doctor sets fees, rules and the week; the listing is made from the practice location', async () => {
    let res = await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: 80000, cancelBeforeHours: 6, rescheduleBeforeHours: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await call(t, doctor, 'PUT', '/api/v3/appointment/timings', {
      timings: [
        { mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 },
        { mode: 1, clinicId, weekday: 1, start: '17:00', end: '19:00', slotMinutes: 20 },
        { mode: 0, clinicId: null, weekday: 2, start: '10:00', end: '11:00', slotMinutes: 30 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity.timings).toHaveLength(3);
    expect(res.body.entity.settings).toMatchObject({ feeVideoPaise: 50000, feeClinicPaise: 80000, cancelBeforeHours: 6, rescheduleBeforeHours: 3 });
    const listed = await call(t, null, 'GET', `/api/pub/v2/doctors/${doctor.id}`);
    expect(listed.body.entity).toMatchObject({ slug: 'dr-kavya-iyer', citySlug: 'bengaluru', fees: { video: 50000, clinic: 80000 }, rules: { cancelBeforeHours: 6, rescheduleBeforeHours: 3 } });
  });

  it('free slots are the timings cut by slot length, in India time', async () => {
    const [mon, tue] = await slotsOf();
    expect(mon!.date).toBe(MON);
    expect(times(mon!, 0)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(times(mon!, 1)).toEqual(['17:00', '17:20', '17:40', '18:00', '18:20', '18:40']);
    expect(mon!.slots[0]).toMatchObject({ startsAt: '2030-01-07T04:30:00.000Z', mode: 0, clinicId: null, startMin: 600 });
    expect(mon!.slots.find((s) => s.mode === 1)!.clinicId).toBe(clinicId);
    expect(times(tue!)).toEqual(['10:00', '10:30']);
    // Filter by mode.
    const [monClinic] = await slotsOf(MON, 1, '&mode=1');
    expect(monClinic!.slots.every((s) => s.mode === 1)).toBe(true);
  });

  it('a break removes the slots it overlaps, on its weekday or every day', async () => {
    let res = await call(t, doctor, 'POST', '/api/v3/appointment/breaks', { weekday: null, start: '10:30', end: '11:00', label: 'Tea' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    res = await call(t, doctor, 'POST', '/api/v3/appointment/breaks', { weekday: 1, start: '17:50', end: '18:10' });
    expect(res.status).toBe(201);
    const [mon, tue] = await slotsOf();
    expect(times(mon!, 0)).toEqual(['10:00', '11:00', '11:30']);
    // 17:40-18:00 and 18:00-18:20 overlap 17:50-18:10.
    expect(times(mon!, 1)).toEqual(['17:00', '17:20', '18:20', '18:40']);
    expect(times(tue!)).toEqual(['10:00']);
  });

  it('a day off has no slots; taking it back restores them', async () => {
    let res = await call(t, doctor, 'POST', '/api/v3/appointment/days-off', { date: TUE, reason: 'Family function' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.entity.daysOff).toEqual([{ date: TUE, reason: 'Family function' }]);
    let [mon, tue] = await slotsOf();
    expect(tue).toMatchObject({ date: TUE, dayOff: true, slots: [] });
    expect(mon!.slots.length).toBe(7);
    res = await call(t, doctor, 'DELETE', `/api/v3/appointment/days-off/${TUE}`);
    expect(res.status).toBe(200);
    [mon, tue] = await slotsOf();
    expect(times(tue!)).toEqual(['10:00']);
  });

  it('slots too soon or already past are not offered', async () => {
    t.clock.now = ist(MON, '10:50');
    const [mon] = await slotsOf(MON, 1);
    // 11:00 is ten minutes away: too soon (15 minutes' notice).
    expect(times(mon!, 0)).toEqual(['11:30']);
    t.clock.now = ist('2030-01-06', '10:00');
    // Beyond the 30-day horizon nothing is offered.
    expect(await slotsOf('2030-03-04', 1)).toEqual([]);
    const last = await slotsOf('2030-02-04', 5);
    expect(last.map((d) => d.date)).toEqual(['2030-02-04', '2030-02-05']);
  });

  it('refuses overlapping timings, a clinic the doctor does not practise at, and bad times, changing nothing', async () => {
    const before = (await call(t, doctor, 'GET', '/api/v3/appointment/timings')).body.entity.timings;
    const otherDoctor = await makeDoctor(t, '9811100002', { fullName: 'Other Doctor' });
    const otherClinic = await makeClinic(t, otherDoctor.id, [otherDoctor.id], { name: 'Other Clinic' });
    const cases: Array<[unknown, string]> = [
      [{ timings: [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 }, { mode: 1, clinicId, weekday: 1, start: '11:30', end: '13:00', slotMinutes: 30 }] }, 'timings.1.start'],
      [{ timings: [{ mode: 1, clinicId: otherClinic, weekday: 3, start: '10:00', end: '12:00', slotMinutes: 30 }] }, 'timings.0.clinicId'],
      [{ timings: [{ mode: 0, clinicId: null, weekday: 3, start: '12:00', end: '10:00', slotMinutes: 30 }] }, 'timings.0.end'],
      [{ timings: [{ mode: 0, clinicId: null, weekday: 3, start: '25:00', end: '26:00', slotMinutes: 30 }] }, 'timings.0.start'],
      [{ timings: [{ mode: 0, clinicId: null, weekday: 7, start: '10:00', end: '11:00', slotMinutes: 30 }] }, 'timings.0.weekday'],
      [{ timings: [{ mode: 0, clinicId: null, weekday: 3, start: '10:00', end: '10:20', slotMinutes: 30 }] }, 'timings.0.slotMinutes'],
      [{ timings: [{ mode: 1, clinicId: null, weekday: 3, start: '10:00', end: '11:00', slotMinutes: 30 }] }, 'timings.0.clinicId'],
    ];
    for (const [body, fieldName] of cases) {
      const res = await call(t, doctor, 'PUT', '/api/v3/appointment/timings', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.message.fields)).toContain(fieldName);
    }
    expect((await call(t, doctor, 'GET', '/api/v3/appointment/timings')).body.entity.timings).toEqual(before);
    const past = await call(t, doctor, 'POST', '/api/v3/appointment/days-off', { date: '2030-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.message.fields.date).toBeTruthy();
  });

  it('only doctors keep a schedule; only their own breaks can be removed; unverified doctors have no slots', async () => {
    const patient = await makePatient(t, '9811100003');
    expect((await call(t, patient, 'PUT', '/api/v3/appointment/timings', { timings: [] })).status).toBe(403);
    expect((await call(t, patient, 'GET', '/api/v3/appointment/timings')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/v3/appointment/timings')).status).toBe(401);
    const mine = (await call(t, doctor, 'GET', '/api/v3/appointment/timings')).body.entity.breaks[0].id;
    const other = await makeDoctor(t, '9811100004', { fullName: 'Third Doctor' });
    expect((await call(t, other, 'DELETE', `/api/v3/appointment/breaks/${mine}`)).status).toBe(404);
    const unverified = await makeDoctor(t, '9811100005', { fullName: 'New Doctor', status: 2 });
    await call(t, unverified, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '11:00', slotMinutes: 30 }] });
    expect((await call(t, null, 'GET', `/api/pub/v3/appointment/slots?doctorId=${unverified.id}`)).status).toBe(404);
  });
});
