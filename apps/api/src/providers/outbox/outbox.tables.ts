import { index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every SMS or email the local default providers send stops here (outbox-sms, outbox-email): their own table, kept by
 * the providers, read by nobody else but tests and a person looking for the code they were sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta'),
    provider: varchar('provider', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
