/** Issue 8, part 7: both sides' appointments, the appointment calendar (India days), and the clinic an account owns. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, istDate, istInstant, weekdayOf } from '@nirog/shared/care';
import { createDeskKit, PDF, PNG, type Actor, type DeskKit } from './desk-test-kit.ts';

let k: DeskKit;
let doc: Actor & { clinicId: number | null };
let otherDoc: Actor & { clinicId: number | null };
let patient: Actor;
let otherPatient: Actor;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  k = await createDeskKit('971');
  doc = await k.doctor({ name: 'Kiran Bedi' });
  otherDoc = await k.doctor({ name: 'Other Doctor', pin: '400020' });
  patient = await k.patient('Lata Mangesh');
  otherPatient = await k.patient('Someone Else');
});
afterAll(() => k.close());

describe('GET /v3/my-appointments (both sides)', () => {
  it('a patient sees their own, upcoming soonest first and past latest first; the doctor sees theirs with the patient number', async () => {
    const now = k.t.clock.now.getTime();
    const soon = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(now + minutes(10)) });
    const later = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(now + 3 * 86_400_000) });
    const past = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(now - 2 * 86_400_000), status: 'completed' });
    const cancelled = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(now + 86_400_000), status: 'cancelled' });
    const stranger = await k.appointment({ doctor: otherDoc.id, patient: otherPatient.id, startsAt: new Date(now + minutes(30)) });

    const up = (await patient.call('GET', '/api/v3/my-appointments?when=upcoming')).body.entity;
    expect(up.as).toBe('patient');
    expect(up.items.map((a: any) => a.id)).toEqual([soon, later]);
    expect(up.items[0]).toMatchObject({ mode: 0, status: 'booked', canJoin: true, doctor: { id: doc.id, displayName: 'Dr. Kiran Bedi' }, patient: { name: 'Lata Mangesh', mobile: null, patientAssociationId: null } });
    expect(up.items[1].canJoin).toBe(false);
    const down = (await patient.call('GET', '/api/v3/my-appointments?when=past')).body.entity;
    // Latest first: the cancelled one was for tomorrow.
    expect(down.items.map((a: any) => a.id)).toEqual([cancelled, past]);
    expect(down.items.map((a: any) => a.id)).not.toContain(stranger);

    const asDoctor = (await doc.call('GET', '/api/v3/my-appointments')).body.entity;
    expect(asDoctor.as).toBe('doctor');
    expect(asDoctor.items.map((a: any) => a.id)).toEqual([soon, later]);
    expect(asDoctor.items[0].patient).toMatchObject({ name: 'Lata Mangesh', mobile: patient.mobile, patientAssociationId: expect.any(Number) });
    // A booking makes the patient one of the doctor's patients.
    const [link] = await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM care_patient_links WHERE doctor_user_id = ${doc.id} AND patient_user_id = ${patient.id}`);
    expect(link.n).toBe(1);
    // The doctor can also look as a patient; a patient cannot look as a doctor.
    expect((await doc.call('GET', '/api/v3/my-appointments?as=patient')).body.entity.items).toEqual([]);
    const refused = await patient.call('GET', '/api/v3/my-appointments?as=doctor');
    expect(refused.status).toBe(403);
    expect((await k.t.app.inject({ method: 'GET', url: '/api/v3/my-appointments' })).statusCode).toBe(401);
  });

  it('a clinic owner sees the appointments at their clinic', async () => {
    const clinic = await k.clinicOwner({ name: 'Owner Clinic' });
    await k.t.db.database.db.execute(sql`INSERT INTO care_clinic_doctors (clinic_id, doctor_user_id) VALUES (${clinic.clinicId}, ${otherDoc.id})`);
    const visit = await k.appointment({ doctor: otherDoc.id, patient: patient.id, mode: 1, clinicId: clinic.clinicId, startsAt: new Date(k.t.clock.now.getTime() + 5 * 86_400_000), minutes: 20 });
    const list = (await clinic.call('GET', '/api/v3/my-appointments')).body.entity;
    expect(list.items.map((a: any) => a.id)).toEqual([visit]);
    expect(list.items[0]).toMatchObject({ mode: 1, clinic: { id: clinic.clinicId, name: 'Owner Clinic' }, doctor: { displayName: 'Dr. Other Doctor' } });
  });
});

describe('GET /v3/my-appointments: rescheduling and reviews', () => {
  it("each item carries the doctor's notice and whether the patient may reschedule it, the same as the appointment itself", async () => {
    const ruled = await k.doctor({ name: 'Notice Doctor' });
    const me = await k.patient('Rohan Kapoor');
    await k.t.db.database.db.execute(sql`UPDATE care_doctors SET cancel_before_hours = 2, reschedule_before_hours = 6 WHERE user_id = ${ruled.id}`);
    const now = k.t.clock.now.getTime();
    const roomy = await k.appointment({ doctor: ruled.id, patient: me.id, startsAt: new Date(now + 10 * 3_600_000) });
    const tooSoon = await k.appointment({ doctor: ruled.id, patient: me.id, startsAt: new Date(now + 5 * 3_600_000) });
    const unpaid = await k.appointment({ doctor: ruled.id, patient: me.id, startsAt: new Date(now + 2 * 86_400_000), status: 'pending_payment' });

    const up = (await me.call('GET', '/api/v3/my-appointments?when=upcoming')).body.entity.items;
    expect(up.map((a: any) => [a.id, a.canReschedule])).toEqual([
      [tooSoon, false],
      [roomy, true],
      [unpaid, false],
    ]);
    for (const item of up) {
      expect(item.rules).toEqual({ cancelBeforeHours: 2, rescheduleBeforeHours: 6 });
      const own = (await me.call('GET', `/api/v3/appointments/${item.id}`)).body.entity;
      expect([item.id, item.canReschedule]).toEqual([own.id, own.canReschedule]);
    }
    // The doctor's side never offers it: only the patient moves an appointment.
    const theirs = (await ruled.call('GET', '/api/v3/my-appointments?when=upcoming')).body.entity.items;
    expect(theirs.map((a: any) => a.canReschedule)).toEqual([false, false, false]);

    // Moved to a free slot, the list shows the new appointment (still movable) in place of the old one.
    await k.t.db.database.db.execute(sql`INSERT INTO care_timings (doctor_user_id, mode, clinic_id, weekday, start_min, end_min, slot_minutes)
      SELECT ${ruled.id}, 0, NULL, w, 540, 1020, 15 FROM generate_series(0, 6) AS w`);
    const target = istInstant(addDays(istDate(k.t.clock.now), 3), 600);
    const moved = await me.call('POST', `/api/v3/appointments/${roomy}/reschedule`, { startsAt: target.toISOString() });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const next = (await me.call('GET', '/api/v3/my-appointments?when=upcoming')).body.entity.items;
    expect(next.map((a: any) => [a.id, a.startsAt, a.canReschedule])).toEqual([
      [tooSoon, new Date(now + 5 * 3_600_000).toISOString(), false],
      [unpaid, new Date(now + 2 * 86_400_000).toISOString(), false],
      [moved.body.entity.id, target.toISOString(), true],
    ]);
    const gone = (await me.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items;
    expect(gone.map((a: any) => [a.id, a.status, a.canReschedule])).toEqual([[roomy, 'cancelled', false]]);
  });

  it('a completed appointment can be reviewed once; afterwards the item shows the rating and no longer offers a review', async () => {
    const reviewedDoc = await k.doctor({ name: 'Review Doctor' });
    const me = await k.patient('Nisha Rao');
    const now = k.t.clock.now.getTime();
    const visit = await k.appointment({ doctor: reviewedDoc.id, patient: me.id, startsAt: new Date(now - 86_400_000), status: 'completed' });
    const missed = await k.appointment({ doctor: reviewedDoc.id, patient: me.id, startsAt: new Date(now - 2 * 86_400_000), status: 'no_show' });
    const cancelled = await k.appointment({ doctor: reviewedDoc.id, patient: me.id, startsAt: new Date(now - 3 * 86_400_000), status: 'cancelled' });

    const before = (await me.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items;
    expect(before.map((a: any) => [a.id, a.canReview, a.reviewed, a.review])).toEqual([
      [visit, true, false, null],
      [missed, false, false, null],
      [cancelled, false, false, null],
    ]);
    expect(before.every((a: any) => a.canReschedule === false)).toBe(true);
    expect((await reviewedDoc.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items.map((a: any) => a.canReview)).toEqual([false, false, false]);

    const posted = await me.call('POST', `/api/v3/appointments/${visit}/review`, { rating: 4, comment: 'Clear advice, and the diet plan helped.' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const after = (await me.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items[0];
    expect(after).toMatchObject({ id: visit, reviewed: true, canReview: false, review: { rating: 4, comment: 'Clear advice, and the diet plan helped.' } });
    // The doctor's side sees the same review (it is public on the doctor page too).
    expect((await reviewedDoc.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items[0].review).toEqual({ rating: 4, comment: 'Clear advice, and the diet plan helped.' });

    const again = await me.call('POST', `/api/v3/appointments/${visit}/review`, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual({ code: 'conflict', error: 'You have already reviewed this appointment.' });
    // Only a completed visit can be rated.
    const notSeen = await me.call('POST', `/api/v3/appointments/${missed}/review`, { rating: 3 });
    expect(notSeen.status).toBe(422);
    expect((await me.call('GET', '/api/v3/my-appointments?when=past')).body.entity.items.map((a: any) => a.reviewed)).toEqual([true, false, false]);
  });
});

describe('GET /v3/appointment-calendar', () => {
  it('a week runs Monday to Sunday in India time, with timings, breaks, a day off and the appointments of each day', async () => {
    // A Wednesday two weeks ahead.
    let wed = addDays(istDate(k.t.clock.now), 14);
    while (weekdayOf(wed) !== 3) wed = addDays(wed, 1);
    const monday = addDays(wed, -2);
    const friday = addDays(wed, 2);
    await k.t.db.database.db.execute(sql`INSERT INTO care_timings (doctor_user_id, mode, clinic_id, weekday, start_min, end_min, slot_minutes) VALUES
      (${doc.id}, 0, NULL, 3, 1020, 1140, 15), (${doc.id}, 1, ${doc.clinicId}, 3, 600, 840, 20)`);
    await k.t.db.database.db.execute(sql`INSERT INTO care_breaks (doctor_user_id, weekday, start_min, end_min, label) VALUES (${doc.id}, NULL, 780, 800, 'Lunch')`);
    await k.t.db.database.db.execute(sql`INSERT INTO care_days_off (doctor_user_id, day, reason) VALUES (${doc.id}, ${friday}, 'Conference')`);
    // 10:00 India time on Wednesday is 04:30 UTC; one at 23:50 on Tuesday runs into Wednesday.
    const morning = await k.appointment({ doctor: doc.id, patient: patient.id, mode: 1, clinicId: doc.clinicId, startsAt: istInstant(wed, 600), minutes: 20 });
    const lateNight = await k.appointment({ doctor: doc.id, patient: otherPatient.id, startsAt: istInstant(addDays(wed, -1), 23 * 60 + 50), minutes: 20 });
    await k.appointment({ doctor: doc.id, patient: otherPatient.id, startsAt: istInstant(wed, 720), status: 'cancelled' });
    await k.appointment({ doctor: otherDoc.id, patient: otherPatient.id, startsAt: istInstant(wed, 660) });

    const week = (await doc.call('GET', `/api/v3/appointment-calendar?view=week&date=${friday}`)).body.entity;
    expect(week).toMatchObject({ view: 'week', from: monday, to: addDays(monday, 6), previous: addDays(monday, -7), next: addDays(monday, 7) });
    expect(week.days.map((d: any) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const w = week.days[2];
    expect(w.date).toBe(wed);
    expect(w.spans).toEqual([
      { startMin: 600, endMin: 840, mode: 1, clinicName: 'Kiran Bedi Clinic' },
      { startMin: 1020, endMin: 1140, mode: 0, clinicName: null },
    ]);
    expect(w.breaks).toEqual([{ startMin: 780, endMin: 800, label: 'Lunch' }]);
    expect(w.appointments.map((a: any) => [a.id, a.startMin, a.endMin])).toEqual([
      [lateNight, 0, 10],
      [morning, 600, 620],
    ]);
    expect(week.days[1].appointments.map((a: any) => [a.id, a.startMin, a.endMin])).toEqual([[lateNight, 1430, 1440]]);
    expect(week.days[4].dayOff).toEqual({ reason: 'Conference' });

    const day = (await doc.call('GET', `/api/v3/appointment-calendar?view=day&date=${wed}`)).body.entity;
    expect(day.days).toHaveLength(1);
    expect(day).toMatchObject({ from: wed, to: wed, previous: addDays(wed, -1), next: addDays(wed, 1) });
    expect(day.days[0].appointments[1].patient).toMatchObject({ name: 'Lata Mangesh', mobile: patient.mobile });

    // The other doctor's calendar shows only theirs; patients have none.
    const other = (await otherDoc.call('GET', `/api/v3/appointment-calendar?view=day&date=${wed}`)).body.entity;
    expect(other.days[0].appointments.map((a: any) => a.startMin)).toEqual([660]);
    expect((await patient.call('GET', '/api/v3/appointment-calendar')).status).toBe(403);
    expect((await doc.call('GET', '/api/v3/appointment-calendar?date=2025-02-30')).status).toBe(400);
  });
});

describe('/v1/my-clinic', () => {
  it('the owner sees and edits the clinic; anyone else gets 404', async () => {
    const owner = await k.clinicOwner({ name: 'Sanjeevani Clinic' });
    const [mine] = (await owner.call('GET', '/api/v1/my-clinic')).body.entity.items;
    expect(mine).toMatchObject({ id: owner.clinicId, name: 'Sanjeevani Clinic', verified: true, doctors: [], photos: [], hours: [] });
    expect((await patient.call('GET', '/api/v1/my-clinic')).body.entity.items).toEqual([]);

    const body = { name: 'Sanjeevani Ayurveda Clinic', address: '22 Ring Road, Lajpat Nagar IV', locality: 'Lajpat Nagar', pinCode: '110024', phone: '9811122233', about: 'Panchakarma and diet counselling.\nOpen all week.', services: ['Panchakarma', 'Shirodhara'] };
    const saved = await owner.call('PUT', `/api/v1/my-clinic/${owner.clinicId}`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity).toMatchObject({ name: 'Sanjeevani Ayurveda Clinic', phone: '9811122233', services: ['Panchakarma', 'Shirodhara'], path: mine.path });
    expect((await doc.call('PUT', `/api/v1/my-clinic/${owner.clinicId}`, body)).status).toBe(404);
    const bad = await owner.call('PUT', `/api/v1/my-clinic/${owner.clinicId}`, { ...body, pinCode: '12345', phone: '123', name: 'X', owner_user_id: doc.id });
    expect(bad.status).toBe(400);
    const badFields = await owner.call('PUT', `/api/v1/my-clinic/${owner.clinicId}`, { ...body, pinCode: '12345', phone: '123', name: 'X' });
    expect(badFields.body.message.fields).toMatchObject({ pinCode: 'Enter your Valid 6 digit Pin Code.', phone: 'Mobile number is not valid', name: 'Enter the clinic name (at least 3 characters)' });
    const [row] = await k.q<{ name: string; owner_user_id: number }>(sql`SELECT name, owner_user_id FROM care_clinics WHERE id = ${owner.clinicId}`);
    expect(row).toEqual({ name: 'Sanjeevani Ayurveda Clinic', owner_user_id: owner.id });
  });

  it('opening hours are replaced as a whole and may not overlap within a day', async () => {
    const owner = await k.clinicOwner();
    const hours = [
      { weekday: 1, opensMin: 540, closesMin: 780 },
      { weekday: 1, opensMin: 1020, closesMin: 1200 },
      { weekday: 6, opensMin: 600, closesMin: 840 },
    ];
    const res = await owner.call('PUT', `/api/v1/my-clinic/${owner.clinicId}/hours`, { hours });
    expect(res.status).toBe(200);
    const overlap = await owner.call('PUT', `/api/v1/my-clinic/${owner.clinicId}/hours`, { hours: [...hours, { weekday: 1, opensMin: 700, closesMin: 900 }] });
    expect(overlap.status).toBe(400);
    expect(Object.values(overlap.body.message.fields)).toContain('These hours overlap other hours of the same day.');
    const [c] = (await owner.call('GET', '/api/v1/my-clinic')).body.entity.items;
    expect(c.hours).toEqual(hours);
    expect((await otherDoc.call('PUT', `/api/v1/my-clinic/${owner.clinicId}/hours`, { hours: [] })).status).toBe(404);
  });

  it('photos are the owner\'s uploaded pictures; doctors are added by the mobile number of a verified doctor', async () => {
    const owner = await k.clinicOwner();
    const pic = await k.upload(owner, PNG, 'profile_pic');
    const added = await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/photos`, { uploadId: pic, caption: 'Reception' });
    expect(added.status).toBe(201);
    expect(added.body.entity.url).toMatch(/^\/api\/files\//);
    const pdf = await k.upload(owner, PDF);
    expect((await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/photos`, { uploadId: pdf })).body.message.fields.uploadId).toBe('Upload a JPEG, PNG or WebP picture.');
    const someoneElses = await k.upload(patient, PNG, 'profile_pic');
    expect((await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/photos`, { uploadId: someoneElses })).status).toBe(400);
    expect((await doc.call('DELETE', `/api/v1/my-clinic/${owner.clinicId}/photos/${added.body.entity.id}`)).status).toBe(404);
    expect((await owner.call('DELETE', `/api/v1/my-clinic/${owner.clinicId}/photos/${added.body.entity.id}`)).status).toBe(200);

    expect((await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/doctors`, { mobile: patient.mobile })).body.message.fields.mobile).toBe('No verified doctor on Nirog uses this mobile number.');
    const unverified = await k.doctor({ verified: false });
    expect((await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/doctors`, { mobile: unverified.mobile })).status).toBe(400);
    const addDoc = await owner.call('POST', `/api/v1/my-clinic/${owner.clinicId}/doctors`, { mobile: doc.mobile });
    expect(addDoc.status).toBe(201);
    expect((await owner.call('GET', '/api/v1/my-clinic')).body.entity.items[0].doctors.map((d: any) => d.displayName)).toEqual(['Dr. Kiran Bedi']);
    await k.t.db.database.db.execute(sql`INSERT INTO care_timings (doctor_user_id, mode, clinic_id, weekday, start_min, end_min, slot_minutes) VALUES (${doc.id}, 1, ${owner.clinicId}, 2, 600, 700, 20)`);
    expect((await owner.call('DELETE', `/api/v1/my-clinic/${owner.clinicId}/doctors/${doc.id}`)).status).toBe(200);
    const [left] = await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM care_timings WHERE clinic_id = ${owner.clinicId} AND doctor_user_id = ${doc.id}`);
    expect(left.n).toBe(0);
    expect((await owner.call('DELETE', `/api/v1/my-clinic/${owner.clinicId}/doctors/${doc.id}`)).status).toBe(404);
  });

  it('verified clinics and doctors may add a clinic; its city and page address come from the pincode and name', async () => {
    const owner = await k.clinicOwner();
    const body = { name: 'Dhanvantari Wellness', address: 'Plot 4, Sector 18 market', pinCode: '201301', services: [] };
    const made = await owner.call('POST', '/api/v1/my-clinic', body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const again = await owner.call('POST', '/api/v1/my-clinic', body);
    expect(again.body.entity.path).toBe(`${made.body.entity.path}-2`);
    const refused = await patient.call('POST', '/api/v1/my-clinic', body);
    expect(refused.status).toBe(403);
  });
});
