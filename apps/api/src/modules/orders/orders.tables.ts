import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES, RX_SOURCES, RX_STATUSES } from '@nirog/shared/orders';
import type { AddressSnapshot } from '@nirog/shared/schemas/orders';
import type { SchemeRule } from '@nirog/shared/schemas/schemes';
import { packages, products } from '../catalog/catalog.tables.ts';
import { warehouses } from '../location/location.tables.ts';
import { users } from '../identity/identity.tables.ts';

const inList = (col: string, values: readonly string[]) => sql.raw(`${col} IN (${values.map((v) => `'${v}'`).join(', ')})`);

/** The address as it was when the order was placed (the address book may change later): its shape is the API's. */
export type { AddressSnapshot };

/**
 * An order: what was bought, at what price, by whom, delivered where, paid how. Amounts are integer paise and are
 * fixed when the order is placed. `idempotency_key` makes placing an order safe to retry: one key, one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number, e.g. NA2611-000123. */
    orderNumber: varchar('order_number', { length: 20 }).notNull().unique(),
    /** Public, unguessable id for the tracking link. */
    hashedId: varchar('hashed_id', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderType: smallint('order_type').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    paymentMethod: smallint('payment_method').notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** SHA-256 of the request that created it: the same key with a different request is refused. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    warehouseId: smallint('warehouse_id').references(() => warehouses.id),
    /** Null only for a service order (type 4 appointment, 6 course): nothing is delivered. */
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    couponCode: varchar('coupon_code', { length: 30 }),
    couponRedemptionId: integer('coupon_redemption_id'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    nirogMoneyPaise: integer('nirog_money_paise').notNull().default(0),
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** Set once, when the stock (and coupon, nirog money, credit) held by an unpaid or cancelled order is given back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Online orders: when the hold lapses if unpaid. Postpaid: when payment is due. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The dashboard's days (decision 038).
    index('orders_created_idx').on(t.createdAt),
    index('orders_pay_by_idx').on(t.payBy).where(sql`status = 'pending_payment'`),
    check('orders_status_ck', inList('status', ORDER_STATUSES)),
    check('orders_payment_status_ck', inList('payment_status', PAYMENT_STATUSES)),
    check('orders_method_ck', sql`payment_method IN (1, 2, 4)`),
    check('orders_type_ck', sql`order_type IN (3, 4, 5, 6)`),
    // Service orders (4 appointment, 6 course: decision 068) are not delivered anywhere.
    check('orders_address_ck', sql`order_type IN (4, 6) OR (delivery_address IS NOT NULL AND billing_address IS NOT NULL)`),
    check(
      'orders_amounts_ck',
      sql`total_paise >= 0 AND nirog_money_paise >= 0 AND coupon_discount_paise >= 0 AND delivery_charge_paise >= 0 AND total_paise = items_total_paise - coupon_discount_paise + delivery_charge_paise - nirog_money_paise`,
    ),
  ],
);

/** The lines of an order, with the price, tax and coupon share each line carried when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 200 }).notNull(),
    brand: varchar('brand', { length: 120 }).notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    quantity: integer('quantity').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    couponSharePaise: integer('coupon_share_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** Units returned so far (issue 7). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /**
     * The trade scheme this line got (decision 056), as it was when ordered: its id, its words and its rule. A slab
     * line's price is already the slab price; `list_price_paise` is what a unit cost without the scheme (for a free
     * line: what the free unit is worth to this buyer, the value taken back when the paid units no longer earn it).
     */
    schemeId: integer('scheme_id'),
    schemeText: varchar('scheme_text', { length: 160 }),
    schemeRule: jsonb('scheme_rule').$type<SchemeRule>(),
    listPricePaise: integer('list_price_paise'),
    /** A free line (price 0) names the paid line whose units earned it. */
    freeOfItemId: integer('free_of_item_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_ck', sql`quantity > 0 AND returned_quantity >= 0 AND returned_quantity <= quantity`),
    check('order_items_amounts_ck', sql`line_total_paise = price_paise * quantity AND coupon_share_paise >= 0 AND coupon_share_paise <= line_total_paise`),
    check('order_items_free_ck', sql`free_of_item_id IS NULL OR (price_paise = 0 AND scheme_id IS NOT NULL)`),
  ],
);

/** Every change of an order's state: the timeline, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** An order status, or a payment event such as 'payment_failed', 'payment_received'. */
    event: varchar('event', { length: 30 }).notNull(),
    note: varchar('note', { length: 300 }),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The checkout in progress: chosen addresses and whether nirog money is applied. Leaving the payment page clears it. */
export const checkoutSessions = pgTable('checkout_sessions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveryAddressId: integer('delivery_address_id'),
  billingAddressId: integer('billing_address_id'),
  useNirogMoney: smallint('use_nirog_money').notNull().default(0),
  /** The prescription attached for prescription-only medicines: one from a consultation here, or an uploaded file. */
  rxPrescriptionId: integer('rx_prescription_id'),
  rxUploadId: uuid('rx_upload_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The prescription an order of prescription-only medicines was placed with (decision 019). One from a consultation
 * on the platform that names every such medicine is `verified` at once; an uploaded one is `pending` until an
 * operator approves it (the order cannot be approved before) or rejects it (the order is cancelled and refunded in the
 * same transaction). What the prescription said is kept as it was (number, doctor, date), like the address snapshot.
 */
export const orderPrescriptions = pgTable(
  'order_prescriptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 }).notNull(),
    /** care_prescriptions.id (a consultation's prescription); no foreign key: orders never depend on care's tables. */
    carePrescriptionId: integer('care_prescription_id'),
    uploadId: uuid('upload_id'),
    number: varchar('number', { length: 40 }),
    doctorName: varchar('doctor_name', { length: 200 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    fileName: varchar('file_name', { length: 200 }),
    status: varchar('status', { length: 12 }).notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_prescriptions_pending_idx').on(t.orderId).where(sql`status = 'pending'`),
    check('order_prescriptions_source_ck', inList('source', RX_SOURCES)),
    check('order_prescriptions_status_ck', inList('status', RX_STATUSES)),
    check(
      'order_prescriptions_ref_ck',
      sql`(source = 'consultation' AND care_prescription_id IS NOT NULL AND upload_id IS NULL) OR (source = 'upload' AND upload_id IS NOT NULL AND care_prescription_id IS NULL)`,
    ),
    check('order_prescriptions_verified_ck', sql`(status = 'verified') = (source = 'consultation')`),
    check('order_prescriptions_reason_ck', sql`status <> 'rejected' OR reject_reason IS NOT NULL`),
  ],
);

/**
 * Postpaid (NEFT) credit an operator grants a verified trade buyer. `used_paise` is what unpaid postpaid orders
 * hold; it can never exceed the limit.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitPaise: bigint('limit_paise', { mode: 'number' }).notNull().default(0),
    usedPaise: bigint('used_paise', { mode: 'number' }).notNull().default(0),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_ck', sql`limit_paise >= 0 AND used_paise >= 0 AND used_paise <= limit_paise`)],
);

/** A NEFT transfer a buyer reports for a postpaid order; an operator confirms it against the bank statement. */
export const neftPayments = pgTable(
  'neft_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    utr: varchar('utr', { length: 22 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    paidOn: char('paid_on', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('reported'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('neft_payments_utr_uq').on(t.utr), check('neft_payments_status_ck', sql`status IN ('reported', 'confirmed', 'rejected')`)],
);

/** Gap-free number series (order numbers; invoice numbers per financial year in issue 7). */
export const numberSeries = pgTable(
  'number_series',
  {
    series: varchar('series', { length: 30 }).notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] })],
);


// After the order (issue 7) ----------------------------------------------------------------------------------------

/** Shipment details an operator records when the order ships. */
export const shipments = pgTable('shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courier: varchar('courier', { length: 60 }).notNull(),
  awb: varchar('awb', { length: 40 }).notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdBy: integer('created_by').notNull(),
  /** The courier's tracking page (decision 043); null when the courier has none we know. */
  trackingUrl: varchar('tracking_url', { length: 300 }),
  /** The India day delivery is expected (decision 043). */
  expectedBy: date('expected_by', { mode: 'string' }),
});

/**
 * GST tax invoices: one per order, numbered from a gap-free series per financial year (the number is drawn in the
 * same transaction as the row, so a rolled-back attempt leaves no hole). The PDF is generated once and kept.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull().unique(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** A buyer's request to return all or some items of a delivered order, and what became of it. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('requested'),
    /** Where the refund goes: the original payment method or nirog money. */
    refundTo: varchar('refund_to', { length: 12 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * The scheme benefit this return takes back (decision 056): what the kept units no longer earn (negative when
     * free units an earlier return charged for come back). Already in `amount_paise`; the credit note follows it.
     */
    schemeSharePaise: integer('scheme_share_paise').notNull().default(0),
    note: varchar('note', { length: 300 }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    check('order_returns_kind_ck', sql`kind IN ('full', 'partial')`),
    check('order_returns_status_ck', sql`status IN ('requested', 'approved', 'rejected', 'received', 'refunded')`),
    check('order_returns_refund_to_ck', sql`refund_to IN ('original', 'nirog_money')`),
    check('order_returns_amount_ck', sql`amount_paise >= 0`),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.orderItemId] }), check('order_return_items_qty_ck', sql`quantity > 0 AND amount_paise >= 0`)],
);

/**
 * Money given back for an order (a cancellation or a return): to the original payment method through the gateway
 * (confirmed by its webhook) or to nirog money. The sum per order never exceeds what was paid for it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => orderReturns.id),
    destination: varchar('destination', { length: 12 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    gatewayRefundId: varchar('gateway_refund_id', { length: 40 }).unique(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    // The dashboard's refunds per day (decision 038).
    index('refunds_processed_idx').on(t.processedAt).where(sql`status = 'processed'`),
    check('refunds_amount_ck', sql`amount_paise > 0`),
    check('refunds_destination_ck', sql`destination IN ('original', 'nirog_money')`),
    check('refunds_status_ck', sql`status IN ('pending', 'processed', 'failed')`),
  ],
);

/**
 * Settled orders (decision 057): delivered, and the longest return window of the order's products closed with no
 * return open. One row per order (the primary key), written by the `orders.settle` job in the transaction that runs
 * the settle hooks (referral rewards, reward points, later partner commissions), so each hook's effect happens once
 * however often or on however many workers the job runs. `outcome` is 'returned' when every unit came back; a
 * cancelled order never settles. `kept_taxable_paise` is the taxable value of the units the buyer kept.
 */
export const orderSettlements = pgTable(
  'order_settlements',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: varchar('outcome', { length: 12 }).notNull(),
    keptTaxablePaise: integer('kept_taxable_paise').notNull(),
    /** Any unit returned (a partial return too). */
    hadReturn: smallint('had_return').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_settlements_user_idx').on(t.userId),
    check('order_settlements_outcome_ck', sql`outcome IN ('settled', 'returned')`),
    check('order_settlements_amount_ck', sql`kept_taxable_paise >= 0 AND had_return IN (0, 1)`),
  ],
);
