/**
 * Authoring quizzes in the back office (issue 23 part 3, decision 066): editor-only banks, questions and quizzes;
 * a random draw is made once per attempt and stored with it (a reload gets the same questions, scoring judges those);
 * a question already given to an attempt is never rewritten (an edit makes a new version); archiving keeps questions
 * out of new attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { call, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { quizAttemptQuestions, quizQuestions } from './quiz.tables.ts';

let t: TestApp;
let editor: Actor;
let catalog: Actor;
let doctor: Actor;
let second: Actor;
let bankId: number;
const qids: number[] = [];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const question = (n: number, over: Record<string, unknown> = {}) => ({
  kind: 'single',
  prompt: `Which dosha governs movement (variant ${n})?`,
  options: ['Vata', 'Pitta', 'Kapha'],
  correct: [0],
  explanation: 'Vata, made of air and space, governs all movement in the body.',
  references: ['Ashtanga Hridaya, Sutrasthana 12.1'],
  difficulty: n % 2 === 0 ? 1 : 3,
  tags: n % 2 === 0 ? ['Tridosha', 'vata'] : ['tridosha'],
  ...over,
});
const quiz = (selection: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  title: 'Tridosha drill',
  topic: 'Tridosha',
  description: 'A drill on the three doshas drawn from the bank.',
  difficulty: 2,
  timeLimitMinutes: 5,
  passPercent: 50,
  selection,
  ...over,
});
const start = (who: Actor, id: number) => call(t, who, 'POST', `/api/v1/quizzes/${id}/attempts`);
const storedOf = async (attemptId: number) =>
  (await t.db.database.db.select({ id: quizAttemptQuestions.questionId }).from(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId)).orderBy(asc(quizAttemptQuestions.position))).map((r) => r.id);
const correctOf = async (id: number) => (await t.db.database.db.select({ c: quizQuestions.correct }).from(quizQuestions).where(eq(quizQuestions.id, id)))[0]!.c;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  const e = await signUp(t, '9866600001');
  await makeOperator(t.db.database.db, e.user.id, ['editor']);
  editor = { id: e.user.id, token: e.token };
  const c = await signUp(t, '9866600002');
  await makeOperator(t.db.database.db, c.user.id, ['catalog']);
  catalog = { id: c.user.id, token: c.token };
  doctor = await makeDoctor(t, '9866600003', { fullName: 'Bank Doctor' });
  second = await makeDoctor(t, '9866600004', { fullName: 'Second Doctor' });
}, 120_000);
afterAll(() => t.close());

describe('who may author', () => {
  it('only the editor role (or admin): a practitioner and an operator of another role get 403', async () => {
    for (const who of [doctor, catalog]) {
      expect((await call(t, who, 'GET', '/api/v1/admin/quiz-banks')).status).toBe(403);
      expect((await call(t, who, 'POST', '/api/v1/admin/quiz-banks', { title: 'Not mine' })).status).toBe(403);
      expect((await call(t, who, 'POST', '/api/v1/admin/quizzes', quiz({ mode: 'fixed', questionIds: [1] }))).status).toBe(403);
    }
    expect((await call(t, null, 'GET', '/api/v1/admin/quizzes')).status).toBe(401);
    const made = await call(t, editor, 'POST', '/api/v1/admin/quiz-banks', { title: 'Tridosha basics', description: 'Doshas and their seats' });
    expect(made.status, made.raw.body).toBe(201);
    bankId = made.body.entity.id;
    expect((await call(t, editor, 'POST', '/api/v1/admin/quiz-banks', { title: 'Tri', extra: 1 })).status).toBe(400);
  });
});

describe('questions', () => {
  it('validates with the catalogue messages', async () => {
    const url = `/api/v1/admin/quiz-banks/${bankId}/questions`;
    const two = await call(t, editor, 'POST', url, question(0, { correct: [0, 1] }));
    expect(two.status).toBe(400);
    expect(two.body.message.fields.correct).toBe('A single-choice question has exactly one correct option.');
    const one = await call(t, editor, 'POST', url, question(0, { options: ['Vata'] }));
    expect(one.body.message.fields.options).toBe('Give 2 to 6 options of at most 300 characters each.');
    const out = await call(t, editor, 'POST', url, question(0, { correct: [4] }));
    expect(out.body.message.fields.correct).toBe('Mark only options that are filled in.');
    const same = await call(t, editor, 'POST', url, question(0, { options: ['Vata', 'vata'] }));
    expect(same.body.message.fields.options).toBe('Each option must be different.');
    const short = await call(t, editor, 'POST', url, question(0, { explanation: 'Air.' }));
    expect(short.body.message.fields.explanation).toBe('Explain the answer in 10 to 2,000 characters.');
    expect((await call(t, editor, 'POST', url, question(0, { image: 'x' }))).status).toBe(400);
  });

  it('adds single and multiple choice questions, one with a picture', async () => {
    const slot = (await call(t, editor, 'POST', '/api/v1/uploads/presign', { purpose: 'quiz_image', fileName: 'nadi.png' })).body.entity;
    expect((await t.app.inject({ method: 'PUT', url: slot.uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG })).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) {
      const body = n === 4 ? question(n, { kind: 'multiple', prompt: 'Which are qualities of Vata?', options: ['Ruksha', 'Laghu', 'Guru'], correct: [1, 0] }) : question(n, n === 0 ? { imageUploadId: slot.uploadId } : {});
      const res = await call(t, editor, 'POST', `/api/v1/admin/quiz-banks/${bankId}/questions`, body);
      expect(res.status, res.raw.body).toBe(201);
      qids.push(res.body.entity.id);
    }
    const bank = (await call(t, editor, 'GET', `/api/v1/admin/quiz-banks/${bankId}`)).body.entity;
    expect(bank.questionCount).toBe(5);
    expect(bank.tags).toEqual(['tridosha', 'vata']);
    expect(bank.questions[4]).toMatchObject({ kind: 'multiple', correct: [0, 1], version: 1, used: false });
    expect(bank.questions[0].imageUrl).toMatch(/^\/api\/files\//);
    const picture = await t.app.inject({ method: 'GET', url: bank.questions[0].imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Another editor's upload cannot be attached.
    const other = await signUp(t, '9866600005');
    await makeOperator(t.db.database.db, other.user.id, ['editor']);
    const res = await call(t, { id: other.user.id, token: other.token }, 'POST', `/api/v1/admin/quiz-banks/${bankId}/questions`, question(9, { imageUploadId: slot.uploadId }));
    expect(res.status).toBe(400);
  });
});

describe('a random draw per attempt', () => {
  let quizId: number;
  let attemptId: number;
  let drawn: number[];

  it('refuses a draw larger than the pool, and publishing shows the quiz in the public list', async () => {
    const tooMany = await call(t, editor, 'POST', '/api/v1/admin/quizzes', quiz({ mode: 'random', bankIds: [bankId], count: 4, difficulty: 1 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message.fields.count).toBe('The chosen banks have only 3 matching questions: draw at most that many.');
    const res = await call(t, editor, 'POST', '/api/v1/admin/quizzes', quiz({ mode: 'random', bankIds: [bankId], count: 3 }));
    expect(res.status, res.raw.body).toBe(201);
    quizId = res.body.entity.id;
    expect(res.body.entity).toMatchObject({ published: false, selection: 'random', questionCount: 3, drawCount: 3, bankIds: [bankId] });
    expect((await call(t, null, 'GET', '/api/pub/v1/quizzes?search=drill')).body.entity.total).toBe(0);
    expect((await start(doctor, quizId)).status).toBe(404);
    const pub = await call(t, editor, 'POST', `/api/v1/admin/quizzes/${quizId}/publish`, { published: true });
    expect(pub.status).toBe(200);
    const list = await call(t, null, 'GET', '/api/pub/v1/quizzes?search=drill');
    expect(list.body.entity.items[0]).toMatchObject({ id: quizId, questionCount: 3 });
  });

  it('each attempt gets its own stored draw; a reload or a second tab sees the same questions', async () => {
    const first = await start(doctor, quizId);
    expect(first.status, first.raw.body).toBe(201);
    attemptId = first.body.entity.id;
    drawn = first.body.entity.questions.map((q: { id: number }) => q.id);
    expect(drawn).toHaveLength(3);
    expect(first.body.entity.questions.every((q: { id: number }) => qids.includes(q.id))).toBe(true);
    expect(await storedOf(attemptId)).toEqual(drawn);
    // Only the question with a picture comes with a (signed) picture URL.
    for (const q of first.body.entity.questions as { id: number; imageUrl: string | null }[]) expect(q.imageUrl !== null).toBe(q.id === qids[0]);
    for (let i = 0; i < 3; i++) {
      const again = await start(doctor, quizId);
      expect(again.status).toBe(200);
      expect(again.body.entity.questions.map((q: { id: number }) => q.id)).toEqual(drawn);
      const view = await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/questions`);
      expect(view.body.entity.questions.map((q: { id: number }) => q.id)).toEqual(drawn);
    }
    // Parallel starts (a double click, two tabs) make one attempt with one draw: every answer shows the stored one.
    const parallel = await Promise.all(Array.from({ length: 10 }, () => start(second, quizId)));
    expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
    const other = parallel[0]!;
    expect(new Set(parallel.map((r) => JSON.stringify([r.body.entity.id, r.body.entity.questions.map((q: { id: number }) => q.id)]))).size).toBe(1);
    expect(other.body.entity.questions).toHaveLength(3);
    expect(await storedOf(other.body.entity.id)).toEqual(other.body.entity.questions.map((q: { id: number }) => q.id));
    expect(JSON.stringify(first.body.entity)).not.toMatch(/"correct"|explanation/);
  });

  it('scoring judges exactly the drawn questions', async () => {
    const notDrawn = qids.find((id) => !drawn.includes(id))!;
    const foreign = await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId: notDrawn, options: [0] });
    expect(foreign.status).toBe(400);
    for (const id of drawn) {
      const res = await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId: id, options: await correctOf(id) });
      expect(res.status, res.raw.body).toBe(200);
    }
    const result = await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitResult`, {});
    expect(result.body.entity).toMatchObject({ score: 3, total: 3, percent: 100, passed: true, passPercent: 50 });
    expect(result.body.entity.questions.map((q: { id: number }) => q.id)).toEqual(drawn);
    expect(result.body.entity.questions[0].references).toEqual([expect.stringMatching(/Ashtanga Hridaya|Sutrasthana/)]);
  });

  it('editing a drawn question makes a new version; the attempts keep the old wording', async () => {
    const used = drawn[0]!;
    const oldPrompt = (await call(t, editor, 'GET', `/api/v1/admin/quiz-questions/${used}`)).body.entity.prompt;
    expect((await call(t, editor, 'GET', `/api/v1/admin/quiz-questions/${used}`)).body.entity.used).toBe(true);
    const res = await call(t, editor, 'PUT', `/api/v1/admin/quiz-questions/${used}`, question(7, { prompt: 'Which dosha moves everything in the body?', options: ['Kapha', 'Vata'], correct: [1] }));
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity).toMatchObject({ versioned: true, version: 2, prompt: 'Which dosha moves everything in the body?' });
    expect(res.body.message).toMatch(/version 2/);
    const newId = res.body.entity.id;
    expect(newId).not.toBe(used);
    // The finished attempt's result still shows and judges the question it was given.
    const result = await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/result`);
    const kept = result.body.entity.questions.find((q: { id: number }) => q.id === used);
    expect(kept).toMatchObject({ prompt: oldPrompt, isCorrect: true });
    expect(result.body.entity.score).toBe(3);
    // The bank lists the new version only; the old one cannot be edited or archived any more.
    const bank = (await call(t, editor, 'GET', `/api/v1/admin/quiz-banks/${bankId}`)).body.entity;
    expect(bank.questions.map((q: { id: number }) => q.id)).toContain(newId);
    expect(bank.questions.map((q: { id: number }) => q.id)).not.toContain(used);
    expect(bank.questionCount).toBe(5);
    expect((await call(t, editor, 'PUT', `/api/v1/admin/quiz-questions/${used}`, question(8))).status).toBe(409);
    expect((await call(t, editor, 'POST', `/api/v1/admin/quiz-questions/${used}/archive`, { archived: true })).status).toBe(409);
    qids[qids.indexOf(used)] = newId;
  });

  it('a question no attempt has drawn is edited in place', async () => {
    const fresh = await call(t, editor, 'POST', `/api/v1/admin/quiz-banks/${bankId}/questions`, question(10));
    const id = fresh.body.entity.id;
    const res = await call(t, editor, 'PUT', `/api/v1/admin/quiz-questions/${id}`, question(10, { prompt: 'Which dosha dries the body?', difficulty: 2 }));
    expect(res.body.entity).toMatchObject({ id, versioned: false, version: 1, difficulty: 2 });
    await call(t, editor, 'POST', `/api/v1/admin/quiz-questions/${id}/archive`, { archived: true });
  });

  it('archiving the bank leaves the quiz with nothing to give: it cannot be published, new attempts cannot start', async () => {
    await call(t, editor, 'POST', `/api/v1/admin/quizzes/${quizId}/publish`, { published: false });
    const archived = await call(t, editor, 'POST', `/api/v1/admin/quiz-banks/${bankId}/archive`, { archived: true });
    expect(archived.body.entity.archived).toBe(true);
    const refused = await call(t, editor, 'POST', `/api/v1/admin/quizzes/${quizId}/publish`, { published: true });
    expect(refused.status).toBe(422);
    expect(refused.body.message.error).toBe('This quiz would give no question: choose questions that are not archived first.');
    expect((await call(t, editor, 'POST', `/api/v1/admin/quiz-banks/${bankId}/questions`, question(11))).status).toBe(422);
    expect((await call(t, editor, 'GET', '/api/v1/admin/quiz-banks?status=archived')).body.entity.items.map((b: { id: number }) => b.id)).toEqual([bankId]);
    await call(t, editor, 'POST', `/api/v1/admin/quiz-banks/${bankId}/archive`, { archived: false });
  });
});

describe('a fixed selection', () => {
  it('gives the chosen questions in the chosen order, leaves archived ones out of new attempts, and uses the pass mark', async () => {
    const order = [qids[3]!, qids[1]!];
    const res = await call(t, editor, 'POST', '/api/v1/admin/quizzes', quiz({ mode: 'fixed', questionIds: order }, { title: 'Fixed pair of questions', passPercent: 100 }));
    expect(res.status, res.raw.body).toBe(201);
    const id = res.body.entity.id;
    expect(res.body.entity.questionIds).toEqual(order);
    await call(t, editor, 'POST', `/api/v1/admin/quizzes/${id}/publish`, { published: true });
    const a = await start(doctor, id);
    expect(a.body.entity.questions.map((q: { id: number }) => q.id)).toEqual(order);
    await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${a.body.entity.id}/submitAnswer`, { questionId: order[0], options: await correctOf(order[0]!) });
    const r = await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${a.body.entity.id}/submitResult`, {});
    expect(r.body.entity).toMatchObject({ score: 1, total: 2, passed: false, passPercent: 100 });
    // An archived question is kept out of the next attempt; the finished one keeps both.
    await call(t, editor, 'POST', `/api/v1/admin/quiz-questions/${order[1]}/archive`, { archived: true });
    expect((await call(t, doctor, 'GET', `/api/v1/quizzes/${id}`)).body.entity.questionCount).toBe(1);
    const b = await start(doctor, id);
    expect(b.body.entity.questions.map((q: { id: number }) => q.id)).toEqual([order[0]]);
    expect((await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${a.body.entity.id}/result`)).body.entity.questions).toHaveLength(2);
    // Naming an archived question is refused.
    const bad = await call(t, editor, 'PUT', `/api/v1/admin/quizzes/${id}`, quiz({ mode: 'fixed', questionIds: order }));
    expect(bad.body.message.fields.questionIds).toBe('One of the chosen questions is archived or no longer exists.');
    const audit = await call(t, editor, 'GET', `/api/v1/admin/audit?entity=quiz&entityId=${id}`);
    expect(audit.body.entity.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'publish']));
  });
});
