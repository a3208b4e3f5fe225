/** Commerce: products and inventory calls (spec section 7), bookmarks, notify-me, brands, categories, offers, deals. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, entityId, PG_INT_MAX, slugOrId } from '@nirog/shared/schemas/fields';
import { PRODUCT_SORTS } from '@nirog/shared/catalog';
import { PAGING } from '@nirog/shared/constants';
import type { Db } from '../../db/client.ts';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { accessMap, requireWriteAccess } from '../identity/access.service.ts';
import { bookmarks, deals, offers, packages, products, stockAlerts } from './catalog.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { buyerOf, type CatalogService, type ListFilters } from './catalog.service.ts';
import type { UserRow } from '../identity/users.service.ts';
import { dealAudience } from './pricing.ts';

const tags = ['Products'];
const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).transform((v) => v === '1' || v === 'true');

const productQuery = z.object({
  skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
  search: z.string().max(100).optional(),
  brand: slugOrId(80).optional(),
  category: slugOrId(80).optional(),
  form: z.string().max(24).optional(),
  medicalSystem: z.coerce.number().int().min(1).max(6).optional(),
  bookmark: flag.optional(),
  userType: z.coerce.number().int().min(1).max(8).optional(),
  deal: flag.optional(),
  reseller: flag.optional(),
  doctorId: entityIdParam.optional(),
  otc: flag.optional(),
  topSelling: flag.optional(),
  frequentlyOrdered: flag.optional(),
  memberPatient: entityIdParam.optional(),
  cartTotal: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  sort: z.enum(PRODUCT_SORTS.map((s) => s.code) as [string, ...string[]]).optional(),
});

/** The partner module's listing for `reseller` (decision 070): retail listing plus partner price and commission. */
export interface ResellerListing {
  list(user: UserRow, filters: ListFilters, memberPatient: number | undefined): ReturnType<CatalogService['list']>;
}

export async function catalogRoutes(app: FastifyInstance, { db, catalog, reseller }: { db: Db; catalog: CatalogService; reseller?: ResellerListing }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const buyer = (request: FastifyRequest) => buyerOf(db, request.auth?.user ?? null);

  r.get('/pub/v3/products', {
    schema: { response: responsesOf('GET /pub/v3/products'),
      tags,
      summary: 'Products with filters (skip, limit ≤ 100, search, brand, category, bookmark, userType, deal, reseller, doctorId, OTC, topSelling, frequentlyOrdered, memberPatient, cartTotal), priced for the caller.',
      querystring: productQuery,
    },
  }, async (request) => {
    const f = request.query;
    const user = request.auth?.user ?? null;
    // Filters a caller is not entitled to are refused, never silently widened.
    if (f.userType !== undefined && f.userType !== (user?.userType ?? 1)) throw AppError.of('forbidden', 'error.forbidden');
    if ((f.bookmark || f.frequentlyOrdered || f.reseller || f.memberPatient !== undefined) && !user) throw AppError.of('unauthenticated', 'error.unauthenticated');
    if (f.doctorId !== undefined && f.doctorId !== user?.id) throw AppError.of('forbidden', 'error.forbidden');
    if (f.reseller && user && (await accessMap(db, user)).NirogPartner !== 1) throw AppError.of('forbidden', 'error.forbidden');
    // memberPatient (one of the partner's patients) goes with reseller: that patient's cart is shown with the prices.
    if (f.memberPatient !== undefined && !f.reseller) throw AppError.of('forbidden', 'error.forbidden');
    if (f.reseller && user && reseller) {
      const filters = { skip: f.skip, limit: f.limit, search: f.search, brand: f.brand, category: f.category, form: f.form, medicalSystem: f.medicalSystem, deal: f.deal, otc: f.otc, topSelling: f.topSelling, sort: f.sort as never };
      return ok(await reseller.list(user, filters, f.memberPatient));
    }
    const b = await buyer(request);
    // Frequently ordered: the products of this buyer's orders that were not cancelled.
    const ordered = f.frequentlyOrdered && user
      ? (
          await db
            .selectDistinct({ id: orderItems.productId })
            .from(orderItems)
            .innerJoin(orders, eq(orders.id, orderItems.orderId))
            .where(and(eq(orders.userId, user.id), ne(orders.status, 'cancelled')))
        ).map((r) => r.id)
      : undefined;
    const result = await catalog.list(
      {
        skip: f.skip,
        limit: f.limit,
        search: f.search,
        brand: f.brand,
        category: f.category,
        form: f.form,
        medicalSystem: f.medicalSystem,
        bookmark: f.bookmark,
        deal: f.deal,
        otc: f.otc,
        topSelling: f.topSelling,
        ids: ordered,
        doctorId: f.doctorId,
        cartTotal: f.cartTotal,
        sort: f.sort as never,
      },
      b,
    );
    return ok(result);
  });

  r.get('/pub/v1/products/suggest', { schema: { response: responsesOf('GET /pub/v1/products/suggest'), tags, summary: 'As-you-type suggestions.', querystring: z.object({ q: z.string().max(60) }) } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok(await catalog.suggest(request.query.q));
  });

  r.get('/v0/products/:slug', { config: PUBLIC_ROUTE, schema: { response: responsesOf('GET /v0/products/:slug'), tags, summary: 'A product page: composition, uses, dosage, pack sizes with prices for the caller.', params: z.object({ slug: z.string().max(160) }) } }, async (request) =>
    ok(await catalog.detail(request.params.slug, await buyer(request))),
  );
  r.get('/pub/v0/products/:slug', { schema: { response: responsesOf('GET /pub/v0/products/:slug'), tags, hide: true, params: z.object({ slug: z.string().max(160) }) } }, async (request) =>
    ok(await catalog.detail(request.params.slug, await buyer(request))),
  );

  r.get('/v3/products/:packageId/inventory', { config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /v3/products/:packageId/inventory'), tags, summary: 'Stock of a pack for a delivery pincode, with serviceability and delivery estimate.', params: z.object({ packageId: entityIdParam }), querystring: z.object({ pincode: z.string().max(6).optional() }) },
  }, async (request) => ok(await catalog.packageInventory(request.params.packageId, request.query.pincode)));

  r.get('/pub/v1/categories', { schema: { response: responsesOf('GET /pub/v1/categories'), tags, summary: 'The category tree with product counts.' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(await catalog.categoryTree());
  });
  r.get('/pub/v1/brands', { schema: { response: responsesOf('GET /pub/v1/brands'), tags, summary: 'Brands with product counts.' } }, async () => ok(await catalog.brandList()));
  r.get('/pub/v1/brands/:slug', { schema: { response: responsesOf('GET /pub/v1/brands/:slug'), tags, summary: 'One brand.', params: z.object({ slug: z.string().max(80) }) } }, async (request) => ok(await catalog.brand(request.params.slug)));

  // Bookmarks
  r.post('/v1/bookmarks', { schema: { response: responsesOf('POST /v1/bookmarks'), tags: ['Bookmarks'], summary: 'Bookmark a product.', body: z.strictObject({ productId: entityId }) } }, async (request, reply) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, request.body.productId), eq(products.active, true)));
    if (!p) throw AppError.of('not_found', 'error.notFound');
    await db.insert(bookmarks).values({ userId: user.id, productId: p.id }).onConflictDoNothing();
    reply.status(201);
    return ok({ productId: p.id, bookmarked: true }, 'Saved to your bookmarks');
  });
  r.delete('/v1/bookmarks/:productId', { schema: { response: responsesOf('DELETE /v1/bookmarks/:productId'), tags: ['Bookmarks'], summary: 'Remove a bookmark.', params: z.object({ productId: entityIdParam }) } }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    await db.delete(bookmarks).where(and(eq(bookmarks.userId, user.id), eq(bookmarks.productId, request.params.productId)));
    return ok({ productId: request.params.productId, bookmarked: false }, 'Removed from your bookmarks');
  });

  // Notify me when back in stock
  r.post('/v1/stock-alerts', { schema: { response: responsesOf('POST /v1/stock-alerts'), tags: ['Bookmarks'], summary: 'Ask to be told when an out-of-stock pack is back.', body: z.strictObject({ packageId: entityId }) } }, async (request, reply) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    const [pack] = await db.select({ id: packages.id }).from(packages).where(and(eq(packages.id, request.body.packageId), eq(packages.active, true)));
    if (!pack) throw AppError.of('not_found', 'error.notFound');
    const inv = await catalog.packageInventory(pack.id, undefined);
    if (inv.inStock) throw AppError.of('conflict', 'error.packInStock');
    await db.insert(stockAlerts).values({ userId: user.id, packageId: pack.id }).onConflictDoNothing();
    reply.status(201);
    return ok({ packageId: pack.id, subscribed: true }, "We'll tell you by SMS when it is back in stock.");
  });
  r.get('/v1/stock-alerts', { schema: { response: responsesOf('GET /v1/stock-alerts'), tags: ['Bookmarks'], summary: 'My open back-in-stock requests.' } }, async (request) => {
    const { user } = requireUser(request);
    const open = await db.select({ packageId: stockAlerts.packageId, createdAt: stockAlerts.createdAt }).from(stockAlerts).where(and(eq(stockAlerts.userId, user.id), isNull(stockAlerts.notifiedAt)));
    return ok({ items: open, total: open.length });
  });

  // Offers and deals
  r.get('/pub/v1/offers', { schema: { response: responsesOf('GET /pub/v1/offers'), tags: ['Offers'], summary: 'Current offers.' } }, async (request) => {
    const audience = dealAudience(await buyer(request));
    const found = await db
      .select()
      .from(offers)
      .where(sql`${offers.endsAt} > now() AND ${offers.audience} IN ('all', ${audience})`)
      .orderBy(offers.startsAt);
    return ok({ items: found, total: found.length });
  });
  r.get('/pub/v1/offers/:slug', { schema: { response: responsesOf('GET /pub/v1/offers/:slug'), tags: ['Offers'], summary: 'One offer and its deals.', params: z.object({ slug: z.string().max(80) }) } }, async (request) => {
    const [offer] = await db.select().from(offers).where(eq(offers.slug, request.params.slug));
    if (!offer) throw AppError.of('not_found', 'error.notFound');
    const b = await buyer(request);
    const productIds = (
      await db.selectDistinct({ id: packages.productId }).from(deals).innerJoin(packages, eq(packages.id, deals.packageId)).where(eq(deals.offerId, offer.id))
    ).map((x) => x.id);
    const items = productIds.length ? (await catalog.list({ skip: 0, limit: 100, sort: 'popular', ids: productIds }, b)).items : [];
    return ok({ offer, items, total: items.length });
  });
  r.get('/v1/deals', {
    schema: { response: responsesOf('GET /v1/deals'), tags: ['Offers'], summary: 'Live or upcoming deals for trade buyers, with their time windows.', querystring: z.object({ when: z.enum(['live', 'upcoming']).default('live') }) },
  }, async (request) => {
    const { user } = requireUser(request);
    if (user.userType === 1) throw AppError.of('forbidden', 'error.forbidden');
    const live = request.query.when === 'live';
    const found = await db.execute(sql`
      SELECT d.id, d.discount_bp, d.starts_at, d.ends_at, d.audience, k.id AS package_id, k.label, p.slug, p.name, b.name AS brand
      FROM deals d JOIN packages k ON k.id = d.package_id JOIN products p ON p.id = k.product_id JOIN brands b ON b.id = p.brand_id
      WHERE d.audience IN ('all', 'trade') AND ${live ? sql`now() >= d.starts_at AND now() < d.ends_at` : sql`d.starts_at > now()`}
      ORDER BY ${live ? sql`d.ends_at` : sql`d.starts_at`}, d.id LIMIT 100`);
    const items = (found as unknown as { rows: Record<string, unknown>[] }).rows.map((d) => ({
      id: Number(d.id),
      discountPercent: Number(d.discount_bp) / 100,
      startsAt: new Date(String(d.starts_at)).toISOString(),
      endsAt: new Date(String(d.ends_at)).toISOString(),
      packageId: Number(d.package_id),
      label: String(d.label),
      product: { slug: String(d.slug), name: String(d.name), brand: String(d.brand) },
    }));
    return ok({ items, total: items.length });
  });

  r.get('/pub/v1/catalog/sitemap', { schema: { response: responsesOf('GET /pub/v1/catalog/sitemap'), tags, summary: 'Every public catalog URL part, for the sitemap.' } }, async (_request, reply) => {
    const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const [productRows, brandRows, categoryRows, offerRows] = await Promise.all([
      q(sql`SELECT slug, updated_at FROM products WHERE active ORDER BY id`),
      q(sql`SELECT slug FROM brands ORDER BY id`),
      q(sql`SELECT id, slug FROM categories ORDER BY id`),
      q(sql`SELECT slug FROM offers WHERE ends_at > now() ORDER BY id`),
    ]);
    reply.header('cache-control', 'public, max-age=600');
    return ok({
      products: productRows.map((r) => ({ slug: String(r.slug), updatedAt: new Date(String(r.updated_at)).toISOString() })),
      brands: brandRows.map((r) => String(r.slug)),
      categories: categoryRows.map((r) => ({ id: Number(r.id), slug: String(r.slug) })),
      offers: offerRows.map((r) => String(r.slug)),
    });
  });
  // Operators' trade discounts, deals and offers: prices-admin.routes.ts.
}
