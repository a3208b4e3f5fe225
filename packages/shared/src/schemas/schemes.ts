/**
 * Trade schemes (issue 21 part 6, decision 056): slab discounts and buy X get Y free, by brand, product or category,
 * for the trade user types and tiers an operator names (retail buyers only when the operator says so), within dates.
 * The body is checked here once, for the API route and the back office form; money in paise, percentages in basis
 * points (500 = 5 %).
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { entityId, entityIdParam, wholeNumber } from './fields.ts';
import { int, isoDateTime } from './envelope.ts';
import { TIER_CODES, TRADE_USER_TYPES } from './prices-admin.ts';

export const SCHEME_KINDS = ['slab', 'bxgy'] as const;
export type SchemeKind = (typeof SCHEME_KINDS)[number];
export const SCHEME_SCOPES = ['brand', 'product', 'category'] as const;
export type SchemeScope = (typeof SCHEME_SCOPES)[number];
/** The most slabs one scheme has, and the largest slab discount (90 %). */
export const MAX_SLABS = 5;
export const MAX_SLAB_BP = 9_000;

/** One slab: from `minQty` units of a pack in the order, each unit costs `percentBp` less, or `offPaise` less. */
export const schemeSlab = z
  .strictObject({
    minQty: wholeNumber(2, 10_000, 'scheme.minQtyInvalid'),
    percentBp: z.number().int().min(1, { error: () => t('scheme.slabValueInvalid') }).max(MAX_SLAB_BP, { error: () => t('scheme.slabValueInvalid') }).nullable(),
    offPaise: z.number().int().min(1, { error: () => t('scheme.slabValueInvalid') }).max(10_000_000, { error: () => t('scheme.slabValueInvalid') }).nullable(),
  })
  .refine((s) => (s.percentBp === null) !== (s.offPaise === null), { error: () => t('scheme.slabValueInvalid'), path: ['percentBp'] });
export type SchemeSlab = z.output<typeof schemeSlab>;

/** What a scheme gives, as stored with it and copied onto the order lines it applied to (so later edits change no order). */
export type SchemeRule = { kind: 'slab'; slabs: SchemeSlab[] } | { kind: 'bxgy'; buyQty: number; freeQty: number; freePackageId: number | null; freeName: string | null };

const when = z.iso.datetime({ offset: true, error: () => t('prices.dateInvalid') });
const sku = z.string().trim().toUpperCase().min(1, { error: () => t('deals.skuRequired') }).max(40, { error: () => t('deals.skuRequired') });

export const schemeBody = z
  .strictObject({
    name: z.string().trim().min(3, { error: () => t('scheme.nameInvalid') }).max(120, { error: () => t('scheme.nameInvalid') }),
    kind: z.enum(SCHEME_KINDS, { error: () => t('scheme.kindInvalid') }),
    scope: z.enum(SCHEME_SCOPES, { error: () => t('scheme.scopeInvalid') }),
    /** The brand or category (scope brand or category). */
    scopeId: entityId.nullable(),
    /** The product, by the SKU of any of its packs (scope product: what an operator reads on the pack). */
    sku: sku.nullable(),
    /** Trade user types it applies to (verified buyers of those types); at least one unless it is for retail buyers only. */
    userTypes: z.array(z.number().int().refine((n) => (TRADE_USER_TYPES as readonly number[]).includes(n), { error: () => t('prices.userTypeInvalid') })).max(7),
    /** Customer tiers among those; empty: every tier. */
    tiers: z.array(z.number().int().refine((n) => (TIER_CODES as readonly number[]).includes(n), { error: () => t('prices.tierInvalid') })).max(6),
    /** Patients and other retail buyers too (off unless the operator says so). */
    includeRetail: z.boolean(),
    slabs: z.array(schemeSlab).max(MAX_SLABS, { error: () => t('scheme.tooManySlabs', { max: MAX_SLABS }) }).nullable(),
    buyQty: z.number().int().min(1, { error: () => t('scheme.buyQtyInvalid') }).max(1000, { error: () => t('scheme.buyQtyInvalid') }).nullable(),
    freeQty: z.number().int().min(1, { error: () => t('scheme.freeQtyInvalid') }).max(1000, { error: () => t('scheme.freeQtyInvalid') }).nullable(),
    /** Buy X get Y of another pack, by its SKU (null: the same pack). */
    freeSku: sku.nullable(),
    startsAt: when,
    endsAt: when,
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'slab') {
      if (!b.slabs?.length) ctx.addIssue({ code: 'custom', path: ['slabs'], message: t('scheme.slabsRequired') });
      else if (new Set(b.slabs.map((s) => s.minQty)).size !== b.slabs.length) ctx.addIssue({ code: 'custom', path: ['slabs'], message: t('scheme.slabsDistinct') });
    } else {
      if (b.buyQty === null) ctx.addIssue({ code: 'custom', path: ['buyQty'], message: t('scheme.buyQtyInvalid') });
      if (b.freeQty === null) ctx.addIssue({ code: 'custom', path: ['freeQty'], message: t('scheme.freeQtyInvalid') });
    }
    if (b.scope === 'product' ? !b.sku : b.scopeId === null) ctx.addIssue({ code: 'custom', path: [b.scope === 'product' ? 'sku' : 'scopeId'], message: t(b.scope === 'product' ? 'deals.skuRequired' : 'scheme.scopeNotFound') });
    if (b.userTypes.length === 0 && !b.includeRetail) ctx.addIssue({ code: 'custom', path: ['userTypes'], message: t('scheme.audienceRequired') });
    if (Date.parse(b.endsAt) <= Date.parse(b.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('prices.endsBeforeStart') });
  });
export type SchemeBody = z.output<typeof schemeBody>;

export const SCHEME_STATES = ['live', 'upcoming', 'ended'] as const;
export const schemeListQuery = z.object({
  state: z.enum(SCHEME_STATES).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).catch(100).default(20),
});

export const schemeView = z.object({
  id: int,
  name: z.string(),
  kind: z.enum(SCHEME_KINDS),
  scope: z.enum(SCHEME_SCOPES),
  scopeId: int,
  /** The brand's, product's or category's name. */
  scopeName: z.string(),
  /** Scope product: the SKU of its first pack. */
  sku: z.string().nullable(),
  userTypes: z.array(int),
  tiers: z.array(int),
  includeRetail: z.boolean(),
  slabs: z.array(z.object({ minQty: int, percentBp: int.nullable(), offPaise: int.nullable() })).nullable(),
  buyQty: int.nullable(),
  freeQty: int.nullable(),
  freePackageId: int.nullable(),
  freeSku: z.string().nullable(),
  freePackName: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
  state: z.enum(SCHEME_STATES),
  /** How buyers read it: "Buy 10 get 1 free", "5% off on 20+". */
  text: z.string(),
});
export type SchemeView = z.output<typeof schemeView>;

/** An offer a viewer sees on a product: the scheme's id and its words. */
export const schemeOffer = z.object({ schemeId: int, productId: int, text: z.string() });
export type SchemeOffer = z.output<typeof schemeOffer>;

export const schemeOffersQuery = z.object({
  productIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, { error: () => t('error.idInvalid') })
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export const schemeIdParams = z.object({ id: entityIdParam });

export const SCHEME_ROUTES = {
  'GET /v1/admin/schemes': z.object({ items: z.array(schemeView), total: int }),
  'POST /v1/admin/schemes': schemeView,
  'GET /v1/admin/schemes/:id': schemeView,
  'PUT /v1/admin/schemes/:id': schemeView,
  'POST /v1/admin/schemes/:id/end': schemeView,
  'GET /pub/v1/schemes': z.array(schemeOffer),
};
