import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * Referral and reward points (decision 057).
 *
 * Referral: each user has one code; a person who signs up with someone's code gets one `referrals` row (one per
 * referred user: the unique key), never their own (CHECK, and the service refuses the same mobile). Once the referred
 * user's first order settles the row becomes 'rewarded' (both credited through the wallet's idempotent credit, keys
 * `referral:<id>:referrer|referred`) or 'not_eligible' (that order was cancelled or returned), and never changes again.
 *
 * Reward points follow the wallet ledger's rules: integer points, entries never updated or deleted, the account's
 * balance is the sum of its entries kept in the same transaction and can never go below zero (CHECK), and an
 * idempotency key moves points at most once (earning: `points:order:<orderId>`).
 */
export const rewardSettings = pgTable(
  'reward_settings',
  {
    id: smallint('id').primaryKey().default(1),
    referrerRewardPaise: integer('referrer_reward_paise').notNull(),
    referredRewardPaise: integer('referred_reward_paise').notNull(),
    /** User type ('2'..'8') → paise of taxable value per point; 0 earns none. */
    earnPaisePerPoint: jsonb('earn_paise_per_point').$type<Record<string, number>>().notNull(),
    pointValuePaise: integer('point_value_paise').notNull(),
    minRedeemPoints: integer('min_redeem_points').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('reward_settings_one_ck', sql`id = 1`),
    check('reward_settings_amounts_ck', sql`referrer_reward_paise >= 0 AND referred_reward_paise >= 0 AND point_value_paise >= 0 AND min_redeem_points >= 1`),
  ],
);

export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 12 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REFERRAL_STATUSES = ['pending', 'rewarded', 'not_eligible'] as const;

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 12 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The referred user's first order, once decided on. */
    orderId: integer('order_id').references(() => orders.id),
    referrerRewardPaise: integer('referrer_reward_paise'),
    referredRewardPaise: integer('referred_reward_paise'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.id),
    check('referrals_self_ck', sql`referrer_id <> referred_id`),
    check('referrals_status_ck', sql.raw(`status IN (${REFERRAL_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('points_accounts_balance_ck', sql`balance >= 0`)],
);

export const POINTS_KINDS = ['earn', 'redeem', 'adjustment'] as const;

export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    points: integer('points').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    reference: varchar('reference', { length: 80 }),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).unique(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_user_idx').on(t.userId, t.id),
    check('points_entries_nonzero_ck', sql`points <> 0`),
    check('points_entries_kind_ck', sql.raw(`kind IN (${POINTS_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
