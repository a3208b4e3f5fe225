/**
 * Settling delivered orders (decision 057): an order settles once it is delivered and the longest return window of
 * its products has closed with no return open. What is paid out for an order (referral rewards, reward points, a
 * partner's commission) is paid then, so it is never taken back and no wallet goes negative.
 *
 * The `orders.settle` job finds the orders due and settles each in its own transaction: the order row is locked, the
 * `order_settlements` row is inserted (its primary key is the order), and only the transaction that inserted it runs
 * the hooks, inside that transaction. Two workers, or a retried job, therefore run each hook once per order; a hook
 * that fails rolls the settlement back and the next pass tries again. A cancelled order never settles; an order whose
 * every unit came back settles as 'returned' (hooks see it and pay nothing); a partial return leaves the kept units'
 * taxable value.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_TYPE_APPOINTMENT, ORDER_TYPE_COURSE } from '@nirog/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { orderItems, orderSettlements, orders } from './orders.tables.ts';

export type SettlementRow = typeof orderSettlements.$inferSelect;

/** Runs inside the settling transaction; it may use `tx` for its own writes (they commit with the settlement). */
export type SettleHook = (tx: Tx, settlement: SettlementRow & { userType: number }) => Promise<void>;

export const SETTLE_JOB = 'orders.settle';
/** Statuses an order may settle from: delivered, or refunded after a return (no return open, window closed). */
const SETTLEABLE = ['delivered', 'refunded'] as const;
const BATCH = 200;

export function createSettlementService(deps: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const hooks: Array<{ name: string; run: SettleHook }> = [];

  /** Modules that pay out on settled orders register here (app.ts); the order of registration is the order of running. */
  function onSettled(name: string, run: SettleHook) {
    hooks.push({ name, run });
  }

  /** Orders due to settle at `at`: delivered, windows closed, no open return, not settled yet. */
  async function due(at: Date, limit = BATCH, orderId?: number): Promise<number[]> {
    const rows = await db.execute<{ id: number }>(sql`
      SELECT o.id FROM orders o
      WHERE ${orderId === undefined ? sql`true` : sql`o.id = ${orderId}`} AND o.status IN ('delivered', 'refunded') AND o.order_type NOT IN (${ORDER_TYPE_APPOINTMENT}, ${ORDER_TYPE_COURSE})
        AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = o.id AND r.status IN ('requested', 'approved', 'received'))
        AND (SELECT min(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.event = 'delivered')
            + make_interval(days => (SELECT coalesce(max(p.return_window_days), 0)::int FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id))
            <= ${at.toISOString()}::timestamptz
      ORDER BY o.id
      LIMIT ${limit}`);
    return (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  }

  /** Settles one order if it is (still) due; true when this call settled it. */
  async function settleOne(orderId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!o || !(SETTLEABLE as readonly string[]).includes(o.status)) return false;
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      let kept = 0;
      let returned = 0;
      for (const l of lines) {
        returned += l.returnedQuantity;
        kept += l.taxablePaise - Math.floor((l.taxablePaise * l.returnedQuantity) / l.quantity);
      }
      const allBack = lines.every((l) => l.returnedQuantity === l.quantity);
      const [row] = await tx
        .insert(orderSettlements)
        .values({ orderId, userId: o.userId, outcome: allBack ? 'returned' : 'settled', keptTaxablePaise: allBack ? 0 : kept, hadReturn: returned > 0 ? 1 : 0, settledAt: now() })
        .onConflictDoNothing({ target: orderSettlements.orderId })
        .returning();
      if (!row) return false;
      const [u] = await tx.execute<{ user_type: number }>(sql`SELECT user_type FROM users WHERE id = ${o.userId}`).then((r) => (r as unknown as { rows: Array<{ user_type: number }> }).rows);
      for (const h of hooks) await h.run(tx, { ...row, userType: Number(u?.user_type ?? 1) });
      return true;
    });
  }

  /**
   * An operator settles one order now instead of at the job's next pass (decision 076): only if it is due (delivered,
   * every return window closed, no return open); false when it is not (or was settled already).
   */
  async function settleIfDue(orderId: number): Promise<boolean> {
    if ((await due(now(), 1, orderId)).length === 0) return false;
    return settleOne(orderId);
  }

  /** One pass of the job: settles every order due now. Returns the ids settled by this call. */
  async function settleDue(): Promise<number[]> {
    const settled: number[] = [];
    for (const id of await due(now())) {
      try {
        if (await settleOne(id)) settled.push(id);
      } catch (err) {
        // One order's hook failing must not hold up the others; it is tried again on the next pass.
        deps.log.error({ err, orderId: id }, 'order settlement failed');
      }
    }
    return settled;
  }

  /** Settlements of these orders (for views). */
  async function settlementsOf(orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return db.select().from(orderSettlements).where(and(inArray(orderSettlements.orderId, orderIds)));
  }

  /** The periodic job (every 15 minutes, once per period whatever the number of processes). */
  function defineJob(jobs: JobQueue, everyMs = 15 * 60_000) {
    jobs.define(SETTLE_JOB, { everyMs, run: async () => void (await settleDue()) });
  }

  return { onSettled, due, settleOne, settleIfDue, settleDue, settlementsOf, defineJob };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
