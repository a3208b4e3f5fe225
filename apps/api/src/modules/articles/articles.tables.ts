import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Health articles (decision 046). What always holds:
 * - the page address /{media_type}/{language}/{category}/{slug} names one article (unique index);
 * - `body_html` has passed the server's allow-list sanitiser (articles.service.ts) before it was stored;
 * - a reader sees an article only when `status` is published, or scheduled with `publish_at` reached (the service's
 *   clock decides, so scheduling needs no job); a scheduled article always has its time (CHECK);
 * - a translation link joins an English and a Hindi article both ways: each row names the other (the service writes
 *   both in one transaction; the CHECK keeps a row from naming itself).
 * Search: English text in the `english` configuration, Hindi in `simple` (PostgreSQL has no Hindi stemmer), kept in
 * one generated column; the trigram index on the title gives typo tolerance.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    mediaType: varchar('media_type', { length: 8 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The body as plain words (tags stripped), for search and reading time. */
    bodyText: text('body_text').notNull(),
    coverImageId: uuid('cover_image_id'),
    galleryImageIds: uuid('gallery_image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    videoUrl: varchar('video_url', { length: 300 }),
    /** Who wrote it (a doctor's account when the author is one); the editor who saves is in the revisions. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    seoTitle: varchar('seo_title', { length: 70 }).notNull().default(''),
    seoDescription: varchar('seo_description', { length: 170 }).notNull().default(''),
    /** Medicine words (ingredients, uses) the related medicines are found by. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    translationId: integer('translation_id'),
    readingMinutes: smallint('reading_minutes').notNull().default(1),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(title, '')), 'A') || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(summary, '')), 'B') || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, coalesce(body_text, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_path_uq').on(t.mediaType, t.language, t.category, t.slug),
    index('articles_listing_idx').on(t.mediaType, t.language, t.publishAt),
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('articles_media_ck', sql`media_type IN ('blogs', 'news', 'photos', 'videos', 'shorts')`),
    check('articles_language_ck', sql`language IN ('en', 'hi')`),
    check('articles_status_ck', sql`status IN ('draft', 'scheduled', 'published')`),
    check('articles_scheduled_ck', sql`status = 'draft' OR publish_at IS NOT NULL`),
    check('articles_slug_ck', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND category ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('articles_translation_ck', sql`translation_id IS NULL OR translation_id <> id`),
  ],
);

/** Every saved version of an article, newest last: what the editor saved, when and by whom. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    bodyHtml: text('body_html').notNull(),
    seoTitle: varchar('seo_title', { length: 70 }).notNull(),
    seoDescription: varchar('seo_description', { length: 170 }).notNull(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.savedAt)],
);

/**
 * Article pictures: an uploaded picture resized to ARTICLE_IMAGE_WIDTHS in its own shape (WebP and JPEG), or a demo
 * illustration drawn from `demo_scene` on first request. Served at /images/articles/{id}/{width}.{webp|jpg}.
 */
export const articleImages = pgTable(
  'article_images',
  {
    id: uuid('id').primaryKey(),
    alt: varchar('alt', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    demoScene: jsonb('demo_scene'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('article_images_size_ck', sql`width > 0 AND height > 0`)],
);
