import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '@nirog/shared/schemas/support';
import { sqlTextList } from '@nirog/shared/codes/code-table';
import { users } from '../identity/identity.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { careAppointments } from '../care/appointments.tables.ts';
import { uploads } from '../profile/profile.tables.ts';

/**
 * Support tickets (issue 21 parts 2 and 3, decision 055).
 *
 * A ticket belongs to one account (`owner_id`) or, for a visitor's "Need help", to nobody: then it carries the
 * OTP-confirmed contact (name and mobile) to call back. Never neither. Its order and appointment, when given, were the
 * owner's when the ticket was opened (the service checks; the foreign keys keep them real). Status is one of four;
 * `resolved_at` is set exactly while the ticket is resolved (a reopen clears it), `closed_at` once closed (final).
 * The SLA due times are fixed at opening; `first_response_at` is the first operator answer (not an internal note).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** An erased account takes its tickets with it. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    contactName: varchar('contact_name', { length: 100 }),
    contactMobile: varchar('contact_mobile', { length: 10 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    category: varchar('category', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => careAppointments.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_owner_idx').on(t.ownerId, t.createdAt),
    index('support_tickets_queue_idx').on(t.status, t.createdAt),
    index('support_tickets_assignee_idx').on(t.assigneeId),
    check('support_tickets_status_ck', sql.raw(`status IN (${sqlTextList(TICKET_STATUSES)})`)),
    check('support_tickets_category_ck', sql.raw(`category IN (${sqlTextList(TICKET_CATEGORIES)})`)),
    check('support_tickets_who_ck', sql`owner_id IS NOT NULL OR (contact_name IS NOT NULL AND contact_mobile IS NOT NULL)`),
    check('support_tickets_resolved_ck', sql`(status = 'resolved') = (resolved_at IS NOT NULL)`),
    check('support_tickets_closed_ck', sql`(status = 'closed') = (closed_at IS NOT NULL)`),
    check('support_tickets_due_ck', sql`resolution_due_at >= first_response_due_at AND first_response_due_at > created_at`),
  ],
);

/**
 * A reply in a ticket's thread, by its customer or by an operator. An internal note is an operator's only and is
 * never shown to the customer (the service leaves it out of every customer view).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: varchar('author', { length: 10 }).notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
    check('support_messages_author_ck', sql`author IN ('customer', 'operator')`),
    check('support_messages_internal_ck', sql`NOT internal OR author = 'operator'`),
  ],
);

/** A photo on a ticket (message_id null) or on one of its replies; each upload is attached once. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_attachments_upload_uq').on(t.uploadId), index('support_attachments_ticket_idx').on(t.ticketId)],
);
