/**
 * The olympiad (issue 23 part 2, decision 065).
 *
 * What always holds:
 * - A question is shown only while its day is open (released at `opens_at`, closed at `closes_at`) and only to a
 *   registered participant with Olympiad write access; showing it stores `served_at` once (ON CONFLICT DO NOTHING), so
 *   the server's clock for that question starts there whatever tab or reload asks again.
 * - An answer is judged here and recorded once: a conditional UPDATE of the served row `WHERE answered_at IS NULL`
 *   and the day still open at the server's now. In the same transaction, and only when that UPDATE changed a row, the
 *   participant's totals and the day's totals are added to: the leaderboards are those materialised rows, read in
 *   index order, always equal to the sum of the answers (200 parallel submits of one answer add once).
 * - Correct answers, explanations and references leave the server only for questions whose day has closed.
 * - Leaderboards order by score (desc), then total time taken (asc); equal score and time share a rank. An ended
 *   edition serves no leaderboard (spec section 8's message, 410).
 *
 * Access (spec section 6, section Olympiad): the public pages (edition, leaderboards) need nothing; registering is
 * the spec's sign-up (name and mobile) and is open to every account type (spec section 4 names the trade types that
 * register without the success modal); the edition's page needs read or write; answering needs write (read: 403
 * with the alert popup's text; none: 403).
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import {
  OLYMPIAD_RULES,
  leaderboardPath,
  olympiadStatusAt,
  scheduleText,
  showsRegistrationSuccess,
  type AdminOlympiad,
  type LeaderboardQuery,
  type LeaderboardRow,
  type LeaderboardView,
  type OlympiadAnswerInput,
  type OlympiadDayInput,
  type OlympiadInput,
  type OlympiadQuestionInput,
  type OlympiadResult,
  type OlympiadView,
  type PlayView,
} from '@nirog/shared/schemas/olympiad';
import { istDate, istInstant, parseTimeOfDay } from '@nirog/shared/care';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import { olympiadAnswers, olympiadDayScores, olympiadDays, olympiadParticipants, olympiadQuestions, olympiads } from './olympiad.tables.ts';

export interface OlympiadServiceDeps {
  db: Db;
  now?: () => Date;
}

type Actor = { id: number; userType: number; mobileNumber: string };
type OlympiadRow = typeof olympiads.$inferSelect;
type DayRow = typeof olympiadDays.$inferSelect;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const seconds = (ms: number) => Math.round(ms / 1000);
const sameChoice = (a: number[], b: number[]) => {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** How long a process serves a leaderboard from memory when no answer of its own changed it (answers other processes record show after at most this). */
const BOARD_CACHE_MS = 1000;
const BOARD_CACHE_MAX = 500;

export function createOlympiadService(deps: OlympiadServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Leaderboards by edition, board, page and India date: served from here for BOARD_CACHE_MS, dropped at once when
  // this process records an answer to the edition. The rows are materialised, so a miss is an index read anyway.
  // One read per key at a time: requests that miss together share it (no stampede on the database each second), and
  // a read that began before this process recorded an answer is not kept (the edition's generation moved on).
  const boardCache = new Map<string, { at: number; endsAt: Date; view: LeaderboardView }>();
  const boardReads = new Map<string, Promise<LeaderboardView>>();
  const boardGeneration = new Map<number, number>();
  const dropBoards = (olympiadId: number) => {
    boardGeneration.set(olympiadId, (boardGeneration.get(olympiadId) ?? 0) + 1);
    for (const key of boardCache.keys()) if (key.startsWith(`${olympiadId}|`)) boardCache.delete(key);
    for (const key of boardReads.keys()) if (key.startsWith(`${olympiadId}|`)) boardReads.delete(key);
  };

  // -------------------------------------------------------------------------------------------------------------
  // Editions

  async function editionRow(id: number): Promise<OlympiadRow> {
    const [o] = await db.select().from(olympiads).where(eq(olympiads.id, id)).limit(1);
    if (!o) throw AppError.of('not_found', 'olympiad.error.notFound');
    return o;
  }

  async function daysOf(olympiadId: number) {
    const rows = await db
      .select({ day: olympiadDays, questionCount: sql<number>`(SELECT count(*)::int FROM ${olympiadQuestions} oq WHERE oq.day_id = ${olympiadDays}.id)` })
      .from(olympiadDays)
      .where(eq(olympiadDays.olympiadId, olympiadId))
      .orderBy(asc(olympiadDays.dayNumber));
    return rows.map((r) => ({ ...r.day, questionCount: Number(r.questionCount) }));
  }

  const dayStatus = (d: Pick<DayRow, 'opensAt' | 'closesAt'>, at: Date) => (at < d.opensAt ? 'upcoming' : at < d.closesAt ? 'open' : 'closed') as 'upcoming' | 'open' | 'closed';

  async function participantOf(olympiadId: number, userId: number) {
    const [p] = await db.select().from(olympiadParticipants).where(and(eq(olympiadParticipants.olympiadId, olympiadId), eq(olympiadParticipants.userId, userId))).limit(1);
    return p ?? null;
  }

  async function view(o: OlympiadRow, user: { id: number } | null): Promise<OlympiadView> {
    const at = now();
    const [days, [n], mine] = await Promise.all([
      daysOf(o.id),
      db.select({ n: count() }).from(olympiadParticipants).where(eq(olympiadParticipants.olympiadId, o.id)),
      user ? participantOf(o.id, user.id) : Promise.resolve(null),
    ]);
    return {
      id: o.id,
      title: o.title,
      description: o.description,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      scheduleText: scheduleText(o),
      status: olympiadStatusAt(o, at),
      participants: Number(n?.n ?? 0),
      days: days.map((d) => ({ id: d.id, dayNumber: d.dayNumber, opensAt: d.opensAt, closesAt: d.closesAt, status: dayStatus(d, at), questionCount: d.questionCount })),
      me: user ? { registered: !!mine, participantId: mine?.id ?? null } : null,
    };
  }

  /** The edition running on an India date, else the next one to start after it (spec section 7: olympiadByDate). */
  async function byDate(date: string | undefined, user: { id: number } | null): Promise<OlympiadView | null> {
    const day = date ?? istDate(now());
    const dayStart = istInstant(day, 0);
    const dayEnd = istInstant(day, 1440);
    const [running] = await db
      .select()
      .from(olympiads)
      .where(and(lte(olympiads.startsAt, dayEnd), gt(olympiads.endsAt, dayStart)))
      .orderBy(asc(olympiads.startsAt), asc(olympiads.id))
      .limit(1);
    if (running) return view(running, user);
    const [next] = await db.select().from(olympiads).where(gt(olympiads.startsAt, dayEnd)).orderBy(asc(olympiads.startsAt), asc(olympiads.id)).limit(1);
    return next ? view(next, user) : null;
  }

  async function get(id: number, user: { id: number } | null) {
    return view(await editionRow(id), user);
  }

  /** Every edition, newest first (the public page's list of editions and the back office). */
  async function list(): Promise<{ items: OlympiadView[]; total: number }> {
    const rows = await db.select().from(olympiads).orderBy(desc(olympiads.startsAt), desc(olympiads.id)).limit(100);
    const items = await Promise.all(rows.map((o) => view(o, null)));
    return { items, total: items.length };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Access

  async function level(user: Actor) {
    return (await accessMap(db, user)).Olympiad;
  }

  async function gate(user: Actor, need: 'read' | 'write') {
    const l = await level(user);
    if (l === 3) throw AppError.of('forbidden', 'olympiad.error.noAccess');
    if (need === 'write' && l === 2) throw viewOnlyRefusal('Olympiad');
    return l;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Registration

  /**
   * Registers an account (spec sections 3-5: name and the account's mobile number, confirmed by the OTP that logged
   * it in). Once per person and edition (unique index; a second registration answers the first). An ended edition
   * takes no registrations.
   */
  async function register(user: Actor, olympiadId: number, fullName: string) {
    const o = await editionRow(olympiadId);
    const status = olympiadStatusAt(o, now());
    if (status === 'ended') throw AppError.of('business_rule', 'olympiad.ended');
    const [made] = await db
      .insert(olympiadParticipants)
      .values({ olympiadId, userId: user.id, fullName, mobileNumber: user.mobileNumber, registeredAt: now() })
      .onConflictDoNothing()
      .returning({ id: olympiadParticipants.id });
    const participant = made ?? (await participantOf(olympiadId, user.id))!;
    return {
      participantId: participant.id,
      olympiadId,
      created: !!made,
      status,
      showSuccess: showsRegistrationSuccess(user.userType),
      // Spec section 4: when the olympiad is live the page goes on to the top performers.
      next: status === 'live' ? leaderboardPath('top-performers', olympiadId) : null,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Playing

  /**
   * The edition's page for a person: today's progress and the question to answer now (the first open one they have
   * not answered, in day and position order), marked served at the first showing.
   */
  async function play(user: Actor, olympiadId: number): Promise<PlayView> {
    const l = await gate(user, 'read');
    const o = await editionRow(olympiadId);
    const [edition, participant] = await Promise.all([view(o, user), participantOf(olympiadId, user.id)]);
    const at = now();
    const canAnswer = l === 1 && !!participant && edition.status === 'live';
    const open = edition.days.filter((d) => d.status === 'open');
    const today = open[0] ?? null;
    let question: PlayView['question'] = null;
    let answeredToday = 0;
    if (participant && today) {
      const [a] = await db.select({ n: count() }).from(olympiadAnswers).where(and(eq(olympiadAnswers.participantId, participant.id), eq(olympiadAnswers.dayId, today.id), sql`${olympiadAnswers.answeredAt} IS NOT NULL`));
      answeredToday = Number(a?.n ?? 0);
    }
    if (canAnswer && open.length) {
      const [next] = rowsOf<{ id: number; day_id: number; day_number: number; position: number; kind: 'single' | 'multiple'; prompt: string; options: string[] }>(
        await db.execute(sql`
          SELECT q.id, q.day_id, d.day_number, q.position, q.kind, q.prompt, q.options
          FROM ${olympiadQuestions} q JOIN ${olympiadDays} d ON d.id = q.day_id
          WHERE d.olympiad_id = ${olympiadId} AND d.opens_at <= ${at} AND d.closes_at > ${at}
            AND NOT EXISTS (SELECT 1 FROM ${olympiadAnswers} a WHERE a.participant_id = ${participant!.id} AND a.question_id = q.id AND a.answered_at IS NOT NULL)
          ORDER BY d.day_number, q.position LIMIT 1`),
      );
      if (next) {
        await db.insert(olympiadAnswers).values({ participantId: participant!.id, questionId: next.id, dayId: next.day_id, servedAt: at }).onConflictDoNothing();
        const [served] = await db.select({ servedAt: olympiadAnswers.servedAt }).from(olympiadAnswers).where(and(eq(olympiadAnswers.participantId, participant!.id), eq(olympiadAnswers.questionId, next.id)));
        question = { id: next.id, dayNumber: next.day_number, position: next.position, kind: next.kind, prompt: next.prompt, options: next.options, servedAt: served!.servedAt };
      }
    }
    return {
      olympiad: edition,
      participantId: participant?.id ?? null,
      canAnswer,
      today: today ? { dayNumber: today.dayNumber, answered: answeredToday, total: today.questionCount, closesAt: today.closesAt } : null,
      question,
      score: participant?.score ?? 0,
    };
  }

  /**
   * Records one answer (spec section 7: /v0/olympiad/answer): judged here, timed from the question's first showing to
   * now by the server's clock, once per question and participant. The totals change in the same transaction and
   * only when the answer row did.
   */
  async function answer(user: Actor, input: OlympiadAnswerInput) {
    await gate(user, 'write');
    const o = await editionRow(input.olympiadId);
    const participant = await participantOf(o.id, user.id);
    if (!participant) throw AppError.of('forbidden', 'olympiad.error.notRegistered');
    const [q] = await db
      .select({ question: olympiadQuestions, day: olympiadDays, dayTotal: sql<number>`(SELECT count(*)::int FROM ${olympiadQuestions} dq WHERE dq.day_id = ${olympiadDays}.id)` })
      .from(olympiadQuestions)
      .innerJoin(olympiadDays, eq(olympiadDays.id, olympiadQuestions.dayId))
      .where(and(eq(olympiadQuestions.id, input.questionId), eq(olympiadDays.olympiadId, o.id)))
      .limit(1);
    if (!q) throw AppError.field('questionId', t('olympiad.error.questionNotFound'));
    const at = now();
    // Nothing before the day's release or after its close (or the edition's end), whatever the client sends.
    if (dayStatus(q.day, at) !== 'open' || olympiadStatusAt(o, at) !== 'live') throw AppError.of('business_rule', 'olympiad.error.notOpen');
    const chosen = [...new Set(input.options)].sort((x, y) => x - y);
    if (chosen.some((i) => i >= q.question.options.length)) throw AppError.field('options', t('olympiad.rule.chooseOption'));
    if (q.question.kind === 'single' && chosen.length !== 1) throw AppError.field('options', t('olympiad.rule.chooseOne'));
    const isCorrect = sameChoice(chosen, q.question.correct);
    const capMs = OLYMPIAD_RULES.maxSecondsPerQuestion * 1000;
    const recorded = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ time_taken_ms: number }>(
        await tx.execute(sql`
          UPDATE ${olympiadAnswers} SET answered_at = ${at}, chosen = ${JSON.stringify(chosen)}::jsonb, is_correct = ${isCorrect},
            time_taken_ms = LEAST(${capMs}, GREATEST(0, (EXTRACT(EPOCH FROM (${at}::timestamptz - served_at)) * 1000)::int))
          WHERE participant_id = ${participant.id} AND question_id = ${q.question.id} AND answered_at IS NULL
            AND EXISTS (SELECT 1 FROM ${olympiadDays} d WHERE d.id = ${q.day.id} AND d.opens_at <= ${at} AND d.closes_at > ${at})
          RETURNING time_taken_ms`),
      );
      if (!row) return null;
      const points = isCorrect ? 1 : 0;
      await tx
        .update(olympiadParticipants)
        .set({ score: sql`${olympiadParticipants.score} + ${points}`, answered: sql`${olympiadParticipants.answered} + 1`, timeTakenMs: sql`${olympiadParticipants.timeTakenMs} + ${row.time_taken_ms}` })
        .where(eq(olympiadParticipants.id, participant.id));
      const [today] = await tx
        .insert(olympiadDayScores)
        .values({ participantId: participant.id, dayId: q.day.id, score: points, answered: 1, timeTakenMs: row.time_taken_ms })
        .onConflictDoUpdate({
          target: [olympiadDayScores.participantId, olympiadDayScores.dayId],
          set: { score: sql`${olympiadDayScores.score} + excluded.score`, answered: sql`${olympiadDayScores.answered} + 1`, timeTakenMs: sql`${olympiadDayScores.timeTakenMs} + excluded.time_taken_ms` },
        })
        .returning({ answered: olympiadDayScores.answered });
      return { ...row, answeredToday: today!.answered };
    });
    if (recorded) dropBoards(o.id);
    if (!recorded) {
      const [existing] = await db.select().from(olympiadAnswers).where(and(eq(olympiadAnswers.participantId, participant.id), eq(olympiadAnswers.questionId, q.question.id)));
      if (!existing) throw AppError.of('business_rule', 'olympiad.error.notServed');
      if (existing.answeredAt) throw AppError.of('conflict', 'olympiad.error.alreadyAnswered');
      throw AppError.of('business_rule', 'olympiad.error.notOpen');
    }
    return { questionId: q.question.id, timeTakenSeconds: seconds(recorded.time_taken_ms), answeredToday: recorded.answeredToday, totalToday: Number(q.dayTotal) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Leaderboards

  /** Standard competition ranks over rows already in board order; `before` = rows strictly ahead of the first. */
  function ranked<R extends { score: number; time_taken_ms: number }>(rows: R[], before: number) {
    let rank = before + 1;
    return rows.map((r, i) => {
      const prev = rows[i - 1];
      if (i > 0 && !(prev!.score === r.score && prev!.time_taken_ms === r.time_taken_ms)) rank = before + i + 1;
      return { r, rank };
    });
  }

  /** Rows strictly ahead of (score, time) on a board, for the first rank of a page after the first. */
  async function aheadOf(table: 'participants' | 'day', key: number, score: number, timeMs: number): Promise<number> {
    const res =
      table === 'participants'
        ? await db.execute(sql`SELECT count(*)::int AS n FROM ${olympiadParticipants} WHERE olympiad_id = ${key} AND answered > 0 AND (score > ${score} OR (score = ${score} AND time_taken_ms < ${timeMs}))`)
        : await db.execute(sql`SELECT count(*)::int AS n FROM ${olympiadDayScores} WHERE day_id = ${key} AND (score > ${score} OR (score = ${score} AND time_taken_ms < ${timeMs}))`);
    return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
  }

  type BoardRow = { participant_id: number; full_name: string; score: number; answered: number; time_taken_ms: number };
  const toRow = (x: { r: BoardRow; rank: number }, dayNumber: number | null): LeaderboardRow => ({
    participantId: x.r.participant_id,
    rank: x.rank,
    name: x.r.full_name,
    score: x.r.score,
    answered: x.r.answered,
    timeTakenSeconds: seconds(x.r.time_taken_ms),
    dayNumber,
  });

  async function allTime(olympiadId: number, q: LeaderboardQuery) {
    const rows = rowsOf<BoardRow>(
      await db.execute(sql`
        SELECT id AS participant_id, full_name, score, answered, time_taken_ms FROM ${olympiadParticipants}
        WHERE olympiad_id = ${olympiadId} AND answered > 0
        ORDER BY score DESC, time_taken_ms ASC, id ASC OFFSET ${q.offset} LIMIT ${q.limit}`),
    );
    const [n] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${olympiadParticipants} WHERE olympiad_id = ${olympiadId} AND answered > 0`));
    const before = q.offset > 0 && rows[0] ? await aheadOf('participants', olympiadId, rows[0].score, rows[0].time_taken_ms) : 0;
    return { items: ranked(rows, before).map((x) => toRow(x, null)), total: Number(n?.n ?? 0) };
  }

  async function dayBoard(day: { id: number; dayNumber: number }, offset: number, limit: number) {
    const rows = rowsOf<BoardRow>(
      await db.execute(sql`
        SELECT s.participant_id, p.full_name, s.score, s.answered, s.time_taken_ms
        FROM ${olympiadDayScores} s JOIN ${olympiadParticipants} p ON p.id = s.participant_id
        WHERE s.day_id = ${day.id}
        ORDER BY s.score DESC, s.time_taken_ms ASC, s.participant_id ASC OFFSET ${offset} LIMIT ${limit}`),
    );
    const before = offset > 0 && rows[0] ? await aheadOf('day', day.id, rows[0].score, rows[0].time_taken_ms) : 0;
    return ranked(rows, before).map((x) => toRow(x, day.dayNumber));
  }

  /**
   * The three boards of spec section 2: all time (the edition's totals), today (the day of the edition whose India
   * date is today) and top performers (the best OLYMPIAD_RULES.topPerDay of each day that has opened, latest first).
   */
  async function leaderboard(olympiadId: number, q: LeaderboardQuery): Promise<LeaderboardView> {
    const at = now();
    const key = `${olympiadId}|${q.board}|${q.offset}|${q.limit}|${istDate(at)}`;
    const hit = boardCache.get(key);
    if (hit && at.getTime() - hit.at < BOARD_CACHE_MS && at.getTime() >= hit.at) {
      if (at >= hit.endsAt) throw new AppError('business_rule', t('olympiad.ended'), { status: 410 });
      return hit.view;
    }
    const shared = boardReads.get(key);
    if (shared) return shared;
    const generation = boardGeneration.get(olympiadId) ?? 0;
    const read = (async () => {
      const o = await editionRow(olympiadId);
      if (olympiadStatusAt(o, at) === 'ended') throw new AppError('business_rule', t('olympiad.ended'), { status: 410 });
      const view = await boardOf(o, q, at);
      if ((boardGeneration.get(olympiadId) ?? 0) === generation) {
        if (boardCache.size >= BOARD_CACHE_MAX) boardCache.clear();
        boardCache.set(key, { at: at.getTime(), endsAt: o.endsAt, view });
      }
      return view;
    })();
    boardReads.set(key, read);
    try {
      return await read;
    } finally {
      if (boardReads.get(key) === read) boardReads.delete(key);
    }
  }

  async function boardOf(o: OlympiadRow, q: LeaderboardQuery, at: Date): Promise<LeaderboardView> {
    const olympiadId = o.id;
    const base = { board: q.board, olympiadId, generatedAt: at };
    if (q.board === 'all-time-leaderboard') return { ...base, dayNumber: null, ...(await allTime(olympiadId, q)) };
    const days = await db.select().from(olympiadDays).where(eq(olympiadDays.olympiadId, olympiadId)).orderBy(asc(olympiadDays.dayNumber));
    if (q.board === 'today-leaderboard') {
      const today = istDate(at);
      const day = days.find((d) => istDate(d.opensAt) === today) ?? null;
      if (!day) return { ...base, dayNumber: null, items: [], total: 0 };
      const [n] = await db.select({ n: count() }).from(olympiadDayScores).where(eq(olympiadDayScores.dayId, day.id));
      return { ...base, dayNumber: day.dayNumber, items: await dayBoard(day, q.offset, q.limit), total: Number(n?.n ?? 0) };
    }
    const opened = days.filter((d) => d.opensAt <= at).reverse();
    const groups = await Promise.all(opened.map((d) => dayBoard(d, 0, OLYMPIAD_RULES.topPerDay)));
    const items = groups.flat();
    return { ...base, dayNumber: opened[0]?.dayNumber ?? null, items, total: items.length };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Result

  /** A participant's own result (/olympiad-result): totals, all-time rank, and the closed days' questions explained. */
  async function result(user: Actor, olympiadId: number): Promise<OlympiadResult> {
    await gate(user, 'read');
    const o = await editionRow(olympiadId);
    const participant = await participantOf(olympiadId, user.id);
    if (!participant) throw AppError.of('not_found', 'olympiad.error.notRegistered');
    const at = now();
    const edition = await view(o, user);
    const rank = participant.answered > 0 ? (await aheadOf('participants', olympiadId, participant.score, participant.timeTakenMs)) + 1 : null;
    const [n] = await db.select({ n: count() }).from(olympiadParticipants).where(and(eq(olympiadParticipants.olympiadId, olympiadId), gt(olympiadParticipants.answered, 0)));
    const closedDays = edition.days.filter((d) => d.status === 'closed');
    const questions = closedDays.length
      ? await db
          .select({ q: olympiadQuestions, dayNumber: olympiadDays.dayNumber, chosen: olympiadAnswers.chosen, isCorrect: olympiadAnswers.isCorrect, timeTakenMs: olympiadAnswers.timeTakenMs })
          .from(olympiadQuestions)
          .innerJoin(olympiadDays, eq(olympiadDays.id, olympiadQuestions.dayId))
          .leftJoin(olympiadAnswers, and(eq(olympiadAnswers.questionId, olympiadQuestions.id), eq(olympiadAnswers.participantId, participant.id)))
          .where(and(inArray(olympiadQuestions.dayId, closedDays.map((d) => d.id)), lte(olympiadDays.closesAt, at)))
          .orderBy(asc(olympiadDays.dayNumber), asc(olympiadQuestions.position))
      : [];
    return {
      olympiad: edition,
      participantId: participant.id,
      name: participant.fullName,
      score: participant.score,
      answered: participant.answered,
      timeTakenSeconds: seconds(participant.timeTakenMs),
      rank,
      participants: Number(n?.n ?? 0),
      answers: questions.map((r) => ({
        questionId: r.q.id,
        dayNumber: r.dayNumber,
        prompt: r.q.prompt,
        options: r.q.options,
        chosen: r.chosen ?? [],
        correct: [...r.q.correct].sort((x, y) => x - y),
        isCorrect: r.isCorrect ?? false,
        timeTakenSeconds: r.timeTakenMs === null ? null : seconds(r.timeTakenMs),
        explanation: r.q.explanation,
        reference: r.q.reference,
      })),
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Back office: the schedule (times entered in India time)

  async function adminView(id: number): Promise<AdminOlympiad> {
    const o = await editionRow(id);
    const base = await view(o, null);
    const qs = await db
      .select()
      .from(olympiadQuestions)
      .where(inArray(olympiadQuestions.dayId, base.days.length ? base.days.map((d) => d.id) : [0]))
      .orderBy(asc(olympiadQuestions.position));
    return { ...base, days: base.days.map((d) => ({ ...d, questions: qs.filter((q) => q.dayId === d.id).map((q) => ({ ...q, kind: q.kind as 'single' | 'multiple' })) })) };
  }

  const instant = (date: string, hhmm: string) => istInstant(date, parseTimeOfDay(hhmm)!);

  async function createEdition(input: OlympiadInput) {
    const startsAt = instant(input.startDate, input.startTime);
    const endsAt = instant(input.endDate, input.endTime);
    if (endsAt <= startsAt) throw AppError.field('endDate', t('olympiad.rule.endAfterStart'));
    const [made] = await db.insert(olympiads).values({ title: input.title, description: input.description, startsAt, endsAt }).returning({ id: olympiads.id });
    return adminView(made!.id);
  }

  /** A day inside the edition's window; its number follows the days before it. */
  async function addDay(olympiadId: number, input: OlympiadDayInput) {
    const o = await editionRow(olympiadId);
    const opensAt = instant(input.date, input.opensAt);
    const closesAt = instant(input.date, input.closesAt);
    if (closesAt <= opensAt) throw AppError.field('closesAt', t('olympiad.rule.closeAfterOpen'));
    if (opensAt < o.startsAt || closesAt > o.endsAt) throw AppError.field('date', t('olympiad.rule.dayInside'));
    if (opensAt <= now()) throw AppError.field('date', t('olympiad.rule.dayInFuture'));
    const days = await db.select().from(olympiadDays).where(eq(olympiadDays.olympiadId, olympiadId));
    if (days.some((d) => d.opensAt < closesAt && opensAt < d.closesAt)) throw AppError.field('date', t('olympiad.rule.dayOverlaps'));
    try {
      await db.insert(olympiadDays).values({ olympiadId, dayNumber: days.length + 1, opensAt, closesAt });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.of('conflict', 'olympiad.error.tryAgain');
      throw err;
    }
    // Days are numbered in time order.
    await db.execute(sql`UPDATE ${olympiadDays} d SET day_number = -n.rn FROM (SELECT id, row_number() OVER (ORDER BY opens_at) AS rn FROM ${olympiadDays} WHERE olympiad_id = ${olympiadId}) n WHERE d.id = n.id`);
    await db.execute(sql`UPDATE ${olympiadDays} SET day_number = -day_number WHERE olympiad_id = ${olympiadId}`);
    return adminView(olympiadId);
  }

  /** A question for a day not yet released (a released day's questions are fixed: people are answering them). */
  async function addQuestion(dayId: number, input: OlympiadQuestionInput) {
    const [day] = await db.select().from(olympiadDays).where(eq(olympiadDays.id, dayId)).limit(1);
    if (!day) throw AppError.of('not_found', 'olympiad.error.notFound');
    if (day.opensAt <= now()) throw AppError.of('business_rule', 'olympiad.error.dayReleased');
    const correct = [...new Set(input.correct)].sort((x, y) => x - y);
    if (correct.some((i) => i >= input.options.length)) throw AppError.field('correct', t('olympiad.rule.correct'));
    const [last] = await db.select({ p: sql<number>`coalesce(max(position), 0)::int` }).from(olympiadQuestions).where(eq(olympiadQuestions.dayId, dayId));
    await db.insert(olympiadQuestions).values({
      dayId,
      position: Number(last?.p ?? 0) + 1,
      kind: correct.length > 1 ? 'multiple' : 'single',
      prompt: input.prompt,
      options: input.options,
      correct,
      explanation: input.explanation,
      reference: input.reference,
    });
    return adminView(day.olympiadId);
  }

  async function removeQuestion(questionId: number) {
    const [row] = await db.select({ q: olympiadQuestions, day: olympiadDays }).from(olympiadQuestions).innerJoin(olympiadDays, eq(olympiadDays.id, olympiadQuestions.dayId)).where(eq(olympiadQuestions.id, questionId));
    if (!row) throw AppError.of('not_found', 'olympiad.error.questionNotFound');
    if (row.day.opensAt <= now()) throw AppError.of('business_rule', 'olympiad.error.dayReleased');
    await db.delete(olympiadQuestions).where(eq(olympiadQuestions.id, questionId));
    return adminView(row.day.olympiadId);
  }

  return { byDate, get, list, register, play, answer, leaderboard, result, adminView, createEdition, addDay, addQuestion, removeQuestion, gate };
}

export type OlympiadService = ReturnType<typeof createOlympiadService>;

/** Participants of an edition (for certificates once it has ended: decision 065, the lead wires the call). */
export async function participantsOf(db: DbOrTx, olympiadId: number) {
  return db
    .select({ participantId: olympiadParticipants.id, userId: olympiadParticipants.userId, fullName: olympiadParticipants.fullName, score: olympiadParticipants.score, answered: olympiadParticipants.answered })
    .from(olympiadParticipants)
    .where(eq(olympiadParticipants.olympiadId, olympiadId))
    .orderBy(desc(olympiadParticipants.score), asc(olympiadParticipants.timeTakenMs));
}
