/**
 * Coupons (issue 6, part 2). `evaluate` is the whole rule book as a pure function; the service around it reads
 * the buyer's history and keeps uses exact under any timing of requests:
 * - the total is guarded by one conditional UPDATE of coupons.uses_count (and the table's CHECK), so a coupon with
 *   N uses left never gives more than N, however many buyers apply it at once;
 * - a buyer's own uses are counted under a per-user advisory lock, so one person cannot use a coupon more often
 *   than it allows by sending requests in parallel;
 * - a use moves reserved → redeemed or reserved → released by a conditional UPDATE on its status, so a release
 *   gives its use back exactly once.
 */
import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { brands, categories } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';
import { orders } from '../orders/orders.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** What the rules read of a coupon; scope names (for the reason texts) come with it. */
export type EvaluableCoupon = Pick<
  CouponRow,
  | 'kind'
  | 'value'
  | 'maxDiscountPaise'
  | 'minOrderPaise'
  | 'brandIds'
  | 'categoryIds'
  | 'userTypes'
  | 'firstOrderOnly'
  | 'maxUsesTotal'
  | 'maxUsesPerUser'
  | 'usesCount'
  | 'startsAt'
  | 'endsAt'
  | 'active'
> & { brandNames?: string[]; categoryNames?: string[] };

export interface CartLine {
  packageId: number;
  productId: number;
  brandId: number;
  categoryIds: number[];
  /** Unit price this buyer pays, paise (from the catalog, never from a client). */
  pricePaise: number;
  quantity: number;
}

export interface CouponCart {
  lines: CartLine[];
  subtotalPaise: number;
}

export interface CouponBuyer {
  userType: number;
  hasPlacedOrder: boolean;
  /** Reserved plus redeemed uses of this coupon by this buyer. */
  usesByUser: number;
}

export type Evaluation = { ok: true; discountPaise: number; eligibleSubtotalPaise: number } | { ok: false; reason: string };

const TZ = 'Asia/Kolkata';

/** 500 or 1,23,456.50: rupees from paise, without paise when whole (Indian digit grouping). */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(paise / 100);
}

export function couponDate(d: Date): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ }).format(d);
}

/** 10 from 1000 basis points, 12.5 from 1250. */
const percentOf = (bp: number) => String(bp / 100);

function scopeText(c: EvaluableCoupon): string | null {
  const b = c.brandIds.length ? (c.brandNames?.length ? c.brandNames : c.brandIds.map(String)).join(', ') : null;
  const k = c.categoryIds.length ? (c.categoryNames?.length ? c.categoryNames : c.categoryIds.map(String)).join(', ') : null;
  if (b && k) return t('coupon.scope.both', { brands: b, categories: k });
  if (b) return t('coupon.scope.brands', { brands: b });
  if (k) return t('coupon.scope.categories', { categories: k });
  return null;
}

/** A line counts toward a scoped coupon when it matches every scope that is set (brand and/or category). */
export function lineInScope(c: Pick<EvaluableCoupon, 'brandIds' | 'categoryIds'>, line: CartLine): boolean {
  if (c.brandIds.length && !c.brandIds.includes(line.brandId)) return false;
  if (c.categoryIds.length && !line.categoryIds.some((id) => c.categoryIds.includes(id))) return false;
  return true;
}

/** The rules that need no cart: validity window, user type, first order, uses per user and in total. */
export function checkBuyer(c: EvaluableCoupon, buyer: CouponBuyer, now: Date): { ok: true } | { ok: false; reason: string } {
  if (!c.active) return { ok: false, reason: t('coupon.inactive') };
  if (now < c.startsAt) return { ok: false, reason: t('coupon.notStarted', { date: couponDate(c.startsAt) }) };
  if (now >= c.endsAt) return { ok: false, reason: t('coupon.expired', { date: couponDate(c.endsAt) }) };
  if (c.userTypes.length && !c.userTypes.includes(buyer.userType)) return { ok: false, reason: t('coupon.userType') };
  if (c.firstOrderOnly && buyer.hasPlacedOrder) return { ok: false, reason: t('coupon.firstOrderOnly') };
  if (buyer.usesByUser >= c.maxUsesPerUser) {
    return { ok: false, reason: c.maxUsesPerUser === 1 ? t('coupon.usedByYou') : t('coupon.usedByYouTimes', { count: buyer.usesByUser }) };
  }
  if (c.maxUsesTotal != null && c.usesCount >= c.maxUsesTotal) return { ok: false, reason: t('coupon.usedUp') };
  return { ok: true };
}

/** Every rule of a coupon against a cart and a buyer. Pure: integer paise in, integer paise out. */
export function evaluate(c: EvaluableCoupon, cart: CouponCart, buyer: CouponBuyer, now: Date = new Date()): Evaluation {
  const base = checkBuyer(c, buyer, now);
  if (!base.ok) return base;
  const scope = scopeText(c);
  const eligible = scope
    ? cart.lines.filter((l) => lineInScope(c, l)).reduce((sum, l) => sum + l.pricePaise * l.quantity, 0)
    : cart.subtotalPaise;
  if (scope && eligible === 0) return { ok: false, reason: t('coupon.notForCart', { scope }) };
  if (eligible < c.minOrderPaise || eligible <= 0) {
    const amount = rupees(c.minOrderPaise);
    return { ok: false, reason: scope ? t('coupon.minValueScoped', { amount, scope }) : t('coupon.minValue', { amount }) };
  }
  let discount = c.kind === 'percent' ? Math.floor((eligible * c.value) / 10_000) : c.value;
  if (c.maxDiscountPaise != null) discount = Math.min(discount, c.maxDiscountPaise);
  discount = Math.min(discount, eligible);
  return { ok: true, discountPaise: discount, eligibleSubtotalPaise: eligible };
}

/** What a coupon takes off, in short: "Flat ₹100 off", "10% off up to ₹200". */
export function offerOf(c: Pick<EvaluableCoupon, 'kind' | 'value' | 'maxDiscountPaise'>): string {
  if (c.kind === 'flat') return t('coupon.terms.flat', { amount: rupees(c.value) });
  if (c.maxDiscountPaise != null) return t('coupon.terms.percentCapped', { percent: percentOf(c.value), cap: rupees(c.maxDiscountPaise) });
  return t('coupon.terms.percent', { percent: percentOf(c.value) });
}

/** The human terms of a coupon, built from its rules. */
export function termsOf(c: EvaluableCoupon): string {
  const parts: string[] = [offerOf(c)];
  const scope = scopeText(c);
  if (scope) parts.push(t('coupon.terms.onScope', { scope }));
  if (c.minOrderPaise > 0) parts.push(t('coupon.terms.minValue', { amount: rupees(c.minOrderPaise) }));
  if (c.userTypes.length) {
    const types = USER_TYPES.filter((u) => c.userTypes.includes(u.code)).map((u) => u.label.toLowerCase());
    parts.push(t('coupon.terms.userTypes', { types: types.join(', ') }));
  }
  const first = parts.join(' ');
  const more: string[] = [];
  if (c.firstOrderOnly) more.push(t('coupon.terms.firstOrder'));
  more.push(c.maxUsesPerUser === 1 ? t('coupon.terms.perUserOnce') : t('coupon.terms.perUserTimes', { count: c.maxUsesPerUser }));
  if (c.maxUsesTotal === 1) more.push(t('coupon.terms.totalOnce'));
  else if (c.maxUsesTotal != null) more.push(t('coupon.terms.totalLimit', { count: c.maxUsesTotal }));
  return `${[first, ...more].join(', ')}. ${t('coupon.terms.validTill', { date: couponDate(c.endsAt) })}`;
}

/**
 * Whether the user has placed an order before, for "first order only" coupons: an order that was not cancelled,
 * or a redeemed coupon use.
 */
export async function hasPlacedOrder(db: DbOrTx, userId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`))
    .limit(1);
  if (order) return true;
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.status, 'redeemed')))
    .limit(1);
  return !!row;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

async function lockUser(tx: Tx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`coupon-user:${userId}`}))`);
}

/** Sets a reserved use to released (only from reserved, so at most once whatever the timing); its coupon id. */
async function markReleased(tx: DbOrTx, where: SQL): Promise<{ id: number; couponId: number } | null> {
  const [row] = await tx
    .update(couponRedemptions)
    .set({ status: 'released', releasedAt: new Date() })
    .where(and(where, eq(couponRedemptions.status, 'reserved')))
    .returning({ id: couponRedemptions.id, couponId: couponRedemptions.couponId });
  return row ?? null;
}

async function giveUseBack(tx: DbOrTx, couponId: number) {
  await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.usesCount, 0)));
}

export interface CouponListItem {
  code: string;
  title: string;
  description: string;
  terms: string;
  /** What it takes off, in short ("Flat ₹100 off"). */
  offer: string;
  endsAt: string;
  applicable: boolean;
  reason: string | null;
  discountPaise?: number;
}

export function createCouponService(db: Db, clock: () => Date = () => new Date()) {
  /** Names of the brands and categories a set of coupons is scoped to. */
  async function withScopeNames<C extends CouponRow>(rows: C[]): Promise<Array<C & { brandNames: string[]; categoryNames: string[] }>> {
    const brandIds = [...new Set(rows.flatMap((c) => c.brandIds))];
    const categoryIds = [...new Set(rows.flatMap((c) => c.categoryIds))];
    const b = brandIds.length ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)) : [];
    const k = categoryIds.length ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds)) : [];
    const bn = new Map(b.map((x) => [x.id, x.name]));
    const kn = new Map(k.map((x) => [x.id, x.name]));
    return rows.map((c) => ({
      ...c,
      brandNames: c.brandIds.map((id) => bn.get(id) ?? String(id)),
      categoryNames: c.categoryIds.map((id) => kn.get(id) ?? String(id)),
    }));
  }

  async function userTypeOf(db: DbOrTx, userId: number): Promise<number> {
    const [u] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
    if (!u) throw AppError.of('not_found', 'error.notFound');
    return u.userType;
  }

  async function usesByUser(db: DbOrTx, userId: number, couponIds?: number[]): Promise<Map<number, number>> {
    const rows = await db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.userId, userId),
          inArray(couponRedemptions.status, ['reserved', 'redeemed']),
          couponIds ? inArray(couponRedemptions.couponId, couponIds) : undefined,
        ),
      )
      .groupBy(couponRedemptions.couponId);
    return new Map(rows.map((r) => [r.couponId, Number(r.n)]));
  }

  /**
   * The coupons this user can see (active, within their window, for their user type) with their terms, and
   * whether each applies. Without a cart only the rules that need none are checked.
   */
  async function listFor(userId: number, cart?: CouponCart, page: { skip?: number; limit?: number } = {}) {
    const now = clock();
    const userType = await userTypeOf(db, userId);
    const visible = and(
      eq(coupons.active, true),
      lte(coupons.startsAt, now),
      gt(coupons.endsAt, now),
      or(sql`cardinality(${coupons.userTypes}) = 0`, sql`${userType} = ANY(${coupons.userTypes})`),
    );
    const rows = await withScopeNames(await db.select().from(coupons).where(visible).orderBy(asc(coupons.endsAt), asc(coupons.id)));
    const placed = await hasPlacedOrder(db, userId);
    const uses = await usesByUser(db, userId);
    const items: CouponListItem[] = rows.map((c) => {
      const buyer = { userType, hasPlacedOrder: placed, usesByUser: uses.get(c.id) ?? 0 };
      const evaluated = cart ? evaluate(c, cart, buyer, now) : null;
      const result = evaluated ?? checkBuyer(c, buyer, now);
      const discountPaise = evaluated?.ok ? evaluated.discountPaise : undefined;
      return {
        code: c.code,
        title: c.title,
        description: c.description,
        terms: termsOf(c),
        offer: offerOf(c),
        endsAt: c.endsAt.toISOString(),
        applicable: result.ok,
        reason: result.ok ? null : result.reason,
        ...(discountPaise !== undefined ? { discountPaise } : {}),
      };
    });
    // Coupons that apply come first.
    items.sort((a, b) => Number(b.applicable) - Number(a.applicable));
    const skip = page.skip ?? 0;
    const limit = page.limit ?? items.length;
    return { items: items.slice(skip, skip + limit), total: items.length };
  }

  /**
   * Applies a coupon to the user's checkout: one coupon per order, so an earlier reservation is released in the
   * same transaction. A refusal changes nothing (an earlier reservation stays). The cart is the server's cart with
   * the buyer's prices (the cart/checkout flow builds it).
   */
  async function reserve(userId: number, code: string, cart: CouponCart) {
    const [found] = await db.select().from(coupons).where(eq(coupons.code, normaliseCode(code)));
    if (!found) throw AppError.of('not_found', 'coupon.notFound');
    const [coupon] = await withScopeNames([found]);
    const now = clock();
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const userType = await userTypeOf(tx, userId);
      // One coupon per order: the applied one is released first, so a redeem of it that lands meanwhile is seen
      // (then it counts as a use below) and never mistaken for a reservation being replaced.
      const previous = await markReleased(tx, eq(couponRedemptions.userId, userId));
      const replacingSame = previous?.couponId === coupon.id;
      const [current] = await tx.select({ usesCount: coupons.usesCount, active: coupons.active }).from(coupons).where(eq(coupons.id, coupon.id));
      const buyer = {
        userType,
        hasPlacedOrder: await hasPlacedOrder(tx, userId),
        usesByUser: (await usesByUser(tx, userId, [coupon.id])).get(coupon.id) ?? 0,
      };
      // The released reservation's use has not been given back yet (below, in lock order).
      const view = { ...coupon, ...current, usesCount: current.usesCount - (replacingSame ? 1 : 0) };
      const result = evaluate(view, cart, buyer, now);
      if (!result.ok) throw new AppError('business_rule', result.reason);

      const take = async () => {
        const [taken] = await tx
          .update(coupons)
          .set({ usesCount: sql`${coupons.usesCount} + 1` })
          .where(and(eq(coupons.id, coupon.id), eq(coupons.active, true), or(isNull(coupons.maxUsesTotal), lt(coupons.usesCount, coupons.maxUsesTotal))))
          .returning({ id: coupons.id });
        if (!taken) throw new AppError('business_rule', t('coupon.usedUp'));
      };
      if (replacingSame) {
        // Released and taken again: the count stays as it is.
      } else if (previous && previous.couponId < coupon.id) {
        // Row locks on coupons are always taken in id order, so two buyers swapping coupons cannot deadlock.
        await giveUseBack(tx, previous.couponId);
        await take();
      } else {
        await take();
        if (previous) await giveUseBack(tx, previous.couponId);
      }
      const [row] = await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.id, userId, status: 'reserved', discountPaise: result.discountPaise })
        .returning();
      return {
        redemptionId: row.id,
        code: coupon.code,
        discountPaise: result.discountPaise,
        eligibleSubtotalPaise: result.eligibleSubtotalPaise,
        replaced: previous ? previous.id : null,
      };
    });
  }

  /** Releases the user's applied coupon (leaving the payment page). Safe to call twice: the use comes back once. */
  async function release(userId: number, tx?: DbOrTx): Promise<{ released: boolean }> {
    const run = async (q: DbOrTx) => {
      const row = await markReleased(q, eq(couponRedemptions.userId, userId));
      if (row) await giveUseBack(q, row.couponId);
      return { released: row !== null };
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /** Marks a reserved use as redeemed by an order (inside the checkout transaction when given one). */
  async function redeem(redemptionId: number, orderId: number, tx?: DbOrTx, discountPaise?: number) {
    const [row] = await (tx ?? db)
      .update(couponRedemptions)
      .set({ status: 'redeemed', orderId, ...(discountPaise !== undefined ? { discountPaise } : {}) })
      .where(and(eq(couponRedemptions.id, redemptionId), eq(couponRedemptions.status, 'reserved')))
      .returning();
    if (!row) throw AppError.of('conflict', 'coupon.notReserved');
    return { redemptionId: row.id, couponId: row.couponId, orderId, discountPaise: row.discountPaise };
  }

  /**
   * The applied coupon checked again against the cart as it is now (quantities or prices may have changed since it
   * was applied). Its own reservation does not count against it. When it no longer applies it is released and the
   * reason returned.
   */
  async function revalidate(
    userId: number,
    cart: CouponCart,
  ): Promise<{ redemptionId: number; code: string; discountPaise: number; brandIds: number[]; categoryIds: number[] } | { problem: string } | null> {
    const [row] = await db
      .select({ redemption: couponRedemptions, coupon: coupons })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.status, 'reserved')));
    if (!row) return null;
    const [coupon] = await withScopeNames([row.coupon]);
    const userType = await userTypeOf(db, userId);
    const buyer = {
      userType,
      hasPlacedOrder: await hasPlacedOrder(db, userId),
      usesByUser: Math.max(0, ((await usesByUser(db, userId, [coupon.id])).get(coupon.id) ?? 0) - 1),
    };
    const result = evaluate({ ...coupon, usesCount: Math.max(0, coupon.usesCount - 1) }, cart, buyer, clock());
    if (!result.ok) {
      await release(userId);
      return { problem: t('coupon.noLongerApplies', { code: coupon.code, reason: result.reason }) };
    }
    return { redemptionId: row.redemption.id, code: coupon.code, discountPaise: result.discountPaise, brandIds: coupon.brandIds, categoryIds: coupon.categoryIds };
  }

  /** Gives back the use of a coupon an order redeemed, when the order is cancelled or its hold released. Once. */
  async function restoreForOrder(orderId: number, tx: DbOrTx) {
    const [row] = await tx
      .update(couponRedemptions)
      .set({ status: 'released', releasedAt: new Date() })
      .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'redeemed')))
      .returning({ couponId: couponRedemptions.couponId });
    if (row) await giveUseBack(tx, row.couponId);
    return { restored: !!row };
  }

  /** The user's applied (reserved) coupon, if any. */
  async function applied(userId: number) {
    const [row] = await db
      .select({ redemptionId: couponRedemptions.id, code: coupons.code, discountPaise: couponRedemptions.discountPaise })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(and(eq(couponRedemptions.userId, userId), eq(couponRedemptions.status, 'reserved')));
    return row ?? null;
  }

  /** The coupon this user can use now that comes first in their list (spec section 3: couponCode, couponOff). */
  async function bestFor(userId: number): Promise<{ code: string; offer: string } | null> {
    const { items } = await listFor(userId);
    const best = items.find((c) => c.applicable);
    return best ? { code: best.code, offer: best.offer } : null;
  }

  return { listFor, bestFor, reserve, release, redeem, applied, revalidate, restoreForOrder, withScopeNames };
}

export type CouponService = ReturnType<typeof createCouponService>;
