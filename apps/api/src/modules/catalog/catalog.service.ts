/**
 * The medicine catalog: listing with every filter of spec section 7, full-text search with misspelling tolerance,
 * the product page, stock by delivery pincode, and prices for the buyer asking.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FREE_DELIVERY_THRESHOLD_PAISE, productPath, type PackageView, type ProductCard, type ProductSort } from '@nirog/shared/catalog';
export type { PackageView, ProductCard };
import { PAGING } from '@nirog/shared/constants';
import type { CategoryNode, CompositionLine } from '@nirog/shared/schemas/catalog';
import type { ProductImageView } from '@nirog/shared/schemas/catalog-admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { estimateDelivery, checkServiceability } from '../location/location.service.ts';
import { brands, categories, inventory, packages, productImages, products, tradeDiscounts } from './catalog.tables.ts';
import { dealAudience, priceFor, VISITOR, type Buyer } from './pricing.ts';
import { dictionaryOf, didYouMean, type Dictionary } from './spelling.ts';

export interface ListFilters {
  skip: number;
  limit: number;
  search?: string;
  brand?: string;
  category?: string;
  form?: string;
  medicalSystem?: number;
  bookmark?: boolean;
  deal?: boolean;
  otc?: boolean;
  topSelling?: boolean;
  doctorId?: number;
  cartTotal?: number;
  /** Only these products (offer pages). */
  ids?: number[];
  sort?: ProductSort;
}

type Row = Record<string, unknown>;
const rows = async (db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The buyer behind a session: type, tier and verification status decide prices. */
export async function buyerOf(db: Db, user: { id: number; userType: number; doctorCategory: number } | null | undefined): Promise<Buyer> {
  if (!user) return VISITOR;
  const [profile] = await db.select({ isVerified: doctorProfiles.isVerified }).from(doctorProfiles).where(eq(doctorProfiles.userId, user.id));
  return { userId: user.id, userType: user.userType, tier: user.doctorCategory, verificationStatus: user.userType === 1 ? 1 : (profile?.isVerified ?? 0) };
}

/** The public page of a product on sale (active, as on its product page), or null when there is none. */
export async function visibleProductPath(db: DbOrTx, productId: number): Promise<string | null> {
  const [p] = await db.select({ slug: products.slug }).from(products).where(and(eq(products.id, productId), eq(products.active, true))).limit(1);
  return p ? productPath(p.slug) : null;
}

/** Products on sale whose search text holds one of these words (related medicines of an article): best selling first. */
export async function productsMentioning(db: DbOrTx, words: readonly string[], limit: number) {
  const clean = [...new Set(words.map((w) => w.toLowerCase().replace(/[^a-z0-9 ]/g, '').trim()).filter((w) => w.length >= 3))];
  if (!clean.length) return [];
  const tsq = sql.join(clean.map((w) => sql`plainto_tsquery('english', ${w})`), sql` || `);
  const found = await rows(db, sql`SELECT p.slug, p.name, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id
    WHERE p.active AND p.search_vector @@ (${tsq}) ORDER BY p.sold_count DESC, p.id LIMIT ${limit}`);
  return found.map((r) => ({ name: String(r.name), brand: String(r.brand), path: productPath(String(r.slug)) }));
}

/** Each product's first picture (cart, checkout and order rows show it as a thumbnail). */
export async function picturesOf(db: DbOrTx, productIds: number[]): Promise<Map<number, ProductImageView>> {
  const ids = [...new Set(productIds.map(Number))];
  const out = new Map<number, ProductImageView>();
  if (!ids.length) return out;
  const found = await rows(
    db,
    sql`SELECT DISTINCT ON (i.product_id) i.product_id, i.id, i.alt, i.widths FROM product_images i
        WHERE i.product_id IN ${sql.raw(`(${ids.join(',')})`)} ORDER BY i.product_id, i.position, i.created_at`,
  );
  for (const r of found) out.set(Number(r.product_id), { id: String(r.id), alt: String(r.alt), widths: (r.widths as number[]).map(Number) });
  return out;
}

/** How long a listing's matching products are kept (prices, stock and bookmarks are never cached). */
export const LISTING_TTL_MS = 30_000;
const LISTING_CACHE_MAX = 500;

/** How long the spelling dictionary is kept (a back-office write drops it at once in this process). */
const DICTIONARY_TTL_MS = 10 * 60_000;

/** The words of a search, for matching names: letters or digits only (so they are safe inside an ILIKE pattern). */
const wordsOf = (s: string) => (s.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).slice(0, 8);

export function createCatalogService(db: Db) {
  let dictionary: { value: Promise<Dictionary>; until: number } | null = null;
  /** Every word of the active products' search text with how many products use it (spelling.ts). */
  function words(): Promise<Dictionary> {
    if (dictionary && dictionary.until > Date.now()) return dictionary.value;
    const value = rows(
      db,
      sql`SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM products WHERE active') WHERE word ~ '^[a-z]{3,}$'`,
    ).then((found) => dictionaryOf(found.map((r) => ({ word: String(r.word), ndoc: Number(r.ndoc) }))));
    dictionary = { value, until: Date.now() + DICTIONARY_TTL_MS };
    value.catch(() => (dictionary = null));
    return value;
  }

  const listingCache = new Map<string, { found: Row[]; total: number; until: number }>();
  function remember(key: string, value: { found: Row[]; total: number; until: number }) {
    listingCache.delete(key);
    listingCache.set(key, value);
    // Oldest first out: a Map keeps insertion order.
    while (listingCache.size > LISTING_CACHE_MAX) listingCache.delete(listingCache.keys().next().value!);
  }

  /** Packs of these products with stock, deals and this buyer's prices. */
  /** Each product's packs priced for the buyer; `available` (stock capped at 10) is sent on the product page only. */
  async function packsFor(productIds: number[], buyer: Buyer): Promise<Map<number, Array<PackageView & { available: number }>>> {
    const out = new Map<number, Array<PackageView & { available: number }>>();
    if (productIds.length === 0) return out;
    const audience = dealAudience(buyer);
    const packRows = await rows(
      db,
      sql`SELECT k.id, k.product_id, k.label, k.sku, k.mrp_paise, k.sale_price_paise,
            COALESCE((SELECT sum(i.quantity) FROM inventory i WHERE i.package_id = k.id), 0)::int AS stock,
            (SELECT max(d.discount_bp) FROM deals d WHERE d.package_id = k.id AND now() >= d.starts_at AND now() < d.ends_at
               AND d.audience IN ('all', ${audience})) AS deal_bp,
            (SELECT pp.price_paise FROM package_prices pp WHERE pp.package_id = k.id AND pp.user_type = ${buyer.userType ?? 0} AND pp.tier = ${buyer.tier}) AS fixed_trade
          FROM packages k
          WHERE k.product_id IN ${sql.raw(`(${productIds.map(Number).join(',')})`)} AND k.active
          ORDER BY k.product_id, k.sort_order, k.id`,
    );
    let discountBp: number | null = null;
    if (buyer.userType && buyer.userType !== 1) {
      const [d] = await db
        .select({ bp: tradeDiscounts.discountBp })
        .from(tradeDiscounts)
        .where(and(eq(tradeDiscounts.userType, buyer.userType), eq(tradeDiscounts.tier, buyer.tier)));
      discountBp = d?.bp ?? null;
    }
    for (const r of packRows) {
      const price = priceFor(buyer, {
        mrpPaise: Number(r.mrp_paise),
        salePricePaise: Number(r.sale_price_paise),
        fixedTradePaise: r.fixed_trade == null ? null : Number(r.fixed_trade),
        tradeDiscountBp: discountBp,
        dealBp: r.deal_bp == null ? null : Number(r.deal_bp),
      });
      const list = out.get(Number(r.product_id)) ?? [];
      list.push({ id: Number(r.id), label: String(r.label), sku: String(r.sku), inStock: Number(r.stock) > 0, available: Math.min(Number(r.stock), 10), ...price });
      out.set(Number(r.product_id), list);
    }
    return out;
  }

  async function categoryWithChildren(idOrSlug: string): Promise<number[]> {
    const cat = /^\d+$/.test(idOrSlug) ? sql`id = ${Number(idOrSlug)}` : sql`slug = ${idOrSlug}`;
    const found = await rows(db, sql`SELECT id FROM categories WHERE ${cat} OR parent_id IN (SELECT id FROM categories WHERE ${cat})`);
    return found.map((r) => Number(r.id));
  }

  /**
   * Relevance in three bands, then by text rank and name likeness: (0) the name and brand hold every word searched
   * (as typed or as corrected), (1) the name holds one of them or looks like the search, (2) the rest (a match in the
   * ingredients or uses only). So "aswagandha" lists the Ashwagandha products before those that only contain it.
   */
  function relevance(q: string, fix: string | null) {
    const spellings = [wordsOf(q), ...(fix ? [wordsOf(fix)] : [])].filter((w) => w.length);
    const holdsAll = spellings.map((ws) => sql`(${sql.join(ws.map((w) => sql`(p.name || ' ' || b.name) ILIKE ${`%${w}%`}`), sql` AND `)})`);
    const long = [...new Set(spellings.flat().filter((w) => w.length >= 4))];
    const holdsOne = long.map((w) => sql`p.name ILIKE ${`%${w}%`}`);
    const looksLike = sql`greatest(word_similarity(${q}, p.name), ${fix ? sql`word_similarity(${fix}, p.name)` : sql`0`})`;
    const tsq = sql`websearch_to_tsquery('english', ${fix ?? q})`;
    const band = sql`CASE WHEN ${holdsAll.length ? sql.join(holdsAll, sql` OR `) : sql`false`} THEN 0
      WHEN ${sql.join([...holdsOne, sql`${looksLike} >= 0.6`], sql` OR `)} THEN 1 ELSE 2 END`;
    return sql`${band}, ts_rank(p.search_vector, ${tsq}) + ${looksLike} DESC, p.sold_count DESC, p.id`;
  }

  async function list(filters: ListFilters, buyer: Buyer) {
    const where: SQL[] = [sql`p.active`];
    const q = filters.search?.trim().slice(0, 100);
    // A misspelt word is searched as typed and as corrected ("aswagandha" finds every Ashwagandha product), and the
    // correction is offered as "did you mean".
    const fix = q ? didYouMean(await words(), q) : null;
    const matches = (s: string) => sql`(p.search_vector @@ websearch_to_tsquery('english', ${s}) OR ${s} <% p.name)`;
    if (q) where.push(fix ? sql`(${matches(q)} OR ${matches(fix)})` : matches(q));
    if (filters.brand) where.push(/^\d+$/.test(filters.brand) ? sql`b.id = ${Number(filters.brand)}` : sql`b.slug = ${filters.brand}`);
    if (filters.category) {
      // The category and its children, resolved first: with literal ids the planner estimates the match well.
      const ids = await categoryWithChildren(filters.category);
      where.push(ids.length ? sql`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN ${sql.raw(`(${ids.join(',')})`)})` : sql`false`);
    }
    if (filters.ids) where.push(filters.ids.length ? sql.raw(`p.id IN (${filters.ids.map(Number).join(',')})`) : sql`false`);
    if (filters.form) where.push(sql`p.form = ${filters.form}`);
    if (filters.medicalSystem) where.push(sql`p.medical_system = ${filters.medicalSystem}`);
    if (filters.otc) where.push(sql`p.otc`);
    if (filters.bookmark) where.push(sql`EXISTS (SELECT 1 FROM bookmarks bm WHERE bm.product_id = p.id AND bm.user_id = ${buyer.userId})`);
    if (filters.doctorId) where.push(sql`EXISTS (SELECT 1 FROM bookmarks bm WHERE bm.product_id = p.id AND bm.user_id = ${filters.doctorId})`);
    if (filters.deal) {
      where.push(sql`EXISTS (SELECT 1 FROM deals d JOIN packages k ON k.id = d.package_id WHERE k.product_id = p.id
                       AND now() >= d.starts_at AND now() < d.ends_at AND d.audience IN ('all', ${dealAudience(buyer)}))`);
    }
    if (filters.topSelling) where.push(sql`p.sold_count > 0`);
    if (filters.cartTotal !== undefined) {
      // Add-ons that bring the cart to free delivery.
      const gap = Math.max(0, FREE_DELIVERY_THRESHOLD_PAISE - filters.cartTotal);
      where.push(sql`p.min_price_paise <= ${gap}`);
    }
    const sort = filters.sort ?? (q ? 'relevance' : filters.topSelling ? 'popular' : 'popular');
    const minPrice = sql`p.min_price_paise`;
    const order = {
      relevance: q ? relevance(q, fix) : sql`p.sold_count DESC, p.id`,
      popular: sql`p.sold_count DESC, p.id`,
      price_asc: sql`${minPrice} ASC NULLS LAST, p.id`,
      price_desc: sql`${minPrice} DESC NULLS LAST, p.id`,
      name: sql`p.name ASC, p.id`,
      newest: sql`p.created_at DESC, p.id DESC`,
    }[sort];
    // The page and the total as two queries: a page sorted by an indexed column stops early, which one query that
    // also counts every match cannot do. Listings that are the same for every buyer are kept for a short while:
    // which products match changes rarely, while prices, stock and bookmarks below are read fresh on every request.
    const condition = sql.join(where, sql` AND `);
    const personal = !!(filters.bookmark || filters.doctorId);
    const key = personal ? null : JSON.stringify({ ...filters, audience: filters.deal ? dealAudience(buyer) : undefined });
    const cached = key ? listingCache.get(key) : undefined;
    let found: Row[];
    let total: number;
    if (cached && cached.until > Date.now()) {
      ({ found, total } = cached);
    } else {
      const [page, counted] = await Promise.all([
        rows(
          db,
          sql`SELECT p.id, p.slug, p.name, p.form, p.kind, p.otc, p.prescription_required, p.images,
                     b.slug AS brand_slug, b.name AS brand_name, b.no_nirog_money,
                     (SELECT json_build_object('id', i.id, 'alt', i.alt, 'widths', i.widths) FROM product_images i
                       WHERE i.product_id = p.id ORDER BY i.position, i.created_at LIMIT 1) AS picture
              FROM products p JOIN brands b ON b.id = p.brand_id
              WHERE ${condition}
              ORDER BY ${order}
              LIMIT ${filters.limit} OFFSET ${filters.skip}`,
        ),
        rows(db, sql`SELECT count(*)::int AS n FROM products p JOIN brands b ON b.id = p.brand_id WHERE ${condition}`),
      ]);
      found = page;
      total = Number(counted[0].n);
      if (key) remember(key, { found, total, until: Date.now() + LISTING_TTL_MS });
    }
    const ids = found.map((r) => Number(r.id));
    const marked = new Set<number>();
    if (buyer.userId && ids.length) {
      for (const r of await rows(db, sql`SELECT product_id FROM bookmarks WHERE user_id = ${buyer.userId} AND product_id IN ${sql.raw(`(${ids.join(',')})`)}`)) {
        marked.add(Number(r.product_id));
      }
    }
    const packs = await packsFor(found.map((r) => Number(r.id)), buyer);
    const items: ProductCard[] = found.map((r) => ({
      id: Number(r.id),
      slug: String(r.slug),
      name: String(r.name),
      brand: { slug: String(r.brand_slug), name: String(r.brand_name), noNirogMoney: !!r.no_nirog_money },
      form: String(r.form),
      kind: String(r.kind),
      otc: !!r.otc,
      prescriptionRequired: !!r.prescription_required,
      image: (r.images as string[] | null)?.[0] ?? null,
      picture: (typeof r.picture === 'string' ? JSON.parse(r.picture) : r.picture) as ProductCard['picture'],
      packages: packs.get(Number(r.id)) ?? [],
      bookmarked: marked.has(Number(r.id)),
    }));
    return { items, total, skip: filters.skip, limit: filters.limit, didYouMean: fix };
  }

  async function detail(slug: string, buyer: Buyer) {
    const [p] = await db
      .select({ product: products, brand: brands })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.slug, slug), eq(products.active, true)))
      .limit(1);
    if (!p) throw AppError.of('not_found', 'error.notFound');
    const cats = await rows(
      db,
      sql`SELECT c.id, c.slug, c.name, c.parent_id FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ${p.product.id} ORDER BY c.parent_id NULLS FIRST, c.name`,
    );
    const packs = (await packsFor([p.product.id], buyer)).get(p.product.id) ?? [];
    const pictures = await db
      .select({ id: productImages.id, alt: productImages.alt, widths: productImages.widths })
      .from(productImages)
      .where(eq(productImages.productId, p.product.id))
      .orderBy(productImages.position, productImages.createdAt);
    const bookmarked = buyer.userId
      ? (await rows(db, sql`SELECT 1 FROM bookmarks WHERE user_id = ${buyer.userId} AND product_id = ${p.product.id}`)).length > 0
      : false;
    const x = p.product;
    return {
      id: x.id,
      slug: x.slug,
      name: x.name,
      brand: { slug: p.brand.slug, name: p.brand.name, manufacturer: p.brand.manufacturer, licence: p.brand.licence, noNirogMoney: p.brand.noNirogMoney },
      medicalSystem: x.medicalSystem,
      kind: x.kind,
      form: x.form,
      // jsonb: written by the seed and the back office in this shape (packages/shared/src/schemas/catalog.ts).
      composition: x.composition as CompositionLine[],
      indications: x.indications,
      dosage: x.dosage,
      contraindications: x.contraindications,
      description: x.description,
      reference: x.reference,
      prescriptionRequired: x.prescriptionRequired,
      otc: x.otc,
      hsnCode: x.hsnCode,
      gstRatePercent: x.gstRateBp / 100,
      images: x.images,
      pictures,
      metaTitle: x.metaTitle,
      metaDescription: x.metaDescription,
      categories: cats.map((c) => ({ id: Number(c.id), slug: String(c.slug), name: String(c.name) })),
      packages: packs,
      bookmarked,
    };
  }

  /** Stock of one pack for a delivery pincode: any warehouse may ship; delivery is estimated from the nearest. */
  async function packageInventory(packageId: number, pincode: string | undefined) {
    const [pack] = await db.select().from(packages).where(and(eq(packages.id, packageId), eq(packages.active, true)));
    if (!pack) throw AppError.of('not_found', 'error.notFound');
    const [stock] = await db.select({ n: sql<number>`coalesce(sum(${inventory.quantity}), 0)::int` }).from(inventory).where(eq(inventory.packageId, packageId));
    const inStock = Number(stock.n) > 0;
    if (!pincode) return { packageId, inStock, available: Math.min(Number(stock.n), 10), pincode: null, serviceable: null, delivery: null };
    const service = await checkServiceability(db, pincode);
    if (!service) throw AppError.field('pincode', 'Enter your Valid 6 digit Pin Code.');
    const delivery = service.serviceable && inStock ? await estimateDelivery(db, pincode) : null;
    return {
      packageId,
      inStock,
      // Shown as "only N left" below 10; exact counts are not published.
      available: Math.min(Number(stock.n), 10),
      pincode,
      serviceable: service.serviceable,
      codAvailable: service.codAvailable,
      delivery: delivery ? { minDays: delivery.minDays, maxDays: delivery.maxDays } : null,
    };
  }

  async function suggest(q: string, limit = 8) {
    const term = q.trim().slice(0, 60);
    if (term.length < 2) return [];
    const found = await rows(
      db,
      sql`SELECT p.slug, p.name, b.name AS brand FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.active AND (p.search_vector @@ websearch_to_tsquery('english', ${term}) OR ${term} <% p.name OR p.name ILIKE ${term.replace(/[%_\\]/g, '') + '%'})
          ORDER BY (p.name ILIKE ${term.replace(/[%_\\]/g, '') + '%'}) DESC, word_similarity(${term}, p.name) DESC, p.sold_count DESC
          LIMIT ${limit}`,
    );
    return found.map((r) => ({ slug: String(r.slug), name: String(r.name), brand: String(r.brand) }));
  }

  /** The tree with its counts, kept like a listing (LISTING_TTL_MS, dropped by forgetListings): every page asks for it. */
  let tree: { value: Promise<CategoryNode[]>; until: number } | null = null;
  function categoryTree(): Promise<CategoryNode[]> {
    if (tree && tree.until > Date.now()) return tree.value;
    const value = readCategoryTree();
    tree = { value, until: Date.now() + LISTING_TTL_MS };
    value.catch(() => (tree = null));
    return value;
  }

  async function readCategoryTree() {
    const all = await db.select().from(categories).orderBy(categories.sortOrder, categories.name);
    const counts = await rows(db, sql`SELECT pc.category_id, count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id AND p.active GROUP BY pc.category_id`);
    const n = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
    const node = (c: (typeof all)[number]) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description, productCount: n.get(c.id) ?? 0 });
    return all.filter((c) => c.parentId == null).map((root) => ({ ...node(root), children: all.filter((c) => c.parentId === root.id).map(node) }));
  }

  async function brandList() {
    const found = await rows(db, sql`SELECT b.id, b.slug, b.name, b.manufacturer, count(p.id)::int AS products FROM brands b LEFT JOIN products p ON p.brand_id = b.id AND p.active GROUP BY b.id ORDER BY b.name`);
    return found.map((b) => ({ id: Number(b.id), slug: String(b.slug), name: String(b.name), manufacturer: String(b.manufacturer), productCount: Number(b.products) }));
  }

  async function brand(slug: string) {
    const [b] = await db.select().from(brands).where(eq(brands.slug, slug));
    if (!b) throw AppError.of('not_found', 'error.notFound');
    return b;
  }

  /** Drops the kept listings (after a back-office write, so a new or changed product shows at once in this process). */
  const forgetListings = () => {
    listingCache.clear();
    dictionary = null;
    tree = null;
  };

  return { list, detail, packageInventory, suggest, categoryTree, brandList, brand, packsFor, forgetListings };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export const clampLimit = (limit: number | undefined) => Math.min(Math.max(1, limit ?? PAGING.defaultLimit), PAGING.maxLimit);
