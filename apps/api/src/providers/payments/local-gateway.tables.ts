import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The local gateway's own books (default provider; runs offline and speaks Razorpay's protocol). Razorpay keeps
 * these on its side; locally they live in our database so the checkout page survives restarts. They belong to
 * the gateway, not to the payments module, whose side of a payment is the payments table.
 */
export const localGatewayOrders = pgTable('local_gateway_orders', {
  id: varchar('id', { length: 40 }).primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  receipt: varchar('receipt', { length: 40 }),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  status: varchar('status', { length: 12 }).notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const localGatewayPayments = pgTable('local_gateway_payments', {
  id: varchar('id', { length: 40 }).primaryKey(),
  orderId: varchar('order_id', { length: 40 })
    .notNull()
    .references(() => localGatewayOrders.id),
  amountPaise: integer('amount_paise').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  method: varchar('method', { length: 20 }).notNull(),
  refundedPaise: integer('refunded_paise').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
