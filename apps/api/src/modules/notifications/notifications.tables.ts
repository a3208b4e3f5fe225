import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DELIVERY_CHANNELS, NOTIFICATION_CHANNELS, NOTIFICATION_MODULES } from '@nirog/shared/notifications';
import { sqlInList, sqlTextList } from '@nirog/shared/codes/code-table';
import { users } from '../identity/identity.tables.ts';

/**
 * Notifications (issue 21 part 1, decision 054). What always holds:
 * - One inbox row per user and idempotency key (`notifications_user_key_uq`): the same event told twice (a retried
 *   job, two workers, a webhook replayed) is one notification.
 * - The row keeps the message as a kind and its parameters, not as text: the inbox renders `notify.<kind>.title/body`
 *   in the reader's language at read time; SMS, email and push render them in the user's saved language at delivery.
 * - One delivery per notification and channel (`notification_deliveries_uq`), claimed by one sender at a time
 *   (status `sending` with a lease), so each channel gets a notification once however often its job runs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: smallint('module').notNull(),
    kind: varchar('kind', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path on our site. */
    link: varchar('link', { length: 300 }),
    key: varchar('key', { length: 160 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_uq').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The bell's count on every page: the unread rows of one user only.
    index('notifications_unread_idx').on(t.userId).where(sql`read_at IS NULL`),
    check('notifications_module_ck', sql.raw(`module IN (${sqlInList(NOTIFICATION_MODULES)})`)),
  ],
);

/** A user's choice per module and channel; no row means the default (`defaultPreference`). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: smallint('module').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.module, t.channel] }),
    check('notification_preferences_module_ck', sql.raw(`module IN (${sqlInList(NOTIFICATION_MODULES)})`)),
    check('notification_preferences_channel_ck', sql.raw(`channel IN (${sqlTextList(NOTIFICATION_CHANNELS)})`)),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One channel's copy of a notification. `pending` → `sending` (claimed until `claimed_until`) → `sent`, or `skipped`
 * (the user has no verified email, no push subscription, or switched the channel off meanwhile). A failed send goes
 * back to `pending` for the job's retry; a sender that died loses its claim when the lease runs out.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_uq').on(t.notificationId, t.channel),
    check('notification_deliveries_channel_ck', sql.raw(`channel IN (${sqlTextList(DELIVERY_CHANNELS)})`)),
    check('notification_deliveries_status_ck', sql.raw(`status IN (${sqlTextList(DELIVERY_STATUSES)})`)),
  ],
);

/** A browser's web push subscription (its push service endpoint and keys); one browser, one row. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
