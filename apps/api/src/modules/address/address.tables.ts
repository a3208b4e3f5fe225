import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { states } from '../location/location.tables.ts';

/** A user's address book (spec section 3, Address). patient_id marks addresses a partner keeps for a patient. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id'),
    contactPersonName: varchar('contact_person_name', { length: 100 }).notNull(),
    contactPersonPhone: varchar('contact_person_phone', { length: 10 }).notNull(),
    altMobile: varchar('alt_mobile', { length: 10 }),
    address: varchar('address', { length: 250 }).notNull(),
    landmark: varchar('landmark', { length: 200 }),
    city: varchar('city', { length: 30 }).notNull(),
    stateId: smallint('state')
      .notNull()
      .references(() => states.id),
    pinCode: char('pin_code', { length: 6 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    isBilling: smallint('is_billing').notNull().default(0),
    legalEntityName: varchar('legal_entity_name', { length: 200 }),
    gst: char('gst', { length: 15 }),
    gstVerified: boolean('gst_verified').notNull().default(false),
    tradeName: varchar('trade_name', { length: 200 }),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.patientId),
    // At most one default and one billing address per address book (the user's own, or one patient's).
    uniqueIndex('addresses_one_default_uq').on(t.userId, sql`coalesce(${t.patientId}, 0)`).where(sql`is_default = 1`),
    uniqueIndex('addresses_one_billing_uq').on(t.userId, sql`coalesce(${t.patientId}, 0)`).where(sql`is_billing = 1`),
    check('addresses_flags_ck', sql`is_default IN (0, 1) AND is_billing IN (0, 1)`),
    check('addresses_pin_ck', sql`pin_code ~ '^[1-9][0-9]{5}$'`),
  ],
);
