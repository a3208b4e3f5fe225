/**
 * Quizzes under parallel requests (issue 23 part 1, decision 063). Meant for PostgreSQL (TEST_DATABASE_URL), where
 * the requests really run at once; the partial unique index and the answers' primary key decide, not the code's
 * checks. On PGlite the same assertions hold with the requests serialised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { quizAnswers, quizAttempts, quizItems, quizQuestions, quizzes } from './quiz.tables.ts';
import { seedDemoQuizzes } from './quiz.seed.ts';

let t: TestApp;
let doctor: Actor;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  await seedDemoQuizzes(t.db.database.db);
  quizId = (await t.db.database.db.select({ id: quizzes.id }).from(quizzes).limit(1))[0]!.id;
  doctor = await makeDoctor(t, '9855500001', { fullName: 'Parallel Doctor' });
}, 120_000);
afterAll(() => t.close());

describe('parallel quiz requests', () => {
  it('30 parallel starts give one attempt: one 201, the others get the same attempt', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => call(t, doctor, 'POST', `/api/v1/quizzes/${quizId}/attempts`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(29);
    expect(new Set(results.map((r) => r.body.entity.id)).size).toBe(1);
    const db = t.db.database.db;
    const [n] = await db.select({ n: count() }).from(quizAttempts).where(and(eq(quizAttempts.userId, doctor.id), eq(quizAttempts.quizId, quizId)));
    expect(Number(n!.n)).toBe(1);
  });

  it('50 parallel answers to one question count once', async () => {
    const db = t.db.database.db;
    const [attempt] = await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, doctor.id), isNull(quizAttempts.finishedAt)));
    const [{ q }] = (await db.select({ q: quizQuestions }).from(quizItems).innerJoin(quizQuestions, eq(quizQuestions.id, quizItems.questionId)).where(eq(quizItems.quizId, quizId)).orderBy(quizItems.position).limit(1)) as [{ q: typeof quizQuestions.$inferSelect }];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attempt!.id}/submitAnswer`, { questionId: q!.id, options: [i % 2 === 0 ? q!.correct[0]! : (q!.correct[0]! + 1) % q!.options.length] })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.body.entity.answered === 1)).toBe(true);
    const [n] = await db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.attemptId, attempt!.id));
    expect(Number(n!.n)).toBe(1);
    const submitted = await Promise.all(Array.from({ length: 10 }, () => call(t, doctor, 'POST', `/api/v1/quiz-attempts/${attempt!.id}/submitResult`, {})));
    expect(submitted.every((r) => r.status === 200)).toBe(true);
    // Scored once: every answer sees the same score and finish time, and the score is 0 or 1.
    expect(new Set(submitted.map((r) => `${r.body.entity.score}|${r.body.entity.finishedAt}`)).size).toBe(1);
    expect([0, 1]).toContain(submitted[0]!.body.entity.score);
  });
});
