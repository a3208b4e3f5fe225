/**
 * The payment gateways' protocol helpers: signatures checked against the Razorpay SDK's own implementation, ids,
 * credentials and configuration; the Razorpay adapter driven through the real SDK against a local stand-in for
 * api.razorpay.com (port 3311).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PAYMENTS_NOT_CONFIGURED, paymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPaymentGateway } from '../providers.ts';
import { LocalGateway, localGatewayCredentials } from './local-gateway.ts';
import { GATEWAY_ID, gatewayId, paymentSignature, signatureMatches, verifyPaymentSignature, verifyWebhookSignature, webhookSignature } from './payment-gateway.ts';
import { RAZORPAY_CHECKOUT, RazorpayGateway, razorpayIdempotencyKey, type RazorpayClient } from './razorpay-gateway.ts';

const sdkUtils = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(params: { order_id: string; payment_id: string }, signature: string, secret: string): boolean;
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

describe('signatures (Razorpay protocol)', () => {
  const secret = 'EnLs21M47BllR3X8PSFtjtbd';

  it('the checkout signature is what the Razorpay SDK verifies: HMAC-SHA256 of order_id|payment_id', () => {
    const sig = paymentSignature(secret, 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l');
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(sdkUtils.validatePaymentVerification({ order_id: 'order_IluGWxBm9U8zJ8', payment_id: 'pay_IH4NVgf4Dreq1l' }, sig, secret)).toBe(true);
    expect(verifyPaymentSignature(secret, 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', sig)).toBe(true);
    expect(verifyPaymentSignature(secret, 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', sig.toUpperCase())).toBe(true);
  });

  it('the checkout signature fails for another order, another payment, another secret, or anything malformed', () => {
    const sig = paymentSignature(secret, 'order_A', 'pay_B');
    expect(verifyPaymentSignature(secret, 'order_X', 'pay_B', sig)).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_X', sig)).toBe(false);
    expect(verifyPaymentSignature('another', 'order_A', 'pay_B', sig)).toBe(false);
    // The ids swapped is a different message.
    expect(verifyPaymentSignature(secret, 'pay_B', 'order_A', sig)).toBe(false);
    for (const bad of ['', sig.slice(0, 63), `${sig}0`, 'z'.repeat(64), undefined, null, 42, ['x']]) {
      expect(verifyPaymentSignature(secret, 'order_A', 'pay_B', bad)).toBe(false);
    }
    expect(verifyPaymentSignature(secret, '', 'pay_B', paymentSignature(secret, '', 'pay_B'))).toBe(false);
  });

  it('the webhook signature is what the Razorpay SDK verifies: HMAC-SHA256 of the raw body', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{}}';
    const sig = webhookSignature(secret, body);
    expect(sdkUtils.validateWebhookSignature(body, sig, secret)).toBe(true);
    expect(verifyWebhookSignature(secret, body, sig)).toBe(true);
    expect(verifyWebhookSignature(secret, `${body} `, sig)).toBe(false);
    expect(verifyWebhookSignature('other', body, sig)).toBe(false);
    expect(verifyWebhookSignature(secret, body, undefined)).toBe(false);
  });

  it('signatureMatches is false for lengths that differ instead of throwing', () => {
    expect(signatureMatches('ab'.repeat(32), 'ab'.repeat(31))).toBe(false);
  });

  it("both gateways verify with their own secrets (the local one's derived from the app secret)", () => {
    const creds = localGatewayCredentials('app-secret-1', { keySecret: null, webhookSecret: null });
    const local = new LocalGateway({ db: {} as Db, ...creds });
    const razorpay = new RazorpayGateway({ keyId: 'rzp_test_abc', keySecret: 'ks', webhookSecret: 'ws', client: {} as RazorpayClient });
    expect(local.verifyPaymentSignature('order_1', 'pay_1', paymentSignature(creds.keySecret, 'order_1', 'pay_1'))).toBe(true);
    expect(local.verifyPaymentSignature('order_1', 'pay_1', paymentSignature('ks', 'order_1', 'pay_1'))).toBe(false);
    expect(local.verifyWebhookSignature('{}', webhookSignature(creds.webhookSecret, '{}'))).toBe(true);
    expect(local.verifyWebhookSignature('{}', webhookSignature(creds.keySecret, '{}'))).toBe(false);
    expect(razorpay.verifyPaymentSignature('order_1', 'pay_1', paymentSignature('ks', 'order_1', 'pay_1'))).toBe(true);
    expect(razorpay.verifyPaymentSignature('order_1', 'pay_1', paymentSignature('ws', 'order_1', 'pay_1'))).toBe(false);
    expect(razorpay.verifyWebhookSignature('{}', webhookSignature('ws', '{}'))).toBe(true);
    expect(razorpay.verifyWebhookSignature('{}', webhookSignature('ks', '{}'))).toBe(false);
    // Signed deliveries from the local gateway carry Razorpay's headers.
    const d = local.signedDelivery('payment.captured', '{"a":1}');
    expect(d.headers['x-razorpay-signature']).toBe(webhookSignature(creds.webhookSecret, '{"a":1}'));
    expect(d.headers['x-razorpay-event-id']).toBe(d.eventId);
  });
});

describe('ids and credentials', () => {
  it('ids look like Razorpay ids and do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => gatewayId('pay')));
    expect(ids.size).toBe(2000);
    for (const id of [...ids].slice(0, 50)) {
      expect(id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
      expect(id).toMatch(GATEWAY_ID);
    }
    expect(gatewayId('order')).toMatch(/^order_[0-9A-Za-z]{14}$/);
  });

  it('local credentials: stable for one app secret, different for another, configured secrets win', () => {
    const a = localGatewayCredentials('secret-a', { keySecret: null, webhookSecret: null });
    expect(localGatewayCredentials('secret-a', { keySecret: null, webhookSecret: null })).toEqual(a);
    const b = localGatewayCredentials('secret-b', { keySecret: null, webhookSecret: null });
    expect(b.keySecret).not.toBe(a.keySecret);
    expect(b.webhookSecret).not.toBe(a.webhookSecret);
    expect(a.keySecret).not.toBe(a.webhookSecret);
    expect(a.keyId).toMatch(/^lgw_test_[0-9A-Za-z]{14}$/);
    expect(a.keyId).not.toContain(a.keySecret);
    const set = localGatewayCredentials('secret-a', { keySecret: 'mine', webhookSecret: 'hooks' });
    expect(set).toMatchObject({ keyId: a.keyId, keySecret: 'mine', webhookSecret: 'hooks' });
  });
});

describe('gateway configuration', () => {
  it('no Razorpay variables in demo mode: the local gateway (with optional LOCAL_GATEWAY_* secrets)', () => {
    expect(paymentConfig({}, true)).toEqual({ gateway: 'local', keySecret: null, webhookSecret: null });
    expect(paymentConfig({ LOCAL_GATEWAY_KEY_SECRET: 'k', LOCAL_GATEWAY_WEBHOOK_SECRET: 'w' }, true)).toEqual({ gateway: 'local', keySecret: 'k', webhookSecret: 'w' });
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ gateway: 'local', keySecret: null, webhookSecret: null });
  });

  it('live mode (DEMO=0) without keys refuses to start, unless PAYMENTS=off or PAYMENTS=local says what to do', () => {
    for (const env of [{ DEMO: '0' }, { DATABASE_URL: 'postgres://db/x' }, { DEMO: '0', NODE_ENV: 'production' }, { DEMO: '0', NODE_ENV: 'test' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(PAYMENTS_NOT_CONFIGURED);
    }
    expect(PAYMENTS_NOT_CONFIGURED).toMatch(/PAYMENTS=off.*PAYMENTS=local/);
    expect(loadConfig({ DEMO: '0', PAYMENTS: 'off' }).payments).toEqual({ gateway: 'off' });
    expect(loadConfig({ DEMO: '0', PAYMENTS: 'local' }).payments).toMatchObject({ gateway: 'local' });
    // Explicit wins, also in demo mode and over keys.
    expect(loadConfig({ DEMO: '1', PAYMENTS: 'off' }).payments).toEqual({ gateway: 'off' });
    expect(() => loadConfig({ DEMO: '0', PAYMENTS: 'razorpay' })).toThrow('PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET.');
    expect(() => loadConfig({ DEMO: '0', PAYMENTS: 'fake' })).toThrow('PAYMENTS must be one of razorpay, local, off (it is "fake").');
  });

  it('all three Razorpay variables: Razorpay', () => {
    expect(paymentConfig({ RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }, false)).toEqual({
      gateway: 'razorpay',
      keyId: 'rzp_test_1DP5mmOlF5G5ag',
      keySecret: 's',
      webhookSecret: 'w',
    });
  });

  it('half-set Razorpay settings stop the start with a message naming what is missing', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag' })).toThrow(
      'Razorpay is only partly configured: RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not.',
    );
    expect(() => paymentConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' }, false)).toThrow(/RAZORPAY_WEBHOOK_SECRET is not/);
    expect(() => paymentConfig({ RAZORPAY_WEBHOOK_SECRET: 'w', RAZORPAY_KEY_SECRET: ' ' }, false)).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET are not/);
    expect(() => paymentConfig({ RAZORPAY_KEY_ID: 'my-key', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }, false)).toThrow(/rzp_test_/);
  });

  it('Razorpay settings give the Razorpay adapter with the official SDK', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    const g = (await createPaymentGateway(config, {} as Db, 'app', undefined as never))!;
    expect(g).toBeInstanceOf(RazorpayGateway);
    expect(g.name).toBe('razorpay');
    expect(g.keyId).toBe('rzp_test_1DP5mmOlF5G5ag');
    expect(await createPaymentGateway(loadConfig({ PAYMENTS: 'off' }), {} as Db, 'app', undefined as never)).toBeNull();
  });
});

describe('the Razorpay adapter, through the SDK, against a stand-in for api.razorpay.com', () => {
  const seen: Array<{ method: string; url: string; auth: string; headers: http.IncomingHttpHeaders; body: unknown }> = [];
  let server: http.Server;
  let base: string;
  let gateway: RazorpayGateway;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = raw ? JSON.parse(raw) : null;
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', headers: req.headers, body });
        const send = (status: number, payload: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        if (req.method === 'POST' && req.url === '/v1/orders') {
          return send(200, { id: 'order_IluGWxBm9U8zJ8', entity: 'order', amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: body.currency, receipt: body.receipt, status: 'created', attempts: 0, notes: body.notes });
        }
        if (req.method === 'GET' && req.url === '/v1/payments/pay_IH4NVgf4Dreq1l') {
          return send(200, { id: 'pay_IH4NVgf4Dreq1l', entity: 'payment', amount: 50000, currency: 'INR', status: 'captured', order_id: 'order_IluGWxBm9U8zJ8', method: 'upi', error_code: null, error_description: null });
        }
        if (req.method === 'GET' && req.url?.startsWith('/v1/payments/')) {
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        }
        if (req.method === 'POST' && req.url === '/v1/payments/pay_IH4NVgf4Dreq1l/refund') {
          if (body.amount > 50000) return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
          return send(200, { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: body.amount, currency: 'INR', payment_id: 'pay_IH4NVgf4Dreq1l', status: 'processed' });
        }
        if (req.method === 'POST' && req.url === '/v1/orders-down') return send(500, {});
        send(404, { error: { code: 'NOT_FOUND', description: 'no route' } });
      });
    });
    await new Promise<void>((resolve) => server.listen(3311, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sdk = new Razorpay({ key_id: 'rzp_test_1DP5mmOlF5G5ag', key_secret: 'thekeysecret' });
    // The SDK always talks to api.razorpay.com; aim its HTTP client at the stand-in.
    (sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = base;
    gateway = new RazorpayGateway({ keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thekeysecret', webhookSecret: 'hooks', client: sdk as unknown as RazorpayClient, apiBase: base });
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const basic = `Basic ${Buffer.from('rzp_test_1DP5mmOlF5G5ag:thekeysecret').toString('base64')}`;

  it('creates an order for the amount, currency, receipt and notes, authenticated with the key', async () => {
    const o = await gateway.createOrder({ amountPaise: 50_000, currency: 'INR', receipt: 'NA2605-000123', notes: { orderId: '7', orderNumber: 'NA2605-000123' } });
    expect(o).toEqual({ id: 'order_IluGWxBm9U8zJ8', amount: 50_000, currency: 'INR', status: 'created' });
    const call = seen.find((s) => s.url === '/v1/orders')!;
    expect(call.method).toBe('POST');
    expect(call.auth).toBe(basic);
    expect(call.body).toEqual({ amount: 50_000, currency: 'INR', receipt: 'NA2605-000123', notes: { orderId: '7', orderNumber: 'NA2605-000123' } });
  });

  it('fetches a payment; an unknown id is null', async () => {
    expect(await gateway.fetchPayment('pay_IH4NVgf4Dreq1l')).toEqual({
      id: 'pay_IH4NVgf4Dreq1l',
      orderId: 'order_IluGWxBm9U8zJ8',
      amount: 50000,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
      errorCode: null,
      errorDescription: null,
    });
    expect(await gateway.fetchPayment('pay_Unknown000000')).toBeNull();
  });

  it('refunds with the idempotency header; a refusal becomes a GatewayError with Razorpay’s reason', async () => {
    const r = await gateway.refund('pay_IH4NVgf4Dreq1l', 20_000, { idempotencyKey: 'refund:12', receipt: 'refund-7' });
    expect(r).toEqual({ id: 'rfnd_FP8QHiV938haTz', paymentId: 'pay_IH4NVgf4Dreq1l', amount: 20_000, status: 'processed' });
    const call = seen.filter((s) => s.url.endsWith('/refund')).pop()!;
    expect(call.auth).toBe(basic);
    expect(call.headers['x-refund-idempotency']).toBe(razorpayIdempotencyKey('refund:12'));
    expect(razorpayIdempotencyKey('refund:12')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(call.body).toEqual({ amount: 20_000, speed: 'normal', receipt: 'refund-7' });
    await expect(gateway.refund('pay_IH4NVgf4Dreq1l', 90_000, { idempotencyKey: 'refund:13' })).rejects.toMatchObject({ code: 'BAD_REQUEST_ERROR', status: 400 });
  });

  it('a gateway that cannot be reached is a GatewayError, not a crash', async () => {
    const sdk = new Razorpay({ key_id: 'rzp_test_x', key_secret: 'y' });
    (sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = 'http://127.0.0.1:3312';
    const down = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'y', webhookSecret: 'z', client: sdk as unknown as RazorpayClient, apiBase: 'http://127.0.0.1:3312' });
    await expect(down.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(down.refund('pay_x', 100, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('hosted checkout: a POST form to Razorpay with the key id and order, never a secret', () => {
    const form = gateway.checkoutForm(
      { id: 'order_IluGWxBm9U8zJ8', amount: 50_000, currency: 'INR', status: 'created' },
      { callbackUrl: 'https://nirog.in/api/v2/orders/payment/online/callback?payment=3', cancelUrl: 'https://nirog.in/myorders/7', name: 'Nirog', description: 'Order NA2605-000123', prefill: { name: 'Asha Verma', contact: '+919876543210' } },
    );
    expect(form.action).toBe(RAZORPAY_CHECKOUT);
    expect(form.action).toBe('https://api.razorpay.com/v1/checkout/embedded');
    expect(form.method).toBe('POST');
    expect(form.fields).toEqual({
      key_id: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_IluGWxBm9U8zJ8',
      name: 'Nirog',
      description: 'Order NA2605-000123',
      callback_url: 'https://nirog.in/api/v2/orders/payment/online/callback?payment=3',
      cancel_url: 'https://nirog.in/myorders/7',
      'prefill[name]': 'Asha Verma',
      'prefill[contact]': '+919876543210',
    });
    expect(JSON.stringify(form)).not.toMatch(/thekeysecret|hooks/);
  });
});
