/**
 * The visitor page cache on the real pages (issue 17 part 4, decision 028): the platform with the built web app on the
 * embedded database with demo data, called with inject. The cache's own rules are in
 * apps/api/src/plugins/page-cache.test.ts; across processes in platform.page-cache.postgres.test.ts.
 * Builds the web app first if it is missing or stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nirog/api/config';
import { packages, products } from '@nirog/api/modules/catalog/catalog.tables';
import { articles } from '@nirog/api/modules/articles/articles.tables';
import { ensureWebBuild } from '@nirog/api/test-support/web-build';
import { createPlatform, type Platform } from './platform.ts';

let platform: Platform;
let dir: string;
beforeAll(async () => {
  await ensureWebBuild();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-page-cache-'));
  // With the chat widget on (spec section 3, botInfo): its script is part of every kept page.
  platform = await createPlatform(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', CHAT_BOT_HOST: 'https://chat.example.com', CHAT_BOT_ID: 'nirog-demo' }));
}, 240_000);
afterAll(async () => {
  await platform?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const renders = () => platform.pageCache!.stats().renders;
const cspNonce = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)![1];

/** The demo patient (Asha Verma) orders one unit of a pack, cash on delivery, through the API as the web app does. */
async function placeOrder(packageId: number) {
  await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9000000001' } });
  const login = await platform.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: '9000000001', otp: '123456' } });
  const headers = { 'access-token': login.json().entity.token };
  const call = (method: 'GET' | 'POST', url: string, payload?: object, extra: Record<string, string> = {}) =>
    platform.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  const address = { contact_person_name: 'Asha Verma', contact_person_phone: '9876543210', address: 'House 12, Lajpat Nagar II', landmark: 'Near the metro', pin_code: '110024', city: 'New Delhi', state: 7 };
  const saved = await call('POST', '/api/v1/address', address);
  expect(saved.statusCode, saved.body).toBe(201);
  const added = await call('POST', '/api/v2/cart', { packageId, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  const billing = (await call('GET', '/api/v2/orders/billing')).json().entity;
  // Cash on delivery above the set amount is confirmed with a code sent to the buyer (decision 056; a demo account's is fixed).
  const needsCode = billing.codOtpRequired === true;
  if (needsCode) expect((await call('POST', '/api/v1/checkout/cod-otp')).statusCode).toBe(200);
  const order = await call(
    'POST',
    '/api/v3/orders',
    { paymentMethod: 1, deliveryAddressId: billing.deliveryAddressId, billingAddressId: billing.billingAddressId, expectedTotalPaise: billing.totalPaise, ...(needsCode ? { otp: '123456' } : {}) },
    { 'idempotency-key': `page-cache-${packageId}` },
  );
  expect(order.statusCode, order.body).toBe(201);
}

describe('the visitor page cache on the real pages', { timeout: 60_000 }, () => {
  it('the second visitor of /medicines gets the kept page: no render, same bytes, headers a CDN can keep', async () => {
    const first = await get('/medicines');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const before = renders();
    const second = await get('/medicines', { cookie: '_ga=GA1.2.345.678' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(String(second.headers.vary)).toMatch(/Cookie, Accept-Encoding/);
    const notModified = await get('/medicines', { 'if-none-match': String(second.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    // React Router's data request for a client-side visit is kept too.
    await get('/medicines.data');
    expect((await get('/medicines.data')).headers['x-page-cache']).toBe('hit');
  });

  it("every script of a kept page carries its CSP header's nonce, and the renderer's own nonce is gone", async () => {
    // A kept page with scripts (/about-us is a reading page now, sent without any: decision 052).
    const a = await get('/practitioner');
    const b = await get('/practitioner');
    expect(b.headers['x-page-cache']).toBe('hit');
    const nonce = cspNonce(b.headers['content-security-policy']);
    expect(cspNonce(a.headers['content-security-policy'])).toBe(nonce);
    const scripts = [...b.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("the chat widget's script loads, without blocking, from the configured host only, which the page's policy names", async () => {
    for (const url of ['/practitioner', '/medicines', '/terms-of-service']) {
      const page = await get(url);
      const widget = [...page.body.matchAll(/<script\b[^>]*chat\.example\.com[^>]*>/g)].map((m) => m[0]);
      expect(widget, url).toHaveLength(1);
      expect(widget[0]).toContain('src="https://chat.example.com/widget.js"');
      expect(widget[0]).toContain('data-bot-id="nirog-demo"');
      expect(widget[0]).toMatch(/\basync\b/);
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/chat\.example\.com;/);
    }
  });

  it('a logged-in page is never served from the cache nor kept, and says private, no-store', async () => {
    await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9000000006' } });
    const login = await platform.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: '9000000006', otp: '123456' } });
    const { token, user } = login.json().entity;
    const firstName = String(user.fullName).split(' ')[0];
    await get('/medicines');
    const before = renders();
    const mine = await get('/medicines', { cookie: `AUTH=${token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain(firstName);
    const visitor = await get('/medicines');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    expect(visitor.body).not.toContain(firstName);
    expect(renders()).toBe(before);
  });

  it("a visitor with a guest cart (decision 042) is never served the cache's page nor kept: the header shows their cart", async () => {
    const [pack] = await platform.database.db.execute(sql`SELECT package_id AS id FROM inventory GROUP BY package_id HAVING sum(quantity) >= 5 ORDER BY package_id LIMIT 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const added = await platform.app.inject({ method: 'POST', url: '/api/v2/cart', payload: { packageId: Number(pack.id), quantity: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    const cookie = [added.headers['set-cookie']].flat().find((c) => c?.startsWith('nirog_guest_cart='))!.split(';')[0];
    await get('/medicines');
    const before = renders();
    const mine = await get('/medicines', { cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('Cart, 2 items');
    const visitor = await get('/medicines');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    expect(visitor.body).not.toContain('Cart, 2 items');
    expect(renders()).toBe(before);
  });

  it('Hindi and English are kept apart; the /hi answer that remembers Hindi in a cookie is not for shared caches', async () => {
    const en = await get('/medicines');
    const hiAddress = await get('/hi/medicines');
    expect(hiAddress.body).toContain('<html lang="hi"');
    expect(String(hiAddress.headers['set-cookie'])).toMatch(/^lang=hi;/);
    expect(hiAddress.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/hi/medicines', { cookie: 'lang=hi' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toMatch(/^public/);
    const hiCookie = await get('/medicines', { cookie: 'lang=hi' });
    expect(hiCookie.body).toContain('<html lang="hi"');
    expect(en.body).toContain('<html lang="en"');
    expect((await get('/medicines')).body).toBe(en.body);
  });

  it('a price change, and an order taking stock, show on the product page at once (the database tells the cache)', async () => {
    const db = platform.database.db;
    // A product the demo patient can buy: published, no prescription, in stock (the demo catalog has sold-out packs too).
    const [product] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.active, true), eq(products.prescriptionRequired, false), sql`EXISTS (SELECT 1 FROM packages p JOIN inventory i ON i.package_id = p.id WHERE p.product_id = ${products.id} AND p.active AND i.quantity > 5)`))
      .orderBy(products.id)
      .limit(1);
    const url = `/medicines/${product.slug}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    await db.update(packages).set({ mrpPaise: 987600, salePricePaise: 987600 }).where(eq(packages.productId, product.id));
    const after = await get(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('9,876');
    // An order through the API takes stock: the order service's write drops the page too.
    const [pack] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.productId, product.id), eq(packages.active, true), sql`EXISTS (SELECT 1 FROM inventory i WHERE i.package_id = ${packages.id} AND i.quantity > 5)`))
      .limit(1);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    await placeOrder(pack.id);
    expect((await get(url)).headers['x-page-cache']).toBe('miss');
    // The doctors' pages show no catalogue data: still kept.
    await get('/ayurveda/doctors');
    await db.update(packages).set({ mrpPaise: 987700, salePricePaise: 987700 }).where(eq(packages.productId, product.id));
    expect((await get('/ayurveda/doctors')).headers['x-page-cache']).toBe('hit');
  });

  it("an editor's change to an article shows on its page at once; the glossary is kept apart from the care pages (migration 0032)", async () => {
    const db = platform.database.db;
    const url = '/blogs/en/digestion/acidity-and-meal-timing';
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    await db.update(articles).set({ title: 'Acidity and when you eat: a fresh look' }).where(eq(articles.slug, 'acidity-and-meal-timing'));
    const after = await get(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Acidity and when you eat: a fresh look');
    // A glossary entry is content too (and no longer a care page by its /ayurveda address): a change to the glossary
    // drops it and leaves the doctors' page kept.
    await get('/ayurveda/glossary/pitta');
    await get('/ayurveda/doctors');
    await db.execute(sql`UPDATE knowledge_glossary SET summary = summary WHERE slug = 'pitta'`);
    expect((await get('/ayurveda/glossary/pitta')).headers['x-page-cache']).toBe('miss');
    expect((await get('/ayurveda/doctors')).headers['x-page-cache']).toBe('hit');
  });
});
