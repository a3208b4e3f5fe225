/**
 * Seeds the demo olympiad editions (DEMO=1; decision 065). Each edition is found by its `demo_key`:
 * - a missing edition is written with its days, questions and (live and ended) demo participants' answers, whose
 *   totals are added up into the materialised leaderboard rows the same way answers add to them;
 * - the live edition, found no longer live (the demo started again days later), is moved by whole days so that its
 *   day 2 is today in India: the demo always has an olympiad to answer. Its answers move with it.
 * The spec's December edition keeps its fixed dates.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, istDate, istInstant } from '@nirog/shared/care';
import { olympiadStatusAt } from '@nirog/shared/olympiad';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { newExtUserId } from '../identity/users.service.ts';
import { DEMO_OLYMPIADS, DEMO_PARTICIPANT_MOBILE_BASE, DEMO_PARTICIPANTS, type DemoOlympiad } from './olympiad-demo.data.ts';
import { olympiadAnswers, olympiadDayScores, olympiadDays, olympiadParticipants, olympiadQuestions, olympiads } from './olympiad.tables.ts';

const DAY_MS = 86_400_000;

/** The days of an edition as [opens, closes], from the seeding day. */
function scheduleOf(key: DemoOlympiad['demoKey'], today: string, dayCount: number): Array<[Date, Date]> {
  if (key === 'december-2026') return Array.from({ length: dayCount }, (_, i) => [istInstant(addDays('2026-12-08', i), 9 * 60), istInstant(addDays('2026-12-08', i), 21 * 60)]);
  const first = key === 'live' ? addDays(today, -1) : addDays(today, -10 - dayCount);
  return Array.from({ length: dayCount }, (_, i) => {
    const d = addDays(first, i);
    return key === 'live' ? [istInstant(d, 0), istInstant(d, 1439)] : [istInstant(d, 9 * 60), istInstant(d, 21 * 60)];
  });
}

/** A fixed pseudo-random number in [0, 1) for a participant and a question: the demo boards are the same every time. */
const noise = (a: number, b: number) => {
  const x = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return x - Math.floor(x);
};

async function demoParticipantUsers(db: DbOrTx): Promise<Array<{ id: number; name: string; mobile: string; skill: number }>> {
  const wanted = DEMO_PARTICIPANTS.map(([name, skill], i) => ({ name, skill, mobile: String(DEMO_PARTICIPANT_MOBILE_BASE + i) }));
  await db
    .insert(users)
    .values(wanted.map((w) => ({ userType: 4, mobileNumber: w.mobile, fullName: w.name, extUserId: newExtUserId() })))
    .onConflictDoNothing();
  const rows = await db.select({ id: users.id, mobile: users.mobileNumber }).from(users).where(inArray(users.mobileNumber, wanted.map((w) => w.mobile)));
  const byMobile = new Map(rows.map((r) => [r.mobile, r.id]));
  return wanted.filter((w) => byMobile.has(w.mobile)).map((w) => ({ ...w, id: byMobile.get(w.mobile)! }));
}

async function createEdition(db: DbOrTx, demo: DemoOlympiad, now: Date) {
  const days = scheduleOf(demo.demoKey, istDate(now), demo.days.length);
  const [o] = await db
    .insert(olympiads)
    .values({ title: demo.title, description: demo.description, startsAt: days[0]![0], endsAt: days.at(-1)![1], demoKey: demo.demoKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: olympiads.id });
  if (!o) return;
  const questionIds: Array<{ id: number; dayId: number; correct: number[]; options: number; opensAt: Date; closesAt: Date }> = [];
  for (const [i, [opensAt, closesAt]] of days.entries()) {
    const [day] = await db.insert(olympiadDays).values({ olympiadId: o.id, dayNumber: i + 1, opensAt, closesAt }).returning({ id: olympiadDays.id });
    const made = await db
      .insert(olympiadQuestions)
      .values(demo.days[i]!.map(([prompt, options, correct, explanation, reference], p) => ({ dayId: day!.id, position: p + 1, kind: correct.length > 1 ? 'multiple' : 'single', prompt, options, correct, explanation, reference })))
      .returning({ id: olympiadQuestions.id, correct: olympiadQuestions.correct, options: olympiadQuestions.options });
    for (const q of made) questionIds.push({ id: q.id, dayId: day!.id, correct: q.correct, options: q.options.length, opensAt, closesAt });
  }
  if (demo.demoKey === 'december-2026') return;
  // Demo participants, registered before the start, answering what was open before now.
  const people = await demoParticipantUsers(db);
  const parts = await db
    .insert(olympiadParticipants)
    .values(people.map((p) => ({ olympiadId: o.id, userId: p.id, fullName: p.name, mobileNumber: p.mobile, registeredAt: new Date(days[0]![0].getTime() - DAY_MS) })))
    .returning({ id: olympiadParticipants.id, userId: olympiadParticipants.userId });
  const answers: Array<typeof olympiadAnswers.$inferInsert> = [];
  for (const [pi, part] of parts.entries()) {
    const person = people.find((p) => p.id === part.userId)!;
    for (const [qi, q] of questionIds.entries()) {
      if (q.opensAt >= now) continue;
      // Today (the live edition's open day) only some have answered so far.
      if (q.closesAt > now && noise(pi, qi + 100) < 0.4) continue;
      const right = noise(pi, qi) * 10 < person.skill;
      const chosen = right ? q.correct : [(q.correct[0]! + 1) % q.options];
      const servedAt = new Date(Math.min(q.opensAt.getTime() + Math.round(noise(qi, pi) * 6 * 3600_000), now.getTime() - 120_000));
      const ms = 6000 + Math.round(noise(pi + 7, qi + 3) * 80_000);
      answers.push({ participantId: part.id, questionId: q.id, dayId: q.dayId, servedAt, answeredAt: new Date(servedAt.getTime() + ms), chosen, isCorrect: right && chosen.length === q.correct.length, timeTakenMs: ms });
    }
  }
  if (answers.length) await db.insert(olympiadAnswers).values(answers);
  // The materialised boards, added up from the answers just written.
  await db.execute(sql`
    INSERT INTO ${olympiadDayScores} (participant_id, day_id, score, answered, time_taken_ms)
    SELECT a.participant_id, a.day_id, count(*) FILTER (WHERE a.is_correct)::int, count(*)::int, sum(a.time_taken_ms)::int
    FROM ${olympiadAnswers} a JOIN ${olympiadParticipants} p ON p.id = a.participant_id
    WHERE p.olympiad_id = ${o.id} AND a.answered_at IS NOT NULL GROUP BY a.participant_id, a.day_id`);
  await db.execute(sql`
    UPDATE ${olympiadParticipants} p SET score = s.score, answered = s.answered, time_taken_ms = s.time_taken_ms
    FROM (SELECT participant_id, sum(score)::int AS score, sum(answered)::int AS answered, sum(time_taken_ms)::int AS time_taken_ms FROM ${olympiadDayScores} GROUP BY participant_id) s
    WHERE s.participant_id = p.id AND p.olympiad_id = ${o.id}`);
}

/** Moves the live demo edition by whole days so that its day 2 is today (India), when it is not live at `now`. */
export async function keepLiveEditionLive(db: DbOrTx, now: Date) {
  const [o] = await db.select().from(olympiads).where(eq(olympiads.demoKey, 'live'));
  if (!o || olympiadStatusAt(o, now) === 'live') return;
  const [day2] = await db.select().from(olympiadDays).where(sql`${olympiadDays.olympiadId} = ${o.id} AND ${olympiadDays.dayNumber} = 2`);
  if (!day2) return;
  const shiftDays = Math.round((Date.parse(`${istDate(now)}T00:00:00Z`) - Date.parse(`${istDate(day2.opensAt)}T00:00:00Z`)) / DAY_MS);
  if (shiftDays === 0) return;
  const by = sql.raw(`interval '${shiftDays} days'`);
  await db.execute(sql`UPDATE ${olympiads} SET starts_at = starts_at + ${by}, ends_at = ends_at + ${by} WHERE id = ${o.id}`);
  await db.execute(sql`UPDATE ${olympiadDays} SET opens_at = opens_at + ${by}, closes_at = closes_at + ${by} WHERE olympiad_id = ${o.id}`);
  await db.execute(sql`UPDATE ${olympiadAnswers} a SET served_at = served_at + ${by}, answered_at = answered_at + ${by} FROM ${olympiadParticipants} p WHERE p.id = a.participant_id AND p.olympiad_id = ${o.id}`);
}

export async function seedDemoOlympiads(db: DbOrTx, now = new Date()): Promise<number> {
  const existing = new Set((await db.select({ key: olympiads.demoKey }).from(olympiads).where(inArray(olympiads.demoKey, DEMO_OLYMPIADS.map((d) => d.demoKey)))).map((r) => r.key));
  for (const demo of DEMO_OLYMPIADS) if (!existing.has(demo.demoKey)) await createEdition(db, demo, now);
  await keepLiveEditionLive(db, now);
  return DEMO_OLYMPIADS.length;
}
