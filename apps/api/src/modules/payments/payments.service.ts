/**
 * Online payment of an order (issue 6, part 6), over the PaymentGateway interface (Razorpay's protocol).
 *
 * A buyer starts a payment: we create a gateway order for exactly the order's total and keep it in `payments`.
 * The outcome arrives twice, in any order and any number of times: the browser's callback (trusted only through the
 * HMAC signature over the gateway order id WE stored) and the gateway's webhooks (signature over the raw body,
 * deduplicated by event id). Every outcome is applied in one transaction that locks the order row first, so the
 * capture happens once whatever arrives first; a failure never downgrades a capture; an amount or currency that does
 * not match, a capture for an order already released, or a second capture for a paid order is flagged (an operator
 * refunds it) and never marks the order paid.
 *
 * PGlite has one connection: nothing here queries through `db` while a transaction is open.
 */
import crypto from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYMENT_METHOD_POSTPAID, PAYMENT_METHOD_PREPAID } from '@nirog/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { formatRupees } from '@nirog/shared/money';
import { AppError } from '../../plugins/errors.ts';
import type { OnlinePaymentStart } from '@nirog/shared/schemas/payments';
import { GatewayError, type PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import type { UserRow } from '../identity/users.service.ts';
import { creditAccounts, orderEvents, orders } from '../orders/orders.tables.ts';
import { payments, paymentWebhookEvents } from './payments.tables.ts';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const MERCHANT_NAME = 'Nirog';
export const CALLBACK_PATH = '/api/v2/orders/payment/online/callback';
export const WEBHOOK_PATH = '/api/payments/webhook';

/** `?toast=` keys the order page understands (the web maps them to messages). */
export type PaymentToast = 'paymentReceived' | 'paymentFailed' | 'paymentReview';

export interface Outcome {
  result: 'applied' | 'recorded' | 'duplicate' | 'flagged' | 'ignored';
  /** Stored with the webhook event: 'applied', 'ignored: …', 'flagged: …'. */
  reason: string;
  /** The payments row's status afterwards (null when no row matched). */
  paymentStatus: PaymentRow['status'] | null;
  /** The order a capture was applied to (set only then). */
  paidOrderId?: number;
}

interface CaptureReport {
  gatewayOrderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  method: string | null;
}

interface FailureReport {
  gatewayOrderId: string;
  paymentId: string;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

/** The payment entity of a Razorpay webhook body (payload.payment.entity), checked field by field. */
function paymentEntityOf(body: unknown) {
  const e = (body as { payload?: { payment?: { entity?: Record<string, unknown> } } })?.payload?.payment?.entity;
  if (!e || typeof e.id !== 'string' || typeof e.order_id !== 'string' || !Number.isInteger(e.amount) || typeof e.currency !== 'string') return null;
  return {
    id: e.id.slice(0, 40),
    orderId: e.order_id.slice(0, 40),
    amount: e.amount as number,
    currency: e.currency.slice(0, 3),
    method: typeof e.method === 'string' ? e.method.slice(0, 20) : null,
    errorCode: typeof e.error_code === 'string' ? e.error_code : null,
    errorDescription: typeof e.error_description === 'string' ? e.error_description : null,
  };
}

/** `path?toast=x`, keeping the path's own query and #fragment. */
function withToast(path: string, toast: PaymentToast) {
  const [beforeHash, hash] = path.split('#', 2);
  return `${beforeHash}${beforeHash!.includes('?') ? '&' : '?'}toast=${toast}${hash ? `#${hash}` : ''}`;
}

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,80}$/;

export function createPaymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  /** The order service's sweeper: cancels this buyer's online orders that were not paid in time. */
  expireUnpaid: (userId: number) => Promise<unknown>;
  /** The refund bookkeeping (after-order service): the gateway confirmed a refund. Idempotent. */
  onRefundProcessed?: (gatewayRefundId: string) => Promise<unknown>;
  /** Inside the capture's transaction, after the order is marked paid: what the order pays for (an appointment) follows. */
  onPaidIn?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** Where the buyer goes after paying, when not the order page (an appointment's page). */
  returnPath?: (order: OrderRow) => Promise<string | null>;
  /** After a capture's transaction committed (confirmation messages). Its failure is logged, never undoes the capture. */
  afterPaid?: (orderId: number) => Promise<unknown>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, gateway, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Online orders within their time to pay, and postpaid orders still due (paying online later). */
  function payable(o: OrderRow): boolean {
    if (o.releasedAt || o.status === 'cancelled') return false;
    if (o.paymentMethod === PAYMENT_METHOD_PREPAID) {
      return o.status === 'pending_payment' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed') && !!o.payBy && o.payBy > now();
    }
    return o.paymentMethod === PAYMENT_METHOD_POSTPAID && o.paymentStatus === 'due';
  }

  /** Whether the order is still waiting for the money (the capture may apply). Past payBy but not yet released counts. */
  function awaitingPayment(o: OrderRow): boolean {
    if (o.releasedAt || o.status === 'cancelled') return false;
    if (o.paymentMethod === PAYMENT_METHOD_PREPAID) return o.status === 'pending_payment' && o.paymentStatus !== 'paid';
    return o.paymentMethod === PAYMENT_METHOD_POSTPAID && o.paymentStatus === 'due';
  }

  async function settled(outcome: Outcome) {
    if (outcome.result !== 'applied' || !outcome.paidOrderId || !deps.afterPaid) return;
    try {
      await deps.afterPaid(outcome.paidOrderId);
    } catch (err) {
      log.error({ err, orderId: outcome.paidOrderId }, 'after a payment: follow-up failed');
    }
  }

  async function startOnlinePayment(user: UserRow, orderId: number, origin: string): Promise<OnlinePaymentStart> {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!o || o.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
    if (o.paymentStatus === 'paid') throw AppError.of('business_rule', 'payment.alreadyPaid');
    if (o.paymentMethod === PAYMENT_METHOD_PREPAID && o.status === 'pending_payment' && !o.releasedAt && o.payBy && o.payBy <= now()) {
      // Too late: the order is cancelled now (not a minute later by the sweeper) and its items released.
      await deps.expireUnpaid(user.id);
      throw AppError.of('business_rule', 'payment.windowClosed');
    }
    if (!payable(o)) throw AppError.of('business_rule', 'payment.notPayable');
    if (o.totalPaise <= 0) throw AppError.of('business_rule', 'checkout.nothingToPayOnline');

    // A gateway order already made for this order and amount is used again (the buyer came back to pay).
    let [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, o.id), eq(payments.gateway, gateway.name), eq(payments.status, 'created'), eq(payments.amountPaise, o.totalPaise)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!row) {
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({ amountPaise: o.totalPaise, currency: 'INR', receipt: o.orderNumber, notes: { orderId: String(o.id), orderNumber: o.orderNumber } });
      } catch (err) {
        log.error({ err, orderId: o.id }, 'payment gateway: creating the gateway order failed');
        throw AppError.of('unavailable', 'payment.gatewayUnavailable');
      }
      if (gatewayOrder.amount !== o.totalPaise || gatewayOrder.currency !== 'INR') {
        log.error({ orderId: o.id, gatewayOrder }, 'payment gateway: the gateway order does not have the amount we asked for');
        throw AppError.of('unavailable', 'payment.gatewayUnavailable');
      }
      const at = now();
      [row] = await db
        .insert(payments)
        .values({ orderId: o.id, gateway: gateway.name, gatewayOrderId: gatewayOrder.id, amountPaise: o.totalPaise, currency: 'INR', createdAt: at, updatedAt: at })
        .returning();
    }
    const checkout = gateway.checkoutForm(
      { id: row.gatewayOrderId, amount: row.amountPaise, currency: row.currency, status: 'created' },
      {
        // Our payments row travels in the callback URL: the callback checks the signature against ITS gateway order.
        callbackUrl: `${origin}${CALLBACK_PATH}?payment=${row.id}`,
        cancelUrl: `${origin}${(await deps.returnPath?.(o)) ?? `/myorders/${o.id}`}`,
        name: MERCHANT_NAME,
        description: t('payment.description', { orderNumber: o.orderNumber }),
        prefill: { name: user.fullName, email: user.email ?? undefined, contact: `+${user.countryCode}${user.mobileNumber}` },
      },
    );
    return { gateway: gateway.name, keyId: gateway.keyId, gatewayOrderId: row.gatewayOrderId, amountPaise: row.amountPaise, currency: row.currency, checkout };
  }

  // Applying what the gateway reports (always inside a transaction) -------------------------------------------

  /** The payments row of a gateway order, with its order locked first (the order of locks every writer uses). */
  async function lockFor(tx: Tx, gatewayOrderId: string): Promise<{ o: OrderRow; p: PaymentRow } | null> {
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayOrderId, gatewayOrderId)));
    if (!found) return null;
    const [o] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [p] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    return { o, p };
  }

  async function captureIn(tx: Tx, c: CaptureReport): Promise<Outcome> {
    const locked = await lockFor(tx, c.gatewayOrderId);
    if (!locked) return { result: 'ignored', reason: `ignored: unknown gateway order ${c.gatewayOrderId}`, paymentStatus: null };
    const { o, p } = locked;
    const at = now();
    if (p.status === 'captured' || p.status === 'flagged') {
      if (p.gatewayPaymentId === c.paymentId) return { result: 'duplicate', reason: `ignored: ${c.paymentId} already ${p.status}`, paymentStatus: p.status };
      // A second payment on one gateway order: the row keeps the first; this event (kept with its outcome) is the record.
      const reason = `flagged: second payment ${c.paymentId} on ${c.gatewayOrderId}, which already has ${p.gatewayPaymentId}: refund needed`;
      log.warn({ orderId: o.id, paymentId: c.paymentId }, reason);
      return { result: 'flagged', reason, paymentStatus: p.status };
    }

    const flag = async (why: string): Promise<Outcome> => {
      await tx
        .update(payments)
        .set({ status: 'flagged', flaggedReason: why.slice(0, 300), gatewayPaymentId: c.paymentId, method: c.method ?? p.method, updatedAt: at })
        .where(eq(payments.id, p.id));
      log.warn({ orderId: o.id, paymentRowId: p.id, paymentId: c.paymentId, why }, 'online payment flagged');
      return { result: 'flagged', reason: `flagged: ${why}`, paymentStatus: 'flagged' };
    };
    if (c.amount !== p.amountPaise || c.currency !== p.currency) {
      return flag(`amount mismatch: expected ${p.amountPaise} ${p.currency}, gateway reported ${c.amount} ${c.currency}`);
    }
    if (p.amountPaise !== o.totalPaise) return flag(`amount mismatch: the order total is ${o.totalPaise}, the payment ${p.amountPaise}`);
    if (o.releasedAt || o.status === 'cancelled') return flag('late capture: refund needed');
    const [other] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, o.id), eq(payments.status, 'captured'), ne(payments.id, p.id)));
    if (other || o.paymentStatus === 'paid') return flag('order already paid: refund needed');
    if (!awaitingPayment(o)) return flag(`order is not waiting for payment (${o.status}, ${o.paymentStatus}): refund needed`);

    await tx
      .update(payments)
      .set({ status: 'captured', capturedAt: at, gatewayPaymentId: c.paymentId, method: c.method ?? p.method, updatedAt: at })
      .where(eq(payments.id, p.id));
    if (o.paymentMethod === PAYMENT_METHOD_PREPAID) {
      await tx.update(orders).set({ status: 'placed', paymentStatus: 'paid', paidAt: at, payBy: null, updatedAt: at }).where(eq(orders.id, o.id));
    } else {
      await tx.update(orders).set({ paymentStatus: 'paid', paidAt: at, updatedAt: at }).where(eq(orders.id, o.id));
      // Paid: the credit the order held is available again.
      await tx
        .update(creditAccounts)
        .set({ usedPaise: sql`greatest(${creditAccounts.usedPaise} - ${o.totalPaise}, 0)`, updatedAt: at })
        .where(eq(creditAccounts.userId, o.userId));
    }
    await deps.onPaidIn?.(tx, o);
    await tx.insert(orderEvents).values({
      orderId: o.id,
      event: 'payment_received',
      note: t('payment.event.received', { amount: formatRupees(p.amountPaise), paymentId: c.paymentId }).slice(0, 300),
      createdAt: at,
    });
    return { result: 'applied', reason: 'applied', paymentStatus: 'captured', paidOrderId: o.id };
  }

  async function failureIn(tx: Tx, f: FailureReport): Promise<Outcome> {
    const locked = await lockFor(tx, f.gatewayOrderId);
    if (!locked) return { result: 'ignored', reason: `ignored: unknown gateway order ${f.gatewayOrderId}`, paymentStatus: null };
    const { o, p } = locked;
    // Never a downgrade: a failure reported after (or alongside) a capture changes nothing.
    if (p.status === 'captured' || p.status === 'flagged') return { result: 'ignored', reason: `ignored: payment already ${p.status}`, paymentStatus: p.status };
    if (p.status === 'failed' && p.gatewayPaymentId === f.paymentId) return { result: 'duplicate', reason: `ignored: ${f.paymentId} already failed`, paymentStatus: p.status };
    const at = now();
    const description = (f.errorDescription || t('payment.event.failedDefault')).slice(0, 300);
    await tx
      .update(payments)
      .set({ status: 'failed', gatewayPaymentId: f.paymentId, method: f.method ?? p.method, errorCode: f.errorCode?.slice(0, 60) ?? null, errorDescription: description, updatedAt: at })
      .where(eq(payments.id, p.id));
    if (awaitingPayment(o)) {
      // A postpaid order stays 'due' (its credit hold depends on it); an online order shows the failed attempt.
      if (o.paymentMethod === PAYMENT_METHOD_PREPAID) await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: at }).where(eq(orders.id, o.id));
      await tx.insert(orderEvents).values({ orderId: o.id, event: 'payment_failed', note: description, createdAt: at });
    }
    return { result: 'applied', reason: 'applied', paymentStatus: 'failed' };
  }

  /** payment.authorized: remember the payment id and method; the capture (or failure) decides. */
  async function authorizedIn(tx: Tx, a: { gatewayOrderId: string; paymentId: string; method: string | null }): Promise<Outcome> {
    const locked = await lockFor(tx, a.gatewayOrderId);
    if (!locked) return { result: 'ignored', reason: `ignored: unknown gateway order ${a.gatewayOrderId}`, paymentStatus: null };
    const { p } = locked;
    if (p.status !== 'created') return { result: 'ignored', reason: `ignored: payment already ${p.status}`, paymentStatus: p.status };
    if (p.gatewayPaymentId !== a.paymentId) {
      await tx.update(payments).set({ gatewayPaymentId: a.paymentId, method: a.method ?? p.method, updatedAt: now() }).where(eq(payments.id, p.id));
    }
    return { result: 'recorded', reason: `recorded: ${a.paymentId} authorized`, paymentStatus: p.status };
  }

  // The browser's callback ---------------------------------------------------------------------------------------

  /**
   * The gateway sends the browser back with a POST: success fields signed with the key secret, or error[...] fields
   * (unsigned: believed only as far as the gateway itself confirms the failed payment). Returns where to send the
   * browser. A bad signature changes nothing.
   */
  async function callback(paymentRef: string | undefined, form: Record<string, string>): Promise<{ location: string; outcome: Outcome | null }> {
    const ref = Number(paymentRef);
    const [p] = Number.isInteger(ref) && ref > 0 && ref < 2 ** 31 ? await db.select().from(payments).where(eq(payments.id, ref)) : [];
    if (!p || p.gateway !== gateway.name) return { location: '/myorders?toast=paymentFailed', outcome: null };
    const [o] = await db.select().from(orders).where(eq(orders.id, p.orderId));
    const page = (o && (await deps.returnPath?.(o))) ?? `/myorders/${p.orderId}`;
    const back = (toast: PaymentToast) => withToast(page, toast);

    const isError = Object.keys(form).some((k) => k.startsWith('error['));
    if (isError) {
      let meta: { payment_id?: unknown; order_id?: unknown } = {};
      try {
        meta = JSON.parse(form['error[metadata]'] ?? '{}');
      } catch {
        meta = {};
      }
      let outcome: Outcome | null = null;
      if (typeof meta?.payment_id === 'string') {
        const paymentId = meta.payment_id;
        const confirmed = await gateway.fetchPayment(paymentId).catch((err) => {
          log.warn({ err, paymentId }, 'payment gateway: could not confirm a failed payment');
          return null;
        });
        if (confirmed && confirmed.orderId === p.gatewayOrderId && confirmed.status === 'failed') {
          outcome = await db.transaction((tx) =>
            failureIn(tx, {
              gatewayOrderId: p.gatewayOrderId,
              paymentId,
              method: confirmed.method,
              errorCode: confirmed.errorCode ?? form['error[code]'] ?? null,
              errorDescription: confirmed.errorDescription ?? form['error[description]'] ?? null,
            }),
          );
        }
      }
      return { location: back('paymentFailed'), outcome };
    }

    const paymentId = form.razorpay_payment_id ?? '';
    const signature = form.razorpay_signature ?? '';
    const postedOrderId = form.razorpay_order_id;
    const genuine = (postedOrderId === undefined || postedOrderId === p.gatewayOrderId) && gateway.verifyPaymentSignature(p.gatewayOrderId, paymentId, signature);
    if (!genuine) {
      log.warn({ paymentRowId: p.id }, 'payment callback with a bad signature: ignored');
      return { location: back('paymentFailed'), outcome: null };
    }
    // The signature proves this payment succeeded for OUR gateway order; the gateway's record gives amount and method.
    const fetched = await gateway.fetchPayment(paymentId).catch((err) => {
      log.warn({ err, paymentId }, 'payment gateway: could not fetch the payment; using the signed callback');
      return null;
    });
    const details = fetched && fetched.orderId === p.gatewayOrderId ? fetched : null;
    const outcome = await db.transaction((tx) =>
      captureIn(tx, {
        gatewayOrderId: p.gatewayOrderId,
        paymentId,
        amount: details?.amount ?? p.amountPaise,
        currency: details?.currency ?? p.currency,
        method: details?.method ?? null,
      }),
    );
    await settled(outcome);
    return { location: back(outcome.paymentStatus === 'flagged' || outcome.result === 'flagged' ? 'paymentReview' : 'paymentReceived'), outcome };
  }

  // Webhooks -----------------------------------------------------------------------------------------------------

  /**
   * A webhook delivery: the signature over the raw body first (401, nothing recorded, when forged or missing); then
   * the event id is recorded and the event applied in ONE transaction — a repeat finds the id taken and is
   * acknowledged without effect, and a delivery whose processing fails leaves no trace, so the gateway's retry
   * processes it.
   */
  async function webhook(rawBody: string, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ status: 200 | 400 | 401; outcome: string }> {
    if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) return { status: 401, outcome: 'bad signature' };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return { status: 400, outcome: 'unreadable' };
    }
    const event = typeof body.event === 'string' ? body.event.slice(0, 40) : 'unknown';
    const eventId = eventIdHeader && EVENT_ID.test(eventIdHeader) ? eventIdHeader : `sha256:${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
    const recorded = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ gateway: gateway.name, eventId, event, payload: body, receivedAt: now() })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      if (!fresh) return { status: 200 as const, outcome: 'duplicate', applied: null };
      const outcome = await applyEvent(tx, event, body);
      await tx.update(paymentWebhookEvents).set({ outcome: outcome.reason.slice(0, 300) }).where(eq(paymentWebhookEvents.id, fresh.id));
      return { status: 200 as const, outcome: outcome.reason, applied: outcome };
    });
    if (recorded.applied) await settled(recorded.applied);
    // A refund the gateway finished: settled after the event is recorded (its own transaction; safe to repeat).
    if (event === 'refund.processed' && recorded.outcome !== 'duplicate' && deps.onRefundProcessed) {
      const refund = (body.payload as { refund?: { entity?: { id?: unknown } } } | undefined)?.refund?.entity;
      if (typeof refund?.id === 'string') await deps.onRefundProcessed(refund.id);
    }
    return { status: recorded.status, outcome: recorded.outcome };
  }

  async function applyEvent(tx: Tx, event: string, body: unknown): Promise<Outcome> {
    if (event === 'refund.processed') return { result: 'recorded', reason: 'recorded: refund.processed', paymentStatus: null };
    const handled = ['payment.captured', 'order.paid', 'payment.authorized', 'payment.failed'];
    if (!handled.includes(event)) return { result: 'ignored', reason: `ignored: ${event}`, paymentStatus: null };
    const e = paymentEntityOf(body);
    if (!e) return { result: 'ignored', reason: `ignored: ${event} without a payment entity`, paymentStatus: null };
    if (event === 'payment.failed') {
      return failureIn(tx, { gatewayOrderId: e.orderId, paymentId: e.id, method: e.method, errorCode: e.errorCode, errorDescription: e.errorDescription });
    }
    if (event === 'payment.authorized') return authorizedIn(tx, { gatewayOrderId: e.orderId, paymentId: e.id, method: e.method });
    return captureIn(tx, { gatewayOrderId: e.orderId, paymentId: e.id, amount: e.amount, currency: e.currency, method: e.method });
  }

  // Refunds (used by cancellations and returns) -----------------------------------------------------------------

  /** Refunds part of the order's captured online payment through the gateway; the same key never refunds twice. */
  async function refund(orderId: number, amountPaise: number, idempotencyKey: string): Promise<{ gatewayRefundId: string; status: 'processed' | 'pending' }> {
    const [p] = await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
    if (!p?.gatewayPaymentId) throw AppError.of('business_rule', 'payment.nothingToRefund');
    if (p.gateway !== gateway.name) throw AppError.of('unavailable', 'order.refundGatewayMissing');
    let r;
    try {
      r = await gateway.refund(p.gatewayPaymentId, amountPaise, { idempotencyKey, receipt: `refund-${orderId}` });
    } catch (err) {
      log.error({ err, orderId }, 'payment gateway: refund failed');
      if (err instanceof GatewayError && err.status && err.status < 500) throw AppError.of('business_rule', 'payment.refundFailed', { reason: err.message });
      throw AppError.of('unavailable', 'order.refundGatewayMissing');
    }
    if (r.status === 'failed') throw AppError.of('business_rule', 'payment.refundFailed', { reason: r.id });
    return { gatewayRefundId: r.id, status: r.status };
  }

  return { startOnlinePayment, callback, webhook, refund };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
