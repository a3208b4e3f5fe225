/**
 * Quizzes (issue 23 part 1, decision 063).
 *
 * What always holds: a person has at most one active attempt per quiz (partial unique index; a parallel or repeated
 * start returns the active one) and at most QUIZ_RULES.maxAttempts attempts per quiz (counted before inserting; the
 * index keeps two starts from both passing the count). The deadline is stored at the start, so the remaining time
 * is always `deadline_at - now` whatever tab or reload asks. Answers are judged here and stored with the verdict,
 * one row per question (primary key; an upsert, so parallel answers count once); no correct answer, explanation or
 * verdict leaves the server before the attempt is finished. The score is computed here from the stored verdicts; an
 * attempt past its deadline is finished on its next read (conditional UPDATE on `finished_at IS NULL`, so it is
 * scored once). Attempts are owner-scoped: another person's attempt is 404.
 *
 * Access (spec section 6, section Quiz): write to start, answer and submit; read to see the list and quiz pages
 * (actions refused with the alert popup's text); none: 403. Practitioners whose verification asks for documents
 * (0, 2, 4) may not attempt.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { needsDocuments } from '@nirog/shared/verification-rules';
import { t } from '@nirog/shared/messages/catalogue';
import {
  QUIZ_RULES,
  quizPath,
  type AttemptView,
  type QuizListQuery,
  type QuizSummary,
  type QuizView,
  type ResultView,
  type SubmitAnswerInput,
} from '@nirog/shared/schemas/quiz';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { CertificateIssuer } from '../certificates/certificates.service.ts';
import { quizAnswers, quizAttemptQuestions, quizAttempts, quizBanks, quizDrawBanks, quizItems, quizQuestions, quizzes } from './quiz.tables.ts';

export interface QuizServiceDeps {
  db: Db;
  /** Signs the read URL of a question's picture. */
  uploads?: Pick<UploadService, 'signedUrl'>;
  /** A passed attempt earns the quiz's certificate, issued in the transaction that scores it (decision 067). */
  certificates?: CertificateIssuer;
  now?: () => Date;
}

/** How long a question picture's signed URL lives: an attempt's page is read once, then answered from the form. */
const IMAGE_URL_TTL = 3 * 60 * 60;

type Actor = { id: number; userType: number; doctorCategory: number };
type AttemptRow = typeof quizAttempts.$inferSelect;

/** The page a share link of a quiz opens, when the quiz is published. */
export async function publishedQuizPath(db: DbOrTx, id: number): Promise<string | null> {
  const [q] = await db.select({ id: quizzes.id }).from(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.published, true))).limit(1);
  return q ? quizPath(q.id) : null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// Correlated subqueries name their columns through the aliases: drizzle leaves a column of the outer table unqualified.
// The questions an attempt would be given now (decision 066): a fixed selection's questions that are not archived
// (nor their bank), or a random draw's count capped by the questions its banks and filters offer.
export const questionCount = sql<number>`(CASE WHEN ${quizzes}.selection = 'fixed' THEN
  (SELECT count(*)::int FROM ${quizItems} qi JOIN ${quizQuestions} qq ON qq.id = qi.question_id JOIN ${quizBanks} qb ON qb.id = qq.bank_id
    WHERE qi.quiz_id = ${quizzes}.id AND qq.archived_at IS NULL AND qb.archived_at IS NULL)
  ELSE LEAST(${quizzes}.draw_count, (SELECT count(*)::int FROM ${quizDrawBanks} qd JOIN ${quizBanks} qb ON qb.id = qd.bank_id JOIN ${quizQuestions} qq ON qq.bank_id = qd.bank_id
    WHERE qd.quiz_id = ${quizzes}.id AND qq.archived_at IS NULL AND qb.archived_at IS NULL
      AND (${quizzes}.draw_difficulty IS NULL OR qq.difficulty = ${quizzes}.draw_difficulty)
      AND (${quizzes}.draw_tag IS NULL OR qq.tags @> jsonb_build_array(${quizzes}.draw_tag)))) END)`;

/**
 * The question ids a new attempt at the quiz gets, in order: a fixed selection's in its order, or a random draw of
 * `draw_count` from the pool (archived questions and banks left out). The drawn rows are share-locked until the
 * attempt is stored, so an edit (which takes the row lock) sees the attempt and makes a new version instead.
 */
export async function drawQuestions(db: DbOrTx, quiz: { id: number; selection: string; drawCount: number | null; drawDifficulty: number | null; drawTag: string | null }): Promise<number[]> {
  if (quiz.selection === 'fixed') {
    const rows = await db
      .select({ id: quizQuestions.id })
      .from(quizItems)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizItems.questionId))
      .innerJoin(quizBanks, eq(quizBanks.id, quizQuestions.bankId))
      .where(and(eq(quizItems.quizId, quiz.id), isNull(quizQuestions.archivedAt), isNull(quizBanks.archivedAt)))
      .orderBy(asc(quizItems.position))
      .for('share', { of: quizQuestions });
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: quizQuestions.id })
    .from(quizDrawBanks)
    .innerJoin(quizBanks, eq(quizBanks.id, quizDrawBanks.bankId))
    .innerJoin(quizQuestions, eq(quizQuestions.bankId, quizDrawBanks.bankId))
    .where(
      and(
        eq(quizDrawBanks.quizId, quiz.id),
        isNull(quizQuestions.archivedAt),
        isNull(quizBanks.archivedAt),
        quiz.drawDifficulty ? eq(quizQuestions.difficulty, quiz.drawDifficulty) : undefined,
        quiz.drawTag ? sql`${quizQuestions.tags} @> jsonb_build_array(${quiz.drawTag}::text)` : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(quiz.drawCount ?? 0)
    .for('share', { of: quizQuestions });
  return rows.map((r) => r.id);
}
export const attemptCount = sql<number>`(SELECT count(*)::int FROM ${quizAttempts} qa WHERE qa.quiz_id = ${quizzes}.id)`;

export function createQuizService(deps: QuizServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const remaining = (a: Pick<AttemptRow, 'deadlineAt'>) => Math.max(0, Math.ceil((a.deadlineAt.getTime() - now().getTime()) / 1000));

  // -------------------------------------------------------------------------------------------------------------
  // Access

  /** Read (the list's quiz pages) needs read or write; `write` needs write and, for practitioners, verification. */
  async function gate(user: Actor, need: 'read' | 'write') {
    const level = (await accessMap(db, user)).Quiz;
    if (level === 3) throw AppError.of('forbidden', 'quiz.error.noAccess');
    if (need === 'read') return;
    if (level === 2) throw viewOnlyRefusal('Quiz');
    const buyer = await buyerOf(db, user);
    if (needsDocuments(user.userType, buyer.verificationStatus ?? 0)) throw AppError.of('forbidden', 'quiz.error.verifyFirst');
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading quizzes

  const summaryColumns = {
    id: quizzes.id,
    title: quizzes.title,
    topic: quizzes.topic,
    description: quizzes.description,
    difficulty: quizzes.difficulty,
    timeLimitSeconds: quizzes.timeLimitSeconds,
    createdAt: quizzes.createdAt,
    questionCount,
    attempts: attemptCount,
  };
  type SummaryRow = { [K in keyof typeof summaryColumns]: K extends 'questionCount' | 'attempts' ? number : (typeof quizzes.$inferSelect)[K & keyof typeof quizzes.$inferSelect] };
  const summaryOf = ({ id, title, topic, description, difficulty, timeLimitSeconds, createdAt, ...r }: SummaryRow): QuizSummary => ({ id, title, topic, description, difficulty, timeLimitSeconds, questionCount: Number(r.questionCount), attempts: Number(r.attempts), path: quizPath(id), createdAt: createdAt.toISOString() });

  /** The list (public): published quizzes, searched in title and topic (at most QUIZ_RULES.searchLimit then). */
  async function list(query: QuizListQuery): Promise<{ items: QuizSummary[]; total: number }> {
    const search = query.search ? `%${escapeLike(query.search)}%` : null;
    const where = and(eq(quizzes.published, true), search ? sql`(${quizzes.title} ILIKE ${search} OR ${quizzes.topic} ILIKE ${search})` : undefined);
    const limit = search ? Math.min(query.limit, QUIZ_RULES.searchLimit) : query.limit;
    const order: SQL[] =
      query.sortType === 'popular' ? [desc(attemptCount), desc(quizzes.id)] : query.sortType === 'difficulty' ? [asc(quizzes.difficulty), asc(quizzes.title)] : [desc(quizzes.createdAt), desc(quizzes.id)];
    const [rows, [counted]] = await Promise.all([
      db.select(summaryColumns).from(quizzes).where(where).orderBy(...order).offset(query.offset).limit(limit),
      db.select({ n: count() }).from(quizzes).where(where),
    ]);
    return { items: rows.map((r) => summaryOf(r as SummaryRow)), total: Number(counted?.n ?? 0) };
  }

  async function quizRow(id: number) {
    const [row] = await db.select({ ...summaryColumns, selection: quizzes.selection, drawCount: quizzes.drawCount, drawDifficulty: quizzes.drawDifficulty, drawTag: quizzes.drawTag, passPercent: quizzes.passPercent }).from(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.published, true))).limit(1);
    if (!row) throw AppError.of('not_found', 'quiz.error.notFound');
    return row as SummaryRow & { selection: string; drawCount: number | null; drawDifficulty: number | null; drawTag: string | null; passPercent: number };
  }

  /** Finishes an active attempt whose deadline passed (scored once, whoever asks first). */
  async function finishIfLate(a: AttemptRow): Promise<AttemptRow> {
    if (a.finishedAt || a.deadlineAt.getTime() > now().getTime()) return a;
    return finish(a, true);
  }

  /**
   * Scores the attempt once (the conditional UPDATE: whoever finishes it first); a pass issues the quiz's certificate
   * in the same transaction (decision 067), so a scored pass always has one and a failed issue undoes the scoring.
   */
  async function finish(a: AttemptRow, timedOut: boolean): Promise<AttemptRow> {
    const done = await db.transaction(async (tx) => {
      const [scored] = await tx
        .update(quizAttempts)
        .set({
          finishedAt: now(),
          timedOut,
          score: sql`(SELECT count(*)::int FROM ${quizAnswers} qn WHERE qn.attempt_id = ${a.id} AND qn.is_correct)`,
        })
        .where(and(eq(quizAttempts.id, a.id), isNull(quizAttempts.finishedAt)))
        .returning();
      if (!scored || !deps.certificates) return scored;
      // The quiz's own pass mark (decision 066), the same one the result page judges by.
      const [quiz] = await tx.select({ title: quizzes.title, passPercent: quizzes.passPercent }).from(quizzes).where(eq(quizzes.id, scored.quizId));
      if (percentOf(scored.score ?? 0, scored.total) >= (quiz?.passPercent ?? QUIZ_RULES.passPercent)) {
        await deps.certificates.issue(tx, {
          userId: scored.userId,
          context: 'quiz',
          subjectId: scored.quizId,
          title: quiz?.title ?? '',
          achievement: { kind: 'score', score: scored.score ?? 0, total: scored.total },
          achievedAt: scored.finishedAt!,
        });
      }
      return scored;
    });
    if (done) return done;
    const [again] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, a.id));
    return again!;
  }

  async function attemptsOf(userId: number, quizId: number) {
    const rows = await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId))).orderBy(asc(quizAttempts.id));
    return Promise.all(rows.map(finishIfLate));
  }

  /** A quiz's page: facts, the caller's best result, attempts left and the attempt running now. No questions. */
  async function get(user: Actor, id: number): Promise<QuizView> {
    await gate(user, 'read');
    const q = await quizRow(id);
    const attempts = await attemptsOf(user.id, id);
    const finished = attempts.filter((a) => a.finishedAt);
    const best = finished.reduce<AttemptRow | null>((b, a) => (!b || (a.score ?? 0) > (b.score ?? 0) ? a : b), null);
    const active = attempts.find((a) => !a.finishedAt) ?? null;
    return {
      ...summaryOf(q),
      myBest: best ? { score: best.score ?? 0, total: best.total, percent: percentOf(best.score ?? 0, best.total) } : null,
      attemptsUsed: attempts.length,
      attemptsLeft: Math.max(0, QUIZ_RULES.maxAttempts - attempts.length),
      maxAttempts: QUIZ_RULES.maxAttempts,
      active: active ? { id: active.id, deadlineAt: active.deadlineAt.toISOString(), remainingSeconds: remaining(active) } : null,
      lastFinishedAttemptId: finished.at(-1)?.id ?? null,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Attempts

  async function ownAttempt(userId: number, attemptId: number): Promise<AttemptRow> {
    const [a] = await db.select().from(quizAttempts).where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId))).limit(1);
    if (!a) throw AppError.of('not_found', 'quiz.error.attemptNotFound');
    return finishIfLate(a);
  }

  async function attemptView(a: AttemptRow): Promise<AttemptView> {
    const [quiz] = await db.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, a.quizId));
    // The questions stored with the attempt at its start (decision 066), in their order.
    const qs = await db
      .select({ id: quizQuestions.id, position: quizAttemptQuestions.position, prompt: quizQuestions.prompt, kind: quizQuestions.kind, options: quizQuestions.options, image: quizQuestions.imageUploadId, chosen: quizAnswers.chosen })
      .from(quizAttemptQuestions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.questionId))
      .leftJoin(quizAnswers, and(eq(quizAnswers.questionId, quizQuestions.id), eq(quizAnswers.attemptId, a.id)))
      .where(eq(quizAttemptQuestions.attemptId, a.id))
      .orderBy(asc(quizAttemptQuestions.position));
    return {
      id: a.id,
      quizId: a.quizId,
      quizTitle: quiz?.title ?? '',
      status: a.finishedAt ? 'finished' : 'active',
      startedAt: a.startedAt.toISOString(),
      deadlineAt: a.deadlineAt.toISOString(),
      remainingSeconds: a.finishedAt ? 0 : remaining(a),
      answered: qs.filter((q) => q.chosen).length,
      questions: qs.map((q) => ({
        id: q.id,
        position: q.position,
        prompt: q.prompt,
        kind: q.kind as 'single' | 'multiple',
        options: q.options,
        imageUrl: q.image && deps.uploads ? deps.uploads.signedUrl(q.image, IMAGE_URL_TTL) : null,
        chosen: q.chosen ?? [],
      })),
    };
  }

  /** Starts an attempt, or answers the active one (`created` false). */
  async function start(user: Actor, quizId: number): Promise<{ attempt: AttemptView; created: boolean }> {
    await gate(user, 'write');
    const q = await quizRow(quizId);
    if (Number(q.questionCount) === 0) throw AppError.of('business_rule', 'quiz.error.notFound');
    const attempts = await attemptsOf(user.id, quizId);
    const active = attempts.find((a) => !a.finishedAt);
    if (active) return { attempt: await attemptView(active), created: false };
    if (attempts.length >= QUIZ_RULES.maxAttempts) throw AppError.of('business_rule', 'quiz.error.noAttemptsLeft', { max: QUIZ_RULES.maxAttempts });
    const at = now();
    // The questions are drawn once, here, and stored with the attempt in the same transaction: a parallel start
    // waits on the active-attempt index until this commits, then reads this attempt with its questions.
    const made = await db.transaction(async (tx) => {
      const drawn = await drawQuestions(tx, { id: quizId, selection: q.selection, drawCount: q.drawCount, drawDifficulty: q.drawDifficulty, drawTag: q.drawTag });
      if (!drawn.length) throw AppError.of('business_rule', 'quiz.error.notFound');
      const [row] = await tx
        .insert(quizAttempts)
        .values({ quizId, userId: user.id, startedAt: at, deadlineAt: new Date(at.getTime() + q.timeLimitSeconds * 1000), total: drawn.length })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.insert(quizAttemptQuestions).values(drawn.map((questionId, i) => ({ attemptId: row.id, questionId, position: i + 1 })));
      return row;
    });
    if (made) return { attempt: await attemptView(made), created: true };
    // A parallel start won: answer with its attempt.
    const [winner] = await db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.finishedAt)));
    if (!winner) throw AppError.of('conflict', 'quiz.error.tryAgain');
    return { attempt: await attemptView(winner), created: false };
  }

  async function questions(user: Actor, attemptId: number): Promise<AttemptView> {
    return attemptView(await ownAttempt(user.id, attemptId));
  }

  async function submitAnswer(user: Actor, attemptId: number, input: SubmitAnswerInput) {
    await gate(user, 'write');
    const a = await ownAttempt(user.id, attemptId);
    if (a.finishedAt) throw AppError.of('business_rule', a.timedOut ? 'quiz.error.timeUp' : 'quiz.error.finished');
    // Only a question this attempt was given (decision 066).
    const [q] = await db
      .select({ id: quizQuestions.id, kind: quizQuestions.kind, options: quizQuestions.options, correct: quizQuestions.correct })
      .from(quizAttemptQuestions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.questionId))
      .where(and(eq(quizAttemptQuestions.attemptId, a.id), eq(quizAttemptQuestions.questionId, input.questionId)));
    if (!q) throw AppError.field('questionId', t('quiz.error.questionNotFound'));
    const chosen = [...new Set(input.options)].sort((x, y) => x - y);
    if (chosen.some((i) => i >= q.options.length)) throw AppError.field('options', t('quiz.rule.chooseOption'));
    if (q.kind === 'single' && chosen.length !== 1) throw AppError.field('options', t('quiz.rule.chooseOne'));
    const right = [...q.correct].sort((x, y) => x - y);
    const isCorrect = right.length === chosen.length && right.every((v, i) => v === chosen[i]);
    const at = now();
    // Stored only while the attempt is still running and before its deadline (checked in the same statement).
    const saved = await db.execute(sql`
      INSERT INTO ${quizAnswers} (attempt_id, question_id, chosen, is_correct, answered_at)
      SELECT ${a.id}, ${q.id}, ${JSON.stringify(chosen)}::jsonb, ${isCorrect}, ${at}
      WHERE EXISTS (SELECT 1 FROM ${quizAttempts} WHERE id = ${a.id} AND finished_at IS NULL AND deadline_at > ${at})
      ON CONFLICT (attempt_id, question_id) DO UPDATE SET chosen = excluded.chosen, is_correct = excluded.is_correct, answered_at = excluded.answered_at
      RETURNING attempt_id`);
    if (!(saved as unknown as { rows: unknown[] }).rows.length) throw AppError.of('business_rule', 'quiz.error.timeUp');
    const [n] = await db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.attemptId, a.id));
    return { answered: Number(n?.n ?? 0), total: a.total, remainingSeconds: remaining(a) };
  }

  async function submitResult(user: Actor, attemptId: number): Promise<ResultView> {
    await gate(user, 'write');
    const a = await ownAttempt(user.id, attemptId);
    return resultView(a.finishedAt ? a : await finish(a, false));
  }

  async function result(user: Actor, attemptId: number): Promise<ResultView> {
    const a = await ownAttempt(user.id, attemptId);
    if (!a.finishedAt) throw AppError.of('conflict', 'quiz.error.notFinished');
    return resultView(a);
  }

  async function resultView(a: AttemptRow): Promise<ResultView> {
    const view = await attemptView(a);
    const full = await db
      .select({ id: quizQuestions.id, correct: quizQuestions.correct, explanation: quizQuestions.explanation, references: quizQuestions.references })
      .from(quizAttemptQuestions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttemptQuestions.questionId))
      .where(eq(quizAttemptQuestions.attemptId, a.id));
    const [quiz] = await db.select({ passPercent: quizzes.passPercent }).from(quizzes).where(eq(quizzes.id, a.quizId));
    const passPercent = quiz?.passPercent ?? QUIZ_RULES.passPercent;
    const byId = new Map(full.map((f) => [f.id, f]));
    const [used] = await db.select({ n: count() }).from(quizAttempts).where(and(eq(quizAttempts.userId, a.userId), eq(quizAttempts.quizId, a.quizId)));
    const score = a.score ?? 0;
    return {
      attemptId: a.id,
      quizId: a.quizId,
      quizTitle: view.quizTitle,
      score,
      total: a.total,
      percent: percentOf(score, a.total),
      passed: percentOf(score, a.total) >= passPercent,
      passPercent,
      startedAt: a.startedAt.toISOString(),
      finishedAt: a.finishedAt!.toISOString(),
      timedOut: a.timedOut,
      attemptsLeft: Math.max(0, QUIZ_RULES.maxAttempts - Number(used?.n ?? 0)),
      questions: view.questions.map((q) => {
        const f = byId.get(q.id)!;
        const right = [...f.correct].sort((x, y) => x - y);
        return { ...q, correct: right, isCorrect: right.length === q.chosen.length && right.every((v, i) => v === q.chosen[i]), explanation: f.explanation, reference: f.references.join('; '), references: f.references };
      }),
    };
  }

  return { list, get, start, questions, submitAnswer, submitResult, result, gate };
}

const percentOf = (score: number, total: number) => (total > 0 ? Math.round((score * 100) / total) : 0);

export type QuizService = ReturnType<typeof createQuizService>;
