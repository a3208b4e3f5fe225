/**
 * Trade schemes (issue 21 part 6, decision 056): operators create, edit and end them; buyers see the ones that apply
 * to them on product pages and the quick order sheet; the cart and the checkout apply them per pack line.
 *
 * What always holds: a scheme applies to a buyer only when it is live (started, not past its end, not ended early)
 * and the buyer is in its audience: a verified trade buyer whose user type it names (and tier, when it names tiers),
 * or a retail buyer (patient, visitor, unverified practitioner) only when the operator ticked "retail buyers too".
 * Where several apply to one line, the one worth most to the buyer wins (the lower id on a tie). A scheme is never
 * deleted; ending it sets `ended_at`. Orders keep a copy of the rule they got, so edits never reach them.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { seesTradePrices } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import type { SchemeBody, SchemeOffer, SchemeRule, SchemeView } from '@nirog/shared/schemas/schemes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { recordAudit } from '../audit/audit.service.ts';
import { brands, categories, packages, productCategories, products } from '../catalog/catalog.tables.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Buyer } from '../catalog/pricing.ts';
import { benefitOf, freeUnitsFor, slabUnitPrice } from './scheme-math.ts';
import { tradeSchemes } from './schemes.tables.ts';

type SchemeRow = typeof tradeSchemes.$inferSelect;

/** A line the cart or checkout prices: a pack, its quantity and the buyer's price for one unit before any scheme. */
export interface SchemeLineInput {
  packageId: number;
  productId: number;
  quantity: number;
  pricePaise: number;
}

/** The free pack a buy-X-get-Y line earns, with what the order line needs. */
export interface FreePack {
  packageId: number;
  productId: number;
  slug: string;
  name: string;
  brand: string;
  label: string;
  mrpPaise: number;
  hsnCode: string;
  gstRateBp: number;
  noNirogMoney: boolean;
  prescriptionRequired: boolean;
  quantity: number;
  /** What one free unit would cost this buyer (the value a return takes back when it is no longer earned). */
  unitValuePaise: number;
}

export interface AppliedScheme {
  scheme: { id: number; text: string; rule: SchemeRule } | null;
  /** The unit price after a slab (the input price otherwise). */
  pricePaise: number;
  listPricePaise: number;
  free: FreePack | null;
}

const stateOf = (s: SchemeRow, at: Date): SchemeView['state'] =>
  s.endedAt || s.endsAt <= at ? 'ended' : s.startsAt > at ? 'upcoming' : 'live';

export function ruleOf(s: SchemeRow, freeName: string | null): SchemeRule {
  return s.kind === 'slab'
    ? { kind: 'slab', slabs: [...(s.slabs ?? [])].sort((a, b) => a.minQty - b.minQty) }
    : { kind: 'bxgy', buyQty: s.buyQty!, freeQty: s.freeQty!, freePackageId: s.freePackageId, freeName };
}

/** How a buyer reads a rule: "Buy 10 get 1 free", "5% off on 20+; 8% off on 50+". */
export function textOf(rule: SchemeRule): string {
  if (rule.kind === 'bxgy') {
    return rule.freePackageId && rule.freeName
      ? t('scheme.offer.bxgyOther', { buy: rule.buyQty, free: rule.freeQty, name: rule.freeName })
      : t('scheme.offer.bxgy', { buy: rule.buyQty, free: rule.freeQty });
  }
  return rule.slabs
    .map((s) =>
      s.percentBp !== null
        ? t('scheme.offer.slabPercent', { percent: (s.percentBp / 100).toString(), min: s.minQty })
        : t('scheme.offer.slabRupees', { amount: formatRupees(s.offPaise ?? 0), min: s.minQty }),
    )
    .join('; ');
}

export function createSchemeService(deps: { db: Db; catalog: Pick<CatalogService, 'packsFor'>; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function inAudience(s: SchemeRow, buyer: Buyer): boolean {
    if (!seesTradePrices(buyer.userType, buyer.verificationStatus)) return s.includeRetail;
    return s.userTypes.includes(buyer.userType!) && (s.tiers.length === 0 || s.tiers.includes(buyer.tier));
  }

  async function freeNames(rows: SchemeRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.freePackageId).filter((x): x is number => x !== null))];
    if (!ids.length) return new Map();
    const found = await db
      .select({ id: packages.id, name: products.name, label: packages.label })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .where(inArray(packages.id, ids));
    return new Map(found.map((f) => [f.id, `${f.name} (${f.label})`]));
  }

  /** Live schemes for these products that this buyer qualifies for, per product. */
  async function liveFor(buyer: Buyer, productIds: number[]): Promise<Map<number, Array<{ row: SchemeRow; rule: SchemeRule; text: string }>>> {
    const out = new Map<number, Array<{ row: SchemeRow; rule: SchemeRule; text: string }>>();
    if (!productIds.length) return out;
    const at = now();
    const live = (await db
      .select()
      .from(tradeSchemes)
      .where(and(lte(tradeSchemes.startsAt, at), gt(tradeSchemes.endsAt, at), isNull(tradeSchemes.endedAt)))
      .orderBy(asc(tradeSchemes.id))).filter((s) => inAudience(s, buyer));
    if (!live.length) return out;
    const prods = await db.select({ id: products.id, brandId: products.brandId }).from(products).where(inArray(products.id, productIds));
    // A category scheme covers the category's own products and its sub-categories' products.
    const cats = await db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId, parentId: categories.parentId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, productIds));
    const names = await freeNames(live);
    for (const p of prods) {
      const inCats = new Set(cats.filter((c) => c.productId === p.id).flatMap((c) => (c.parentId ? [c.categoryId, c.parentId] : [c.categoryId])));
      const mine = live.filter((s) => (s.scope === 'brand' ? s.scopeId === p.brandId : s.scope === 'product' ? s.scopeId === p.id : inCats.has(s.scopeId)));
      out.set(
        p.id,
        mine.map((row) => {
          const rule = ruleOf(row, row.freePackageId ? (names.get(row.freePackageId) ?? null) : null);
          return { row, rule, text: textOf(rule) };
        }),
      );
    }
    return out;
  }

  /** The offers a viewer sees on these products (product pages, the quick order sheet). */
  async function offersFor(buyer: Buyer, productIds: number[]): Promise<SchemeOffer[]> {
    const live = await liveFor(buyer, productIds);
    return productIds.flatMap((productId) => (live.get(productId) ?? []).map((s) => ({ schemeId: s.row.id, productId, text: s.text })));
  }

  async function freePacks(ids: number[]): Promise<Map<number, Omit<FreePack, 'quantity' | 'unitValuePaise'>>> {
    if (!ids.length) return new Map();
    const found = await db
      .select({
        packageId: packages.id,
        productId: products.id,
        slug: products.slug,
        name: products.name,
        brand: brands.name,
        label: packages.label,
        mrpPaise: packages.mrpPaise,
        hsnCode: products.hsnCode,
        gstRateBp: products.gstRateBp,
        noNirogMoney: brands.noNirogMoney,
        prescriptionRequired: products.prescriptionRequired,
        active: sql<boolean>`${packages.active} AND ${products.active}`,
      })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(packages.id, ids));
    return new Map(found.filter((f) => f.active).map(({ active: _, ...f }) => [f.packageId, f]));
  }

  /**
   * Applies to each line the scheme worth most to this buyer: a slab lowers the unit price; a buy-X-get-Y adds free
   * units of the same or the named pack (a free pack no longer on sale gives nothing).
   */
  async function applyTo(buyer: Buyer, lines: SchemeLineInput[]): Promise<AppliedScheme[]> {
    const live = await liveFor(buyer, [...new Set(lines.map((l) => l.productId))]);
    const packIds = new Set<number>(lines.map((l) => l.packageId));
    for (const list of live.values()) for (const s of list) if (s.row.freePackageId) packIds.add(s.row.freePackageId);
    const packs = await freePacks([...packIds]);
    const productsOf = [...new Set([...packs.values()].map((p) => p.productId))];
    const priced = await deps.catalog.packsFor(productsOf, buyer);
    const priceOf = (packageId: number) => {
      const p = packs.get(packageId);
      return p ? (priced.get(p.productId)?.find((k) => k.id === packageId)?.price ?? null) : null;
    };
    return lines.map((l) => {
      let best: { s: { row: SchemeRow; rule: SchemeRule; text: string }; benefit: number } | null = null;
      for (const s of live.get(l.productId) ?? []) {
        const freeId = s.rule.kind === 'bxgy' ? (s.rule.freePackageId ?? l.packageId) : null;
        const unit = freeId === null ? 0 : freeId === l.packageId ? l.pricePaise : (priceOf(freeId) ?? 0);
        if (freeId !== null && !packs.has(freeId)) continue;
        const benefit = benefitOf(s.rule, l.pricePaise, l.quantity, unit);
        if (benefit > 0 && (!best || benefit > best.benefit)) best = { s, benefit };
      }
      if (!best) return { scheme: null, pricePaise: l.pricePaise, listPricePaise: l.pricePaise, free: null };
      const { rule, row, text } = best.s;
      const scheme = { id: row.id, text, rule };
      if (rule.kind === 'slab') return { scheme, pricePaise: slabUnitPrice(l.pricePaise, rule.slabs, l.quantity), listPricePaise: l.pricePaise, free: null };
      const freeId = rule.freePackageId ?? l.packageId;
      const pack = packs.get(freeId)!;
      const unitValuePaise = freeId === l.packageId ? l.pricePaise : (priceOf(freeId) ?? 0);
      return { scheme, pricePaise: l.pricePaise, listPricePaise: l.pricePaise, free: { ...pack, quantity: freeUnitsFor(rule, l.quantity), unitValuePaise } };
    });
  }

  // Back office --------------------------------------------------------------------------------------------------

  async function scopeName(scope: string, id: number): Promise<string | null> {
    const table = scope === 'brand' ? brands : scope === 'product' ? products : categories;
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? null;
  }

  const skuOf = async (where: SQL) => (await db.select({ sku: packages.sku }).from(packages).where(where).orderBy(asc(packages.sortOrder), asc(packages.id)).limit(1))[0]?.sku ?? null;

  async function view(s: SchemeRow): Promise<SchemeView> {
    const names = await freeNames([s]);
    const freePackName = s.freePackageId ? (names.get(s.freePackageId) ?? null) : null;
    const sku = s.scope === 'product' ? await skuOf(eq(packages.productId, s.scopeId)) : null;
    const freeSku = s.freePackageId ? await skuOf(eq(packages.id, s.freePackageId)) : null;
    return {
      id: s.id,
      name: s.name,
      kind: s.kind as SchemeView['kind'],
      scope: s.scope as SchemeView['scope'],
      scopeId: s.scopeId,
      scopeName: (await scopeName(s.scope, s.scopeId)) ?? '',
      sku,
      userTypes: s.userTypes,
      tiers: s.tiers,
      includeRetail: s.includeRetail,
      slabs: s.slabs,
      buyQty: s.buyQty,
      freeQty: s.freeQty,
      freePackageId: s.freePackageId,
      freeSku,
      freePackName,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      endedAt: s.endedAt?.toISOString() ?? null,
      state: stateOf(s, now()),
      text: textOf(ruleOf(s, freePackName)),
    };
  }

  async function list(q: { state?: SchemeView['state']; skip: number; limit: number }) {
    const at = now();
    const where: SQL | undefined =
      q.state === 'live'
        ? and(lte(tradeSchemes.startsAt, at), gt(tradeSchemes.endsAt, at), isNull(tradeSchemes.endedAt))
        : q.state === 'upcoming'
          ? and(gt(tradeSchemes.startsAt, at), isNull(tradeSchemes.endedAt))
          : q.state === 'ended'
            ? or(lte(tradeSchemes.endsAt, at), sql`${tradeSchemes.endedAt} IS NOT NULL`)
            : undefined;
    const rows = await db.select().from(tradeSchemes).where(where).orderBy(desc(tradeSchemes.id)).offset(q.skip).limit(q.limit);
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(tradeSchemes).where(where);
    return { items: await Promise.all(rows.map(view)), total: Number(c.n) };
  }

  async function rowOf(id: number): Promise<SchemeRow> {
    const [s] = await db.select().from(tradeSchemes).where(eq(tradeSchemes.id, id));
    if (!s) throw AppError.of('not_found', 'error.notFound');
    return s;
  }

  /** The body as columns, after checking that what it names exists. */
  const packBySku = async (sku: string) => (await db.select({ id: packages.id, productId: packages.productId }).from(packages).where(eq(packages.sku, sku)))[0] ?? null;

  async function valuesOf(body: SchemeBody) {
    let scopeId = body.scopeId ?? 0;
    if (body.scope === 'product') {
      const pack = await packBySku(body.sku ?? '');
      if (!pack) throw AppError.field('sku', t('prices.packNotFound'));
      scopeId = pack.productId;
    } else if (!(await scopeName(body.scope, scopeId))) throw AppError.field('scopeId', t('scheme.scopeNotFound'));
    let freePackageId: number | null = null;
    if (body.kind === 'bxgy' && body.freeSku) {
      const pack = await packBySku(body.freeSku);
      if (!pack || !(await freePacks([pack.id])).size) throw AppError.field('freeSku', t('scheme.freePackNotFound'));
      freePackageId = pack.id;
    }
    const slab = body.kind === 'slab';
    return {
      name: body.name,
      kind: body.kind,
      scope: body.scope,
      scopeId,
      userTypes: [...new Set(body.userTypes)].sort(),
      tiers: [...new Set(body.tiers)].sort(),
      includeRetail: body.includeRetail,
      slabs: slab ? [...body.slabs!].sort((a, b) => a.minQty - b.minQty) : null,
      buyQty: slab ? null : body.buyQty,
      freeQty: slab ? null : body.freeQty,
      freePackageId: slab ? null : freePackageId,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
    };
  }

  async function create(operatorId: number, body: SchemeBody) {
    const values = await valuesOf(body);
    const row = await db.transaction(async (tx) => {
      const [s] = await tx.insert(tradeSchemes).values({ ...values, createdBy: operatorId, updatedBy: operatorId }).returning();
      await recordAudit(tx, { actorId: operatorId, entity: 'scheme', entityId: s.id, action: 'create', before: null, after: values });
      return s;
    });
    return view(row);
  }

  async function update(operatorId: number, id: number, body: SchemeBody) {
    const before = await rowOf(id);
    if (before.endedAt) throw AppError.of('business_rule', 'scheme.alreadyEnded');
    const values = await valuesOf(body);
    const row = await db.transaction(async (tx) => {
      const [s] = await tx.update(tradeSchemes).set({ ...values, updatedBy: operatorId, updatedAt: now() }).where(and(eq(tradeSchemes.id, id), isNull(tradeSchemes.endedAt))).returning();
      if (!s) throw AppError.of('business_rule', 'scheme.alreadyEnded');
      await recordAudit(tx, { actorId: operatorId, entity: 'scheme', entityId: id, action: 'update', before: { ...before }, after: { ...s } });
      return s;
    });
    return view(row);
  }

  /** Ends a scheme now: buyers stop seeing it and new orders stop getting it; placed orders keep theirs. */
  async function end(operatorId: number, id: number) {
    await rowOf(id);
    const row = await db.transaction(async (tx) => {
      const [s] = await tx.update(tradeSchemes).set({ endedAt: now(), updatedBy: operatorId, updatedAt: now() }).where(and(eq(tradeSchemes.id, id), isNull(tradeSchemes.endedAt))).returning();
      if (!s) throw AppError.of('business_rule', 'scheme.alreadyEnded');
      await recordAudit(tx, { actorId: operatorId, entity: 'scheme', entityId: id, action: 'end', before: { endedAt: null }, after: { endedAt: s.endedAt } });
      return s;
    });
    return view(row);
  }

  /** The rules of these schemes as an order line keeps them. */
  async function rules(ids: number[]): Promise<Map<number, SchemeRule>> {
    if (!ids.length) return new Map();
    const rows = await db.select().from(tradeSchemes).where(inArray(tradeSchemes.id, ids));
    const names = await freeNames(rows);
    return new Map(rows.map((r) => [r.id, ruleOf(r, r.freePackageId ? (names.get(r.freePackageId) ?? null) : null)]));
  }

  return { offersFor, applyTo, rules, list, get: async (id: number) => view(await rowOf(id)), create, update, end };
}

export type SchemeService = ReturnType<typeof createSchemeService>;
