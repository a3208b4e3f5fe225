import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { users } from '../identity/identity.tables.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { CART_MAX_QUANTITY } from '@nirog/shared/cart-rules';

let t: TestApp;
let seq = 0;
const mobile = () => `93${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
type Row = Record<string, unknown>;
const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

let inStockPack: { id: number; stock: number };
let outPack: number;
let kottakalPack: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db.database);
  const [a] = await q(sql`SELECT package_id AS id, sum(quantity)::int AS stock FROM inventory GROUP BY package_id HAVING sum(quantity) >= 10 ORDER BY package_id LIMIT 1`);
  inStockPack = { id: Number(a.id), stock: Number(a.stock) };
  const [b] = await q(sql`SELECT package_id AS id FROM inventory GROUP BY package_id HAVING sum(quantity) = 0 LIMIT 1`);
  outPack = Number(b.id);
  const [k] = await q(sql`SELECT k.id FROM packages k JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
    WHERE b.slug = 'kottakal' AND (SELECT sum(quantity) FROM inventory i WHERE i.package_id = k.id) > 0 LIMIT 1`);
  kottakalPack = Number(k.id);
});
afterAll(async () => t?.close());

async function shopper(userType = 1) {
  const s = await signUp(t, mobile(), userType === 1 ? {} : { userType, salutation: 2 });
  const h = { 'access-token': s.token };
  return {
    ...s,
    set: (packageId: number, quantity: number, extra: object = {}) => t.app.inject({ method: 'POST', url: '/api/v2/cart', headers: h, payload: { packageId, quantity, ...extra } }),
    del: (packageId: number) => t.app.inject({ method: 'POST', url: `/api/v2/cart/${packageId}/delete`, headers: h }),
    view: (userId = s.user.id, query = '?platform=1') => t.app.inject({ method: 'GET', url: `/api/v2/cart/${userId}${query}`, headers: h }),
    count: (userId = s.user.id) => t.app.inject({ method: 'GET', url: `/api/v2/cart/${userId}/count`, headers: h }),
  };
}

describe('cart (spec section 7, Commerce)', () => {
  it('adds, changes quantity, counts and removes; a retry sets the same quantity', async () => {
    const s = await shopper();
    expect((await s.set(inStockPack.id, 2)).statusCode).toBe(200);
    expect((await s.set(inStockPack.id, 2)).statusCode).toBe(200);
    expect(json(await s.count()).entity.count).toBe(2);
    await s.set(inStockPack.id, 3);
    const v = json(await s.view()).entity;
    expect(v.count).toBe(3);
    expect(v.cartItems).toHaveLength(1);
    expect(v.cartItems[0]).toMatchObject({ packageId: inStockPack.id, quantity: 3, problems: [] });
    expect(v.totalCartAmount).toBe(v.cartItems[0].price * 3);
    // An individual may use 10 % of the value nirog money may pay for, at most ₹200 (NIROG_MONEY_LIMIT_PAISE);
    // a Kottakal line counts for nothing.
    const payable = v.cartItems[0].noNirogMoney ? 0 : v.totalCartAmount;
    expect(v.profile).toEqual({ doctor_category: 0, nirogMoneyLimit: Math.min(20_000, Math.floor((payable * 10) / 100)) });
    expect(typeof v.offerItemsText).toBe('string');
    expect((await s.del(inStockPack.id)).statusCode).toBe(200);
    expect(json(await s.count()).entity.count).toBe(0);
    expect((await s.del(inStockPack.id)).statusCode).toBe(404);
  });

  it('prices come from the catalog for the buyer, never from the request', async () => {
    const s = await shopper();
    const forged = await s.set(inStockPack.id, 1, { price: 1 });
    expect(forged.statusCode).toBe(400);
    await s.set(inStockPack.id, 1);
    const [pack] = await q(sql`SELECT sale_price_paise FROM packages WHERE id = ${inStockPack.id}`);
    const line = json(await s.view()).entity.cartItems[0];
    expect(line.price).toBeLessThanOrEqual(Number(pack.sale_price_paise));
    expect(line.price).toBeGreaterThan(1);
  });

  it('a verified chemist sees trade prices in the cart where a patient sees retail', async () => {
    const patient = await shopper();
    const c = await shopper(6);
    await t.db.database.db.update(users).set({ doctorCategory: 3 }).where(eq(users.id, c.user.id));
    await t.db.database.db.insert(doctorProfiles).values({ userId: c.user.id, isVerified: 3, createdBy: c.user.id, updatedBy: c.user.id });
    await patient.set(inStockPack.id, 1);
    await c.set(inStockPack.id, 1);
    const p = json(await patient.view()).entity.cartItems[0];
    const tr = json(await c.view()).entity.cartItems[0];
    expect(p.priceType).toBe('retail');
    expect(tr.priceType).toBe('trade');
    expect(tr.price).toBeLessThanOrEqual(p.price);
  });

  it('checks stock: out of stock and more than we have are refused', async () => {
    const s = await shopper();
    const out = await s.set(outPack, 1);
    expect(out.statusCode).toBe(409);
    expect(json(out).message.error).toBe('This pack is out of stock.');
    const [w] = await q(sql`SELECT warehouse_id FROM inventory WHERE package_id = ${inStockPack.id} ORDER BY warehouse_id LIMIT 1`);
    await q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = ${w.warehouse_id} THEN 3 ELSE 0 END WHERE package_id = ${inStockPack.id}`);
    try {
      const tooMany = await s.set(inStockPack.id, 4);
      expect(tooMany.statusCode).toBe(400);
      expect(json(tooMany).message.fields.quantity).toBe('Only 3 left in stock.');
      expect((await s.set(inStockPack.id, 3)).statusCode).toBe(200);
    } finally {
      await q(sql`UPDATE inventory SET quantity = 50 WHERE package_id = ${inStockPack.id}`);
    }
    for (const bad of [0, -1, CART_MAX_QUANTITY + 1, 1.5]) expect((await s.set(inStockPack.id, bad)).statusCode, String(bad)).toBe(400);
  });

  it('a line that runs out after it was added is flagged, not priced', async () => {
    const s = await shopper();
    await s.set(inStockPack.id, 1);
    await q(sql`UPDATE inventory SET quantity = 0 WHERE package_id = ${inStockPack.id}`);
    try {
      const v = json(await s.view()).entity;
      expect(v.cartItems[0].problems).toEqual(['This pack is out of stock.']);
      expect(v.totalCartAmount).toBe(0);
    } finally {
      await q(sql`UPDATE inventory SET quantity = 50 WHERE package_id = ${inStockPack.id}`);
    }
  });

  it('a Kottakal item carries the nirog money note; an unserviceable pincode is flagged per line', async () => {
    const s = await shopper();
    await s.set(kottakalPack, 1);
    const v = json(await s.view()).entity;
    expect(v.nirogMoneyNote).toBe('NirogMoney is not applicable to Kottakal medicines if added to your cart.');
    const far = json(await s.view(s.user.id, '?platform=1&pincode=744101')).entity;
    expect(far.cartItems[0].problems).toContain('We do not deliver to this pincode yet.');
  });

  it("user A can never read or count B's cart", async () => {
    const a = await shopper();
    const b = await shopper();
    await b.set(inStockPack.id, 1);
    expect((await a.view(b.user.id)).statusCode).toBe(404);
    expect((await a.count(b.user.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/cart/${b.user.id}` })).statusCode).toBe(401);
  });
});
