/**
 * Issue 18 parts 4-5 (decision 036): trade prices, deals, offers and coupons in the back office. Each API checks its
 * role; bad input is a field error and changes nothing; a trade-discount edit shows at once on the product page for
 * each user type and tier; a deal's cap per order is enforced by the checkout; coupon usage is counted from orders.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { json } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { users } from '../identity/identity.tables.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { createOrderKit, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { deals, offers, packages, products, tradeDiscounts } from './catalog.tables.ts';
import { coupons } from '../coupons/coupons.tables.ts';

let k: OrderKit;
const tokens = new Map<OperatorRole, string>();
let customer: Buyer;
let sku: string;
let slug: string;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  k = await createOrderKit('97');
  customer = await k.buyer(1, { address: null });
  for (const role of OPERATOR_ROLES) {
    const op = await k.buyer(1, { address: null });
    await makeOperator(k.t.db.database.db, op.id, [role]);
    tokens.set(role, op.token);
  }
  const [p] = await k.t.db.database.db
    .select({ sku: packages.sku, slug: products.slug })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(eq(packages.id, k.pack));
  sku = p.sku;
  slug = p.slug;
}, 120_000);
afterAll(async () => k?.t.close());

const db = () => k.t.db.database.db;
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  k.t.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });
const as = (role: OperatorRole) => tokens.get(role)!;
const dealBody = (over: Record<string, unknown> = {}) => ({ sku, offerId: null, discountBp: 1500, maxPerOrder: null, audience: 'all', startsAt: iso(-DAY), endsAt: iso(DAY), ...over });
const offerBody = (over: Record<string, unknown> = {}) => ({ slug: 'monsoon-week', title: 'Monsoon week', description: 'Digestion care for the rains', audience: 'all', startsAt: iso(-DAY), endsAt: iso(7 * DAY), weekday: null, ...over });
const couponBody = (over: Record<string, unknown> = {}) => ({ code: 'RAINS20', title: 'Rains 20', description: '20% off in the rains', kind: 'percent', value: 2000, maxDiscountPaise: 10_000, startsAt: iso(-DAY), endsAt: iso(30 * DAY), ...over });

describe('role matrix (decision 032)', () => {
  const APIS: Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: () => string; body?: () => object; role: OperatorRole }> = [
    { method: 'GET', url: () => '/api/v1/admin/trade-discounts', role: 'catalog' },
    { method: 'PUT', url: () => '/api/v1/admin/trade-discounts/table', body: () => ({ cells: [{ userType: 7, tier: 5, discountBp: 1000 }] }), role: 'catalog' },
    { method: 'GET', url: () => `/api/v1/admin/package-prices?sku=${sku}`, role: 'catalog' },
    { method: 'PUT', url: () => `/api/v1/admin/package-prices/${k.pack}`, body: () => ({ prices: [] }), role: 'catalog' },
    { method: 'GET', url: () => '/api/v1/admin/offers', role: 'marketing' },
    { method: 'GET', url: () => '/api/v1/admin/offers/999999', role: 'marketing' },
    { method: 'POST', url: () => '/api/v1/admin/offers', body: () => offerBody({ slug: 'matrix-offer' }), role: 'marketing' },
    { method: 'PUT', url: () => '/api/v1/admin/offers/999999', body: () => offerBody(), role: 'marketing' },
    { method: 'GET', url: () => '/api/v1/admin/deals', role: 'marketing' },
    { method: 'GET', url: () => '/api/v1/admin/deals/999999', role: 'marketing' },
    { method: 'POST', url: () => '/api/v1/admin/deals', body: () => dealBody({ sku: 'NO-SUCH-SKU' }), role: 'marketing' },
    { method: 'PUT', url: () => '/api/v1/admin/deals/999999', body: () => dealBody(), role: 'marketing' },
    { method: 'POST', url: () => '/api/v1/admin/deals/999999/end', role: 'marketing' },
    { method: 'GET', url: () => '/api/v1/admin/coupons', role: 'marketing' },
    { method: 'GET', url: () => '/api/v1/admin/coupons/999999', role: 'marketing' },
    { method: 'POST', url: () => '/api/v1/admin/coupons', body: () => couponBody({ code: 'MATRIX1' }), role: 'marketing' },
    { method: 'PUT', url: () => '/api/v1/admin/coupons/999999', body: () => couponBody(), role: 'marketing' },
    { method: 'PATCH', url: () => '/api/v1/admin/coupons/999999', body: () => ({ active: false }), role: 'marketing' },
    { method: 'PUT', url: () => '/api/v1/admin/coupons/999999/active', body: () => ({ active: false }), role: 'marketing' },
  ];

  // Bodies are valid: the schema checks a body before the role is looked at (a bad body is 400 for anyone).
  it('a customer is refused every API; each role reaches its own and is refused the other (roleRequired); admin reaches all', async () => {
    for (const api of APIS) {
      const label = `${api.method} ${api.url()}`;
      expect((await call(customer.token, api.method, api.url(), api.body?.())).statusCode, label).toBe(403);
      for (const role of ['catalog', 'marketing', 'support', 'admin'] as const) {
        const res = await call(as(role), api.method, api.url(), api.body?.());
        if (role === 'admin' || role === api.role) {
          expect([401, 403], `${role} ${label}: ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${role} ${label}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${role} ${label}`).toBe(403);
          expect(json(res).message.error).toBe(msg('error.roleRequired'));
        }
      }
    }
  });
});

describe('trade discounts (one table, saved atomically, audited)', () => {
  async function tradeBuyer(userType: number, tier: number) {
    const b = await k.buyer(userType, { address: null });
    await db().update(users).set({ doctorCategory: tier }).where(eq(users.id, b.id));
    return b;
  }
  const packPrice = async (token: string) => {
    const res = await call(token, 'GET', `/api/v0/products/${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    return (json(res).entity.packages as Array<{ id: number; price: number; priceType: string }>).find((p) => p.id === k.pack)!;
  };

  it('prices edited show at once on the product page for each user type and tier', async () => {
    const chemistGold = await tradeBuyer(6, 3);
    const doctorIron = await tradeBuyer(2, 1);
    const [pack] = await db().select().from(packages).where(eq(packages.id, k.pack));
    // No live deal on this pack for the check (a deal would come off the trade price).
    await db().delete(deals).where(eq(deals.packageId, k.pack));
    await db().delete(tradeDiscounts);

    const saved = await call(as('catalog'), 'PUT', '/api/v1/admin/trade-discounts/table', {
      cells: [
        { userType: 6, tier: 3, discountBp: 3000 },
        { userType: 2, tier: 1, discountBp: 1200 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = (bp: number) => Math.min(pack.salePricePaise, Math.round((pack.mrpPaise * (10_000 - bp)) / 10_000));
    expect(await packPrice(chemistGold.token)).toMatchObject({ price: expected(3000), priceType: 'trade' });
    expect(await packPrice(doctorIron.token)).toMatchObject({ price: expected(1200), priceType: 'trade' });
    expect((await packPrice(customer.token)).price).toBe(pack.salePricePaise);

    // Edit one cell, clear the other: the next page view shows both.
    const edited = await call(as('admin'), 'PUT', '/api/v1/admin/trade-discounts/table', {
      cells: [
        { userType: 6, tier: 3, discountBp: 4000 },
        { userType: 2, tier: 1, discountBp: null },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).entity.cells).toContainEqual({ userType: 6, tier: 3, discountBp: 4000 });
    expect(await packPrice(chemistGold.token)).toMatchObject({ price: expected(4000), priceType: 'trade' });
    expect(await packPrice(doctorIron.token)).toMatchObject({ price: pack.salePricePaise, priceType: 'retail' });

    // A fixed price for the pack, type and tier wins over the discount.
    const fixed = await call(as('catalog'), 'PUT', `/api/v1/admin/package-prices/${k.pack}`, { prices: [{ userType: 6, tier: 3, pricePaise: pack.salePricePaise - 100 }] });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await packPrice(chemistGold.token)).price).toBe(Math.min(pack.salePricePaise - 100, pack.salePricePaise));
    expect(json(await call(as('catalog'), 'GET', `/api/v1/admin/package-prices?sku=${sku.toLowerCase()}`)).entity.prices).toEqual([{ userType: 6, tier: 3, pricePaise: pack.salePricePaise - 100 }]);
    await call(as('catalog'), 'PUT', `/api/v1/admin/package-prices/${k.pack}`, { prices: [] });

    // Audited as one record: only the cells that changed.
    const [entry] = await db().select().from(auditLog).where(sql`${auditLog.entity} = 'trade_discount' AND ${auditLog.entityId} = 'table'`).orderBy(sql`${auditLog.id} DESC`).limit(1);
    expect(entry.before).toEqual({ '6:3': 3000, '2:1': 1200 });
    expect(entry.after).toEqual({ '6:3': 4000 });
  });

  it('a discount out of range or a repeated cell is a field error and saves nothing, not even the good cells', async () => {
    const before = await db().select().from(tradeDiscounts);
    for (const cells of [
      [{ userType: 5, tier: 0, discountBp: 500 }, { userType: 5, tier: 1, discountBp: 9500 }],
      [{ userType: 5, tier: 0, discountBp: 500 }, { userType: 5, tier: 0, discountBp: 600 }],
      [{ userType: 1, tier: 0, discountBp: 500 }],
    ]) {
      const res = await call(as('catalog'), 'PUT', '/api/v1/admin/trade-discounts/table', { cells });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(json(res).message.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(json(await call(as('catalog'), 'PUT', '/api/v1/admin/trade-discounts/table', { cells: [{ userType: 5, tier: 1, discountBp: 9500 }] })).message.fields['cells.0.discountBp']).toBe(msg('prices.discountRange'));
    expect(await db().select().from(tradeDiscounts)).toEqual(before);
    // A fixed price above retail is refused.
    const [pack] = await db().select().from(packages).where(eq(packages.id, k.pack));
    const high = await call(as('catalog'), 'PUT', `/api/v1/admin/package-prices/${k.pack}`, { prices: [{ userType: 6, tier: 3, pricePaise: pack.salePricePaise + 1 }] });
    expect(high.statusCode).toBe(400);
    expect(json(high).message.fields['prices.0.pricePaise']).toBe(msg('prices.fixedAboveRetail'));
  });
});

describe('offers and deals', () => {
  it('creates and edits an offer with its deal; a taken slug or an end before the start is a field error and saves nothing', async () => {
    const created = await call(as('marketing'), 'POST', '/api/v1/admin/offers', offerBody({ slug: 'Monsoon-Week', weekday: 0 }));
    expect(created.statusCode, created.body).toBe(201);
    const offer = json(created).entity;
    expect(offer).toMatchObject({ slug: 'monsoon-week', weekday: 0, dealCount: 0 });

    const count = async () => (await db().select().from(offers)).length;
    const n = await count();
    const taken = await call(as('marketing'), 'POST', '/api/v1/admin/offers', offerBody({ title: 'Another' }));
    expect(taken.statusCode).toBe(400);
    expect(json(taken).message.fields.slug).toBe(msg('offers.slugTaken'));
    const backwards = await call(as('marketing'), 'POST', '/api/v1/admin/offers', offerBody({ slug: 'backwards', startsAt: iso(DAY), endsAt: iso(-DAY) }));
    expect(json(backwards).message.fields.endsAt).toBe(msg('prices.endsBeforeStart'));
    expect(await count()).toBe(n);

    const deal = await call(as('marketing'), 'POST', '/api/v1/admin/deals', dealBody({ offerId: offer.id, sku: sku.toLowerCase() }));
    expect(deal.statusCode, deal.body).toBe(201);
    expect(json(deal).entity).toMatchObject({ package: { id: k.pack, sku }, offerId: offer.id, discountBp: 1500, state: 'live' });

    // The public offer page shows it at once.
    const page = json(await k.t.app.inject({ method: 'GET', url: '/api/pub/v1/offers/monsoon-week' })).entity;
    expect(page.items.some((p: { slug: string }) => p.slug === slug)).toBe(true);

    const edited = await call(as('marketing'), 'PUT', `/api/v1/admin/offers/${offer.id}`, offerBody({ title: 'Monsoon fortnight', endsAt: iso(14 * DAY) }));
    expect(json(edited).entity).toMatchObject({ title: 'Monsoon fortnight', dealCount: 1 });
    const detail = json(await call(as('marketing'), 'GET', `/api/v1/admin/offers/${offer.id}`)).entity;
    expect(detail.deals).toHaveLength(1);

    const history = await db().select().from(auditLog).where(sql`${auditLog.entity} = 'offer' AND ${auditLog.entityId} = ${String(offer.id)}`);
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[1].after).toMatchObject({ title: 'Monsoon fortnight' });

    const list = json(await call(as('marketing'), 'GET', '/api/v1/admin/deals?q=monsoon&state=live')).entity;
    expect(list.items.map((d: { id: number }) => d.id)).toContain(json(deal).entity.id);
  });

  it('refuses a deal with a bad discount, window, SKU or offer, and saves nothing', async () => {
    const before = (await db().select().from(deals)).length;
    const bad = async (over: Record<string, unknown>, field: string, key?: Parameters<typeof msg>[0]) => {
      const res = await call(as('marketing'), 'POST', '/api/v1/admin/deals', dealBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(json(res).message.fields ?? {}), JSON.stringify(over)).toContain(field);
      if (key) expect(json(res).message.fields[field]).toBe(msg(key));
    };
    await bad({ discountBp: 0 }, 'discountBp', 'deals.discountRange');
    await bad({ discountBp: 9_500 }, 'discountBp', 'deals.discountRange');
    await bad({ endsAt: iso(-2 * DAY) }, 'endsAt', 'prices.endsBeforeStart');
    await bad({ sku: 'NOPE-1' }, 'sku', 'prices.packNotFound');
    await bad({ offerId: 999_999 }, 'offerId', 'deals.offerNotFound');
    await bad({ maxPerOrder: 0 }, 'maxPerOrder', 'deals.capRange');
    await bad({ audience: 'vip' }, 'audience');
    expect((await db().select().from(deals)).length).toBe(before);
  });

  it("checkout refuses more units than a live deal's cap, with a clear message; ending the deal lifts it", async () => {
    await db().delete(deals).where(eq(deals.packageId, k.pack));
    const created = json(await call(as('marketing'), 'POST', '/api/v1/admin/deals', dealBody({ maxPerOrder: 2, discountBp: 1000 }))).entity;
    const buyer = await k.buyer();
    expect((await buyer.add(k.pack, 3)).statusCode).toBe(200);
    const billing = await buyer.billing();
    const [pack] = await db().select({ label: packages.label, name: products.name }).from(packages).innerJoin(products, eq(products.id, packages.productId)).where(eq(packages.id, k.pack));
    const message = msg('deals.capExceeded', { name: pack.name, label: pack.label, max: 2 });
    expect(billing.problems).toContain(message);
    const refused = await buyer.order(1);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message.error).toBe(message);

    // Within the cap the order goes through.
    await buyer.add(k.pack, 2);
    const placed = await buyer.order(1);
    expect(placed.statusCode, placed.body).toBe(201);

    // Ended: the cap no longer applies.
    const ended = await call(as('marketing'), 'POST', `/api/v1/admin/deals/${created.id}/end`);
    expect(json(ended).entity.state).toBe('ended');
    await buyer.add(k.pack, 3);
    expect((await buyer.billing()).problems).not.toContain(msg('deals.capExceeded', { name: pack.name, label: pack.label, max: 2 }));
  });
});

describe('coupons', () => {
  it('lists paged with usage counted from orders: times used, people, discount given', async () => {
    const created = await call(as('marketing'), 'POST', '/api/v1/admin/coupons', couponBody({ code: 'usage25', maxDiscountPaise: null, value: 2500 }));
    expect(created.statusCode, created.body).toBe(201);
    const coupon = json(created).entity;
    expect(coupon.usage).toEqual({ timesUsed: 0, distinctUsers: 0, discountGivenPaise: 0 });

    let given = 0;
    for (let i = 0; i < 2; i++) {
      const buyer = await k.buyer();
      await buyer.add(k.pack, 2);
      const applied = await buyer.call('POST', '/api/v1/checkout/coupon', { code: 'USAGE25' });
      expect(applied.statusCode, applied.body).toBe(200);
      given += json(applied).entity.coupon.discountPaise;
      expect((await buyer.order(1)).statusCode).toBe(201);
    }
    const one = json(await call(as('marketing'), 'GET', `/api/v1/admin/coupons/${coupon.id}`)).entity;
    expect(one.usage).toEqual({ timesUsed: 2, distinctUsers: 2, discountGivenPaise: given });

    const page = json(await call(as('marketing'), 'GET', '/api/v1/admin/coupons?q=usage&sort=used&dir=desc&limit=1')).entity;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ code: 'USAGE25', usage: { timesUsed: 2 } });
    const paused = json(await call(as('marketing'), 'GET', '/api/v1/admin/coupons?status=paused&limit=100')).entity;
    expect(paused.items.every((c: { active: boolean }) => !c.active)).toBe(true);
  });

  it('edits every rule and pauses, audited; a duplicate code or a bad window is a field error and changes nothing', async () => {
    const a = json(await call(as('marketing'), 'POST', '/api/v1/admin/coupons', couponBody({ code: 'EDITME1' }))).entity;
    await call(as('marketing'), 'POST', '/api/v1/admin/coupons', couponBody({ code: 'OTHER22' }));

    const edited = await call(as('marketing'), 'PUT', `/api/v1/admin/coupons/${a.id}`, couponBody({ code: 'EDITME1', kind: 'flat', value: 15_000, maxDiscountPaise: null, minOrderPaise: 100_000, userTypes: [6, 8], firstOrderOnly: true, maxUsesTotal: 50, maxUsesPerUser: 3 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).entity).toMatchObject({ kind: 'flat', value: 15_000, minOrderPaise: 100_000, userTypes: [6, 8], firstOrderOnly: true, maxUsesTotal: 50, maxUsesPerUser: 3 });
    expect(json(edited).entity.terms).toMatch(/^Flat ₹150 off/);

    const [before] = await db().select().from(coupons).where(eq(coupons.id, a.id));
    const dup = await call(as('marketing'), 'PUT', `/api/v1/admin/coupons/${a.id}`, couponBody({ code: 'other22' }));
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message.fields.code).toBe(msg('coupon.codeTaken'));
    const backwards = await call(as('marketing'), 'PATCH', `/api/v1/admin/coupons/${a.id}`, { endsAt: iso(-30 * DAY) });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).message.fields.endsAt).toBe(msg('coupon.endsBeforeStart'));
    const percent = await call(as('marketing'), 'PATCH', `/api/v1/admin/coupons/${a.id}`, { kind: 'percent', value: 15_000 });
    expect(json(percent).message.fields.value).toBe(msg('coupon.percentRange'));
    expect((await db().select().from(coupons).where(eq(coupons.id, a.id)))[0]).toEqual(before);

    const paused = await call(as('marketing'), 'PUT', `/api/v1/admin/coupons/${a.id}/active`, { active: false });
    expect(json(paused).entity.active).toBe(false);
    const history = await db().select().from(auditLog).where(sql`${auditLog.entity} = 'coupon' AND ${auditLog.entityId} = ${String(a.id)}`).orderBy(auditLog.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'update', 'pause']);
    expect(history[2]).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});
