/**
 * Authoring quizzes in the back office (issue 23 part 3, decision 066). Role `editor` (the content role; admin passes
 * every role); anyone else 403.
 *
 *   GET    /v1/admin/quiz-banks                  Banks (status active | archived | all) with their question counts.
 *   POST   /v1/admin/quiz-banks                  Create a bank { title, description }.
 *   GET    /v1/admin/quiz-banks/:id              A bank with its current questions (archived ones flagged).
 *   PUT    /v1/admin/quiz-banks/:id              Rename or describe it.
 *   POST   /v1/admin/quiz-banks/:id/archive      { archived }: an archived bank gives no question to a new attempt.
 *   POST   /v1/admin/quiz-banks/:id/questions    Add a question (201).
 *   GET    /v1/admin/quiz-questions/:id          One question.
 *   PUT    /v1/admin/quiz-questions/:id          Edit: in place while no attempt has drawn it, otherwise a new
 *                                                version (the old one is kept for the attempts that used it).
 *   POST   /v1/admin/quiz-questions/:id/archive  { archived }.
 *   GET    /v1/admin/quizzes                     Every quiz, published or not.
 *   POST   /v1/admin/quizzes                     Create a quiz (unpublished) from banks: fixed or random draw (201).
 *   GET    /v1/admin/quizzes/:id                 One quiz with its selection.
 *   PUT    /v1/admin/quizzes/:id                 Edit it; running attempts keep their questions and deadline.
 *   POST   /v1/admin/quizzes/:id/publish         { published }: publishing needs at least one question to give.
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime } from './envelope.ts';
import { entityId, wholeNumber } from './fields.ts';
import { QUESTION_KINDS } from '../quiz.ts';
import { AUTHOR_RULES as R, BANK_STATUSES, QUIZ_SELECTIONS, TAG_RE, normaliseTag } from '../quiz-author.ts';

export * from '../quiz-author.ts';

const text = (min: number, max: number, key: Parameters<typeof t>[0]) =>
  z.string({ error: () => t(key) }).trim().min(min, { error: () => t(key) }).max(max, { error: () => t(key) });
const difficulty = wholeNumber(1, 3, 'quizAuthor.rule.difficulty');

export const bankListQuery = z.object({ status: z.enum(BANK_STATUSES).default('active') });
export const bankBody = z.strictObject({
  title: text(R.bankTitleMin, R.bankTitleMax, 'quizAuthor.rule.bankTitle'),
  description: z.string({ error: () => t('quizAuthor.rule.bankDescription') }).trim().max(R.bankDescriptionMax, { error: () => t('quizAuthor.rule.bankDescription') }).default(''),
});
export type BankInput = z.output<typeof bankBody>;
export const archiveBody = z.strictObject({ archived: z.boolean() });
export const publishBody = z.strictObject({ published: z.boolean() });

export const questionBody = z
  .strictObject({
    kind: z.enum(QUESTION_KINDS, { error: () => t('quizAuthor.rule.kind') }),
    prompt: text(R.promptMin, R.promptMax, 'quizAuthor.rule.prompt'),
    options: z.array(text(1, R.optionMax, 'quizAuthor.rule.options'), { error: () => t('quizAuthor.rule.options') }).min(R.optionsMin, { error: () => t('quizAuthor.rule.options') }).max(R.optionsMax, { error: () => t('quizAuthor.rule.options') }),
    correct: z.array(z.number().int().min(0), { error: () => t('quizAuthor.rule.correct') }).min(1, { error: () => t('quizAuthor.rule.correct') }).max(R.optionsMax, { error: () => t('quizAuthor.rule.correct') }),
    explanation: text(R.explanationMin, R.explanationMax, 'quizAuthor.rule.explanation'),
    references: z.array(text(R.referenceMin, R.referenceMax, 'quizAuthor.rule.references'), { error: () => t('quizAuthor.rule.references') }).max(R.referencesMax, { error: () => t('quizAuthor.rule.references') }).default([]),
    difficulty,
    tags: z
      .array(z.string().transform(normaliseTag).pipe(z.string().min(R.tagMin).max(R.tagMax).regex(TAG_RE)), { error: () => t('quizAuthor.rule.tags') })
      .max(R.tagsMax, { error: () => t('quizAuthor.rule.tags') })
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** A stored upload (purpose quiz_image) of the caller; null removes the picture; absent keeps it. */
    imageUploadId: z.uuid({ error: () => t('quizAuthor.rule.image') }).nullable().optional(),
  })
  .superRefine((q, ctx) => {
    const correct = [...new Set(q.correct)];
    if (correct.some((i) => i >= q.options.length)) ctx.addIssue({ code: 'custom', path: ['correct'], message: t('quizAuthor.rule.correctRange') });
    else if (q.kind === 'single' && correct.length !== 1) ctx.addIssue({ code: 'custom', path: ['correct'], message: t('quizAuthor.rule.correctOne') });
    if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: t('quizAuthor.rule.optionsDistinct') });
  })
  .transform((q) => ({ ...q, correct: [...new Set(q.correct)].sort((a, b) => a - b) }));
export type QuestionInput = z.output<typeof questionBody>;

const idList = (max: number, key: Parameters<typeof t>[0]) =>
  z.array(entityId, { error: () => t(key) }).min(1, { error: () => t(key) }).max(max, { error: () => t(key) }).transform((ids) => [...new Set(ids)]);

export const quizBody = z.strictObject({
  title: text(R.quizTitleMin, R.quizTitleMax, 'quizAuthor.rule.title'),
  topic: text(R.topicMin, R.topicMax, 'quizAuthor.rule.topic'),
  description: text(R.quizDescriptionMin, R.quizDescriptionMax, 'quizAuthor.rule.description'),
  difficulty,
  timeLimitMinutes: wholeNumber(R.minutesMin, R.minutesMax, 'quizAuthor.rule.timeLimit'),
  passPercent: wholeNumber(R.passPercentMin, R.passPercentMax, 'quizAuthor.rule.passPercent'),
  selection: z.discriminatedUnion(
    'mode',
    [
      z.strictObject({ mode: z.literal('fixed'), questionIds: idList(R.questionsMax, 'quizAuthor.rule.questions') }),
      z.strictObject({
        mode: z.literal('random'),
        bankIds: idList(R.banksMax, 'quizAuthor.rule.banks'),
        count: wholeNumber(1, R.drawMax, 'quizAuthor.rule.drawCount'),
        difficulty: difficulty.nullable().default(null),
        tag: z.string().transform(normaliseTag).pipe(z.string().max(R.tagMax, { error: () => t('quizAuthor.rule.tags') })).nullable().default(null).transform((v) => v || null),
      }),
    ],
    { error: () => t('quizAuthor.rule.selection') },
  ),
});
export type QuizInput = z.output<typeof quizBody>;

export const bankSummary = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  archived: z.boolean(),
  questionCount: int,
  updatedAt: isoDateTime,
});
export type BankSummary = z.output<typeof bankSummary>;

export const bankQuestion = z.object({
  id: int,
  bankId: int,
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.array(int),
  explanation: z.string(),
  references: z.array(z.string()),
  difficulty: int,
  tags: z.array(z.string()),
  imageUploadId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  version: int,
  archived: z.boolean(),
  /** Drawn into an attempt already: an edit makes a new version. */
  used: z.boolean(),
  /** Set on an old version: the question that replaced it. */
  replacedById: int.nullable(),
});
export type BankQuestion = z.output<typeof bankQuestion>;
export const bankView = bankSummary.extend({ questions: z.array(bankQuestion), tags: z.array(z.string()) });
export type BankView = z.output<typeof bankView>;
export const questionSaved = bankQuestion.extend({ versioned: z.boolean() });

export const adminQuizSummary = z.object({
  id: int,
  title: z.string(),
  topic: z.string(),
  difficulty: int,
  published: z.boolean(),
  selection: z.enum(QUIZ_SELECTIONS),
  questionCount: int,
  attempts: int,
  path: z.string(),
  createdAt: isoDateTime,
});
export type AdminQuizSummary = z.output<typeof adminQuizSummary>;
export const adminQuizView = adminQuizSummary.extend({
  description: z.string(),
  timeLimitMinutes: int,
  passPercent: int,
  questionIds: z.array(int),
  bankIds: z.array(int),
  drawCount: int.nullable(),
  drawDifficulty: int.nullable(),
  drawTag: z.string().nullable(),
});
export type AdminQuizView = z.output<typeof adminQuizView>;

export const QUIZ_AUTHOR_ROUTES = {
  'GET /v1/admin/quiz-banks': z.object({ items: z.array(bankSummary) }),
  'POST /v1/admin/quiz-banks': bankSummary,
  'GET /v1/admin/quiz-banks/:id': bankView,
  'PUT /v1/admin/quiz-banks/:id': bankSummary,
  'POST /v1/admin/quiz-banks/:id/archive': bankSummary,
  'POST /v1/admin/quiz-banks/:id/questions': questionSaved,
  'GET /v1/admin/quiz-questions/:id': bankQuestion,
  'PUT /v1/admin/quiz-questions/:id': questionSaved,
  'POST /v1/admin/quiz-questions/:id/archive': bankQuestion,
  'GET /v1/admin/quizzes': z.object({ items: z.array(adminQuizSummary) }),
  'POST /v1/admin/quizzes': adminQuizView,
  'GET /v1/admin/quizzes/:id': adminQuizView,
  'PUT /v1/admin/quizzes/:id': adminQuizView,
  'POST /v1/admin/quizzes/:id/publish': adminQuizView,
} as const;
