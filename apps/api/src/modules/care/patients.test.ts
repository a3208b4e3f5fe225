/**
 * Issue 8, part 7: a doctor's patients (/v2/patients/{userId}, the paginated list, the calls by mobile and by
 * searchType), notes, the chosen address, and medical records visible only to that patient and their doctors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDeskKit, PDF, type Actor, type DeskKit } from './desk-test-kit.ts';

let k: DeskKit;
let doc: Actor & { clinicId: number | null };
let otherDoc: Actor & { clinicId: number | null };
let patient: Actor;
let child: number;
let appt: number;
const day = 86_400_000;

const linkOf = async (doctorId: number, patientUserId: number, member: number | null = null) =>
  (await k.q<{ id: number }>(sql`SELECT id FROM care_patient_links WHERE doctor_user_id = ${doctorId} AND patient_user_id = ${patientUserId} AND coalesce(member_patient_id, 0) = ${member ?? 0}`))[0]?.id;

beforeAll(async () => {
  k = await createDeskKit('961');
  doc = await k.doctor({ name: 'Ramesh Iyer' });
  otherDoc = await k.doctor({ name: 'Another Doctor' });
  patient = await k.patient('Usha Rani');
  child = await k.member(patient.id, 'Riya Rani', 'child');
  const now = k.t.clock.now.getTime();
  appt = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(now - 3 * day), status: 'completed' });
  await k.appointment({ doctor: doc.id, patient: patient.id, member: child, startsAt: new Date(now + 2 * day) });
});
afterAll(() => k.close());

describe('the patient list', () => {
  it('GET /v2/patients/{userId}: people who booked, family members apart; only for the provider themself', async () => {
    const res = await doc.call('GET', `/api/v2/patients/${doc.id}?offset=0&limit=10`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity.items.map((p: any) => [p.fullName, p.relation, p.accountHolder, p.hasAccount])).toEqual([
      ['Riya Rani', 'child', 'Usha Rani', true],
      ['Usha Rani', null, null, true],
    ]);
    const riya = res.body.entity.items[0];
    expect(riya).toMatchObject({ mobile: patient.mobile, memberPatientId: child, age: expect.any(Number), nextVisitAt: expect.any(String), lastVisitAt: null });
    expect(res.body.entity.items[1].lastVisitAt).not.toBeNull();

    expect((await otherDoc.call('GET', `/api/v2/patients/${doc.id}`)).status).toBe(404);
    expect((await otherDoc.call('GET', `/api/v2/patients/${otherDoc.id}`)).body.entity.items).toEqual([]);
    expect((await patient.call('GET', `/api/v2/patients/${patient.id}`)).status).toBe(403);
    const paged = await doc.call('GET', `/api/v2/patients/${doc.id}?offset=1&limit=1`);
    expect(paged.body.entity).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(paged.body.entity.items.map((p: any) => p.fullName)).toEqual(['Usha Rani']);
  });

  it('a walk-in is added by name and number, once; its details can be edited', async () => {
    const walkIn = k.mobile();
    const bad = await doc.call('POST', `/api/v2/patients/${doc.id}`, { fullName: '', mobile: '12', gender: 5, dateOfBirth: '2999-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message.fields).toMatchObject({ fullName: 'Full Name is Required', mobile: 'Enter your 10 digit mobile number', dateOfBirth: 'Enter a valid date of birth' });
    const made = await doc.call('POST', `/api/v2/patients/${doc.id}`, { fullName: 'Bhola Nath', mobile: walkIn, gender: 1, dateOfBirth: '1960-05-20' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.entity).toMatchObject({ fullName: 'Bhola Nath', hasAccount: false, gender: 1, dateOfBirth: '1960-05-20', treating: false, family: [], address: null });
    const id = made.body.entity.patientAssociationId;
    const dup = await doc.call('POST', `/api/v2/patients/${doc.id}`, { fullName: 'Bhola', mobile: walkIn });
    expect(dup.status).toBe(409);
    expect(dup.body.message.fields.mobile).toBe('This mobile number is already among your patients.');

    const edited = await doc.call('PUT', `/api/v2/patients/${doc.id}/${id}`, { fullName: 'Bhola Nath Sharma', mobile: walkIn, gender: 1, dateOfBirth: '1960-05-21' });
    expect(edited.body.entity).toMatchObject({ fullName: 'Bhola Nath Sharma', dateOfBirth: '1960-05-21' });
    expect((await otherDoc.call('PUT', `/api/v2/patients/${otherDoc.id}/${id}`, { fullName: 'Hijack' })).status).toBe(404);
    expect((await otherDoc.call('GET', `/api/v2/patients/${otherDoc.id}/${id}`)).status).toBe(404);
    // An account holder's number stays as it is.
    const usha = await linkOf(doc.id, patient.id);
    const locked = await doc.call('PUT', `/api/v2/patients/${doc.id}/${usha}`, { fullName: 'Usha Rani', mobile: k.mobile() });
    expect(locked.body.message.fields.mobile).toBe('This patient has a Nirog account: their mobile number cannot be changed here.');
  });

  it('the calls by mobile (doctorId, memberPatientId) and by searchType', async () => {
    const byMobile = await doc.call('GET', `/api/v2/patients/by-mobile?mobile=${patient.mobile}&doctorId=${doc.id}&memberPatientId=${child}`);
    expect(byMobile.body.entity.patient).toMatchObject({ fullName: 'Riya Rani', memberPatientId: child });
    expect((await doc.call('GET', `/api/v2/patients/by-mobile?mobile=${patient.mobile}&doctorId=${doc.id}`)).body.entity.patient.fullName).toBe('Usha Rani');
    expect((await otherDoc.call('GET', `/api/v2/patients/by-mobile?mobile=${patient.mobile}&doctorId=${otherDoc.id}`)).body.entity.patient).toBeNull();
    expect((await otherDoc.call('GET', `/api/v2/patients/by-mobile?mobile=${patient.mobile}&doctorId=${doc.id}`)).status).toBe(404);

    const names = async (q: string) => (await doc.call('GET', `/api/v2/patients/by-doctor?doctorId=${doc.id}&${q}`)).body.entity.items.map((p: any) => p.fullName);
    expect(await names('searchType=upcoming')).toEqual(['Riya Rani']);
    expect(await names('searchType=recent')).toEqual(['Usha Rani']);
    expect(await names('searchType=new')).toContain('Bhola Nath Sharma');
    expect(await names('searchType=all&search=usha')).toEqual(['Usha Rani']);
    expect((await doc.call('GET', `/api/v2/patients/by-doctor?doctorId=${doc.id}&searchType=everyone`)).status).toBe(400);
  });

  it('the paginated list (userId, patientId, offset, limit) is the patient\'s appointments with the doctor', async () => {
    const usha = await linkOf(doc.id, patient.id);
    const res = await doc.call('GET', `/api/v2/patient-appointments?userId=${doc.id}&patientId=${usha}&offset=0&limit=5`);
    expect(res.body.entity.items.map((a: any) => a.id)).toEqual([appt]);
    expect((await otherDoc.call('GET', `/api/v2/patient-appointments?userId=${otherDoc.id}&patientId=${usha}`)).status).toBe(404);
  });

  it('select-address picks one of the addresses the doctor keeps for that patient', async () => {
    const usha = await linkOf(doc.id, patient.id);
    const address = { contact_person_name: 'Usha Rani', contact_person_phone: patient.mobile, address: 'House 12, Lajpat Nagar II', pin_code: '110024', city: 'New Delhi', state: 7, patient_id: usha };
    const made = await doc.call('POST', '/api/v1/address', address);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const chosen = await doc.call('PUT', `/api/v2/patients/${doc.id}/${usha}/address`, { addressId: made.body.entity.id });
    expect(chosen.body.entity.address).toMatchObject({ id: made.body.entity.id, pin_code: '110024' });
    const others = await otherDoc.call('POST', '/api/v1/address', { ...address, patient_id: undefined });
    expect((await doc.call('PUT', `/api/v2/patients/${doc.id}/${usha}/address`, { addressId: others.body.entity.id })).status).toBe(404);
    const own = await doc.call('POST', '/api/v1/address', { ...address, patient_id: undefined });
    expect((await doc.call('PUT', `/api/v2/patients/${doc.id}/${usha}/address`, { addressId: own.body.entity.id })).status).toBe(404);
    expect((await doc.call('PUT', `/api/v2/patients/${doc.id}/${usha}/address`, { addressId: null })).body.entity.address).toBeNull();
  });
});

describe('notes (patientAssociationId, noteId)', () => {
  it('the doctor writes, edits and deletes notes; another doctor cannot read or touch them', async () => {
    const usha = await linkOf(doc.id, patient.id);
    const note = await doc.call('POST', '/api/v2/patient-notes', { patientAssociationId: usha, body: 'Vata aggravation. Advised warm oil massage.\nReview in 2 weeks.' });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.entity).toMatchObject({ sharedWithPatient: false, author: { displayName: 'Dr. Ramesh Iyer' } });
    const forVisit = await doc.call('POST', '/api/v2/patient-notes', { patientAssociationId: usha, body: 'Pulse: Vata-Pitta.', appointmentId: appt });
    expect(forVisit.body.entity).toMatchObject({ sharedWithPatient: true, appointment: { id: appt } });
    const riya = await linkOf(doc.id, patient.id, child);
    expect((await doc.call('POST', '/api/v2/patient-notes', { patientAssociationId: riya, body: 'x', appointmentId: appt })).body.message.fields.appointmentId).toBeDefined();

    const list = await doc.call('GET', `/api/v2/patient-notes?patientAssociationId=${usha}`);
    expect(list.body.entity.items.map((n: any) => n.noteId)).toEqual([forVisit.body.entity.noteId, note.body.entity.noteId]);
    const noteId = note.body.entity.noteId;
    expect((await otherDoc.call('GET', `/api/v2/patient-notes?patientAssociationId=${usha}`)).status).toBe(404);
    expect((await otherDoc.call('POST', '/api/v2/patient-notes', { patientAssociationId: usha, body: 'sneaky' })).status).toBe(404);
    expect((await otherDoc.call('PUT', `/api/v2/patient-notes/${noteId}`, { body: 'changed' })).status).toBe(404);
    expect((await otherDoc.call('DELETE', `/api/v2/patient-notes/${noteId}`)).status).toBe(404);
    expect((await patient.call('GET', `/api/v2/patient-notes?patientAssociationId=${usha}`)).status).toBe(403);

    expect((await doc.call('PUT', `/api/v2/patient-notes/${noteId}`, { body: 'Vata aggravation, review in 10 days.' })).body.entity.body).toBe('Vata aggravation, review in 10 days.');
    expect((await doc.call('DELETE', `/api/v2/patient-notes/${noteId}`)).status).toBe(200);
    const [left] = await k.q<{ n: number }>(sql`SELECT count(*)::int AS n FROM care_patient_notes WHERE id = ${noteId}`);
    expect(left.n).toBe(0);
  });
});

describe('medical records: that patient and their doctors only', () => {
  it("a patient's own record is read by the doctor who treats them, not by one who only typed their number", async () => {
    const upload = await k.upload(patient, PDF);
    const added = await patient.call('POST', '/api/v2/medical-records', { uploadId: upload, title: 'Blood test March' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.entity.id;
    expect((await patient.call('GET', '/api/v2/medical-records')).body.entity.items.map((r: any) => r.title)).toEqual(['Blood test March']);

    const usha = await linkOf(doc.id, patient.id);
    expect((await doc.call('GET', `/api/v2/medical-records?patientAssociationId=${usha}`)).body.entity.items.map((r: any) => r.id)).toEqual([id]);
    const url = await doc.call('GET', `/api/v2/medical-records/${id}/url`);
    expect(url.status).toBe(200);
    const file = await k.t.app.inject({ method: 'GET', url: url.body.entity.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const redirect = await doc.call('GET', `/api/v2/medical-records/${id}/file`);
    expect(redirect.status).toBe(302);
    expect(redirect.raw.headers.location).toMatch(/^\/api\/files\//);

    // Another doctor adds the same number to their patients: still nothing to read.
    const added2 = await otherDoc.call('POST', `/api/v2/patients/${otherDoc.id}`, { fullName: 'Usha Rani', mobile: patient.mobile });
    const theirs = added2.body.entity.patientAssociationId;
    expect(added2.body.entity).toMatchObject({ hasAccount: true, treating: false });
    expect((await otherDoc.call('GET', `/api/v2/medical-records?patientAssociationId=${theirs}`)).body.entity.items).toEqual([]);
    expect((await otherDoc.call('GET', `/api/v2/medical-records/${id}/url`)).status).toBe(404);
    expect((await otherDoc.call('GET', `/api/v2/medical-records/${id}/file`)).status).toBe(404);
    expect((await otherDoc.call('GET', `/api/v2/medical-records?patientAssociationId=${usha}`)).status).toBe(404);
    const stranger = await k.patient();
    expect((await stranger.call('GET', `/api/v2/medical-records/${id}/url`)).status).toBe(404);
    expect((await stranger.call('GET', '/api/v2/medical-records')).body.entity.items).toEqual([]);
    // What that doctor uploads for the person stays with their association: the patient's own records do not change.
    const theirUpload = await k.upload(otherDoc, PDF);
    const theirRecord = await otherDoc.call('POST', '/api/v2/medical-records', { uploadId: theirUpload, title: 'Old prescription', patientAssociationId: theirs });
    expect(theirRecord.status).toBe(201);
    expect((await patient.call('GET', '/api/v2/medical-records')).body.entity.items.map((r: any) => r.title)).toEqual(['Blood test March']);
    expect((await doc.call('GET', `/api/v2/medical-records/${theirRecord.body.entity.id}/url`)).status).toBe(404);
    expect((await otherDoc.call('POST', '/api/v2/medical-records', { uploadId: theirUpload, title: 'Copied report', patientAssociationId: usha })).status).toBe(404);

    // Only the uploader deletes.
    expect((await doc.call('DELETE', `/api/v2/medical-records/${id}`)).status).toBe(404);
    expect((await patient.call('DELETE', `/api/v2/medical-records/${id}`)).status).toBe(200);
  });

  it("a family member's records go to the doctor who treats that member, and a doctor's upload for a treated patient joins the patient's records", async () => {
    const upload = await k.upload(patient, PDF);
    const rec = await patient.call('POST', '/api/v2/medical-records', { uploadId: upload, title: 'Riya vaccination card', memberPatientId: child });
    expect(rec.status).toBe(201);
    expect((await patient.call('GET', '/api/v2/medical-records')).body.entity.items.map((r: any) => r.title)).not.toContain('Riya vaccination card');
    expect((await patient.call('GET', `/api/v2/medical-records?memberPatientId=${child}`)).body.entity.items.map((r: any) => r.title)).toEqual(['Riya vaccination card']);
    const stranger = await k.patient();
    expect((await stranger.call('GET', `/api/v2/medical-records?memberPatientId=${child}`)).status).toBe(404);
    const strangerUpload = await k.upload(stranger, PDF);
    expect((await stranger.call('POST', '/api/v2/medical-records', { uploadId: strangerUpload, title: 'Copied report', memberPatientId: child })).status).toBe(404);
    // Someone else's upload cannot be filed as one's own record.
    expect((await patient.call('POST', '/api/v2/medical-records', { uploadId: strangerUpload, title: 'not mine' })).status).toBe(400);

    const riya = await linkOf(doc.id, patient.id, child);
    expect((await doc.call('GET', `/api/v2/medical-records?patientAssociationId=${riya}`)).body.entity.items.map((r: any) => r.title)).toEqual(['Riya vaccination card']);
    const usha = await linkOf(doc.id, patient.id);
    expect((await doc.call('GET', `/api/v2/medical-records?patientAssociationId=${usha}`)).body.entity.items.map((r: any) => r.title)).not.toContain('Riya vaccination card');

    const docUpload = await k.upload(doc, PDF);
    const byDoc = await doc.call('POST', '/api/v2/medical-records', { uploadId: docUpload, title: 'Diet chart', patientAssociationId: usha });
    expect(byDoc.body.entity.uploadedBy).toMatchObject({ displayName: 'Dr. Ramesh Iyer', you: true });
    expect((await patient.call('GET', '/api/v2/medical-records')).body.entity.items.map((r: any) => r.title)).toContain('Diet chart');
    expect((await patient.call('GET', `/api/v2/medical-records/${byDoc.body.entity.id}/url`)).status).toBe(200);
  });
});
