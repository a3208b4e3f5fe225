/**
 * Online payment (issue 6, part 6): starting a payment, the whole local-gateway flow through the app, the checkout
 * callback and its signature. Webhook ordering, repeats and flags are in payments-webhook.test.ts.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, CSRF_COOKIE } from '@nirog/shared/constants';
import { localGatewayCredentials } from '../../providers/payments/local-gateway.ts';
import { paymentSignature } from '../../providers/payments/payment-gateway.ts';
import { resolveAppSecret } from '../identity/app-secret.ts';
import { FORM, createPayKit, formBody, formIn, json, throughLocalCheckout, type PayKit } from './payment-test-kit.ts';

let k: PayKit;
let secrets: ReturnType<typeof localGatewayCredentials>;
beforeAll(async () => {
  k = await createPayKit('93');
  secrets = localGatewayCredentials(await resolveAppSecret(k.t.db.database.db, null), { keySecret: null, webhookSecret: null });
});
afterAll(async () => k?.t.close());

const inject = (opts: InjectOptions) => k.t.app.inject(opts);

/** The browser's part: open the checkout page the API pointed to, press a button, follow the form back to the shop. */
const throughCheckout = (start: { checkout: { action: string; method: string; fields: Record<string, string> } }, button: 'pay' | 'fail') =>
  throughLocalCheckout(inject, start.checkout, button);

describe('POST /api/v2/orders/payment/online', () => {
  it('creates a gateway order for exactly the order total and hands the browser only the public key', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { totalPaise: 123_450 });
    const res = await b.startPayment(o.id);
    expect(res.statusCode, res.body).toBe(200);
    const e = json(res).entity;
    expect(e).toMatchObject({ gateway: 'local', keyId: secrets.keyId, amountPaise: 123_450, currency: 'INR' });
    expect(e.gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(e.checkout.action).toBe(`/api/gateway/local/checkout/${e.gatewayOrderId}`);
    expect(e.checkout.fields).toMatchObject({ key_id: secrets.keyId, name: 'Nirog' });
    expect(e.checkout.fields.callback_url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v2\/orders\/payment\/online\/callback\?payment=\d+$/);
    expect(e.checkout.fields.cancel_url).toMatch(new RegExp(`/myorders/${o.id}$`));
    // No secret reaches the browser.
    expect(res.body).not.toContain(secrets.keySecret);
    expect(res.body).not.toContain(secrets.webhookSecret);
    const rows = await k.paymentsOf(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gateway: 'local', gateway_order_id: e.gatewayOrderId, amount_paise: 123_450, currency: 'INR', status: 'created' });
    const [g] = await k.q(sql`SELECT amount_paise, currency, receipt, status FROM local_gateway_orders WHERE id = ${e.gatewayOrderId}`);
    expect(g).toMatchObject({ amount_paise: 123_450, currency: 'INR', receipt: o.orderNumber, status: 'created' });
  });

  it('coming back to pay reuses the same gateway order', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const first = json(await b.startPayment(o.id)).entity;
    const again = json(await b.startPayment(o.id)).entity;
    expect(again.gatewayOrderId).toBe(first.gatewayOrderId);
    expect(await k.paymentsOf(o.id)).toHaveLength(1);
  });

  it("another user's order is not found, and nothing is created", async () => {
    const owner = await k.buyer();
    const other = await k.buyer();
    const o = await k.order(owner.id);
    const res = await other.startPayment(o.id);
    expect(res.statusCode).toBe(404);
    expect(await k.paymentsOf(o.id)).toHaveLength(0);
    expect((await other.startPayment(987_654)).statusCode).toBe(404);
  });

  it('needs a session and a well-formed body', async () => {
    expect((await inject({ method: 'POST', url: '/api/v2/orders/payment/online', payload: { orderId: 1 } })).statusCode).toBe(401);
    const b = await k.buyer();
    const bad = await b.call('POST', '/api/v2/orders/payment/online', { orderId: 1, amountPaise: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await b.call('POST', '/api/v2/orders/payment/online', { orderId: 'x' })).statusCode).toBe(400);
  });

  it('refuses orders that are not waiting for an online payment', async () => {
    const b = await k.buyer();
    const cod = await k.order(b.id, { method: 1 });
    const paid = await k.order(b.id, { status: 'placed', paymentStatus: 'paid', payBy: null });
    const cancelled = await k.order(b.id, { status: 'cancelled', releasedAt: k.t.clock.now });
    for (const [o, message] of [
      [cod, 'This order cannot be paid online.'],
      [paid, 'This order is already paid.'],
      [cancelled, 'This order cannot be paid online.'],
    ] as const) {
      const res = await b.startPayment(o.id);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).message.error).toBe(message);
      expect(await k.paymentsOf(o.id)).toHaveLength(0);
    }
  });

  it('past the time to pay: refused, and the order is cancelled and released at once', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { payBy: new Date(k.t.clock.now.getTime() - 1000) });
    const res = await b.startPayment(o.id);
    expect(res.statusCode).toBe(422);
    expect(json(res).message.error).toMatch(/time to pay/);
    const after = await k.orderRow(o.id);
    expect(after.status).toBe('cancelled');
    expect(after.releasedAt).not.toBeNull();
    expect(await k.paymentsOf(o.id)).toHaveLength(0);
  });

  it('a postpaid order still due can be paid online', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { method: 4, totalPaise: 50_000 });
    const res = await b.startPayment(o.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).entity.amountPaise).toBe(50_000);
  });
});

describe('the whole flow through the local gateway', () => {
  it('create → checkout page → Pay → back to the shop → the order is paid, once', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { totalPaise: 123_450 });
    const start = json(await b.startPayment(o.id)).entity;

    const { page, back, returning, callback } = await throughCheckout(start, 'pay');
    // The page: labelled as the test gateway, the amount, the order, both buttons; its own strict policy.
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Local test gateway');
    expect(page.body).toContain('₹1,234.50');
    expect(page.body).toContain(start.gatewayOrderId);
    expect(page.body).toContain(`Order ${o.orderNumber}`);
    expect(page.body).toContain('Pay ₹1,234.50');
    expect(page.body).toContain('Fail payment');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(page.body).not.toContain(secrets.keySecret);
    // The hand-back: a POST form to our callback, auto-submitted by a script carrying the response's nonce.
    const nonce = String(back.headers['content-security-policy']).match(/script-src 'nonce-([^']+)'/)![1];
    expect(back.body).toContain(`<script nonce="${nonce}">`);
    expect(back.body).toMatch(/<button[^>]*type="submit"[^>]*>Continue<\/button>/);
    expect(returning.action).toBe(`/api/v2/orders/payment/online/callback?payment=${(await k.paymentsOf(o.id))[0].id}`);
    expect(returning.fields.razorpay_order_id).toBe(start.gatewayOrderId);
    expect(returning.fields.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(returning.fields.razorpay_signature).toBe(paymentSignature(secrets.keySecret, start.gatewayOrderId, returning.fields.razorpay_payment_id));

    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/myorders/${o.id}?toast=paymentReceived`);
    const paid = await k.orderRow(o.id);
    expect(paid).toMatchObject({ status: 'placed', paymentStatus: 'paid', payBy: null });
    expect(paid.paidAt).not.toBeNull();
    const [p] = await k.paymentsOf(o.id);
    expect(p).toMatchObject({ status: 'captured', gateway_payment_id: returning.fields.razorpay_payment_id });

    // The gateway's webhooks arrive after the page answered; they find the capture done and change nothing.
    await k.gateway.settled();
    const hooks = await k.q(sql`SELECT event, outcome FROM payment_webhook_events WHERE payload::text LIKE ${`%${start.gatewayOrderId}%`} ORDER BY id`);
    expect(hooks.map((h) => h.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    expect(hooks.filter((h) => h.outcome === 'applied')).toHaveLength(0);
    expect((await k.eventsOf(o.id)).filter((e) => e.event === 'payment_received')).toHaveLength(1);
    expect(await k.paymentsOf(o.id)).toHaveLength(1);
  });

  it('the webhook alone pays the order when the buyer never comes back', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const start = json(await b.startPayment(o.id)).entity;
    const page = await inject({ method: 'GET', url: `${start.checkout.action}?${new URLSearchParams(start.checkout.fields)}` });
    const form = formIn(page.body);
    expect((await inject({ method: 'POST', url: form.action, headers: FORM, payload: formBody({ ...form.fields, method: 'card' }) })).statusCode).toBe(200);
    await k.gateway.settled();
    expect(await k.orderRow(o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await k.paymentsOf(o.id))[0]).toMatchObject({ status: 'captured', method: 'card' });
    expect((await k.eventsOf(o.id)).map((e) => e.event)).toEqual(['payment_received']);
  });

  it('Fail payment → the attempt is failed with the reason; paying again from the same page then succeeds', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const start = json(await b.startPayment(o.id)).entity;
    const failed = await throughCheckout(start, 'fail');
    expect(failed.returning.fields['error[code]']).toBe('BAD_REQUEST_ERROR');
    expect(failed.returning.fields['error[description]']).toBeTruthy();
    for (const f of ['source', 'step', 'reason']) expect(failed.returning.fields[`error[${f}]`]).toBeTruthy();
    const meta = JSON.parse(failed.returning.fields['error[metadata]']);
    expect(meta.order_id).toBe(start.gatewayOrderId);
    expect(meta.payment_id).toMatch(/^pay_/);
    expect(failed.callback.statusCode).toBe(303);
    expect(failed.callback.headers.location).toBe(`/myorders/${o.id}?toast=paymentFailed`);
    await k.gateway.settled();
    expect(await k.orderRow(o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });
    const [p] = await k.paymentsOf(o.id);
    expect(p).toMatchObject({ status: 'failed', gateway_payment_id: meta.payment_id, error_code: 'BAD_REQUEST_ERROR' });
    const events = await k.eventsOf(o.id);
    // The callback and the payment.failed webhook report the same failure: one timeline entry.
    expect(events).toEqual([{ event: 'payment_failed', note: 'Payment declined on the local test gateway.' }]);

    // The buyer retries: a failed attempt's gateway order is not reused; the new one is paid.
    const retry = json(await b.startPayment(o.id)).entity;
    expect(retry.gatewayOrderId).not.toBe(start.gatewayOrderId);
    const paid = await throughCheckout(retry, 'pay');
    expect(paid.callback.headers.location).toBe(`/myorders/${o.id}?toast=paymentReceived`);
    await k.gateway.settled();
    expect(await k.orderRow(o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await k.paymentsOf(o.id)).map((r) => r.status)).toEqual(['failed', 'captured']);
  });

  it('a postpaid order paid online is paid and gives its credit back', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { method: 4, totalPaise: 75_000 });
    const [before] = await k.q(sql`SELECT used_paise FROM credit_accounts WHERE user_id = ${b.id}`);
    expect(Number(before.used_paise)).toBe(75_000);
    const start = json(await b.startPayment(o.id)).entity;
    const { callback } = await throughCheckout(start, 'pay');
    expect(callback.headers.location).toBe(`/myorders/${o.id}?toast=paymentReceived`);
    await k.gateway.settled();
    expect(await k.orderRow(o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const [after] = await k.q(sql`SELECT used_paise FROM credit_accounts WHERE user_id = ${b.id}`);
    expect(Number(after.used_paise)).toBe(0);
  });

  it('a paid gateway order cannot be paid again on its page', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const start = json(await b.startPayment(o.id)).entity;
    const { page } = await throughCheckout(start, 'pay');
    const form = formIn(page.body);
    const again = await inject({ method: 'POST', url: form.action, headers: FORM, payload: formBody(form.fields) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already been paid');
    const reopened = await inject({ method: 'GET', url: `${start.checkout.action}?${new URLSearchParams(start.checkout.fields)}` });
    expect(reopened.statusCode).toBe(409);
    await k.gateway.settled();
    expect((await k.paymentsOf(o.id)).map((r) => r.status)).toEqual(['captured']);
  });

  it('the checkout page refuses a foreign key id or a callback to another site', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const start = json(await b.startPayment(o.id)).entity;
    const url = (fields: Record<string, string>) => `${start.checkout.action}?${new URLSearchParams(fields)}`;
    expect((await inject({ method: 'GET', url: url({ ...start.checkout.fields, key_id: 'rzp_test_someoneelse' }) })).statusCode).toBe(400);
    for (const evil of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await inject({ method: 'GET', url: url({ ...start.checkout.fields, callback_url: evil }) });
      expect(res.statusCode, evil).toBe(400);
      expect(res.body).not.toContain('evil.example/steal"');
    }
    const form = formIn((await inject({ method: 'GET', url: url(start.checkout.fields) })).body);
    const res = await inject({ method: 'POST', url: form.action, headers: FORM, payload: formBody({ ...form.fields, callback_url: 'https://evil.example/x' }) });
    expect(res.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/gateway/local/checkout/order_DoesNotExist12?key_id=x' })).statusCode).toBe(404);
    expect(await k.paymentsOf(o.id)).toMatchObject([{ status: 'created' }]);
  });
});

describe('the callback trusts only the signature over the gateway order we stored', () => {
  async function started() {
    const b = await k.buyer();
    const o = await k.order(b.id);
    const start = json(await b.startPayment(o.id)).entity;
    const [row] = await k.paymentsOf(o.id);
    return { b, o, start, rowId: Number(row.id) };
  }
  const post = (rowId: number | string, fields: Record<string, string>) =>
    inject({ method: 'POST', url: `/api/v2/orders/payment/online/callback?payment=${rowId}`, headers: FORM, payload: formBody(fields) });

  it('a forged callback changes nothing', async () => {
    const { o, start, rowId } = await started();
    const before = await k.orderRow(o.id);
    const forgeries: Record<string, string>[] = [
      { razorpay_payment_id: 'pay_Forged00000001', razorpay_order_id: start.gatewayOrderId, razorpay_signature: 'f'.repeat(64) },
      { razorpay_payment_id: 'pay_Forged00000001', razorpay_order_id: start.gatewayOrderId, razorpay_signature: '' },
      { razorpay_payment_id: 'pay_Forged00000001', razorpay_order_id: start.gatewayOrderId },
      // Signed with the wrong secret (the webhook secret).
      { razorpay_payment_id: 'pay_Forged00000001', razorpay_order_id: start.gatewayOrderId, razorpay_signature: paymentSignature(secrets.webhookSecret, start.gatewayOrderId, 'pay_Forged00000001') },
    ];
    for (const f of forgeries) {
      const res = await post(rowId, f);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/myorders/${o.id}?toast=paymentFailed`);
    }
    expect(await k.orderRow(o.id)).toEqual(before);
    expect(await k.paymentsOf(o.id)).toMatchObject([{ status: 'created', gateway_payment_id: null }]);
    expect(await k.eventsOf(o.id)).toEqual([]);
  });

  it("a genuine signature for ANOTHER gateway order does not pay this one (the posted order id is not trusted)", async () => {
    const a = await started();
    const other = await started();
    // A real, correctly signed payment of the other order…
    const otherPay = await k.gateway.pay(other.start.gatewayOrderId, 'upi');
    if (otherPay.kind !== 'paid') throw new Error(otherPay.kind);
    await k.gateway.settled();
    // …posted against this order's payments row, with either order id.
    for (const orderId of [other.start.gatewayOrderId, a.start.gatewayOrderId]) {
      const res = await post(a.rowId, { razorpay_payment_id: otherPay.paymentId, razorpay_order_id: orderId, razorpay_signature: otherPay.signature });
      expect(res.headers.location).toBe(`/myorders/${a.o.id}?toast=paymentFailed`);
    }
    expect(await k.orderRow(a.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(await k.paymentsOf(a.o.id)).toMatchObject([{ status: 'created' }]);
  });

  it('an error payload is believed only when the gateway confirms that payment failed for this order', async () => {
    const a = await started();
    // Unconfirmable: a payment id the gateway does not know, and one that belongs to another order.
    const other = await started();
    const otherFail = await k.gateway.fail(other.start.gatewayOrderId, 'upi');
    if (otherFail.kind !== 'failed') throw new Error(otherFail.kind);
    await k.gateway.settled();
    for (const paymentId of ['pay_Unknown0000001', otherFail.paymentId]) {
      const res = await post(a.rowId, {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'forged',
        'error[metadata]': JSON.stringify({ payment_id: paymentId, order_id: a.start.gatewayOrderId }),
      });
      expect(res.headers.location).toBe(`/myorders/${a.o.id}?toast=paymentFailed`);
    }
    expect(await k.orderRow(a.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(await k.paymentsOf(a.o.id)).toMatchObject([{ status: 'created' }]);
    expect(await k.eventsOf(a.o.id)).toEqual([]);
  });

  it('an unknown payments row sends the buyer to their orders', async () => {
    const res = await post(999_999, { razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'x' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/myorders?toast=paymentFailed');
    const none = await inject({ method: 'POST', url: '/api/v2/orders/payment/online/callback', headers: FORM, payload: '' });
    expect(none.headers.location).toBe('/myorders?toast=paymentFailed');
  });

  it('the callback and the webhook come from other sites; the local checkout buttons only from ours', async () => {
    const { o, start, rowId } = await started();
    const b = await k.buyer();
    // A browser with our session cookie but no CSRF header: the gateway posts are not our session's writes.
    const cookie = `${SESSION_COOKIE}=${b.token}; ${CSRF_COOKIE}=abcdefghijklmnopqrstuvwx`;
    const page = await inject({ method: 'GET', url: `${start.checkout.action}?${new URLSearchParams(start.checkout.fields)}` });
    const form = formIn(page.body);
    const crossSite = await inject({ method: 'POST', url: form.action, headers: { ...FORM, cookie, origin: 'https://evil.example' }, payload: formBody(form.fields) });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await inject({ method: 'POST', url: form.action, headers: { ...FORM, cookie, origin: 'http://localhost:80', host: 'localhost:80' }, payload: formBody(form.fields) });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    const back = formIn(sameSite.body, 'return');
    // Razorpay's site posting the buyer back to us.
    const res = await inject({ method: 'POST', url: back.action, headers: { ...FORM, cookie, origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' }, payload: formBody(back.fields) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/myorders/${o.id}?toast=paymentReceived`);
    expect(rowId).toBeGreaterThan(0);
    // Everything else under /api still refuses a cross-site write.
    const other = await inject({ method: 'POST', url: '/api/v2/orders/payment/online', headers: { cookie, origin: 'https://evil.example' }, payload: { orderId: o.id } });
    expect(other.statusCode).toBe(403);
    await k.gateway.settled();
  });
});

describe('refunds through the gateway (for cancellations and returns)', () => {
  it('refunds part of the captured payment once per idempotency key, never more than was paid', async () => {
    const b = await k.buyer();
    const o = await k.order(b.id, { totalPaise: 100_000 });
    const start = json(await b.startPayment(o.id)).entity;
    await throughCheckout(start, 'pay');
    await k.gateway.settled();
    const refunder = k.t.app.onlineRefunder!;
    const first = await refunder.refund(o.id, 40_000, 'refund:1');
    expect(first.status).toBe('processed');
    expect(first.gatewayRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await refunder.refund(o.id, 40_000, 'refund:1')).toEqual(first);
    await expect(refunder.refund(o.id, 30_000, 'refund:1')).rejects.toThrow(/same idempotency key/);
    await expect(refunder.refund(o.id, 60_001, 'refund:2')).rejects.toThrow(/greater than amount captured/);
    const second = await refunder.refund(o.id, 60_000, 'refund:2');
    expect(second.gatewayRefundId).not.toBe(first.gatewayRefundId);
    const [p] = await k.q(sql`SELECT refunded_paise, status FROM local_gateway_payments WHERE order_id = ${start.gatewayOrderId} AND status <> 'refund'`);
    expect(p).toMatchObject({ refunded_paise: 100_000, status: 'refunded' });
    const unpaid = await k.order(b.id);
    await expect(refunder.refund(unpaid.id, 100, 'refund:3')).rejects.toThrow(/no captured online payment/);
  });
});
