/**
 * Certificates (issue 23 part 4, decision 067; spec section 3: contexts quiz, webinar, lms, olympiad): issue is
 * idempotent per person, context and subject (also under parallel calls, on PGlite and with TEST_DATABASE_URL on
 * PostgreSQL); a forged or altered id is refused without touching the database; the PDF is the holder's only; a
 * revoked certificate verifies as revoked; a passed quiz issues one, a failed one none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { call, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { users } from '../identity/identity.tables.ts';
import { shareLinkRateWindows } from '../links/links.tables.ts';
import { quizBanks, quizItems, quizQuestions, quizzes } from '../quiz/quiz.tables.ts';
import { certificates } from './certificates.tables.ts';
import { createCertificateService } from './certificates.service.ts';

let t: TestApp;
let holder: Actor;
let stranger: Actor;
let operator: Actor;
let quizId: number;

const db = () => t.db.database.db;
const issueFor = (userId: number, subjectId: number, score: number, total = 10) =>
  t.app.certificates.issue(db(), { userId, context: 'olympiad', subjectId, title: '  National Ayurveda Olympiad 2026  ', achievement: { kind: 'score', score, total }, achievedAt: t.clock.now });
const pdfOf = (who: Actor | null, publicId: string) => t.app.inject({ method: 'GET', url: `/api/v1/certificates/${publicId}/pdf`, headers: who ? { 'access-token': who.token } : {} });
/** The same id with one character changed to another valid one. */
const altered = (id: string) => `${id.slice(0, 5)}${id[5] === 'A' ? 'B' : 'A'}${id.slice(6)}`;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000, publicUrl: 'https://nirog.example' });
  t.clock.now = new Date('2030-04-02T06:00:00Z');
  holder = await makeDoctor(t, '9855500001', { fullName: 'Ananya Sharma' });
  stranger = await makeDoctor(t, '9855500002', { fullName: 'Other Person' });
  operator = await makePatient(t, '9855500003', 'Support Operator');
  await makeOperator(db(), operator.id, ['support']);
  const [q] = await db().insert(quizzes).values({ title: 'Tridosha basics', topic: 'Dosha', description: 'Three questions', difficulty: 1, timeLimitSeconds: 600 }).returning({ id: quizzes.id });
  quizId = q!.id;
  // A bank of three questions, the quiz's fixed selection in order (decision 066).
  const [bank] = await db().insert(quizBanks).values({ title: 'Tridosha basics' }).returning({ id: quizBanks.id });
  const qs = await db()
    .insert(quizQuestions)
    .values([1, 2, 3].map((n) => ({ bankId: bank!.id, kind: 'single', prompt: `Question ${n}`, options: ['Vata', 'Pitta', 'Kapha'], correct: [n - 1], explanation: 'Because.', references: ['Charaka Samhita'] })))
    .returning({ id: quizQuestions.id });
  await db().insert(quizItems).values(qs.map((q, i) => ({ quizId, questionId: q.id, position: i + 1 })));
}, 120_000);
afterAll(() => t.close());

describe('issue (the service other areas call)', () => {
  it('is idempotent per person, context and subject; a better result updates the same certificate, a worse one keeps it', async () => {
    const first = await issueFor(holder.id, 501, 6);
    expect(first.outcome).toBe('issued');
    expect(first.certificate).toMatchObject({ holderName: 'Ananya Sharma', title: 'National Ayurveda Olympiad 2026', context: 'olympiad', status: 'valid' });
    expect(first.certificate.publicId).toMatch(/^[0-9A-HJKMNP-TV-Z]{24}$/);
    const again = await issueFor(holder.id, 501, 6);
    expect(again).toMatchObject({ outcome: 'kept', certificate: { publicId: first.certificate.publicId } });
    const better = await issueFor(holder.id, 501, 9);
    expect(better).toMatchObject({ outcome: 'improved', certificate: { publicId: first.certificate.publicId, achievement: { kind: 'score', score: 9, total: 10 } } });
    const worse = await issueFor(holder.id, 501, 7);
    expect(worse).toMatchObject({ outcome: 'kept', certificate: { achievement: { score: 9 } } });
    expect(await db().select().from(certificates).where(eq(certificates.subjectId, 501))).toHaveLength(1);
    // Another subject, or another person, is another certificate.
    expect((await issueFor(holder.id, 502, 6)).outcome).toBe('issued');
    expect((await issueFor(stranger.id, 501, 6)).outcome).toBe('issued');
  });

  it('parallel issues for one subject make one certificate and all answer its id', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => issueFor(holder.id, 777, 5 + (i % 3))));
    const rows = await db().select().from(certificates).where(and(eq(certificates.userId, holder.id), eq(certificates.subjectId, 777)));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.certificate.publicId))).toEqual(new Set([rows[0]!.publicId]));
    expect(results.filter((r) => r.outcome === 'issued')).toHaveLength(1);
    expect(rows[0]!.achievement).toEqual({ kind: 'score', score: 7, total: 10 });
  });

  it('refuses what an area must never hand it', async () => {
    await expect(t.app.certificates.issue(db(), { userId: holder.id, context: 'quiz', subjectId: 1, title: ' ', achievement: { kind: 'completed' }, achievedAt: t.clock.now })).rejects.toThrow(/invalid input/);
    await expect(t.app.certificates.issue(db(), { userId: holder.id, context: 'quiz', subjectId: 1, title: 'X', achievement: { kind: 'score', score: 11, total: 10 }, achievedAt: t.clock.now })).rejects.toThrow(/invalid input/);
  });
});

describe('verification of a public id (the page behind /certificates/{id})', () => {
  it('shows the facts of a genuine certificate to anyone, without the holder or the revocation reason', async () => {
    const { certificate } = await issueFor(holder.id, 601, 8);
    const res = await call(t, null, 'GET', `/api/pub/v1/certificates/${certificate.publicId}`);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity).toMatchObject({ holderName: 'Ananya Sharma', context: 'olympiad', status: 'valid', revokedAt: null, path: `/certificates/${certificate.publicId}` });
    expect(res.body.entity).not.toHaveProperty('userId');
    expect(res.raw.headers['cache-control']).toBe('no-store');
    // Typed in lower case from the paper, it is the same certificate.
    expect((await call(t, null, 'GET', `/api/pub/v1/certificates/${certificate.publicId.toLowerCase()}`)).body.entity.publicId).toBe(certificate.publicId);
  });

  it('an altered, made-up or malformed id is "not valid" (404)', async () => {
    const { certificate } = await issueFor(holder.id, 602, 8);
    for (const id of [altered(certificate.publicId), 'ABCDEFGHJKMNPQRSTVWXYZ01', 'short', `${certificate.publicId}0`]) {
      const res = await call(t, null, 'GET', `/api/pub/v1/certificates/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message.error).toBe('This certificate is not valid. The id may have been mistyped or altered, or no such certificate was issued.');
    }
  });

  it('rejects a forged id before any database work (not even the rate count), and limits genuine look-ups per IP', async () => {
    const { certificate } = await issueFor(holder.id, 603, 8);
    const strict = createCertificateService({ db: db(), secret: 'another-server-secret-of-enough-length', lookupLimit: { perIp: 2, windowMinutes: 10 }, now: () => t.clock.now });
    // A service with another secret takes the real id for a forgery: it is refused and never reaches the database.
    for (let i = 0; i < 5; i++) await expect(strict.verify(certificate.publicId, '10.9.9.9')).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(shareLinkRateWindows).where(like(shareLinkRateWindows.ip, 'cert:10.9.9.9'))).toHaveLength(0);
    // Genuine look-ups are counted per client IP: the 61st in ten minutes is refused, another IP is not.
    const lookup = (ip: string) => t.app.inject({ method: 'GET', url: `/api/pub/v1/certificates/${certificate.publicId}`, remoteAddress: ip });
    for (let i = 0; i < 60; i++) expect((await lookup('10.1.1.1')).statusCode).toBe(200);
    const limited = await lookup('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await lookup('10.1.1.2')).statusCode).toBe(200);
  });
});

describe('the PDF', () => {
  it("is the holder's: name, achievement, date, id and the absolute verification address; anyone else gets 404", async () => {
    const { certificate } = await issueFor(holder.id, 701, 9);
    const res = await pdfOf(holder, certificate.publicId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Ananya Sharma');
    expect(text).toContain('National Ayurveda Olympiad 2026');
    expect(text).toContain('Scored 9 of 10 (90%)');
    expect(text).toContain('2 April 2030');
    expect(text).toContain(certificate.publicId);
    expect(text).toContain(`https://nirog.example/certificates/${certificate.publicId}`);
    expect((await pdfOf(stranger, certificate.publicId)).statusCode).toBe(404);
    expect((await pdfOf(holder, altered(certificate.publicId))).statusCode).toBe(404);
    expect((await pdfOf(null, certificate.publicId)).statusCode).toBe(401);
  });

  it('prints a Hindi name in a Devanagari font', async () => {
    // Sign-up asks for the name in English; a name kept in Devanagari still prints.
    const person = await makePatient(t, '9855500004', 'Ananya');
    await db().update(users).set({ fullName: 'अनन्या शर्मा' }).where(eq(users.id, person.id));
    const { certificate } = await t.app.certificates.issue(db(), { userId: person.id, context: 'lms', subjectId: 3, title: 'Dravyaguna foundations', achievement: { kind: 'completed' }, achievedAt: t.clock.now });
    const res = await pdfOf(person, certificate.publicId);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect((await pdfText(res.rawPayload)).text).toContain('for completing the course');
  });
});

describe('revocation (operators)', () => {
  it('an operator revokes with a reason; the page then says revoked, the holder sees why, the public does not', async () => {
    const { certificate } = await issueFor(holder.id, 801, 9);
    const url = `/api/v1/admin/certificates/${certificate.publicId}/revoke`;
    expect((await call(t, holder, 'POST', url, { reason: 'Answers shared' })).status).toBe(403);
    expect((await call(t, operator, 'POST', url, { reason: 'no' })).status).toBe(400);
    expect((await call(t, operator, 'POST', url, { reason: 'Answers were shared', revokedBy: 1 })).status).toBe(400);
    const done = await call(t, operator, 'POST', url, { reason: 'Answers were shared in a group' });
    expect(done.status, done.raw.body).toBe(200);
    expect(done.body.entity).toMatchObject({ status: 'revoked', revokedReason: 'Answers were shared in a group', userId: holder.id });
    expect((await call(t, operator, 'POST', url, { reason: 'Again, to be sure' })).status).toBe(409);
    const seen = await call(t, null, 'GET', `/api/pub/v1/certificates/${certificate.publicId}`);
    expect(seen.body.entity).toMatchObject({ status: 'revoked', revokedAt: t.clock.now.toISOString() });
    expect(JSON.stringify(seen.body)).not.toContain('shared in a group');
    const mine = await call(t, holder, 'GET', '/api/v1/certificates?context=olympiad&subjectId=801');
    expect(mine.body.entity.items[0]).toMatchObject({ status: 'revoked', revokedReason: 'Answers were shared in a group' });
    // A later pass does not bring a revoked certificate back.
    expect(await issueFor(holder.id, 801, 10)).toMatchObject({ outcome: 'kept', certificate: { status: 'revoked' } });
    const audit = await call(t, operator, 'GET', `/api/v1/admin/certificates/${certificate.publicId}`);
    expect(audit.body.entity.status).toBe('revoked');
  });
});

describe('quizzes issue certificates (decision 063: the pass mark)', () => {
  const answerAll = async (who: Actor, rightCount: number) => {
    const start = await call(t, who, 'POST', `/api/v1/quizzes/${quizId}/attempts`);
    expect(start.status, start.raw.body).toBe(201);
    const attemptId = start.body.entity.id as number;
    const qs = await db().select({ id: quizQuestions.id, correct: quizQuestions.correct }).from(quizItems).innerJoin(quizQuestions, eq(quizQuestions.id, quizItems.questionId)).where(eq(quizItems.quizId, quizId)).orderBy(asc(quizItems.position));
    for (const [i, q] of qs.entries()) await call(t, who, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId: q.id, options: [i < rightCount ? q.correct[0]! : (q.correct[0]! + 1) % 3] });
    return attemptId;
  };
  const quizCertificates = async (who: Actor) => (await call(t, who, 'GET', `/api/v1/certificates?context=quiz&subjectId=${quizId}`)).body.entity;

  it('a pass issues one certificate (parallel submits too, and a retake that passes again adds none); a fail issues none', async () => {
    const failed = await answerAll(stranger, 1);
    const res = await call(t, stranger, 'POST', `/api/v1/quiz-attempts/${failed}/submitResult`, {});
    expect(res.body.entity.passed).toBe(false);
    expect((await quizCertificates(stranger)).total).toBe(0);

    const passed = await answerAll(holder, 2);
    const submits = await Promise.all(Array.from({ length: 8 }, () => call(t, holder, 'POST', `/api/v1/quiz-attempts/${passed}/submitResult`, {})));
    expect(submits.every((s) => s.status === 200 && s.body.entity.passed)).toBe(true);
    let mine = await quizCertificates(holder);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ context: 'quiz', subjectId: quizId, title: 'Tridosha basics', achievement: { kind: 'score', score: 2, total: 3 }, pdfPath: `/api/v1/certificates/${mine.items[0].publicId}/pdf` });
    const firstId = mine.items[0].publicId;

    const retake = await answerAll(holder, 3);
    await call(t, holder, 'POST', `/api/v1/quiz-attempts/${retake}/submitResult`, {});
    mine = await quizCertificates(holder);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ publicId: firstId, achievement: { score: 3, total: 3 } });
    expect(await db().select().from(certificates).where(and(eq(certificates.context, 'quiz'), eq(certificates.subjectId, quizId)))).toHaveLength(1);
  });
});

describe('deleting the account (DPDP)', () => {
  it("lists them in my data, and takes them with it: their printed name leaves the public page, the id is then not valid", async () => {
    const person = await makePatient(t, '9855500005', 'Leaving Person');
    const { certificate } = await t.app.certificates.issue(db(), { userId: person.id, context: 'webinar', subjectId: 4, title: 'Agni webinar', achievement: { kind: 'attended' }, achievedAt: t.clock.now });
    // "Everything we hold about me" lists it first.
    expect((await call(t, person, 'GET', '/api/v1/users/me/data')).body.entity.certificates).toEqual([expect.objectContaining({ publicId: certificate.publicId, title: 'Agni webinar' })]);
    expect((await call(t, person, 'POST', '/api/v1/users/me/deletion/otp')).status).toBe(200);
    expect((await call(t, person, 'POST', '/api/v1/users/me/deletion', { otp: t.sms.lastOtp('9855500005') })).status).toBe(200);
    expect((await call(t, null, 'GET', `/api/pub/v1/certificates/${certificate.publicId}`)).status).toBe(404);
    expect(await db().select().from(certificates).where(eq(certificates.userId, person.id))).toHaveLength(0);
  });
});
