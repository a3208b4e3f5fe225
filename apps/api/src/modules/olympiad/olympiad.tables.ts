import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * The olympiad (issue 23 part 2, decision 065).
 *
 * An edition runs from `starts_at` to `ends_at` (instants; scheduled in India time by the back office). `demo_key`
 * names a demo edition so the seed finds it again (and moves the live demo edition to run around the seeding day).
 */
export const olympiads = pgTable(
  'olympiads',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    demoKey: varchar('demo_key', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('olympiads_demo_key_uq').on(t.demoKey), index('olympiads_window_idx').on(t.startsAt, t.endsAt), check('olympiads_window_ck', sql`ends_at > starts_at`)],
);

/** A day of an edition: its questions are released at `opens_at` and may be answered until `closes_at`. */
export const olympiadDays = pgTable(
  'olympiad_days',
  {
    id: serial('id').primaryKey(),
    olympiadId: integer('olympiad_id')
      .notNull()
      .references(() => olympiads.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('olympiad_days_number_uq').on(t.olympiadId, t.dayNumber), check('olympiad_days_window_ck', sql`closes_at > opens_at`)],
);

/**
 * A question of a day: 2-6 options, `correct` the indexes of the right ones. `correct`, `explanation` and `reference`
 * leave the server only once the question's day has closed.
 */
export const olympiadQuestions = pgTable(
  'olympiad_questions',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => olympiadDays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull(),
    reference: varchar('reference', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('olympiad_questions_position_uq').on(t.dayId, t.position),
    check('olympiad_questions_kind_ck', sql`kind IN ('single', 'multiple')`),
    check('olympiad_questions_options_ck', sql`jsonb_array_length(options) BETWEEN 2 AND 6`),
    check('olympiad_questions_correct_ck', sql`jsonb_array_length(correct) >= 1 AND (kind = 'multiple' OR jsonb_array_length(correct) = 1)`),
  ],
);

/**
 * A registration (spec section 3: olympiad participant, name and mobile number), one per person and edition. The
 * totals (`score`, `answered`, `time_taken_ms`) are the materialised all-time leaderboard: they change only in the
 * transaction that records an answer, so the partial index below serves the board in order without adding up answers.
 */
export const olympiadParticipants = pgTable(
  'olympiad_participants',
  {
    id: serial('id').primaryKey(),
    olympiadId: integer('olympiad_id')
      .notNull()
      .references(() => olympiads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    score: integer('score').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    timeTakenMs: integer('time_taken_ms').notNull().default(0),
  },
  (t) => [
    uniqueIndex('olympiad_participants_user_uq').on(t.olympiadId, t.userId),
    index('olympiad_participants_board_idx').on(t.olympiadId, t.score.desc(), t.timeTakenMs, t.id).where(sql`answered > 0`),
    check('olympiad_participants_totals_ck', sql`score >= 0 AND answered >= score AND time_taken_ms >= 0`),
  ],
);

/**
 * One row per participant and question: `served_at` is when the server first showed the question to them (the
 * server's clock starts there), the answer fields are set once (a conditional UPDATE on `answered_at IS NULL`, so
 * parallel answers count once) and `time_taken_ms` is the server's answered_at - served_at, capped.
 */
export const olympiadAnswers = pgTable(
  'olympiad_answers',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => olympiadParticipants.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => olympiadQuestions.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => olympiadDays.id, { onDelete: 'cascade' }),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    chosen: jsonb('chosen').$type<number[]>(),
    isCorrect: boolean('is_correct'),
    timeTakenMs: integer('time_taken_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.questionId] }),
    index('olympiad_answers_question_idx').on(t.questionId),
    check('olympiad_answers_once_ck', sql`(answered_at IS NULL) = (chosen IS NULL) AND (answered_at IS NULL) = (is_correct IS NULL) AND (answered_at IS NULL) = (time_taken_ms IS NULL)`),
  ],
);

/** A participant's totals for one day: the materialised today leaderboard and the top performers, kept like the totals. */
export const olympiadDayScores = pgTable(
  'olympiad_day_scores',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => olympiadParticipants.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => olympiadDays.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    timeTakenMs: integer('time_taken_ms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.dayId] }), index('olympiad_day_scores_board_idx').on(t.dayId, t.score.desc(), t.timeTakenMs, t.participantId)],
);
