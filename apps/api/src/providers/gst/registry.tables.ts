import { char, pgTable, timestamp, varchar, integer } from 'drizzle-orm/pg-core';

/**
 * The local GST registry the default GST provider (GST_PROVIDER=registry) looks GSTINs up in: the provider's own
 * table, unused with the HTTP provider. The demo seed fills it and operators edit it in the back office.
 */
export const gstRegistry = pgTable('gst_registry', {
  gstin: char('gstin', { length: 15 }).primaryKey(),
  legalName: varchar('legal_name', { length: 200 }).notNull(),
  tradeName: varchar('trade_name', { length: 200 }),
  /** Active, Cancelled, Suspended ... as the GST portal says. */
  status: varchar('status', { length: 20 }).notNull().default('Active'),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
