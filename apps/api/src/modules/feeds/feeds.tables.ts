import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sqlTextList } from '@nirog/shared/codes/code-table';
import { FEED_MEDIA_TYPES, REPORT_REASONS, REPORT_STATUSES } from '@nirog/shared/schemas/feeds';
import { users } from '../identity/identity.tables.ts';
import { uploads } from '../profile/profile.tables.ts';

/**
 * The professional feed (issue 22, decision 060).
 *
 * Invariants:
 * - A post has at most one kind of media (`media_type`): images (rows in feed_post_images, 1..10, each upload attached
 *   once), one video link (`video_url`, valid under the video-link rule), or one PDF (`document_upload_id`); none: text.
 * - Counters are exact: `likes_count` = rows in feed_likes for the post, `bookmarks_count` = rows in feed_bookmarks,
 *   `comments_count` = rows in feed_comments for the post (comments and replies); `feed_comments.likes_count` = rows in
 *   feed_comment_likes. The service moves a counter only in the transaction that inserted or deleted such a row
 *   (`INSERT ... ON CONFLICT DO NOTHING RETURNING` / `DELETE ... RETURNING`), so parallel likes and unlikes keep them
 *   equal; CHECKs keep them ≥ 0.
 * - One like, bookmark, follow per (post|comment|followee, user): primary keys. Nobody follows themselves (CHECK).
 * - Replies are one level deep: a reply's parent is a top-level comment of the same post (the service checks).
 * - `hidden_at` set ⇔ a moderator hid it (then `hidden_by` is set); hidden posts reach only their author.
 * - Ids grow with time: pages ordered by id are stable under a `before` cursor.
 * - A person reports a post (or a comment) once (partial unique indexes).
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** `#tags` read from the text, lower case. */
    tags: text('tags').array().notNull().default(sql`'{}'`),
    /** Members mentioned as `@[Name](id)`, checked to exist when written. */
    mentionIds: integer('mention_ids').array().notNull().default(sql`'{}'`),
    mediaType: varchar('media_type', { length: 10 }),
    videoUrl: text('video_url'),
    documentUploadId: uuid('document_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    practitionersOnly: boolean('practitioners_only').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenNote: text('hidden_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('feed_posts_author_idx').on(t.authorId, t.id),
    index('feed_posts_created_idx').on(t.createdAt),
    index('feed_posts_tags_idx').using('gin', t.tags),
    // The assistant's retrieval and universal search (decisions 071, 077) match posts by this expression.
    index('feed_posts_text_search_idx').using('gin', sql`to_tsvector('english', ${t.text})`),
    check('feed_posts_media_ck', sql.raw(`media_type IS NULL OR media_type IN (${sqlTextList(FEED_MEDIA_TYPES)})`)),
    check('feed_posts_video_ck', sql`(media_type = 'video') = (video_url IS NOT NULL)`),
    check('feed_posts_counts_ck', sql`likes_count >= 0 AND comments_count >= 0 AND bookmarks_count >= 0`),
  ],
);

/** The photos of a post, in order; an upload belongs to one post. */
export const feedPostImages = pgTable(
  'feed_post_images',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [uniqueIndex('feed_post_images_upload_uq').on(t.uploadId), index('feed_post_images_post_idx').on(t.postId, t.position)],
);

export const feedLikes = pgTable(
  'feed_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('feed_likes_user_idx').on(t.userId), index('feed_likes_recent_idx').on(t.createdAt)],
);

export const feedBookmarks = pgTable(
  'feed_bookmarks',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('feed_bookmarks_user_idx').on(t.userId, t.createdAt)],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply belongs to; null for a comment. */
    parentId: integer('parent_id').references((): AnyPgColumn => feedComments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    mentionIds: integer('mention_ids').array().notNull().default(sql`'{}'`),
    likesCount: integer('likes_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenNote: text('hidden_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('feed_comments_post_idx').on(t.postId, t.id),
    index('feed_comments_parent_idx').on(t.parentId),
    index('feed_comments_author_idx').on(t.authorId, t.createdAt),
    check('feed_comments_likes_ck', sql`likes_count >= 0`),
    check('feed_comments_parent_ck', sql`parent_id IS NULL OR parent_id <> id`),
  ],
);

export const feedCommentLikes = pgTable(
  'feed_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const feedFollows = pgTable(
  'feed_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('feed_follows_followee_idx').on(t.followeeId, t.createdAt), check('feed_follows_self_ck', sql`follower_id <> followee_id`)],
);

/** A report of a post (comment_id null) or of one of its comments, and the moderator's decision. */
export const feedReports = pgTable(
  'feed_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => feedComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_reports_post_uq').on(t.reporterId, t.postId).where(sql`comment_id IS NULL`),
    uniqueIndex('feed_reports_comment_uq').on(t.reporterId, t.commentId).where(sql`comment_id IS NOT NULL`),
    index('feed_reports_queue_idx').on(t.status, t.createdAt),
    check('feed_reports_reason_ck', sql.raw(`reason IN (${sqlTextList(REPORT_REASONS)})`)),
    check('feed_reports_status_ck', sql.raw(`status IN (${sqlTextList(REPORT_STATUSES)})`)),
    check('feed_reports_decided_ck', sql`(status = 'open') = (decided_at IS NULL)`),
  ],
);

/** Members a moderator blocked from posting and commenting. */
export const feedBlocks = pgTable('feed_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note'),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const FEED_PREVIEW_STATUSES = ['ready', 'failed'] as const;

/**
 * The first-page picture of a post's PDF (decision 064), made by the `feeds.pdf-preview` job off the request path.
 * One row per PDF once the job has tried: 'ready' with the picture (an upload of purpose `feed_preview`, stored beside
 * the PDF under `<its key>-preview`), or 'failed' with why (broken, password-protected, too slow): the post then shows
 * the file card. No row: not tried yet.
 */
export const feedDocumentPreviews = pgTable(
  'feed_document_previews',
  {
    documentUploadId: uuid('document_upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    previewUploadId: uuid('preview_upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    pages: integer('pages'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_document_previews_status_ck', sql.raw(`status IN (${sqlTextList(FEED_PREVIEW_STATUSES)})`)),
    check('feed_document_previews_ready_ck', sql`(status = 'ready') = (preview_upload_id IS NOT NULL)`),
  ],
);
