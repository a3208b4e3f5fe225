/**
 * Demo catalog: brands, the category tree and 300+ products with pack sizes (from data/demo-catalog.json), then
 * prices, stock, deals and offers. Stock, discounts and deals are derived from a hash of each SKU, so every seed gives
 * the same catalog. Idempotent: a second run changes nothing.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loadDemoCatalog, type DemoProduct } from './demo-catalog.ts';
import { seedDemoImages } from './demo-images.ts';

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);

/** A stable number in [0, 1) from a string. */
export function unit(s: string): number {
  return crypto.createHash('sha256').update(s).digest().readUInt32BE(0) / 2 ** 32;
}

export function productSlug(p: Pick<DemoProduct, 'name' | 'brand'>) {
  return slugify(`${p.name} ${p.brand}`);
}

export function searchTextOf(p: DemoProduct, brandName: string) {
  return [p.name, brandName, p.form, p.composition.map((c) => [c.ingredient, c.botanical].filter(Boolean).join(' ')).join(', '), p.indications].join(' | ');
}

/** Default trade discounts off MRP by buyer type and tier (operators change them). */
export const DEFAULT_TRADE_DISCOUNTS: Array<{ userType: number; base: number }> = [
  { userType: 2, base: 1800 }, // doctor
  { userType: 3, base: 2000 }, // clinic
  { userType: 4, base: 1000 }, // student
  { userType: 5, base: 2200 }, // retailer
  { userType: 6, base: 2500 }, // chemist
  { userType: 7, base: 3000 }, // doctor distributor
  { userType: 8, base: 3200 }, // chemist distributor
];
/** Each tier above website adds this much discount. */
export const TIER_STEP_BP = 150;

export async function seedDemoCatalog(database: Database, extra = 0): Promise<{ products: number }> {
  const { db } = database;
  const demo = loadDemoCatalog();
  return db.transaction(async (tx) => {
    for (const b of demo.brands) {
      await tx.execute(sql`INSERT INTO brands (slug, name, manufacturer, licence, description, no_nirog_money)
        VALUES (${b.slug}, ${b.name}, ${b.manufacturer}, ${b.licence}, ${b.description}, ${b.slug === 'kottakal'})
        ON CONFLICT (slug) DO NOTHING`);
    }
    for (const [i, c] of demo.categories.filter((c) => c.parent === null).concat(demo.categories.filter((c) => c.parent !== null)).entries()) {
      await tx.execute(sql`INSERT INTO categories (slug, name, parent_id, description, sort_order)
        VALUES (${c.slug}, ${c.name}, (SELECT id FROM categories WHERE slug = ${c.parent}), ${c.description}, ${i})
        ON CONFLICT (slug) DO NOTHING`);
    }
    const brandRows = (await tx.execute(sql`SELECT id, slug, name FROM brands`)) as unknown as { rows: Array<{ id: number; slug: string; name: string }> };
    const brandBySlug = new Map(brandRows.rows.map((b) => [b.slug, b]));
    const catRows = (await tx.execute(sql`SELECT id, slug FROM categories`)) as unknown as { rows: Array<{ id: number; slug: string }> };
    const catBySlug = new Map(catRows.rows.map((c) => [c.slug, Number(c.id)]));

    const all: DemoProduct[] = [...demo.products];
    // The benchmark asks for many more products: variants of the demo ones, marked as such in their names.
    for (let i = 0; i < extra; i++) {
      const base = demo.products[i % demo.products.length];
      all.push({ ...base, name: `${base.name} (lot ${Math.floor(i / demo.products.length) + 2}-${i})` });
    }

    const slugs = all.map(productSlug);
    // Products already in the database are not sent again (ON CONFLICT would leave them as they are anyway), so a
    // second run does not compute their search vectors only to discard them; their categories and packs are still
    // checked below.
    const existing = new Set(((await tx.execute(sql`SELECT slug FROM products`)) as unknown as { rows: Array<{ slug: string }> }).rows.map((r) => r.slug));

    const chunk = 500;
    for (let start = 0; start < all.length; start += chunk) {
      const part = all.slice(start, start + chunk);
      const partSlugs = slugs.slice(start, start + chunk);
      const values = part.flatMap((p, j) => {
        if (existing.has(partSlugs[j])) return [];
        const brand = brandBySlug.get(p.brand)!;
        const slug = partSlugs[j];
        return {
          slug,
          name: p.name,
          brand_id: Number(brand.id),
          medical_system: p.medicalSystem,
          kind: p.kind,
          form: p.form,
          composition: p.composition,
          indications: p.indications,
          dosage: p.dosage,
          contraindications: p.contraindications,
          description: p.description,
          reference: p.reference ?? null,
          prescription_required: p.prescriptionRequired,
          otc: p.otc,
          hsn_code: p.hsn,
          gst_rate_bp: p.gstRatePercent * 100,
          sold_count: Math.floor(unit(`sold:${slug}`) ** 2 * 900),
          search_text: searchTextOf(p, brand.name),
        };
      });
      const idBySlug = new Map<string, number>();
      if (values.length) {
        const inserted = (await tx.execute(sql`INSERT INTO products (slug, name, brand_id, medical_system, kind, form, composition, indications, dosage,
          contraindications, description, reference, prescription_required, otc, hsn_code, gst_rate_bp, sold_count, search_text)
        SELECT slug, name, brand_id, medical_system, kind, form, composition, indications, dosage, contraindications, description,
          reference, prescription_required, otc, hsn_code, gst_rate_bp, sold_count, search_text
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS x(slug text, name text, brand_id int, medical_system smallint,
          kind text, form text, composition jsonb, indications text, dosage text, contraindications text, description text,
          reference text, prescription_required boolean, otc boolean, hsn_code text, gst_rate_bp int, sold_count int, search_text text)
        ON CONFLICT (slug) DO NOTHING
        RETURNING id, slug`)) as unknown as { rows: Array<{ id: number; slug: string }> };
        for (const r of inserted.rows) idBySlug.set(r.slug, Number(r.id));
      }
      // Products that were there already (or that another process inserted meanwhile).
      const known = [...new Set(partSlugs.filter((s) => !idBySlug.has(s)))];
      if (known.length) {
        const idRows = (await tx.execute(sql`SELECT id, slug FROM products WHERE slug IN ${sql.raw(`(${known.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')})`)}`)) as unknown as {
          rows: Array<{ id: number; slug: string }>;
        };
        for (const r of idRows.rows) idBySlug.set(r.slug, Number(r.id));
      }
      const packs: Array<Record<string, unknown>> = [];
      const links: Array<{ product_id: number; category_id: number }> = [];
      for (const [j, p] of part.entries()) {
        const productId = idBySlug.get(partSlugs[j])!;
        for (const c of p.categories) {
          const categoryId = catBySlug.get(c);
          if (categoryId) links.push({ product_id: productId, category_id: categoryId });
        }
        p.packs.forEach((k, i) => {
          const sku = `NR-${productId}-${i + 1}`;
          // D2C price: 0-15 % off MRP, to the rupee.
          const off = Math.floor(unit(`price:${sku}`) * 16);
          const sale = Math.max(100, Math.floor((k.mrpPaise * (100 - off)) / 100 / 100) * 100);
          packs.push({ product_id: productId, label: k.label, sku, mrp_paise: k.mrpPaise, sale_price_paise: Math.min(sale, k.mrpPaise), sort_order: i });
        });
      }
      await tx.execute(sql`INSERT INTO product_categories (product_id, category_id)
        SELECT product_id, category_id FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS x(product_id int, category_id int)
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`INSERT INTO packages (product_id, label, sku, mrp_paise, sale_price_paise, sort_order)
        SELECT product_id, label, sku, mrp_paise, sale_price_paise, sort_order
        FROM jsonb_to_recordset(${JSON.stringify(packs)}::jsonb) AS x(product_id int, label text, sku text, mrp_paise int, sale_price_paise int, sort_order int)
        ON CONFLICT (sku) DO NOTHING`);
    }

    // A drawn pack shot for every product (decision 041): rows only, the pixels are drawn when first asked for.
    await seedDemoImages(tx);

    // Stock: about one pack in twelve is out of stock; the rest split between the two warehouses.
    await tx.execute(sql`INSERT INTO inventory (package_id, warehouse_id, quantity)
      SELECT k.id, w.id,
        CASE WHEN ('x' || substr(md5('stock:' || k.sku), 1, 8))::bit(32)::int % 12 = 0 THEN 0
             ELSE 5 + abs(('x' || substr(md5(w.id || ':' || k.sku), 1, 8))::bit(32)::int) % 120 END
      FROM packages k CROSS JOIN warehouses w
      ON CONFLICT DO NOTHING`);

    for (const { userType, base } of DEFAULT_TRADE_DISCOUNTS) {
      for (let tier = 0; tier <= 5; tier++) {
        await tx.execute(sql`INSERT INTO trade_discounts (user_type, tier, discount_bp) VALUES (${userType}, ${tier}, ${base + tier * TIER_STEP_BP}) ON CONFLICT DO NOTHING`);
      }
    }

    // Offers and deals: windows relative to now, so a demo started any day has live and upcoming deals.
    const [{ c }] = ((await tx.execute(sql`SELECT count(*)::int AS c FROM offers`)) as unknown as { rows: Array<{ c: number }> }).rows;
    if (Number(c) === 0) {
      await tx.execute(sql`INSERT INTO offers (slug, title, description, audience, starts_at, ends_at, weekday) VALUES
        ('sabse-sasta-sunday', 'Sabse Sasta Sunday', 'Every Sunday, our lowest prices of the week on everyday Ayurvedic essentials: churnas, oils and chyawanprash.', 'all', now() - interval '1 day', now() + interval '365 days', 0),
        ('clearance-sale', 'Clearance sale', 'Packs with shorter shelf life and older packaging at deep discounts, while stocks last. Every item is within its expiry date.', 'all', now() - interval '2 days', now() + interval '30 days', NULL),
        ('monsoon-wellness', 'Monsoon wellness week', 'Immunity and digestive care for the rainy season: Giloy, Trikatu, Sitopaladi and more.', 'all', now() - interval '1 day', now() + interval '6 days', NULL)`);
      // Top deals for everyone, clearance items, and trade deals live and upcoming.
      await tx.execute(sql`
        WITH ranked AS (SELECT k.id, row_number() OVER (ORDER BY md5('deal:' || k.sku)) AS r FROM packages k)
        INSERT INTO deals (package_id, offer_id, discount_bp, audience, starts_at, ends_at)
        SELECT id,
          CASE WHEN r <= 12 THEN (SELECT id FROM offers WHERE slug = 'sabse-sasta-sunday')
               WHEN r <= 24 THEN (SELECT id FROM offers WHERE slug = 'clearance-sale')
               WHEN r <= 32 THEN (SELECT id FROM offers WHERE slug = 'monsoon-wellness') ELSE NULL END,
          CASE WHEN r <= 12 THEN 1500 WHEN r <= 24 THEN 3000 WHEN r <= 32 THEN 1200 WHEN r <= 44 THEN 1000 ELSE 800 END,
          CASE WHEN r <= 44 THEN 'all' ELSE 'trade' END,
          CASE WHEN r <= 56 THEN now() - interval '1 hour' ELSE now() + interval '2 days' END,
          CASE WHEN r <= 12 THEN now() + interval '7 days' WHEN r <= 56 THEN now() + interval '3 days' ELSE now() + interval '5 days' END
        FROM ranked WHERE r <= 66`);
    }
    const [{ total }] = ((await tx.execute(sql`SELECT count(*)::int AS total FROM products`)) as unknown as { rows: Array<{ total: number }> }).rows;
    return { products: Number(total) };
  });
}
