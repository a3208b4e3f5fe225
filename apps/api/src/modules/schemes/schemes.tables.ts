import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SchemeSlab } from '@nirog/shared/schemas/schemes';
import { packages } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';

/**
 * Trade schemes (decision 056). A scheme is live from `starts_at` to `ends_at` unless an operator ended it early
 * (`ended_at`); it is never deleted, because order lines name it. A slab scheme has slabs and no buy/free
 * quantities; a buy-X-get-Y scheme has both quantities and no slabs (the CHECK says so). What an order got is copied
 * onto its lines (order_items.scheme_rule), so editing a scheme never changes an order or its return maths.
 */
export const tradeSchemes = pgTable(
  'trade_schemes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    scope: varchar('scope', { length: 10 }).notNull(),
    /** brands.id, products.id or categories.id, as `scope` says. */
    scopeId: integer('scope_id').notNull(),
    userTypes: smallint('user_types').array().notNull().default(sql`'{}'::smallint[]`),
    /** Empty: every tier. */
    tiers: smallint('tiers').array().notNull().default(sql`'{}'::smallint[]`),
    includeRetail: boolean('include_retail').notNull().default(false),
    slabs: jsonb('slabs').$type<SchemeSlab[]>(),
    buyQty: integer('buy_qty'),
    freeQty: integer('free_qty'),
    freePackageId: integer('free_package_id').references(() => packages.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_schemes_window_idx').on(t.startsAt, t.endsAt),
    index('trade_schemes_scope_idx').on(t.scope, t.scopeId),
    check('trade_schemes_kind_ck', sql`kind IN ('slab', 'bxgy')`),
    check('trade_schemes_scope_ck', sql`scope IN ('brand', 'product', 'category')`),
    check(
      'trade_schemes_rule_ck',
      sql`(kind = 'slab' AND slabs IS NOT NULL AND buy_qty IS NULL AND free_qty IS NULL AND free_package_id IS NULL) OR (kind = 'bxgy' AND slabs IS NULL AND buy_qty > 0 AND free_qty > 0)`,
    ),
    check('trade_schemes_window_ck', sql`ends_at > starts_at`),
    check('trade_schemes_audience_ck', sql`cardinality(user_types) > 0 OR include_retail`),
  ],
);
