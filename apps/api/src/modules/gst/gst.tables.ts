import { char, pgTable, timestamp, varchar, integer } from 'drizzle-orm/pg-core';

/** The local GST registry the default GST provider looks GSTINs up in; operators can edit it. */
export const gstRegistry = pgTable('gst_registry', {
  gstin: char('gstin', { length: 15 }).primaryKey(),
  legalName: varchar('legal_name', { length: 200 }).notNull(),
  tradeName: varchar('trade_name', { length: 200 }),
  /** Active, Cancelled, Suspended ... as the GST portal says. */
  status: varchar('status', { length: 20 }).notNull().default('Active'),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
