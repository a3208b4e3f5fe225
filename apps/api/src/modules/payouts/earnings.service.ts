/**
 * The earnings ledger (decision 072): what partners, doctors and clinics have earned, double-entry and append-only.
 *
 * What always holds, and how:
 * - Every movement is one `earning_transactions` row whose `earning_entries` legs add up to zero; rows are only
 *   inserted. `earning_balances` keeps the earner's pending and available sums in the same database transaction, and
 *   each decrease is a conditional UPDATE (`WHERE x_paise >= amount`) under a CHECK, so no balance is ever negative.
 * - An idempotency key moves money once: the transaction row is inserted first with ON CONFLICT DO NOTHING (a
 *   parallel insert of the same key waits for the first to commit and then does nothing).
 * - A pending earning closes once, by release (it becomes available) or cancellation: both insert a row naming it in
 *   `settles_id`, unique, so a return that races the release job loses or wins cleanly; a cancellation after the
 *   release cancels nothing (it was earned).
 * - Pending consultation fees become available by the `payouts.release` job (every 15 minutes) once `available_at`
 *   has passed; partner commission through `settleWithin`, from the orders' settlement (window closed, no return open).
 */
import { and, desc, eq, isNull, lte, sql, count } from 'drizzle-orm';
import type { EarningKind, EarningSource } from '@nirog/shared/payouts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../identity/identity.tables.ts';
import { earningBalances, earningEntries, earningTransactions } from './payouts.tables.ts';
import { alias } from 'drizzle-orm/pg-core';

export const RELEASE_JOB = 'payouts.release';
export const WEEKLY_PAYOUT_JOB = 'payouts.weekly';

export const pendingAccount = (userId: number) => `earner:${userId}:pending`;
export const availableAccount = (userId: number) => `earner:${userId}:available`;
/** Where the money an earner is owed comes from. */
const SOURCE_ACCOUNT: Record<EarningSource, string> = { partner_order: 'platform:commission', consultation: 'platform:consultations', adjustment: 'platform:adjustments' };

type Leg = { account: string; amountPaise: number };
export type EarningTransaction = typeof earningTransactions.$inferSelect;

export interface PendingInput {
  earnerId: number;
  /** What the earner gets, in paise (> 0). */
  paise: number;
  source: Exclude<EarningSource, 'adjustment'>;
  sourceId: number;
  availableAt: Date;
  idempotencyKey: string;
  description?: string;
  /** A consultation: the fee paid and the platform's part (paise = gross - fee). */
  grossPaise?: number;
  feePaise?: number;
}

function positive(paise: number) {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw AppError.of('validation_failed', 'payouts.error.amountInvalid');
}

export function createEarningsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Inserts the transaction (or finds its key used) and its legs; null when the key had moved money before. */
  async function insertMovement(tx: Tx, row: typeof earningTransactions.$inferInsert, legs: Leg[]): Promise<EarningTransaction | null> {
    if (legs.reduce((s, l) => s + l.amountPaise, 0) !== 0) throw new Error('unbalanced earning transaction');
    const [inserted] = await tx.insert(earningTransactions).values({ ...row, createdAt: now() }).onConflictDoNothing().returning();
    if (!inserted) return null;
    await tx.insert(earningEntries).values(legs.filter((l) => l.amountPaise !== 0).map((l) => ({ transactionId: inserted.id, ...l })));
    return inserted;
  }

  async function byKey(q: DbOrTx, key: string) {
    const [row] = await q.select().from(earningTransactions).where(eq(earningTransactions.idempotencyKey, key));
    return row ?? null;
  }

  /** Changes the two balances; a decrease only where covered (else throws `payouts.error.insufficient`). */
  async function shift(tx: Tx, userId: number, pendingDelta: number, availableDelta: number) {
    await tx.insert(earningBalances).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .update(earningBalances)
      .set({ pendingPaise: sql`${earningBalances.pendingPaise} + ${pendingDelta}`, availablePaise: sql`${earningBalances.availablePaise} + ${availableDelta}`, updatedAt: now() })
      .where(and(eq(earningBalances.userId, userId), sql`${earningBalances.pendingPaise} + ${pendingDelta} >= 0`, sql`${earningBalances.availablePaise} + ${availableDelta} >= 0`))
      .returning();
    if (!row) throw AppError.of('business_rule', 'payouts.error.insufficient');
    return row;
  }

  /** A commission or consultation fee earned but not yet available (inside the caller's transaction). */
  async function recordPendingWithin(tx: Tx, input: PendingInput) {
    positive(input.paise);
    const gross = input.grossPaise ?? input.paise;
    const fee = input.feePaise ?? gross - input.paise;
    if (gross - fee !== input.paise || fee < 0) throw new Error('gross, fee and paise do not add up');
    const legs: Leg[] = [
      { account: pendingAccount(input.earnerId), amountPaise: input.paise },
      { account: 'platform:fees', amountPaise: fee },
      { account: SOURCE_ACCOUNT[input.source], amountPaise: -gross },
    ];
    const row = await insertMovement(
      tx,
      {
        userId: input.earnerId,
        kind: 'pending',
        source: input.source,
        sourceId: input.sourceId,
        amountPaise: input.paise,
        grossPaise: input.grossPaise ?? null,
        feePaise: input.feePaise ?? null,
        description: (input.description ?? `${input.source}:${input.sourceId}`).slice(0, 200),
        availableAt: input.availableAt,
        idempotencyKey: input.idempotencyKey,
      },
      legs,
    );
    if (!row) return { transaction: (await byKey(tx, input.idempotencyKey))!, created: false };
    await shift(tx, input.earnerId, input.paise, 0);
    return { transaction: row, created: true };
  }

  /** Pending earnings of a source not closed yet (row-locked). */
  async function openPending(tx: Tx, source: EarningSource, sourceId: number) {
    const closing = alias(earningTransactions, 'closing');
    const rows = await tx
      .select({ p: earningTransactions })
      .from(earningTransactions)
      .leftJoin(closing, eq(closing.settlesId, earningTransactions.id))
      .where(and(eq(earningTransactions.kind, 'pending'), eq(earningTransactions.source, source), eq(earningTransactions.sourceId, sourceId), isNull(closing.id)));
    return rows.map((r) => r.p);
  }

  /**
   * Closes one pending earning: `keepPaise` of it becomes available (all of it by default), the rest goes back to its
   * source. Kind 'release' when anything is kept, else 'cancel'. False when it was closed before.
   */
  async function close(tx: Tx, p: EarningTransaction, keepPaise: number, reason: string) {
    const keep = Math.max(0, Math.min(p.amountPaise, keepPaise));
    const back = p.amountPaise - keep;
    const gross = p.grossPaise ?? p.amountPaise;
    const fee = p.feePaise ?? 0;
    // A cancelled consultation gives the patient the whole fee back, the platform's part included.
    const feeBack = keep === 0 ? fee : 0;
    const kind: EarningKind = keep > 0 ? 'release' : 'cancel';
    const legs: Leg[] = [
      { account: pendingAccount(p.userId), amountPaise: -p.amountPaise },
      { account: availableAccount(p.userId), amountPaise: keep },
      { account: 'platform:fees', amountPaise: -feeBack },
      { account: SOURCE_ACCOUNT[p.source as EarningSource], amountPaise: back + feeBack },
    ];
    const row = await insertMovement(
      tx,
      {
        userId: p.userId,
        kind,
        source: p.source,
        sourceId: p.sourceId,
        amountPaise: kind === 'release' ? keep : -p.amountPaise,
        grossPaise: kind === 'cancel' && p.grossPaise ? -gross : null,
        feePaise: kind === 'cancel' && p.feePaise ? -fee : null,
        description: reason.slice(0, 200),
        settlesId: p.id,
        idempotencyKey: `${kind}:${p.id}`,
      },
      legs,
    );
    if (!row) return false;
    await shift(tx, p.userId, -p.amountPaise, keep);
    return true;
  }

  /** A return within the window, a refunded consultation: the source's pending earnings are cancelled. */
  async function cancelPendingWithin(tx: Tx, input: { source: Exclude<EarningSource, 'adjustment'>; sourceId: number; reason: string }) {
    let cancelledPaise = 0;
    for (const p of await openPending(tx, input.source, input.sourceId)) if (await close(tx, p, 0, input.reason)) cancelledPaise += p.amountPaise;
    return { cancelledPaise };
  }

  /**
   * A partner order settled (its return window closed, no return open): `keepPaise` of its pending earning becomes
   * available now, the rest is cancelled. Given `earnerId` and no earning recorded for the source yet (no delivery
   * hook recorded it), the kept amount is recorded and made available in one go (key `<source>:<sourceId>`).
   */
  async function settleWithin(tx: Tx, input: { source: Exclude<EarningSource, 'adjustment'>; sourceId: number; keepPaise?: number; reason: string; earnerId?: number }) {
    let releasedPaise = 0;
    const open = await openPending(tx, input.source, input.sourceId);
    const recorded = async () =>
      (await tx.select({ id: earningTransactions.id }).from(earningTransactions).where(and(eq(earningTransactions.kind, 'pending'), eq(earningTransactions.source, input.source), eq(earningTransactions.sourceId, input.sourceId))).limit(1)).length > 0;
    if (open.length === 0 && input.earnerId && input.keepPaise && input.keepPaise > 0 && !(await recorded())) {
      const r = await recordPendingWithin(tx, { earnerId: input.earnerId, paise: input.keepPaise, source: input.source, sourceId: input.sourceId, availableAt: now(), idempotencyKey: `${input.source}:${input.sourceId}` });
      if (r.created) open.push(r.transaction);
    }
    for (const p of open) {
      const keep = Math.min(p.amountPaise, input.keepPaise ?? p.amountPaise);
      if (await close(tx, p, keep, input.reason)) releasedPaise += keep;
    }
    return { releasedPaise };
  }

  /**
   * One pass of the release job: every pending consultation fee whose time has come becomes available (each in its own
   * transaction). Partner orders are released by their settlement instead, which also waits for an open return.
   */
  async function releaseDue(at = now()) {
    const closing = alias(earningTransactions, 'closing');
    const due = await db
      .select({ id: earningTransactions.id })
      .from(earningTransactions)
      .leftJoin(closing, eq(closing.settlesId, earningTransactions.id))
      .where(and(eq(earningTransactions.kind, 'pending'), eq(earningTransactions.source, 'consultation'), lte(earningTransactions.availableAt, at), isNull(closing.id)))
      .orderBy(earningTransactions.id)
      .limit(500);
    let released = 0;
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [p] = await tx.select().from(earningTransactions).where(eq(earningTransactions.id, id));
        return p ? close(tx, p, p.amountPaise, 'Available: the return window has closed') : false;
      });
      if (done) released++;
    }
    return released;
  }

  /** An operator's adjustment of the available balance, with a reason; a debit only where covered. */
  async function adjust(operatorId: number, earnerId: number, signedPaise: number, reason: string, idempotencyKey: string) {
    positive(Math.abs(signedPaise));
    const [earner] = await db.select({ id: users.id }).from(users).where(eq(users.id, earnerId));
    if (!earner) throw AppError.of('not_found', 'error.notFound');
    return db.transaction(async (tx) => {
      const row = await insertMovement(
        tx,
        { userId: earnerId, kind: 'adjustment', source: 'adjustment', amountPaise: signedPaise, description: reason.slice(0, 200), idempotencyKey, createdBy: operatorId },
        [
          { account: availableAccount(earnerId), amountPaise: signedPaise },
          { account: 'platform:adjustments', amountPaise: -signedPaise },
        ],
      );
      if (!row) return { transaction: (await byKey(tx, idempotencyKey))!, created: false };
      const before = await balancesIn(tx, earnerId);
      const after = await shift(tx, earnerId, 0, signedPaise);
      await recordAudit(tx, { actorId: operatorId, entity: 'earnings', entityId: earnerId, action: signedPaise > 0 ? 'credit' : 'debit', before: { availablePaise: before.availablePaise }, after: { availablePaise: after.availablePaise, transactionId: row.id }, reason });
      return { transaction: row, created: true };
    });
  }

  /** A payout's debit of the available balance (gross), paid out as net and TDS (inside the payout's transaction). */
  async function payoutWithin(tx: Tx, p: { id: number; userId: number; grossPaise: number; tdsPaise: number; netPaise: number; attempt: number }) {
    const row = await insertMovement(
      tx,
      { userId: p.userId, kind: 'payout', source: 'payout', sourceId: p.id, payoutId: p.id, amountPaise: -p.grossPaise, description: `Payout ${p.id}`, idempotencyKey: `payout:${p.id}:${p.attempt}` },
      [
        { account: availableAccount(p.userId), amountPaise: -p.grossPaise },
        { account: 'platform:payouts', amountPaise: p.netPaise },
        { account: 'platform:tds', amountPaise: p.tdsPaise },
      ],
    );
    if (row) await shift(tx, p.userId, 0, -p.grossPaise);
    return row;
  }

  /** A failed payout gives its gross back to the available balance. */
  async function payoutReversalWithin(tx: Tx, p: { id: number; userId: number; grossPaise: number; tdsPaise: number; netPaise: number; attempt: number }, reason: string) {
    const row = await insertMovement(
      tx,
      { userId: p.userId, kind: 'payout_reversal', source: 'payout', sourceId: p.id, payoutId: p.id, amountPaise: p.grossPaise, description: reason.slice(0, 200), idempotencyKey: `payout:${p.id}:${p.attempt}:reversal` },
      [
        { account: availableAccount(p.userId), amountPaise: p.grossPaise },
        { account: 'platform:payouts', amountPaise: -p.netPaise },
        { account: 'platform:tds', amountPaise: -p.tdsPaise },
      ],
    );
    if (row) await shift(tx, p.userId, 0, p.grossPaise);
    return row;
  }

  async function balancesIn(q: DbOrTx, userId: number) {
    const [row] = await q.select().from(earningBalances).where(eq(earningBalances.userId, userId));
    return { pendingPaise: row?.pendingPaise ?? 0, availablePaise: row?.availablePaise ?? 0 };
  }

  /** The earner's movements, newest first, with each pending earning's state (open, available, cancelled). */
  async function history(userId: number, { skip = 0, limit = 10, from, to }: { skip?: number; limit?: number; from?: Date; to?: Date } = {}) {
    const closing = alias(earningTransactions, 'closing');
    const where = and(eq(earningTransactions.userId, userId), from ? sql`${earningTransactions.createdAt} >= ${from.toISOString()}` : undefined, to ? sql`${earningTransactions.createdAt} < ${to.toISOString()}` : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ t: earningTransactions, closedBy: closing.kind })
        .from(earningTransactions)
        .leftJoin(closing, eq(closing.settlesId, earningTransactions.id))
        .where(where)
        .orderBy(desc(earningTransactions.id))
        .offset(skip)
        .limit(limit),
      db.select({ n: count() }).from(earningTransactions).where(where),
    ]);
    return {
      items: rows.map(({ t: r, closedBy }) => ({
        id: r.id,
        kind: r.kind as EarningKind,
        source: r.source,
        sourceId: r.sourceId,
        amountPaise: r.amountPaise,
        grossPaise: r.grossPaise,
        feePaise: r.feePaise,
        description: r.description,
        availableAt: r.availableAt,
        state: r.kind !== 'pending' ? null : closedBy === 'release' ? ('available' as const) : closedBy === 'cancel' ? ('cancelled' as const) : ('pending' as const),
        createdAt: r.createdAt,
      })),
      total: total?.n ?? 0,
    };
  }

  /** The invariants, checked by tests: each balance equals the sum of its account's entries, and no transaction is unbalanced. */
  async function verifyLedger(userId: number) {
    const sums = await db
      .select({ account: earningEntries.account, sum: sql<string>`sum(${earningEntries.amountPaise})` })
      .from(earningEntries)
      .where(sql`${earningEntries.account} IN (${pendingAccount(userId)}, ${availableAccount(userId)})`)
      .groupBy(earningEntries.account);
    const sumOf = (a: string) => Number(sums.find((r) => r.account === a)?.sum ?? 0);
    const unbalanced = await db
      .select({ id: earningEntries.transactionId })
      .from(earningEntries)
      .innerJoin(earningTransactions, eq(earningTransactions.id, earningEntries.transactionId))
      .where(eq(earningTransactions.userId, userId))
      .groupBy(earningEntries.transactionId)
      .having(sql`sum(${earningEntries.amountPaise}) <> 0`);
    const b = await balancesIn(db, userId);
    return { ...b, pendingEntriesPaise: sumOf(pendingAccount(userId)), availableEntriesPaise: sumOf(availableAccount(userId)), unbalancedTransactions: unbalanced.map((u) => u.id) };
  }

  return { verifyLedger, recordPendingWithin, cancelPendingWithin, settleWithin, releaseDue, adjust, payoutWithin, payoutReversalWithin, balancesIn, balances: (userId: number) => balancesIn(db, userId), history };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
