/** Responses of the coupon calls (decision 018). Flat values in paise, percent values in basis points. */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';

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
export const couponAdminList = pageOf(couponWithTerms.extend({ brandNames: z.array(z.string()), categoryNames: z.array(z.string()) }));
