import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { uploads } from '../profile/profile.tables.ts';

/**
 * Question banks (issue 23 part 3, decision 066): the back office's collections of questions that quizzes are
 * assembled from. An archived bank is kept (its questions stay in past attempts) but no new attempt draws from it.
 */
export const quizBanks = pgTable('quiz_banks', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quizzes (issue 23 part 1, decision 063).
 *
 * A quiz has a time limit (30 s to 3 h) and a difficulty 1 (easy) to 3 (hard); only published quizzes are listed,
 * opened or attempted.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 160 }).notNull(),
    topic: varchar('topic', { length: 80 }).notNull(),
    description: text('description').notNull(),
    difficulty: smallint('difficulty').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    published: boolean('published').notNull().default(true),
    /** Score (percent) that counts as passed. */
    passPercent: smallint('pass_percent').notNull().default(60),
    /** fixed: the questions of `quiz_items` in their order; random: `draw_count` drawn per attempt from `quiz_draw_banks`. */
    selection: varchar('selection', { length: 8 }).notNull().default('fixed'),
    drawCount: smallint('draw_count'),
    /** Optional filters of a random draw. */
    drawDifficulty: smallint('draw_difficulty'),
    drawTag: varchar('draw_tag', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_created_idx').on(t.createdAt),
    check('quizzes_difficulty_ck', sql`difficulty BETWEEN 1 AND 3`),
    check('quizzes_time_ck', sql`time_limit_seconds BETWEEN 30 AND 10800`),
    check('quizzes_pass_ck', sql`pass_percent BETWEEN 1 AND 100`),
    check('quizzes_selection_ck', sql`selection IN ('fixed', 'random') AND (selection = 'fixed' OR draw_count BETWEEN 1 AND 100)`),
  ],
);

/**
 * A question of a bank: 2-6 options, `correct` the indexes of the right ones (one for single choice, one or more
 * for multiple). `correct`, `explanation` and `references` leave the server only in a finished attempt's result.
 *
 * A question drawn into an attempt is never rewritten (decision 066): an edit then makes a new version (a new row
 * with `previous_id`), the old row gets `replaced_by_id` and `archived_at`, and fixed quizzes move to the new one.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => quizBanks.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull(),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    difficulty: smallint('difficulty').notNull().default(2),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUploadId: uuid('image_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    version: smallint('version').notNull().default(1),
    previousId: integer('previous_id').references((): AnyPgColumn => quizQuestions.id, { onDelete: 'set null' }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => quizQuestions.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_questions_bank_idx').on(t.bankId),
    check('quiz_questions_kind_ck', sql`kind IN ('single', 'multiple')`),
    check('quiz_questions_options_ck', sql`jsonb_array_length(options) BETWEEN 2 AND 6`),
    check('quiz_questions_correct_ck', sql`jsonb_array_length(correct) >= 1 AND (kind = 'multiple' OR jsonb_array_length(correct) = 1)`),
    check('quiz_questions_difficulty_ck', sql`difficulty BETWEEN 1 AND 3`),
  ],
);

/** A fixed quiz's questions, in order. */
export const quizItems = pgTable(
  'quiz_items',
  {
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.position] }), uniqueIndex('quiz_items_question_uq').on(t.quizId, t.questionId), index('quiz_items_question_idx').on(t.questionId)],
);

/** The banks a random quiz draws from. */
export const quizDrawBanks = pgTable(
  'quiz_draw_banks',
  {
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id')
      .notNull()
      .references(() => quizBanks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.bankId] })],
);

/**
 * One person's attempt at a quiz. At most one active (unfinished) attempt per person and quiz: the partial unique
 * index decides between parallel starts. `deadline_at` is fixed at the start (start + time limit), so a reload or a
 * second tab sees the same remaining time. `score` is set exactly when the attempt is finished, by the server.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    timedOut: boolean('timed_out').notNull().default(false),
    score: smallint('score'),
    total: smallint('total').notNull(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_active_uq').on(t.quizId, t.userId).where(sql`finished_at IS NULL`),
    index('quiz_attempts_user_idx').on(t.userId, t.quizId),
    check('quiz_attempts_deadline_ck', sql`deadline_at > started_at`),
    check('quiz_attempts_finished_ck', sql`(finished_at IS NULL) = (score IS NULL)`),
    check('quiz_attempts_score_ck', sql`score IS NULL OR (score BETWEEN 0 AND total)`),
  ],
);

/**
 * The questions an attempt was given, in order: written with the attempt at its start (a random draw is made once),
 * so a reload or a second tab sees the same questions and scoring judges exactly these.
 */
export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] }), uniqueIndex('quiz_attempt_questions_uq').on(t.attemptId, t.questionId), index('quiz_attempt_questions_question_idx').on(t.questionId)],
);

/** An attempt's answer to one question: one row per question (parallel answers to it count once); `is_correct` judged by the server. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    chosen: jsonb('chosen').$type<number[]>().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
