/**
 * The back office's offers and deals (issue 18 part 4, decision 036). What always holds:
 * - every write is one transaction with its audit entry ('offer' or 'deal', whole rows before and after);
 * - a slug is unique (the table's unique index decides a race; the loser gets a field error, nothing saved);
 * - ending a deal moves its end to now; a deal is never deleted, so orders and the audit keep pointing at it;
 * - public pages read offers and deals on every request and the visitor page cache is told by the tables' triggers
 *   (0019), so an edit shows on the next page view.
 */
import { and, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import type { z } from 'zod';
import type { DealAdminItem, dealBody, dealListQuery, OfferAdminItem, offerBody, offerListQuery } from '@nirog/shared/schemas/prices-admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { deals, offers, packages, products } from './catalog.tables.ts';

type OfferInput = z.output<typeof offerBody>;
type DealInput = z.output<typeof dealBody>;
type OfferQuery = z.output<typeof offerListQuery>;
type DealQuery = z.output<typeof dealListQuery>;

function stateAt(startsAt: Date, endsAt: Date, at: Date): 'live' | 'upcoming' | 'ended' {
  if (at < startsAt) return 'upcoming';
  return at < endsAt ? 'live' : 'ended';
}

function windowFilter(table: typeof deals | typeof offers, state: 'live' | 'upcoming' | 'ended' | undefined, at: Date): SQL | undefined {
  if (state === 'upcoming') return gt(table.startsAt, at);
  if (state === 'live') return and(lte(table.startsAt, at), gt(table.endsAt, at));
  if (state === 'ended') return lte(table.endsAt, at);
  return undefined;
}

const dealColumns = {
  id: deals.id,
  packageId: deals.packageId,
  offerId: deals.offerId,
  discountBp: deals.discountBp,
  maxPerOrder: deals.maxPerOrder,
  audience: deals.audience,
  startsAt: deals.startsAt,
  endsAt: deals.endsAt,
  offerTitle: offers.title,
  sku: packages.sku,
  label: packages.label,
  mrpPaise: packages.mrpPaise,
  salePricePaise: packages.salePricePaise,
  productName: products.name,
  productSlug: products.slug,
};

export function createOffersAdmin({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const dealQuery = (q: DbOrTx) =>
    q
      .select(dealColumns)
      .from(deals)
      .innerJoin(packages, eq(packages.id, deals.packageId))
      .innerJoin(products, eq(products.id, packages.productId))
      .leftJoin(offers, eq(offers.id, deals.offerId));

  const dealView = (r: Awaited<ReturnType<ReturnType<typeof dealQuery>['execute']>>[number], at = now()): DealAdminItem => ({
    id: r.id,
    package: { id: r.packageId, sku: r.sku, label: r.label, mrpPaise: r.mrpPaise, salePricePaise: r.salePricePaise, productName: r.productName, productSlug: r.productSlug },
    offerId: r.offerId,
    offerTitle: r.offerTitle,
    discountBp: r.discountBp,
    maxPerOrder: r.maxPerOrder,
    audience: r.audience,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    state: stateAt(r.startsAt, r.endsAt, at),
  });

  async function getDeal(id: number, q: DbOrTx = db): Promise<DealAdminItem> {
    const [row] = await dealQuery(q).where(eq(deals.id, id));
    if (!row) throw AppError.of('not_found', 'error.notFound');
    return dealView(row);
  }

  async function findDeals(query: DealQuery) {
    const at = now();
    const where = and(
      windowFilter(deals, query.state, at),
      query.offerId ? eq(deals.offerId, query.offerId) : undefined,
      searchOf(query.q, [packages.sku, products.name, offers.title]),
    );
    const order = orderOf(query.sort, query.dir, { startsAt: deals.startsAt, endsAt: deals.endsAt, discount: deals.discountBp, id: deals.id }, deals.id);
    const rows = await dealQuery(db).where(where).orderBy(...order).limit(query.limit).offset(query.skip);
    const [{ n }] = await db
      .select({ n: count() })
      .from(deals)
      .innerJoin(packages, eq(packages.id, deals.packageId))
      .innerJoin(products, eq(products.id, packages.productId))
      .leftJoin(offers, eq(offers.id, deals.offerId))
      .where(where);
    return { items: rows.map((r) => dealView(r, at)), total: Number(n) };
  }

  /** The pack a SKU names and the offer an id names: unknown ones are field errors. */
  async function resolve(tx: DbOrTx, input: DealInput) {
    const [pack] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.sku, input.sku));
    if (!pack) throw AppError.field('sku', t('prices.packNotFound'));
    if (input.offerId !== null) {
      const [offer] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, input.offerId));
      if (!offer) throw AppError.field('offerId', t('deals.offerNotFound'));
    }
    return {
      packageId: pack.id,
      offerId: input.offerId,
      discountBp: input.discountBp,
      maxPerOrder: input.maxPerOrder,
      audience: input.audience,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    };
  }

  async function createDeal(actorId: number, input: DealInput) {
    const id = await db.transaction(async (tx) => {
      const values = await resolve(tx, input);
      const [row] = await tx.insert(deals).values(values).returning();
      await recordAudit(tx, { actorId, entity: 'deal', entityId: row.id, action: 'create', after: row });
      return row.id;
    });
    return getDeal(id);
  }

  async function updateDeal(actorId: number, id: number, input: DealInput) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
      if (!before) throw AppError.of('not_found', 'error.notFound');
      const values = await resolve(tx, input);
      const [after] = await tx.update(deals).set(values).where(eq(deals.id, id)).returning();
      await recordAudit(tx, { actorId, entity: 'deal', entityId: id, action: 'update', before, after });
    });
    return getDeal(id);
  }

  /** Ends a deal now (an upcoming one never starts). Ending an ended deal changes nothing. */
  async function endDeal(actorId: number, id: number) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
      if (!before) throw AppError.of('not_found', 'error.notFound');
      const at = now();
      if (before.endsAt <= at) return;
      const startsAt = before.startsAt < at ? before.startsAt : at;
      const [after] = await tx.update(deals).set({ startsAt, endsAt: at }).where(eq(deals.id, id)).returning();
      await recordAudit(tx, { actorId, entity: 'deal', entityId: id, action: 'end', before, after });
    });
    return getDeal(id);
  }

  // Offers
  // Qualified by hand: inside the subquery an unqualified "id" would be the deal's.
  const dealCount = sql<number>`(SELECT count(*) FROM deals d WHERE d.offer_id = "offers"."id")::int`;
  const offerView = (r: typeof offers.$inferSelect & { dealCount: number }): OfferAdminItem => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    dealCount: Number(r.dealCount),
  });

  async function findOffers(query: OfferQuery) {
    const where = and(windowFilter(offers, query.state, now()), searchOf(query.q, [offers.title, offers.slug]));
    const order = orderOf(query.sort, query.dir, { startsAt: offers.startsAt, endsAt: offers.endsAt, title: offers.title, id: offers.id }, offers.id);
    const rows = await db.select({ offer: offers, dealCount }).from(offers).where(where).orderBy(...order).limit(query.limit).offset(query.skip);
    const [{ n }] = await db.select({ n: count() }).from(offers).where(where);
    return { items: rows.map((r) => offerView({ ...r.offer, dealCount: r.dealCount })), total: Number(n) };
  }

  async function getOffer(id: number) {
    const [row] = await db.select({ offer: offers, dealCount }).from(offers).where(eq(offers.id, id));
    if (!row) throw AppError.of('not_found', 'error.notFound');
    const at = now();
    const offerDeals = await dealQuery(db).where(eq(deals.offerId, id)).orderBy(deals.startsAt, deals.id);
    return { offer: offerView({ ...row.offer, dealCount: row.dealCount }), deals: offerDeals.map((d) => dealView(d, at)) };
  }

  const offerValues = (input: OfferInput) => ({
    slug: input.slug,
    title: input.title,
    description: input.description,
    audience: input.audience,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    weekday: input.weekday,
  });

  /** Writes an offer; a slug another offer has is a field error and nothing is saved. */
  async function writeOffer(run: () => Promise<number>) {
    try {
      return await run();
    } catch (e) {
      if (isUniqueViolation(e)) throw AppError.field('slug', t('offers.slugTaken'));
      throw e;
    }
  }

  async function createOffer(actorId: number, input: OfferInput) {
    const id = await writeOffer(() =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(offers).values(offerValues(input)).returning();
        await recordAudit(tx, { actorId, entity: 'offer', entityId: row.id, action: 'create', after: row });
        return row.id;
      }),
    );
    return (await getOffer(id)).offer;
  }

  async function updateOffer(actorId: number, id: number, input: OfferInput) {
    await writeOffer(() =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
        if (!before) throw AppError.of('not_found', 'error.notFound');
        const [after] = await tx.update(offers).set(offerValues(input)).where(eq(offers.id, id)).returning();
        await recordAudit(tx, { actorId, entity: 'offer', entityId: id, action: 'update', before, after });
        return id;
      }),
    );
    return (await getOffer(id)).offer;
  }

  return { findDeals, getDeal, createDeal, updateDeal, endDeal, findOffers, getOffer, createOffer, updateOffer };
}

export type OffersAdmin = ReturnType<typeof createOffersAdmin>;
