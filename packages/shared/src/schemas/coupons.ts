/** Responses of the coupon calls (decision 018). Flat values in paise, percent values in basis points. */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { t } from '../messages/catalogue.ts';
import { entityId, PG_INT_MAX } from './fields.ts';
import { officeListQuery } from './office-list.ts';

/** A coupon as a buyer sees it, and whether it applies to their cart now. */
export const couponListItem = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  /** What it takes off, in short ("Flat ₹100 off"). */
  offer: z.string(),
  endsAt: isoDateTime,
  applicable: z.boolean(),
  reason: z.string().nullable(),
  discountPaise: int.optional(),
});
export type CouponListItem = z.output<typeof couponListItem>;
export const couponList = pageOf(couponListItem);
export const couponReleased = z.object({ released: z.boolean() });

/** A coupon as operators keep it. */
export const couponRecord = z.object({
  id: int,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** 'flat' or 'percent'. */
  kind: z.string(),
  value: int,
  maxDiscountPaise: int.nullable(),
  minOrderPaise: int,
  brandIds: z.array(int),
  categoryIds: z.array(int),
  userTypes: z.array(int),
  firstOrderOnly: z.boolean(),
  maxUsesTotal: int.nullable(),
  maxUsesPerUser: int,
  usesCount: int,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  active: z.boolean(),
  createdBy: int.nullable(),
  createdAt: isoDateTime,
});
/** With its terms in words (and, in the list, the names of the brands and categories it is scoped to). */
export const couponWithTerms = couponRecord.extend({ terms: z.string() });
/** How a coupon has been used: redeemed uses (orders placed with it), by how many people, and the discount given. */
export const couponUsage = z.object({ timesUsed: int, distinctUsers: int, discountGivenPaise: int });
export const couponAdminItem = couponWithTerms.extend({ brandNames: z.array(z.string()), categoryNames: z.array(z.string()), usage: couponUsage });
export type CouponAdminItem = z.output<typeof couponAdminItem>;
export const couponAdminList = pageOf(couponAdminItem);

/** The largest flat coupon: ₹1,00,000. */
export const MAX_FLAT_COUPON_PAISE = 10_000_000;

/** Every rule the checkout applies (coupons.service.ts `evaluate`), as an operator sets it. */
const couponRules = z.strictObject({
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, { error: () => t('coupon.codeInvalid') })),
  title: z.string().trim().min(3, { error: () => t('coupon.titleInvalid') }).max(120, { error: () => t('coupon.titleInvalid') }),
  description: z.string().trim().min(3, { error: () => t('coupon.descriptionInvalid') }).max(1000, { error: () => t('coupon.descriptionInvalid') }),
  kind: z.enum(['flat', 'percent']),
  /** Paise for 'flat', basis points for 'percent'. */
  value: z.number().int().min(1, { error: () => t('coupon.valueInvalid') }).max(PG_INT_MAX),
  maxDiscountPaise: z.number().int().min(1).max(MAX_FLAT_COUPON_PAISE).nullable(),
  minOrderPaise: z.number().int().min(0).max(1_000_000_000),
  brandIds: z.array(entityId).max(50),
  categoryIds: z.array(entityId).max(50),
  userTypes: z.array(z.number().int().min(1).max(8)).max(8),
  firstOrderOnly: z.boolean(),
  maxUsesTotal: z.number().int().min(1).max(PG_INT_MAX).nullable(),
  maxUsesPerUser: z.number().int().min(1).max(1000),
  startsAt: z.iso.datetime({ offset: true, error: () => t('prices.dateInvalid') }),
  endsAt: z.iso.datetime({ offset: true, error: () => t('prices.dateInvalid') }),
  active: z.boolean(),
});
const r = couponRules.shape;
/** A new coupon: the optional rules take their defaults (no cap, no minimum, everyone, once per person). */
const couponFields = couponRules.extend({
  maxDiscountPaise: r.maxDiscountPaise.optional(),
  minOrderPaise: r.minOrderPaise.default(0),
  brandIds: r.brandIds.default([]),
  categoryIds: r.categoryIds.default([]),
  userTypes: r.userTypes.default([]),
  firstOrderOnly: r.firstOrderOnly.default(false),
  maxUsesTotal: r.maxUsesTotal.optional(),
  maxUsesPerUser: r.maxUsesPerUser.default(1),
  active: r.active.default(true),
});

/** The rules that tie fields together (also checked on an edit, against the coupon as it will be). */
export function couponProblems(c: { kind: string; value: number; startsAt: string | Date; endsAt: string | Date }): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  if (new Date(c.endsAt) <= new Date(c.startsAt)) out.push({ field: 'endsAt', message: t('coupon.endsBeforeStart') });
  if (c.kind === 'percent' && c.value > 10_000) out.push({ field: 'value', message: t('coupon.percentRange') });
  if (c.kind === 'flat' && c.value > MAX_FLAT_COUPON_PAISE) out.push({ field: 'value', message: t('coupon.flatRange') });
  return out;
}

export const couponBody = couponFields.superRefine((c, ctx) => {
  for (const p of couponProblems(c)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
});
export type CouponBody = z.input<typeof couponBody>;
/** An edit: any of the fields (pausing is `{ active: false }`). */
export const couponPatch = couponRules.partial();

export const COUPON_SORTS = ['id', 'code', 'endsAt', 'used', 'discount'] as const;
export const couponListQuery = officeListQuery(COUPON_SORTS, { sort: 'id', dir: 'desc' }).extend({
  status: z.enum(['active', 'paused', 'expired']).optional(),
});
