import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeGstin } from '@nirog/shared/schemas/gstin';
import { operatorRoles, users } from '../identity/identity.tables.ts';
import { verificationDecisions, verificationDocuments } from '../profile/profile.tables.ts';
import { createTestApp, json, signUp, type Res, type TestApp } from '../../test-support/test-app.ts';
import { createOperator, OperatorInputError } from './operators.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `95${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
// Every test signs several people up from one address: move past the OTP window so the per-IP limit never bites.
beforeEach(() => {
  t.clock.now = new Date(t.clock.now.getTime() + 11 * 60 * 1000);
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<html><body>not a document</body></html>');
const PATHS = { 2: 'dr-registration', 3: 'dr-registration', 4: 'student-registration', 5: 'retailer-registration', 6: 'chemist-registration', 7: 'retailer-registration', 8: 'retailer-registration' } as const;

interface Person {
  id: number;
  token: string;
  userType: number;
  upload(bytes?: Buffer): Promise<string>;
  register(body: object, path?: string, id?: number): Promise<Res>;
  status(id?: number, query?: string): Promise<Res>;
  get(url: string): Promise<Res>;
  post(url: string, body: object): Promise<Res>;
}

async function person(userType: number, name = 'Test Person'): Promise<Person> {
  const extra = userType === 1 ? { fullName: name } : { userType, salutation: userType === 2 ? 1 : 2, fullName: name };
  const { token, user } = await signUp(t, mobile(), extra);
  const h = { 'access-token': token };
  const inject = (method: 'GET' | 'POST', url: string, payload?: object): Promise<Res> => t.app.inject({ method, url, headers: h, payload });
  return {
    id: user.id,
    token,
    userType,
    async upload(bytes = PDF) {
      const slot = await inject('POST', '/api/v1/uploads/presign', { purpose: 'document', fileName: 'certificate.pdf' });
      const { uploadId, uploadUrl } = json(slot).entity;
      const put = await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'application/pdf' }, payload: bytes });
      if (bytes === PDF) expect(put.statusCode).toBe(200);
      return uploadId as string;
    },
    register: (body, path = PATHS[userType as keyof typeof PATHS], id = user.id) => inject('POST', `/api/users/${id}/${path}`, body),
    status: (id = user.id, query = '') => inject('GET', `/api/v3/is_verified/${id}${query}`),
    get: (url) => inject('GET', url),
    post: (url, body) => inject('POST', url, body),
  };
}

async function operator(name = 'Review Desk') {
  const p = await person(1, name);
  const [row] = await t.db.database.db.select().from(users).where(eq(users.id, p.id));
  await createOperator(t.db.database.db, { mobile: row.mobileNumber, name });
  return p;
}

const doctorBody = async (p: Person, patch: object = {}) => ({
  councilType: 2,
  stateCouncil: 7,
  registrationNumber: 'DL/12345',
  registrationYear: 2012,
  medicalSystem: 1,
  degreeCertificateUploadId: await p.upload(),
  ...patch,
});

const decide = (op: Person, userId: number, body: object) => op.post(`/api/v1/admin/verifications/${userId}/decision`, body);

describe('registration by user type (issue 3 part 1, spec section 7)', () => {
  it('a doctor registers: status 2 with the spec message; documents and details are stored', async () => {
    const d = await person(2);
    expect(json(await d.status()).entity).toMatchObject({
      status: 0,
      message: 'Dear Patron, Please provide additional information to validate your profile and continue to participate in engagement activities and purchase medicine.',
      needsDocuments: true,
      canPlaceOrders: false,
    });
    const res = await d.register(await doctorBody(d, { registrationNumber: 'dl/12345' }));
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Your documents were submitted successfully,and we are reviewing it.');
    expect(json(res).entity).toMatchObject({ status: 2, reason: null, message: 'Your documents were submitted successfully,and we are reviewing it.' });
    const reg = json(await d.get(`/api/users/${d.id}/registration`)).entity;
    expect(reg.kind).toBe('doctor');
    expect(reg.details).toEqual({ councilType: 2, stateCouncil: 7, registrationNumber: 'DL/12345', registrationYear: 2012, medicalSystem: 1 });
    expect(reg.documents).toHaveLength(1);
    expect(reg.documents[0]).toMatchObject({ docType: 'degree_certificate', label: 'Degree certificate', contentType: 'application/pdf', fileName: 'certificate.pdf' });
    // The owner reads their own document through the signed link.
    const file = await t.app.inject({ method: 'GET', url: reg.documents[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('each doctor rule fails with its message and nothing is saved', async () => {
    const d = await person(2);
    const cases: Array<[object, string, string]> = [
      [{ councilType: 5 }, 'councilType', 'Choose the council you are registered with'],
      [{ stateCouncil: null }, 'stateCouncil', 'Choose your state council'],
      [{ registrationNumber: 'DL 12' }, 'registrationNumber', 'Registration number can have letters, digits, / and - only'],
      [{ registrationNumber: 'D1' }, 'registrationNumber', 'Registration number must be 3 to 30 characters'],
      [{ registrationYear: 1949 }, 'registrationYear', `Year of registration must be between 1950 and ${new Date().getFullYear()}`],
      [{ medicalSystem: 9 }, 'medicalSystem', 'Choose your system of medicine'],
      [{ degreeCertificateUploadId: '' }, 'degreeCertificateUploadId', 'Upload your degree certificate'],
    ];
    const body = await doctorBody(d);
    for (const [patch, field, message] of cases) {
      const res = await d.register({ ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json(res).message.fields[field], JSON.stringify(patch)).toBe(message);
    }
    expect(json(await d.status()).entity.status).toBe(0);
    // A central council needs no state council.
    expect((await d.register({ ...body, councilType: 1, stateCouncil: null })).statusCode).toBe(200);
  });

  it('a student, a chemist and a trade user each register with their own documents', async () => {
    const s = await person(4);
    const bad = await s.register({ college: 'AB', rollNumber: '', yearOfStudy: 7, collegeIdUploadId: await s.upload() });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields).toEqual({
      college: 'College name must be 3 to 150 characters',
      rollNumber: 'Enter your roll number',
      yearOfStudy: 'Choose your year of study (1 to 6)',
    });
    const good = await s.register({ college: 'Government Ayurvedic College', rollNumber: 'BAMS-21/045', yearOfStudy: 6, collegeIdUploadId: await s.upload() });
    expect(json(good).entity.status).toBe(2);

    const c = await person(6);
    const chemist = { documentType: 1, documentNumber: 'ABCDE1234F', drugLicenceNumber: 'DL-NWD-20B-12345', documentUploadId: await c.upload(), drugLicenceUploadId: await c.upload() };
    for (const [patch, field, message] of [
      [{ documentNumber: 'ABCDE12345' }, 'documentNumber', 'Enter a valid 10 character PAN, like ABCDE1234F'],
      [{ documentType: 2 }, 'documentNumber', 'Enter a valid 15 character GSTIN'],
      [{ drugLicenceNumber: 'DL1' }, 'drugLicenceNumber', 'Drug licence number must be 5 to 40 characters'],
      [{ drugLicenceUploadId: chemist.documentUploadId }, 'drugLicenceUploadId', 'Upload a separate file for each document'],
    ] as Array<[object, string, string]>) {
      const res = await c.register({ ...chemist, ...patch });
      expect(json(res).message.fields[field], JSON.stringify(patch)).toBe(message);
    }
    const okChemist = await c.register(chemist);
    expect(okChemist.statusCode).toBe(200);
    const docs = json(await c.get(`/api/users/${c.id}/registration`)).entity.documents;
    expect(docs.map((d: { docType: string }) => d.docType)).toEqual(['pan_card', 'drug_licence']);

    // Retailer (5) and both distributors (7, 8) send trade documents.
    for (const type of [5, 7, 8]) {
      const r = await person(type);
      const res = await r.register({ documentType: 2, documentNumber: makeGstin('07', 'ABOPG7315L'), tradeLicenceUploadId: await r.upload() });
      expect(res.statusCode, `type ${type}`).toBe(200);
      expect(json(res).entity.status).toBe(2);
    }
    // A clinic registers like a doctor.
    const clinic = await person(3);
    expect((await clinic.register(await doctorBody(clinic), 'dr-registration')).statusCode).toBe(200);
  });

  it('a registration call that does not fit the user type is refused with 403', async () => {
    const d = await person(2);
    const res = await d.register({ college: 'Government Ayurvedic College', rollNumber: '1', yearOfStudy: 1, collegeIdUploadId: await d.upload() }, 'student-registration');
    expect(res.statusCode).toBe(403);
    expect(json(res).message.error).toBe('This registration is not for your account type.');
    const individual = await person(1);
    expect((await individual.register(await doctorBody(individual), 'dr-registration')).statusCode).toBe(403);
    const chemist = await person(6);
    expect((await chemist.register({ documentType: 1, documentNumber: 'ABCDE1234F', tradeLicenceUploadId: await chemist.upload() }, 'retailer-registration')).statusCode).toBe(403);
  });

  it('every document must be a stored upload of the same user', async () => {
    const a = await person(2);
    const b = await person(2);
    const bUpload = await b.upload();
    const others = await a.register(await doctorBody(a, { degreeCertificateUploadId: bUpload }));
    expect(others.statusCode).toBe(400);
    expect(json(others).message.fields.degreeCertificateUploadId).toBe('Upload the file first.');
    const rejectedFile = await a.upload(HTML);
    expect(json(await a.register(await doctorBody(a, { degreeCertificateUploadId: rejectedFile }))).message.fields.degreeCertificateUploadId).toBe('Upload the file first.');
    const unknown = await a.register(await doctorBody(a, { degreeCertificateUploadId: '00000000-0000-4000-8000-000000000000' }));
    expect(json(unknown).message.fields.degreeCertificateUploadId).toBe('Upload the file first.');
    expect(json(await a.status()).entity.status).toBe(0);
  });

  it('refuses fields a client may not set', async () => {
    const d = await person(2);
    const res = await d.register({ ...(await doctorBody(d)), isVerified: 1 });
    expect(res.statusCode).toBe(400);
    expect(json(await d.status()).entity.status).toBe(0);
  });
});

describe('who can see and submit (issue 3 parts 1-3)', () => {
  it("user A cannot submit for B, nor read B's status, registration or documents", async () => {
    const a = await person(2);
    const b = await person(2);
    await b.register(await doctorBody(b));
    const bDocs = json(await b.get(`/api/users/${b.id}/registration`)).entity.documents;
    const responses = [
      await a.register(await doctorBody(a), 'dr-registration', b.id),
      await a.status(b.id),
      await a.get(`/api/users/${b.id}/registration`),
      await a.get(`/api/v1/uploads/${bDocs[0].uploadId}/url`),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('DL/12345');
    }
    expect(json(await b.status()).entity.status).toBe(2);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/is_verified/1' });
    expect(res.statusCode).toBe(401);
  });

  it('individuals are always verified: nothing to verify', async () => {
    const i = await person(1);
    const res = await i.status(undefined, '?userType=1');
    expect(json(res).entity).toMatchObject({ status: 1, userType: 1, reason: null, needsDocuments: false, canPlaceOrders: true });
  });

  it('the userType query must be a user type', async () => {
    const d = await person(2);
    expect((await d.status(undefined, '?userType=2')).statusCode).toBe(200);
    expect((await d.status(undefined, '?userType=9')).statusCode).toBe(400);
  });
});

describe('review queue (issue 3 part 4)', () => {
  it('a non-operator gets 403 on the queue, the detail and the decision', async () => {
    const d = await person(2);
    const other = await person(2);
    await other.register(await doctorBody(other));
    for (const res of [
      await d.get('/api/v1/admin/verifications'),
      await d.get(`/api/v1/admin/verifications/${other.id}`),
      await decide(d, other.id, { decision: 'approve' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).message.error).toBe('Only the operations team can do this.');
    }
    expect(json(await other.status()).entity.status).toBe(2);
  });

  it('lists submissions under review, oldest first, with masked mobiles and signed document links', async () => {
    const op = await operator();
    const first = await person(2, 'Anil Kumar');
    await first.register(await doctorBody(first));
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const second = await person(6, 'Bina Shah');
    await second.register({ documentType: 1, documentNumber: 'ABCDE1234F', drugLicenceNumber: 'DL-NWD-20B-12345', documentUploadId: await second.upload(), drugLicenceUploadId: await second.upload() });

    const res = await op.get('/api/v1/admin/verifications?limit=500');
    expect(res.statusCode).toBe(200);
    const { items, total } = json(res).entity;
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = items.map((i: { userId: number }) => i.userId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const item = items.find((i: { userId: number }) => i.userId === second.id);
    expect(item).toMatchObject({ fullName: 'Bina Shah', userType: 6, userTypeLabel: 'Chemist', status: 2, kind: 'chemist' });
    expect(item.mobile).toMatch(/^95\*{6}\d{2}$/);
    expect(item.registration).toMatchObject({ documentType: 1, documentNumber: 'ABCDE1234F', drugLicenceNumber: 'DL-NWD-20B-12345' });
    expect(item.documents.map((d: { label: string }) => d.label)).toEqual(['PAN card', 'Drug licence']);
    // The reviewer's link opens the file.
    const file = await t.app.inject({ method: 'GET', url: item.documents[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const page = json(await op.get('/api/v1/admin/verifications?skip=1&limit=1')).entity;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(total);
    // An operator may read any user's status.
    expect(json(await op.status(first.id)).entity.status).toBe(2);
  });

  it('approve sets 1 and records who decided; a second decision is a conflict', async () => {
    const op = await operator('Kavita Rao');
    const d = await person(2);
    await d.register(await doctorBody(d));
    const submittedAt = json(await op.get(`/api/v1/admin/verifications/${d.id}`)).entity.submittedAt;
    const res = await decide(op, d.id, { decision: 'approve', submittedAt });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity).toMatchObject({ status: 1, reason: null, decidedBy: op.id });
    expect(json(await d.status()).entity).toMatchObject({ status: 1, reason: null, needsDocuments: false, canPlaceOrders: true });

    const again = await decide(op, d.id, { decision: 'reject', reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message.error).toBe('This verification is not waiting for a review.');
    // An approved user cannot resubmit.
    const resubmit = await d.register(await doctorBody(d));
    expect(resubmit.statusCode).toBe(409);
    expect(json(resubmit).message.error).toBe('Your profile is already verified.');

    const detail = json(await op.get(`/api/v1/admin/verifications/${d.id}`)).entity;
    expect(detail.decisions).toEqual([
      expect.objectContaining({ fromStatus: 2, toStatus: 1, reason: null, decidedBy: op.id, decidedByName: 'Kavita Rao' }),
    ]);
    // The decision is in the audit trail (decision 033); the refused second one is not.
    const trail = json(await op.get(`/api/v1/admin/audit?entity=verification&entityId=${d.id}`)).entity;
    expect(trail.items).toEqual([expect.objectContaining({ actorId: op.id, action: 'approve', changes: [{ field: 'isVerified', before: 2, after: 1 }] })]);
  });

  it('GET /v1/users/me carries the verification status, the rejection reason and isVerifyCheckedKey (spec section 3)', async () => {
    const op = await operator();
    const patient = await person(1);
    expect(json(await patient.get('/api/v1/users/me')).entity.user).toMatchObject({ tbl_doctor_profile: { is_verified: 1 }, reason: null, isVerifyCheckedKey: true });
    const d = await person(2);
    const me = async () => json(await d.get('/api/v1/users/me')).entity.user;
    expect(await me()).toMatchObject({ id: d.id, tbl_doctor_profile: { is_verified: 0 }, reason: null, isVerifyCheckedKey: false });
    await d.register(await doctorBody(d));
    expect(await me()).toMatchObject({ tbl_doctor_profile: { is_verified: 2 }, reason: null, isVerifyCheckedKey: false });
    expect((await decide(op, d.id, { decision: 'reject', reason: 'The certificate is unreadable' })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ tbl_doctor_profile: { is_verified: 4 }, reason: 'The certificate is unreadable', isVerifyCheckedKey: false });
    await d.register(await doctorBody(d));
    expect((await decide(op, d.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ tbl_doctor_profile: { is_verified: 1 }, reason: null, isVerifyCheckedKey: true });
  });

  it('reject needs a reason; the reason shows in is_verified; a re-submission goes back to 2', async () => {
    const op = await operator();
    const d = await person(2);
    await d.register(await doctorBody(d));
    const firstDoc = json(await d.get(`/api/users/${d.id}/registration`)).entity.documents[0].uploadId;

    for (const [body, message] of [
      [{ decision: 'reject' }, 'Write the reason, so the practitioner knows what to correct'],
      [{ decision: 'reject', reason: 'Blur' }, 'The reason must be 5 to 500 characters'],
      [{ decision: 'reject', reason: 'x'.repeat(501) }, 'The reason must be 5 to 500 characters'],
    ] as Array<[object, string]>) {
      const res = await decide(op, d.id, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).message.fields.reason).toBe(message);
    }
    expect((await decide(op, d.id, { decision: 'later' })).statusCode).toBe(400);
    expect(json(await d.status()).entity.status).toBe(2);

    const reject = await decide(op, d.id, { decision: 'reject', reason: 'The degree certificate is not readable' });
    expect(reject.statusCode).toBe(200);
    const status = json(await d.status()).entity;
    expect(status).toMatchObject({ status: 4, reason: 'The degree certificate is not readable', needsDocuments: true });
    expect(status.message).toBe(
      'Dear Patron, Your document verification is not approved, due to "The degree certificate is not readable". Click here to re-upload your documents',
    );

    const again = await d.register(await doctorBody(d));
    expect(again.statusCode).toBe(200);
    expect(json(await d.status()).entity).toMatchObject({ status: 2, reason: null });
    // The earlier document stays on record, no longer current.
    const docs = await t.db.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, d.id));
    expect(docs.map((x) => [x.uploadId === firstDoc, x.current])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    const decisions = await t.db.database.db.select().from(verificationDecisions).where(eq(verificationDecisions.userId, d.id));
    expect(decisions).toEqual([expect.objectContaining({ fromStatus: 2, toStatus: 4, reason: 'The degree certificate is not readable', decidedBy: op.id })]);
  });

  it('a decision on documents that changed after the reviewer opened them is refused', async () => {
    const op = await operator();
    const d = await person(2);
    await d.register(await doctorBody(d));
    const seen = json(await op.get(`/api/v1/admin/verifications/${d.id}`)).entity.submittedAt;
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await d.register(await doctorBody(d, { registrationNumber: 'DL/99999' }));
    const res = await decide(op, d.id, { decision: 'approve', submittedAt: seen });
    expect(res.statusCode).toBe(409);
    expect(json(await d.status()).entity.status).toBe(2);
  });

  it('only submissions under review can be decided; an operator cannot decide their own', async () => {
    const op = await operator();
    const fresh = await person(2);
    expect((await decide(op, fresh.id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(op, op.id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(op, 999999, { decision: 'approve' })).statusCode).toBe(404);
  });
});

describe('operators are made only by the script (createOperator)', () => {
  it('creates an individual with the operator role, or promotes an active account; idempotent', async () => {
    const db = t.db.database.db;
    const m = mobile();
    const created = await createOperator(db, { mobile: m, name: 'Operations Desk' });
    expect(created.outcome).toBe('created');
    expect(created.user).toMatchObject({ role: 'operator', userType: 1, fullName: 'Operations Desk', mobileNumber: m });
    const again = await createOperator(db, { mobile: m, name: 'Someone Else' });
    expect(again).toMatchObject({ outcome: 'unchanged', user: { id: created.user.id, role: 'operator', fullName: 'Operations Desk' } });
    // The script's operator runs the back office (decision 032): admin, once.
    const rolesOf = async (id: number) => (await db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, id))).map((r) => r.role);
    expect(await rolesOf(created.user.id)).toEqual(['admin']);

    const d = await person(2, 'Promoted Doctor');
    const [row] = await db.select().from(users).where(eq(users.id, d.id));
    const promoted = await createOperator(db, { mobile: row.mobileNumber, name: 'Promoted Doctor' });
    expect(promoted).toMatchObject({ outcome: 'promoted', user: { id: d.id, role: 'operator', userType: 2 } });
    expect(await rolesOf(d.id)).toEqual(['admin']);
    // The promoted account's session now opens the queue.
    expect((await d.get('/api/v1/admin/verifications')).statusCode).toBe(200);
  });

  it('refuses a bad mobile number or name', async () => {
    const db = t.db.database.db;
    await expect(createOperator(db, { mobile: '12345', name: 'Valid Name' })).rejects.toThrow(OperatorInputError);
    await expect(createOperator(db, { mobile: mobile(), name: '' })).rejects.toThrow('--name: Full Name is Required');
  });

  it('sign-up cannot make an operator', async () => {
    const m = mobile();
    await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: m } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pub/users/verifyOtp/mobile',
      payload: { mobileNumber: m, otp: t.sms.lastOtp(m), userType: 1, fullName: 'Sneaky Person', role: 'operator' },
    });
    expect(res.statusCode).toBe(400);
  });
});
