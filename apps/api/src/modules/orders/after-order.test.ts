/**
 * After the order (issue 7): the pipeline's allowed moves and no others, cancel releasing once under parallel calls,
 * partial returns refunded exactly and never beyond what was paid, public tracking, and who may see what.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test-support/test-app.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createOrderKit, type Buyer, type OrderKit } from './order-test-kit.ts';
import { FORM, formBody, formIn } from '../payments/payment-test-kit.ts';
import type { LocalGateway } from '../../providers/payments/local-gateway.ts';

let k: OrderKit;
let t: TestApp;
let op: Awaited<ReturnType<OrderKit['operator']>>;
beforeAll(async () => {
  k = await createOrderKit('95');
  t = k.t;
  op = await k.operator();
});
afterAll(async () => t?.close());

const move = (orderId: number, body: object, as = op.call) => as('POST', `/api/v1/admin/orders/${orderId}/status`, body);
const detail = async (b: Buyer, orderId: number) => json(await b.call('GET', `/api/v3/orders/${orderId}`)).entity;

async function codOrder(quantity = 3, b?: Buyer) {
  const buyer = b ?? (await k.buyer());
  await buyer.add(k.pack, quantity);
  const res = await buyer.order(1);
  expect(res.statusCode, res.body).toBe(201);
  return { b: buyer, order: json(res).entity.order };
}

async function deliver(orderId: number) {
  for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DLV12345678' }, { to: 'delivered' }]) {
    const res = await move(orderId, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('operator pipeline', () => {
  it('moves placed → approved → packed → shipped → delivered only, recording who and when, and tells the buyer', async () => {
    const { b, order } = await codOrder();
    // The units the order took are in the stock movement log, by the buyer, with the order's number.
    const [taken] = await k.q(sql`SELECT source, delta, before, after, actor_id FROM stock_movements WHERE package_id = ${k.pack} AND reason = ${`Order ${order.orderNumber} placed`}`);
    expect(taken).toMatchObject({ source: 'order', delta: -3, actor_id: b.id });
    expect(Number(taken.before) - Number(taken.after)).toBe(3);
    expect((await move(order.id, { to: 'approved' }, b.call)).statusCode).toBe(403);
    const skip = await move(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DLV00000001' });
    expect(skip.statusCode).toBe(422);
    expect(json(skip).message.error).toBe('An order that is "Order placed" cannot move to "Shipped".');
    expect((await move(order.id, { to: 'approved' })).statusCode).toBe(200);
    expect((await move(order.id, { to: 'approved' })).statusCode).toBe(422);
    expect((await move(order.id, { to: 'packed' })).statusCode).toBe(200);
    const noAwb = await move(order.id, { to: 'shipped', courier: 'Delhivery' });
    expect(noAwb.statusCode).toBe(400);
    expect((await move(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DLV12345678' })).statusCode).toBe(200);
    // The tax invoice is issued as the goods leave.
    const [inv] = await k.q(sql`SELECT invoice_number FROM invoices WHERE order_id = ${order.id}`);
    expect(String(inv.invoice_number)).toMatch(/^NA07\/\d{4}\/\d{6}$/);
    expect((await move(order.id, { to: 'delivered' })).statusCode).toBe(200);
    expect((await move(order.id, { to: 'packed' })).statusCode).toBe(422);
    // A return in progress is not sent back to "delivered" by the pipeline.
    await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Wrong medicine sent', refundTo: 'nirog_money' });
    expect((await move(order.id, { to: 'delivered' })).statusCode).toBe(422);

    const d = await detail(b, order.id);
    expect(d.status).toBe('return_requested');
    expect(d.paymentStatus).toBe('paid'); // cash collected on delivery
    expect(d.events.map((e: { event: string }) => e.event)).toEqual(['placed', 'approved', 'packed', 'shipped', 'delivered', 'return_requested']);
    const actors = await k.q(sql`SELECT event, actor_id FROM order_events WHERE order_id = ${order.id} ORDER BY id`);
    expect(actors.slice(1, 5).every((a) => Number(a.actor_id) === op.id)).toBe(true);
    // Each operator move is in the audit trail with its before and after (decision 033); the refused moves are not.
    const trail = json(await op.call('GET', `/api/v1/admin/audit?entity=order&entityId=${order.id}`)).entity;
    expect(trail.items.map((e: { action: string }) => e.action)).toEqual(['delivered', 'shipped', 'packed', 'approved']);
    expect(trail.items.every((e: { actorId: number }) => e.actorId === op.id)).toBe(true);
    expect(trail.items[1].changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'packed', after: 'shipped' }, { field: 'awb', before: null, after: 'DLV12345678' }]),
    );
    // Operators see who made each change.
    const seen = json(await op.call('GET', `/api/v3/orders/${order.id}`)).entity;
    expect(seen.events[1]).toMatchObject({ event: 'approved', actorName: 'Test Person' });
    const texts = t.sms.sent.filter((m) => m.to === b.user.mobileNumber).map((m) => m.body);
    expect(texts.some((x) => x.includes(`order ${order.orderNumber} is confirmed`))).toBe(true);
    expect(texts.some((x) => x.includes('has shipped with Delhivery (AWB DLV12345678)'))).toBe(true);
    expect(texts.some((x) => x.includes('was delivered'))).toBe(true);

    const list = json(await op.call('GET', '/api/v1/admin/orders?status=return_requested')).entity;
    expect(list.items.some((o: { id: number }) => o.id === order.id)).toBe(true);
    expect(list.byStatus.return_requested).toBeGreaterThanOrEqual(1);
  });

  it('two operators moving the same order at once: one move applies', async () => {
    const { order } = await codOrder(1);
    const results = await Promise.all([move(order.id, { to: 'approved' }), move(order.id, { to: 'approved' }), move(order.id, { to: 'approved' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    const [n] = await k.q(sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.id} AND event = 'approved'`);
    expect(Number(n.n)).toBe(1);
  });
});

describe('cancel (/v1/orders/cancel)', () => {
  it('before shipping: stock, nirog money and coupon come back exactly once, even when cancelled in parallel', async () => {
    const b = await k.buyer();
    const wallet = createWalletService(t.db.database.db);
    await b.add(k.pack, 3);
    await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' });
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const stock = await k.stockOf(k.pack);
    const balance = await wallet.balance(b.id);
    const order = json(await b.order(1)).entity.order;
    expect(order.amounts.nirogMoneyPaise).toBeGreaterThan(0);
    const results = await Promise.all(Array.from({ length: 5 }, () => b.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Ordered by mistake' })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => json(r).entity.changed)).toHaveLength(1);
    expect(await k.stockOf(k.pack)).toBe(stock);
    expect(await wallet.balance(b.id)).toBe(balance);
    expect((await wallet.verifyLedger(b.id)).consistent).toBe(true);
    const [r] = await k.q(sql`SELECT status FROM coupon_redemptions WHERE order_id = ${order.id}`);
    expect(r.status).toBe('released');
    const d = await detail(b, order.id);
    expect(d).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered by mistake' });
    expect(d.events.filter((e: { event: string }) => e.event === 'cancelled')).toHaveLength(1);
  });

  it('not after shipping, and not someone else’s order', async () => {
    const { b, order } = await codOrder(1);
    const other = await k.buyer();
    expect((await other.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Not mine' })).statusCode).toBe(404);
    await move(order.id, { to: 'approved' });
    await move(order.id, { to: 'packed' });
    await move(order.id, { to: 'shipped', courier: 'Blue Dart', awb: 'BD99887766' });
    const late = await b.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(json(late).message.error).toBe('This order has shipped and can no longer be cancelled. You can return it after delivery.');
  });

  it('a paid online order cancelled is refunded to the original method through the gateway, once', async () => {
    const b = await k.buyer();
    await b.add(k.pack, 2);
    const order = json(await b.order(2)).entity.order;
    // The buyer pays on the local gateway's page, as in a browser.
    const start = json(await b.call('POST', '/api/v2/orders/payment/online', { orderId: order.id })).entity;
    const page = await t.app.inject({ method: 'GET', url: `${start.checkout.action}?${new URLSearchParams(start.checkout.fields)}` });
    const form = formIn(page.body);
    const back = await t.app.inject({ method: 'POST', url: form.action, headers: FORM, payload: formBody(form.fields) });
    const returning = formIn(back.body, 'return');
    const callback = await t.app.inject({ method: 'POST', url: returning.action, headers: FORM, payload: formBody(returning.fields) });
    expect(callback.headers.location).toBe(`/myorders/${order.id}?toast=paymentReceived`);
    expect((await detail(b, order.id)).paymentStatus).toBe('paid');

    const results = await Promise.all([1, 2, 3].map(() => b.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Found it cheaper nearby' })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = json(await b.call('GET', `/api/v1/orders/${order.id}/after-sales`)).entity;
    expect(after.refunds).toMatchObject([{ destination: 'original', amountPaise: order.totalPaise, status: 'processed' }]);
    const d = await detail(b, order.id);
    expect(d).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [rf] = await k.q(sql`SELECT gateway_refund_id FROM refunds WHERE order_id = ${order.id}`);
    // The gateway's own webhook for it, delivered late and twice, changes nothing more.
    const gateway = t.app.paymentGateway as LocalGateway;
    for (let i = 0; i < 2; i++) {
      const hook = gateway.signedDelivery('refund.processed', JSON.stringify({ entity: 'event', event: 'refund.processed', payload: { refund: { entity: { id: rf.gateway_refund_id } } } }));
      expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: hook.body, headers: hook.headers })).statusCode).toBe(200);
    }
    const [n] = await k.q(sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.id} AND event = 'refund_processed'`);
    expect(Number(n.n)).toBe(1);
    expect(t.sms.sent.some((m) => m.to === b.user.mobileNumber && m.body.includes('refunded to your original payment method'))).toBe(true);
  });

  it('a paid postpaid order cancelled is refunded (NEFT money to nirog money), once', async () => {
    const r = await k.buyer(5);
    await r.add(k.pack, 2);
    const bill = await r.billing();
    await op.call('PUT', `/api/v1/admin/credit/${r.id}`, { limitPaise: bill.totalPaise * 2 });
    const order = json(await r.order(4)).entity.order;
    await r.call('POST', `/api/v1/orders/${order.id}/neft`, { utr: `UTIB${String(order.id).padStart(12, '0')}`, amountPaise: order.totalPaise, paidOn: '2026-11-21' });
    const neft = json(await op.call('GET', '/api/v1/admin/neft')).entity.items.find((n: { orderId: number }) => n.orderId === order.id);
    await op.call('POST', `/api/v1/admin/neft/${neft.id}/confirm`);
    const wallet = createWalletService(t.db.database.db);
    const before = await wallet.balance(r.id);
    await Promise.all([1, 2].map(() => r.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Changed my mind' })));
    expect(await wallet.balance(r.id)).toBe(before + order.totalPaise);
    const d = await detail(r, order.id);
    expect(d.paymentStatus).toBe('refunded');
    const after = json(await r.call('GET', `/api/v1/orders/${order.id}/after-sales`)).entity;
    expect(after.refunds).toMatchObject([{ destination: 'nirog_money', amountPaise: order.totalPaise, status: 'processed' }]);
  });
});

describe('returns and refunds', () => {
  it('partial returns add up to exactly what was paid for the items, never more', async () => {
    const b = await k.buyer();
    await b.add(k.pack, 3);
    await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' });
    const { order } = await codOrder(3, b);
    await deliver(order.id);
    const item = order.items[0];
    const itemsNet = order.amounts.itemsTotalPaise - order.amounts.couponDiscountPaise;
    const wallet = createWalletService(t.db.database.db);
    const start = await wallet.balance(b.id);

    const toOriginal = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'partialReturn', items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Seal was broken', refundTo: 'original' });
    expect(toOriginal.statusCode).toBe(400);
    expect(json(toOriginal).message.error).toBe('Cash on delivery orders are refunded to nirog money.');
    const tooMany = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'partialReturn', items: [{ orderItemId: item.id, quantity: 4 }], reason: 'Seal was broken', refundTo: 'nirog_money' });
    expect(tooMany.statusCode).toBe(400);

    let refunded = 0;
    for (const quantity of [1, 2]) {
      const req = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'partialReturn', items: [{ orderItemId: item.id, quantity }], reason: 'Seal was broken', refundTo: 'nirog_money' });
      expect(req.statusCode, req.body).toBe(201);
      const ret = json(req).entity;
      expect((await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Another one', refundTo: 'nirog_money' })).statusCode).toBe(422);
      expect((await op.call('POST', '/api/orders/refund', { returnId: ret.id })).statusCode).toBe(422); // not received yet
      expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/approve`, {})).statusCode).toBe(200);
      const stock = await k.stockOf(k.pack);
      expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/receive`, {})).statusCode).toBe(200);
      expect(await k.stockOf(k.pack)).toBe(stock + quantity);
      // The units came back as a stock movement of the return, by the operator who received it.
      const [moved] = await k.q(sql`SELECT source, delta, actor_id, reason FROM stock_movements WHERE package_id = ${k.pack} ORDER BY id DESC LIMIT 1`);
      expect(moved).toMatchObject({ source: 'return', delta: quantity, actor_id: op.id, reason: `Return of order ${order.orderNumber} received` });
      const done = await Promise.all([op.call('POST', '/api/orders/refund', { returnId: ret.id }), op.call('POST', '/api/orders/refund', { returnId: ret.id })]);
      expect(done.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      refunded += ret.amountPaise;
    }
    expect(refunded).toBe(itemsNet);
    expect(await wallet.balance(b.id)).toBe(start + itemsNet);
    // The back office finds this order's returns by its number, a page at a time (decision 033).
    const found = json(await op.call('GET', `/api/v1/admin/returns?status=refunded&q=${order.orderNumber}`)).entity;
    expect(found.total).toBe(2);
    expect(found.items.every((r: { orderNumber: string }) => r.orderNumber === order.orderNumber)).toBe(true);
    const firstPage = json(await op.call('GET', `/api/v1/admin/returns?status=refunded&q=${order.orderNumber}&limit=1`)).entity;
    const secondPage = json(await op.call('GET', `/api/v1/admin/returns?status=refunded&q=${order.orderNumber}&limit=1&skip=1`)).entity;
    expect([firstPage.items[0].id, secondPage.items[0].id].sort()).toEqual(found.items.map((r: { id: number }) => r.id).sort());
    const d = await detail(b, order.id);
    expect(d.status).toBe('refunded');
    expect(d.items[0].returnedQuantity).toBe(3);
    const again = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Once more please', refundTo: 'nirog_money' });
    expect(again.statusCode).toBe(422);
    expect(json(again).message.error).toBe('Every item of this order has already been returned.');
    const [s] = await k.q(sql`SELECT coalesce(sum(amount_paise), 0)::int AS n FROM refunds WHERE order_id = ${order.id}`);
    expect(Number(s.n)).toBe(itemsNet);
    expect(t.sms.sent.some((m) => m.to === b.user.mobileNumber && m.body.includes('has been added to your nirog money'))).toBe(true);
  });

  it('a rejected return needs a reason and puts the order back; the window closes after the product’s days', async () => {
    const { b, order } = await codOrder(2);
    await deliver(order.id);
    const req = json(await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Do not need it', refundTo: 'nirog_money' })).entity;
    expect(req.items).toMatchObject([{ quantity: 2 }]);
    expect((await op.call('POST', `/api/v1/admin/returns/${req.id}/reject`, {})).statusCode).toBe(400);
    expect((await op.call('POST', `/api/v1/admin/returns/${req.id}/reject`, { note: 'Opened pack' })).statusCode).toBe(200);
    expect((await detail(b, order.id)).status).toBe('delivered');
    expect((await op.call('POST', `/api/v1/admin/returns/${req.id}/approve`, {})).statusCode).toBe(422);

    // Delivered eight days ago (the demo products allow 7).
    await k.q(sql`UPDATE shipments SET delivered_at = now() - interval '8 days' WHERE order_id = ${order.id}`);
    const late = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Do not need it', refundTo: 'nirog_money' });
    expect(late.statusCode).toBe(422);
    expect(json(late).message.error).toMatch(/could be returned within 7 days of delivery; that time has passed\.$/);
  });

  it('only a delivered order can be returned; another buyer cannot see returns or refunds', async () => {
    const { b, order } = await codOrder(1);
    const early = await b.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Not delivered yet', refundTo: 'nirog_money' });
    expect(early.statusCode).toBe(422);
    const other = await k.buyer();
    expect((await other.call('GET', `/api/v1/orders/${order.id}/after-sales`)).statusCode).toBe(404);
    expect((await other.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Not mine at all', refundTo: 'nirog_money' })).statusCode).toBe(404);
  });
});

describe('tracking (/v3/order/{hashedId}/track)', () => {
  it('shows progress and shipment to anyone with the link, and nothing personal', async () => {
    const { order } = await codOrder(1);
    await deliver(order.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/order/${order.hashedId}/track` });
    expect(res.statusCode).toBe(200);
    const track = json(res).entity;
    expect(track.timeline.map((e: { event: string }) => e.event)).toEqual(['placed', 'approved', 'packed', 'shipped', 'delivered']);
    expect(track.shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV12345678' });
    expect(track.destination).toEqual({ city: 'New Delhi', stateName: 'Delhi', pincode: '110024' });
    expect(res.body).not.toContain('Asha Verma');
    expect(res.body).not.toContain('9876543210');
    expect(order.hashedId.length).toBeGreaterThanOrEqual(20);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/order/${'x'.repeat(22)}/track` })).statusCode).toBe(404);
  });
});
