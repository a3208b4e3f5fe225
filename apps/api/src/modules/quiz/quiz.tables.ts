import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_created_idx').on(t.createdAt),
    check('quizzes_difficulty_ck', sql`difficulty BETWEEN 1 AND 3`),
    check('quizzes_time_ck', sql`time_limit_seconds BETWEEN 30 AND 10800`),
  ],
);

/**
 * A question of a quiz: 2-6 options, `correct` the indexes of the right ones (one for single choice, one or more
 * for multiple). `correct`, `explanation` and `reference` leave the server only in a finished attempt's result.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull(),
    reference: varchar('reference', { length: 200 }).notNull(),
  },
  (t) => [
    uniqueIndex('quiz_questions_position_uq').on(t.quizId, t.position),
    check('quiz_questions_kind_ck', sql`kind IN ('single', 'multiple')`),
    check('quiz_questions_options_ck', sql`jsonb_array_length(options) BETWEEN 2 AND 6`),
    check('quiz_questions_correct_ck', sql`jsonb_array_length(correct) >= 1 AND (kind = 'multiple' OR jsonb_array_length(correct) = 1)`),
  ],
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
