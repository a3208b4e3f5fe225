/** Responses of the catalog calls: products, packs, stock, brands, categories, offers, deals (decision 018). Paise. */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { productImageView } from './catalog-admin.ts';

/** A pack priced for the buyer who asked. */
export const packageView = z.object({
  id: int,
  label: z.string(),
  sku: z.string(),
  inStock: z.boolean(),
  mrp: int,
  price: int,
  priceType: z.enum(['retail', 'trade']),
  percentOff: int,
  dealPercent: z.number().nullable(),
  /** `reseller` listings only (decision 070): the partner price for the caller's tier, the commission, the patient's cart. */
  partner: z.object({ tier: int, pricePaise: int, commissionBp: int, commissionPaise: int, inCart: int }).optional(),
});

/** A product in a listing (`/pub/v3/products`). */
export const productCard = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: z.string(), name: z.string(), noNirogMoney: z.boolean() }),
  form: z.string(),
  kind: z.string(),
  otc: z.boolean(),
  prescriptionRequired: z.boolean(),
  image: z.string().nullable(),
  /** The cover of its uploaded pictures (decision 034); null: show `image` (the original catalog's) or a placeholder. */
  picture: productImageView.nullable(),
  packages: z.array(packageView),
  bookmarked: z.boolean(),
});

export const productPage = z.object({
  items: z.array(productCard),
  total: int,
  skip: int,
  limit: int,
  /** The search with its misspelt words corrected ("aswagandha" → "ashwagandha"), when it had any (decision 041). */
  didYouMean: z.string().nullable(),
});
export type ProductPage = z.output<typeof productPage>;

export const compositionLine = z.object({ ingredient: z.string(), botanical: z.string().optional(), part: z.string().optional(), quantity: z.string().optional() });

/**
 * A pack on a product page also says how many can be ordered without a pincode (the stock, capped at 10: exact counts
 * are not published), as the inventory call does: a page without a pincode needs no call per pack (decision 029).
 */
export const packageDetailView = packageView.extend({ available: int });

/** A product page. */
export const productDetail = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: z.string(), name: z.string(), manufacturer: z.string(), licence: z.string().nullable(), noNirogMoney: z.boolean() }),
  medicalSystem: int,
  kind: z.string(),
  form: z.string(),
  composition: z.array(compositionLine),
  indications: z.string(),
  dosage: z.string(),
  contraindications: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  prescriptionRequired: z.boolean(),
  otc: z.boolean(),
  hsnCode: z.string(),
  gstRatePercent: z.number(),
  images: z.array(z.string()),
  /** Uploaded pictures in order (decision 034); when there are none, `images` is what the page shows. */
  pictures: z.array(productImageView),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  categories: z.array(z.object({ id: int, slug: z.string(), name: z.string() })),
  packages: z.array(packageDetailView),
  bookmarked: z.boolean(),
});
export type ProductDetail = z.output<typeof productDetail>;

/** Stock of a pack, for a delivery pincode when one is given. */
export const inventoryView = z.object({
  packageId: int,
  inStock: z.boolean(),
  available: int,
  pincode: z.string().nullable(),
  serviceable: z.boolean().nullable(),
  codAvailable: z.boolean().optional(),
  delivery: z.object({ minDays: int, maxDays: int }).nullable(),
});
export type Inventory = z.output<typeof inventoryView>;

export const suggestion = z.object({ slug: z.string(), name: z.string(), brand: z.string() });
export type Suggestion = z.output<typeof suggestion>;

const categoryLeaf = z.object({ id: int, slug: z.string(), name: z.string(), description: z.string().nullable(), productCount: int });
/** The category tree: roots with their children (two levels; the children carry none). */
export const categoryNode = categoryLeaf.extend({ children: z.array(categoryLeaf).optional() });
export type CategoryNode = z.output<typeof categoryNode>;

export const brandSummary = z.object({ id: int, slug: z.string(), name: z.string(), manufacturer: z.string(), productCount: int });
export type BrandSummary = z.output<typeof brandSummary>;

export const brandView = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  licence: z.string().nullable(),
  description: z.string().nullable(),
  noNirogMoney: z.boolean(),
});
export type Brand = z.output<typeof brandView>;

export const offerView = z.object({
  id: int,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** 'd2c', 'trade' or 'all'. */
  audience: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Weekly offers repeat on this weekday (0 Sunday), India time. */
  weekday: int.nullable(),
});
export type Offer = z.output<typeof offerView>;
export const offerList = pageOf(offerView);
export const offerWithProducts = z.object({ offer: offerView, items: z.array(productCard), total: int });

export const dealView = z.object({
  id: int,
  discountPercent: z.number(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  packageId: int,
  label: z.string(),
  product: z.object({ slug: z.string(), name: z.string(), brand: z.string() }),
});
export type Deal = z.output<typeof dealView>;
export const dealList = pageOf(dealView);

export const bookmarkState = z.object({ productId: int, bookmarked: z.boolean() });
export const stockAlertState = z.object({ packageId: int, subscribed: z.boolean() });
export const stockAlertList = pageOf(z.object({ packageId: int, createdAt: isoDateTime }));

export const catalogSitemap = z.object({
  products: z.array(z.object({ slug: z.string(), updatedAt: isoDateTime })),
  brands: z.array(z.string()),
  categories: z.array(z.object({ id: int, slug: z.string() })),
  offers: z.array(z.string()),
});
export type CatalogSitemap = z.output<typeof catalogSitemap>;

export const tradeDiscount = z.object({ userType: int, tier: int, discountBp: int });
export type CompositionLine = z.output<typeof compositionLine>;
