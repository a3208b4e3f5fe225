/**
 * After the order (issue 7): the operator pipeline (placed → approved → packed → shipped → delivered), cancelling
 * before shipping, full and partial returns within each product's window, refunds to the original payment method or
 * to nirog money, public tracking, and a message to the buyer at each step they care about.
 *
 * Every change locks the order row first (SELECT … FOR UPDATE), checks the move against ORDER_TRANSITIONS and
 * records an order event with who and when, so two operators (or a buyer and an operator) acting at once apply one
 * change and the other gets a clear refusal. Refunds are capped under the same lock: what is refunded for an order
 * never exceeds what was paid for it, across any number of partial returns.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import {
  CANCELLABLE_STATUSES,
  OPERATOR_STEPS,
  OPERATOR_STEP_FROM,
  isServiceOrder,
  ORDER_TYPE_DROP_SHIPPING,
  PAYMENT_METHOD_COD,
  canMove,
  type OperatorStep,
  type OrderStatus,
} from '@nirog/shared/orders';
import type { OfficeOrderQuery, PendingRefundQuery } from '@nirog/shared/schemas/orders';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { products } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import type { UserRow } from '../identity/users.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { isTradeBuyer } from '@nirog/shared/trade-buyers';
import type { WalletService } from '../wallet/wallet.service.ts';
import { payments } from '../payments/payments.tables.ts';
import { issueCreditNoteIn } from '../invoices/credit-notes.service.ts';
import type { OrderService } from './orders.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { orderEvents, orderItems, orderPrescriptions, orderReturnItems, orderReturns, orders, refunds, shipments } from './orders.tables.ts';
import type { StockService } from '../stock/stock.service.ts';
import { likePattern } from '../../lib/office-list.ts';
import { returnShare, type SchemeLineState } from '../schemes/scheme-math.ts';
import { courierTrackingUrl } from '@nirog/shared/couriers';
import { cancelRefundDestination, expectedDelivery, indiaDayAfter, shipmentView, transitDays } from './delivery-tracking.ts';

type OrderRow = typeof orders.$inferSelect;

/** What the buyer is told about their order (texts `notify.<kind>.*`; the SMS keeps its registered `order.sms.*` template). */
type OrderNotice =
  | 'orderApproved'
  | 'orderShipped'
  | 'orderDelivered'
  | 'orderCancelled'
  | 'orderPrescriptionRejected'
  | 'orderRefunded'
  | 'orderRefundedWallet'
  | 'orderReturnRequested'
  | 'orderReturnApproved'
  | 'orderReturnRejected';

/** Refunds to the original payment method go through the payment gateway (the payments module provides this). */
export interface OnlineRefunder {
  /** Refunds `amountPaise` of the order's captured payment; the same key never refunds twice. */
  refund(orderId: number, amountPaise: number, idempotencyKey: string): Promise<{ gatewayRefundId: string; status: 'processed' | 'pending' }>;
}

export interface ReturnRequest {
  orderId: number;
  type: 'fullReturn' | 'partialReturn';
  items?: Array<{ orderItemId: number; quantity: number }>;
  reason: string;
  refundTo: 'original' | 'nirog_money';
}

const OPEN_RETURN = ['requested', 'approved', 'received'] as const;

/**
 * Runs inside the transaction of an order's step (decision 076): what other areas keep in step with the order (a
 * partner's commission pending from delivery, cancelled by a return) commits or rolls back with the step itself.
 */
export type AfterOrderHook = (tx: Tx, event: { orderId: number; orderNumber: string; at: Date; returnId?: number }) => Promise<void>;

export function createAfterOrderService(deps: {
  db: Db;
  orders: OrderService;
  wallet: WalletService;
  notify: Notify;
  refunder: () => OnlineRefunder | null;
  /** Returned units go back through the stock service (movement log, audit, "notify me"). */
  stock: Pick<StockService, 'addWithin'>;
  log: FastifyBaseLogger;
  /** The site's address, for links in messages (PUBLIC_URL); paths only when unset. */
  publicUrl?: string | null;
  now?: () => Date;
}) {
  const { db, wallet, log } = deps;
  const now = deps.now ?? (() => new Date());
  const hooks: Record<'delivered' | 'returnReceived', Array<{ name: string; run: AfterOrderHook }>> = { delivered: [], returnReceived: [] };

  /** Other areas register here (app.ts): run in order, inside the transaction that delivers the order. */
  function onDelivered(name: string, run: AfterOrderHook) {
    hooks.delivered.push({ name, run });
  }
  /** ...and inside the transaction that records a return's units as received (they are back: `returned_quantity`). */
  function onReturnReceived(name: string, run: AfterOrderHook) {
    hooks.returnReceived.push({ name, run });
  }

  async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw AppError.of('not_found', 'error.notFound');
    return o;
  }

  function refuseMove(from: string, to: string): never {
    throw AppError.of('business_rule', 'order.transitionNotAllowed', { from: t(`order.status.${from}` as MessageKey), to: t(`order.status.${to}` as MessageKey) });
  }

  async function move(tx: Tx, o: OrderRow, to: OrderStatus, actorId: number | null, note: string | null, extra: Partial<typeof orders.$inferInsert> = {}) {
    if (!canMove(o.status as OrderStatus, to)) refuseMove(o.status, to);
    await tx.update(orders).set({ status: to, updatedAt: now(), ...extra }).where(eq(orders.id, o.id));
    await tx.insert(orderEvents).values({ orderId: o.id, event: to, note, actorId, createdAt: now() });
  }

  /**
   * Tells the buyer (decision 054): in their inbox, and by SMS, email or push as they chose (SMS by default, in their
   * language, under the template registered for it). `key` makes it once per event. A failed notification never
   * undoes the step.
   */
  async function notify(orderId: number, kind: OrderNotice, key: string, params: Record<string, string | number> = {}) {
    try {
      const [row] = await db
        .select({ userId: orders.userId, userType: users.userType, orderType: orders.orderType, orderNumber: orders.orderNumber, hashedId: orders.hashedId })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!row) return;
      const module = row.orderType === ORDER_TYPE_DROP_SHIPPING ? NOTIFY_MODULE.partnerOrders : isTradeBuyer(row.userType) ? NOTIFY_MODULE.b2bOrders : NOTIFY_MODULE.d2cOrders;
      const link = `/myorders/${row.hashedId}`;
      await deps.notify({ userId: row.userId, module, kind, params: { orderNumber: row.orderNumber, trackPath: `${deps.publicUrl ?? ''}${link}`, ...params }, link, key: `order:${orderId}:${key}` });
    } catch (err) {
      log.error({ err, orderId }, 'order notification failed');
    }
  }

  // Operator pipeline ---------------------------------------------------------------------------------------------

  async function advance(operatorId: number, orderId: number, to: OperatorStep, details: { courier?: string; awb?: string; trackingUrl?: string; expectedBy?: string; note?: string } = {}) {
    if (!OPERATOR_STEPS.includes(to)) throw AppError.field('to', t('order.notOperatorStep'));
    await db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      // A consultation is not packed or shipped: its appointment is its progress.
      if (isServiceOrder(o.orderType)) throw AppError.of('business_rule', 'order.notShipped');
      // Only the pipeline's next step (a return's way back to delivered is the return's own decision).
      if (o.status !== OPERATOR_STEP_FROM[to]) refuseMove(o.status, to);
      // Prescription-only medicines leave only on a prescription a pharmacist has accepted (decision 019).
      if (to === 'approved') {
        const [rx] = await tx.select({ status: orderPrescriptions.status }).from(orderPrescriptions).where(eq(orderPrescriptions.orderId, orderId));
        if (rx?.status === 'pending') throw AppError.of('business_rule', 'order.prescriptionNotChecked');
      }
      const extra: Partial<typeof orders.$inferInsert> = {};
      if (to === 'shipped') {
        if (!details.courier || !details.awb) throw AppError.field(details.courier ? 'awb' : 'courier', t('order.shipmentRequired'));
        // The courier's link and the expected day (decision 043): as the operator gives them, else the known courier's
        // page for the AWB and dispatch plus the pincode's transit estimate.
        const shippedAt = now();
        if (details.expectedBy && details.expectedBy < indiaDayAfter(shippedAt, 0)) throw AppError.field('expectedBy', t('trade.ship.expectedPast'));
        const days = details.expectedBy ? null : await transitDays(tx, o.deliveryAddress?.pincode);
        await tx.insert(shipments).values({
          orderId,
          courier: details.courier,
          awb: details.awb,
          trackingUrl: details.trackingUrl ?? courierTrackingUrl(details.courier, details.awb),
          expectedBy: details.expectedBy ?? (days === null ? null : indiaDayAfter(shippedAt, days)),
          shippedAt,
          createdBy: operatorId,
        });
      }
      if (to === 'delivered') {
        await tx.update(shipments).set({ deliveredAt: now() }).where(eq(shipments.orderId, orderId));
        // Cash on delivery: the courier collected it.
        if (o.paymentMethod === PAYMENT_METHOD_COD && o.paymentStatus === 'unpaid') Object.assign(extra, { paymentStatus: 'paid', paidAt: now() });
      }
      const note = to === 'shipped' ? t('order.shippedNote', { courier: details.courier!, awb: details.awb! }) : (details.note ?? null);
      await move(tx, o, to, operatorId, note, extra);
      if (to === 'delivered') for (const h of hooks.delivered) await h.run(tx, { orderId, orderNumber: o.orderNumber, at: now() });
      await recordAudit(tx, {
        actorId: operatorId,
        entity: 'order',
        entityId: orderId,
        action: to,
        before: { status: o.status, paymentStatus: o.paymentStatus },
        after: { status: to, paymentStatus: extra.paymentStatus ?? o.paymentStatus, ...(to === 'shipped' ? { courier: details.courier, awb: details.awb } : {}) },
        reason: details.note ?? null,
      });
    });
    const notices: Partial<Record<OperatorStep, OrderNotice>> = { approved: 'orderApproved', shipped: 'orderShipped', delivered: 'orderDelivered' };
    const kind = notices[to];
    if (kind) await notify(orderId, kind, to, details.courier ? { courier: details.courier, awb: details.awb ?? '' } : {});
  }

  /** `rx: 'pending'`: only orders whose uploaded prescription waits for a pharmacist. */
  /** GET /v1/admin/orders (decision 033): a page of the sheet, searched, filtered and sorted; counts per state over all orders. */
  async function listForOperator(q: OfficeOrderQuery) {
    // A cancelled order's prescription needs no check any more.
    const rxPending = sql`${orders.status} <> 'cancelled' AND EXISTS (SELECT 1 FROM ${orderPrescriptions} WHERE ${orderPrescriptions.orderId} = ${orders.id} AND ${orderPrescriptions.status} = 'pending')`;
    const where = and(
      q.status ? eq(orders.status, q.status) : undefined,
      q.rx === 'pending' ? rxPending : undefined,
      searchOf(q.q, [orders.orderNumber, users.mobileNumber, users.fullName]),
    );
    const rows = await db
      .select({ order: orders, buyerName: users.fullName, buyerMobile: users.mobileNumber, buyerType: users.userType, rxStatus: orderPrescriptions.status })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(orderPrescriptions, eq(orderPrescriptions.orderId, orders.id))
      .where(where)
      .orderBy(...orderOf(q.sort, q.dir, { placed: orders.createdAt, total: orders.totalPaise }, orders.id))
      .offset(q.skip)
      .limit(q.limit);
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
    const counts = await db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status);
    const [rxWaiting] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(rxPending);
    return {
      items: rows.map((r) => ({
        id: r.order.id,
        orderNumber: r.order.orderNumber,
        status: r.order.status,
        paymentMethod: r.order.paymentMethod,
        paymentStatus: r.order.paymentStatus,
        totalPaise: r.order.totalPaise,
        orderType: r.order.orderType,
        city: r.order.deliveryAddress?.city ?? null,
        pincode: r.order.deliveryAddress?.pincode ?? null,
        buyerName: r.buyerName,
        buyerMobile: r.buyerMobile,
        buyerType: r.buyerType,
        rxStatus: r.rxStatus,
        createdAt: r.order.createdAt.toISOString(),
      })),
      total: Number(c.n),
      byStatus: Object.fromEntries(counts.map((x) => [x.status, Number(x.n)])),
      prescriptionsToCheck: Number(rxWaiting?.n ?? 0),
    };
  }

  // Cancel --------------------------------------------------------------------------------------------------------

  /** Cancels before shipping; releases the hold once and refunds a paid order. Cancelling again changes nothing. */
  async function cancel(actor: UserRow, orderId: number, reason: string) {
    const operator = actor.role === 'operator';
    return cancelOrder(orderId, actor.id, reason, (o) => o.userId === actor.id || operator);
  }

  /**
   * The module that owns an order of a service cancels it (an appointment cancelled by its doctor or patient): the
   * same cancellation and refund, with the owning module's own messages instead of the order's.
   */
  async function cancelForService(orderId: number, actorId: number, reason: string) {
    return cancelOrder(orderId, actorId, reason, () => true);
  }

  async function cancelOrder(
    orderId: number,
    actorId: number,
    reason: string,
    allowed: (o: OrderRow) => boolean,
    opts: { before?: (tx: Tx, o: OrderRow) => Promise<void>; message?: OrderNotice; messageParams?: Record<string, string> } = {},
  ) {
    const result = await db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!allowed(o)) throw AppError.of('not_found', 'error.notFound');
      await opts.before?.(tx, o);
      if (o.status === 'cancelled') return { changed: false, refundIds: [] as number[], orderType: o.orderType };
      if (!CANCELLABLE_STATUSES.includes(o.status as OrderStatus)) throw AppError.of('business_rule', 'order.cannotCancel');
      await move(tx, o, 'cancelled', actorId, reason, { cancelReason: reason });
      await deps.orders.releaseHold(o.id, tx);
      await deps.orders.cancelledIn(tx, o, { actorId, reason });
      // An invoice already issued is corrected by a GST credit note, in this transaction (none if never invoiced).
      await issueCreditNoteIn(tx, { kind: 'cancellation', orderId: o.id, reason, at: now() });
      const refundIds: number[] = [];
      // What was paid in money (online, or NEFT for postpaid) goes back; nirog money came back with the hold.
      if (o.paymentStatus === 'paid' && o.paymentMethod !== PAYMENT_METHOD_COD && o.totalPaise > 0) {
        const [captured] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.status, 'captured')));
        const [r] = await tx
          .insert(refunds)
          .values({ orderId: o.id, destination: captured ? 'original' : 'nirog_money', amountPaise: o.totalPaise, idempotencyKey: `cancel:${o.id}`, createdBy: actorId, createdAt: now() })
          .returning({ id: refunds.id });
        refundIds.push(r.id);
      }
      return { changed: true, refundIds, orderType: o.orderType };
    });
    for (const id of result.refundIds) await processRefund(id);
    // An appointment's module tells both sides itself; a medicine order's buyer hears from us.
    if (result.changed && !isServiceOrder(result.orderType)) await notify(orderId, opts.message ?? 'orderCancelled', 'cancelled', opts.messageParams);
    return { changed: result.changed, refundIds: result.refundIds };
  }

  // Prescriptions ---------------------------------------------------------------------------------------------------

  /**
   * A pharmacist's decision on an uploaded prescription (decision 019). Approved: the order may be approved. Rejected:
   * the order is cancelled with the reason and whatever was paid is refunded, in the same transaction as the decision.
   * Only a prescription still waiting is decided: a second decision, by anyone, is refused.
   */
  async function reviewPrescription(operatorId: number, orderId: number, decision: 'approve' | 'reject', reason?: string) {
    const decide = async (tx: Tx, o: OrderRow) => {
      if (o.status === 'cancelled') throw AppError.of('business_rule', 'order.prescriptionNotPending');
      const [rx] = await tx
        .update(orderPrescriptions)
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', reviewedBy: operatorId, reviewedAt: now(), rejectReason: decision === 'reject' ? reason! : null })
        .where(and(eq(orderPrescriptions.orderId, o.id), eq(orderPrescriptions.status, 'pending')))
        .returning({ orderId: orderPrescriptions.orderId });
      if (!rx) throw AppError.of('business_rule', 'order.prescriptionNotPending');
      await tx.insert(orderEvents).values({ orderId: o.id, event: decision === 'approve' ? 'prescription_approved' : 'prescription_rejected', note: reason ?? null, actorId: operatorId, createdAt: now() });
      await recordAudit(tx, {
        actorId: operatorId,
        entity: 'order',
        entityId: o.id,
        action: decision === 'approve' ? 'prescription_approved' : 'prescription_rejected',
        before: { prescription: 'pending' },
        after: { prescription: decision === 'approve' ? 'approved' : 'rejected' },
        reason: reason ?? null,
      });
    };
    if (decision === 'approve') {
      await db.transaction(async (tx) => decide(tx, await lockOrder(tx, orderId)));
      return { orderId, prescription: 'approved' as const, cancelled: false };
    }
    if (!reason) throw AppError.field('reason', t('order.prescriptionReasonRequired'));
    await cancelOrder(orderId, operatorId, t('order.prescriptionRejectedReason', { reason }), () => true, {
      before: decide,
      message: 'orderPrescriptionRejected',
      messageParams: { reason },
    });
    return { orderId, prescription: 'rejected' as const, cancelled: true };
  }

  // Refunds -------------------------------------------------------------------------------------------------------

  /** Money the buyer has paid for the order and not had back (the cap for any new refund). */
  async function refundableIn(tx: Tx, o: OrderRow): Promise<number> {
    const paidMoney = ['paid', 'partially_refunded', 'refunded'].includes(o.paymentStatus) ? o.totalPaise : 0;
    const wallet = o.releasedAt ? 0 : o.nirogMoneyPaise;
    const [s] = await tx.select({ n: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` }).from(refunds).where(and(eq(refunds.orderId, o.id), sql`${refunds.status} <> 'failed'`));
    return paidMoney + wallet - Number(s.n);
  }

  async function settlePaymentStatus(tx: Tx, orderId: number) {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [s] = await tx.select({ n: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` }).from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
    const refunded = Number(s.n);
    if (refunded <= 0 || !['paid', 'partially_refunded', 'refunded'].includes(o.paymentStatus)) return;
    const full = refunded >= o.totalPaise + (o.releasedAt ? 0 : o.nirogMoneyPaise);
    await tx.update(orders).set({ paymentStatus: full ? 'refunded' : 'partially_refunded', updatedAt: now() }).where(eq(orders.id, orderId));
  }

  /** Carries out a pending refund: nirog money at once; the original method through the gateway. Safe to repeat. */
  async function processRefund(refundId: number) {
    const [r] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!r || r.status !== 'pending') return r ?? null;
    if (r.destination === 'nirog_money') {
      await db.transaction(async (tx) => {
        const [o] = await tx.select().from(orders).where(eq(orders.id, r.orderId));
        const [done] = await tx
          .update(refunds)
          .set({ status: 'processed', processedAt: now() })
          .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
          .returning();
        if (!done) return;
        await wallet.creditWithin(tx, o.userId, r.amountPaise, {
          kind: 'refund',
          description: t('order.walletRefund', { orderNumber: o.orderNumber }),
          reference: `order:${o.id}`,
          idempotencyKey: `refund:${r.id}`,
        });
        await tx.insert(orderEvents).values({ orderId: o.id, event: 'refund_processed', note: t('order.refundNote.wallet', { amount: formatRupees(r.amountPaise) }), createdAt: now() });
        await settlePaymentStatus(tx, o.id);
      });
    } else {
      const refunder = deps.refunder();
      if (!refunder) throw new AppError('unavailable', t('order.refundGatewayMissing'));
      const result = await refunder.refund(r.orderId, r.amountPaise, `refund:${r.id}`);
      await db.update(refunds).set({ gatewayRefundId: result.gatewayRefundId }).where(eq(refunds.id, r.id));
      if (result.status === 'processed') await markGatewayRefundProcessed(result.gatewayRefundId);
    }
    const [after] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    return after;
  }

  /** The gateway confirmed a refund (its answer or its refund.processed webhook). Once, however often it says so. */
  async function markGatewayRefundProcessed(gatewayRefundId: string) {
    const changed = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({ status: 'processed', processedAt: now() })
        .where(and(eq(refunds.gatewayRefundId, gatewayRefundId), eq(refunds.status, 'pending')))
        .returning();
      if (!done) return null;
      await tx.insert(orderEvents).values({ orderId: done.orderId, event: 'refund_processed', note: t('order.refundNote.original', { amount: formatRupees(done.amountPaise) }), createdAt: now() });
      await settlePaymentStatus(tx, done.orderId);
      return done;
    });
    if (changed) await notify(changed.orderId, 'orderRefunded', `refund:${changed.id}`, { amount: formatRupees(changed.amountPaise) });
    return changed;
  }

  /**
   * Refunds not yet made: to the original method, either never accepted by the gateway (it was down: `gatewayRefundId`
   * null, retried) or accepted and waiting for its confirmation. For the back office: oldest first unless sorted
   * otherwise, q finds an order number or buyer name, filtered by destination; a page of them and the count.
   */
  async function pendingRefunds(query: PendingRefundQuery) {
    const where = and(eq(refunds.status, 'pending'), query.destination ? eq(refunds.destination, query.destination) : undefined, searchOf(query.q, [orders.orderNumber, users.fullName]));
    const [rows, [counted]] = await Promise.all([
      db
        .select({ r: refunds, orderNumber: orders.orderNumber, orderType: orders.orderType, buyerName: users.fullName })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(...orderOf(query.sort, query.dir, { created: refunds.createdAt, amount: refunds.amountPaise }, refunds.id))
        .offset(query.skip)
        .limit(query.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    const items = rows.map(({ r, orderNumber, orderType, buyerName }) => ({
      id: r.id,
      orderId: r.orderId,
      orderNumber,
      orderType,
      buyerName,
      destination: r.destination,
      amountPaise: r.amountPaise,
      createdAt: r.createdAt.toISOString(),
      /** true: the gateway accepted it and its confirmation is awaited; false: it must be sent (again). */
      accepted: r.gatewayRefundId !== null,
    }));
    return { items, total: Number(counted?.n ?? 0) };
  }

  /** An operator sends a refund the gateway did not take (again). The same idempotency key: never refunded twice. */
  async function retryRefund(refundId: number) {
    const [r] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!r) throw AppError.of('not_found', 'error.notFound');
    if (r.status !== 'pending' || r.gatewayRefundId) throw AppError.of('business_rule', 'refund.notRetryable');
    return processRefund(refundId);
  }

  /** The sweeper: refunds the gateway did not take, older than a few minutes, are sent again. Errors are logged. */
  async function retryStaleRefunds(olderThanMinutes = 5) {
    const stale = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId), lt(refunds.createdAt, new Date(now().getTime() - olderThanMinutes * 60_000))))
      .orderBy(asc(refunds.id))
      .limit(50);
    let done = 0;
    for (const { id } of stale) {
      try {
        const after = await processRefund(id);
        if (after?.gatewayRefundId || after?.status === 'processed') done++;
      } catch (err) {
        log.warn({ err, refundId: id }, 'retrying a refund failed; trying again later');
      }
    }
    return done;
  }

  // Returns -------------------------------------------------------------------------------------------------------

  async function requestReturn(user: UserRow, req: ReturnRequest) {
    const id = await db.transaction(async (tx) => {
      const o = await lockOrder(tx, req.orderId);
      if (o.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
      if (!canMove(o.status as OrderStatus, 'return_requested')) throw AppError.of('business_rule', 'return.notDelivered');
      const [open] = await tx.select({ id: orderReturns.id }).from(orderReturns).where(and(eq(orderReturns.orderId, o.id), inArray(orderReturns.status, [...OPEN_RETURN])));
      if (open) throw AppError.of('business_rule', 'return.alreadyOpen');
      if (req.refundTo === 'original' && o.paymentMethod === PAYMENT_METHOD_COD) throw AppError.field('refundTo', t('return.codToWallet'));
      const [ship] = await tx.select().from(shipments).where(eq(shipments.orderId, o.id));
      const deliveredAt = ship?.deliveredAt ?? o.updatedAt;

      const lines = await tx
        .select({ item: orderItems, windowDays: products.returnWindowDays })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, o.id))
        .orderBy(asc(orderItems.id));
      // Units already in a return that was not rejected.
      const pending = await tx
        .select({ orderItemId: orderReturnItems.orderItemId, q: sql<number>`sum(${orderReturnItems.quantity})::int` })
        .from(orderReturnItems)
        .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
        .where(and(eq(orderReturns.orderId, o.id), notInArray(orderReturns.status, ['rejected'])))
        .groupBy(orderReturnItems.orderItemId);
      const taken = new Map(pending.map((p) => [p.orderItemId, Number(p.q)]));
      const remaining = (it: (typeof lines)[number]['item']) => it.quantity - (taken.get(it.id) ?? 0);

      let wanted: Array<{ line: (typeof lines)[number]; quantity: number }>;
      if (req.type === 'fullReturn') {
        wanted = lines.filter((l) => remaining(l.item) > 0).map((line) => ({ line, quantity: remaining(line.item) }));
        if (wanted.length === 0) throw AppError.of('business_rule', 'return.nothingLeft');
      } else {
        if (!req.items?.length) throw AppError.field('items', t('return.chooseItems'));
        wanted = req.items.map((want, i) => {
          const line = lines.find((l) => l.item.id === want.orderItemId);
          if (!line) throw AppError.field(`items.${i}.orderItemId`, t('return.notInOrder'));
          if (want.quantity > remaining(line.item)) throw AppError.field(`items.${i}.quantity`, t('return.tooMany', { name: line.item.name, count: remaining(line.item) }));
          return { line, quantity: want.quantity };
        });
        if (new Set(req.items.map((i) => i.orderItemId)).size !== req.items.length) throw AppError.field('items', t('return.duplicateItem'));
      }
      for (const { line } of wanted) {
        if (line.windowDays <= 0) throw AppError.of('business_rule', 'return.notReturnable', { name: line.item.name });
        const closes = new Date(deliveredAt.getTime() + line.windowDays * 86_400_000);
        if (now() > closes) throw AppError.of('business_rule', 'return.windowClosed', { name: line.item.name, days: line.windowDays });
      }
      // What the buyer paid for these units: the line's value after its coupon share, pro rata; the last units of a
      // line take what is left of it, so a line returned in parts adds up to exactly what was paid for it.
      const amounts = wanted.map(({ line, quantity }) => {
        const net = line.item.lineTotalPaise - line.item.couponSharePaise;
        const before = line.item.quantity - remaining(line.item);
        const upto = (units: number) => Math.floor((net * units) / line.item.quantity);
        return upto(before + quantity) - upto(before);
      });
      // Trade schemes (decision 056): the benefit the kept units no longer earn comes off this refund.
      const goneAfter = new Map(lines.map((l) => [l.item.id, l.item.quantity - remaining(l.item)]));
      for (const w of wanted) goneAfter.set(w.line.item.id, (goneAfter.get(w.line.item.id) ?? 0) + w.quantity);
      const states: SchemeLineState[] = lines
        .filter((l) => l.item.schemeRule && l.item.freeOfItemId === null)
        .map(({ item }) => {
          const freeLine = lines.find((f) => f.item.freeOfItemId === item.id)?.item;
          return {
            rule: item.schemeRule!,
            quantity: item.quantity,
            gone: goneAfter.get(item.id) ?? 0,
            listPricePaise: item.listPricePaise ?? item.pricePaise,
            pricePaise: item.pricePaise,
            free: freeLine ? { quantity: freeLine.quantity, gone: goneAfter.get(freeLine.id) ?? 0, unitValuePaise: freeLine.listPricePaise ?? 0 } : undefined,
          };
        });
      const value = amounts.reduce((s, v) => s + v, 0);
      let schemeSharePaise = 0;
      if (states.length) {
        const [before] = await tx
          .select({ n: sql<number>`coalesce(sum(${orderReturns.schemeSharePaise}), 0)::int` })
          .from(orderReturns)
          .where(and(eq(orderReturns.orderId, o.id), notInArray(orderReturns.status, ['rejected'])));
        schemeSharePaise = returnShare(states, Number(before?.n ?? 0), value);
      }
      const amountPaise = Math.max(0, Math.min(value - schemeSharePaise, await refundableIn(tx, o)));
      const [ret] = await tx
        .insert(orderReturns)
        .values({ orderId: o.id, userId: user.id, kind: req.type === 'fullReturn' ? 'full' : 'partial', reason: req.reason, refundTo: req.refundTo, amountPaise, schemeSharePaise, createdAt: now() })
        .returning();
      await tx.insert(orderReturnItems).values(wanted.map((w, i) => ({ returnId: ret.id, orderItemId: w.line.item.id, quantity: w.quantity, amountPaise: amounts[i] })));
      await move(tx, o, 'return_requested', user.id, req.reason);
      return ret.id;
    });
    await notify(req.orderId, 'orderReturnRequested', `return:${id}:requested`);
    return returnView(id);
  }

  async function lockReturn(tx: Tx, returnId: number) {
    const [r] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!r) throw AppError.of('not_found', 'error.notFound');
    const o = await lockOrder(tx, r.orderId);
    const [fresh] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    return { r: fresh, o };
  }

  async function decideReturn(operatorId: number, returnId: number, decision: 'approve' | 'reject' | 'receive', note?: string) {
    const orderId = await db.transaction(async (tx) => {
      const { r, o } = await lockReturn(tx, returnId);
      const need = decision === 'receive' ? 'approved' : 'requested';
      if (r.status !== need) throw AppError.of('business_rule', 'return.wrongStep', { status: t(`return.status.${r.status}` as MessageKey) });
      if (decision === 'approve') {
        await tx.update(orderReturns).set({ status: 'approved', decidedBy: operatorId, decidedAt: now(), note: note ?? null }).where(eq(orderReturns.id, r.id));
        await move(tx, o, 'return_approved', operatorId, note ?? null);
      } else if (decision === 'reject') {
        if (!note) throw AppError.field('note', t('return.rejectReason'));
        await tx.update(orderReturns).set({ status: 'rejected', decidedBy: operatorId, decidedAt: now(), note }).where(eq(orderReturns.id, r.id));
        const [prior] = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, o.id), eq(refunds.status, 'processed'))).limit(1);
        await move(tx, o, prior ? 'refunded' : 'delivered', operatorId, t('return.rejectedNote', { reason: note }));
      } else {
        await tx.update(orderReturns).set({ status: 'received', receivedAt: now() }).where(eq(orderReturns.id, r.id));
        // The units come back to the warehouse the order left from.
        const items = await tx.select().from(orderReturnItems).where(eq(orderReturnItems.returnId, r.id)).orderBy(asc(orderReturnItems.orderItemId));
        const restocked: Parameters<StockService['addWithin']>[3] = [];
        for (const it of items) {
          const [line] = await tx
            .update(orderItems)
            .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${it.quantity}` })
            .where(eq(orderItems.id, it.orderItemId))
            .returning({ packageId: orderItems.packageId });
          if (o.warehouseId) restocked.push({ packageId: line.packageId, warehouseId: o.warehouseId, units: it.quantity, reason: t('stock.returnReceived', { orderNumber: o.orderNumber }) });
        }
        // Back on the shelf, logged as a stock movement (and "notify me" sent if the pack had run out).
        await deps.stock.addWithin(tx, operatorId, 'return', restocked);
        // The goods are back: a GST credit note against the invoice, in this transaction.
        await issueCreditNoteIn(tx, { kind: 'return', orderId: o.id, returnId: r.id, at: now() });
        await move(tx, o, 'returned', operatorId, note ?? null);
        for (const h of hooks.returnReceived) await h.run(tx, { orderId: o.id, orderNumber: o.orderNumber, at: now(), returnId: r.id });
      }
      const after = { approve: 'approved', reject: 'rejected', receive: 'received' }[decision];
      await recordAudit(tx, { actorId: operatorId, entity: 'return', entityId: r.id, action: decision, before: { status: r.status }, after: { status: after }, reason: note ?? null });
      return o.id;
    });
    if (decision === 'approve') await notify(orderId, 'orderReturnApproved', `return:${returnId}:approved`);
    if (decision === 'reject') await notify(orderId, 'orderReturnRejected', `return:${returnId}:rejected`, { reason: note ?? '' });
    return returnView(returnId);
  }

  /** Refunds a received return: to the original method as far as it was paid online, the rest to nirog money. */
  async function refundReturn(operatorId: number, returnId: number) {
    const refundIds = await db.transaction(async (tx) => {
      const { r, o } = await lockReturn(tx, returnId);
      if (r.status !== 'received') throw AppError.of('business_rule', 'return.wrongStep', { status: t(`return.status.${r.status}` as MessageKey) });
      const cap = await refundableIn(tx, o);
      const amount = Math.min(r.amountPaise, cap);
      const ids: number[] = [];
      if (amount > 0) {
        let toOriginal = 0;
        if (r.refundTo === 'original') {
          const [captured] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.status, 'captured')));
          const [back] = await tx
            .select({ n: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
            .from(refunds)
            .where(and(eq(refunds.orderId, o.id), eq(refunds.destination, 'original'), sql`${refunds.status} <> 'failed'`));
          toOriginal = captured ? Math.max(0, Math.min(amount, o.totalPaise - Number(back.n))) : 0;
        }
        const parts = [
          { destination: 'original' as const, amountPaise: toOriginal },
          { destination: 'nirog_money' as const, amountPaise: amount - toOriginal },
        ].filter((p) => p.amountPaise > 0);
        for (const p of parts) {
          const [row] = await tx
            .insert(refunds)
            .values({ orderId: o.id, returnId: r.id, destination: p.destination, amountPaise: p.amountPaise, idempotencyKey: `return:${r.id}:${p.destination}`, createdBy: operatorId, createdAt: now() })
            .returning({ id: refunds.id });
          ids.push(row.id);
        }
      }
      await tx.update(orderReturns).set({ status: 'refunded' }).where(eq(orderReturns.id, r.id));
      await move(tx, o, 'refunded', operatorId, t('order.refundNote.total', { amount: formatRupees(amount) }));
      await recordAudit(tx, { actorId: operatorId, entity: 'return', entityId: r.id, action: 'refund', before: { status: r.status }, after: { status: 'refunded', refundPaise: amount } });
      return ids;
    });
    for (const id of refundIds) await processRefund(id);
    const [ret] = await db.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, returnId));
    const view = await returnView(returnId);
    // Nirog money refunds are done at once; tell the buyer (gateway refunds tell them when the gateway confirms).
    const toWallet = view.refunds.filter((x) => x.destination === 'nirog_money' && x.status === 'processed').reduce((s, x) => s + x.amountPaise, 0);
    if (toWallet > 0) await notify(ret.orderId, 'orderRefundedWallet', `return:${returnId}:wallet`, { amount: formatRupees(toWallet) });
    return view;
  }

  async function returnView(returnId: number) {
    const [r] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    const items = await db
      .select({ orderItemId: orderReturnItems.orderItemId, quantity: orderReturnItems.quantity, amountPaise: orderReturnItems.amountPaise, name: orderItems.name, label: orderItems.label })
      .from(orderReturnItems)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
      .where(eq(orderReturnItems.returnId, returnId));
    const rs = await db.select().from(refunds).where(eq(refunds.returnId, returnId)).orderBy(asc(refunds.id));
    return {
      id: r.id,
      orderId: r.orderId,
      kind: r.kind,
      reason: r.reason,
      status: r.status,
      refundTo: r.refundTo,
      amountPaise: r.amountPaise,
      schemeSharePaise: r.schemeSharePaise,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      items,
      refunds: rs.map((x) => ({ id: x.id, destination: x.destination, amountPaise: x.amountPaise, status: x.status, processedAt: x.processedAt?.toISOString() ?? null })),
    };
  }

  /** Returns and refunds of one order, for its buyer or an operator. */
  async function afterSales(viewer: UserRow, orderId: number) {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!o || (o.userId !== viewer.id && viewer.role !== 'operator')) throw AppError.of('not_found', 'error.notFound');
    const rets = await db.select({ id: orderReturns.id }).from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id));
    const rs = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
    const [ship] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    return {
      returns: await Promise.all(rets.map((x) => returnView(x.id))),
      refunds: rs.map((x) => ({ id: x.id, returnId: x.returnId, destination: x.destination, amountPaise: x.amountPaise, status: x.status, createdAt: x.createdAt.toISOString(), processedAt: x.processedAt?.toISOString() ?? null })),
      shipment: ship ? shipmentView(ship) : null,
      expectedBy: await expectedDelivery(db, o, ship),
      cancelRefundTo: CANCELLABLE_STATUSES.includes(o.status as OrderStatus) ? await cancelRefundDestination(db, o) : null,
    };
  }

  /** A page of return requests, newest first, by state; `q` finds an order number (decision 033's list shape). */
  async function returnsForOperator(query: { status?: string; q?: string; skip?: number; limit?: number } = {}) {
    const where = and(query.status ? eq(orderReturns.status, query.status) : undefined, query.q ? ilike(orders.orderNumber, likePattern(query.q)) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ id: orderReturns.id, orderNumber: orders.orderNumber })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(where)
        .orderBy(desc(orderReturns.id))
        .offset(query.skip ?? 0)
        .limit(query.limit ?? 20),
      db.select({ total: sql<number>`count(*)::int` }).from(orderReturns).innerJoin(orders, eq(orders.id, orderReturns.orderId)).where(where),
    ]);
    const items = await Promise.all(rows.map(async (r) => ({ ...(await returnView(r.id)), orderNumber: r.orderNumber })));
    return { items, total: Number(total) };
  }

  // Tracking --------------------------------------------------------------------------------------------------------

  /** Public tracking by the unguessable id: progress and shipment, never the buyer's name, phone or street. */
  async function track(hashedId: string) {
    const [o] = await db.select().from(orders).where(eq(orders.hashedId, hashedId));
    if (!o) throw AppError.of('not_found', 'error.notFound');
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id));
    const [ship] = await db.select().from(shipments).where(eq(shipments.orderId, o.id));
    const PUBLIC_EVENTS = new Set(['pending_payment', 'placed', 'approved', 'packed', 'shipped', 'delivered', 'cancelled', 'payment_received', 'return_requested', 'return_approved', 'returned', 'refunded']);
    return {
      orderNumber: o.orderNumber,
      status: o.status,
      placedAt: o.createdAt.toISOString(),
      destination: o.deliveryAddress ? { city: o.deliveryAddress.city, stateName: o.deliveryAddress.stateName, pincode: o.deliveryAddress.pincode } : null,
      timeline: events.filter((e) => PUBLIC_EVENTS.has(e.event)).map((e) => ({ event: e.event, label: t(`order.status.${e.event}` as MessageKey), at: e.createdAt.toISOString() })),
      shipment: ship ? shipmentView(ship) : null,
      expectedBy: await expectedDelivery(db, o, ship),
    };
  }

  return { onDelivered, onReturnReceived, advance, listForOperator, cancel, cancelForService, reviewPrescription, processRefund, pendingRefunds, retryRefund, retryStaleRefunds, markGatewayRefundProcessed, requestReturn, decideReturn, refundReturn, returnView, afterSales, returnsForOperator, track };
}

export type AfterOrderService = ReturnType<typeof createAfterOrderService>;
