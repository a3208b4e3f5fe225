/**
 * Payment webhooks (issue 6, part 6): the signature over the raw body, repeats by event id (also three at once —
 * run with TEST_DATABASE_URL for real parallel transactions), events out of order, and the cases that are flagged
 * instead of paid: an amount or currency that does not match, a capture after the order was released, a second
 * capture for a paid order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGatewayCredentials } from '../../providers/payments/local-gateway.ts';
import { paymentSignature } from '../../providers/payments/payment-gateway.ts';
import { resolveAppSecret } from '../identity/app-secret.ts';
import { FORM, createPayKit, formBody, json, type PayKit } from './payment-test-kit.ts';

let k: PayKit;
let keySecret: string;
beforeAll(async () => {
  k = await createPayKit('92');
  keySecret = localGatewayCredentials(await resolveAppSecret(k.t.db.database.db, null), { keySecret: null, webhookSecret: null }).keySecret;
  // This file delivers every event itself, in the order each test wants.
  k.gateway.delivery = 'manual';
});
afterAll(async () => k?.t.close());

let paySeq = 0;
const payId = () => `pay_T${String(process.pid % 100_000).padStart(5, '0')}${String(++paySeq).padStart(8, '0')}`;

/** A buyer's online order with a started payment (its gateway order). */
async function started(opts: Parameters<PayKit['order']>[1] = {}) {
  const b = await k.buyer();
  const o = await k.order(b.id, opts);
  const res = await b.startPayment(o.id);
  expect(res.statusCode, res.body).toBe(200);
  const start = json(res).entity as { gatewayOrderId: string; amountPaise: number };
  return { b, o, gatewayOrderId: start.gatewayOrderId, amount: start.amountPaise };
}

const webhookRows = (eventId: string) => k.q(sql`SELECT * FROM payment_webhook_events WHERE event_id = ${eventId}`);

describe('the signature over the raw body', () => {
  it('a forged or missing signature is refused with 401 and changes nothing', async () => {
    const s = await started();
    const genuine = k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount });
    const attempts = [
      { ...genuine.headers, 'x-razorpay-signature': 'a'.repeat(64) },
      { ...genuine.headers, 'x-razorpay-signature': '' },
      Object.fromEntries(Object.entries(genuine.headers).filter(([h]) => h !== 'x-razorpay-signature')),
      // Signed, then the body altered by one character (the amount doubled).
    ];
    for (const headers of attempts) {
      const res = await k.t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: genuine.body, headers });
      expect(res.statusCode).toBe(401);
      expect(json(res).status).toBe(false);
    }
    const tampered = await k.t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: genuine.body.replace(`"amount":${s.amount}`, `"amount":${s.amount * 2}`), headers: genuine.headers });
    expect(tampered.statusCode).toBe(401);
    // Re-serialised JSON (same data, other bytes) does not carry the signature either.
    const reformatted = await k.t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: JSON.stringify(JSON.parse(genuine.body), null, 1), headers: genuine.headers });
    expect(reformatted.statusCode).toBe(401);
    expect(await webhookRows(genuine.eventId)).toHaveLength(0);
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'created' }]);

    const res = await k.send(genuine);
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.outcome).toBe('applied');
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('a signed body that is not JSON is refused with 400 and nothing is recorded', async () => {
    const d = k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: 'order_x', amount: 100 });
    const body = 'not json';
    const res = await k.t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body, headers: { ...d.headers, 'x-razorpay-signature': k.gateway.sign(body) } });
    expect(res.statusCode).toBe(400);
    expect(await webhookRows(d.eventId)).toHaveLength(0);
  });

  it('events we do not handle, and gateway orders we do not know, are acknowledged and recorded as ignored', async () => {
    const other = k.gateway.signedDelivery('payment.dispute.created', JSON.stringify({ entity: 'event', event: 'payment.dispute.created', payload: {} }));
    const r0 = await k.send(other);
    expect(r0.statusCode).toBe(200);
    expect(json(r0).entity.outcome).toBe('ignored: payment.dispute.created');
    // A refund we never asked for is recorded and changes nothing.
    const refund = k.gateway.signedDelivery('refund.processed', JSON.stringify({ entity: 'event', event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_x' } } } }));
    const r1 = await k.send(refund);
    expect(r1.statusCode).toBe(200);
    expect(json(r1).entity.outcome).toBe('recorded: refund.processed');
    const unknown = k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: 'order_NotOurs00000001', amount: 100 });
    const r2 = await k.send(unknown);
    expect(r2.statusCode).toBe(200);
    expect(json(r2).entity.outcome).toMatch(/^ignored: unknown gateway order/);
    expect((await webhookRows(unknown.eventId))[0].outcome).toMatch(/^ignored/);
  });
});

describe('repeats are ignored by event id', () => {
  it('the same webhook delivered three times at once: one captured payment, one payment_received', async () => {
    const s = await started();
    const d = k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount });
    const results = await Promise.all([k.send(d), k.send(d), k.send(d)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => json(r).entity.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await webhookRows(d.eventId)).toHaveLength(1);
    const payments = await k.paymentsOf(s.o.id);
    expect(payments.filter((p) => p.status === 'captured')).toHaveLength(1);
    expect((await k.eventsOf(s.o.id)).filter((e) => e.event === 'payment_received')).toHaveLength(1);
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('payment.captured and order.paid for one payment (two event ids), at once, with the callback: still one capture', async () => {
    const s = await started();
    const pay = payId();
    const captured = k.hook('payment.captured', { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount });
    const paid = k.hook('order.paid', { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount });
    const [row] = await k.paymentsOf(s.o.id);
    const callback = () =>
      k.t.app.inject({
        method: 'POST',
        url: `/api/v2/orders/payment/online/callback?payment=${row.id}`,
        headers: FORM,
        payload: formBody({ razorpay_payment_id: pay, razorpay_order_id: s.gatewayOrderId, razorpay_signature: paymentSignature(keySecret, s.gatewayOrderId, pay) }),
      });
    const [back, ...results] = await Promise.all([callback(), k.send(captured), k.send(paid), k.send(captured), k.send(paid)]);
    expect(back.headers.location).toBe(`/myorders/${s.o.id}?toast=paymentReceived`);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => json(r).entity.outcome === 'applied').length).toBeLessThanOrEqual(1);
    expect((await k.paymentsOf(s.o.id)).map((p) => p.status)).toEqual(['captured']);
    expect((await k.eventsOf(s.o.id)).filter((e) => e.event === 'payment_received')).toHaveLength(1);
  });

  it('a second delivery of one event with a new body is still the same event: ignored', async () => {
    const s = await started();
    const first = k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount });
    expect(json(await k.send(first)).entity.outcome).toBe('applied');
    const sameId = k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }, first.eventId);
    expect(json(await k.send(sameId)).entity.outcome).toBe('duplicate');
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });
  });
});

describe('events out of order', () => {
  it('a failure that arrives after the capture never downgrades it', async () => {
    const s = await started();
    const pay = payId();
    expect(json(await k.send(k.hook('payment.captured', { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount }))).entity.outcome).toBe('applied');
    const late = await k.send(k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    expect(late.statusCode).toBe(200);
    expect(json(late).entity.outcome).toBe('ignored: payment already captured');
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'captured', gateway_payment_id: pay }]);
    expect((await k.eventsOf(s.o.id)).map((e) => e.event)).toEqual(['payment_received']);
  });

  it('a capture that arrives after a failure upgrades the order to paid', async () => {
    const s = await started();
    await k.send(k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });
    const pay = payId();
    expect(json(await k.send(k.hook('payment.captured', { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount }))).entity.outcome).toBe('applied');
    const o = await k.orderRow(s.o.id);
    expect(o).toMatchObject({ status: 'placed', paymentStatus: 'paid', payBy: null });
    expect(o.paidAt).not.toBeNull();
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'captured', gateway_payment_id: pay }]);
    expect((await k.eventsOf(s.o.id)).map((e) => e.event)).toEqual(['payment_failed', 'payment_received']);
  });

  it('order.paid before payment.authorized and payment.captured: paid once, the rest acknowledged', async () => {
    const s = await started();
    const pay = payId();
    const p = { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount };
    const outcomes = [];
    for (const e of ['order.paid', 'payment.authorized', 'payment.captured'] as const) outcomes.push(json(await k.send(k.hook(e, p))).entity.outcome);
    expect(outcomes).toEqual(['applied', 'ignored: payment already captured', `ignored: ${pay} already captured`]);
    expect((await k.eventsOf(s.o.id)).map((e) => e.event)).toEqual(['payment_received']);
  });

  it('payment.authorized is recorded (payment id and method) and pays nothing by itself', async () => {
    const s = await started();
    const pay = payId();
    const res = await k.send(k.hook('payment.authorized', { paymentId: pay, gatewayOrderId: s.gatewayOrderId, amount: s.amount, method: 'netbanking' }));
    expect(json(res).entity.outcome).toBe(`recorded: ${pay} authorized`);
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'created', gateway_payment_id: pay, method: 'netbanking' }]);
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
  });

  it('a failure of a postpaid order paid online later leaves it due (and its credit held)', async () => {
    const s = await started({ method: 4, totalPaise: 20_000 });
    await k.send(k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'placed', paymentStatus: 'due' });
    const [c] = await k.q(sql`SELECT used_paise FROM credit_accounts WHERE user_id = ${s.b.id}`);
    expect(Number(c.used_paise)).toBe(20_000);
    expect((await k.eventsOf(s.o.id)).map((e) => e.event)).toEqual(['payment_failed']);
  });
});

describe('flagged, never paid', () => {
  it('an amount that does not match is flagged with the reason; the order is not paid', async () => {
    const s = await started({ totalPaise: 50_000 });
    const res = await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: 100 }));
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.outcome).toBe('flagged: amount mismatch: expected 50000 INR, gateway reported 100 INR');
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'flagged', flagged_reason: 'amount mismatch: expected 50000 INR, gateway reported 100 INR' }]);
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending', paidAt: null });
    expect(await k.eventsOf(s.o.id)).toEqual([]);
    // A genuine capture for the same gateway order afterwards does not turn the flagged row into a payment.
    const again = await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: 50_000 }));
    expect(json(again).entity.outcome).toMatch(/^flagged: second payment/);
    expect(await k.orderRow(s.o.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('a currency that does not match is flagged', async () => {
    const s = await started();
    const res = await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount, currency: 'USD' }));
    expect(json(res).entity.outcome).toMatch(/^flagged: amount mismatch: .* USD$/);
    expect(await k.orderRow(s.o.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('a capture for an order already cancelled and released: flagged late capture, refund needed', async () => {
    const s = await started();
    // The sweeper got there first (time to pay over): cancelled and released.
    k.t.clock.now = new Date(k.t.clock.now.getTime() + 31 * 60_000);
    try {
      await k.t.app.orders.expireUnpaid(s.b.id);
    } finally {
      k.t.clock.now = new Date();
    }
    expect(await k.orderRow(s.o.id)).toMatchObject({ status: 'cancelled' });
    const res = await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    expect(json(res).entity.outcome).toBe('flagged: late capture: refund needed');
    expect(await k.paymentsOf(s.o.id)).toMatchObject([{ status: 'flagged', flagged_reason: 'late capture: refund needed' }]);
    const o = await k.orderRow(s.o.id);
    expect(o).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paidAt: null });
    expect((await k.eventsOf(s.o.id)).map((e) => e.event)).not.toContain('payment_received');
  });

  it('a second distinct capture for a paid order (another gateway order) is flagged, not applied', async () => {
    const s = await started();
    // Two gateway orders for one order: the first attempt failed, the buyer started again.
    await k.send(k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    const second = json(await s.b.startPayment(s.o.id)).entity.gatewayOrderId as string;
    expect(second).not.toBe(s.gatewayOrderId);
    expect(json(await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: second, amount: s.amount }))).entity.outcome).toBe('applied');
    // A late success of the first attempt (say, a UPI payment that went through after all).
    const late = await k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    expect(json(late).entity.outcome).toBe('flagged: order already paid: refund needed');
    expect((await k.paymentsOf(s.o.id)).map((p) => p.status)).toEqual(['flagged', 'captured']);
    expect((await k.eventsOf(s.o.id)).filter((e) => e.event === 'payment_received')).toHaveLength(1);
  });

  it('both attempts captured at once: the order is paid by exactly one, the other flagged', async () => {
    const s = await started();
    await k.send(k.hook('payment.failed', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount }));
    const second = json(await s.b.startPayment(s.o.id)).entity.gatewayOrderId as string;
    const results = await Promise.all([
      k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: s.gatewayOrderId, amount: s.amount })),
      k.send(k.hook('payment.captured', { paymentId: payId(), gatewayOrderId: second, amount: s.amount })),
    ]);
    expect(results.map((r) => json(r).entity.outcome).sort()).toEqual(['applied', 'flagged: order already paid: refund needed']);
    expect((await k.paymentsOf(s.o.id)).map((p) => p.status).sort()).toEqual(['captured', 'flagged']);
    expect((await k.eventsOf(s.o.id)).filter((e) => e.event === 'payment_received')).toHaveLength(1);
  });
});
