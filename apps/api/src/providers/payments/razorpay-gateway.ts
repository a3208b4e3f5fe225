/**
 * Razorpay, through its official Node SDK (orders, payments), with hosted checkout: the browser is sent by a POST
 * form to https://api.razorpay.com/v1/checkout/embedded and comes back to our callback URL. Refunds go to the same
 * REST API directly because the SDK cannot send the X-Refund-Idempotency header.
 */
import crypto from 'node:crypto';
import {
  GatewayError,
  verifyPaymentSignature,
  verifyWebhookSignature,
  type CheckoutForm,
  type CheckoutOptions,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOptions,
} from './payment-gateway.ts';

export const RAZORPAY_API = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT = `${RAZORPAY_API}/v1/checkout/embedded`;

/** The part of the SDK this adapter uses (the SDK instance satisfies it; tests may hand in one aimed elsewhere). */
export interface RazorpayClient {
  orders: { create(params: Record<string, unknown>): Promise<unknown> };
  payments: { fetch(paymentId: string): Promise<unknown> };
}

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  client: RazorpayClient;
  /** REST base for refunds (tests point it at a local server). */
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** The SDK throws `{statusCode, error: {code, description}}`, or a TypeError when there was no response at all. */
function asGatewayError(err: unknown): GatewayError {
  if (err instanceof GatewayError) return err;
  const e = err as { statusCode?: number; error?: { code?: string; description?: string }; message?: string };
  if (e && typeof e === 'object' && e.error?.description) return new GatewayError(`Razorpay: ${e.error.description}`, e.error.code ?? 'GATEWAY_ERROR', Number(e.statusCode) || undefined);
  return new GatewayError(`Razorpay could not be reached: ${e?.message ?? String(err)}`, 'NETWORK_ERROR');
}

/** Razorpay wants 10+ characters of [A-Za-z0-9_-]; ours may hold other characters, so a digest of it is sent. */
export function razorpayIdempotencyKey(key: string): string {
  return `nirog-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly keySecret: string;
  private readonly webhookSecret: string;
  private readonly client: RazorpayClient;
  private readonly apiBase: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(opts: RazorpayGatewayOptions) {
    this.keyId = opts.keyId;
    this.keySecret = opts.keySecret;
    this.webhookSecret = opts.webhookSecret;
    this.client = opts.client;
    this.apiBase = opts.apiBase ?? RAZORPAY_API;
    this.fetchImpl = opts.fetch ?? fetch;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
  }

  /** With the official SDK (loaded only when Razorpay is configured). */
  static async create(cfg: { keyId: string; keySecret: string; webhookSecret: string }): Promise<RazorpayGateway> {
    const { default: Razorpay } = await import('razorpay');
    const client = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret }) as unknown as RazorpayClient;
    return new RazorpayGateway({ ...cfg, client });
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    let o: Json;
    try {
      o = (await this.client.orders.create({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt.slice(0, 40), notes: input.notes })) as Json;
    } catch (err) {
      throw asGatewayError(err);
    }
    if (typeof o?.id !== 'string') throw new GatewayError('Razorpay answered an order without an id');
    return { id: o.id, amount: Number(o.amount), currency: String(o.currency), status: String(o.status) };
  }

  checkoutForm(order: GatewayOrder, opts: CheckoutOptions): CheckoutForm {
    const fields: Record<string, string> = {
      key_id: this.keyId,
      order_id: order.id,
      name: opts.name,
      description: opts.description,
      callback_url: opts.callbackUrl,
      cancel_url: opts.cancelUrl,
    };
    for (const [k, v] of Object.entries(opts.prefill)) if (v) fields[`prefill[${k}]`] = v;
    return { action: RAZORPAY_CHECKOUT, method: 'POST', fields };
  }

  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return verifyPaymentSignature(this.keySecret, gatewayOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return verifyWebhookSignature(this.webhookSecret, rawBody, signature);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    let p: Json;
    try {
      p = (await this.client.payments.fetch(paymentId)) as Json;
    } catch (err) {
      const e = asGatewayError(err);
      // Razorpay answers 400 BAD_REQUEST_ERROR "The id provided does not exist" for an unknown payment.
      if (e.status === 400 || e.status === 404) return null;
      throw e;
    }
    return {
      id: String(p.id),
      orderId: typeof p.order_id === 'string' ? p.order_id : null,
      amount: Number(p.amount),
      currency: String(p.currency),
      status: String(p.status),
      method: typeof p.method === 'string' ? p.method : null,
      errorCode: typeof p.error_code === 'string' ? p.error_code : null,
      errorDescription: typeof p.error_description === 'string' ? p.error_description : null,
    };
  }

  async refund(paymentId: string, amountPaise: number, opts: RefundOptions): Promise<GatewayRefund> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/json',
          'x-refund-idempotency': razorpayIdempotencyKey(opts.idempotencyKey),
        },
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', ...(opts.receipt ? { receipt: opts.receipt.slice(0, 40) } : {}) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw asGatewayError(err);
    }
    const body = (await res.json().catch(() => ({}))) as Json & { error?: { code?: string; description?: string } };
    if (!res.ok) throw new GatewayError(`Razorpay: ${body.error?.description ?? `refund refused (${res.status})`}`, body.error?.code ?? 'GATEWAY_ERROR', res.status);
    const status = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
    return { id: String(body.id), paymentId, amount: Number(body.amount), status };
  }
}
