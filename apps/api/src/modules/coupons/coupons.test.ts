/**
 * Coupons (issue 6 part 2; spec sections 1, 7): the rules one by one, and uses that stay exact under parallel
 * requests (run with TEST_DATABASE_URL for real concurrency; PGlite serialises everything).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands, categories } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { newExtUserId } from '../identity/users.service.ts';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';
import { seedDemoCoupons } from './coupons.seed.ts';
import {
  couponDate,
  createCouponService,
  evaluate,
  hasPlacedOrder,
  termsOf,
  type CouponBuyer,
  type CouponCart,
  type EvaluableCoupon,
} from './coupons.service.ts';
import { makeOperator } from '../../test-support/operators.ts';

const NOW = new Date('2026-03-10T06:30:00Z');
const DAY = 86_400_000;

function coupon(over: Partial<EvaluableCoupon> = {}): EvaluableCoupon {
  return {
    kind: 'flat',
    value: 10_000,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    brandIds: [],
    categoryIds: [],
    userTypes: [],
    firstOrderOnly: false,
    maxUsesTotal: null,
    maxUsesPerUser: 1,
    usesCount: 0,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + 60 * DAY),
    active: true,
    ...over,
  };
}
const buyer = (over: Partial<CouponBuyer> = {}): CouponBuyer => ({ userType: 1, hasPlacedOrder: false, usesByUser: 0, ...over });

const KOTTAKAL = 1;
const DABUR = 2;
const HIMALAYA = 3;
/** A cart of ₹300 Kottakal (2 × 150), ₹250 Dabur, ₹1,000 Himalaya. */
const cart: CouponCart = {
  lines: [
    { packageId: 11, productId: 1, brandId: KOTTAKAL, categoryIds: [7, 8], pricePaise: 15_000, quantity: 2 },
    { packageId: 12, productId: 2, brandId: DABUR, categoryIds: [8], pricePaise: 25_000, quantity: 1 },
    { packageId: 13, productId: 3, brandId: HIMALAYA, categoryIds: [9], pricePaise: 100_000, quantity: 1 },
  ],
  subtotalPaise: 155_000,
};
const cartOf = (subtotalPaise: number): CouponCart => ({
  lines: [{ packageId: 1, productId: 1, brandId: HIMALAYA, categoryIds: [9], pricePaise: subtotalPaise, quantity: 1 }],
  subtotalPaise,
});
const refused = (r: ReturnType<typeof evaluate>) => (r.ok ? `applied: ${r.discountPaise}` : r.reason);

describe('coupon rules, one by one (pure)', () => {
  it('an inactive coupon is refused; an active one applies', () => {
    expect(refused(evaluate(coupon({ active: false }), cart, buyer(), NOW))).toBe('This coupon is no longer available.');
    expect(evaluate(coupon(), cart, buyer(), NOW)).toEqual({ ok: true, discountPaise: 10_000, eligibleSubtotalPaise: 155_000 });
  });

  it('a coupon before its start and after its end is refused with the date', () => {
    const startsAt = new Date(NOW.getTime() + DAY);
    expect(refused(evaluate(coupon({ startsAt }), cart, buyer(), NOW))).toBe(`This coupon can be used from ${couponDate(startsAt)}.`);
    const endsAt = new Date(NOW.getTime() - 1);
    expect(refused(evaluate(coupon({ endsAt }), cart, buyer(), NOW))).toBe(`This coupon expired on ${couponDate(endsAt)}.`);
    // The end is exclusive; the start inclusive.
    expect(evaluate(coupon({ endsAt: NOW }), cart, buyer(), NOW).ok).toBe(false);
    expect(evaluate(coupon({ startsAt: NOW }), cart, buyer(), NOW).ok).toBe(true);
    expect(couponDate(new Date('2026-05-09T20:00:00Z'))).toBe('10 May 2026'); // India time
  });

  it('only the user types it is for may use it', () => {
    const trade = coupon({ userTypes: [5, 6, 7, 8] });
    expect(refused(evaluate(trade, cart, buyer({ userType: 1 }), NOW))).toBe('This coupon is not available for your account type.');
    expect(evaluate(trade, cart, buyer({ userType: 6 }), NOW).ok).toBe(true);
  });

  it('a first-order coupon is refused once the user has ordered', () => {
    const first = coupon({ firstOrderOnly: true });
    expect(refused(evaluate(first, cart, buyer({ hasPlacedOrder: true }), NOW))).toBe('This coupon is valid on your first order only.');
    expect(evaluate(first, cart, buyer({ hasPlacedOrder: false }), NOW).ok).toBe(true);
  });

  it('uses per user', () => {
    expect(refused(evaluate(coupon(), cart, buyer({ usesByUser: 1 }), NOW))).toBe('You have already used this coupon.');
    const thrice = coupon({ maxUsesPerUser: 3 });
    expect(refused(evaluate(thrice, cart, buyer({ usesByUser: 3 }), NOW))).toBe('You have already used this coupon 3 times, the most it allows.');
    expect(evaluate(thrice, cart, buyer({ usesByUser: 2 }), NOW).ok).toBe(true);
  });

  it('uses in total', () => {
    expect(refused(evaluate(coupon({ maxUsesTotal: 5, usesCount: 5 }), cart, buyer(), NOW))).toBe('This coupon has been used the maximum number of times.');
    expect(evaluate(coupon({ maxUsesTotal: 5, usesCount: 4 }), cart, buyer(), NOW).ok).toBe(true);
    expect(evaluate(coupon({ maxUsesTotal: null, usesCount: 10_000 }), cart, buyer(), NOW).ok).toBe(true);
  });

  it('minimum order value, in rupees without paise when whole', () => {
    expect(refused(evaluate(coupon({ minOrderPaise: 49_900 }), cartOf(49_899), buyer(), NOW))).toBe('This coupon is valid for a minimum value of 499.');
    expect(evaluate(coupon({ minOrderPaise: 49_900 }), cartOf(49_900), buyer(), NOW).ok).toBe(true);
    expect(refused(evaluate(coupon({ minOrderPaise: 49_950 }), cartOf(100), buyer(), NOW))).toBe('This coupon is valid for a minimum value of 499.50.');
    expect(refused(evaluate(coupon({ minOrderPaise: 500_000 }), cartOf(100), buyer(), NOW))).toBe('This coupon is valid for a minimum value of 5,000.');
  });

  it('brand scope: only lines of those brands count, for the minimum and the discount (spec wording)', () => {
    const scoped = coupon({ kind: 'percent', value: 1_500, brandIds: [KOTTAKAL, DABUR], brandNames: ['Kottakal', 'Dabur'], minOrderPaise: 50_000 });
    // Kottakal 300 + Dabur 250 = 550 of a 1,550 cart.
    expect(evaluate(scoped, cart, buyer(), NOW)).toEqual({ ok: true, discountPaise: 8_250, eligibleSubtotalPaise: 55_000 });
    const withoutDabur: CouponCart = { lines: cart.lines.filter((l) => l.brandId !== DABUR), subtotalPaise: 130_000 };
    // The cart is over 500, but only 300 of it is Kottakal.
    expect(refused(evaluate(scoped, withoutDabur, buyer(), NOW))).toBe('This coupon is valid for a minimum value of 500 for brand(s) Kottakal, Dabur.');
    const none: CouponCart = { lines: cart.lines.filter((l) => l.brandId === HIMALAYA), subtotalPaise: 100_000 };
    expect(refused(evaluate(scoped, none, buyer(), NOW))).toBe('This coupon is valid only for brand(s) Kottakal, Dabur; your cart has none.');
  });

  it('category scope, and brand with category: a line must match every scope set', () => {
    const cat = coupon({ kind: 'flat', value: 5_000, categoryIds: [8], categoryNames: ['Digestion'] });
    // Kottakal (7, 8) and Dabur (8): 550.
    expect(evaluate(cat, cart, buyer(), NOW)).toMatchObject({ ok: true, eligibleSubtotalPaise: 55_000, discountPaise: 5_000 });
    const both = coupon({ categoryIds: [8], categoryNames: ['Digestion'], brandIds: [DABUR], brandNames: ['Dabur'], minOrderPaise: 30_000 });
    expect(refused(evaluate(both, cart, buyer(), NOW))).toBe('This coupon is valid for a minimum value of 300 for brand(s) Dabur in category(s) Digestion.');
    expect(evaluate({ ...both, minOrderPaise: 0 }, cart, buyer(), NOW)).toMatchObject({ ok: true, eligibleSubtotalPaise: 25_000 });
  });

  it('a flat discount is never more than the eligible subtotal', () => {
    const big = coupon({ kind: 'flat', value: 80_000, brandIds: [DABUR], brandNames: ['Dabur'] });
    expect(evaluate(big, cart, buyer(), NOW)).toEqual({ ok: true, discountPaise: 25_000, eligibleSubtotalPaise: 25_000 });
  });

  it('percent: floor of eligible × basis points / 10000, capped; always integer paise', () => {
    const ten = coupon({ kind: 'percent', value: 1_000 });
    expect(evaluate(ten, cartOf(33_333), buyer(), NOW)).toMatchObject({ discountPaise: 3_333 });
    const odd = coupon({ kind: 'percent', value: 1_250 });
    expect(evaluate(odd, cartOf(999), buyer(), NOW)).toMatchObject({ discountPaise: 124 }); // 124.875
    const capped = coupon({ kind: 'percent', value: 1_000, maxDiscountPaise: 15_000 });
    expect(evaluate(capped, cartOf(200_000), buyer(), NOW)).toMatchObject({ discountPaise: 15_000 });
    expect(evaluate(capped, cartOf(149_999), buyer(), NOW)).toMatchObject({ discountPaise: 14_999 });
    for (const subtotal of [1, 7, 99, 101, 12_345, 987_654_321]) {
      const r = evaluate(coupon({ kind: 'percent', value: 333 }), cartOf(subtotal), buyer(), NOW);
      expect(r.ok && Number.isInteger(r.discountPaise) && r.discountPaise <= subtotal).toBe(true);
    }
  });

  it('terms read as one sentence built from the rules', () => {
    const endsAt = new Date('2026-05-09T12:00:00Z');
    expect(termsOf(coupon({ kind: 'percent', value: 1_000, maxDiscountPaise: 15_000, minOrderPaise: 30_000, endsAt }))).toBe(
      '10% off up to ₹150 on a minimum value of ₹300, once per customer. Valid till 9 May 2026.',
    );
    expect(termsOf(coupon({ value: 10_000, minOrderPaise: 49_900, firstOrderOnly: true, userTypes: [1], endsAt }))).toBe(
      'Flat ₹100 off on a minimum value of ₹499 for individual, on your first order only, once per customer. Valid till 9 May 2026.',
    );
    expect(termsOf(coupon({ kind: 'percent', value: 1_500, brandIds: [1], brandNames: ['Kottakal'], maxUsesTotal: 1, maxUsesPerUser: 2, endsAt }))).toBe(
      '15% off on brand(s) Kottakal, up to 2 times per customer, only the first customer to use it gets it. Valid till 9 May 2026.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
let seq = 0;
const mobile = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
let kottakalId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  [{ id: kottakalId }] = await db.insert(brands).values({ slug: 'kottakal-t', name: 'Kottakal', manufacturer: 'Arya Vaidya Sala' }).returning({ id: brands.id });
  [{ id: categoryId }] = await db.insert(categories).values({ slug: 'digestion-t', name: 'Digestion' }).returning({ id: categories.id });
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const service = () => createCouponService(db());
const window = () => ({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + 60 * DAY) });

async function makeCoupon(code: string, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db()
    .insert(coupons)
    .values({ code, title: `${code} title`, description: 'A test coupon', kind: 'flat', value: 5_000, ...window(), ...over })
    .returning();
  return row;
}
async function makeUsers(n: number, userType = 1): Promise<number[]> {
  const rows = await db()
    .insert(users)
    .values(Array.from({ length: n }, () => ({ userType, mobileNumber: mobile(), fullName: 'Parallel Buyer', extUserId: newExtUserId() })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
const usesOf = async (id: number) => (await db().select({ n: coupons.usesCount }).from(coupons).where(eq(coupons.id, id)))[0].n;
const redemptionsOf = async (couponId: number) => db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
const settle = <T,>(ps: Array<Promise<T>>) => Promise.allSettled(ps);
const reasonOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as Error).message : 'fulfilled');

describe('reserve, release, redeem', () => {
  it('reserving applies the rules with a clear reason, and one coupon per order: a second replaces the first', async () => {
    const a = await makeCoupon('RULEA1', { minOrderPaise: 50_000 });
    const b = await makeCoupon('RULEB1', { kind: 'percent', value: 1_000 });
    const [user] = await makeUsers(1);
    await expect(service().reserve(user, 'nosuchcode', cartOf(60_000))).rejects.toThrow('There is no coupon with this code.');
    await expect(service().reserve(user, 'rulea1', cartOf(40_000))).rejects.toThrow('This coupon is valid for a minimum value of 500.');
    const first = await service().reserve(user, ' rulea1 ', cartOf(60_000));
    expect(first).toMatchObject({ code: 'RULEA1', discountPaise: 5_000 });
    expect(await usesOf(a.id)).toBe(1);
    // Re-applying the same coupon to a changed cart replaces it, the count stays one.
    const again = await service().reserve(user, 'RULEA1', cartOf(70_000));
    expect(again.replaced).toBe(first.redemptionId);
    expect(await usesOf(a.id)).toBe(1);
    // A refused coupon leaves the applied one as it was.
    await expect(service().reserve(user, 'RULEB1', cartOf(0))).rejects.toThrow();
    expect((await service().applied(user))?.code).toBe('RULEA1');
    const second = await service().reserve(user, 'RULEB1', cartOf(60_000));
    expect(second).toMatchObject({ code: 'RULEB1', discountPaise: 6_000, replaced: again.redemptionId });
    expect(await usesOf(a.id)).toBe(0);
    expect(await usesOf(b.id)).toBe(1);
    expect((await redemptionsOf(a.id)).map((r) => r.status).sort()).toEqual(['released', 'released']);
  });

  it('redeeming counts as an order for first-order coupons and as a use; a released use cannot be redeemed', async () => {
    const welcome = await makeCoupon('FIRST1', { firstOrderOnly: true });
    await makeCoupon('OTHER1');
    const [user] = await makeUsers(1);
    expect(await hasPlacedOrder(db(), user)).toBe(false);
    const r = await service().reserve(user, 'OTHER1', cartOf(60_000));
    await service().release(user);
    await expect(service().redeem(r.redemptionId, 1)).rejects.toThrow('This coupon is no longer applied to your order.');
    const r2 = await service().reserve(user, 'OTHER1', cartOf(60_000));
    expect(await service().redeem(r2.redemptionId, 42)).toMatchObject({ orderId: 42, discountPaise: 5_000 });
    await expect(service().redeem(r2.redemptionId, 43)).rejects.toThrow('This coupon is no longer applied to your order.');
    expect(await hasPlacedOrder(db(), user)).toBe(true);
    await expect(service().reserve(user, 'FIRST1', cartOf(60_000))).rejects.toThrow('This coupon is valid on your first order only.');
    await expect(service().reserve(user, 'OTHER1', cartOf(60_000))).rejects.toThrow('You have already used this coupon.');
    expect(await usesOf(welcome.id)).toBe(0);
  });

  it('a single-use coupon reserved by 100 different users at once: exactly one gets it', async () => {
    const single = await makeCoupon('SINGLE100', { maxUsesTotal: 1 });
    const ids = await makeUsers(100);
    const results = await settle(ids.map((id) => service().reserve(id, 'SINGLE100', cartOf(60_000))));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(reasonOf(r)).toBe('This coupon has been used the maximum number of times.');
    expect(await usesOf(single.id)).toBe(1);
    expect(await redemptionsOf(single.id)).toHaveLength(1);
  });

  it('a coupon with 5 uses in total and 40 parallel buyers: exactly 5', async () => {
    const five = await makeCoupon('FIVEUSES', { maxUsesTotal: 5 });
    const ids = await makeUsers(40);
    const results = await settle(ids.map((id) => service().reserve(id, 'FIVEUSES', cartOf(60_000))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await usesOf(five.id)).toBe(5);
  });

  it('one user applying and redeeming a once-per-user coupon 20 times in parallel: redeemed once', async () => {
    const once = await makeCoupon('ONCEEACH', { maxUsesPerUser: 1 });
    const [user] = await makeUsers(1);
    const attempt = async (orderId: number) => {
      const r = await service().reserve(user, 'ONCEEACH', cartOf(60_000));
      return service().redeem(r.redemptionId, orderId);
    };
    const results = await settle(Array.from({ length: 20 }, (_, i) => attempt(1_000 + i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(['You have already used this coupon.', 'This coupon is no longer applied to your order.']).toContain(reasonOf(r));
    }
    const rows = await redemptionsOf(once.id);
    expect(rows.filter((r) => r.status === 'redeemed')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'reserved')).toHaveLength(0);
    expect(await usesOf(once.id)).toBe(1);
  });

  it('buyers swapping coupons in parallel neither deadlock nor lose count', async () => {
    const x = await makeCoupon('SWAPX1');
    const y = await makeCoupon('SWAPY1');
    const ids = await makeUsers(20);
    await Promise.all(ids.map((id, i) => service().reserve(id, i % 2 ? 'SWAPX1' : 'SWAPY1', cartOf(60_000))));
    const results = await settle(ids.map((id, i) => service().reserve(id, i % 2 ? 'SWAPY1' : 'SWAPX1', cartOf(60_000))));
    expect(results.map(reasonOf).filter((r) => r !== 'fulfilled')).toEqual([]);
    expect([await usesOf(x.id), await usesOf(y.id)]).toEqual([10, 10]);
  });

  it('release gives the use back exactly once, even when called twice in parallel (API)', async () => {
    const c = await makeCoupon('RELEASE2', { maxUsesTotal: 3 });
    const { token, user } = await signUp(t, mobile());
    await service().reserve(user.id, 'RELEASE2', cartOf(60_000));
    // Another user's reservation keeps its use.
    const [other] = await makeUsers(1);
    await service().reserve(other, 'RELEASE2', cartOf(60_000));
    expect(await usesOf(c.id)).toBe(2);
    const release = () => t.app.inject({ method: 'POST', url: '/api/v1/coupons/release', headers: { 'access-token': token } });
    const [a, b] = await Promise.all([release(), release()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([json(a).entity.released, json(b).entity.released].sort()).toEqual([false, true]);
    expect(await usesOf(c.id)).toBe(1);
    expect(json(await release()).entity.released).toBe(false);
    expect(await usesOf(c.id)).toBe(1);
    // Service-level parallel releases too.
    await service().reserve(user.id, 'RELEASE2', cartOf(60_000));
    const many = await Promise.all(Array.from({ length: 10 }, () => service().release(user.id)));
    expect(many.filter((r) => r.released)).toHaveLength(1);
    expect(await usesOf(c.id)).toBe(1);
  });
});

describe('coupon API (spec section 7: /v1/coupons/{userId})', () => {
  it('lists the coupons I can see with terms and applicability; another user id is 404; needs a session', async () => {
    await makeCoupon('LISTFLAT', { title: 'Flat 50', minOrderPaise: 30_000 });
    await makeCoupon('LISTTRADE', { userTypes: [5, 6, 7, 8] });
    await makeCoupon('LISTOFF', { active: false });
    await makeCoupon('LISTLATER', { startsAt: new Date(Date.now() + DAY) });
    await makeCoupon('LISTBRAND', { kind: 'percent', value: 1_500, brandIds: [kottakalId], maxDiscountPaise: 30_000 });
    await makeCoupon('LISTUSED', { maxUsesTotal: 1, usesCount: 1 });
    const me = await signUp(t, mobile());
    const other = await signUp(t, mobile());
    const h = { 'access-token': me.token };
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/coupons/${me.user.id}`, headers: h });
    expect(res.statusCode).toBe(200);
    const { items, total } = json(res).entity as { items: Array<Record<string, unknown>>; total: number };
    const codes = items.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['LISTFLAT', 'LISTBRAND', 'LISTUSED']));
    expect(codes).not.toContain('LISTTRADE');
    expect(codes).not.toContain('LISTOFF');
    expect(codes).not.toContain('LISTLATER');
    expect(total).toBe(items.length);
    const flat = items.find((i) => i.code === 'LISTFLAT')!;
    expect(flat).toMatchObject({ title: 'Flat 50', description: 'A test coupon', applicable: true, reason: null });
    expect(flat.terms).toMatch(/^Flat ₹50 off on a minimum value of ₹300, once per customer\. Valid till /);
    expect(typeof flat.endsAt).toBe('string');
    expect(items.find((i) => i.code === 'LISTBRAND')!.terms).toMatch(/^15% off up to ₹300 on brand\(s\) Kottakal,/);
    expect(items.find((i) => i.code === 'LISTUSED')).toMatchObject({ applicable: false, reason: 'This coupon has been used the maximum number of times.' });

    expect((await t.app.inject({ method: 'GET', url: `/api/v1/coupons/${other.user.id}`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/coupons/${me.user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/coupons/release' })).statusCode).toBe(401);
  });

  it('GET /v1/users/me names the coupon I can use first (couponCode) and what it takes off (couponOff)', async () => {
    const me = await signUp(t, mobile(), { userType: 4, salutation: 2 });
    const h = { 'access-token': me.token };
    const before = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h })).entity.user;
    const list = json(await t.app.inject({ method: 'GET', url: `/api/v1/coupons/${me.user.id}`, headers: h })).entity.items as Array<{ code: string; applicable: boolean; offer: string }>;
    const first = list.find((c) => c.applicable);
    expect(before).toMatchObject({ couponCode: first?.code ?? null, couponOff: first?.offer ?? null });
    // A coupon only students see, ending before every other: it comes first in their list.
    await makeCoupon('MESTUDENT', { userTypes: [4], kind: 'percent', value: 1_000, maxDiscountPaise: 20_000, endsAt: new Date(Date.now() + 60_000) });
    const after = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h })).entity.user;
    expect(after).toMatchObject({ couponCode: 'MESTUDENT', couponOff: '10% off up to ₹200' });
    // Once used up for this user it is no longer offered.
    const [{ id }] = await db().select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'MESTUDENT'));
    await db().insert(couponRedemptions).values({ couponId: id, userId: me.user.id, status: 'redeemed', discountPaise: 100 });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h })).entity.user.couponCode).not.toBe('MESTUDENT');
  });

  it('operators create and switch coupons; others get 403; bad input is 400 by field; a taken code is 409', async () => {
    const op = await signUp(t, mobile());
    await makeOperator(db(), op.user.id);
    const h = { 'access-token': op.token };
    const body = {
      code: 'monsoon25',
      title: 'Monsoon care',
      description: '25% off Kottakal digestion medicines',
      kind: 'percent',
      value: 2_500,
      maxDiscountPaise: 20_000,
      minOrderPaise: 50_000,
      brandIds: [kottakalId],
      categoryIds: [categoryId],
      userTypes: [1],
      firstOrderOnly: false,
      maxUsesTotal: 100,
      maxUsesPerUser: 2,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/admin/coupons', headers: h, payload: body });
    expect(created.statusCode).toBe(201);
    const entity = json(created).entity;
    expect(entity).toMatchObject({ code: 'MONSOON25', kind: 'percent', value: 2_500, usesCount: 0, active: true, createdBy: op.user.id });
    expect(entity.terms).toMatch(/^25% off up to ₹200 on brand\(s\) Kottakal in category\(s\) Digestion on a minimum value of ₹500 for individual, up to 2 times per customer, limited to the first 100 uses in all\./);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/coupons', headers: h, payload: body })).statusCode).toBe(409);

    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/coupons', headers: h, payload: { ...body, code: 'FRESH1', ...over } });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(json(res).message.fields ?? {}), JSON.stringify(over)).toContain(field);
    };
    await bad({ code: 'AB1' }, 'code');
    await bad({ code: 'WITH-DASH' }, 'code');
    await bad({ code: 'A'.repeat(21) }, 'code');
    await bad({ value: 10_001 }, 'value');
    await bad({ value: 0 }, 'value');
    await bad({ kind: 'flat', value: 10_000_001 }, 'value');
    await bad({ kind: 'bogo' }, 'kind');
    await bad({ endsAt: body.startsAt }, 'endsAt');
    await bad({ startsAt: 'tomorrow' }, 'startsAt');
    await bad({ userTypes: [9] }, 'userTypes.0');
    await bad({ brandIds: [999_999] }, 'brandIds');
    await bad({ categoryIds: [999_999] }, 'categoryIds');
    await bad({ usesCount: 5 }, '_');

    const off = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${entity.id}`, headers: h, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(json(off).entity.active).toBe(false);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/admin/coupons/999999', headers: h, payload: { active: true } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/coupons', headers: h })).statusCode).toBe(200);

    const someone = { 'access-token': (await signUp(t, mobile())).token };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/coupons', headers: someone, payload: { ...body, code: 'HIJACK1' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${entity.id}`, headers: someone, payload: { active: true } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/coupons', headers: someone })).statusCode).toBe(403);
  });
});

describe('demo coupons', () => {
  it('are seeded once by code, and each shows its rule to the right people', async () => {
    await db().insert(brands).values({ slug: 'kottakal', name: 'Kottakal', manufacturer: 'Arya Vaidya Sala' }).onConflictDoNothing();
    await seedDemoCoupons(t.db.database);
    await seedDemoCoupons(t.db.database);
    const codes = ['WELCOME100', 'AYUR10', 'KOTTAKAL15', 'TRADE5', 'SINGLE1'];
    const rows = (await db().select().from(coupons)).filter((c) => codes.includes(c.code));
    expect(rows.map((c) => c.code).sort()).toEqual([...codes].sort());
    const patient = await createCouponService(db()).listFor((await makeUsers(1, 1))[0]);
    const seen = patient.items.map((i) => i.code);
    expect(seen).toEqual(expect.arrayContaining(['WELCOME100', 'AYUR10', 'KOTTAKAL15', 'SINGLE1']));
    expect(seen).not.toContain('TRADE5');
    expect(patient.items.find((i) => i.code === 'KOTTAKAL15')!.terms).toMatch(/^15% off up to ₹300 on brand\(s\) Kottakal on a minimum value of ₹500,/);
    const chemist = await createCouponService(db()).listFor((await makeUsers(1, 6))[0]);
    expect(chemist.items.map((i) => i.code)).toEqual(expect.arrayContaining(['TRADE5', 'AYUR10']));
    expect(chemist.items.map((i) => i.code)).not.toContain('WELCOME100');
    // With a cart the list says why a coupon does not apply.
    const withCart = await createCouponService(db()).listFor((await makeUsers(1, 1))[0], cartOf(40_000));
    expect(withCart.items.find((i) => i.code === 'WELCOME100')).toMatchObject({ applicable: false, reason: 'This coupon is valid for a minimum value of 499.' });
    expect(withCart.items.find((i) => i.code === 'AYUR10')).toMatchObject({ applicable: true, reason: null, discountPaise: 4_000 });
  });
});
