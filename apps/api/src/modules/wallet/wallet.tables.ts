import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * Nirog money. Every movement is a transaction of two or more ledger entries that add up to zero (double entry):
 * a user's wallet account `wallet:<userId>` against a platform account (`platform:promotions`, `platform:orders`,
 * `platform:refunds`, `platform:expiry`). Entries are never updated or deleted. `wallets.balance_paise` is the
 * wallet account's sum, kept in the same transaction, and can never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_ck', sql`balance_paise >= 0`)],
);

export const WALLET_TRANSACTION_KINDS = ['welcome', 'referral', 'cashback', 'refund', 'order_spend', 'order_release', 'expiry', 'adjustment'] as const;

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** What it is for, e.g. 'order:123'. */
    reference: varchar('reference', { length: 80 }),
    description: varchar('description', { length: 200 }).notNull(),
    /** The same key never moves money twice (retries, webhooks). */
    idempotencyKey: varchar('idempotency_key', { length: 120 }).unique(),
    /** Credits that lapse: when. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt), check('wallet_transactions_kind_ck', sql.raw(`kind IN (${WALLET_TRANSACTION_KINDS.map((k) => `'${k}'`).join(', ')})`))],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    account: varchar('account', { length: 40 }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_account_idx').on(t.account), index('wallet_entries_tx_idx').on(t.transactionId), check('wallet_entries_nonzero_ck', sql`amount_paise <> 0`)],
);
