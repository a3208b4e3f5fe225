/**
 * Trade buying (issue 19 item 5, decision 043): many lines to the cart in one request, each capped by stock, the
 * per-order limit and a deal's cap and reported line by line; a past order back in the cart; only one's own cart
 * and orders. Order tracking (item 6): the courier's link and the expected day set as the order ships, and where a
 * cancellation would refund.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test-support/test-app.ts';
import { createOrderKit, type OrderKit } from '../orders/order-test-kit.ts';
import { FORM, formBody, formIn } from '../payments/payment-test-kit.ts';

let k: OrderKit;
let t: TestApp;
let op: Awaited<ReturnType<OrderKit['operator']>>;
/** Three more in-stock packs besides k.pack, each with at least 30 units. */
let others: number[];
beforeAll(async () => {
  k = await createOrderKit('96');
  t = k.t;
  op = await k.operator();
  const rows = await k.q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id
    WHERE k.active AND p.active AND k.max_per_order IS NULL AND k.id <> ${k.pack}
      AND NOT p.prescription_required AND (SELECT sum(quantity) FROM inventory i WHERE i.package_id = k.id) >= 30
      AND NOT EXISTS (SELECT 1 FROM deals d WHERE d.package_id = k.id) ORDER BY k.id LIMIT 3`);
  others = rows.map((r) => Number(r.id));
  expect(others).toHaveLength(3);
});
afterAll(async () => t?.close());

const bulk = (b: Pick<Awaited<ReturnType<OrderKit['buyer']>>, 'call'>, lines: object[], extra: object = {}) =>
  b.call('POST', '/api/v2/cart/bulk', { lines, ...extra });
const cartOf = async (b: Awaited<ReturnType<OrderKit['buyer']>>) => json(await b.call('GET', `/api/v2/cart/${b.id}?platform=1`)).entity;

describe('bulk add to cart (decision 043)', () => {
  it('a verified chemist adds many lines in one request, at trade prices; quantities add to what the cart holds', async () => {
    const c = await k.buyer(6);
    await c.add(others[0], 2);
    const res = await bulk(c, [
      { packageId: others[0], quantity: 3 },
      { packageId: others[1], quantity: 25 },
      { packageId: others[2], quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.message).toBe('Added to your cart.');
    expect(body.entity.lines.map((l: { outcome: string; added: number; inCart: number }) => [l.outcome, l.added, l.inCart])).toEqual([
      ['added', 3, 5],
      ['added', 25, 25],
      ['added', 1, 1],
    ]);
    expect(body.entity.count).toBe(31);
    const cart = await cartOf(c);
    expect(cart.cartItems.map((l: { packageId: number; quantity: number }) => [l.packageId, l.quantity])).toEqual([
      [others[0], 5],
      [others[1], 25],
      [others[2], 1],
    ]);
    expect(cart.cartItems.every((l: { priceType: string; problems: string[] }) => l.priceType === 'trade' && l.problems.length === 0)).toBe(true);
  });

  it('caps each line by stock and the per-order limit, says so per line, and refuses what cannot go in at all', async () => {
    const c = await k.buyer(6);
    const [lowStock, limited, empty] = others;
    const saved = await k.q(sql`SELECT package_id, warehouse_id, quantity FROM inventory WHERE package_id IN (${lowStock}, ${empty})`);
    const [w] = await k.q(sql`SELECT warehouse_id FROM inventory WHERE package_id = ${lowStock} ORDER BY warehouse_id LIMIT 1`);
    await k.q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = ${w.warehouse_id} THEN 12 ELSE 0 END WHERE package_id = ${lowStock}`);
    await k.q(sql`UPDATE inventory SET quantity = 0 WHERE package_id = ${empty}`);
    await k.q(sql`UPDATE packages SET max_per_order = 10 WHERE id = ${limited}`);
    try {
      const res = await bulk(c, [
        { packageId: lowStock, quantity: 40 },
        { packageId: limited, quantity: 15 },
        { packageId: empty, quantity: 5 },
        { packageId: 999_999, quantity: 1 },
        { packageId: k.pack, quantity: 2 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const body = json(res);
      expect(body.message).toBe('Some lines could not be added in full. See each line.');
      const lines = body.entity.lines;
      expect(lines[0]).toMatchObject({ packageId: lowStock, requested: 40, added: 12, inCart: 12, outcome: 'capped', message: 'Only 12 left in stock. 12 added to your cart.' });
      expect(lines[1]).toMatchObject({ added: 10, outcome: 'capped', message: 'You can order at most 10 of this pack at a time. 10 added to your cart.' });
      expect(lines[2]).toMatchObject({ added: 0, inCart: 0, outcome: 'refused', message: 'This pack is out of stock.' });
      expect(lines[3]).toMatchObject({ packageId: 999_999, added: 0, outcome: 'refused', message: 'This medicine is no longer available.', name: null });
      expect(lines[4]).toMatchObject({ added: 2, outcome: 'added', message: null });
      // A second request over the cap adds nothing more to that line and says why.
      const again = json(await bulk(c, [{ packageId: limited, quantity: 1 }])).entity.lines[0];
      expect(again).toMatchObject({ added: 0, inCart: 10, outcome: 'refused', message: 'You can order at most 10 of this pack at a time. Your cart already holds 10, so none were added.' });
      const cart = await cartOf(c);
      expect(cart.cartItems.map((l: { packageId: number; quantity: number }) => [l.packageId, l.quantity]).sort()).toEqual([[lowStock, 12], [limited, 10], [k.pack, 2]].sort());
    } finally {
      for (const r of saved) await k.q(sql`UPDATE inventory SET quantity = ${r.quantity} WHERE package_id = ${r.package_id} AND warehouse_id = ${r.warehouse_id}`);
      await k.q(sql`UPDATE packages SET max_per_order = NULL WHERE id = ${limited}`);
    }
  });

  it('refuses malformed requests whole: no lines, too many, quantities out of range, prices or a user id', async () => {
    const c = await k.buyer(6);
    for (const body of [
      { lines: [] },
      { lines: Array.from({ length: 101 }, (_, i) => ({ packageId: i + 1, quantity: 1 })) },
      { lines: [{ packageId: k.pack, quantity: 0 }] },
      { lines: [{ packageId: k.pack, quantity: 1000 }] },
      { lines: [{ packageId: k.pack, quantity: 1.5 }] },
      { lines: [{ packageId: k.pack, quantity: 1, price: 1 }] },
      { lines: [{ packageId: k.pack, quantity: 1 }], userId: 1 },
    ]) {
      expect((await c.call('POST', '/api/v2/cart/bulk', body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(json(await c.call('GET', `/api/v2/cart/${c.id}/count`)).entity.count).toBe(0);
  });

  it('needs a session and only ever fills the caller’s own cart', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/cart/bulk', payload: { lines: [{ packageId: k.pack, quantity: 1 }] } })).statusCode).toBe(401);
    const a = await k.buyer(6);
    const b = await k.buyer(6);
    await b.add(k.pack, 1);
    expect((await bulk(a, [{ packageId: k.pack, quantity: 4 }])).statusCode).toBe(200);
    expect(json(await b.call('GET', `/api/v2/cart/${b.id}/count`)).entity.count).toBe(1);
    expect(json(await a.call('GET', `/api/v2/cart/${a.id}/count`)).entity.count).toBe(4);
  });

  it('parallel bulk adds to one cart never exceed the stock cap', async () => {
    const c = await k.buyer(6);
    const stock = await k.stockOf(others[2]);
    const half = Math.ceil(stock / 2) + 1;
    const results = await Promise.all([1, 2, 3].map(() => bulk(c, [{ packageId: others[2], quantity: half }])));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const cart = await cartOf(c);
    expect(cart.cartItems[0].quantity).toBe(Math.min(stock, 999));
    const added = results.reduce((s, r) => s + json(r).entity.lines[0].added, 0);
    expect(added).toBe(cart.cartItems[0].quantity);
  });
});

describe('order again (decision 043)', () => {
  it("puts a past order's lines back in the cart, reporting what was unavailable or capped", async () => {
    const c = await k.buyer(5);
    await bulk(c, [
      { packageId: k.pack, quantity: 3 },
      { packageId: others[0], quantity: 2 },
      { packageId: others[1], quantity: 1 },
    ]);
    const placed = await c.order(1);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).entity.order;
    expect(json(await c.call('GET', `/api/v2/cart/${c.id}/count`)).entity.count).toBe(0);
    await k.q(sql`UPDATE packages SET active = false WHERE id = ${others[1]}`);
    await k.q(sql`UPDATE packages SET max_per_order = 1 WHERE id = ${others[0]}`);
    try {
      const res = await c.call('POST', `/api/v3/orders/${order.id}/reorder`);
      expect(res.statusCode, res.body).toBe(200);
      const lines = json(res).entity.lines;
      const byPack = new Map(lines.map((l: { packageId: number }) => [l.packageId, l]));
      expect(byPack.get(k.pack)).toMatchObject({ outcome: 'added', added: 3 });
      expect(byPack.get(others[0])).toMatchObject({ outcome: 'capped', added: 1, message: 'You can order at most 1 of this pack at a time. 1 added to your cart.' });
      expect(byPack.get(others[1])).toMatchObject({ outcome: 'refused', added: 0, message: 'This medicine is no longer available.' });
      expect(json(res).entity.count).toBe(4);
    } finally {
      await k.q(sql`UPDATE packages SET active = true WHERE id = ${others[1]}`);
      await k.q(sql`UPDATE packages SET max_per_order = NULL WHERE id = ${others[0]}`);
    }
  });

  it("someone else's order is not found, and nothing changes in either cart", async () => {
    const a = await k.buyer();
    const b = await k.buyer();
    await b.add(k.pack, 1);
    const order = json(await b.order(1)).entity.order;
    const res = await a.call('POST', `/api/v3/orders/${order.id}/reorder`);
    expect(res.statusCode).toBe(404);
    expect(json(await a.call('GET', `/api/v2/cart/${a.id}/count`)).entity.count).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/v3/orders/${order.id}/reorder` })).statusCode).toBe(401);
  });
});

describe('tracking: courier link, expected day, refund destination (decision 043)', () => {
  const move = (orderId: number, body: object) => op.call('POST', `/api/v1/admin/orders/${orderId}/status`, body);

  it('a known courier gets its tracking link from the AWB and an expected day from the pincode; the operator may set both', async () => {
    const b = await k.buyer();
    await b.add(k.pack, 1);
    const order = json(await b.order(1)).entity.order;
    const before = json(await b.call('GET', `/api/v1/orders/${order.id}/after-sales`)).entity;
    expect(before.shipment).toBeNull();
    expect(before.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Cash on delivery: nothing paid to refund.
    expect(before.cancelRefundTo).toBeNull();
    await move(order.id, { to: 'approved' });
    await move(order.id, { to: 'packed' });
    expect((await move(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DLV55554444', expectedBy: '2020-01-01' })).statusCode).toBe(400);
    expect((await move(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DLV55554444', trackingUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await move(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DLV55554444' })).statusCode).toBe(200);
    const after = json(await b.call('GET', `/api/v1/orders/${order.id}/after-sales`)).entity;
    expect(after.shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV55554444', trackingUrl: 'https://www.delhivery.com/track/package/DLV55554444' });
    expect(after.shipment.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.expectedBy).toBe(after.shipment.expectedBy);
    const track = json(await t.app.inject({ method: 'GET', url: `/api/v3/order/${order.hashedId}/track` })).entity;
    expect(track.shipment.trackingUrl).toBe('https://www.delhivery.com/track/package/DLV55554444');
    expect(track.expectedBy).toBe(after.expectedBy);

    const b2 = await k.buyer();
    await b2.add(k.pack, 1);
    const o2 = json(await b2.order(1)).entity.order;
    await move(o2.id, { to: 'approved' });
    await move(o2.id, { to: 'packed' });
    const res = await move(o2.id, { to: 'shipped', courier: 'Local Runner', awb: 'LR-000123', trackingUrl: 'https://track.example.in/LR-000123', expectedBy: '2099-03-04' });
    expect(res.statusCode, res.body).toBe(200);
    const s2 = json(await b2.call('GET', `/api/v1/orders/${o2.id}/after-sales`)).entity;
    expect(s2.shipment).toMatchObject({ trackingUrl: 'https://track.example.in/LR-000123', expectedBy: '2099-03-04' });
    expect(s2.expectedBy).toBe('2099-03-04');
    await move(o2.id, { to: 'delivered' });
    expect(json(await b2.call('GET', `/api/v1/orders/${o2.id}/after-sales`)).entity.expectedBy).toBeNull();
  });

  it('a paid online order would be refunded to the original method', async () => {
    const b = await k.buyer();
    await b.add(k.pack, 1);
    const order = json(await b.order(2)).entity.order;
    const start = json(await b.call('POST', '/api/v2/orders/payment/online', { orderId: order.id })).entity;
    const page = await t.app.inject({ method: 'GET', url: `${start.checkout.action}?${new URLSearchParams(start.checkout.fields)}` });
    const form = formIn(page.body);
    const back = await t.app.inject({ method: 'POST', url: form.action, headers: FORM, payload: formBody(form.fields) });
    const returning = formIn(back.body, 'return');
    await t.app.inject({ method: 'POST', url: returning.action, headers: FORM, payload: formBody(returning.fields) });
    expect(json(await b.call('GET', `/api/v1/orders/${order.id}/after-sales`)).entity.cancelRefundTo).toBe('original');
  });
});
