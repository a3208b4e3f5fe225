/**
 * Checkout and orders (issue 6, parts 4 and 5): billing, placing an order once whatever the network does, stock,
 * nirog money, coupons and credit held in the same transaction and given back exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test-support/test-app.ts';
import { createOrderKit, DELHI, MUMBAI, type OrderKit } from './order-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';

let k: OrderKit;
let t: TestApp;
let pack: number;
let kottakal: number;
const q = (query: ReturnType<typeof sql>) => k.q(query);
const stockOf = (packageId: number) => k.stockOf(packageId);
const buyer = (userType?: number, opts?: { verified?: boolean; address?: object | null }) => k.buyer(userType, opts);

beforeAll(async () => {
  k = await createOrderKit('94');
  ({ t, pack, kottakal } = k);
});
afterAll(async () => t?.close());

describe('billing (/v2/orders/billing)', () => {
  it('prices the server cart for the buyer, picks the first address, and splits GST by state', async () => {
    const b = await buyer();
    await b.add(pack, 2);
    const bill = await b.billing();
    expect(bill.problems).toEqual([]);
    expect(bill.deliveryAddressId).toBe(b.addressId);
    expect(bill.billingAddressId).toBe(b.addressId);
    expect(bill.lines).toHaveLength(1);
    expect(bill.itemsTotalPaise).toBe(bill.lines[0].pricePaise * 2);
    // Delhi buyer, Delhi warehouse: CGST + SGST.
    expect(bill.seller).toMatchObject({ stateName: 'Delhi' });
    expect(bill.gst.kind).toBe('intra');
    expect(bill.gst.igstPaise).toBe(0);
    expect(bill.gst.cgstPaise + bill.gst.sgstPaise).toBe(bill.gst.totalPaise);
    expect(bill.totalPaise).toBe(bill.itemsTotalPaise + bill.deliveryChargePaise);

    // A Mumbai buyer is served from Bengaluru: another state, IGST.
    const m = await buyer(1, { address: MUMBAI });
    await m.add(pack, 2);
    const mb = await m.billing();
    expect(mb.seller).toMatchObject({ stateName: 'Karnataka' });
    expect(mb.gst.kind).toBe('inter');
    expect(mb.gst.cgstPaise + mb.gst.sgstPaise).toBe(0);
    expect(mb.gst.igstPaise).toBe(mb.gst.totalPaise);
    expect(mb.gst.igstPaise).toBeGreaterThan(0);
  });

  it('says what is missing: an empty cart, no address', async () => {
    const b = await buyer(1, { address: null });
    const bill = await b.billing();
    expect(bill.problems).toEqual(['Your cart is empty.', 'Choose a delivery address.', 'Choose a billing address.']);
    const placed = await b.place('key-empty-cart', { paymentMethod: 1, deliveryAddressId: 1, billingAddressId: 1, expectedTotalPaise: 0 });
    expect(placed.statusCode).toBe(400);
  });

  it('an address from someone else is refused and changes nothing', async () => {
    const a = await buyer();
    const other = await buyer();
    const res = await a.call('PUT', '/api/v1/checkout', { deliveryAddressId: other.addressId });
    expect(res.statusCode).toBe(400);
    expect(json(res).message.fields.deliveryAddressId).toBe('This address is not in your address book.');
    expect((await a.billing()).deliveryAddressId).toBe(a.addressId);
  });
});

describe('placing an order (/v3/orders)', () => {
  it('places a cash-on-delivery order once: stock taken, cart emptied; a retry returns the same order', async () => {
    const b = await buyer();
    await b.add(pack, 2);
    const before = await stockOf(pack);
    const bill = await b.billing();
    const body = { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise };
    const first = await b.place('order-key-0001', body);
    expect(first.statusCode, first.body).toBe(201);
    const order = json(first).entity.order;
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 1, paymentStatus: 'unpaid', orderType: 3, totalPaise: bill.totalPaise, itemCount: 2 });
    expect(order.orderNumber).toMatch(/^NA\d{4}-\d{6}$/);
    expect(order.items[0]).toMatchObject({ packageId: pack, quantity: 2, pricePaise: bill.lines[0].pricePaise });
    expect(order.deliveryAddress).toMatchObject({ pincode: '110024', stateName: 'Delhi' });
    expect(order.events.map((e: { event: string }) => e.event)).toEqual(['placed']);
    expect(await stockOf(pack)).toBe(before - 2);
    expect(json(await b.call('GET', `/api/v2/cart/${b.id}/count`)).entity.count).toBe(0);

    const retry = await b.place('order-key-0001', body);
    expect(retry.statusCode).toBe(200);
    expect(json(retry).entity.order.id).toBe(order.id);
    expect(await stockOf(pack)).toBe(before - 2);
    const other = await b.place('order-key-0001', { ...body, paymentMethod: 2 });
    expect(other.statusCode).toBe(409);
    expect(json(other).message.error).toBe('This Idempotency-Key was used for a different order.');
    const list = json(await b.call('GET', '/api/v3/orders?paymentMethod=0')).entity;
    expect(list.total).toBe(1);
    expect(json(await b.call('GET', '/api/v3/orders?paymentMethod=2')).entity.total).toBe(0);
    const card = json(await b.call('GET', '/api/v3/orders?paymentMethod=1')).entity.items[0];
    expect(card).toMatchObject({ id: order.id, firstItemName: order.items[0].name });
    // The list card's thumbnail is the first line's picture, as on the order page.
    expect(order.items[0].picture).not.toBeNull();
    expect(card.firstItemPicture).toEqual(order.items[0].picture);
    // Filters by state and by the day it was placed (India time).
    expect(json(await b.call('GET', '/api/v3/orders?status=placed')).entity.total).toBe(1);
    expect(json(await b.call('GET', '/api/v3/orders?status=delivered')).entity.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(json(await b.call('GET', `/api/v3/orders?from=${today}&to=${today}`)).entity.total).toBe(1);
    expect(json(await b.call('GET', '/api/v3/orders?to=2020-01-01')).entity.total).toBe(0);
    expect((await b.call('GET', '/api/v3/orders?status=lost')).statusCode).toBe(400);
    // The product now shows under "frequently ordered" for this buyer only.
    const freq = json(await b.call('GET', '/api/pub/v3/products?frequentlyOrdered=1')).entity;
    expect(freq.items.map((p: { id: number }) => p.id)).toEqual([order.items[0].productId]);
    const fresh = await buyer();
    expect(json(await fresh.call('GET', '/api/pub/v3/products?frequentlyOrdered=1')).entity.items).toEqual([]);
  });

  it('the same key sent many times at once makes one order', async () => {
    const b = await buyer();
    await b.add(pack, 1);
    const bill = await b.billing();
    const body = { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise };
    const results = await Promise.all(Array.from({ length: 8 }, () => b.place('same-key-parallel', body)));
    const ids = new Set(results.map((r) => json(r).entity?.order?.id));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(ids.size).toBe(1);
    expect(Number((await q(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`))[0].n)).toBe(1);
  });

  it('prices cannot be set by the client: extra fields are refused; a stale total is refused and nothing is ordered', async () => {
    const b = await buyer();
    await b.add(pack, 1);
    const bill = await b.billing();
    const body = { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise };
    const forged = await b.place('forged-price-1', { ...body, totalPaise: 100, pricePaise: 1 });
    expect(forged.statusCode).toBe(400);
    const stale = await b.place('forged-price-2', { ...body, expectedTotalPaise: 100 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message.error).toMatch(/^Your order total changed to ₹/);
    const forgedCart = await b.call('POST', '/api/v2/cart', { packageId: pack, quantity: 1, price: 1 });
    expect(forgedCart.statusCode).toBe(400);
    expect(Number((await q(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`))[0].n)).toBe(0);
    expect(await (await buyer()).place('x', body).then((r) => r.statusCode)).toBe(400); // key too short
  });

  it("an unverified practitioner is refused with the spec's message, at the cart and at the order", async () => {
    const d = await buyer(2, { verified: false });
    const SPEC = 'You need to be verified user in order to place orders.';
    // At "Add to cart" (one pack, many, or an order again), before a cart is built (issue 19 item 13).
    for (const res of [await d.add(pack, 1), await d.call('POST', '/api/v2/cart/bulk', { lines: [{ packageId: pack, quantity: 1 }] })]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).message.error).toBe(SPEC);
    }
    expect(json(await d.call('GET', `/api/v2/cart/${d.id}/count`)).entity.count).toBe(0);
    // A doctor whose verification is withdrawn after filling the cart cannot order it.
    const setVerified = (v: number) => t.db.database.db.update(doctorProfiles).set({ isVerified: v }).where(eq(doctorProfiles.userId, d.id));
    await t.db.database.db.insert(doctorProfiles).values({ userId: d.id, isVerified: 1, createdBy: d.id, updatedBy: d.id }).onConflictDoNothing();
    await setVerified(1);
    expect((await d.add(pack, 1)).statusCode).toBe(200);
    await setVerified(0);
    const res = await d.order(1);
    expect(res.statusCode).toBe(403);
    expect(json(res).message.error).toBe(SPEC);
  });

  it('cash on delivery is refused where it is not available (Ladakh is prepaid only)', async () => {
    const b = await buyer(1, { address: { ...DELHI, pin_code: '194101', city: 'Leh', state: 38 } });
    await b.add(pack, 1);
    const bill = await b.billing();
    expect(bill.paymentMethods.find((m: { code: number }) => m.code === 1)).toMatchObject({ available: false, reason: 'Cash on delivery is not available for pincode 194101.' });
    expect((await b.order(1)).statusCode).toBe(400);
    expect((await b.order(2)).statusCode).toBe(201);
  });
});

describe('coupon and nirog money at checkout', () => {
  it('applies a coupon and nirog money within the limit; placing the order spends both; the ledger adds up', async () => {
    const b = await buyer();
    const wallet = createWalletService(t.db.database.db);
    await wallet.credit(b.id, 50_000, { kind: 'cashback', description: 'Test' });
    await b.add(pack, 3);
    const applied = await b.call('POST', '/api/v1/checkout/coupon', { code: 'ayur10' });
    expect(applied.statusCode, applied.body).toBe(200);
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const bill = await b.billing();
    expect(bill.coupon).toMatchObject({ code: 'AYUR10' });
    expect(bill.coupon.discountPaise).toBeGreaterThan(0);
    expect(bill.nirogMoney.applied).toBe(true);
    const eligible = bill.itemsTotalPaise - bill.coupon.discountPaise;
    expect(bill.nirogMoney.limitPaise).toBe(Math.min(20_000, Math.floor(eligible / 10)));
    expect(bill.nirogMoney.appliedPaise).toBe(bill.nirogMoney.limitPaise);
    expect(bill.totalPaise).toBe(bill.itemsTotalPaise - bill.coupon.discountPaise + bill.deliveryChargePaise - bill.nirogMoney.appliedPaise);
    const balanceBefore = await wallet.balance(b.id);
    const res = await b.order(1);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    expect(order.amounts).toMatchObject({ couponCode: 'AYUR10', couponDiscountPaise: bill.coupon.discountPaise, nirogMoneyPaise: bill.nirogMoney.appliedPaise });
    expect(await wallet.balance(b.id)).toBe(balanceBefore - bill.nirogMoney.appliedPaise);
    expect((await wallet.verifyLedger(b.id)).consistent).toBe(true);
    const [r] = await q(sql`SELECT status, order_id FROM coupon_redemptions WHERE user_id = ${b.id}`);
    expect(r).toMatchObject({ status: 'redeemed', order_id: order.id });
    // The next checkout starts clean: no coupon, no nirog money.
    await b.add(pack, 1);
    const next = await b.billing();
    expect(next.coupon).toBeNull();
    expect(next.nirogMoney.applied).toBe(false);
  });

  it('Kottakal medicines: the note is shown and nirog money does not pay for them', async () => {
    const b = await buyer();
    await b.add(kottakal, 2);
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const bill = await b.billing();
    expect(bill.nirogMoney.note).toBe('NirogMoney is not applicable to Kottakal medicines if added to your cart.');
    expect(bill.nirogMoney.balancePaise).toBe(10_000); // the welcome reward
    expect(bill.nirogMoney.limitPaise).toBe(0);
    expect(bill.nirogMoney.appliedPaise).toBe(0);
    const cart = json(await b.call('GET', `/api/v2/cart/${b.id}?platform=1`)).entity;
    expect(cart.profile.nirogMoneyLimit).toBe(0);
  });

  it('leaving the payment page releases the coupon and the nirog money (twice is harmless)', async () => {
    const b = await buyer();
    await b.add(pack, 3);
    await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' });
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const [uses] = await q(sql`SELECT uses_count FROM coupons WHERE code = 'AYUR10'`);
    const [r1, r2] = await Promise.all([b.call('POST', '/api/v1/checkout/release'), b.call('POST', '/api/v1/checkout/release')]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const released = [json(r1).entity.released, json(r2).entity.released];
    expect(released.filter((x) => x.coupon)).toHaveLength(1);
    const [after] = await q(sql`SELECT uses_count FROM coupons WHERE code = 'AYUR10'`);
    expect(Number(after.uses_count)).toBe(Number(uses.uses_count) - 1);
    const bill = await b.billing();
    expect(bill.coupon).toBeNull();
    expect(bill.nirogMoney).toMatchObject({ applied: false, appliedPaise: 0 });
    // A beacon (text/plain) is accepted too.
    const beacon = await t.app.inject({ method: 'POST', url: '/api/v1/checkout/release', headers: { 'access-token': b.token, 'content-type': 'text/plain' }, payload: '' });
    expect(beacon.statusCode).toBe(200);
  });

  it('a coupon that no longer applies to the changed cart is removed with the reason', async () => {
    const b = await buyer();
    await b.add(pack, 3);
    expect((await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' })).statusCode).toBe(200);
    await b.add(pack, 1); // below AYUR10's minimum
    const bill = await b.billing();
    expect(bill.coupon).toBeNull();
    expect(bill.couponProblem).toMatch(/^Coupon AYUR10 was removed: This coupon is valid for a minimum value of/);
  });
});

describe('online orders wait for payment; unpaid ones are released exactly once', () => {
  it('an online order holds stock, coupon and nirog money, and gives all back when the payment window lapses', async () => {
    const b = await buyer();
    const wallet = createWalletService(t.db.database.db);
    await b.add(pack, 3);
    const [uses] = await q(sql`SELECT uses_count FROM coupons WHERE code = 'AYUR10'`);
    await b.call('POST', '/api/v1/checkout/coupon', { code: 'AYUR10' });
    await b.call('PUT', '/api/v1/checkout', { useNirogMoney: true });
    const stock = await stockOf(pack);
    const balance = await wallet.balance(b.id);
    const res = await b.order(2);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending', canPayOnline: true });
    expect(await stockOf(pack)).toBe(stock - 3);
    expect(await wallet.balance(b.id)).toBe(balance - order.amounts.nirogMoneyPaise);

    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    try {
      const [a1, a2] = await Promise.all([t.app.orders.expireUnpaid(), t.app.orders.expireUnpaid()]);
      expect([...a1, ...a2].filter((id) => id === order.id)).toHaveLength(1);
      expect(await t.app.orders.releaseHold(order.id)).toBe(false);
      const after = json(await b.call('GET', `/api/v3/orders/${order.id}`)).entity;
      expect(after).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid within 30 minutes', canPayOnline: false });
      // Other buyers' unpaid online orders of this pack lapsed in the same sweep and gave their units back too.
      const others = [...a1, ...a2].filter((id) => id !== order.id);
      const [back] = others.length
        ? await q(sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE package_id = ${pack} AND order_id IN (${sql.join(others.map((id) => sql`${id}`), sql`, `)})`)
        : [{ n: 0 }];
      expect(await stockOf(pack)).toBe(stock + Number(back.n));
      expect(await wallet.balance(b.id)).toBe(balance);
      expect((await wallet.verifyLedger(b.id)).consistent).toBe(true);
      const [u] = await q(sql`SELECT uses_count FROM coupons WHERE code = 'AYUR10'`);
      expect(Number(u.uses_count)).toBe(Number(uses.uses_count));
    } finally {
      t.clock.now = new Date();
    }
  });

  it('a release that brings a pack back from 0 sends its "notify me" requests, once', async () => {
    // A pack only this test uses, with exactly two units, both in the Delhi warehouse.
    const [spare] = await q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id
      WHERE k.active AND NOT p.prescription_required AND k.id NOT IN (${pack}, ${kottakal}) ORDER BY k.id DESC LIMIT 1`);
    const spareId = Number(spare.id);
    await q(sql`UPDATE inventory SET quantity = 0 WHERE package_id = ${spareId}`);
    await q(sql`UPDATE inventory SET quantity = 2 WHERE package_id = ${spareId} AND warehouse_id = 1`);
    const b = await buyer();
    await b.add(spareId, 2);
    const res = await b.order(2);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    expect(await stockOf(spareId)).toBe(0);

    const waiting = await buyer();
    expect((await waiting.call('POST', '/api/v1/stock-alerts', { packageId: spareId })).statusCode).toBe(201);
    const queued = () => q(sql`SELECT payload FROM jobs WHERE name = 'stock.back-in-stock' AND payload->'packageIds' @> ${JSON.stringify([spareId])}::jsonb`);
    expect(await queued()).toHaveLength(0);

    expect(await t.app.orders.releaseHold(order.id)).toBe(true);
    expect(await stockOf(spareId)).toBe(2);
    expect(await queued()).toHaveLength(1);
    await t.app.jobs.tick();
    const sms = t.sms.sent.filter((m) => m.to === waiting.user.mobileNumber && m.template === 'back_in_stock');
    expect(sms).toHaveLength(1);
    // Released again (a retry): nothing more is given back or queued.
    expect(await t.app.orders.releaseHold(order.id)).toBe(false);
    expect(await queued()).toHaveLength(1);
  });

  it("another buyer's order is not found", async () => {
    const a = await buyer();
    await a.add(pack, 1);
    const order = json(await a.order(1)).entity.order;
    const b = await buyer();
    expect((await b.call('GET', `/api/v3/orders/${order.id}`)).statusCode).toBe(404);
    expect((await b.call('POST', `/api/v1/orders/${order.id}/neft`, { utr: 'SBIN123456789012', amountPaise: order.totalPaise, paidOn: '2026-11-20' })).statusCode).toBe(404);
  });
});

describe('postpaid (NEFT) for verified trade buyers with credit', () => {
  it('needs credit; holds it; a confirmed NEFT transfer pays the order and frees the credit', async () => {
    const r = await buyer(5);
    await r.add(pack, 2);
    let bill = await r.billing();
    expect(bill.lines[0].pricePaise).toBeLessThan(bill.lines[0].mrpPaise); // trade price
    expect(bill.paymentMethods.find((m: { code: number }) => m.code === 4)).toMatchObject({ available: false, reason: 'Postpaid needs a credit limit, which our finance team sets for verified trade accounts. Ask us for one and we will review your order history.', help: 'creditLimit' });

    const op = await k.operator();
    const setLimit = (limitPaise: number) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/credit/${r.id}`, headers: { 'access-token': op.token }, payload: { limitPaise } });
    expect((await r.call('PUT', `/api/v1/admin/credit/${r.id}`, { limitPaise: 1 })).statusCode).toBe(403);
    expect((await setLimit(bill.totalPaise - 1)).statusCode).toBe(200);
    bill = await r.billing();
    expect(bill.paymentMethods.find((m: { code: number }) => m.code === 4).available).toBe(false);
    const raised = await setLimit(bill.totalPaise + 100);
    expect(raised.statusCode, raised.body).toBe(200);
    const res = await r.order(4);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'due', canPayOnline: true });
    expect(json(await r.call('GET', '/api/v1/credit')).entity).toMatchObject({ usedPaise: order.totalPaise, availablePaise: 100, eligible: true });
    expect(json(await op.call('GET', `/api/v1/admin/credit/${r.id}`)).entity).toEqual({ limitPaise: order.totalPaise + 100, usedPaise: order.totalPaise, availablePaise: 100 });
    expect((await r.call('GET', `/api/v1/admin/credit/${r.id}`)).statusCode).toBe(403);
    expect((await setLimit(10)).statusCode).toBe(400); // below what is used

    const wrong = await r.call('POST', `/api/v1/orders/${order.id}/neft`, { utr: 'SBIN123456789012', amountPaise: order.totalPaise - 1, paidOn: '2026-11-21' });
    expect(wrong.statusCode).toBe(400);
    const reported = await r.call('POST', `/api/v1/orders/${order.id}/neft`, { utr: 'sbin123456789012', amountPaise: order.totalPaise, paidOn: '2026-11-21' });
    expect(reported.statusCode, reported.body).toBe(201);
    const again = await r.call('POST', `/api/v1/orders/${order.id}/neft`, { utr: 'SBIN123456789012', amountPaise: order.totalPaise, paidOn: '2026-11-21' });
    expect(again.statusCode).toBe(400);
    const pending = json(await t.app.inject({ method: 'GET', url: '/api/v1/admin/neft', headers: { 'access-token': op.token } })).entity.items;
    const mine = pending.find((p: { orderId: number }) => p.orderId === order.id);
    const confirm = () => t.app.inject({ method: 'POST', url: `/api/v1/admin/neft/${mine.id}/confirm`, headers: { 'access-token': op.token } });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(422);
    const paid = json(await r.call('GET', `/api/v3/orders/${order.id}`)).entity;
    expect(paid).toMatchObject({ paymentStatus: 'paid', canPayOnline: false });
    expect(paid.events.map((e: { event: string }) => e.event)).toEqual(['placed', 'neft_reported', 'payment_received']);
    expect(json(await r.call('GET', '/api/v1/credit')).entity).toMatchObject({ usedPaise: 0 });
  });
});

describe('drop shipping (order type 5)', () => {
  it("a verified trade buyer ships to their customer's address and is billed themselves", async () => {
    const r = await buyer(5);
    const customer = await r.call('POST', '/api/v1/address', { ...MUMBAI, patient_id: 77 });
    expect(customer.statusCode, customer.body).toBe(201);
    const customerId = json(customer).entity.id;
    await r.add(pack, 2);
    const bill = json(await r.call('GET', `/api/v2/orders/billing?dropShipTo=${customerId}`)).entity;
    expect(bill.deliveryAddressId).toBe(customerId);
    expect(bill.billingAddressId).toBe(r.addressId);
    expect(bill.gst.kind).toBe('inter'); // Mumbai, served from Bengaluru
    const body = { orderType: 5, paymentMethod: 1, deliveryAddressId: customerId, billingAddressId: r.addressId, expectedTotalPaise: bill.totalPaise };
    // Their own address is not a customer's.
    expect((await r.place('drop-ship-own-1', { ...body, deliveryAddressId: r.addressId })).statusCode).toBe(400);
    const res = await r.place('drop-ship-key-1', body);
    expect(res.statusCode, res.body).toBe(201);
    const order = json(res).entity.order;
    expect(order).toMatchObject({ orderType: 5, deliveryAddress: { pincode: '400020', name: 'Ravi Patil' }, billingAddress: { addressId: r.addressId } });

    const patient = await buyer();
    await patient.add(pack, 1);
    const refused = await patient.place('drop-ship-key-2', { ...body, deliveryAddressId: patient.addressId, billingAddressId: patient.addressId });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message.error).toBe('Drop shipping is for verified trade buyers.');
  });
});

describe('parallel checkouts', () => {
  it('100 buyers checking out the last unit at once: exactly one order, stock never negative', async () => {
    const [row] = await q(sql`SELECT k.id FROM packages k WHERE k.id <> ${pack} AND k.id <> ${kottakal}
      AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) > 0 ORDER BY k.id DESC LIMIT 1`);
    const last = Number(row.id);
    const buyers = [];
    for (let i = 0; i < 100; i++) {
      const b = await buyer();
      await b.add(last, 1);
      buyers.push({ b, bill: await b.billing() });
    }
    await q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = 1 THEN 1 ELSE 0 END WHERE package_id = ${last}`);
    const results = await Promise.all(
      buyers.map(({ b, bill }, i) =>
        b.place(`last-unit-${i}-key`, { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results) if (r.statusCode !== 201) expect([409, 422]).toContain(r.statusCode);
    expect(await stockOf(last)).toBe(0);
    const [n] = await q(sql`SELECT count(*)::int AS n FROM order_items WHERE package_id = ${last}`);
    expect(Number(n.n)).toBe(1);
  }, 120_000);

  it('one buyer, one cart, 100 parallel orders with different keys (tabs, double taps): exactly one order', async () => {
    const b = await buyer();
    await b.add(pack, 1);
    const bill = await b.billing();
    const before = await stockOf(pack);
    const body = { paymentMethod: 1, deliveryAddressId: b.addressId, billingAddressId: b.addressId, expectedTotalPaise: bill.totalPaise };
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => b.place(`one-cart-${i}-key`, body)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results) {
      if (r.statusCode === 201) continue;
      expect([409, 422]).toContain(r.statusCode);
      expect(['Your cart is empty.', 'Your cart changed while the order was being placed. Please check it and place the order again.']).toContain(json(r).message.error);
    }
    expect(await stockOf(pack)).toBe(before - 1);
    const [n] = await q(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`);
    expect(Number(n.n)).toBe(1);
  }, 120_000);
});
