import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * Webinars (issue 24 parts 2-6, decision 069).
 *
 * A webinar runs from `starts_at` to `ends_at` (India time on every page; UTC here); its phase (upcoming, live,
 * past) follows from the clock. The stream is an HLS address or a video platform's live link (`stream_kind`,
 * `stream_url`), played through the stream provider; the recording is published the same way once it has ended.
 * `required_minutes` is how long an attendee must stay to earn the webinar's certificate.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull(),
    speakers: jsonb('speakers').$type<string[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    requiredMinutes: integer('required_minutes').notNull(),
    streamKind: varchar('stream_kind', { length: 12 }).notNull().default('hls'),
    streamUrl: varchar('stream_url', { length: 500 }),
    recordingKind: varchar('recording_kind', { length: 12 }),
    recordingUrl: varchar('recording_url', { length: 500 }),
    published: boolean('published').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webinars_starts_idx').on(t.startsAt),
    check('webinars_time_ck', sql`ends_at > starts_at`),
    check('webinars_capacity_ck', sql`capacity BETWEEN 1 AND 10000`),
    check('webinars_required_ck', sql`required_minutes >= 0`),
    check('webinars_stream_kind_ck', sql`stream_kind IN ('hls', 'videoLink')`),
    check('webinars_recording_ck', sql`(recording_url IS NULL) = (recording_kind IS NULL) AND (recording_kind IS NULL OR recording_kind IN ('hls', 'videoLink'))`),
  ],
);

/**
 * The people of a webinar with their role (spec section 3: 1 host/admin, 2 co-host, 3 presenter, 4 participant): one
 * row per person (primary key). A participant's row is their registration; the seats taken are the role-4 rows, never
 * more than the capacity (registration locks the webinar's row, decision 069). `muted_at` set: the person may not chat.
 */
export const webinarPeople = pgTable(
  'webinar_people',
  {
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId] }), index('webinar_people_user_idx').on(t.userId), check('webinar_people_role_ck', sql`role BETWEEN 1 AND 4`)],
);

/**
 * Chat messages and questions of a live webinar. A question has upvotes (counted from `webinar_question_votes`, one
 * per person) and is marked answered by a presenter or the host. Deleted messages stay (who and when) but are never
 * served again.
 */
export const webinarMessages = pgTable(
  'webinar_messages',
  {
    id: serial('id').primaryKey(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    body: text('body').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webinar_messages_webinar_idx').on(t.webinarId, t.id),
    check('webinar_messages_kind_ck', sql`kind IN ('chat', 'question')`),
    check('webinar_messages_answer_ck', sql`answered_at IS NULL OR kind = 'question'`),
    check('webinar_messages_upvotes_ck', sql`upvotes >= 0`),
  ],
);

/** One upvote per person and question (primary key: a repeated or parallel upvote counts once). */
export const webinarQuestionVotes = pgTable(
  'webinar_question_votes',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => webinarMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** A visit to the live page: joined when the live socket opened, left when it closed (null while it is open). */
export const webinarAttendance = pgTable(
  'webinar_attendance',
  {
    id: serial('id').primaryKey(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [index('webinar_attendance_idx').on(t.webinarId, t.userId), check('webinar_attendance_ck', sql`left_at IS NULL OR left_at >= joined_at`)],
);
