/** Issue 8, part 5: booking a slot for oneself or a family member, overlaps refused, cancel and reschedule rules, close and review. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DiskStorageProvider } from '../../providers/storage/disk-storage.provider.ts';
import { createUploadService } from '../uploads/uploads.service.ts';
import { users } from '../identity/identity.tables.ts';
import { careMemberPatients } from './appointments.tables.ts';
import { createAppointmentService } from './appointments.service.ts';
import { createDirectoryService } from './directory.service.ts';
import { createScheduleService } from './schedule.service.ts';
import { call, ist, makeClinic, makeDoctor, makePatient, type Actor } from './care-test-kit.ts';

const MON = '2030-01-07';
let t: TestApp;
let doctor: Actor;
let doctor2: Actor;
let patient: Actor;
let other: Actor;
let clinicId: number;
let memberId: number;

const week = (clinic: number) => ({
  timings: [
    { mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 30 },
    { mode: 1, clinicId: clinic, weekday: 1, start: '17:00', end: '19:00', slotMinutes: 20 },
  ],
});
const book = (who: Actor | null, body: Record<string, unknown>) =>
  call(t, who, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', ...body });
const free = async (doctorId = doctor.id) =>
  ((await call(t, null, 'GET', `/api/pub/v3/appointment/slots?doctorId=${doctorId}&from=${MON}&days=1`)).body.entity.days[0].slots as Array<{ startsAt: string }>).map((s) => s.startsAt);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(t, '9822200001', { fullName: 'Vikram Joshi' });
  doctor2 = await makeDoctor(t, '9822200002', { fullName: 'Neha Bhardwaj' });
  clinicId = await makeClinic(t, doctor.id, [doctor.id], { name: 'Dhanvantari Clinic' });
  for (const d of [doctor, doctor2]) {
    expect((await call(t, d, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 50000, feeClinicPaise: d === doctor ? 80000 : null, cancelBeforeHours: 4, rescheduleBeforeHours: 2 })).status).toBe(200);
  }
  expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', week(clinicId))).status).toBe(200);
  expect((await call(t, doctor2, 'PUT', '/api/v3/appointment/timings', { timings: [week(0).timings[0]] })).status).toBe(200);
  patient = await makePatient(t, '9822200003', 'Asha Verma');
  other = await makePatient(t, '9822200004', 'Rohit Gupta');
});
afterAll(() => t.close());

describe('family members', () => {
  it('a patient adds, lists and removes family members; others cannot see or use them', async () => {
    const res = await call(t, patient, 'POST', '/api/v2/patients/member-patient', { fullName: 'Kabir Verma', relation: 'child', gender: 1, dateOfBirth: '2019-04-02' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    memberId = res.body.entity.id;
    const temp = (await call(t, patient, 'POST', '/api/v2/patients/member-patient', { fullName: 'Old Entry', relation: 'other', gender: null })).body.entity.id;
    expect((await call(t, other, 'DELETE', `/api/v2/patients/member-patient/${temp}`)).status).toBe(404);
    expect((await call(t, patient, 'DELETE', `/api/v2/patients/member-patient/${temp}`)).status).toBe(200);
    const list = (await call(t, patient, 'GET', '/api/v2/patients/member-patient')).body.entity.items;
    expect(list).toEqual([{ id: memberId, fullName: 'Kabir Verma', relation: 'child', gender: 1, dateOfBirth: '2019-04-02', mobile: null }]);
    expect((await call(t, other, 'GET', '/api/v2/patients/member-patient')).body.entity.items).toEqual([]);
    const bad = await call(t, patient, 'POST', '/api/v2/patients/member-patient', { fullName: 'K', relation: 'cousin', gender: 5, isVerified: 1 });
    expect(bad.status).toBe(400);
  });
});

describe('booking', () => {
  it('books a video slot for a family member; the slot is gone; both sides get an SMS', async () => {
    const before = await free();
    const startsAt = ist(MON, '10:00').toISOString();
    expect(before).toContain(startsAt);
    const res = await book(patient, { startsAt, memberPatientId: memberId, reason: 'Recurrent cough' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Appointment booked');
    expect(res.body.entity).toMatchObject({
      status: 'booked',
      mode: 0,
      startsAt,
      endsAt: ist(MON, '10:30').toISOString(),
      feePaise: 50000,
      payment: 'clinic',
      patient: { name: 'Kabir Verma', memberPatientId: memberId, relation: 'child' },
      doctor: { id: doctor.id, name: 'Dr. Vikram Joshi', path: '/ayurveda/bengaluru/doctor/dr-vikram-joshi' },
      clinic: null,
      rules: { cancelBeforeHours: 4, rescheduleBeforeHours: 2 },
      canCancel: true,
      canReschedule: true,
    });
    expect(await free()).not.toContain(startsAt);
    const toPatient = t.sms.sent.filter((m) => m.to === '9822200003').at(-1)!;
    expect(toPatient.template).toBe('appointment_booked');
    expect(toPatient.body).toContain('Kabir Verma with Dr. Vikram Joshi on Mon, 7 Jan 2030, 10:00');
    expect(t.sms.sent.filter((m) => m.to === '9822200001').at(-1)!.body).toContain('New appointment: Kabir Verma');
  });

  it('a video consultation asks for the patient’s age and gender when not on record, and keeps them (Telemedicine Practice Guidelines)', async () => {
    const fresh = await makePatient(t, '9822200009', 'Kiran Rao', { identity: false });
    // A later Monday, away from the appointments the other tests count.
    const later = (await call(t, null, 'GET', `/api/pub/v3/appointment/slots?doctorId=${doctor2.id}&from=2030-01-14&days=1`)).body.entity.days[0].slots as Array<{ startsAt: string }>;
    const slots = later.map((x) => x.startsAt);
    const body = { doctorId: doctor2.id, startsAt: slots[0] };
    const missing = await book(fresh, body);
    expect(missing.status).toBe(400);
    expect(missing.body.message.fields).toEqual({
      patientGender: 'Choose the patient’s gender: a video consultation needs it for the prescription.',
      patientDateOfBirth: 'Enter the patient’s date of birth: a video consultation needs their age for the prescription.',
    });
    const future = await book(fresh, { ...body, patientGender: 1, patientDateOfBirth: '2031-01-01' });
    expect(future.body.message.fields).toEqual({ patientDateOfBirth: 'The date of birth must be a past date within the last 120 years.' });
    const ok = await book(fresh, { ...body, patientGender: 1, patientDateOfBirth: '1990-02-20' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const [row] = await t.db.database.db.select({ gender: users.gender, dob: users.dateOfBirth }).from(users).where(eq(users.id, fresh.id));
    expect(row).toEqual({ gender: 1, dob: '1990-02-20' });
    // Now on record: the next video booking does not ask again. A family member without a date of birth is asked for it.
    expect((await book(fresh, { doctorId: doctor2.id, startsAt: slots[2] })).status).toBe(201);
    const member = (await call(t, fresh, 'POST', '/api/v2/patients/member-patient', { fullName: 'Anu Rao', relation: 'parent', gender: 2 })).body.entity.id;
    const forMember = await book(fresh, { doctorId: doctor2.id, startsAt: slots[3], memberPatientId: member });
    expect(forMember.body.message.fields).toEqual({ patientDateOfBirth: 'Enter the patient’s date of birth: a video consultation needs their age for the prescription.' });
    expect((await book(fresh, { doctorId: doctor2.id, startsAt: slots[3], memberPatientId: member, patientDateOfBirth: '1958-11-02' })).status).toBe(201);
    const [m] = await t.db.database.db.select({ dob: careMemberPatients.dateOfBirth }).from(careMemberPatients).where(eq(careMemberPatients.id, member));
    expect(m.dob).toBe('1958-11-02');
  });

  it('the same slot cannot be booked again', async () => {
    const res = await book(other, { startsAt: ist(MON, '10:00').toISOString() });
    expect(res.status).toBe(409);
    expect(res.body.message.fields.startsAt).toBe('This slot is not available. Please pick another.');
  });

  it('books an in-clinic slot at the clinic, and refuses a slot outside the timings, a wrong clinic or a mode not offered', async () => {
    const startsAt = ist(MON, '17:20').toISOString();
    const ok = await book(other, { mode: 1, clinicId, startsAt });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.entity).toMatchObject({ mode: 1, feePaise: 80000, clinic: { id: clinicId, name: 'Dhanvantari Clinic' }, patient: { name: 'Rohit Gupta', memberPatientId: null } });
    expect((await book(other, { startsAt: ist(MON, '13:00').toISOString() })).status).toBe(409);
    expect((await book(other, { startsAt: ist(MON, '10:10').toISOString() })).status).toBe(409);
    expect((await book(other, { mode: 1, clinicId: null, startsAt: ist(MON, '17:40').toISOString() })).body.message.fields.clinicId).toBeTruthy();
    expect((await call(t, other, 'POST', '/api/v3/appointment', { doctorId: doctor2.id, mode: 1, clinicId, memberPatientId: null, payment: 'clinic', startsAt })).body.message.fields.mode).toBe('This doctor does not offer this kind of consultation.');
    expect((await book(other, { startsAt: ist(MON, '10:30').toISOString(), memberPatientId: memberId })).body.message.fields.memberPatientId).toBeTruthy();
    expect((await book(doctor, { startsAt: ist(MON, '10:30').toISOString() })).status).toBe(422);
    expect((await book(null, { startsAt: ist(MON, '10:30').toISOString() })).status).toBe(401);
    expect((await book(other, { startsAt: ist(MON, '10:30').toISOString(), payment: 'card' })).body.message.fields.payment).toBe('Choose how you will pay.');
    expect((await book(other, { startsAt: ist(MON, '10:30').toISOString(), status: 'completed' })).status).toBe(400);
  });

  it('refuses overlapping bookings: the same patient with two doctors at once, and a doctor across slot lengths', async () => {
    // The patient (for themselves) is free at 10:00 although their child is booked then: one booking each.
    const mine = await book(patient, { startsAt: ist(MON, '11:00').toISOString() });
    expect(mine.status).toBe(201);
    const clash = await call(t, patient, 'POST', '/api/v3/appointment', { doctorId: doctor2.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt: ist(MON, '11:00').toISOString() });
    expect(clash.status).toBe(409);
    expect(clash.body.message.fields.startsAt).toBe('You already have an appointment at this time.');
    const child = await call(t, patient, 'POST', '/api/v3/appointment', { doctorId: doctor2.id, mode: 0, clinicId: null, memberPatientId: memberId, payment: 'clinic', startsAt: ist(MON, '11:00').toISOString() });
    expect(child.status, JSON.stringify(child.body)).toBe(201);

    // The doctor moves to 20-minute slots: 10:20-10:40 would overlap the 10:00-10:30 booking, so it is not offered or bookable.
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '10:00', end: '12:00', slotMinutes: 20 }, week(clinicId).timings[1]] })).status).toBe(200);
    expect(await free()).not.toContain(ist(MON, '10:20').toISOString());
    expect(await free()).toContain(ist(MON, '10:40').toISOString());
    expect((await book(other, { startsAt: ist(MON, '10:20').toISOString() })).status).toBe(409);
    // And the database itself refuses an overlapping row, whatever the code checks.
    await expect(
      t.db.database.query(
        `INSERT INTO care_appointments (doctor_user_id, patient_user_id, mode, starts_at, ends_at, status, payment, fee_paise) VALUES ($1, $2, 0, $3, $4, 'booked', 'clinic', 0)`,
        [doctor.id, other.id, ist(MON, '10:20').toISOString(), ist(MON, '10:40').toISOString()],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    expect((await call(t, doctor, 'PUT', '/api/v3/appointment/timings', week(clinicId))).status).toBe(200);
  });

  it('only the patient and the doctor see an appointment; lists per side', async () => {
    const mine = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity;
    expect(mine.total).toBe(3);
    expect(mine.items.map((a: any) => a.startsAt)).toEqual([ist(MON, '10:00'), ist(MON, '11:00'), ist(MON, '11:00')].map((d) => d.toISOString()));
    const desk = (await call(t, doctor, 'GET', '/api/v3/appointments?role=doctor&from=2030-01-07&to=2030-01-07&limit=50')).body.entity;
    expect(desk.items.map((a: any) => a.patient.name)).toEqual(['Kabir Verma', 'Asha Verma', 'Rohit Gupta']);
    const id = mine.items[0].id;
    expect((await call(t, other, 'GET', `/api/v3/appointments/${id}`)).status).toBe(404);
    expect((await call(t, doctor2, 'GET', `/api/v3/appointments/${id}`)).status).toBe(404);
    expect((await call(t, doctor, 'GET', `/api/v3/appointments/${id}`)).status).toBe(200);
  });
});

describe('cancel and reschedule', () => {
  it("a patient reschedules before the doctor's notice; the old slot frees up", async () => {
    const [appt] = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    const res = await call(t, patient, 'POST', `/api/v3/appointments/${appt.id}/reschedule`, { startsAt: ist(MON, '11:30').toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({ status: 'booked', startsAt: ist(MON, '11:30').toISOString(), patient: { memberPatientId: memberId } });
    expect((await call(t, patient, 'GET', `/api/v3/appointments/${appt.id}`)).body.entity).toMatchObject({ status: 'cancelled', cancelReason: 'rescheduled' });
    expect(await free()).toContain(ist(MON, '10:00').toISOString());
    expect(t.sms.sent.filter((m) => m.to === '9822200003').at(-1)!.body).toContain('Rescheduled: Kabir Verma with Dr. Vikram Joshi is now on Mon, 7 Jan 2030, 11:30');
    // To a taken slot: refused, and the appointment stays as it was.
    const taken = await call(t, patient, 'POST', `/api/v3/appointments/${res.body.entity.id}/reschedule`, { startsAt: ist(MON, '17:20').toISOString() });
    expect(taken.status).toBe(409);
    expect((await call(t, patient, 'GET', `/api/v3/appointments/${res.body.entity.id}`)).body.entity.status).toBe('booked');
  });

  it('within the notice the patient can no longer cancel or reschedule; the doctor still can cancel', async () => {
    const mine = (await call(t, patient, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    const appt = mine.find((a: any) => a.startsAt === ist(MON, '11:30').toISOString());
    // 3 hours 30 minutes before: still time to reschedule (2 hours' notice), too late to cancel (4 hours).
    t.clock.now = ist(MON, '08:00');
    expect((await call(t, patient, 'GET', `/api/v3/appointments/${appt.id}`)).body.entity).toMatchObject({ canCancel: false, canReschedule: true });
    t.clock.now = ist(MON, '09:45');
    const view = (await call(t, patient, 'GET', `/api/v3/appointments/${appt.id}`)).body.entity;
    expect(view).toMatchObject({ canCancel: false, canReschedule: false });
    const late = await call(t, patient, 'POST', `/api/v3/appointments/${appt.id}/cancel`, {});
    expect(late.status).toBe(422);
    expect(late.body.message.error).toBe('Appointments can be cancelled online until 4 hours before the slot. Please call the clinic.');
    const noMove = await call(t, patient, 'POST', `/api/v3/appointments/${appt.id}/reschedule`, { startsAt: ist(MON, '10:30').toISOString() });
    expect(noMove.status).toBe(422);
    expect(noMove.body.message.error).toBe('Appointments can be rescheduled until 2 hours before the slot.');
    const byDoctor = await call(t, doctor, 'POST', `/api/v3/appointments/${appt.id}/cancel`, { reason: 'Called away for an emergency' });
    expect(byDoctor.status).toBe(200);
    expect(byDoctor.body.entity.status).toBe('cancelled');
    expect(t.sms.sent.filter((m) => m.to === '9822200003').at(-1)!.body).toContain('Dr. Vikram Joshi has cancelled the appointment of Kabir Verma');
    expect((await call(t, doctor, 'POST', `/api/v3/appointments/${appt.id}/cancel`, {})).status).toBe(422);
    t.clock.now = ist('2030-01-06', '10:00');
  });

  it('the doctor closes a started appointment; the patient reviews it once and the rating follows', async () => {
    const [appt] = (await call(t, other, 'GET', '/api/v3/appointments?role=patient')).body.entity.items;
    expect((await call(t, doctor, 'POST', `/api/v3/appointments/${appt.id}/complete`)).status).toBe(422);
    t.clock.now = ist(MON, '17:45');
    expect((await call(t, other, 'POST', `/api/v3/appointments/${appt.id}/complete`)).status).toBe(404);
    expect((await call(t, other, 'POST', `/api/v3/appointments/${appt.id}/review`, { rating: 5 })).status).toBe(422);
    expect((await call(t, doctor, 'POST', `/api/v3/appointments/${appt.id}/complete`)).body.entity.status).toBe('completed');
    expect((await call(t, doctor, 'POST', `/api/v3/appointments/${appt.id}/review`, { rating: 1 })).status).toBe(404);
    const res = await call(t, other, 'POST', `/api/v3/appointments/${appt.id}/review`, { rating: 4, comment: 'Clear advice, on time.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await call(t, other, 'POST', `/api/v3/appointments/${appt.id}/review`, { rating: 5 })).status).toBe(409);
    const page = (await call(t, null, 'GET', `/api/pub/v2/doctors/${doctor.id}`)).body.entity;
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.reviews[0]).toMatchObject({ reviewerName: 'Rohit G.', rating: 4, comment: 'Clear advice, on time.', verifiedVisit: true });
    const clinic = (await call(t, null, 'GET', `/api/pub/v1/clinics/${clinicId}/ratings`)).body.entity;
    expect(clinic).toMatchObject({ average: 4, count: 1, total: 1 });
    t.clock.now = ist('2030-01-06', '10:00');
  });

  it('sends each reminder once, shortly before the appointment', async () => {
    const db = t.db.database.db;
    const uploads = createUploadService({ db, storage: new DiskStorageProvider(path.join(t.config.dataDir, 'uploads')), secret: 'test' });
    const directory = createDirectoryService({ db, uploads });
    const schedule = createScheduleService({ db, directory, now: () => t.clock.now });
    // A second service on the same database for its reminders; the app's own keeps the appointment order hooks.
    const orders = { createServiceOrderIn: t.app.orders.createServiceOrderIn, expireUnpaid: t.app.orders.expireUnpaid, registerTypeHooks: () => {} };
    const service = createAppointmentService({ db, directory, schedule, notifier: t.app.notifier, orders, cancelOrder: async () => {}, now: () => t.clock.now });
    t.clock.now = ist(MON, '08:00');
    expect(await service.sendReminders(120)).toBe(0);
    t.clock.now = ist(MON, '09:30');
    const before = t.sms.sent.length;
    // Booked and live at 10:00-11:59: the two 11:00 appointments of Asha and Kabir; 10:00 was moved, 11:30 cancelled.
    expect(await service.sendReminders(120)).toBe(2);
    const sent = t.sms.sent.slice(before);
    expect(sent.map((m) => m.template)).toEqual(['appointment_reminder', 'appointment_reminder']);
    expect(sent[0]!.body).toContain('Reminder:');
    expect(await service.sendReminders(120)).toBe(0);
    t.clock.now = ist('2030-01-06', '10:00');
  });
});
