import { char, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { states } from '../location/location.tables.ts';

/** A practitioner's profile (spec section 3, Doctor profile). Verification and profile sections extend it. */
export const doctorProfiles = pgTable('doctor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  city: varchar('city', { length: 30 }),
  stateId: smallint('state').references(() => states.id),
  pinCode: char('pin_code', { length: 6 }),
  createdBy: integer('created_by').notNull(),
  updatedBy: integer('updated_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
