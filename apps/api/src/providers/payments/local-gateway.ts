/**
 * The local payment gateway: the default, so the whole payment flow works offline. It speaks Razorpay's protocol —
 * ids like Razorpay's, the same checkout callback fields and signature, the same webhook bodies, headers and
 * signature — and keeps its books in local_gateway_orders / local_gateway_payments (in Razorpay's place).
 *
 * Its checkout page (modules/payments/local-gateway.routes.ts) calls pay() or fail(); the gateway then tells our
 * server by webhook, asynchronously and after the page's response, as a real gateway would (retrying a failed
 * delivery). Tests switch delivery to 'manual' and deliver the queued events themselves, in any order.
 */
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { localGatewayOrders, localGatewayPayments } from './local-gateway.tables.ts';
import {
  GatewayError,
  base62Of,
  gatewayId,
  hmacSha256Hex,
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
  type CheckoutForm,
  type CheckoutOptions,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOptions,
} from './payment-gateway.ts';

type OrderRow = typeof localGatewayOrders.$inferSelect;
type PaymentRow = typeof localGatewayPayments.$inferSelect;

/** The local checkout page's path for a gateway order. */
export const localCheckoutPath = (gatewayOrderId: string) => `/api/gateway/local/checkout/${gatewayOrderId}`;

/** Payment methods the local checkout offers (recorded on the payment like Razorpay's `method`). */
export const LOCAL_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type LocalMethod = (typeof LOCAL_METHODS)[number];

/** What a declined payment reports, in Razorpay's error fields. */
export const LOCAL_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment declined on the local test gateway.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

/** One webhook delivery: the exact bytes and headers the gateway POSTs to /api/payments/webhook. */
export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: string;
  headers: Record<string, string>;
}

export type WebhookTarget = (delivery: WebhookDelivery) => Promise<number>;

export interface LocalGatewayOptions {
  db: Db;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountId: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Delays before each delivery attempt (ms); the first is 0. */
  retryDelays?: number[];
}

/** The local gateway's credentials: derived from the app secret, so they survive restarts without configuration. */
export function localGatewayCredentials(appSecret: string, configured: { keySecret: string | null; webhookSecret: string | null }) {
  const derive = (label: string, length: number) => base62Of(crypto.createHmac('sha256', appSecret).update(`local-gateway:${label}`).digest(), length);
  return {
    keyId: `lgw_test_${derive('key-id', 14)}`,
    keySecret: configured.keySecret ?? derive('key-secret', 24),
    webhookSecret: configured.webhookSecret ?? derive('webhook-secret', 24),
    accountId: `acc_${derive('account', 14)}`,
  };
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export type LocalCheckoutResult =
  | { kind: 'not_found' }
  | { kind: 'already_paid' }
  | { kind: 'paid'; paymentId: string; gatewayOrderId: string; signature: string }
  | { kind: 'failed'; paymentId: string; gatewayOrderId: string; error: typeof LOCAL_DECLINE };

export class LocalGateway implements PaymentGateway {
  readonly name = 'local' as const;
  readonly keyId: string;
  readonly accountId: string;
  /** 'async': delivered after the response, retried on failure (like Razorpay); 'manual': queued in `outbox`. */
  delivery: 'async' | 'manual' = 'async';
  /** Deliveries waiting for a test to send them (delivery 'manual'). */
  readonly outbox: WebhookDelivery[] = [];
  private readonly db: Db;
  private readonly keySecret: string;
  private readonly webhookSecret: string;
  private readonly log?: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly retryDelays: number[];
  private target: WebhookTarget | null = null;
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(opts: LocalGatewayOptions) {
    this.db = opts.db;
    this.keyId = opts.keyId;
    this.keySecret = opts.keySecret;
    this.webhookSecret = opts.webhookSecret;
    this.accountId = opts.accountId;
    this.log = opts.log;
    this.now = opts.now ?? (() => new Date());
    this.retryDelays = opts.retryDelays ?? [0, 2_000, 10_000, 60_000];
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) throw new GatewayError('Order amount must be at least 100 paise', 'BAD_REQUEST_ERROR', 400);
    const [row] = await this.db
      .insert(localGatewayOrders)
      .values({ id: gatewayId('order'), amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt.slice(0, 40), notes: input.notes, createdAt: this.now() })
      .returning();
    return { id: row.id, amount: row.amountPaise, currency: row.currency, status: row.status };
  }

  /** The local checkout page, reached by GET (so it also works as a plain redirect), with Razorpay's checkout fields. */
  checkoutForm(order: GatewayOrder, opts: CheckoutOptions): CheckoutForm {
    const fields: Record<string, string> = {
      key_id: this.keyId,
      callback_url: opts.callbackUrl,
      cancel_url: opts.cancelUrl,
      name: opts.name,
      description: opts.description,
    };
    for (const [k, v] of Object.entries(opts.prefill)) if (v) fields[`prefill[${k}]`] = v;
    return { action: localCheckoutPath(order.id), method: 'GET', fields };
  }

  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return verifyPaymentSignature(this.keySecret, gatewayOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return verifyWebhookSignature(this.webhookSecret, rawBody, signature);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const [p] = await this.db
      .select()
      .from(localGatewayPayments)
      .where(and(eq(localGatewayPayments.id, paymentId), ne(localGatewayPayments.status, 'refund')));
    if (!p) return null;
    const failed = p.status === 'failed';
    return {
      id: p.id,
      orderId: p.orderId,
      amount: p.amountPaise,
      currency: p.currency,
      status: p.status,
      method: p.method,
      errorCode: failed ? LOCAL_DECLINE.code : null,
      errorDescription: failed ? LOCAL_DECLINE.description : null,
    };
  }

  /** A gateway order as the checkout page shows it. */
  async findOrder(gatewayOrderId: string): Promise<OrderRow | null> {
    const [o] = await this.db.select().from(localGatewayOrders).where(eq(localGatewayOrders.id, gatewayOrderId));
    return o ?? null;
  }

  /**
   * One attempt on a gateway order (the order row locked): a payment with the attempt's outcome, and the order
   * marked paid or attempted. null for an unknown order; 'already_paid' when it was paid before.
   */
  private async recordAttempt(gatewayOrderId: string, method: LocalMethod, outcome: 'captured' | 'failed', at: Date) {
    return this.db.transaction(async (tx) => {
      const [o] = await tx.select().from(localGatewayOrders).where(eq(localGatewayOrders.id, gatewayOrderId)).for('update');
      if (!o) return null;
      if (o.status === 'paid') return 'already_paid' as const;
      const [payment] = await tx
        .insert(localGatewayPayments)
        .values({ id: gatewayId('pay'), orderId: o.id, amountPaise: o.amountPaise, currency: o.currency, status: outcome, method, createdAt: at })
        .returning();
      const [order] = await tx
        .update(localGatewayOrders)
        .set({ status: outcome === 'captured' ? 'paid' : 'attempted', attempts: sql`${localGatewayOrders.attempts} + 1` })
        .where(eq(localGatewayOrders.id, o.id))
        .returning();
      return { order, payment };
    });
  }

  /** The buyer pressed Pay: a captured payment, then payment.authorized, payment.captured and order.paid webhooks. */
  async pay(gatewayOrderId: string, method: LocalMethod): Promise<LocalCheckoutResult> {
    const at = this.now();
    const done = await this.recordAttempt(gatewayOrderId, method, 'captured', at);
    if (!done) return { kind: 'not_found' };
    if (done === 'already_paid') return { kind: 'already_paid' };
    const { order, payment } = done;
    this.emit(
      [
        { event: 'payment.authorized', contains: ['payment'], payload: { payment: { entity: this.paymentEntity({ ...payment, status: 'authorized' }, order) } } },
        { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: this.paymentEntity(payment, order) } } },
        { event: 'order.paid', contains: ['payment', 'order'], payload: { payment: { entity: this.paymentEntity(payment, order) }, order: { entity: this.orderEntity(order) } } },
      ],
      at,
    );
    return { kind: 'paid', paymentId: payment.id, gatewayOrderId: order.id, signature: paymentSignature(this.keySecret, order.id, payment.id) };
  }

  /** The buyer pressed Fail: a failed payment, then the payment.failed webhook. The order can still be paid. */
  async fail(gatewayOrderId: string, method: LocalMethod): Promise<LocalCheckoutResult> {
    const at = this.now();
    const done = await this.recordAttempt(gatewayOrderId, method, 'failed', at);
    if (!done) return { kind: 'not_found' };
    if (done === 'already_paid') return { kind: 'already_paid' };
    const { order, payment } = done;
    this.emit([{ event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: this.paymentEntity(payment, order) } } }], at);
    return { kind: 'failed', paymentId: payment.id, gatewayOrderId: order.id, error: LOCAL_DECLINE };
  }

  /**
   * Refunds part or all of a captured payment, at once ('processed'). The refund id is derived from the idempotency
   * key and is the primary key of its row, so the same key refunds once; the same key with another amount is refused
   * like Razorpay refuses it. (Refunds are rows of local_gateway_payments with status 'refund'.)
   */
  async refund(paymentId: string, amountPaise: number, opts: RefundOptions): Promise<GatewayRefund> {
    const refundId = `rfnd_${base62Of(Buffer.from(hmacSha256Hex(this.keySecret, `refund:${opts.idempotencyKey}`), 'hex'), 14)}`;
    return this.db.transaction(async (tx) => {
      const [p] = await tx.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, paymentId)).for('update');
      if (!p || p.status === 'refund') throw new GatewayError('The id provided does not exist', 'BAD_REQUEST_ERROR', 400);
      const [existing] = await tx.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, refundId));
      if (existing) {
        if (existing.orderId !== p.orderId || existing.amountPaise !== amountPaise) {
          throw new GatewayError('Different request with the same idempotency key has already been processed.', 'BAD_REQUEST_ERROR', 400);
        }
        return { id: refundId, paymentId, amount: amountPaise, status: 'processed' as const };
      }
      if (p.status !== 'captured') throw new GatewayError('The payment has not been captured or is already fully refunded', 'BAD_REQUEST_ERROR', 400);
      if (!Number.isInteger(amountPaise) || amountPaise <= 0 || p.refundedPaise + amountPaise > p.amountPaise) {
        throw new GatewayError('The refund amount provided is greater than amount captured', 'BAD_REQUEST_ERROR', 400);
      }
      await tx.insert(localGatewayPayments).values({ id: refundId, orderId: p.orderId, amountPaise, currency: p.currency, status: 'refund', method: 'refund', createdAt: this.now() });
      const refunded = p.refundedPaise + amountPaise;
      await tx
        .update(localGatewayPayments)
        .set({ refundedPaise: refunded, status: refunded === p.amountPaise ? 'refunded' : 'captured' })
        .where(eq(localGatewayPayments.id, p.id));
      return { id: refundId, paymentId, amount: amountPaise, status: 'processed' as const };
    });
  }

  // Webhooks -----------------------------------------------------------------------------------------------------

  /** Where webhooks go (our own /api/payments/webhook, in process). */
  connect(target: WebhookTarget) {
    this.target = target;
  }

  /** Sends one delivery now and returns the HTTP status our endpoint answered (tests use this for manual delivery). */
  async deliver(d: WebhookDelivery): Promise<number> {
    if (!this.target) throw new Error('The local gateway has no webhook target');
    return this.target(d);
  }

  /** Signs a body as the gateway would (tests build their own events with it). */
  sign(body: string): string {
    return webhookSignature(this.webhookSecret, body);
  }

  /** A delivery for an event body, with fresh event id and signature. */
  signedDelivery(event: string, body: string, eventId = gatewayId('evt')): WebhookDelivery {
    return {
      eventId,
      event,
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': this.sign(body), 'x-razorpay-event-id': eventId },
    };
  }

  /** Waits for deliveries in progress and cancels pending retries (on shutdown). */
  async close() {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once every delivery started so far has been attempted (tests of the asynchronous flow). */
  async settled() {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private emit(events: Array<{ event: string; contains: string[]; payload: Record<string, unknown> }>, at: Date) {
    const deliveries = events.map((e) =>
      this.signedDelivery(e.event, JSON.stringify({ entity: 'event', account_id: this.accountId, event: e.event, contains: e.contains, payload: e.payload, created_at: unix(at) })),
    );
    if (this.delivery === 'manual') {
      this.outbox.push(...deliveries);
      return;
    }
    // After the checkout page has answered, one event after another, like a real gateway.
    this.track(
      new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        for (const d of deliveries) await this.attempt(d, 0);
      }),
    );
  }

  private track(p: Promise<void>) {
    const tracked = p.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  private async attempt(d: WebhookDelivery, n: number): Promise<void> {
    if (this.closed) return;
    let status = 0;
    try {
      status = await this.deliver(d);
    } catch (err) {
      this.log?.warn({ err, eventId: d.eventId, event: d.event }, 'local gateway: webhook delivery failed');
    }
    if (status >= 200 && status < 300) return;
    const next = this.retryDelays[n + 1];
    if (next === undefined) {
      this.log?.error({ eventId: d.eventId, event: d.event, status }, 'local gateway: webhook not accepted; giving up');
      return;
    }
    this.log?.warn({ eventId: d.eventId, event: d.event, status, retryInMs: next }, 'local gateway: webhook not accepted; will retry');
    if (this.closed) return;
    // A pending retry never keeps the process alive.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(this.attempt(d, n + 1));
    }, next);
    timer.unref();
    this.timers.add(timer);
  }

  private paymentEntity(p: PaymentRow, o: OrderRow) {
    const captured = p.status === 'captured';
    const failed = p.status === 'failed';
    // Razorpay's fee: 2 % plus 18 % GST on it, on captured payments.
    const fee = captured ? Math.round(p.amountPaise * 0.0236) : null;
    return {
      id: p.id,
      entity: 'payment',
      amount: p.amountPaise,
      currency: p.currency,
      status: p.status,
      order_id: o.id,
      invoice_id: null,
      international: false,
      method: p.method,
      amount_refunded: p.refundedPaise,
      refund_status: null,
      captured,
      description: o.receipt,
      card_id: null,
      bank: p.method === 'netbanking' ? 'HDFC' : null,
      wallet: p.method === 'wallet' ? 'paytm' : null,
      vpa: p.method === 'upi' ? 'success@razorpay' : null,
      email: null,
      contact: null,
      notes: o.notes,
      fee,
      tax: fee === null ? null : Math.round((fee * 18) / 118),
      error_code: failed ? LOCAL_DECLINE.code : null,
      error_description: failed ? LOCAL_DECLINE.description : null,
      error_source: failed ? LOCAL_DECLINE.source : null,
      error_step: failed ? LOCAL_DECLINE.step : null,
      error_reason: failed ? LOCAL_DECLINE.reason : null,
      acquirer_data: {},
      created_at: unix(p.createdAt),
    };
  }

  private orderEntity(o: OrderRow) {
    const paid = o.status === 'paid';
    return {
      id: o.id,
      entity: 'order',
      amount: o.amountPaise,
      amount_paid: paid ? o.amountPaise : 0,
      amount_due: paid ? 0 : o.amountPaise,
      currency: o.currency,
      receipt: o.receipt,
      offer_id: null,
      status: o.status,
      attempts: o.attempts,
      notes: o.notes,
      created_at: unix(o.createdAt),
    };
  }
}
