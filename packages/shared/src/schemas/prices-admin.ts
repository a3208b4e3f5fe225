/**
 * The back office's prices, deals and offers (issue 18 part 4, decision 036): the trade-discount table (user type ×
 * customer tier), fixed trade prices per pack, deals and offer pages. Request bodies are checked here, once, by the
 * API route and by the web form; money in paise, discounts in basis points (1250 = 12.5 %).
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { entityId, entityIdParam, PG_INT_MAX, wholeNumber } from './fields.ts';
import { int, isoDateTime } from './envelope.ts';
import { officeListQuery, pageOf } from './office-list.ts';

/** User types that buy at trade prices once verified (every type but the individual, spec section 3). */
export const TRADE_USER_TYPES = [2, 3, 4, 5, 6, 7, 8] as const;
/** Customer tiers, codes 0-5 (spec section 3). */
export const TIER_CODES = [0, 1, 2, 3, 4, 5] as const;
/** The largest trade discount or deal: 90 % off. */
export const MAX_DISCOUNT_BP = 9_000;
export const AUDIENCES = ['all', 'd2c', 'trade'] as const;
export type Audience = (typeof AUDIENCES)[number];

const tradeUserType = z.number().int().min(2, { error: () => t('prices.userTypeInvalid') }).max(8, { error: () => t('prices.userTypeInvalid') });
const tier = z.number().int().min(0, { error: () => t('prices.tierInvalid') }).max(5, { error: () => t('prices.tierInvalid') });
const discountBp = wholeNumber(0, MAX_DISCOUNT_BP, 'prices.discountRange');
const when = z.iso.datetime({ offset: true, error: () => t('prices.dateInvalid') });

// Trade discounts
export const tradeDiscountCell = z.object({ userType: int, tier: int, discountBp: int.nullable() });
export const tradeDiscountTable = z.object({
  userTypes: z.array(int),
  tiers: z.array(int),
  /** One per user type and tier; null: no discount set (that buyer pays the retail price). */
  cells: z.array(tradeDiscountCell),
});
export type TradeDiscountTable = z.output<typeof tradeDiscountTable>;
/** The whole table at once: every cell named is set (null clears it); saved in one transaction. */
export const tradeDiscountTableBody = z.strictObject({
  cells: z
    .array(z.strictObject({ userType: tradeUserType, tier, discountBp: discountBp.nullable() }))
    .min(1)
    .max(TRADE_USER_TYPES.length * TIER_CODES.length)
    .superRefine((cells, ctx) => {
      const seen = new Set<string>();
      cells.forEach((c, i) => {
        const k = `${c.userType}:${c.tier}`;
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], message: t('prices.cellTwice') });
        seen.add(k);
      });
    }),
});
/** The single-cell call (kept for scripts). */
export const tradeDiscountBody = z.strictObject({ userType: tradeUserType, tier, discountBp });

// Fixed trade prices of a pack
export const packRef = z.object({ id: int, sku: z.string(), label: z.string(), mrpPaise: int, salePricePaise: int, productName: z.string(), productSlug: z.string() });
export const packagePricesView = z.object({
  package: packRef,
  prices: z.array(z.object({ userType: int, tier: int, pricePaise: int })),
});
export type PackagePricesView = z.output<typeof packagePricesView>;
export const packagePricesQuery = z.object({ sku: z.string().trim().min(1).max(40) });
export const packagePricesBody = z.strictObject({
  prices: z
    .array(z.strictObject({ userType: tradeUserType, tier, pricePaise: z.number().int().min(1, { error: () => t('prices.priceInvalid') }).max(PG_INT_MAX, { error: () => t('prices.priceInvalid') }) }))
    .max(TRADE_USER_TYPES.length * TIER_CODES.length),
});

// Offers
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const offerBody = z
  .strictObject({
    slug: z.string().trim().toLowerCase().max(80, { error: () => t('offers.slugInvalid') }).regex(SLUG_RE, { error: () => t('offers.slugInvalid') }),
    title: z.string().trim().min(3, { error: () => t('offers.titleInvalid') }).max(160, { error: () => t('offers.titleInvalid') }),
    description: z.string().trim().min(3, { error: () => t('offers.descriptionInvalid') }).max(2000, { error: () => t('offers.descriptionInvalid') }),
    audience: z.enum(AUDIENCES),
    startsAt: when,
    endsAt: when,
    /** Weekly offers (Sabse Sasta Sunday) repeat on this weekday, 0 Sunday, India time. */
    weekday: z.number().int().min(0).max(6).nullable().default(null),
  })
  .superRefine((o, ctx) => {
    if (new Date(o.endsAt) <= new Date(o.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('prices.endsBeforeStart') });
  });
export type OfferBody = z.input<typeof offerBody>;

export const OFFER_SORTS = ['startsAt', 'endsAt', 'title', 'id'] as const;
export const offerListQuery = officeListQuery(OFFER_SORTS, { sort: 'startsAt', dir: 'desc' }).extend({
  state: z.enum(['live', 'upcoming', 'ended']).optional(),
});
export const offerAdminItem = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  audience: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  weekday: int.nullable(),
  dealCount: int,
});
export type OfferAdminItem = z.output<typeof offerAdminItem>;
export const offerAdminList = pageOf(offerAdminItem);

// Deals
export const dealBody = z
  .strictObject({
    /** The pack, by its SKU (what an operator reads on the pack). */
    sku: z.string().trim().toUpperCase().min(1, { error: () => t('deals.skuRequired') }).max(40, { error: () => t('deals.skuRequired') }),
    offerId: entityId.nullable().default(null),
    discountBp: wholeNumber(1, MAX_DISCOUNT_BP, 'deals.discountRange'),
    /** The most units of the pack one order may buy at the deal price; null: no cap. */
    maxPerOrder: z.number().int().min(1, { error: () => t('deals.capRange') }).max(1000, { error: () => t('deals.capRange') }).nullable().default(null),
    audience: z.enum(AUDIENCES),
    startsAt: when,
    endsAt: when,
  })
  .superRefine((d, ctx) => {
    if (new Date(d.endsAt) <= new Date(d.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('prices.endsBeforeStart') });
  });
export type DealBody = z.input<typeof dealBody>;

export const DEAL_SORTS = ['startsAt', 'endsAt', 'discount', 'id'] as const;
export const dealListQuery = officeListQuery(DEAL_SORTS, { sort: 'startsAt', dir: 'desc' }).extend({
  state: z.enum(['live', 'upcoming', 'ended']).optional(),
  offerId: entityIdParam.optional(),
});
export const dealAdminItem = z.object({
  id: int,
  package: packRef,
  offerId: int.nullable(),
  offerTitle: z.string().nullable(),
  discountBp: int,
  maxPerOrder: int.nullable(),
  audience: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** 'live', 'upcoming' or 'ended', now. */
  state: z.string(),
});
export type DealAdminItem = z.output<typeof dealAdminItem>;
export const dealAdminList = pageOf(dealAdminItem);
export const offerAdminDetail = z.object({ offer: offerAdminItem, deals: z.array(dealAdminItem) });

export const PRICES_ADMIN_ROUTES = {
  'GET /v1/admin/trade-discounts': tradeDiscountTable,
  'PUT /v1/admin/trade-discounts/table': tradeDiscountTable,
  'GET /v1/admin/package-prices': packagePricesView,
  'PUT /v1/admin/package-prices/:packageId': packagePricesView,
  'GET /v1/admin/offers': offerAdminList,
  'POST /v1/admin/offers': offerAdminItem,
  'GET /v1/admin/offers/:id': offerAdminDetail,
  'PUT /v1/admin/offers/:id': offerAdminItem,
  'GET /v1/admin/deals': dealAdminList,
  'POST /v1/admin/deals': dealAdminItem,
  'GET /v1/admin/deals/:id': dealAdminItem,
  'PUT /v1/admin/deals/:id': dealAdminItem,
  'POST /v1/admin/deals/:id/end': dealAdminItem,
} as const;
