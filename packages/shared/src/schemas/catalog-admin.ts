/**
 * The back office's catalog (issue 18 parts 2 and 4, decision 034): products with their packs and pictures, brands and
 * categories. The request bodies are strict (mass assignment impossible) and are the API routes' `body`; money is paise.
 */
import { z } from 'zod';
import { PRODUCT_FORMS } from '../catalog.ts';
import { CART_MAX_QUANTITY } from '../cart-rules.ts';
import { t, type MessageKey } from '../messages/catalogue.ts';
import { int, isoDateTime } from './envelope.ts';
import { entityId, PG_INT_MAX, wholeNumber } from './fields.ts';
import { officeListQuery, pageOf } from './office-list.ts';

/** GST rates a product may carry, in percent (the database CHECK holds the same set in basis points). */
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;
export const PRODUCT_KINDS = ['classical', 'proprietary'] as const;
export { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, productImageUrl, type ProductImageFormat } from '../product-images.ts';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Trimmed text of `min`..`max` characters, with the field's own message. */
const text = (label: MessageKey, min: number, max: number) =>
  z
    .string({ error: () => t('office.product.required', { label: t(label) }) })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (v.length < Math.max(1, min)) ctx.addIssue({ code: 'custom', message: t('office.product.required', { label: t(label) }) });
      else if (v.length > max) ctx.addIssue({ code: 'custom', message: t('office.product.tooLong', { label: t(label), max }) });
    });
const optionalText = (label: MessageKey, max: number) => z.preprocess(blankToNull, text(label, 1, max).nullable().optional());

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(150, { error: () => t('office.product.slugInvalid') })
  .regex(SLUG_PATTERN, { error: () => t('office.product.slugInvalid') });

const paise = wholeNumber(1, PG_INT_MAX, 'office.pack.amountInvalid');

export const packBody = z
  .strictObject({
    /** An existing pack of this product (absent: a new pack). */
    id: entityId.optional(),
    label: text('office.pack.label', 1, 60),
    sku: z
      .string({ error: () => t('office.pack.skuInvalid') })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, { error: () => t('office.pack.skuInvalid') }),
    mrp: paise,
    price: paise,
    maxPerOrder: z.preprocess(blankToUndefined, z.number().int().min(1, { error: () => t('office.pack.maxInvalid', { max: CART_MAX_QUANTITY }) }).max(CART_MAX_QUANTITY, { error: () => t('office.pack.maxInvalid', { max: CART_MAX_QUANTITY }) }).nullable().optional()),
  })
  .superRefine((p, ctx) => {
    if (p.price > p.mrp) ctx.addIssue({ code: 'custom', path: ['price'], message: t('office.pack.priceAboveMrp') });
  });
export type PackInput = z.output<typeof packBody>;

export const compositionRow = z.strictObject({
  ingredient: text('office.product.ingredient', 1, 120),
  botanical: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  part: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  quantity: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
});

export const productBody = z
  .strictObject({
    name: text('office.product.name', 2, 200),
    /** The page address; absent: made from the name and brand. */
    slug: z.preprocess(blankToUndefined, slug.optional()),
    brandId: entityId,
    categoryIds: z.array(entityId).max(10).default([]),
    form: z.enum(PRODUCT_FORMS.map((f) => f.code) as [string, ...string[]], { error: () => t('office.product.formInvalid') }),
    kind: z.enum(PRODUCT_KINDS, { error: () => t('office.product.kindInvalid') }),
    composition: z.array(compositionRow).max(40).default([]),
    indications: text('office.product.indications', 1, 4000),
    dosage: text('office.product.dosage', 1, 2000),
    contraindications: text('office.product.contraindications', 1, 2000),
    description: text('office.product.description', 1, 8000),
    prescriptionRequired: z.boolean().default(false),
    otc: z.boolean().default(false),
    returnWindowDays: wholeNumber(0, 30, 'office.product.returnInvalid'),
    gstRatePercent: z.number({ error: () => t('office.product.gstInvalid') }).refine((v) => (GST_RATES_PERCENT as readonly number[]).includes(v), { error: () => t('office.product.gstInvalid') }),
    hsnCode: z
      .string({ error: () => t('office.product.hsnInvalid') })
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, { error: () => t('office.product.hsnInvalid') }),
    metaTitle: optionalText('office.product.metaTitle', 70),
    metaDescription: optionalText('office.product.metaDescription', 170),
    packs: z.array(packBody).min(1, { error: () => t('office.pack.atLeastOne') }).max(12),
  })
  .superRefine((p, ctx) => {
    const seen = new Map<string, number>();
    p.packs.forEach((k, i) => {
      const first = seen.get(k.sku);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: ['packs', i, 'sku'], message: t('office.pack.skuTaken') });
      else seen.set(k.sku, i);
    });
    if (p.prescriptionRequired && p.otc) ctx.addIssue({ code: 'custom', path: ['otc'], message: t('office.product.otcWithRx') });
  });
export type ProductInput = z.output<typeof productBody>;

export const publishBody = z.strictObject({ active: z.boolean() });

export const PRODUCT_SORTS_ADMIN = ['name', 'updated', 'price'] as const;
export const productListQuery = officeListQuery(PRODUCT_SORTS_ADMIN, { sort: 'updated', dir: 'desc' }).extend({
  brand: z.coerce.number().int().min(1).max(PG_INT_MAX).optional(),
  category: z.coerce.number().int().min(1).max(PG_INT_MAX).optional(),
  active: z.enum(['true', 'false']).optional(),
});

/** A picture as pages show it: its copies are at productImageUrl(id, width, format) for each width. */
export const productImageView = z.object({ id: z.uuid(), alt: z.string(), widths: z.array(int) });
export type ProductImageView = z.output<typeof productImageView>;

export const productAdminRow = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  skus: z.array(z.string()),
  minPrice: int.nullable(),
  packs: int,
  images: int,
  active: z.boolean(),
  updatedAt: isoDateTime,
});
export type ProductAdminRow = z.output<typeof productAdminRow>;

export const packAdminView = z.object({ id: int, label: z.string(), sku: z.string(), mrp: int, price: int, maxPerOrder: int.nullable(), active: z.boolean() });

export const productAdminView = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  brandId: int,
  categoryIds: z.array(int),
  form: z.string(),
  kind: z.string(),
  composition: z.array(z.object({ ingredient: z.string(), botanical: z.string().optional(), part: z.string().optional(), quantity: z.string().optional() })),
  indications: z.string(),
  dosage: z.string(),
  contraindications: z.string(),
  description: z.string(),
  prescriptionRequired: z.boolean(),
  otc: z.boolean(),
  returnWindowDays: int,
  gstRatePercent: z.number(),
  hsnCode: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  active: z.boolean(),
  packs: z.array(packAdminView),
  pictures: z.array(productImageView),
  updatedAt: isoDateTime,
});
export type ProductAdminView = z.output<typeof productAdminView>;

export const productImageBody = z.strictObject({
  uploadId: z.uuid({ error: () => t('office.image.uploadFirst') }),
  alt: text('office.image.alt', 3, 200),
});
export const productImageEditBody = z.strictObject({ alt: text('office.image.alt', 3, 200) });
export const productImageOrderBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(30) });

// Brands and categories -----------------------------------------------------------------------------------------

export const brandBody = z.strictObject({
  name: text('office.brand.name', 2, 120),
  slug: z.preprocess(blankToUndefined, slug.max(80).optional()),
  manufacturer: text('office.brand.manufacturer', 2, 200),
  licence: optionalText('office.brand.licence', 80),
  description: optionalText('office.brand.description', 2000),
  noNirogMoney: z.boolean().default(false),
});
export type BrandInput = z.output<typeof brandBody>;

export const categoryBody = z.strictObject({
  name: text('office.category.name', 2, 120),
  slug: z.preprocess(blankToUndefined, slug.max(80).optional()),
  parentId: z.preprocess(blankToUndefined, entityId.nullable().optional()),
  description: optionalText('office.category.description', 2000),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.output<typeof categoryBody>;

export const brandListQuery = officeListQuery(['name', 'products'] as const, { sort: 'name', dir: 'asc' });
export const categoryListQuery = officeListQuery(['name', 'order', 'products'] as const, { sort: 'order', dir: 'asc' });

export const brandAdminRow = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  licence: z.string().nullable(),
  description: z.string().nullable(),
  noNirogMoney: z.boolean(),
  productCount: int,
});
export type BrandAdminRow = z.output<typeof brandAdminRow>;
export const categoryAdminRow = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  parentId: int.nullable(),
  parentName: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: int,
  productCount: int,
});
export type CategoryAdminRow = z.output<typeof categoryAdminRow>;

export const CATALOG_ADMIN_ROUTES = {
  'GET /v1/admin/products': pageOf(productAdminRow),
  'GET /v1/admin/products/:id': productAdminView,
  'POST /v1/admin/products': productAdminView,
  'PUT /v1/admin/products/:id': productAdminView,
  'PUT /v1/admin/products/:id/publish': productAdminView,
  'POST /v1/admin/products/:id/images': productAdminView,
  'PUT /v1/admin/products/:id/images/order': productAdminView,
  'PUT /v1/admin/products/:id/images/:imageId': productAdminView,
  'DELETE /v1/admin/products/:id/images/:imageId': productAdminView,
  'GET /v1/admin/brands': pageOf(brandAdminRow),
  'POST /v1/admin/brands': brandAdminRow,
  'PUT /v1/admin/brands/:id': brandAdminRow,
  'GET /v1/admin/categories': pageOf(categoryAdminRow),
  'POST /v1/admin/categories': categoryAdminRow,
  'PUT /v1/admin/categories/:id': categoryAdminRow,
} as const;
