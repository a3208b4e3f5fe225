/**
 * The olympiad under parallel requests (issue 23 part 2, decision 065). Meant for PostgreSQL (TEST_DATABASE_URL),
 * where the requests really run at once: the conditional UPDATE on `answered_at IS NULL` decides which answer counts,
 * not the code's checks, and the totals change only with it. On PGlite the same assertions hold, serialised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, type Actor } from '../care/care-test-kit.ts';
import { registeredDoctor, scheduleEdition, type Edition } from './olympiad-test-kit.ts';
import { olympiadAnswers, olympiadDayScores, olympiadParticipants } from './olympiad.tables.ts';

let t: TestApp;
let ed: Edition;
let solo: Actor;
const crowd: Actor[] = [];

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-05-01', '10:00');
  ed = await scheduleEdition(t, '9877700001', { start: '2030-05-02', end: '2030-05-02', days: ['2030-05-02'], perDay: 2 });
  solo = await registeredDoctor(t, ed.id, '9877700010', 'Parallel Doctor');
  for (let i = 0; i < 12; i++) crowd.push(await registeredDoctor(t, ed.id, `98777001${String(i).padStart(2, '0')}`, `Crowd Member ${String.fromCharCode(65 + i)}`));
  t.clock.now = ist('2030-05-02', '10:00');
}, 180_000);
afterAll(() => t.close());

describe('parallel olympiad answers', () => {
  it('200 parallel submits of one participant to one question count once', async () => {
    const q = ed.questions[0]![0]!;
    expect((await call(t, solo, 'GET', `/api/v1/olympiads/${ed.id}/play`)).body.entity.question.id).toBe(q);
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => call(t, solo, 'POST', '/api/v0/olympiad/answer', { olympiadId: ed.id, questionId: q, options: [i % 2 === 0 ? 1 : 2] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(199);
    const db = t.db.database.db;
    const [p] = await db.select().from(olympiadParticipants).where(eq(olympiadParticipants.userId, solo.id));
    const [a] = await db.select().from(olympiadAnswers).where(eq(olympiadAnswers.participantId, p!.id));
    expect(p).toMatchObject({ answered: 1, score: a!.isCorrect ? 1 : 0, timeTakenMs: 30_000 });
    const [d] = await db.select().from(olympiadDayScores).where(eq(olympiadDayScores.participantId, p!.id));
    expect(d).toMatchObject({ answered: 1, score: p!.score, timeTakenMs: 30_000 });
  });

  it('many participants answering at once leave totals equal to their answers, and the board in order', async () => {
    const q = ed.questions[0]![0]!;
    await Promise.all(crowd.map((who) => call(t, who, 'GET', `/api/v1/olympiads/${ed.id}/play`)));
    t.clock.now = new Date(t.clock.now.getTime() + 12_000);
    // Each answers right or wrong, five times over, all at once.
    const sends = crowd.flatMap((who, i) => Array.from({ length: 5 }, () => call(t, who, 'POST', '/api/v0/olympiad/answer', { olympiadId: ed.id, questionId: q, options: [i % 3 === 0 ? 0 : 1] })));
    const results = await Promise.all(sends);
    expect(results.filter((r) => r.status === 200)).toHaveLength(crowd.length);
    const mismatched = await t.db.database.db.execute(sql`
      SELECT p.id FROM ${olympiadParticipants} p
      LEFT JOIN (SELECT participant_id, count(*) FILTER (WHERE is_correct)::int AS s, count(answered_at)::int AS n, coalesce(sum(time_taken_ms), 0)::int AS ms FROM ${olympiadAnswers} GROUP BY participant_id) a ON a.participant_id = p.id
      WHERE p.olympiad_id = ${ed.id} AND (p.score <> coalesce(a.s, 0) OR p.answered <> coalesce(a.n, 0) OR p.time_taken_ms <> coalesce(a.ms, 0))`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const board = await call(t, null, 'GET', `/api/pub/v1/olympiads/${ed.id}/leaderboard?board=all-time-leaderboard&limit=100`);
    const items = board.body.entity.items as Array<{ score: number; timeTakenSeconds: number; rank: number; name: string }>;
    expect(items).toHaveLength(crowd.length + 1);
    // Those right (12 s) first, sharing rank 1; the solo doctor next or last by their 30 s.
    const right = items.filter((r) => r.score === 1 && r.timeTakenSeconds === 12);
    expect(right.every((r) => r.rank === 1)).toBe(true);
    expect(items.slice(0, right.length)).toEqual(right);
  });
});
