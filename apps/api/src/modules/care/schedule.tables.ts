/**
 * A doctor's schedule (issue 8, part 4), in India time: weekly timings per clinic and for video with their slot
 * length, recurring breaks, and whole days off. Free slots are these minus bookings (care-slots.ts).
 * Times of day are minutes after midnight in Asia/Kolkata; weekday 0 is Sunday.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { careClinics } from './directory.tables.ts';

export const careTimings = pgTable(
  'care_timings',
  {
    id: serial('id').primaryKey(),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Consultation mode (spec section 3): 0 video, 1 in-clinic (then clinic_id says where). */
    mode: smallint('mode').notNull(),
    clinicId: integer('clinic_id').references(() => careClinics.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_timings_doctor_idx').on(t.doctorUserId, t.weekday),
    check('care_timings_mode_ck', sql`(mode = 0 AND clinic_id IS NULL) OR (mode = 1 AND clinic_id IS NOT NULL)`),
    check('care_timings_time_ck', sql`weekday BETWEEN 0 AND 6 AND start_min >= 0 AND end_min <= 1440 AND start_min < end_min`),
    check('care_timings_slot_ck', sql`slot_minutes BETWEEN 5 AND 120 AND slot_minutes <= end_min - start_min`),
  ],
);

/** A recurring break (lunch, prayers ...): on one weekday, or every day when weekday is null. */
export const careBreaks = pgTable(
  'care_breaks',
  {
    id: serial('id').primaryKey(),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday'),
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
    label: varchar('label', { length: 60 }),
  },
  (t) => [
    index('care_breaks_doctor_idx').on(t.doctorUserId),
    check('care_breaks_time_ck', sql`(weekday IS NULL OR weekday BETWEEN 0 AND 6) AND start_min >= 0 AND end_min <= 1440 AND start_min < end_min`),
  ],
);

/** A whole day (India date) the doctor does not consult. */
export const careDaysOff = pgTable(
  'care_days_off',
  {
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.doctorUserId, t.day] })],
);
