/**
 * Coupons in the back office (issue 18 part 5, decision 036): marketing lists, creates, edits and pauses coupons
 * with every rule the checkout applies (`evaluate` in coupons.service.ts), and sees each coupon's usage. What holds:
 * - usage counts redeemed uses only (orders placed with the coupon; a reservation released or an order cancelled
 *   gives its use back), from coupon_redemptions: times used, distinct people, discount given;
 * - every write is one transaction with its audit entry ('coupon', whole rows before and after);
 * - an edit is checked as the coupon will be (a new end against the old start...), and a code another coupon has is
 *   a field error; nothing is saved on a refusal;
 * - `uses_count` (reservations plus redemptions, which guards the total) is never set by an operator; lowering
 *   "uses in all" below it is refused, since the table's CHECK would fail.
 */
import { and, count, countDistinct, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { couponProblems, type CouponAdminItem, type couponBody, type couponListQuery, type couponPatch } from '@nirog/shared/schemas/coupons';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { brands, categories } from '../catalog/catalog.tables.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';
import { termsOf, type CouponService } from './coupons.service.ts';

type NewCoupon = z.output<typeof couponBody>;
type CouponEdit = z.output<typeof couponPatch>;
type CouponQuery = z.output<typeof couponListQuery>;

const usedSql = sql<number>`(SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = "coupons"."id" AND r.status = 'redeemed')::int`;
const givenSql = sql<number>`(SELECT COALESCE(sum(r.discount_paise), 0) FROM coupon_redemptions r WHERE r.coupon_id = "coupons"."id" AND r.status = 'redeemed')::int`;

export function createCouponsAdmin({ db, coupons: service, now = () => new Date() }: { db: Db; coupons: CouponService; now?: () => Date }) {
  async function usageOf(ids: number[]) {
    if (!ids.length) return new Map<number, CouponAdminItem['usage']>();
    const rows = await db
      .select({
        couponId: couponRedemptions.couponId,
        timesUsed: count(),
        distinctUsers: countDistinct(couponRedemptions.userId),
        discountGivenPaise: sql<number>`COALESCE(sum(${couponRedemptions.discountPaise}), 0)::int`,
      })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, ids), eq(couponRedemptions.status, 'redeemed')))
      .groupBy(couponRedemptions.couponId);
    return new Map(rows.map((r) => [r.couponId, { timesUsed: Number(r.timesUsed), distinctUsers: Number(r.distinctUsers), discountGivenPaise: Number(r.discountGivenPaise) }]));
  }

  async function views(rows: Array<typeof coupons.$inferSelect>): Promise<CouponAdminItem[]> {
    const named = await service.withScopeNames(rows);
    const usage = await usageOf(rows.map((r) => r.id));
    return named.map((c) => ({
      ...c,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      terms: termsOf(c),
      usage: usage.get(c.id) ?? { timesUsed: 0, distinctUsers: 0, discountGivenPaise: 0 },
    }));
  }

  async function findCoupons(query: CouponQuery) {
    const at = now();
    const status: SQL | undefined =
      query.status === 'active'
        ? and(eq(coupons.active, true), gt(coupons.endsAt, at))
        : query.status === 'paused'
          ? eq(coupons.active, false)
          : query.status === 'expired'
            ? lte(coupons.endsAt, at)
            : undefined;
    const where = and(status, searchOf(query.q, [coupons.code, coupons.title]));
    const order = orderOf(query.sort, query.dir, { id: coupons.id, code: coupons.code, endsAt: coupons.endsAt, used: usedSql, discount: givenSql }, coupons.id);
    const rows = await db.select().from(coupons).where(where).orderBy(...order).limit(query.limit).offset(query.skip);
    const [{ n }] = await db.select({ n: count() }).from(coupons).where(where);
    return { items: await views(rows), total: Number(n) };
  }

  async function getCoupon(id: number, q: DbOrTx = db) {
    const [row] = await q.select().from(coupons).where(eq(coupons.id, id));
    if (!row) throw AppError.of('not_found', 'error.notFound');
    return (await views([row]))[0];
  }

  async function checkScope(q: DbOrTx, c: { brandIds?: number[]; categoryIds?: number[] }) {
    const check = async (ids: number[] | undefined, table: typeof brands | typeof categories, field: string, key: 'coupon.unknownBrand' | 'coupon.unknownCategory') => {
      if (!ids?.length) return;
      const found = new Set((await q.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((x) => x.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw AppError.field(field, t(key, { id: missing }));
    };
    await check(c.brandIds, brands, 'brandIds', 'coupon.unknownBrand');
    await check(c.categoryIds, categories, 'categoryIds', 'coupon.unknownCategory');
  }

  const codeTaken = () => new AppError('conflict', t('coupon.codeTaken'), { fields: { code: t('coupon.codeTaken') } });

  async function createCoupon(actorId: number, c: NewCoupon) {
    await checkScope(db, c);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: c.code,
          title: c.title,
          description: c.description,
          kind: c.kind,
          value: c.value,
          maxDiscountPaise: c.maxDiscountPaise ?? null,
          minOrderPaise: c.minOrderPaise,
          brandIds: [...new Set(c.brandIds)],
          categoryIds: [...new Set(c.categoryIds)],
          userTypes: [...new Set(c.userTypes)],
          firstOrderOnly: c.firstOrderOnly,
          maxUsesTotal: c.maxUsesTotal ?? null,
          maxUsesPerUser: c.maxUsesPerUser,
          startsAt: new Date(c.startsAt),
          endsAt: new Date(c.endsAt),
          active: c.active,
          createdBy: actorId,
        })
        .onConflictDoNothing({ target: coupons.code })
        .returning();
      if (!row) throw codeTaken();
      await recordAudit(tx, { actorId, entity: 'coupon', entityId: row.id, action: 'create', after: row });
      return row.id;
    });
    return getCoupon(id);
  }

  /** Edits any rule, or pauses/resumes (`active`); the result is checked whole before it is saved. */
  async function updateCoupon(actorId: number, id: number, edit: CouponEdit) {
    await checkScope(db, edit);
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!before) throw AppError.of('not_found', 'error.notFound');
        const { startsAt, endsAt, ...rules } = edit;
        const set = {
          ...rules,
          ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
          ...(endsAt !== undefined ? { endsAt: new Date(endsAt) } : {}),
          ...(edit.brandIds ? { brandIds: [...new Set(edit.brandIds)] } : {}),
          ...(edit.categoryIds ? { categoryIds: [...new Set(edit.categoryIds)] } : {}),
          ...(edit.userTypes ? { userTypes: [...new Set(edit.userTypes)] } : {}),
        };
        const next = { ...before, ...set };
        const problems = couponProblems(next);
        if (next.maxUsesTotal !== null && next.maxUsesTotal < before.usesCount) problems.push({ field: 'maxUsesTotal', message: t('coupon.totalBelowUses', { count: before.usesCount }) });
        if (problems.length) throw new AppError('validation_failed', problems[0].message, { fields: Object.fromEntries(problems.map((p) => [p.field, p.message])) });
        const [after] = await tx.update(coupons).set(set).where(eq(coupons.id, id)).returning();
        const action = Object.keys(edit).length === 1 && edit.active !== undefined ? (edit.active ? 'resume' : 'pause') : 'update';
        await recordAudit(tx, { actorId, entity: 'coupon', entityId: id, action, before, after });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw codeTaken();
      throw e;
    }
    return getCoupon(id);
  }

  return { findCoupons, getCoupon, createCoupon, updateCoupon };
}

export type CouponsAdmin = ReturnType<typeof createCouponsAdmin>;
