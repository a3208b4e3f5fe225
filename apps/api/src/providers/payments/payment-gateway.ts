/**
 * The payment gateway, as Razorpay's protocol defines it: the server creates a gateway order for an amount, the
 * buyer's browser is sent to the gateway's checkout with that order id, and the gateway reports the outcome twice —
 * to the browser (a POST to our callback URL, signed with HMAC-SHA256 of `order_id|payment_id` under the key secret)
 * and to the server (webhooks, signed with HMAC-SHA256 of the raw body under the webhook secret).
 *
 * Two implementations: the local gateway (default, offline, its books in our database) and Razorpay (official SDK).
 * Secrets stay on the server: only `keyId` is ever sent to a browser.
 */
import crypto from 'node:crypto';
import type { CheckoutForm, GatewayName } from '@nirog/shared/schemas/payments';

/** Where to send the browser (the form the page submits) is part of the API's answer: one definition in shared. */
export type { CheckoutForm, GatewayName };

export interface GatewayOrder {
  /** order_XXXXXXXXXXXXXX */
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** created | attempted | paid */
  status: string;
}

export interface CreateGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  /** Our reference (the order number), at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface CheckoutOptions {
  /** Where the gateway POSTs the outcome (razorpay_payment_id … or error[…]). Absolute URL. */
  callbackUrl: string;
  /** Where the buyer goes when they give up. Absolute URL. */
  cancelUrl: string;
  /** Merchant name shown on the checkout. */
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
}

export interface GatewayPayment {
  /** pay_XXXXXXXXXXXXXX */
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

export interface RefundOptions {
  receipt?: string;
  /** The same key never refunds twice (Razorpay: X-Refund-Idempotency). */
  idempotencyKey: string;
}

export interface GatewayRefund {
  /** rfnd_XXXXXXXXXXXXXX */
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key id: the only credential a browser may see. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  checkoutForm(order: GatewayOrder, opts: CheckoutOptions): CheckoutForm;
  /** The checkout callback's razorpay_signature: HMAC-SHA256 hex of `order_id|payment_id` under the key secret. */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 hex of the raw request body under the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The gateway's own record of a payment, or null when it does not know the id. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  refund(paymentId: string, amountPaise: number, opts: RefundOptions): Promise<GatewayRefund>;
}

/** A gateway call that failed (network, gateway error); the message is safe to log, never shown as is. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string = 'GATEWAY_ERROR',
    readonly status?: number,
  ) {
    super(message);
  }
}

// Signatures ---------------------------------------------------------------------------------------------------

export function hmacSha256Hex(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one; anything malformed is simply false. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** razorpay_signature for a checkout: HMAC-SHA256(key_secret, `${order_id}|${payment_id}`), hex. */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

export function verifyPaymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string, signature: unknown): boolean {
  if (!gatewayOrderId || !paymentId) return false;
  return signatureMatches(paymentSignature(keySecret, gatewayOrderId, paymentId), signature);
}

/** X-Razorpay-Signature: HMAC-SHA256(webhook_secret, raw body), hex. */
export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function verifyWebhookSignature(webhookSecret: string, rawBody: string, signature: unknown): boolean {
  return signatureMatches(webhookSignature(webhookSecret, rawBody), signature);
}

// Ids ------------------------------------------------------------------------------------------------------------

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text (rejection sampling, so every character is equally likely). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Base62 text derived from bytes (deterministic ids such as idempotent refund ids). */
export function base62Of(bytes: Buffer, length: number): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (out.length < length) {
    out += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

/** Ids shaped like Razorpay's: `order_`, `pay_`, `rfnd_`, `evt_` and 14 base62 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'acc'): string {
  return `${prefix}_${randomBase62(14)}`;
}

export const GATEWAY_ID = /^(order|pay|rfnd)_[A-Za-z0-9]{8,30}$/;
