import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { users } from '../identity/identity.tables.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { seedDemoCatalog } from './catalog.seed.ts';
import { LISTING_TTL_MS } from './catalog.service.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `94${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db.database);
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });
const items = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as { items: Array<{ id: number; slug: string; name: string; brand: { slug: string }; otc: boolean; packages: Array<{ id: number; price: number; mrp: number; priceType: string; inStock: boolean; dealPercent: number | null }> }>; total: number };
};

async function chemist(status: number, tier = 3) {
  const s = await signUp(t, mobile(), { userType: 6, salutation: 2 });
  await t.db.database.db.update(users).set({ doctorCategory: tier }).where(eq(users.id, s.user.id));
  await t.db.database.db.insert(doctorProfiles).values({ userId: s.user.id, isVerified: status, createdBy: s.user.id, updatedBy: s.user.id });
  return s;
}

describe('product listing (spec section 7, /pub/v3/products)', () => {
  it('pages by 10 by default and caps the limit at 100', async () => {
    const first = await items('/api/pub/v3/products');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect((await items('/api/pub/v3/products?limit=500')).items).toHaveLength(100);
    const second = await items('/api/pub/v3/products?skip=10');
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await get('/api/pub/v3/products?limit=0')).statusCode).toBe(400);
  });

  it('finds ashwagandha, also misspelt "aswagandha", first', async () => {
    const right = await items('/api/pub/v3/products?search=ashwagandha');
    expect(right.items[0].name).toMatch(/Ashwagandha/i);
    const typo = await items('/api/pub/v3/products?search=aswagandha');
    expect(typo.total).toBeGreaterThan(0);
    // Kerala makers spell it "Aswagandha": both spellings are the herb, and the Ashwagandha products are on page one.
    expect(typo.items[0].name).toMatch(/As(h)?wagandha/i);
    expect(typo.items.some((p) => /Ashwagandha/.test(p.name))).toBe(true);
    const nothing = await items('/api/pub/v3/products?search=zzqqxx');
    expect(nothing.total).toBe(0);
  });

  it('filters by brand, category (with its children), OTC, deal and top-selling', async () => {
    const kottakal = await items('/api/pub/v3/products?brand=kottakal&limit=100');
    expect(kottakal.total).toBeGreaterThanOrEqual(25);
    expect(kottakal.items.every((p) => p.brand.slug === 'kottakal')).toBe(true);
    const byForm = await items('/api/pub/v3/products?category=by-form&limit=5');
    const churna = await items('/api/pub/v3/products?category=churna&limit=5');
    expect(byForm.total).toBeGreaterThan(churna.total);
    const otc = await items('/api/pub/v3/products?otc=1&limit=100');
    expect(otc.items.length).toBeGreaterThan(0);
    expect(otc.items.every((p) => p.otc)).toBe(true);
    const deals = await items('/api/pub/v3/products?deal=1&limit=100');
    expect(deals.total).toBeGreaterThan(0);
    expect(deals.items.every((p) => p.packages.some((k) => k.dealPercent))).toBe(true);
    const top = await items('/api/pub/v3/products?topSelling=1&limit=3');
    expect(top.items).toHaveLength(3);
  });

  it('cart total: suggests add-ons that reach free delivery', async () => {
    const res = await items('/api/pub/v3/products?cartTotal=45000&limit=100');
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((p) => p.packages.some((k) => k.mrp >= 0))).toBe(true);
  });

  it('refuses filters the caller is not entitled to', async () => {
    expect((await get('/api/pub/v3/products?bookmark=1')).statusCode).toBe(401);
    const patient = await signUp(t, mobile());
    expect((await get('/api/pub/v3/products?userType=6', patient.token)).statusCode).toBe(403);
    expect((await get(`/api/pub/v3/products?doctorId=${patient.user.id + 1}`, patient.token)).statusCode).toBe(403);
    expect((await get('/api/pub/v3/products?reseller=1', patient.token)).statusCode).toBe(403);
    expect((await get('/api/pub/v3/products?memberPatient=5', patient.token)).statusCode).toBe(403);
  });
});

describe('prices by buyer (spec section 3 tiers)', () => {
  it('a verified chemist sees trade prices by tier where a patient and an unverified chemist see retail', async () => {
    const patient = await signUp(t, mobile());
    const p0 = (await items('/api/pub/v3/products?brand=kottakal&limit=1&sort=name', patient.token)).items[0].packages[0];
    expect(p0.priceType).toBe('retail');
    const pending = await chemist(2);
    expect((await items('/api/pub/v3/products?brand=kottakal&limit=1&sort=name', pending.token)).items[0].packages[0].priceType).toBe('retail');
    const silver = await chemist(3, 2);
    const gold = await chemist(3, 3);
    const s = (await items('/api/pub/v3/products?brand=kottakal&limit=1&sort=name', silver.token)).items[0].packages[0];
    const g = (await items('/api/pub/v3/products?brand=kottakal&limit=1&sort=name', gold.token)).items[0].packages[0];
    expect(s.priceType).toBe('trade');
    expect(g.price).toBeLessThanOrEqual(s.price);
    expect(s.price).toBeLessThanOrEqual(p0.price);
  });

  it('an operator changes a trade discount and the price follows', async () => {
    const op = await signUp(t, mobile());
    await makeOperator(t.db.database.db, op.user.id);
    const buyer = await chemist(1, 5);
    const before = (await items('/api/pub/v3/products?limit=1&sort=name', buyer.token)).items[0].packages[0];
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/trade-discounts', headers: { 'access-token': op.token }, payload: { userType: 6, tier: 5, discountBp: 5000 } });
    expect(res.statusCode).toBe(200);
    const after = (await items('/api/pub/v3/products?limit=1&sort=name', buyer.token)).items[0].packages[0];
    expect(after.price).toBeLessThan(before.price);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/trade-discounts', headers: { 'access-token': buyer.token }, payload: { userType: 6, tier: 5, discountBp: 9000 } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('product page, stock, bookmarks and notify-me', () => {
  it('shows composition, uses, dosage and packs; stock and delivery for a pincode', async () => {
    const list = await items('/api/pub/v3/products?search=triphala&limit=1');
    const res = await get(`/api/v0/products/${list.items[0].slug}`);
    expect(res.statusCode).toBe(200);
    const p = json(res).entity;
    expect(p.composition.length).toBeGreaterThan(0);
    expect(p.indications).toBeTruthy();
    expect(p.dosage).toBeTruthy();
    expect(p.packages.length).toBeGreaterThan(0);
    const inv = json(await get(`/api/v3/products/${p.packages[0].id}/inventory?pincode=110024`)).entity;
    expect(inv).toMatchObject({ serviceable: true });
    expect((await get('/api/v0/products/no-such-product')).statusCode).toBe(404);
  });

  it("a product page's packs say what the inventory call says without a pincode, so the page needs no call per pack", async () => {
    const inStockSlug = (await items('/api/pub/v3/products?limit=1')).items[0].slug as string;
    const [outOfStock] = ((await t.db.database.db.execute(
      sql`SELECT p.slug FROM packages k JOIN products p ON p.id = k.product_id WHERE k.active AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.package_id = k.id AND i.quantity > 0) LIMIT 1`,
    )) as unknown as { rows: Array<{ slug: string }> }).rows;
    const seen = new Set<boolean>();
    for (const slug of [inStockSlug, outOfStock.slug]) {
      const p = json(await get(`/api/v0/products/${slug}`)).entity;
      for (const k of p.packages) {
        const inv = json(await get(`/api/v3/products/${k.id}/inventory`)).entity;
        expect({ inStock: k.inStock, available: k.available }).toEqual({ inStock: inv.inStock, available: inv.available });
        seen.add(k.inStock);
      }
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('bookmarks are per user; notify-me only for out-of-stock packs', async () => {
    const a = await signUp(t, mobile());
    const b = await signUp(t, mobile());
    const product = (await items('/api/pub/v3/products?limit=1')).items[0];
    const add = await t.app.inject({ method: 'POST', url: '/api/v1/bookmarks', headers: { 'access-token': a.token }, payload: { productId: product.id } });
    expect(add.statusCode).toBe(201);
    expect((await items('/api/pub/v3/products?bookmark=1', a.token)).items.map((p) => p.id)).toEqual([product.id]);
    expect((await items('/api/pub/v3/products?bookmark=1', b.token)).total).toBe(0);

    const [out] = ((await t.db.database.db.execute(sql`SELECT k.id FROM packages k WHERE NOT EXISTS (SELECT 1 FROM inventory i WHERE i.package_id = k.id AND i.quantity > 0) LIMIT 1`)) as unknown as { rows: Array<{ id: number }> }).rows;
    const [inStock] = ((await t.db.database.db.execute(sql`SELECT package_id AS id FROM inventory WHERE quantity > 0 LIMIT 1`)) as unknown as { rows: Array<{ id: number }> }).rows;
    const subscribe = await t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts', headers: { 'access-token': a.token }, payload: { packageId: Number(out.id) } });
    expect(subscribe.statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts', headers: { 'access-token': a.token }, payload: { packageId: Number(inStock.id) } });
    expect(refused.statusCode).toBe(409);
  });

  it('suggests as you type and lists categories and brands', async () => {
    const s = json(await get('/api/pub/v1/products/suggest?q=ashwa')).entity;
    expect(s.length).toBeGreaterThan(0);
    expect(s[0].name).toMatch(/^Ashwa/i);
    const tree = json(await get('/api/pub/v1/categories')).entity;
    expect(tree.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['by-form', 'by-concern']));
    const brandsList = json(await get('/api/pub/v1/brands')).entity;
    expect(brandsList.find((b: { slug: string }) => b.slug === 'kottakal').productCount).toBeGreaterThanOrEqual(25);
  });

  it('seeding twice changes nothing', async () => {
    const before = (await items('/api/pub/v3/products?limit=1')).total;
    await seedDemoCatalog(t.db.database);
    expect((await items('/api/pub/v3/products?limit=1')).total).toBe(before);
  });
});

describe('the access map guards the Medicine section (spec section 6)', () => {
  it('a read-only Medicine user cannot bookmark or ask for stock alerts (403)', async () => {
    const buyer = await chemist(1);
    await t.db.database.db.execute(sql`INSERT INTO user_access (user_id, section, level, updated_by) VALUES (${buyer.user.id}, 'Medicine', 2, ${buyer.user.id})`);
    const product = (await items('/api/pub/v3/products?limit=1')).items[0];
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/bookmarks', headers: { 'access-token': buyer.token }, payload: { productId: product.id } });
    expect(res.statusCode).toBe(403);
    expect(json(res).message.error).toMatch(/can view Medicine but not take part/);
    const alert = await t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts', headers: { 'access-token': buyer.token }, payload: { packageId: product.packages[0].id } });
    expect(alert.statusCode).toBe(403);
  });
});

describe('sorting by price follows pack price changes', () => {
  it('a pack made the cheapest moves its product to the top of price_asc once the listing cache turns over, and back', async () => {
    const [k] = ((await t.db.database.db.execute(sql`SELECT k.id, k.product_id, k.sale_price_paise FROM packages k ORDER BY k.id DESC LIMIT 1`)) as unknown as { rows: Array<{ id: number; product_id: number; sale_price_paise: number }> }).rows;
    const top = async () => (await items('/api/pub/v3/products?sort=price_asc&limit=1')).items[0];
    const before = await top();
    await t.db.database.db.execute(sql`UPDATE packages SET sale_price_paise = 100 WHERE id = ${k.id}`);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const [p] = ((await t.db.database.db.execute(sql`SELECT min_price_paise FROM products WHERE id = ${k.product_id}`)) as unknown as { rows: Array<{ min_price_paise: number }> }).rows;
      expect(Number(p.min_price_paise)).toBe(100);
      // Which products match is kept for LISTING_TTL_MS; the prices shown are always fresh.
      const cachedTop = await top();
      expect(cachedTop.id).toBe(before.id);
      vi.setSystemTime(Date.now() + LISTING_TTL_MS + 1);
      const fresh = await top();
      expect(fresh.id).toBe(Number(k.product_id));
      expect(fresh.packages.find((x) => x.id === Number(k.id))!.price).toBeLessThanOrEqual(100);
    } finally {
      await t.db.database.db.execute(sql`UPDATE packages SET sale_price_paise = ${k.sale_price_paise} WHERE id = ${k.id}`);
      vi.setSystemTime(Date.now() + LISTING_TTL_MS + 1);
      expect((await top()).id).toBe(before.id);
      vi.useRealTimers();
    }
  });
});
