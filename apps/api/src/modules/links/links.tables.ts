import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * Short share links (spec sections 3 and 7; opened at /dl/{code}). A row stands for an entity (a doctor, a clinic, a
 * medicine or a glossary entry), never for an address: the page it opens is looked up when the link is opened, so a link follows the
 * page and stops working when the page goes. One row per entity and sharer: the two partial unique indexes (one for
 * signed-in sharers, one for anonymous shares, which have no sharer) make sharing the same entity again return the
 * same code, also when two requests race, so visits can be credited to whoever shared.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 8 }).notNull(),
    entityType: varchar('entity_type', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** Who shared (null: shared without signing in). An erased account takes its share rows with it. */
    sharedBy: integer('shared_by').references(() => users.id, { onDelete: 'cascade' }),
    /** The link preview, as last shared. */
    title: varchar('title', { length: 120 }).notNull(),
    description: varchar('description', { length: 300 }),
    imageUrl: varchar('image_url', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hitCount: integer('hit_count').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_code_uq').on(t.code),
    uniqueIndex('share_links_sharer_uq').on(t.entityType, t.entityId, t.sharedBy).where(sql`shared_by IS NOT NULL`),
    uniqueIndex('share_links_anonymous_uq').on(t.entityType, t.entityId).where(sql`shared_by IS NULL`),
    check('share_links_code_ck', sql`code ~ '^[A-Za-z0-9]{8}$'`),
    check('share_links_entity_ck', sql`entity_type IN ('doctor', 'clinic', 'medicine', 'article', 'event', 'glossary', 'quiz', 'feed', 'webinar', 'lms_category', 'lms_course', 'lms_topic', 'lms_video', 'answer') AND entity_id > 0`),
    check('share_links_hits_ck', sql`hit_count >= 0`),
  ],
);

/**
 * The anonymous-create limit per client IP (decision 022): one fixed window per address, counted in the database so
 * every process shares it. One atomic upsert counts a call and starts a new window when the old one has ended;
 * ended windows are pruned by a job.
 */
export const shareLinkRateWindows = pgTable(
  'share_link_rate_windows',
  {
    ip: varchar('ip', { length: 64 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('share_link_rate_windows_start_idx').on(t.windowStart), check('share_link_rate_windows_count_ck', sql`count >= 1`)],
);
