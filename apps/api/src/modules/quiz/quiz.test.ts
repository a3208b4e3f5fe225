/**
 * Quizzes (issue 23 part 1, decision 063; spec sections 6, 7 and 9): answers judged on the server only, the score
 * computed by the server, the deadline stored at the start (reloads and a second tab see the same time), one active
 * attempt, the retake limit, the search cap of 20, the Quiz access map and verification, owner-scoped attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_RULES } from '@nirog/shared/schemas/quiz';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { quizItems, quizQuestions, quizzes } from './quiz.tables.ts';
import { seedDemoQuizzes } from './quiz.seed.ts';
import { DEMO_QUIZZES } from './quiz-demo.data.ts';

let t: TestApp;
let doctor: Actor;
let other: Actor;
let pending: Actor;
let patient: Actor;
let reader: Actor;
let quizId: number;
let shortQuizId: number;

const startOf = (who: Actor, id = quizId) => call(t, who, 'POST', `/api/v1/quizzes/${id}/attempts`);
const answer = (who: Actor, attemptId: number, questionId: number, options: number[]) => call(t, who, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId, options });
const submit = (who: Actor, attemptId: number, body: unknown = {}) => call(t, who, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitResult`, body);
const tick = (seconds: number) => (t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000));

async function rightAnswers(id: number) {
  const { eq } = await import('drizzle-orm');
  // A demo quiz takes its bank's questions as a fixed selection, in order (decision 066).
  return t.db.database.db
    .select({ id: quizQuestions.id, correct: quizQuestions.correct, options: quizQuestions.options })
    .from(quizItems)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizItems.questionId))
    .where(eq(quizItems.quizId, id))
    .orderBy(quizItems.position);
}

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = new Date('2030-03-01T04:30:00Z');
  await seedDemoQuizzes(t.db.database.db, t.clock.now);
  const rows = await t.db.database.db.select({ id: quizzes.id, title: quizzes.title }).from(quizzes);
  quizId = rows.find((r) => r.title === DEMO_QUIZZES[0]!.title)!.id;
  shortQuizId = rows.find((r) => r.title === DEMO_QUIZZES[4]!.title)!.id;
  doctor = await makeDoctor(t, '9844400001', { fullName: 'Quiz Doctor' });
  other = await makeDoctor(t, '9844400002', { fullName: 'Other Doctor' });
  pending = await makeDoctor(t, '9844400003', { fullName: 'Pending Doctor', status: 0 });
  patient = await makePatient(t, '9844400004');
  reader = await makeDoctor(t, '9844400005', { fullName: 'Reading Doctor' });
  await t.db.database.query(`INSERT INTO user_access (user_id, section, level, updated_by) VALUES ($1, 'Quiz', 2, $1)`, [reader.id]);
}, 120_000);
afterAll(() => t.close());

describe('the quiz list (spec sections 7 and 9)', () => {
  it('lists the published quizzes by newest, popular and difficulty, without questions', async () => {
    const res = await call(t, null, 'GET', '/api/pub/v1/quizzes?offset=0&limit=5&sortType=difficulty');
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity.total).toBe(10);
    expect(res.body.entity.items).toHaveLength(5);
    const levels = res.body.entity.items.map((q: { difficulty: number }) => q.difficulty);
    expect(levels).toEqual([...levels].sort());
    expect(JSON.stringify(res.body)).not.toMatch(/correct|explanation/);
    const newest = await call(t, null, 'GET', '/api/pub/v1/quizzes');
    expect(newest.body.entity.items[0].title).toBe(DEMO_QUIZZES[0]!.title);
    expect((await call(t, null, 'GET', '/api/pub/v1/quizzes?sortType=loudest')).status).toBe(400);
  });

  it('a search answers at most 20 quizzes whatever the limit asked (spec section 9)', async () => {
    await t.db.database.db.insert(quizzes).values(Array.from({ length: 25 }, (_, i) => ({ title: `Agni practice set ${i + 1}`, topic: 'Agni', description: 'Practice', difficulty: 1, timeLimitSeconds: 300 })));
    const res = await call(t, null, 'GET', '/api/pub/v1/quizzes?search=agni&limit=50');
    expect(res.body.entity.items).toHaveLength(QUIZ_RULES.searchLimit);
    expect(res.body.entity.total).toBe(25);
    const all = await call(t, null, 'GET', '/api/pub/v1/quizzes?limit=50');
    expect(all.body.entity.items).toHaveLength(35);
    expect((await call(t, null, 'GET', '/api/pub/v1/quizzes?search=100%25')).body.entity.total).toBe(0);
  });
});

describe('an attempt', () => {
  let attemptId: number;

  it('starts with a server deadline and questions without answers', async () => {
    const page = await call(t, doctor, 'GET', `/api/v1/quizzes/${quizId}`);
    expect(page.body.entity).toMatchObject({ attemptsLeft: 3, active: null, myBest: null, questionCount: 6 });
    const res = await startOf(doctor);
    expect(res.status, res.raw.body).toBe(201);
    attemptId = res.body.entity.id;
    expect(res.body.entity.remainingSeconds).toBe(6 * 60);
    expect(res.body.entity.questions).toHaveLength(6);
    expect(res.raw.body).not.toMatch(/"correct"|"isCorrect"|"explanation"|"reference"|Sutrasthana 1\.42/);
  });

  it('a reload or a second tab gets the same attempt and the time left from the stored start', async () => {
    tick(100);
    const again = await startOf(doctor);
    expect(again.status).toBe(200);
    expect(again.body.entity.id).toBe(attemptId);
    expect(again.body.entity.remainingSeconds).toBe(6 * 60 - 100);
    const view = await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/questions`);
    expect(view.body.entity.remainingSeconds).toBe(260);
    const page = await call(t, doctor, 'GET', `/api/v1/quizzes/${quizId}`);
    expect(page.body.entity.active).toMatchObject({ id: attemptId, remainingSeconds: 260 });
  });

  it('an answer is saved without saying whether it is right, and is kept across reloads', async () => {
    const [q1] = await rightAnswers(quizId);
    const wrong = (q1!.correct[0]! + 1) % q1!.options.length;
    const res = await answer(doctor, attemptId, q1!.id, [wrong]);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity).toEqual({ answered: 1, total: 6, remainingSeconds: 260 });
    expect(res.raw.body).not.toMatch(/correct/i);
    // Changing the answer keeps one answer for the question.
    expect((await answer(doctor, attemptId, q1!.id, q1!.correct)).body.entity.answered).toBe(1);
    const view = await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/questions`);
    expect(view.body.entity.questions[0].chosen).toEqual(q1!.correct);
  });

  it('bad answers are refused and change nothing', async () => {
    const qs = await rightAnswers(quizId);
    expect((await answer(doctor, attemptId, qs[0]!.id, [])).status).toBe(400);
    expect((await answer(doctor, attemptId, qs[0]!.id, [0, 1])).body.message.fields.options).toBe('Choose one answer.');
    expect((await answer(doctor, attemptId, qs[0]!.id, [5])).status).toBe(400);
    const foreign = (await rightAnswers(shortQuizId))[0]!;
    expect((await answer(doctor, attemptId, foreign.id, [0])).status).toBe(400);
    expect((await call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attemptId}/submitAnswer`, { questionId: qs[1]!.id, options: [0], isCorrect: true })).status).toBe(400);
    expect((await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/questions`)).body.entity.answered).toBe(1);
  });

  it("another person's attempt does not exist for them (404)", async () => {
    const qs = await rightAnswers(quizId);
    expect((await call(t, other, 'GET', `/api/v1/quiz-attempts/${attemptId}/questions`)).status).toBe(404);
    expect((await answer(other, attemptId, qs[1]!.id, [0])).status).toBe(404);
    expect((await submit(other, attemptId)).status).toBe(404);
    expect((await call(t, other, 'GET', `/api/v1/quiz-attempts/${attemptId}/result`)).status).toBe(404);
  });

  it('a client cannot post its own score: the body must be empty and the server scores', async () => {
    const sent = await submit(doctor, attemptId, { score: 6, total: 6 });
    expect(sent.status).toBe(400);
    expect((await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${attemptId}/result`)).status).toBe(409);
    const qs = await rightAnswers(quizId);
    await answer(doctor, attemptId, qs[1]!.id, qs[1]!.correct);
    await answer(doctor, attemptId, qs[2]!.id, [3, 4]);
    const res = await submit(doctor, attemptId);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity).toMatchObject({ score: 2, total: 6, percent: 33, passed: false, timedOut: false, attemptsLeft: 2 });
    const third = res.body.entity.questions[2];
    expect(third).toMatchObject({ chosen: [3, 4], correct: qs[2]!.correct, isCorrect: false });
    expect(third.explanation.length).toBeGreaterThan(20);
    expect(third.reference).toMatch(/Charaka Samhita/);
    // Submitting again changes nothing; answering a finished attempt is refused.
    expect((await submit(doctor, attemptId)).body.entity.score).toBe(2);
    expect((await answer(doctor, attemptId, qs[3]!.id, qs[3]!.correct)).status).toBe(422);
    const page = await call(t, doctor, 'GET', `/api/v1/quizzes/${quizId}`);
    expect(page.body.entity).toMatchObject({ myBest: { score: 2, total: 6, percent: 33 }, attemptsLeft: 2, active: null, lastFinishedAttemptId: attemptId });
  });

  it('the deadline is enforced: a late answer is refused and the attempt finishes by itself', async () => {
    const res = await startOf(doctor);
    const id = res.body.entity.id;
    const qs = await rightAnswers(quizId);
    await answer(doctor, id, qs[0]!.id, qs[0]!.correct);
    tick(6 * 60);
    const late = await answer(doctor, id, qs[1]!.id, qs[1]!.correct);
    expect(late.status).toBe(422);
    expect(late.body.message.error).toBe('Time is up for this attempt. Your answers so far have been submitted.');
    const result = await call(t, doctor, 'GET', `/api/v1/quiz-attempts/${id}/result`);
    expect(result.body.entity).toMatchObject({ score: 1, timedOut: true, attemptsLeft: 1 });
  });

  it('retakes stop at 3 attempts', async () => {
    const third = await startOf(doctor);
    expect(third.status).toBe(201);
    await submit(doctor, third.body.entity.id);
    const fourth = await startOf(doctor);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message.error).toBe('You have used all 3 attempts at this quiz.');
    expect((await call(t, doctor, 'GET', `/api/v1/quizzes/${quizId}`)).body.entity.attemptsLeft).toBe(0);
    // The most attempted quiz leads the popular sort.
    const popular = await call(t, null, 'GET', '/api/pub/v1/quizzes?sortType=popular&limit=1');
    expect(popular.body.entity.items[0]).toMatchObject({ id: quizId, attempts: 3 });
  });
});

describe('access and verification (spec section 6)', () => {
  it('a practitioner whose verification is pending may read the quiz but not attempt it', async () => {
    expect((await call(t, pending, 'GET', `/api/v1/quizzes/${quizId}`)).status).toBe(200);
    const res = await startOf(pending);
    expect(res.status).toBe(403);
    expect(res.body.message.error).toBe('Your profile verification is pending. Upload your documents to take quizzes.');
  });

  it('read access shows the quiz and refuses the attempt with the popup text; no access refuses both', async () => {
    expect((await call(t, reader, 'GET', `/api/v1/quizzes/${quizId}`)).status).toBe(200);
    const res = await startOf(reader);
    expect(res.status).toBe(403);
    expect(res.body.message.error).toMatch(/^Your account can view Quiz but not take part yet/);
    expect((await call(t, patient, 'GET', `/api/v1/quizzes/${quizId}`)).status).toBe(403);
    expect((await startOf(patient)).status).toBe(403);
    expect((await call(t, null, 'GET', `/api/v1/quizzes/${quizId}`)).status).toBe(401);
  });

  it('a quiz can be shared through a short link that opens its page', async () => {
    const res = await call(t, doctor, 'POST', '/api/v1/share-links', { parameters: { entityType: 'quiz', entityId: quizId }, title: 'Charaka Samhita quiz' });
    expect(res.status, res.raw.body).toBeLessThan(300);
    const code = res.body.entity.code;
    const open = await call(t, null, 'GET', `/api/pub/v1/share-links/${code}`);
    expect(open.body.entity.path).toBe(`/quizzes/${quizId}`);
  });
});
