import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * Coupons an operator sets: flat (paise) or percent (basis points) with a cap, a minimum order value, a brand or
 * category scope, a validity window, uses per user and in total, first order only, and the user types it is for.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull().unique(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Paise for 'flat', basis points for 'percent'. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    brandIds: integer('brand_ids').array().notNull().default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    userTypes: smallint('user_types').array().notNull().default(sql`'{}'::smallint[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxUsesTotal: integer('max_uses_total'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    /** Reserved plus redeemed uses, kept in step with coupon_redemptions. */
    usesCount: integer('uses_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind_ck', sql`kind IN ('flat', 'percent')`),
    check('coupons_value_ck', sql`value > 0 AND (kind <> 'percent' OR value <= 10000)`),
    check('coupons_uses_ck', sql`max_uses_total IS NULL OR uses_count <= max_uses_total`),
  ],
);

/** A use of a coupon: reserved when applied at checkout, redeemed with the order, released when abandoned. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    status: varchar('status', { length: 10 }).notNull().default('reserved'),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.userId, t.couponId),
    // Usage per coupon (the back office's list): uses, people, discount given.
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    // One open (reserved) use per user at a time: a coupon applies to one checkout.
    uniqueIndex('coupon_redemptions_open_uq').on(t.userId).where(sql`status = 'reserved'`),
    check('coupon_redemptions_status_ck', sql`status IN ('reserved', 'redeemed', 'released')`),
  ],
);
