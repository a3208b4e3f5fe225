import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear, PROFILE_SECTIONS } from '@nirog/shared/schemas/profile';
import { outboxMessages } from '../../providers/outbox/outbox.tables.ts';
import { emailVerifications, users } from '../identity/identity.tables.ts';
import { OutboxEmailProvider } from '../../providers/email/outbox-email.provider.ts';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `95${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signs up through the real calls, each person from their own address so the per-IP OTP cap is not what a test meets. */
async function signUpFrom(extra: Record<string, unknown>) {
  const mobileNumber = mobile();
  const remoteAddress = `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  const send = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber }, remoteAddress });
  if (send.statusCode !== 200) throw new Error(send.body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pub/users/verifyOtp/mobile',
    payload: { mobileNumber, otp: t.sms.lastOtp(mobileNumber), userType: 1, ...extra },
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { token: json(res).entity.token as string, user: json(res).entity.user };
}

async function person(userType = 2, fullName = 'Raghav Sharma') {
  const extra = userType === 1 ? { fullName } : { userType, salutation: 1, fullName };
  const { token, user } = await signUpFrom(extra);
  const headers = { 'access-token': token };
  const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers, payload });
  const id = user.id as number;
  return {
    id,
    call,
    profile: (of = id) => call('GET', `/v1/users/${of}/profile`),
    update: (body: object, of = id) => call('PUT', `/v1/users/${of}/profile`, body),
    add: (section: string, body: object, of = id) => call('POST', `/v1/users/${of}/profile/${section}`, body),
    edit: (section: string, entryId: number, body: object, of = id) => call('PUT', `/v1/users/${of}/profile/${section}/${entryId}`, body),
    remove: (section: string, entryId: number, of = id) => call('DELETE', `/v1/users/${of}/profile/${section}/${entryId}`),
    sendCode: (email: string, of = id) => call('POST', `/v1/users/${of}/email/send`, { email }),
    verify: (email: string, code: string, of = id) => call('POST', `/v1/users/${of}/email/verify`, { email, code }),
    setPicture: (uploadId: string, of = id) => call('PUT', `/v1/users/${of}/profile-picture`, { uploadId }),
  };
}
type Person = Awaited<ReturnType<typeof person>>;

const ENTRIES: Record<(typeof PROFILE_SECTIONS)[number], [object, object]> = {
  education: [
    { degree: 'BAMS', institution: 'Gujarat Ayurved University, Jamnagar', year: 2008 },
    { degree: 'MD (Ayurveda)', institution: 'Banaras Hindu University', year: '2012' },
  ],
  experience: [
    { title: 'Resident medical officer', organisation: 'Government Ayurveda Hospital', fromYear: 2012, toYear: 2015 },
    { title: 'Consultant', organisation: 'Nirog Wellness Centre', fromYear: 2015, current: true },
  ],
  services: [{ name: 'Panchakarma' }, { name: 'Panchakarma', description: 'Vamana, virechana and basti (7-21 days)' }],
  specializations: [{ name: 'Kayachikitsa', medicalSystem: 1 }, { name: 'Panchakarma therapy' }],
  awards: [{ title: 'Dhanvantari Award', year: 2019 }, { title: 'Dhanvantari Award', year: 2019, issuer: 'Ayurveda Academy' }],
  memberships: [{ organisation: 'Ayurveda Vyasapeetha', since: 2010 }, { organisation: 'Ayurveda Vyasapeetha', since: 2010, role: 'Life member' }],
  languages: [{ language: 'Hindi' }, { language: 'Hindi', proficiency: 'native' }],
};

async function uploadPicture(p: Person, bytes: Buffer, purpose = 'profile_pic') {
  const slot = json(await p.call('POST', '/v1/uploads/presign', { purpose })).entity as { uploadId: string; uploadUrl: string };
  const put = await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
  return { uploadId: slot.uploadId, put };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function later<T>(minutes: number, fn: () => Promise<T>): Promise<T> {
  const before = t.clock.now;
  t.clock.now = new Date(before.getTime() + minutes * 60_000);
  try {
    return await fn();
  } finally {
    t.clock.now = before;
  }
}

describe('the profile (issue 3 part 5)', () => {
  it('a practitioner reads their profile: basic fields, email state, picture and all seven sections grouped', async () => {
    const d = await person(2);
    const res = await d.profile();
    expect(res.statusCode).toBe(200);
    const p = json(res).entity;
    expect(p).toMatchObject({ id: d.id, userType: 2, fullName: 'Raghav Sharma', salutation: 1, gender: null, email: null, emailVerified: false, emailPending: null, profilePicUrl: null });
    expect(Object.keys(p.sections).sort()).toEqual([...PROFILE_SECTIONS].sort());
    expect(Object.values(p.sections).every((v) => Array.isArray(v) && v.length === 0)).toBe(true);
    expect(p.limits.entriesPerSection).toBe(30);
  });

  it('an individual has the basic profile only', async () => {
    const i = await person(1, 'Asha Verma');
    const p = json(await i.profile()).entity;
    expect(p).toMatchObject({ userType: 1, fullName: 'Asha Verma', sections: null });
  });

  it('updates name, salutation and gender; null clears; the response is the new profile', async () => {
    const d = await person(2);
    const res = await d.update({ fullName: '  Raghav  Kumar Sharma ', salutation: 2, gender: 1 });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Your details have been saved');
    expect(json(res).entity).toMatchObject({ fullName: 'Raghav Kumar Sharma', salutation: 2, gender: 1 });
    const cleared = json(await d.update({ fullName: 'Raghav Sharma', salutation: null, gender: null })).entity;
    expect(cleared).toMatchObject({ salutation: null, gender: null });
    // Leaving a field out keeps it.
    await d.update({ fullName: 'Raghav Sharma', gender: 3 });
    expect(json(await d.update({ fullName: 'Raghav Sharma' })).entity.gender).toBe(3);
  });

  it('refuses bad details with field messages and saves nothing', async () => {
    const d = await person(2);
    const cases: Array<[object, string, string]> = [
      [{ fullName: '' }, 'fullName', 'Full Name is Required'],
      [{ fullName: 'Raghav 2' }, 'fullName', 'Name can only have alphabets.'],
      [{ fullName: 'Raghav', salutation: 7 }, 'salutation', 'Choose a salutation'],
      [{ fullName: 'Raghav', gender: 9 }, 'gender', 'Choose a gender from the list'],
      [{ fullName: 'Raghav', email: 'raghav@' }, 'email', 'Enter a valid email address, like name@example.com'],
    ];
    for (const [body, field, message] of cases) {
      const res = await d.update(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(json(await d.profile()).entity.fullName).toBe('Raghav Sharma');
  });

  it('refuses mass assignment: user type, role, mobile, status and verification cannot be changed here', async () => {
    const d = await person(2);
    const extras = [{ userType: 1 }, { role: 'operator' }, { mobileNumber: '9812345678' }, { status: 2 }, { emailVerifiedAt: new Date().toISOString() }, { profilePic: 'x' }, { id: 1 }, { doctorCategory: 5 }];
    for (const extra of extras) {
      const res = await d.update({ fullName: 'Someone Else', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const [row] = await t.db.database.db.select().from(users).where(eq(users.id, d.id));
    expect(row).toMatchObject({ userType: 2, role: 'user', status: 1, fullName: 'Raghav Sharma', emailVerifiedAt: null, profilePic: null });
  });

  it('needs a session', async () => {
    const d = await person(2);
    for (const [method, url] of [['GET', `/api/v1/users/${d.id}/profile`], ['PUT', `/api/v1/users/${d.id}/profile`], ['POST', `/api/v1/users/${d.id}/profile/education`], ['POST', `/api/v1/users/${d.id}/email/send`]] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('professional sections (spec section 7)', () => {
  it.each(PROFILE_SECTIONS)('%s: add, list, edit and delete one entry in place', async (section) => {
    const d = await person(2);
    const [first, second] = ENTRIES[section];
    const added = await d.add(section, first);
    expect(added.statusCode).toBe(201);
    expect(json(added).message).toBe('Added to your profile');
    const entry = json(added).entity;
    expect(entry.id).toEqual(expect.any(Number));
    expect(json(await d.profile()).entity.sections[section]).toEqual([entry]);

    const edited = await d.edit(section, entry.id, second);
    expect(edited.statusCode).toBe(200);
    expect(json(edited).message).toBe('Your changes have been saved');
    const after = json(await d.profile()).entity.sections[section];
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(json(edited).entity);
    expect(after[0].id).toBe(entry.id);

    const removed = await d.remove(section, entry.id);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).message).toBe('Deleted from your profile');
    expect(json(await d.profile()).entity.sections[section]).toEqual([]);
    expect((await d.remove(section, entry.id)).statusCode).toBe(404);
  });

  it('lists entries in reading order: newest education first, the current role on top', async () => {
    const d = await person(2);
    await d.add('education', { degree: 'BAMS', institution: 'GAU Jamnagar', year: 2008 });
    await d.add('education', { degree: 'MD', institution: 'BHU Varanasi', year: 2012 });
    await d.add('experience', { title: 'Consultant', organisation: 'Nirog Wellness', fromYear: 2015, current: true });
    await d.add('experience', { title: 'Resident', organisation: 'Govt Hospital', fromYear: 2012, toYear: 2015 });
    await d.add('experience', { title: 'Intern', organisation: 'GAU Hospital', fromYear: 2008, toYear: 2009 });
    const s = json(await d.profile()).entity.sections;
    expect(s.education.map((e: { degree: string }) => e.degree)).toEqual(['MD', 'BAMS']);
    expect(s.experience.map((e: { title: string }) => e.title)).toEqual(['Consultant', 'Resident', 'Intern']);
  });

  it('refuses invalid entries with field messages, unknown fields and the wrong section', async () => {
    const d = await person(2);
    const year = currentYear();
    const cases: Array<[string, object, string, string]> = [
      ['education', { degree: '', institution: 'GAU', year: 2008 }, 'degree', 'Degree is required'],
      ['education', { degree: 'BAMS', institution: 'GAU', year: 1949 }, 'year', `Enter a year between 1950 and ${year}`],
      ['education', { degree: 'BAMS', institution: 'GAU', year: year + 1 }, 'year', `Enter a year between 1950 and ${year}`],
      ['education', { degree: 'BAMS & MD', institution: 'GAU', year: 2008 }, 'degree', 'Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.'],
      ['experience', { title: 'Consultant', organisation: 'Nirog', fromYear: 2015, toYear: 2014 }, 'toYear', 'The end year cannot be before the start year'],
      ['experience', { title: 'Consultant', organisation: 'Nirog', fromYear: 2015, toYear: 2016, current: true }, 'toYear', 'Leave the end year empty for a role you hold now'],
      ['services', { name: 'Nasya; Basti' }, 'name', 'Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.'],
      ['specializations', { name: 'Kayachikitsa', medicalSystem: 9 }, 'medicalSystem', 'Choose a medical system from the list'],
      ['awards', { title: 'Award', year: 'soon' }, 'year', `Enter a year between 1950 and ${year}`],
      ['memberships', { organisation: 'Ayurveda Vyasapeetha' }, 'since', `Enter a year between 1950 and ${year}`],
      ['languages', { language: 'Klingon' }, 'language', 'Choose a language from the list'],
    ];
    for (const [section, body, field, message] of cases) {
      const res = await d.add(section, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message.fields[field], JSON.stringify(body)).toBe(message);
    }
    const extra = await d.add('services', { name: 'Nasya', userId: d.id });
    expect(extra.statusCode).toBe(400);
    expect((await d.add('recipes', { name: 'Chyawanprash' })).statusCode).toBe(404);

    // An education entry is not reachable as an award.
    const edu = json(await d.add('education', ENTRIES.education[0])).entity;
    expect((await d.edit('awards', edu.id, ENTRIES.awards[0])).statusCode).toBe(404);
    expect((await d.remove('awards', edu.id)).statusCode).toBe(404);
    expect(json(await d.profile()).entity.sections.education).toHaveLength(1);
    expect(json(await d.profile()).entity.sections.awards).toHaveLength(0);
  });

  it('a language can be listed once', async () => {
    const d = await person(2);
    const hindi = json(await d.add('languages', { language: 'Hindi' })).entity;
    const again = await d.add('languages', { language: 'Hindi', proficiency: 'fluent' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message.fields.language).toBe('Hindi is already in your languages.');
    const tamil = json(await d.add('languages', { language: 'Tamil' })).entity;
    expect((await d.edit('languages', tamil.id, { language: 'Hindi' })).statusCode).toBe(409);
    // Editing an entry without changing its language is fine.
    expect((await d.edit('languages', hindi.id, { language: 'Hindi', proficiency: 'native' })).statusCode).toBe(200);
  });

  it('a section holds at most 30 entries, also under parallel requests', async () => {
    const d = await person(2);
    const results = await Promise.all(Array.from({ length: 36 }, (_, i) => d.add('services', { name: `Service number ${i + 1}` })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.filter((c) => c === 422)).toHaveLength(6);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(json(refused).message.error).toBe('You can add at most 30 entries to Services.');
    expect(json(await d.profile()).entity.sections.services).toHaveLength(30);
    // Other sections are counted on their own.
    expect((await d.add('awards', { title: 'Best vaidya', year: 2020 })).statusCode).toBe(201);
  });

  it('individuals cannot use the professional sections (403)', async () => {
    const i = await person(1, 'Asha Verma');
    expect((await i.add('education', ENTRIES.education[0])).statusCode).toBe(403);
    expect(json(await i.add('languages', { language: 'Hindi' })).message.error).toBe('Professional sections are for practitioners.');
    expect((await i.edit('education', 1, ENTRIES.education[0])).statusCode).toBe(403);
    expect((await i.remove('education', 1)).statusCode).toBe(403);
  });

  it.each([3, 4, 5, 6, 7, 8])('user type %i has the professional sections', async (userType) => {
    const p = await person(userType, 'Kiran Patel');
    expect((await p.add('languages', { language: 'Gujarati' })).statusCode).toBe(201);
  });
});

describe("nobody reads or changes another user's profile", () => {
  it("user A cannot read or change B's profile, entries, email or picture: 404 with nothing leaked", async () => {
    const a = await person(2, 'Anil Kapoor');
    const b = await person(2, 'Bhavna Iyer');
    const bEdu = json(await b.add('education', { degree: 'BAMS', institution: 'Kerala Ayurveda College', year: 2005 })).entity;
    await b.update({ fullName: 'Bhavna Iyer', gender: 2 });
    const { uploadId: aPic } = await uploadPicture(a, PNG);
    const responses = [
      await a.profile(b.id),
      await a.update({ fullName: 'Hacked Name' }, b.id),
      await a.update({ fullName: '' }, b.id), // ownership is checked before the body
      await a.add('education', ENTRIES.education[0], b.id),
      await a.edit('education', bEdu.id, ENTRIES.education[1], b.id),
      await a.remove('education', bEdu.id, b.id),
      await a.sendCode('bhavna@example.in', b.id),
      await a.verify('bhavna@example.in', '123456', b.id),
      await a.setPicture(aPic, b.id),
      await a.call('DELETE', `/v1/users/${b.id}/profile-picture`),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Bhavna');
      expect(res.body).not.toContain('Kerala');
    }
    // B's entry through A's own profile path is not A's: 404 too.
    expect((await a.edit('education', bEdu.id, ENTRIES.education[1])).statusCode).toBe(404);
    expect((await a.remove('education', bEdu.id)).statusCode).toBe(404);
    const bView = json(await b.profile()).entity;
    expect(bView).toMatchObject({ fullName: 'Bhavna Iyer', gender: 2, email: null, profilePicUrl: null });
    expect(bView.sections.education).toEqual([bEdu]);
    expect(t.email.sent.find((m) => m.to === 'bhavna@example.in')).toBeUndefined();
  });

  it('an operator reads any profile but cannot change it', async () => {
    const op = await person(1, 'Operator One');
    await makeOperator(t.db.database.db, op.id);
    const d = await person(2, 'Devika Rao');
    await d.add('awards', { title: 'Young vaidya', year: 2021 });
    const seen = await op.profile(d.id);
    expect(seen.statusCode).toBe(200);
    expect(json(seen).entity).toMatchObject({ fullName: 'Devika Rao', sections: { awards: [expect.objectContaining({ title: 'Young vaidya' })] } });
    expect((await op.update({ fullName: 'Changed By Operator' }, d.id)).statusCode).toBe(404);
    expect((await op.add('awards', { title: 'Fake', year: 2021 }, d.id)).statusCode).toBe(404);
    expect(json(await d.profile()).entity.fullName).toBe('Devika Rao');
  });
});

describe('email verification', () => {
  it('sends a 6-digit code by email, stored only as a hash; verifying sets the email as verified', async () => {
    const d = await person(2);
    const sent = await d.sendCode('  Raghav.Sharma@Example.in ');
    expect(sent.statusCode).toBe(200);
    expect(json(sent).message).toBe('We have emailed you a 6 digit code');
    expect(json(sent).entity).toMatchObject({ email: 'raghav.sharma@example.in', expiresInSeconds: 600 });
    const mail = t.email.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'raghav.sharma@example.in', subject: 'Your Nirog email verification code', template: 'email_verification' });
    const code = t.email.lastCode('raghav.sharma@example.in');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.secrets).toEqual([code]);
    const rows = await t.db.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, d.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].codeHash).not.toContain(code);
    // Sending does not change the account's email; the profile shows the pending address.
    const pending = json(await d.profile()).entity;
    expect(pending).toMatchObject({ email: null, emailVerified: false, emailPending: { email: 'raghav.sharma@example.in' } });

    const verified = await d.verify('raghav.sharma@example.in', code);
    expect(verified.statusCode).toBe(200);
    expect(json(verified).message).toBe('Your email address has been verified');
    expect(json(verified).entity).toMatchObject({ email: 'raghav.sharma@example.in', emailVerified: true, emailPending: null });
    expect(json(verified).entity.emailVerifiedAt).toEqual(expect.any(String));

    // Single use.
    const again = await d.verify('raghav.sharma@example.in', code);
    expect(again.statusCode).toBe(400);
    expect(json(again).message.fields.code).toBe('Please request a code for this email address first.');
    // Asking again for the verified address is pointless.
    const already = await d.sendCode('raghav.sharma@example.in');
    expect(already.statusCode).toBe(422);
    expect(json(already).message.fields.email).toBe('This email address is already verified.');
  });

  it('a code is bound to its address, and a new code replaces the old one', async () => {
    const d = await person(2);
    await d.sendCode('first@example.in');
    const first = t.email.lastCode('first@example.in');
    const other = await d.verify('second@example.in', first);
    expect(other.statusCode).toBe(400);
    expect(json(other).message.fields.code).toBe('Please request a code for this email address first.');
    await d.sendCode('second@example.in');
    const second = t.email.lastCode('second@example.in');
    expect((await d.verify('first@example.in', first)).statusCode).toBe(400);
    if (second !== first) expect((await d.verify('second@example.in', first)).statusCode).toBe(400);
    const res = await d.verify('second@example.in', second);
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.email).toBe('second@example.in');
  });

  it("a code is bound to its user: another user's code does not verify", async () => {
    const a = await person(2);
    const b = await person(2);
    await a.sendCode('shared@example.in');
    const aCode = t.email.lastCode('shared@example.in');
    await b.sendCode('shared@example.in');
    const bCode = t.email.lastCode('shared@example.in');
    if (aCode !== bCode) expect((await b.verify('shared@example.in', aCode)).statusCode).toBe(400);
    expect((await b.verify('shared@example.in', bCode)).statusCode).toBe(200);
    expect((await a.verify('shared@example.in', aCode)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const d = await person(2);
    await d.sendCode('late@example.in');
    const code = t.email.lastCode('late@example.in');
    const res = await later(11, () => d.verify('late@example.in', code));
    expect(res.statusCode).toBe(400);
    expect(json(res).message.fields.code).toBe('This code has expired. Please request a new one.');
    expect(json(await later(11, () => d.profile())).entity.emailPending).toBeNull();
    expect(json(await d.profile()).entity.email).toBeNull();
  });

  it('five wrong codes kill the code: even the right one fails afterwards', async () => {
    const d = await person(2);
    await d.sendCode('tries@example.in');
    const code = t.email.lastCode('tries@example.in');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await d.verify('tries@example.in', wrong);
      expect(res.statusCode).toBe(400);
      expect(json(res).message.fields.code).toBe('The code you entered is incorrect.');
    }
    const fifth = await d.verify('tries@example.in', wrong);
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth).message.fields.code).toBe('Too many wrong attempts. Please request a new code.');
    const right = await d.verify('tries@example.in', code);
    expect(right.statusCode).toBe(429);
    expect(json(await d.profile()).entity).toMatchObject({ email: null, emailVerified: false });
  });

  it('at most 5 codes per user in 10 minutes', async () => {
    const d = await person(2);
    for (let i = 1; i <= 5; i++) expect((await d.sendCode(`limit${i}@example.in`)).statusCode).toBe(200);
    const sixth = await d.sendCode('limit6@example.in');
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message.error).toMatch(/^Too many codes requested. Please try again in \d+ minutes.$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.email.sent.find((m) => m.to === 'limit6@example.in')).toBeUndefined();
    expect((await later(11, () => d.sendCode('limit6@example.in'))).statusCode).toBe(200);
  });

  it('changing the email on the profile resets its verification; saving the same email keeps it', async () => {
    const d = await person(2);
    await d.sendCode('keep@example.in');
    await d.verify('keep@example.in', t.email.lastCode('keep@example.in'));
    const same = json(await d.update({ fullName: 'Raghav Sharma', email: 'KEEP@example.in' })).entity;
    expect(same).toMatchObject({ email: 'keep@example.in', emailVerified: true });
    const changed = json(await d.update({ fullName: 'Raghav Sharma', email: 'new@example.in' })).entity;
    expect(changed).toMatchObject({ email: 'new@example.in', emailVerified: false, emailVerifiedAt: null });
    const removed = json(await d.update({ fullName: 'Raghav Sharma', email: '' })).entity;
    expect(removed).toMatchObject({ email: null, emailVerified: false });
  });

  it('the outbox email provider keeps the message in the outbox table and, in demo mode, in outbox.jsonl; the log line hides the code and the address', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-email-'));
    const file = path.join(dir, 'outbox.jsonl');
    const logged: Array<[unknown, string]> = [];
    const log = { info: (obj: unknown, msg: string) => logged.push([obj, msg]) } as unknown as FastifyBaseLogger;
    try {
      const provider = new OutboxEmailProvider(t.db.database.db, log, file);
      await provider.send({ to: 'outbox.test@example.in', subject: 'Code', template: 'email_verification', text: '482913 is your code', secrets: ['482913'] });
      const [row] = await t.db.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'outbox.test@example.in'));
      expect(row).toMatchObject({ channel: 'email', template: 'email_verification', body: '482913 is your code', provider: 'outbox', meta: { subject: 'Code' } });
      const line = JSON.parse(fs.readFileSync(file, 'utf8').trim());
      expect(line).toMatchObject({ id: row.id, channel: 'email', to: 'outbox.test@example.in', subject: 'Code', body: '482913 is your code' });
      const text = JSON.stringify(logged);
      expect(text).toContain('email queued');
      expect(text).not.toContain('482913');
      expect(text).not.toContain('outbox.test@');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('profile picture', () => {
  it('uses a stored picture upload of the user; the profile returns a signed link to it', async () => {
    const d = await person(2);
    const { uploadId, put } = await uploadPicture(d, PNG);
    expect(put.statusCode).toBe(200);
    const res = await d.setPicture(uploadId);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Your profile picture has been updated');
    const url = json(await d.profile()).entity.profilePicUrl as string;
    expect(url).toMatch(new RegExp(`^/api/files/${uploadId}\\?exp=\\d+&sig=`));
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const removed = await d.call('DELETE', `/v1/users/${d.id}/profile-picture`);
    expect(removed.statusCode).toBe(200);
    expect(json(await d.profile()).entity.profilePicUrl).toBeNull();
  });

  it('refuses a file that is not an image, a document upload, an unfinished upload and an upload of another user', async () => {
    const d = await person(2);
    const other = await person(2);
    const pdf = await uploadPicture(d, PDF);
    expect(pdf.put.statusCode).toBe(400);
    expect(json(pdf.put).message.fields.file).toBe('Upload a JPEG, PNG or WebP picture.');
    const doc = await uploadPicture(d, PNG, 'document');
    expect(doc.put.statusCode).toBe(200);
    const pending = json(await d.call('POST', '/v1/uploads/presign', { purpose: 'profile_pic' })).entity.uploadId as string;
    const theirs = await uploadPicture(other, PNG);
    for (const uploadId of [pdf.uploadId, doc.uploadId, pending, theirs.uploadId]) {
      const res = await d.setPicture(uploadId);
      expect(res.statusCode, uploadId).toBe(400);
      expect(json(res).message.fields.uploadId).toBe('Upload the file first.');
    }
    expect((await d.setPicture('not-a-uuid')).statusCode).toBe(400);
    expect(json(await d.profile()).entity.profilePicUrl).toBeNull();
  });
});
