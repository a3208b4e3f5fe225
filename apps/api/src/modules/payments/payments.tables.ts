import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/**
 * One row per gateway order created for one of our orders (a buyer who retries later gets a new gateway order
 * only when the amount changed). The payment id arrives from the checkout callback or the webhook, whichever is
 * first. `status`: created → captured | failed; `flagged` when the gateway reported an amount or currency that
 * does not match what we asked for (never treated as paid; an operator looks at it).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 40 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 40 }),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: varchar('status', { length: 12 }).notNull().default('created'),
    method: varchar('method', { length: 20 }),
    errorCode: varchar('error_code', { length: 60 }),
    errorDescription: varchar('error_description', { length: 300 }),
    flaggedReason: varchar('flagged_reason', { length: 300 }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_uq').on(t.gateway, t.gatewayOrderId),
    uniqueIndex('payments_gateway_payment_uq').on(t.gateway, t.gatewayPaymentId),
    // At most one captured payment per order: a second capture is flagged for refund instead.
    uniqueIndex('payments_one_capture_uq').on(t.orderId).where(sql`status = 'captured'`),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_ck', sql`status IN ('created', 'captured', 'failed', 'flagged')`),
    check('payments_amount_ck', sql`amount_paise > 0`),
  ],
);

/** Webhook deliveries we have accepted, by the gateway's event id: a repeated delivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 80 }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What processing did: 'applied', 'ignored: …', 'flagged: …'. */
    outcome: varchar('outcome', { length: 300 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.gateway, t.eventId)],
);
