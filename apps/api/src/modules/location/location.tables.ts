import { sql } from 'drizzle-orm';
import { boolean, char, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** States and union territories with their GST state codes (country 101). Seeded from packages/shared. */
export const states = pgTable('states', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  stateCode: char('state_code', { length: 2 }).notNull().unique(),
  countryId: smallint('country_id').notNull().default(101),
});

/** The all-India pincode directory, one row per pincode (post offices aggregated). */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: char('pincode', { length: 6 }).primaryKey(),
    /** The town or city a person would write on an address (district headquarters where the data has no better). */
    city: varchar('city', { length: 80 }).notNull(),
    district: varchar('district', { length: 80 }).notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    /** Post offices served by this pincode. */
    offices: text('offices').array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('pincodes_state_idx').on(t.stateId), check('pincodes_pincode_ck', sql`pincode ~ '^[1-9][0-9]{5}$'`)],
);

/**
 * Where we deliver, by pincode prefix: the longest matching prefix decides ('' is the default rule). Operators add
 * or change rows (a single pincode is a 6-digit prefix).
 */
export const serviceablePincodes = pgTable(
  'serviceable_pincodes',
  {
    prefix: varchar('prefix', { length: 6 }).primaryKey(),
    /** Retail (D2C) deliveries. */
    serviceable: boolean('serviceable').notNull(),
    /** Trade (B2B) deliveries. */
    b2bServiceable: boolean('b2b_serviceable').notNull(),
    codAvailable: boolean('cod_available').notNull().default(true),
    note: varchar('note', { length: 200 }),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('serviceable_prefix_ck', sql`prefix ~ '^[0-9]{0,6}$'`)],
);

/** Our dispatch warehouses; delivery time is estimated from the nearest one. */
export const warehouses = pgTable('warehouses', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  pincode: char('pincode', { length: 6 }).notNull(),
  active: boolean('active').notNull().default(true),
});
