/**
 * Trade schemes and the cash-on-delivery confirmation (issue 21 parts 6 and 7, decision 056), through the API: slab
 * and buy-X-get-Y maths in the billing with GST, who gets a scheme, free units taken from stock, a partial return
 * taking the scheme's share back (refund and credit note), and the COD code above the set amount.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test-support/test-app.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { applyBp } from '../catalog/pricing.ts';
import { taxOf } from '../orders/billing.ts';
import { createOrderKit, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';

let k: OrderKit;
let t: TestApp;
let op: Awaited<ReturnType<OrderKit['operator']>>;
/** A second pack in stock (for buy-X-get-Y), and the products and SKUs of both. */
let other: number;
let productOf: Map<number, number>;
let skuOf: Map<number, string>;
const DAY = 86_400_000;

beforeAll(async () => {
  k = await createOrderKit('93');
  t = k.t;
  op = await k.operator();
  const [o] = await k.q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
    WHERE NOT b.no_nirog_money AND k.id <> ${k.pack} AND k.product_id <> (SELECT product_id FROM packages WHERE id = ${k.pack})
      AND k.sale_price_paise BETWEEN 10000 AND 40000 AND (SELECT min(quantity) FROM inventory i WHERE i.package_id = k.id) >= 10 ORDER BY k.id LIMIT 1`);
  other = Number(o.id);
  const rows = await k.q(sql`SELECT id, product_id, sku FROM packages WHERE id IN (${k.pack}, ${other})`);
  productOf = new Map(rows.map((r) => [Number(r.id), Number(r.product_id)]));
  skuOf = new Map(rows.map((r) => [Number(r.id), String(r.sku)]));
});
afterAll(async () => t?.close());

/** A scheme for retailers and chemists on the product of `pack`, live now for a week; returns its id. */
async function scheme(pack: number, rule: object, audience: object = {}) {
  const at = t.clock.now.getTime();
  const res = await op.call('POST', '/api/v1/admin/schemes', {
    name: 'Winter scheme',
    scope: 'product',
    scopeId: null,
    sku: skuOf.get(pack),
    userTypes: [5, 6],
    tiers: [],
    includeRetail: false,
    slabs: null,
    buyQty: null,
    freeQty: null,
    freeSku: null,
    startsAt: new Date(at - 60_000).toISOString(),
    endsAt: new Date(at + 7 * DAY).toISOString(),
    ...rule,
    ...audience,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity.id as number;
}
const end = async (id: number) => expect((await op.call('POST', `/api/v1/admin/schemes/${id}/end`)).statusCode).toBe(200);
const listPrice = async (b: Buyer, pack: number) => {
  const res = json(await b.call('GET', `/api/v2/cart/${b.id}?platform=1`)).entity;
  return res.cartItems.find((l: { packageId: number }) => l.packageId === pack)?.listPrice as number;
};
async function deliver(orderId: number) {
  for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DLV12345678' }, { to: 'delivered' }]) {
    const res = await op.call('POST', `/api/v1/admin/orders/${orderId}/status`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}
const orderCount = async (userId: number) => Number((await k.q(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`))[0].n);

describe('slab discounts in the billing', () => {
  it('prices every unit at the slab reached, from its boundary, with GST taken out of what is charged', async () => {
    const id = await scheme(k.pack, { kind: 'slab', slabs: [{ minQty: 5, percentBp: 500, offPaise: null }, { minQty: 8, percentBp: null, offPaise: 2_000 }] });
    const c = await k.buyer(5);
    expect((await c.add(k.pack, 4)).statusCode).toBe(200);
    const list = await listPrice(c, k.pack);
    let bill = await c.billing();
    expect(bill.lines[0]).toMatchObject({ quantity: 4, pricePaise: list, scheme: null });

    await c.add(k.pack, 5);
    bill = await c.billing();
    const five = applyBp(list, 500);
    expect(bill.lines[0]).toMatchObject({ quantity: 5, pricePaise: five, listPricePaise: list, lineTotalPaise: five * 5, scheme: { id, text: '5% off on 5+; ₹20 off each on 8+' } });

    await c.add(k.pack, 8);
    bill = await c.billing();
    const line = bill.lines[0];
    expect(line.pricePaise).toBe(list - 2_000);
    // GST on what is actually charged: the slab price × units, tax taken out at the product's rate.
    expect(line).toMatchObject(taxOf((list - 2_000) * 8, line.gstRateBp, true));
    expect(bill.itemsTotalPaise).toBe((list - 2_000) * 8);
    expect(bill.totalPaise).toBe(bill.itemsTotalPaise + bill.deliveryChargePaise);
    expect(bill.gst.totalPaise).toBe(bill.gst.cgstPaise + bill.gst.sgstPaise);

    // The order keeps the slab price and says which scheme; the invoice line says it too.
    const placed = await c.place(`slab-key-${c.id}`, { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise, ...(bill.codOtpRequired ? { otp: await codCode(c) } : {}) });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).entity.order;
    expect(order.items[0]).toMatchObject({ pricePaise: list - 2_000, listPricePaise: list, schemeText: '5% off on 5+; ₹20 off each on 8+', free: false });
    expect(order.amounts.taxablePaise + order.amounts.cgstPaise + order.amounts.sgstPaise).toBe(order.amounts.itemsTotalPaise + order.amounts.deliveryChargePaise);
    await end(id);
  });
});

describe('who gets a scheme', () => {
  it('only the trade types and tiers it names; patients and unverified practitioners only when it says retail buyers too', async () => {
    const id = await scheme(k.pack, { kind: 'bxgy', buyQty: 3, freeQty: 1 }, { userTypes: [6], tiers: [0] });
    const productId = productOf.get(k.pack)!;
    const offers = async (b: Buyer | null) => json(await (b ? b.call('GET', `/api/pub/v1/schemes?productIds=${productId}`) : t.app.inject({ method: 'GET', url: `/api/pub/v1/schemes?productIds=${productId}` }))).entity;
    const chemist = await k.buyer(6);
    const patient = await k.buyer(1);
    const retailer = await k.buyer(5);
    const unverified = await k.buyer(6, { verified: false });
    expect(await offers(chemist)).toEqual([{ schemeId: id, productId, text: 'Buy 3 get 1 free' }]);
    for (const b of [patient, retailer, unverified, null]) expect(await offers(b)).toEqual([]);
    // Not in the tier it names: nothing, in the cart either.
    await k.q(sql`UPDATE users SET doctor_category = 2 WHERE id = ${chemist.id}`);
    expect(await offers(chemist)).toEqual([]);
    await patient.add(k.pack, 3);
    expect((await patient.billing()).lines).toHaveLength(1);

    // The operator opens it to retail buyers: a patient gets it now.
    const body = json(await op.call('GET', `/api/v1/admin/schemes/${id}`)).entity;
    const res = await op.call('PUT', `/api/v1/admin/schemes/${id}`, { name: body.name, kind: 'bxgy', scope: 'product', scopeId: null, sku: skuOf.get(k.pack), userTypes: [6], tiers: [0], includeRetail: true, slabs: null, buyQty: 3, freeQty: 1, freeSku: null, startsAt: body.startsAt, endsAt: body.endsAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(await offers(patient)).toHaveLength(1);
    expect((await patient.billing()).lines.map((l: { pricePaise: number; quantity: number }) => [l.quantity, l.pricePaise > 0])).toEqual([[3, true], [1, false]]);
    await end(id);
    expect(await offers(patient)).toEqual([]);
    // An ended scheme cannot be edited, and a customer cannot reach the back office.
    const edited = await op.call('PUT', `/api/v1/admin/schemes/${id}`, { name: body.name, kind: 'bxgy', scope: 'product', scopeId: null, sku: skuOf.get(k.pack), userTypes: [6], tiers: [], includeRetail: false, slabs: null, buyQty: 3, freeQty: 1, freeSku: null, startsAt: body.startsAt, endsAt: body.endsAt });
    expect(edited.statusCode).toBe(422);
    expect(json(edited).message.error).toBe('This scheme has ended and can no longer be changed.');
    expect((await chemist.call('GET', '/api/v1/admin/schemes')).statusCode).toBe(403);
  });

  it('refuses a scheme with no audience, overlapping slabs or a missing pack, and saves nothing', async () => {
    const before = json(await op.call('GET', '/api/v1/admin/schemes')).entity.total;
    const base = { name: 'Bad', kind: 'slab', scope: 'product', scopeId: null, sku: skuOf.get(k.pack), userTypes: [], tiers: [], includeRetail: false, slabs: [{ minQty: 5, percentBp: 500, offPaise: null }], buyQty: null, freeQty: null, freeSku: null, startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-12-31T00:00:00+05:30' };
    const noAudience = await op.call('POST', '/api/v1/admin/schemes', base);
    expect(noAudience.statusCode).toBe(400);
    expect(json(noAudience).message.fields.userTypes).toBe('Choose at least one trade user type, or make it apply to retail buyers.');
    const twice = await op.call('POST', '/api/v1/admin/schemes', { ...base, userTypes: [6], slabs: [{ minQty: 5, percentBp: 500, offPaise: null }, { minQty: 5, percentBp: null, offPaise: 100 }] });
    expect(json(twice).message.fields.slabs).toBe('Two slabs start at the same quantity.');
    const noPack = await op.call('POST', '/api/v1/admin/schemes', { ...base, userTypes: [6], kind: 'bxgy', slabs: null, buyQty: 2, freeQty: 1, freeSku: 'NO-SUCH-SKU' });
    expect(noPack.statusCode).toBe(400);
    expect(json(noPack).message.fields.freeSku).toBe('No pack on sale has this SKU.');
    expect(json(await op.call('GET', '/api/v1/admin/schemes')).entity.total).toBe(before);
  });
});

describe('buy X get Y', () => {
  it('adds free units as a ₹0 line with no tax, takes them from stock with the paid ones, and never promises more than is in stock', async () => {
    const id = await scheme(k.pack, { kind: 'bxgy', buyQty: 3, freeQty: 1, freeSku: skuOf.get(other) });
    const c = await k.buyer(5);
    await c.add(k.pack, 6);
    const bill = await c.billing();
    const [paid, free] = bill.lines;
    expect(paid).toMatchObject({ packageId: k.pack, quantity: 6, freeOfPackageId: null });
    expect(free).toMatchObject({ packageId: other, quantity: 2, pricePaise: 0, lineTotalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, freeOfPackageId: k.pack });
    expect(bill.itemsTotalPaise).toBe(paid.lineTotalPaise);
    expect(bill.gst.taxablePaise + bill.gst.totalPaise).toBe(bill.itemsTotalPaise + bill.deliveryChargePaise);

    const stockBefore = [await k.stockOf(k.pack), await k.stockOf(other)];
    const placed = await c.place(`bxgy-key-${c.id}`, { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise, ...(bill.codOtpRequired ? { otp: await codCode(c) } : {}) });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).entity.order;
    expect(order.items.map((i: { packageId: number; quantity: number; lineTotalPaise: number; free: boolean }) => [i.packageId, i.quantity, i.lineTotalPaise === 0, i.free])).toEqual([
      [k.pack, 6, false, false],
      [other, 2, true, true],
    ]);
    expect([await k.stockOf(k.pack), await k.stockOf(other)]).toEqual([stockBefore[0] - 6, stockBefore[1] - 2]);

    // The invoice shows the free line at ₹0 and names the scheme.
    await deliver(order.id);
    const pdf = await c.call('GET', `/api/v1/orders/${order.id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('2 free (Buy 3 get 1');

    // Only one free unit left in stock: the cart offers one and says so; nothing oversells.
    await k.q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = (SELECT min(warehouse_id) FROM inventory WHERE package_id = ${other}) THEN 1 ELSE 0 END WHERE package_id = ${other}`);
    const d = await k.buyer(5);
    await d.add(k.pack, 6);
    const cart = json(await d.call('GET', `/api/v2/cart/${d.id}?platform=1`)).entity;
    expect(cart.cartItems[0].free).toMatchObject({ packageId: other, quantity: 1, short: true });
    await end(id);
  });
});

describe('a partial return of a scheme order', () => {
  it('refunds the returned units at the price paid less the slab benefit the kept units lose, and the credit note matches', async () => {
    const id = await scheme(k.pack, { kind: 'slab', slabs: [{ minQty: 5, percentBp: 500, offPaise: null }, { minQty: 8, percentBp: null, offPaise: 2_000 }] });
    const c = await k.buyer(5);
    await c.add(k.pack, 8);
    const bill = await c.billing();
    const list = bill.lines[0].listPricePaise;
    const placed = await c.place(`ret-key-${c.id}`, { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise, ...(bill.codOtpRequired ? { otp: await codCode(c) } : {}) });
    const order = json(placed).entity.order;
    await deliver(order.id);
    const item = order.items[0];
    // Return 1 of 8: the 7 kept reach only the 5+ slab, so they owe 7 × (5 % price − price paid).
    const owed = 7 * (applyBp(list, 500) - (list - 2_000));
    const req = await c.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'partialReturn', items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Seal was broken', refundTo: 'nirog_money' });
    expect(req.statusCode, req.body).toBe(201);
    const ret = json(req).entity;
    expect(ret.schemeSharePaise).toBe(Math.min(owed, list - 2_000));
    expect(ret.amountPaise).toBe(Math.max(0, list - 2_000 - owed));
    expect(ret.amountPaise).toBeLessThanOrEqual(item.pricePaise);
    expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/approve`, {})).statusCode).toBe(200);
    expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/receive`, {})).statusCode).toBe(200);
    const notes = json(await c.call('GET', `/api/v1/orders/${order.id}/credit-notes`)).entity;
    const note = notes.items.find((n: { returnId: number }) => n.returnId === ret.id);
    // The credit note credits what is refunded, tax taken out of it at the line's rate.
    expect(note.totalPaise).toBe(ret.amountPaise);
    expect(note).toMatchObject(taxOf(ret.amountPaise, item.gstRateBp, true));
    await end(id);
  });

  it('takes back a free unit the kept paid units no longer earn, and gives it back when the free unit is returned', async () => {
    const id = await scheme(k.pack, { kind: 'bxgy', buyQty: 3, freeQty: 1 });
    const c = await k.buyer(5);
    await c.add(k.pack, 6);
    const bill = await c.billing();
    const placed = await c.place(`retfree-${c.id}`, { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise, ...(bill.codOtpRequired ? { otp: await codCode(c) } : {}) });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json(placed).entity.order;
    await deliver(order.id);
    const [paid, free] = order.items;
    expect(free).toMatchObject({ free: true, quantity: 2, pricePaise: 0 });
    const step = async (items: object[]) => {
      const req = await c.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'partialReturn', items, reason: 'Too many', refundTo: 'nirog_money' });
      expect(req.statusCode, req.body).toBe(201);
      const ret = json(req).entity;
      for (const d of ['approve', 'receive']) expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/${d}`, {})).statusCode).toBe(200);
      const refunded = await op.call('POST', '/api/orders/refund', { returnId: ret.id });
      expect(refunded.statusCode, refunded.body).toBe(200);
      return ret;
    };
    // 2 paid back: 4 kept earn 1 free, 2 are kept: one free unit's price comes off.
    const first = await step([{ orderItemId: paid.id, quantity: 2 }]);
    expect(first).toMatchObject({ schemeSharePaise: paid.pricePaise, amountPaise: paid.pricePaise });
    // The free unit comes back: what was held comes back.
    const second = await step([{ orderItemId: free.id, quantity: 1 }]);
    expect(second).toMatchObject({ schemeSharePaise: -paid.pricePaise, amountPaise: paid.pricePaise });
    // In all: exactly the 2 paid units' price, never more.
    expect(first.amountPaise + second.amountPaise).toBe(2 * paid.pricePaise);
    await end(id);
  });
});

/** Sends the COD code for the buyer's checkout and reads it from the SMS. */
async function codCode(b: Buyer) {
  const res = await b.call('POST', '/api/v1/checkout/cod-otp');
  expect(res.statusCode, res.body).toBe(200);
  return t.sms.lastOtp(b.user.mobileNumber);
}

describe('cash on delivery above the set amount (₹2,000)', () => {
  it('needs the code sent to the mobile: missing, wrong, expired or used codes place nothing', async () => {
    const c = await k.buyer(5);
    await c.add(k.pack, 10);
    const bill = await c.billing();
    expect(bill.totalPaise).toBeGreaterThan(200_000);
    expect(bill).toMatchObject({ codOtpRequired: true, codOtpAbovePaise: 200_000 });
    const stock = await k.stockOf(k.pack);
    const body = { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise };

    const none = await c.place(`cod-key-a-${c.id}`, body);
    expect(none.statusCode).toBe(400);
    expect(json(none).message.fields.otp).toBe('Cash on delivery orders above ₹2,000 are confirmed with a code sent to your mobile. Send the code and enter it.');
    const code = await codCode(c);
    const wrong = await c.place(`cod-key-b-${c.id}`, { ...body, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message.fields.otp).toBeTruthy();
    // Expired: ten minutes later the code is dead.
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const late = await c.place(`cod-key-c-${c.id}`, { ...body, otp: code });
    expect(late.statusCode).toBe(400);
    expect(json(late).message.fields.otp).toBe(json(late).message.error);
    expect(await orderCount(c.id)).toBe(0);
    expect(await k.stockOf(k.pack)).toBe(stock);

    const fresh = await codCode(c);
    const ok = await c.place(`cod-key-d-${c.id}`, { ...body, otp: fresh });
    expect(ok.statusCode, ok.body).toBe(201);
    // The same code again, for a new cart, is used up.
    await c.add(k.pack, 10);
    const again = await c.billing();
    const reused = await c.place(`cod-key-e-${c.id}`, { ...body, expectedTotalPaise: again.totalPaise, otp: fresh });
    expect(reused.statusCode).toBe(400);
    expect(await orderCount(c.id)).toBe(1);
  });

  it('leaves smaller COD orders and online payment as they were, and sends no code a checkout does not need', async () => {
    const c = await k.buyer(1);
    await c.add(k.pack, 1);
    expect((await c.billing()).codOtpRequired).toBe(false);
    expect((await c.call('POST', '/api/v1/checkout/cod-otp')).statusCode).toBe(422);
    expect((await c.order(1)).statusCode).toBe(201);
    await c.add(k.pack, 10);
    expect((await c.order(2)).statusCode).toBe(201);
  });

  it('the amount is the operator\'s (finance, audited; the server\'s ₹2,000 until set): at ₹0 every COD order needs the code', async () => {
    const setting = async () => json(await op.call('GET', '/api/v1/admin/cod-confirmation')).entity;
    expect(await setting()).toEqual({ abovePaise: 200_000, defaultPaise: 200_000, isDefault: true });
    // A customer cannot read or change it.
    const buyer = await k.buyer(5);
    expect((await buyer.call('GET', '/api/v1/admin/cod-confirmation')).statusCode).toBe(403);
    expect((await buyer.call('PUT', '/api/v1/admin/cod-confirmation', { abovePaise: 0 })).statusCode).toBe(403);
    // Bad amounts get the rule's words and change nothing.
    for (const abovePaise of [-1, 10.5, '500', 100_000_001]) {
      const bad = await op.call('PUT', '/api/v1/admin/cod-confirmation', { abovePaise });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message.fields.abovePaise).toBe('Enter an amount in rupees of 0 or more (at most ₹10,00,000).');
    }
    expect(await setting()).toMatchObject({ abovePaise: 200_000, isDefault: true });

    const zero = await op.call('PUT', '/api/v1/admin/cod-confirmation', { abovePaise: 0 });
    expect(zero.statusCode, zero.body).toBe(200);
    expect(json(zero).message).toBe('Saved. Cash on delivery orders above ₹0 now need a code.');
    expect(await setting()).toEqual({ abovePaise: 0, defaultPaise: 200_000, isDefault: false });
    // A small COD order now needs the code; with it, it is placed.
    await buyer.add(k.pack, 1);
    const bill = await buyer.billing();
    expect(bill.totalPaise).toBeLessThan(200_000);
    expect(bill).toMatchObject({ codOtpRequired: true, codOtpAbovePaise: 0 });
    const body = { paymentMethod: 1, deliveryAddressId: bill.deliveryAddressId, billingAddressId: bill.billingAddressId, expectedTotalPaise: bill.totalPaise };
    const none = await buyer.place(`cod-set-a-${buyer.id}`, body);
    expect(json(none).message.fields.otp).toBe('Cash on delivery orders above ₹0 are confirmed with a code sent to your mobile. Send the code and enter it.');
    expect(await orderCount(buyer.id)).toBe(0);
    expect((await buyer.place(`cod-set-b-${buyer.id}`, { ...body, otp: await codCode(buyer) })).statusCode).toBe(201);

    // Back to ₹2,000: the same small order goes without a code. Both changes are in the audit trail, with who made them.
    expect((await op.call('PUT', '/api/v1/admin/cod-confirmation', { abovePaise: 200_000 })).statusCode).toBe(200);
    await buyer.add(k.pack, 1);
    expect((await buyer.billing()).codOtpRequired).toBe(false);
    const audit = await k.q(sql`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'setting' AND entity_id = 'cod-confirmation' ORDER BY id`);
    expect(audit.map((a) => [a.action, Number(a.actor_id), a.before, a.after])).toEqual([
      ['create', op.id, { abovePaise: 200_000, isDefault: true }, { abovePaise: 0 }],
      ['update', op.id, { abovePaise: 0, isDefault: false }, { abovePaise: 200_000 }],
    ]);
  });
});
