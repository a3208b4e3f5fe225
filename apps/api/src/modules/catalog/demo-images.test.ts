import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoCatalog } from './catalog.seed.ts';
import { loadDemoCatalog } from './demo-catalog.ts';
import { DEMO_IMAGE_WIDTHS, demoImageId, packShotSvg, wrap } from './demo-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db.database);
});
afterAll(async () => t?.close());

type Pic = { id: string; alt: string; widths: number[] };

describe('demo catalog pictures (decision 041)', () => {
  it('gives every demo product a picture of its own, on its card and its page', async () => {
    const { rows } = (await t.db.database.db.execute(sql`SELECT p.id, p.name, i.id AS image, i.widths, i.alt, i.created_by
      FROM products p LEFT JOIN product_images i ON i.product_id = p.id`)) as unknown as {
      rows: Array<{ id: number; name: string; image: string | null; widths: number[]; alt: string; created_by: number | null }>;
    };
    expect(rows.length).toBe(loadDemoCatalog().products.length);
    expect(rows.filter((r) => !r.image).map((r) => r.name)).toEqual([]);
    expect(new Set(rows.map((r) => r.image)).size).toBe(rows.length);
    expect(rows.every((r) => r.widths.join() === DEMO_IMAGE_WIDTHS.join() && r.created_by === null && r.alt.includes(r.name))).toBe(true);

    const list = json(await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?limit=100' })).entity as { items: Array<{ slug: string; picture: Pic | null }> };
    expect(list.items.every((p) => p.picture && p.picture.widths.length === DEMO_IMAGE_WIDTHS.length)).toBe(true);
    expect(new Set(list.items.map((p) => p.picture!.id)).size).toBe(list.items.length);
    const page = json(await t.app.inject({ method: 'GET', url: `/api/v0/products/${list.items[0].slug}` })).entity as { pictures: Pic[] };
    expect(page.pictures.map((p) => p.id)).toEqual([list.items[0].picture!.id]);
  });

  it('draws each copy when first asked for, stores it, and serves it like an upload', async () => {
    const list = json(await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?search=chyawanprash&limit=2' })).entity as { items: Array<{ picture: Pic }> };
    const [a, b] = list.items.map((p) => p.picture.id);
    const bytes: Buffer[] = [];
    for (const id of [a, b]) {
      for (const w of DEMO_IMAGE_WIDTHS) {
        for (const [ext, type, format] of [['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
          const res = await t.app.inject({ method: 'GET', url: `/api/images/products/${id}/${w}.${ext}` });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe(type);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(res.rawPayload).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([format, w, w]);
          if (w === 160 && ext === 'webp') bytes.push(res.rawPayload);
        }
      }
    }
    // Two products, two different pictures.
    expect(bytes[0].equals(bytes[1])).toBe(false);
    // Stored once drawn: the same bytes again.
    const again = await t.app.inject({ method: 'GET', url: `/api/images/products/${a}/160.webp` });
    expect(again.rawPayload.equals(bytes[0])).toBe(true);
    // Not a width demo pictures have, and not a picture at all: nothing is drawn.
    expect((await t.app.inject({ method: 'GET', url: `/api/images/products/${a}/1024.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/products/${crypto.randomUUID()}/160.webp` })).statusCode).toBe(404);
  });

  it('stops drawing a product that changed: its old address no longer matches what it would show', async () => {
    const { rows } = (await t.db.database.db.execute(sql`SELECT i.id, p.id AS product FROM product_images i JOIN products p ON p.id = i.product_id ORDER BY p.id DESC LIMIT 1`)) as unknown as {
      rows: Array<{ id: string; product: number }>;
    };
    await t.db.database.db.execute(sql`UPDATE products SET name = name || ' (new pack)' WHERE id = ${rows[0].product}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/products/${rows[0].id}/320.webp` })).statusCode).toBe(404);
  });

  it('draws the maker, name, form and pack on a pack of the product\'s colour, and names it by what it shows', () => {
    const shot = { name: 'Ashwagandha Churna', brand: 'Baidyanath', maker: 'Shree Baidyanath Ayurved Bhawan', form: 'churna', pack: '100 g' };
    const svg = packShotSvg(shot);
    for (const text of ['BAIDYANATH', 'Ashwagandha', 'Churna · 100 g', 'Shree Baidyanath']) expect(svg).toContain(text);
    expect(packShotSvg({ ...shot, name: 'Ashwagandha Tablets', form: 'tablet' })).not.toBe(svg);
    expect(demoImageId(shot)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoImageId({ ...shot, pack: '200 g' })).not.toBe(demoImageId(shot));
    expect(packShotSvg({ ...shot, name: 'Tom & <Jerry>' })).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(wrap('Sutshekhar Ras (Swarna Yukta) with a very long name indeed', 14, 2)).toEqual(['Sutshekhar Ras', '(Swarna Yukta…']);
  });
});
