/** Issue 8, part 6: appointment requests (OTP-confirmed), D2C requests, leads, accept and decline, with access rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { istDate } from '@nirog/shared/care';
import { createDeskKit, type Actor, type DeskKit } from './desk-test-kit.ts';

let k: DeskKit;
let delhiDoc: Actor & { clinicId: number | null };
let noidaDoc: Actor & { clinicId: number | null };
let mumbaiDoc: Actor & { clinicId: number | null };
let mumbaiClinicOnly: Actor & { clinicId: number | null };

const post = (url: string, payload: object, headers: Record<string, string> = {}) => k.t.app.inject({ method: 'POST', url, payload, headers });
const countRequests = async () => (await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM care_appointment_requests`))[0].n;

/** A visitor's request, confirmed with the OTP the number received. */
async function visitorRequest(body: Record<string, unknown>) {
  const mobile = (body.mobileNumber as string) ?? k.mobile();
  const send = await post('/api/pub/v3/appointment-requests/send-otp', { mobileNumber: mobile });
  expect(send.statusCode, send.body).toBe(200);
  const res = await post('/api/pub/v3/appointment-requests', {
    fullName: 'Kamla Devi',
    pinCode: '110024',
    problem: 'Knee pain for three months, worse in the mornings.',
    appointmentType: 2,
    ...body,
    mobileNumber: mobile,
    otp: k.t.sms.lastOtp(mobile),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().entity.id as number, mobile };
}

beforeAll(async () => {
  k = await createDeskKit('981');
  delhiDoc = await k.doctor({ name: 'Vikas Rao', pin: '110024' });
  noidaDoc = await k.doctor({ name: 'Neha Gupta', pin: '201301' });
  mumbaiDoc = await k.doctor({ name: 'Rohan Patil', pin: '400020' });
  mumbaiClinicOnly = await k.doctor({ name: 'Sunil Joshi', pin: '400020', video: null });
});
afterAll(() => k.close());

describe('leaving a request (POST /pub/v3/appointment-requests)', () => {
  it('a visitor confirms the mobile number with the OTP sent for it', async () => {
    const mobile = k.mobile();
    const sent = await post('/api/pub/v3/appointment-requests/send-otp', { mobileNumber: mobile });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Successfully sent Otp!');
    expect(k.t.sms.sent.at(-1)!.body).toContain('to confirm your appointment request');
    const body = { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for three months.', appointmentType: 2, doctorId: delhiDoc.id };
    const before = await countRequests();

    const missing = await post('/api/pub/v3/appointment-requests', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.fields.otp).toBe('Enter the 6 digit OTP');
    const code = k.t.sms.lastOtp(mobile);
    const wrong = await post('/api/pub/v3/appointment-requests', { ...body, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message.fields.otp).toBe('The OTP you entered is incorrect.');
    expect(await countRequests()).toBe(before);

    const res = await post('/api/pub/v3/appointment-requests', { ...body, otp: code });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entity).toMatchObject({ doctor: { id: delhiDoc.id, displayName: 'Dr. Vikas Rao' }, city: expect.any(String) });
    const [row] = await k.q<Record<string, any>>(sql`SELECT * FROM care_appointment_requests WHERE id = ${res.json().entity.id}`);
    expect(row).toMatchObject({ full_name: 'Kamla Devi', mobile, pin_code: '110024', appointment_type: 2, doctor_user_id: delhiDoc.id, status: 'new', user_id: null });
    // The doctor hears of it by SMS; the OTP cannot be used twice.
    expect(k.t.sms.sent.some((m) => m.to === delhiDoc.mobile && m.body.includes('New appointment request on Nirog from Kamla Devi'))).toBe(true);
    const again = await post('/api/pub/v3/appointment-requests', { ...body, otp: code });
    expect(again.statusCode).toBe(400);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await countRequests();
    const mobile = k.mobile();
    await post('/api/pub/v3/appointment-requests/send-otp', { mobileNumber: mobile });
    const otp = k.t.sms.lastOtp(mobile);
    const bad = await post('/api/pub/v3/appointment-requests', { fullName: 'K1', mobileNumber: '12345', pinCode: '012345', problem: 'pain', appointmentType: 7, otp });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.fields).toMatchObject({
      fullName: 'Name can only have alphabets.',
      mobileNumber: 'Enter your 10 digit mobile number',
      pinCode: 'Enter your Valid 6 digit Pin Code.',
      problem: 'Write at least 10 characters.',
      appointmentType: 'Choose how you would like to consult',
    });
    const extra = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for months.', appointmentType: 1, otp, status: 'accepted' });
    expect(extra.statusCode).toBe(400);
    // A pincode that does not exist, a doctor who does not offer the mode, type 0 from a visitor.
    const unknownPin = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '999999', problem: 'Knee pain for months.', appointmentType: 1, otp });
    expect(unknownPin.json().message.fields.pinCode).toBe('Enter your Valid 6 digit Pin Code.');
    const noVideo = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for months.', appointmentType: 1, doctorId: mumbaiClinicOnly.id, otp });
    expect(noVideo.json().message.fields.appointmentType).toBe('This doctor does not offer video consultations.');
    const reseller = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for months.', appointmentType: 0, otp });
    expect(reseller.json().message.fields.appointmentType).toBe('Choose an online or in-clinic consultation');
    const unverified = await k.doctor({ name: 'Not Verified', verified: false });
    const toUnverified = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for months.', appointmentType: 2, doctorId: unverified.id, otp });
    expect(toUnverified.json().message.fields.doctorId).toBe('This doctor is not taking appointment requests.');
    expect(await countRequests()).toBe(before);
    // The OTP was not used up by the refused attempts.
    const good = await post('/api/pub/v3/appointment-requests', { fullName: 'Kamla Devi', mobileNumber: mobile, pinCode: '110024', problem: 'Knee pain for months.', appointmentType: 1, otp });
    expect(good.statusCode).toBe(201);
  });

  it('a signed-in patient asks for themself without an OTP (D2C) and sees the request', async () => {
    const p = await k.patient('Asha Verma');
    const res = await p.call('POST', '/api/pub/v3/appointment-requests', { fullName: 'Asha Verma', mobileNumber: p.mobile, pinCode: '110024', problem: 'Acidity after meals for a year.', appointmentType: 1, doctorId: delhiDoc.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await k.q<{ user_id: number }>(sql`SELECT user_id FROM care_appointment_requests WHERE id = ${res.body.entity.id}`);
    expect(row.user_id).toBe(p.id);
    const mine = await p.call('GET', '/api/v3/appointment-requests/mine');
    expect(mine.body.entity.items.map((r: any) => r.id)).toContain(res.body.entity.id);
    // For someone else's number the OTP is still needed.
    const other = await p.call('POST', '/api/pub/v3/appointment-requests', { fullName: 'Ram Verma', mobileNumber: k.mobile(), pinCode: '110024', problem: 'Back pain for two weeks.', appointmentType: 1 });
    expect(other.status).toBe(400);
    expect(other.body.message.fields.otp).toBe('Enter the 6 digit OTP');
  });

  it('a number may leave at most five requests a day', async () => {
    const p = await k.patient('Busy Person');
    const body = { fullName: 'Busy Person', mobileNumber: p.mobile, pinCode: '110024', problem: 'Headache every evening.', appointmentType: 1 };
    for (let i = 0; i < 5; i++) expect((await p.call('POST', '/api/pub/v3/appointment-requests', body)).status).toBe(201);
    const sixth = await p.call('POST', '/api/pub/v3/appointment-requests', body);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message.error).toBe('Too many appointment requests from this number today. Please try again tomorrow.');
  });
});

describe('who is told, and how (decision 054)', () => {
  it('the doctor and a patient with an account hear through the inbox (module 9) and SMS as they chose; a visitor by SMS alone', async () => {
    // The doctor switches SMS off for appointment requests: the next one reaches the inbox only.
    const prefs = await noidaDoc.call('PUT', '/api/v1/notification/preferences', { preferences: [{ module: 9, channel: 'sms', enabled: false }] });
    expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
    const p = await k.patient('Meena Iyer');
    const from = k.t.sms.sent.length;
    const res = await p.call('POST', '/api/pub/v3/appointment-requests', { fullName: 'Meena Iyer', mobileNumber: p.mobile, pinCode: '201301', problem: 'Acidity after meals for a month.', appointmentType: 2, doctorId: noidaDoc.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.entity.id;

    const doctorInbox = (await noidaDoc.call('GET', '/api/v1/notification?module=9')).body.entity.items;
    expect(doctorInbox.filter((n: { kind: string }) => n.kind === 'careRequestNew')).toEqual([
      expect.objectContaining({ module: 9, title: 'New appointment request', body: expect.stringMatching(/^Meena Iyer \(.+\) asked for an appointment\./), link: '/appointment-requests', readAt: null }),
    ]);
    const patientInbox = (await p.call('GET', '/api/v1/notification?module=9')).body.entity.items;
    expect(patientInbox).toEqual([expect.objectContaining({ kind: 'careRequestReceivedDoctor', title: 'Appointment request sent', body: 'We have sent your request to Dr. Neha Gupta. You will hear back soon.' })]);
    let sms = k.t.sms.sent.slice(from);
    expect(sms.filter((m) => m.to === noidaDoc.mobile)).toEqual([]);
    expect(sms.filter((m) => m.to === p.mobile)).toEqual([
      expect.objectContaining({ template: 'care_request_received', body: 'We have sent your appointment request to Dr. Neha Gupta. You will hear back soon. - Nirog' }),
    ]);

    // Accepting tells the patient once, however often the doctor's request arrives.
    const next = k.t.sms.sent.length;
    expect((await noidaDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(200);
    expect((await noidaDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(409);
    const accepted = (await p.call('GET', '/api/v1/notification?module=9')).body.entity.items.filter((n: { kind: string }) => n.kind === 'careRequestAccepted');
    expect(accepted).toEqual([expect.objectContaining({ title: 'Appointment request accepted', body: 'Dr. Neha Gupta accepted your request and will call you to fix a time.' })]);
    sms = k.t.sms.sent.slice(next);
    expect(sms).toEqual([expect.objectContaining({ to: p.mobile, template: 'care_request_accepted' })]);

    // A visitor (no account holds the number) gets the SMS under the same template, and nobody's inbox changes.
    const before = (await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications WHERE kind LIKE 'careRequestReceived%'`))[0].n;
    const visitor = await visitorRequest({ fullName: 'Kamla Devi', pinCode: '400020' });
    expect(k.t.sms.sent.filter((m) => m.to === visitor.mobile).at(-1)).toMatchObject({ template: 'care_request_received', body: expect.stringContaining('A doctor near you will call you soon') });
    expect((await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications WHERE kind LIKE 'careRequestReceived%'`))[0].n).toBe(before);
  });
});

describe('requests addressed to a doctor', () => {
  it("show only in that doctor's list; others get 404 and non-providers 403", async () => {
    const { id } = await visitorRequest({ doctorId: delhiDoc.id, fullName: 'Sita Ram' });
    const inbox = await delhiDoc.call('GET', '/api/v3/appointment-requests?status=new');
    const item = inbox.body.entity.items.find((r: any) => r.id === id);
    expect(item).toMatchObject({ fullName: 'Sita Ram', status: 'new', appointmentType: 2, patientAssociationId: null });
    expect(item.mobile).toMatch(/^[6-9]\d{9}$/);
    expect((await mumbaiDoc.call('GET', '/api/v3/appointment-requests')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    expect((await mumbaiDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    expect((await mumbaiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(404);
    expect((await mumbaiDoc.call('POST', `/api/v3/appointment-requests/${id}/decline`, {})).status).toBe(404);

    const patient = await k.patient();
    const refused = await patient.call('GET', '/api/v3/appointment-requests');
    expect(refused.status).toBe(403);
    expect(refused.body.message.error).toContain('Only verified doctors and clinics');
    const unverified = await k.doctor({ verified: false });
    expect((await unverified.call('GET', '/api/v3/leads')).status).toBe(403);
    expect((await k.t.app.inject({ method: 'GET', url: '/api/v3/appointment-requests' })).statusCode).toBe(401);
    const [row] = await k.q<{ status: string }>(sql`SELECT status FROM care_appointment_requests WHERE id = ${id}`);
    expect(row.status).toBe('new');
  });

  it('accepting links the patient (to their account when the number has one)', async () => {
    const p = await k.patient('Gopal Das');
    const res = await p.call('POST', '/api/pub/v3/appointment-requests', { fullName: 'Gopal Das', mobileNumber: p.mobile, pinCode: '110024', problem: 'Sleeplessness since March.', appointmentType: 2, doctorId: delhiDoc.id });
    const id = res.body.entity.id;
    const accepted = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.message).toBe('Request accepted. The patient is now in My patients.');
    const linkId = accepted.body.entity.patientAssociationId;
    const [link] = await k.q<Record<string, any>>(sql`SELECT * FROM care_patient_links WHERE id = ${linkId}`);
    expect(link).toMatchObject({ doctor_user_id: delhiDoc.id, patient_user_id: p.id, full_name: 'Gopal Das', mobile: p.mobile });
    const [row] = await k.q<Record<string, any>>(sql`SELECT status, decided_by FROM care_appointment_requests WHERE id = ${id}`);
    expect(row).toEqual({ status: 'accepted', decided_by: delhiDoc.id });
    expect(k.t.sms.sent.at(-1)).toMatchObject({ to: p.mobile, body: expect.stringContaining('Dr. Vikas Rao accepted your appointment request') });

    const again = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {});
    expect(again.status).toBe(409);
    expect(again.body.message.error).toBe('This request has already been accepted.');
    const inbox = await delhiDoc.call('GET', '/api/v3/appointment-requests?status=accepted');
    expect(inbox.body.entity.items.find((r: any) => r.id === id).patientAssociationId).toBe(linkId);
  });

  it('accepting with a time books the appointment, creating the account of a visitor; an overlapping time is refused', async () => {
    const { id, mobile } = await visitorRequest({ doctorId: delhiDoc.id, appointmentType: 1, fullName: 'Meena Kumari' });
    const start = new Date(k.t.clock.now.getTime() + 2 * 86_400_000);
    const date = istDate(start);
    const wrongMode = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, { schedule: { date, time: '10:00', mode: 1 } });
    expect(wrongMode.status).toBe(400);
    expect(wrongMode.body.message.fields.mode).toBe('The patient asked for another kind of consultation.');
    const badTime = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, { schedule: { date, time: '10:07', mode: 0 } });
    expect(badTime.body.message.fields['schedule.time']).toBe('Choose a time on a 5-minute mark');

    const ok = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, { schedule: { date, time: '10:00', mode: 0 } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Request accepted and the appointment is booked.');
    const [appt] = await k.q<Record<string, any>>(sql`SELECT a.*, u.mobile_number, u.full_name, u.user_type FROM care_appointments a JOIN users u ON u.id = a.patient_user_id WHERE a.id = ${ok.body.entity.appointmentId}`);
    expect(appt).toMatchObject({ doctor_user_id: delhiDoc.id, mode: 0, status: 'booked', payment: 'clinic', fee_paise: 50000, request_id: id, mobile_number: mobile, full_name: 'Meena Kumari', user_type: 1 });
    expect(new Date(appt.starts_at).toISOString()).toBe(new Date(`${date}T04:30:00Z`).toISOString());
    expect((new Date(appt.ends_at).getTime() - new Date(appt.starts_at).getTime()) / 60_000).toBe(15);
    expect(k.t.sms.sent.at(-1)!.body).toContain('Video consultation on');

    // Another request for the same doctor at an overlapping time: refused, nothing changes.
    const second = await visitorRequest({ doctorId: delhiDoc.id, appointmentType: 1, fullName: 'Hari Om' });
    const clash = await delhiDoc.call('POST', `/api/v3/appointment-requests/${second.id}/accept`, { schedule: { date, time: '10:05', mode: 0 } });
    expect(clash.status).toBe(409);
    expect(clash.body.message.fields.time).toBe('That time overlaps another appointment. Choose another time.');
    const [still] = await k.q<{ status: string; n: number }>(sql`SELECT r.status, (SELECT count(*)::int FROM users WHERE mobile_number = ${second.mobile}) AS n FROM care_appointment_requests r WHERE r.id = ${second.id}`);
    expect(still).toEqual({ status: 'new', n: 0 });
    const past = await delhiDoc.call('POST', `/api/v3/appointment-requests/${second.id}/accept`, { schedule: { date: istDate(new Date(k.t.clock.now.getTime() - 86_400_000)), time: '10:00', mode: 0 } });
    expect(past.body.message.fields.time).toBe('This time has passed. Choose a later time.');
  });

  it('declining closes an addressed request', async () => {
    const { id } = await visitorRequest({ doctorId: delhiDoc.id });
    const res = await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/decline`, {});
    expect(res.status).toBe(200);
    const [row] = await k.q<{ status: string }>(sql`SELECT status FROM care_appointment_requests WHERE id = ${id}`);
    expect(row.status).toBe('declined');
    expect((await delhiDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(409);
  });
});

describe('leads (GET /v3/leads)', () => {
  it('an in-clinic lead shows to providers near its pincode, with the number masked', async () => {
    const { id, mobile } = await visitorRequest({ fullName: 'Lead Person', appointmentType: 2, pinCode: '110024' });
    const near = (await delhiDoc.call('GET', '/api/v3/leads')).body.entity.items.find((r: any) => r.id === id);
    expect(near).toMatchObject({ fullName: 'Lead Person', status: 'new', distanceKm: 0 });
    expect(near.mobile).toBe(`${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`);
    expect((await noidaDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).toContain(id);
    expect((await mumbaiDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    const clinic = await k.clinicOwner({ pin: '110024' });
    expect((await clinic.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).toContain(id);
  });

  it('an online lead reaches every doctor who offers video, wherever they are', async () => {
    const { id } = await visitorRequest({ fullName: 'Online Lead', appointmentType: 1, pinCode: '110024' });
    expect((await mumbaiDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).toContain(id);
    expect((await mumbaiClinicOnly.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    expect((await mumbaiClinicOnly.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(404);
  });

  it('declining hides a lead from that provider only; the first to accept takes it', async () => {
    const { id } = await visitorRequest({ fullName: 'Shared Lead', appointmentType: 2, pinCode: '110024' });
    expect((await noidaDoc.call('POST', `/api/v3/appointment-requests/${id}/decline`, {})).status).toBe(200);
    expect((await noidaDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    expect((await noidaDoc.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})).status).toBe(404);
    const [row] = await k.q<{ status: string }>(sql`SELECT status FROM care_appointment_requests WHERE id = ${id}`);
    expect(row.status).toBe('new');

    const others = await Promise.all([k.doctor({ pin: '110024' }), k.doctor({ pin: '110024' }), k.doctor({ pin: '110024' })]);
    const results = await Promise.all([delhiDoc, ...others].map((d) => d.call('POST', `/api/v3/appointment-requests/${id}/accept`, {})));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(3);
    const [taken] = await k.q<{ doctor_user_id: number; status: string; links: number }>(
      sql`SELECT doctor_user_id, status, (SELECT count(*)::int FROM care_patient_links l WHERE l.mobile = r.mobile) AS links FROM care_appointment_requests r WHERE id = ${id}`,
    );
    expect(taken.status).toBe('accepted');
    expect(taken.links).toBe(1);
    expect((await delhiDoc.call('GET', '/api/v3/leads')).body.entity.items.map((r: any) => r.id)).not.toContain(id);
    // The taker now sees it, number in full, among their requests.
    const winner = [delhiDoc, ...others][results.indexOf(winners[0])];
    const mine = (await winner.call('GET', '/api/v3/appointment-requests')).body.entity.items.find((r: any) => r.id === id);
    expect(mine.mobile).toMatch(/^\d{10}$/);
    expect(taken.doctor_user_id).toBe(winner.id);
  });
});
