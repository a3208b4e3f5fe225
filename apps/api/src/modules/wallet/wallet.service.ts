/**
 * Nirog money: a wallet per user over an append-only double-entry ledger.
 *
 * Every movement runs in one database transaction: the wallet row is changed first with a single conditional
 * statement (a debit only where the balance covers it), which also takes the row lock; then the transaction and its
 * two entries (the wallet leg and the platform leg, adding up to zero) are inserted. Because the row lock is taken
 * before the transaction id is drawn, one wallet's transaction ids follow the order its balance changed in, so a
 * running sum by id is the balance after each movement. The balance can never go negative (the conditional update
 * and the table's CHECK), and an idempotency key moves money at most once (a unique index; the loser of a race rolls
 * back and gets the first transaction).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, pgError } from '../../plugins/errors.ts';
import { walletEntries, walletTransactions, wallets } from './wallet.tables.ts';
import { recordAudit } from '../audit/audit.service.ts';

export const CREDIT_KINDS = ['welcome', 'referral', 'cashback', 'refund', 'order_release', 'adjustment'] as const;
export const DEBIT_KINDS = ['order_spend', 'expiry', 'adjustment'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export type DebitKind = (typeof DEBIT_KINDS)[number];

/** The platform account on the other side of each kind of movement. */
const PLATFORM_ACCOUNT: Record<CreditKind | DebitKind, string> = {
  welcome: 'platform:promotions',
  referral: 'platform:promotions',
  cashback: 'platform:promotions',
  refund: 'platform:refunds',
  order_release: 'platform:orders',
  order_spend: 'platform:orders',
  expiry: 'platform:expiry',
  adjustment: 'platform:adjustments',
};

export const walletAccount = (userId: number) => `wallet:${userId}`;

export interface MovementOptions<K extends string> {
  kind: K;
  description: string;
  reference?: string | null;
  idempotencyKey?: string | null;
  expiresAt?: Date | null;
  createdBy?: number | null;
}

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export interface MovementResult {
  transaction: WalletTransactionRow;
  /** false when the idempotency key had been used: the first transaction is returned and nothing moved. */
  created: boolean;
  /** The wallet balance after this call (for a repeated key: the balance now). */
  balancePaise: number;
}

function checkAmount(amountPaise: number) {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new AppError('validation_failed', t('wallet.amountInvalid'), { fields: { amountPaise: t('wallet.amountInvalid') } });
  }
}

/** A unique violation of the idempotency key (drizzle wraps driver errors; the code sits on the cause). */
function isIdempotencyViolation(err: unknown): boolean {
  const { code, constraint } = pgError(err);
  return code === '23505' && (!constraint || constraint.includes('idempotency'));
}


export function createWalletService(db: Db) {
  async function balanceIn(q: Db | Tx, userId: number): Promise<number> {
    const [row] = await q.select({ b: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, userId));
    return row?.b ?? 0;
  }

  async function byKey(q: Db | Tx, key: string) {
    const [row] = await q.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, key));
    return row ?? null;
  }

  /** Moves `signed` paise (positive: credit, negative: debit) inside `tx`. Throws 422 when a debit is not covered. */
  async function post(tx: Tx, userId: number, signed: number, opts: MovementOptions<string>) {
    let balancePaise: number;
    if (signed > 0) {
      const [w] = await tx
        .insert(wallets)
        .values({ userId, balancePaise: signed })
        .onConflictDoUpdate({ target: wallets.userId, set: { balancePaise: sql.raw('"wallets"."balance_paise" + excluded.balance_paise'), updatedAt: sql`now()` } })
        .returning({ b: wallets.balancePaise });
      balancePaise = w.b;
    } else {
      const amount = -signed;
      const [w] = await tx
        .update(wallets)
        .set({ balancePaise: sql`${wallets.balancePaise} - ${amount}`, updatedAt: sql`now()` })
        .where(and(eq(wallets.userId, userId), gte(wallets.balancePaise, amount)))
        .returning({ b: wallets.balancePaise });
      if (!w) throw AppError.of('business_rule', 'wallet.insufficient');
      balancePaise = w.b;
    }
    const [transaction] = await tx
      .insert(walletTransactions)
      .values({
        userId,
        kind: opts.kind,
        reference: opts.reference ?? null,
        description: opts.description.slice(0, 200),
        idempotencyKey: opts.idempotencyKey ?? null,
        expiresAt: opts.expiresAt ?? null,
        createdBy: opts.createdBy ?? null,
      })
      .returning();
    await tx.insert(walletEntries).values([
      { transactionId: transaction.id, account: walletAccount(userId), amountPaise: signed },
      { transactionId: transaction.id, account: PLATFORM_ACCOUNT[opts.kind as CreditKind] ?? 'platform:adjustments', amountPaise: -signed },
    ]);
    // An operator's adjustment is a back-office write: it joins the audit trail in this transaction (decision 033).
    if (opts.kind === 'adjustment' && opts.createdBy) {
      await recordAudit(tx, {
        actorId: opts.createdBy,
        entity: 'wallet',
        entityId: userId,
        action: signed > 0 ? 'credit' : 'debit',
        before: { balancePaise: balancePaise - signed },
        after: { balancePaise, transactionId: transaction.id },
        reason: opts.description,
      });
    }
    return { transaction, balancePaise };
  }

  async function move(userId: number, signed: number, opts: MovementOptions<string>): Promise<MovementResult> {
    const key = opts.idempotencyKey ?? null;
    if (key) {
      const first = await byKey(db, key);
      if (first) return { transaction: first, created: false, balancePaise: await balanceIn(db, first.userId) };
    }
    try {
      const r = await db.transaction((tx) => post(tx, userId, signed, opts));
      return { ...r, created: true };
    } catch (err) {
      // Two calls with one key at once: the second rolled back entirely; answer with the first.
      if (key && isIdempotencyViolation(err)) {
        const first = await byKey(db, key);
        if (first) return { transaction: first, created: false, balancePaise: await balanceIn(db, first.userId) };
      }
      if (pgError(err).code === '23503') throw AppError.of('not_found', 'error.notFound');
      throw err;
    }
  }

  async function credit(userId: number, amountPaise: number, opts: MovementOptions<CreditKind>) {
    checkAmount(amountPaise);
    if (!CREDIT_KINDS.includes(opts.kind)) throw new AppError('validation_failed', `Not a credit kind: ${opts.kind}`);
    return move(userId, amountPaise, opts);
  }

  async function debit(userId: number, amountPaise: number, opts: MovementOptions<DebitKind>) {
    checkAmount(amountPaise);
    if (!DEBIT_KINDS.includes(opts.kind)) throw new AppError('validation_failed', `Not a debit kind: ${opts.kind}`);
    return move(userId, -amountPaise, opts);
  }

  /**
   * A movement inside the caller's transaction (checkout, order release): it commits or rolls back with the order.
   * A used idempotency key moves nothing and returns the first transaction.
   */
  async function moveWithin(tx: Tx, userId: number, signed: number, opts: MovementOptions<CreditKind | DebitKind>) {
    checkAmount(Math.abs(signed));
    if (opts.idempotencyKey) {
      const first = await byKey(tx, opts.idempotencyKey);
      if (first) return { transaction: first, created: false, balancePaise: await balanceIn(tx, first.userId) };
    }
    return { ...(await post(tx, userId, signed, opts)), created: true };
  }
  const debitWithin = (tx: Tx, userId: number, amountPaise: number, opts: MovementOptions<DebitKind>) => moveWithin(tx, userId, -amountPaise, opts);
  const creditWithin = (tx: Tx, userId: number, amountPaise: number, opts: MovementOptions<CreditKind>) => moveWithin(tx, userId, amountPaise, opts);

  async function balance(userId: number) {
    return balanceIn(db, userId);
  }

  /** Newest first; amountPaise is the wallet leg (signed), balanceAfter the running sum up to that movement. */
  async function history(userId: number, { skip = 0, limit = 10 }: { skip?: number; limit?: number } = {}) {
    const account = walletAccount(userId);
    const rows = await db
      .select({
        id: walletTransactions.id,
        kind: walletTransactions.kind,
        description: walletTransactions.description,
        reference: walletTransactions.reference,
        amountPaise: walletEntries.amountPaise,
        balanceAfter: sql<number>`(sum(${walletEntries.amountPaise}) over (order by ${walletTransactions.id}))::bigint`.mapWith(Number),
        createdAt: walletTransactions.createdAt,
        expiresAt: walletTransactions.expiresAt,
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
      })
      .from(walletTransactions)
      .innerJoin(walletEntries, and(eq(walletEntries.transactionId, walletTransactions.id), eq(walletEntries.account, account)))
      .where(eq(walletTransactions.userId, userId))
      .orderBy(desc(walletTransactions.id))
      .offset(skip)
      .limit(limit);
    let total = rows[0]?.total;
    if (total === undefined) {
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions).where(eq(walletTransactions.userId, userId));
      total = c.n;
    }
    return {
      items: rows.map(({ total: _t, createdAt, expiresAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString(), expiresAt: expiresAt?.toISOString() ?? null })),
      total,
    };
  }

  /** The ledger's own check: the balance equals the wallet account's entries, and every transaction sums to zero. */
  async function verifyLedger(userId: number) {
    const bal = await balanceIn(db, userId);
    const [s] = await db
      .select({ sum: sql<number>`coalesce(sum(${walletEntries.amountPaise}), 0)::bigint`.mapWith(Number) })
      .from(walletEntries)
      .where(eq(walletEntries.account, walletAccount(userId)));
    const unbalanced = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .leftJoin(walletEntries, eq(walletEntries.transactionId, walletTransactions.id))
      .where(eq(walletTransactions.userId, userId))
      .groupBy(walletTransactions.id)
      .having(sql`coalesce(sum(${walletEntries.amountPaise}), 0) <> 0 or count(${walletEntries.id}) < 2`);
    return {
      balance: bal,
      sumOfEntries: s.sum,
      unbalancedTransactions: unbalanced.map((u) => u.id),
      consistent: bal === s.sum && unbalanced.length === 0,
    };
  }

  /**
   * Lapses credits whose validity ended before `now` (all users, or one). The unspent remainder of a credit is found
   * first-in first-out: spending uses older money first, so the money of credits made after it is still there, and
   * remainder = clamp(balance − what later credits still hold, 0, credit amount). A lapsed credit with nothing left
   * gets no transaction; asked again it still computes 0 (later credits raise the balance and the subtrahend alike).
   * Each expiry carries the key `expiry:<creditId>`, so running this twice, or on two servers, expires once.
   */
  async function expireDue(now: Date, onlyUserId?: number) {
    const expiryKey = sql`'expiry:' || ${walletTransactions.id}`;
    const due = await db
      .select()
      .from(walletTransactions)
      .where(
        and(
          isNotNull(walletTransactions.expiresAt),
          lt(walletTransactions.expiresAt, now),
          inArray(walletTransactions.kind, [...CREDIT_KINDS]),
          onlyUserId === undefined ? undefined : eq(walletTransactions.userId, onlyUserId),
          sql`not exists (select 1 from ${walletTransactions} x where x.idempotency_key = ${expiryKey})`,
        ),
      )
      .orderBy(asc(walletTransactions.userId), asc(walletTransactions.id));
    const expired: Array<{ creditId: number; userId: number; amountPaise: number }> = [];
    for (const c of due) {
      const key = `expiry:${c.id}`;
      try {
        const amount = await db.transaction(async (tx) => {
          // The wallet row lock serialises this with every other movement of the wallet.
          const [w] = await tx.select({ b: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, c.userId)).for('update');
          if (!w) return 0;
          if (await byKey(tx, key)) return 0;
          const [later] = await tx
            .select({ held: sql<number>`coalesce(sum(${walletEntries.amountPaise}), 0)::bigint`.mapWith(Number) })
            .from(walletTransactions)
            .innerJoin(walletEntries, and(eq(walletEntries.transactionId, walletTransactions.id), eq(walletEntries.account, walletAccount(c.userId))))
            .where(
              and(
                eq(walletTransactions.userId, c.userId),
                sql`${walletTransactions.id} > ${c.id}`,
                // What later credits still hold: their amounts less their own expiries.
                sql`(${walletTransactions.kind} in ('welcome','referral','cashback','refund','order_release') or (${walletTransactions.kind} = 'adjustment' and ${walletEntries.amountPaise} > 0)
                     or (${walletTransactions.kind} = 'expiry' and ${walletTransactions.reference} ~ '^credit:' and substring(${walletTransactions.reference} from 8)::int > ${c.id}))`,
              ),
            );
          const [own] = await tx
            .select({ a: walletEntries.amountPaise })
            .from(walletEntries)
            .where(and(eq(walletEntries.transactionId, c.id), eq(walletEntries.account, walletAccount(c.userId))));
          const remainder = Math.max(0, Math.min(own?.a ?? 0, w.b - later.held));
          if (remainder <= 0) return 0;
          await post(tx, c.userId, -remainder, {
            kind: 'expiry',
            description: t('wallet.expiryDescription', { description: c.description }),
            reference: `credit:${c.id}`,
            idempotencyKey: key,
          });
          return remainder;
        });
        if (amount > 0) expired.push({ creditId: c.id, userId: c.userId, amountPaise: amount });
      } catch (err) {
        if (!isIdempotencyViolation(err)) throw err;
      }
    }
    return expired;
  }

  /** The most nirog money an order may use: the balance, at most the order's limit. */
  async function spendableFor(userId: number, { limitPaise }: { limitPaise: number }) {
    return Math.max(0, Math.min(await balanceIn(db, userId), Math.floor(limitPaise)));
  }

  return { credit, debit, debitWithin, creditWithin, balance, history, verifyLedger, expireDue, spendableFor };
}

export type WalletService = ReturnType<typeof createWalletService>;
