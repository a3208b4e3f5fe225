import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * The learning library (issue 24, decision 068): categories hold courses, a course holds topics in order, a topic
 * holds videos in order. Only published categories and courses are listed, opened, enrolled in or shared.
 */
export const learningCategories = pgTable('learning_categories', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 160 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A course; `price_paise` 0 is free, otherwise bought through an order of type 6 (decision 068). */
export const learningCourses = pgTable(
  'learning_courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => learningCategories.id),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learning_courses_category_idx').on(t.categoryId), check('learning_courses_price_ck', sql`price_paise >= 0`)],
);

export const learningTopics = pgTable(
  'learning_topics',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('learning_topics_position_uq').on(t.courseId, t.position)],
);

/** A topic's video: `source` is a shipped file's name (kind file), a site path to an HLS playlist, or a platform link. */
export const learningVideos = pgTable(
  'learning_videos',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => learningTopics.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    source: varchar('source', { length: 500 }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [
    uniqueIndex('learning_videos_position_uq').on(t.topicId, t.position),
    check('learning_videos_kind_ck', sql`kind IN ('file', 'hls', 'platform')`),
    check('learning_videos_duration_ck', sql`duration_seconds > 0`),
  ],
);

/**
 * One enrolment per person and course (unique: parallel enrols make one). A free course is active at once
 * (`paid_at` null, `price_paise` 0); a paid one is active once its order (type 6) is paid, which sets `paid_at` in
 * the payment's transaction. `completed_at` is set once, by a conditional UPDATE, when every video of the course is
 * watched to LEARNING_RULES.watchedPercent: the certificate (lms context) is issued from it.
 */
export const learningEnrolments = pgTable(
  'learning_enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('learning_enrolments_uq').on(t.courseId, t.userId),
    index('learning_enrolments_user_idx').on(t.userId),
    index('learning_enrolments_order_idx').on(t.orderId),
    check('learning_enrolments_paid_ck', sql`price_paise = 0 OR paid_at IS NULL OR order_id IS NOT NULL`),
  ],
);

/**
 * Where a person is in a video, shared by all their devices. `position_seconds` only moves forward unless a write
 * says `rewind` (a deliberate seek back); `furthest_seconds` only ever moves forward and decides `watched_at`.
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => learningVideos.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull(),
    furthestSeconds: real('furthest_seconds').notNull(),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), check('learning_progress_ck', sql`position_seconds >= 0 AND furthest_seconds >= position_seconds`)],
);
