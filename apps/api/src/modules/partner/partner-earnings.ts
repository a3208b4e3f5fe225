/**
 * A partner order's commission in the partner's earnings ledger (issue 25 part 7, decisions 072 and 076):
 *
 * - delivered: the commission enters the ledger as pending (key `partner_order:<orderId>`), available when the
 *   order's return window closes;
 * - a return's units received back within the window: the pending commission is cancelled and the commission on the
 *   units the patient kept is pending again (key `partner_order:<orderId>:return:<returnId>`), so nothing is ever
 *   paid for returned units and no balance goes negative (nothing was available yet);
 * - settled (window closed, no return open; the orders' settlement job): what is pending becomes available, capped at
 *   the commission on the kept units; a full return settles as 'returned' and cancels what is left.
 *
 * Each runs inside the order's own transaction (the step, the return, the settlement), so the ledger moves with it.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AfterOrderHook } from '../orders/after-order.service.ts';
import type { SettleHook } from '../orders/settlement.service.ts';
import type { EarningsService } from '../payouts/earnings.service.ts';
import type { PartnerService } from './partner.service.ts';

/** When the order's return window closes: its delivery plus the longest return window of its products. */
async function windowClosesAt(tx: Tx, orderId: number, fallback: Date) {
  const rows = await tx.execute<{ closes: Date | string | null }>(sql`
    SELECT (SELECT min(e.created_at) FROM order_events e WHERE e.order_id = ${orderId} AND e.event = 'delivered')
      + make_interval(days => (SELECT coalesce(max(p.return_window_days), 0)::int FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ${orderId})) AS closes`);
  const closes = (rows as unknown as { rows: Array<{ closes: Date | string | null }> }).rows[0]?.closes;
  return closes ? new Date(closes) : fallback;
}

export function partnerCommissionHooks(deps: { partner: Pick<PartnerService, 'commissionOfOrder'>; earnings: Pick<EarningsService, 'recordPendingWithin' | 'cancelPendingWithin' | 'settleWithin'> }) {
  const { partner, earnings } = deps;

  type OrderEvent = Parameters<AfterOrderHook>[1];
  type Commission = NonNullable<Awaited<ReturnType<typeof partner.commissionOfOrder>>>;

  /** The commission on the kept units, pending until the order's return window closes. */
  const pend = async (tx: Tx, e: OrderEvent, c: Commission, idempotencyKey: string, description: string) =>
    earnings.recordPendingWithin(tx, {
      earnerId: c.partnerUserId,
      paise: c.keptCommissionPaise,
      source: 'partner_order',
      sourceId: e.orderId,
      availableAt: await windowClosesAt(tx, e.orderId, e.at),
      idempotencyKey,
      description,
    });

  const delivered: AfterOrderHook = async (tx, e) => {
    const c = await partner.commissionOfOrder(e.orderId, tx);
    if (!c || c.keptCommissionPaise <= 0) return;
    await pend(tx, e, c, `partner_order:${e.orderId}`, `Order ${e.orderNumber}: delivered`);
  };

  const returnReceived: AfterOrderHook = async (tx, e) => {
    const c = await partner.commissionOfOrder(e.orderId, tx);
    if (!c) return;
    const { cancelledPaise } = await earnings.cancelPendingWithin(tx, { source: 'partner_order', sourceId: e.orderId, reason: `Order ${e.orderNumber}: returned` });
    // Nothing was pending (an order delivered before commission was recorded at delivery): the settlement pays the kept part.
    if (cancelledPaise === 0 || c.keptCommissionPaise <= 0) return;
    await pend(tx, e, c, `partner_order:${e.orderId}:return:${e.returnId}`, `Order ${e.orderNumber}: kept after a return`);
  };

  const settled: SettleHook = async (tx, s) => {
    const c = await partner.commissionOfOrder(s.orderId, tx);
    if (!c) return;
    await earnings.settleWithin(tx, { source: 'partner_order', sourceId: s.orderId, earnerId: c.partnerUserId, keepPaise: s.outcome === 'returned' ? 0 : c.keptCommissionPaise, reason: 'Available: the return window has closed' });
  };

  return { delivered, returnReceived, settled };
}
