/**
 * Authoring quizzes in the back office (issue 23 part 3, decision 066): question banks, their questions, and quizzes
 * assembled from them (a fixed selection or a random draw made per attempt).
 *
 * What always holds: a question an attempt has been given is never rewritten. Editing it makes a new version (a new
 * row; the old one is kept, archived and pointing at its replacement, and fixed quizzes move to the new one); a
 * question no attempt has drawn is edited in place. The check and the write run under the question's row lock, and
 * a start takes a share lock on the questions it draws, so an edit and a draw never cross. Archived questions and
 * questions of archived banks are given to no new attempt; running and finished attempts keep theirs. Every write is
 * audited (role editor).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { quizPath } from '@nirog/shared/quiz';
import type { AdminQuizSummary, AdminQuizView, BankInput, BankQuestion, BankStatus, BankSummary, BankView, QuestionInput, QuizInput } from '@nirog/shared/schemas/quiz-author';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { attemptCount, questionCount } from './quiz.service.ts';
import { quizAttemptQuestions, quizBanks, quizDrawBanks, quizItems, quizQuestions, quizzes } from './quiz.tables.ts';

export interface QuizAuthorDeps {
  db: Db;
  uploads: Pick<UploadService, 'ownedStored' | 'signedUrl'>;
  now?: () => Date;
}

type QuestionRow = typeof quizQuestions.$inferSelect;
type BankRow = typeof quizBanks.$inferSelect;

const IMAGE_URL_TTL = 60 * 60;
const usedSql = sql<boolean>`EXISTS (SELECT 1 FROM ${quizAttemptQuestions} aq WHERE aq.question_id = ${quizQuestions}.id)`;
const currentQuestions = sql<number>`(SELECT count(*)::int FROM ${quizQuestions} qq WHERE qq.bank_id = ${quizBanks}.id AND qq.replaced_by_id IS NULL AND qq.archived_at IS NULL)`;

export function createQuizAuthorService(deps: QuizAuthorDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  // -------------------------------------------------------------------------------------------------------------
  // Banks

  const bankOf = (b: BankRow & { questionCount: number }): BankSummary => ({
    id: b.id,
    title: b.title,
    description: b.description,
    archived: b.archivedAt !== null,
    questionCount: Number(b.questionCount),
    updatedAt: b.updatedAt.toISOString(),
  });

  async function listBanks(status: BankStatus): Promise<{ items: BankSummary[] }> {
    const where = status === 'active' ? isNull(quizBanks.archivedAt) : status === 'archived' ? isNotNull(quizBanks.archivedAt) : undefined;
    const rows = await db.select({ ...bankColumns(), questionCount: currentQuestions }).from(quizBanks).where(where).orderBy(desc(quizBanks.updatedAt), desc(quizBanks.id));
    return { items: rows.map(bankOf) };
  }

  function bankColumns() {
    const { id, title, description, archivedAt, createdBy, createdAt, updatedAt } = quizBanks;
    return { id, title, description, archivedAt, createdBy, createdAt, updatedAt };
  }

  async function bankRow(tx: DbOrTx, id: number) {
    const [b] = await tx.select({ ...bankColumns(), questionCount: currentQuestions }).from(quizBanks).where(eq(quizBanks.id, id)).limit(1);
    if (!b) throw AppError.of('not_found', 'quizAuthor.error.bankNotFound');
    return b;
  }

  async function createBank(actorId: number, input: BankInput): Promise<BankSummary> {
    return db.transaction(async (tx) => {
      const [b] = await tx.insert(quizBanks).values({ title: input.title, description: input.description, createdBy: actorId, createdAt: now(), updatedAt: now() }).returning();
      await recordAudit(tx, { actorId, entity: 'quiz_bank', entityId: b!.id, action: 'create', after: input });
      return bankOf({ ...b!, questionCount: 0 });
    });
  }

  async function getBank(id: number): Promise<BankView> {
    const b = await bankRow(db, id);
    const rows = await db
      .select({ q: quizQuestions, used: usedSql })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.bankId, id), isNull(quizQuestions.replacedById)))
      .orderBy(asc(quizQuestions.archivedAt), asc(quizQuestions.id));
    const questions = rows.map((r) => questionOf(r.q, Boolean(r.used)));
    return { ...bankOf(b), questions, tags: [...new Set(questions.flatMap((q) => q.tags))].sort() };
  }

  async function updateBank(actorId: number, id: number, input: BankInput): Promise<BankSummary> {
    return db.transaction(async (tx) => {
      const before = await bankRow(tx, id);
      const [b] = await tx.update(quizBanks).set({ title: input.title, description: input.description, updatedAt: now() }).where(eq(quizBanks.id, id)).returning();
      await recordAudit(tx, { actorId, entity: 'quiz_bank', entityId: id, action: 'update', before: { title: before.title, description: before.description }, after: input });
      return bankOf({ ...b!, questionCount: before.questionCount });
    });
  }

  async function archiveBank(actorId: number, id: number, archived: boolean): Promise<BankSummary> {
    return db.transaction(async (tx) => {
      const before = await bankRow(tx, id);
      if ((before.archivedAt !== null) === archived) return bankOf(before);
      const [b] = await tx.update(quizBanks).set({ archivedAt: archived ? now() : null, updatedAt: now() }).where(eq(quizBanks.id, id)).returning();
      await recordAudit(tx, { actorId, entity: 'quiz_bank', entityId: id, action: archived ? 'archive' : 'restore', before: { archived: !archived }, after: { archived } });
      return bankOf({ ...b!, questionCount: before.questionCount });
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Questions

  function questionOf(q: QuestionRow, used: boolean): BankQuestion {
    return {
      id: q.id,
      bankId: q.bankId,
      kind: q.kind as BankQuestion['kind'],
      prompt: q.prompt,
      options: q.options,
      correct: q.correct,
      explanation: q.explanation,
      references: q.references,
      difficulty: q.difficulty,
      tags: q.tags,
      imageUploadId: q.imageUploadId,
      imageUrl: q.imageUploadId ? deps.uploads.signedUrl(q.imageUploadId, IMAGE_URL_TTL) : null,
      version: q.version,
      archived: q.archivedAt !== null,
      used,
      replacedById: q.replacedById,
    };
  }

  const contentOf = (input: QuestionInput, image: string | null) => ({
    kind: input.kind,
    prompt: input.prompt,
    options: input.options,
    correct: input.correct,
    explanation: input.explanation,
    references: input.references,
    difficulty: input.difficulty,
    tags: input.tags,
    imageUploadId: image,
  });

  /** The picture a save leaves: absent keeps the current one, null removes it, another id must be the caller's stored upload. */
  async function imageFor(actorId: number, input: QuestionInput, current: string | null): Promise<string | null> {
    if (input.imageUploadId === undefined || input.imageUploadId === current) return current;
    if (input.imageUploadId === null) return null;
    const up = await deps.uploads.ownedStored(actorId, input.imageUploadId, 'quiz_image').catch(() => {
      throw AppError.field('imageUploadId', t('quizAuthor.rule.image'));
    });
    return up.id;
  }

  async function addQuestion(actorId: number, bankId: number, input: QuestionInput) {
    const bank = await bankRow(db, bankId);
    if (bank.archivedAt) throw AppError.of('business_rule', 'quizAuthor.error.bankArchived');
    const image = await imageFor(actorId, input, null);
    return db.transaction(async (tx) => {
      const [q] = await tx.insert(quizQuestions).values({ bankId, ...contentOf(input, image), createdAt: now() }).returning();
      await tx.update(quizBanks).set({ updatedAt: now() }).where(eq(quizBanks.id, bankId));
      await recordAudit(tx, { actorId, entity: 'quiz_question', entityId: q!.id, action: 'create', after: contentOf(input, image) });
      return { ...questionOf(q!, false), versioned: false };
    });
  }

  async function questionRow(tx: DbOrTx, id: number, lock = false) {
    const query = tx.select({ q: quizQuestions, bankArchived: quizBanks.archivedAt }).from(quizQuestions).innerJoin(quizBanks, eq(quizBanks.id, quizQuestions.bankId)).where(eq(quizQuestions.id, id));
    const [row] = lock ? await query.for('update', { of: quizQuestions }) : await query;
    if (!row) throw AppError.of('not_found', 'quizAuthor.error.questionNotFound');
    return row;
  }

  async function getQuestion(id: number): Promise<BankQuestion> {
    const [row] = await db.select({ q: quizQuestions, used: usedSql }).from(quizQuestions).where(eq(quizQuestions.id, id));
    if (!row) throw AppError.of('not_found', 'quizAuthor.error.questionNotFound');
    return questionOf(row.q, Boolean(row.used));
  }

  /**
   * Saves a question: in place while no attempt has drawn it; otherwise as a new version, the old row kept (archived,
   * `replaced_by_id` set) for the attempts that used it and fixed quizzes moved to the new one.
   */
  async function updateQuestion(actorId: number, id: number, input: QuestionInput) {
    const first = await questionRow(db, id);
    const image = await imageFor(actorId, input, first.q.imageUploadId);
    return db.transaction(async (tx) => {
      // The row lock orders this edit with any start drawing the question (it takes a share lock): the check below
      // sees every attempt that drew it before.
      const { q: old, bankArchived } = await questionRow(tx, id, true);
      if (old.replacedById) throw AppError.of('conflict', 'quizAuthor.error.replaced');
      if (bankArchived) throw AppError.of('business_rule', 'quizAuthor.error.bankArchived');
      const [used] = await tx.select({ id: quizAttemptQuestions.attemptId }).from(quizAttemptQuestions).where(eq(quizAttemptQuestions.questionId, id)).limit(1);
      const content = contentOf(input, image);
      const before = contentOf(old as unknown as QuestionInput, old.imageUploadId);
      if (!used) {
        const [saved] = await tx.update(quizQuestions).set(content).where(eq(quizQuestions.id, id)).returning();
        await recordAudit(tx, { actorId, entity: 'quiz_question', entityId: id, action: 'update', before, after: content });
        return { ...questionOf(saved!, false), versioned: false };
      }
      const [made] = await tx
        .insert(quizQuestions)
        .values({ bankId: old.bankId, ...content, version: old.version + 1, previousId: old.id, archivedAt: old.archivedAt, createdAt: now() })
        .returning();
      await tx.update(quizQuestions).set({ replacedById: made!.id, archivedAt: old.archivedAt ?? now() }).where(eq(quizQuestions.id, id));
      await tx.update(quizItems).set({ questionId: made!.id }).where(eq(quizItems.questionId, id));
      await tx.update(quizBanks).set({ updatedAt: now() }).where(eq(quizBanks.id, old.bankId));
      await recordAudit(tx, { actorId, entity: 'quiz_question', entityId: made!.id, action: 'new_version', before: { id: old.id, version: old.version, ...before }, after: { version: made!.version, ...content } });
      return { ...questionOf(made!, false), versioned: true };
    });
  }

  async function archiveQuestion(actorId: number, id: number, archived: boolean): Promise<BankQuestion> {
    return db.transaction(async (tx) => {
      const { q, bankArchived } = await questionRow(tx, id, true);
      if (q.replacedById) throw AppError.of('conflict', 'quizAuthor.error.replaced');
      if (bankArchived) throw AppError.of('business_rule', 'quizAuthor.error.bankArchived');
      let row = q;
      if ((q.archivedAt !== null) !== archived) {
        [row] = (await tx.update(quizQuestions).set({ archivedAt: archived ? now() : null }).where(eq(quizQuestions.id, id)).returning()) as [QuestionRow];
        await recordAudit(tx, { actorId, entity: 'quiz_question', entityId: id, action: archived ? 'archive' : 'restore', before: { archived: !archived }, after: { archived } });
      }
      const [used] = await tx.select({ id: quizAttemptQuestions.attemptId }).from(quizAttemptQuestions).where(eq(quizAttemptQuestions.questionId, id)).limit(1);
      return questionOf(row, Boolean(used));
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Quizzes

  const summaryColumns = {
    id: quizzes.id,
    title: quizzes.title,
    topic: quizzes.topic,
    description: quizzes.description,
    difficulty: quizzes.difficulty,
    published: quizzes.published,
    selection: quizzes.selection,
    timeLimitSeconds: quizzes.timeLimitSeconds,
    passPercent: quizzes.passPercent,
    drawCount: quizzes.drawCount,
    drawDifficulty: quizzes.drawDifficulty,
    drawTag: quizzes.drawTag,
    createdAt: quizzes.createdAt,
    questionCount,
    attempts: attemptCount,
  };
  type QuizRow = { [K in keyof typeof summaryColumns]: K extends 'questionCount' | 'attempts' ? number : (typeof quizzes.$inferSelect)[K & keyof typeof quizzes.$inferSelect] };

  const summaryOf = (r: QuizRow): AdminQuizSummary => ({
    id: r.id,
    title: r.title,
    topic: r.topic,
    difficulty: r.difficulty,
    published: r.published,
    selection: r.selection as AdminQuizSummary['selection'],
    questionCount: Number(r.questionCount),
    attempts: Number(r.attempts),
    path: quizPath(r.id),
    createdAt: r.createdAt.toISOString(),
  });

  async function listQuizzes(): Promise<{ items: AdminQuizSummary[] }> {
    const rows = await db.select(summaryColumns).from(quizzes).orderBy(desc(quizzes.createdAt), desc(quizzes.id));
    return { items: rows.map((r) => summaryOf(r as QuizRow)) };
  }

  async function getQuiz(id: number, tx: DbOrTx = db): Promise<AdminQuizView> {
    const [r] = await tx.select(summaryColumns).from(quizzes).where(eq(quizzes.id, id)).limit(1);
    if (!r) throw AppError.of('not_found', 'quizAuthor.error.quizNotFound');
    const [items, banks] = await Promise.all([
      tx.select({ id: quizItems.questionId }).from(quizItems).where(eq(quizItems.quizId, id)).orderBy(asc(quizItems.position)),
      tx.select({ id: quizDrawBanks.bankId }).from(quizDrawBanks).where(eq(quizDrawBanks.quizId, id)).orderBy(asc(quizDrawBanks.bankId)),
    ]);
    const row = r as QuizRow;
    return {
      ...summaryOf(row),
      description: row.description,
      timeLimitMinutes: Math.round(row.timeLimitSeconds / 60),
      passPercent: row.passPercent,
      questionIds: items.map((i) => i.id),
      bankIds: banks.map((b) => b.id),
      drawCount: row.drawCount,
      drawDifficulty: row.drawDifficulty,
      drawTag: row.drawTag,
    };
  }

  /** The selection must name only current, unarchived questions of unarchived banks, or banks that offer enough. */
  async function checkSelection(tx: DbOrTx, sel: QuizInput['selection']) {
    if (sel.mode === 'fixed') {
      const ok = await tx
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .innerJoin(quizBanks, eq(quizBanks.id, quizQuestions.bankId))
        .where(and(inArray(quizQuestions.id, sel.questionIds), isNull(quizQuestions.archivedAt), isNull(quizQuestions.replacedById), isNull(quizBanks.archivedAt)));
      if (ok.length !== sel.questionIds.length) throw AppError.field('questionIds', t('quizAuthor.rule.questionUnavailable'));
      return;
    }
    const banks = await tx.select({ id: quizBanks.id }).from(quizBanks).where(and(inArray(quizBanks.id, sel.bankIds), isNull(quizBanks.archivedAt)));
    if (banks.length !== sel.bankIds.length) throw AppError.field('bankIds', t('quizAuthor.rule.bankUnavailable'));
    const [pool] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(quizQuestions)
      .where(
        and(
          inArray(quizQuestions.bankId, sel.bankIds),
          isNull(quizQuestions.archivedAt),
          sel.difficulty ? eq(quizQuestions.difficulty, sel.difficulty) : undefined,
          sel.tag ? sql`${quizQuestions.tags} @> jsonb_build_array(${sel.tag}::text)` : undefined,
        ),
      );
    const available = Number(pool?.n ?? 0);
    if (available < sel.count) throw AppError.field('count', t('quizAuthor.rule.drawTooFew', { available }));
  }

  const quizValues = (input: QuizInput) => ({
    title: input.title,
    topic: input.topic,
    description: input.description,
    difficulty: input.difficulty,
    timeLimitSeconds: input.timeLimitMinutes * 60,
    passPercent: input.passPercent,
    selection: input.selection.mode,
    drawCount: input.selection.mode === 'random' ? input.selection.count : null,
    drawDifficulty: input.selection.mode === 'random' ? input.selection.difficulty : null,
    drawTag: input.selection.mode === 'random' ? input.selection.tag : null,
  });

  async function writeSelection(tx: DbOrTx, quizId: number, sel: QuizInput['selection']) {
    await tx.delete(quizItems).where(eq(quizItems.quizId, quizId));
    await tx.delete(quizDrawBanks).where(eq(quizDrawBanks.quizId, quizId));
    if (sel.mode === 'fixed') await tx.insert(quizItems).values(sel.questionIds.map((questionId, i) => ({ quizId, questionId, position: i + 1 })));
    else await tx.insert(quizDrawBanks).values(sel.bankIds.map((bankId) => ({ quizId, bankId })));
  }

  const auditView = (q: AdminQuizView) => {
    const { attempts: _a, path: _p, createdAt: _c, questionCount: _n, ...rest } = q;
    return rest;
  };

  async function createQuiz(actorId: number, input: QuizInput): Promise<AdminQuizView> {
    return db.transaction(async (tx) => {
      await checkSelection(tx, input.selection);
      const [made] = await tx.insert(quizzes).values({ ...quizValues(input), published: false, createdAt: now() }).returning({ id: quizzes.id });
      await writeSelection(tx, made!.id, input.selection);
      const view = await getQuiz(made!.id, tx);
      await recordAudit(tx, { actorId, entity: 'quiz', entityId: made!.id, action: 'create', after: auditView(view) });
      return view;
    });
  }

  /** Edits a quiz: attempts already started keep the questions and deadline they were given. */
  async function updateQuiz(actorId: number, id: number, input: QuizInput): Promise<AdminQuizView> {
    return db.transaction(async (tx) => {
      const before = await getQuiz(id, tx);
      await checkSelection(tx, input.selection);
      await tx.update(quizzes).set(quizValues(input)).where(eq(quizzes.id, id));
      await writeSelection(tx, id, input.selection);
      const after = await getQuiz(id, tx);
      if (after.published && after.questionCount === 0) throw AppError.of('business_rule', 'quizAuthor.error.nothingToPublish');
      await recordAudit(tx, { actorId, entity: 'quiz', entityId: id, action: 'update', before: auditView(before), after: auditView(after) });
      return after;
    });
  }

  async function publish(actorId: number, id: number, published: boolean): Promise<AdminQuizView> {
    return db.transaction(async (tx) => {
      const before = await getQuiz(id, tx);
      if (published && before.questionCount === 0) throw AppError.of('business_rule', 'quizAuthor.error.nothingToPublish');
      if (before.published === published) return before;
      await tx.update(quizzes).set({ published }).where(eq(quizzes.id, id));
      await recordAudit(tx, { actorId, entity: 'quiz', entityId: id, action: published ? 'publish' : 'unpublish', before: { published: !published }, after: { published } });
      return { ...before, published };
    });
  }

  return { listBanks, createBank, getBank, updateBank, archiveBank, addQuestion, getQuestion, updateQuestion, archiveQuestion, listQuizzes, getQuiz: (id: number) => getQuiz(id), createQuiz, updateQuiz, publish };
}

export type QuizAuthorService = ReturnType<typeof createQuizAuthorService>;
