import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * Events (issue 20 part 3, decision 050). An event happens in a place (name and address) or online (a link), never
 * neither; it ends after it starts; its slug never names a series page (/events/ayuransh).
 *
 * Seats: the registrations of an event never outnumber its `capacity`. A registration locks the event's row
 * (`SELECT ... FOR UPDATE`), counts the rows and inserts in one transaction, so parallel registrations on any number
 * of processes queue on that lock and the last seat is given once. The count is of rows, not a counter column, so a
 * registration deleted with an erased account gives its seat back without anyone updating a number. One row per user
 * and event (unique), so registering twice is one registration.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Plain text, paragraphs separated by blank lines. */
    body: text('body').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: varchar('mode', { length: 12 }).notNull(),
    placeName: varchar('place_name', { length: 160 }),
    address: varchar('address', { length: 300 }),
    city: varchar('city', { length: 80 }),
    onlineUrl: varchar('online_url', { length: 500 }),
    capacity: integer('capacity').notNull(),
    series: varchar('series', { length: 40 }),
    /** The drawn cover's scene (events/event-covers.ts). */
    cover: varchar('cover', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_uq').on(t.slug),
    index('events_starts_idx').on(t.startsAt),
    check('events_slug_ck', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug <> 'ayuransh'`),
    check('events_time_ck', sql`ends_at > starts_at`),
    check('events_mode_ck', sql`(mode = 'in_person' AND place_name IS NOT NULL AND address IS NOT NULL) OR (mode = 'online' AND online_url IS NOT NULL)`),
    check('events_online_url_ck', sql`online_url IS NULL OR online_url ~ '^https://'`),
    check('events_seats_ck', sql`capacity > 0`),
    check('events_series_ck', sql`series IS NULL OR series IN ('ayuransh')`),
  ],
);

/** A user's place at an event: one per user and event; cancelling deletes it and gives the seat back. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** An erased account takes its registrations with it (and the seats come free). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_registrations_user_uq').on(t.eventId, t.userId), index('event_registrations_user_idx').on(t.userId)],
);
