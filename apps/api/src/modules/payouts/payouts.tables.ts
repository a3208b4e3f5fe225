import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sqlTextList } from '@nirog/shared/codes/code-table';
import { EARNING_KINDS, EARNING_SOURCES, PAYMENT_OPTION_TYPES, PAYOUT_STATUSES } from '@nirog/shared/payouts';
import { users } from '../identity/identity.tables.ts';

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${sqlTextList(values)})`);

/**
 * Earnings of partners, doctors and clinics (decision 072): a double-entry, append-only ledger like nirog money's
 * (decision 007). Every movement is an `earning_transactions` row with legs in `earning_entries` that add up to zero;
 * an earner has two accounts, `earner:<id>:pending` and `earner:<id>:available`, against platform accounts
 * (`platform:commission`, `platform:consultations`, `platform:fees`, `platform:payouts`, `platform:tds`,
 * `platform:adjustments`). `earning_balances` holds each account's sum, changed in the same transaction with
 * conditional UPDATEs, and CHECKs keep both at or above zero. A pending earning is closed once: by its release (it
 * becomes available) or its cancellation; the unique `settles_id` makes the two exclusive.
 */
export const earningBalances = pgTable(
  'earning_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pendingPaise: bigint('pending_paise', { mode: 'number' }).notNull().default(0),
    availablePaise: bigint('available_paise', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('earning_balances_pending_ck', sql`pending_paise >= 0`), check('earning_balances_available_ck', sql`available_paise >= 0`)],
);

export const earningTransactions = pgTable(
  'earning_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    /** The order, appointment or payout it is about. */
    sourceId: integer('source_id'),
    /** The earner's side in paise: pending for 'pending'/'cancel', available for the rest (signed). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** A consultation: the fee the patient paid and the platform's part of it. */
    grossPaise: bigint('gross_paise', { mode: 'number' }),
    feePaise: bigint('fee_paise', { mode: 'number' }),
    description: varchar('description', { length: 200 }).notNull(),
    /** A pending earning: when it becomes available (the release job moves it then). */
    availableAt: timestamp('available_at', { withTimezone: true }),
    /** A release or cancellation: the pending earning it closes (once, by the unique index). */
    settlesId: integer('settles_id'),
    payoutId: integer('payout_id'),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earning_transactions_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('earning_transactions_settles_uq').on(t.settlesId),
    index('earning_transactions_user_idx').on(t.userId, t.id),
    index('earning_transactions_due_idx').on(t.availableAt).where(sql`kind = 'pending'`),
    index('earning_transactions_source_idx').on(t.source, t.sourceId),
    check('earning_transactions_kind_ck', inList('kind', EARNING_KINDS)),
    check('earning_transactions_source_ck', inList('source', [...EARNING_SOURCES, 'payout'])),
    check('earning_transactions_amount_ck', sql`amount_paise <> 0`),
  ],
);

export const earningEntries = pgTable(
  'earning_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => earningTransactions.id),
    account: varchar('account', { length: 40 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [index('earning_entries_account_idx').on(t.account), index('earning_entries_tx_idx').on(t.transactionId), check('earning_entries_nonzero_ck', sql`amount_paise <> 0`)],
);

/**
 * Where an earner is paid: a bank account (IFSC checked offline) or a UPI id. Changing it makes a new row (the old
 * one is closed with `replaced_at`), needs an OTP, and holds payouts until `hold_until`.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 12 }).notNull(),
    accountHolder: varchar('account_holder', { length: 80 }),
    accountNumber: varchar('account_number', { length: 18 }),
    ifsc: varchar('ifsc', { length: 11 }),
    bankName: varchar('bank_name', { length: 120 }),
    upiId: varchar('upi_id', { length: 320 }),
    pan: varchar('pan', { length: 10 }),
    /** Spec section 3: 0 invalid, 1 valid, 2 inconclusive. */
    verification: smallint('verification').notNull(),
    verifiedName: varchar('verified_name', { length: 120 }),
    verifiedBy: varchar('verified_by', { length: 24 }).notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_methods_current_uq').on(t.userId).where(sql`replaced_at IS NULL`),
    check('payout_methods_type_ck', inList('type', PAYMENT_OPTION_TYPES)),
    check('payout_methods_verification_ck', sql`verification IN (0, 1, 2)`),
    check('payout_methods_shape_ck', sql`(type = 'bankAccount' AND account_number IS NOT NULL AND ifsc IS NOT NULL AND upi_id IS NULL) OR (type = 'upiId' AND upi_id IS NOT NULL AND account_number IS NULL)`),
  ],
);

/** One payout: gross debited from the available balance, TDS withheld, net sent. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => payoutMethods.id),
    status: varchar('status', { length: 10 }).notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** Basis points applied (TDS section 194H; the no-PAN rate where no PAN was given). */
    tdsRateBps: integer('tds_rate_bps').notNull(),
    financialYear: smallint('financial_year').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    /** Debits of the balance so far (1, then one more per retry after a failure). */
    attempts: smallint('attempts').notNull().default(1),
    bankReference: varchar('bank_reference', { length: 40 }),
    failureReason: varchar('failure_reason', { length: 200 }),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_uq').on(t.idempotencyKey),
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_status_idx').on(t.status, t.id),
    check('payouts_status_ck', inList('status', PAYOUT_STATUSES)),
    check('payouts_amounts_ck', sql`gross_paise > 0 AND tds_paise >= 0 AND net_paise > 0 AND gross_paise = tds_paise + net_paise`),
  ],
);

/** Settings operators change (one row, id 1): the consultation platform fee and TDS under section 194H. */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    id: smallint('id').primaryKey().default(1),
    consultationFeeBps: integer('consultation_fee_bps').notNull().default(1000),
    consultationHoldDays: smallint('consultation_hold_days').notNull().default(3),
    tdsRateBps: integer('tds_rate_bps').notNull().default(200),
    tdsNoPanRateBps: integer('tds_no_pan_rate_bps').notNull().default(2000),
    tdsThresholdPaise: bigint('tds_threshold_paise', { mode: 'number' }).notNull().default(2_000_000),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('payout_settings_one_ck', sql`id = 1`),
    check('payout_settings_bps_ck', sql`consultation_fee_bps BETWEEN 0 AND 10000 AND tds_rate_bps BETWEEN 0 AND 10000 AND tds_no_pan_rate_bps BETWEEN 0 AND 10000`),
    check('payout_settings_hold_ck', sql`consultation_hold_days BETWEEN 0 AND 60`),
    check('payout_settings_threshold_ck', sql`tds_threshold_paise >= 0`),
  ],
);
