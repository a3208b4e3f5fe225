import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { warehouses } from '../location/location.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  manufacturer: varchar('manufacturer', { length: 200 }).notNull(),
  licence: varchar('licence', { length: 80 }),
  description: text('description'),
  /** Kottakal medicines: nirog money does not apply to them (spec section 8). */
  noNirogMoney: boolean('no_nirog_money').notNull().default(false),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    parentId: integer('parent_id'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    medicalSystem: smallint('medical_system').notNull().default(1),
    kind: varchar('kind', { length: 16 }).notNull(),
    form: varchar('form', { length: 24 }).notNull(),
    composition: jsonb('composition').notNull(),
    indications: text('indications').notNull(),
    dosage: text('dosage').notNull(),
    contraindications: text('contraindications').notNull(),
    description: text('description').notNull(),
    reference: varchar('reference', { length: 200 }),
    prescriptionRequired: boolean('prescription_required').notNull().default(false),
    /** Days after delivery within which this product may be returned (0: not returnable). */
    returnWindowDays: smallint('return_window_days').notNull().default(7),
    otc: boolean('otc').notNull().default(false),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    /** GST rate in basis points (1200 = 12 %). */
    gstRateBp: integer('gst_rate_bp').notNull(),
    /** Picture addresses from the original catalog import; uploaded pictures live in product_images (decision 034). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** SEO: the page's <title> and meta description when set (else made from the name and brand). */
    metaTitle: varchar('meta_title', { length: 70 }),
    metaDescription: varchar('meta_description', { length: 170 }),
    /** The lowest D2C price among the active packs, kept by a trigger on packages; listings sort by it. */
    minPricePaise: integer('min_price_paise'),
    /** Units sold, for "top selling" (orders add to it). */
    soldCount: integer('sold_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Name, brand, ingredients and uses, kept by the service; the search vector and trigram index read it. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_sold_idx').on(t.soldCount),
    index('products_min_price_idx').on(t.minPricePaise),
    check('products_kind_ck', sql`kind IN ('classical', 'proprietary')`),
    check('products_gst_ck', sql`gst_rate_bp IN (0, 500, 1200, 1800, 2800)`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId)],
);

/** A pack size of a product: what is priced, stocked and put in a cart. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 60 }).notNull(),
    sku: varchar('sku', { length: 40 }).notNull().unique(),
    mrpPaise: integer('mrp_paise').notNull(),
    /** The D2C (website) selling price. */
    salePricePaise: integer('sale_price_paise').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The most of this pack one order may hold (null: only the cart's own cap); the cart and checkout enforce it. */
    maxPerOrder: smallint('max_per_order'),
  },
  (t) => [
    index('packages_product_idx').on(t.productId),
    check('packages_price_ck', sql`mrp_paise > 0 AND sale_price_paise > 0 AND sale_price_paise <= mrp_paise`),
    check('packages_max_per_order_ck', sql`max_per_order IS NULL OR max_per_order > 0`),
  ],
);

/**
 * A product's uploaded pictures (decision 034): each was resized once, at upload, into square WebP and JPEG copies of
 * the widths in `widths`, stored under `product-images/{id}/{width}-{format}`; `position` orders them (0 is the cover).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    alt: varchar('alt', { length: 200 }).notNull(),
    widths: smallint('widths').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), check('product_images_alt_ck', sql`length(trim(alt)) > 0`)],
);

/** Stock per pack and warehouse; never negative. */
export const inventory = pgTable(
  'inventory',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    warehouseId: smallint('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.warehouseId] }), check('inventory_qty_ck', sql`quantity >= 0`)],
);

/**
 * Trade pricing: a discount off MRP per buyer type and customer tier (operators set it), and optional fixed prices
 * per pack that override it.
 */
export const tradeDiscounts = pgTable(
  'trade_discounts',
  {
    userType: smallint('user_type').notNull(),
    tier: smallint('tier').notNull(),
    discountBp: integer('discount_bp').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userType, t.tier] }), check('trade_discounts_ck', sql`discount_bp >= 0 AND discount_bp < 10000`)],
);

export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    userType: smallint('user_type').notNull(),
    tier: smallint('tier').notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.userType, t.tier] }), check('package_prices_ck', sql`price_paise > 0`)],
);

/** Offer pages (/offers/{slug}) such as Sabse Sasta Sunday and the clearance sale. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  description: text('description').notNull(),
  /** 'd2c', 'trade' or 'all'. */
  audience: varchar('audience', { length: 8 }).notNull().default('all'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Weekly offers repeat on this weekday (0 Sunday), India time. */
  weekday: smallint('weekday'),
});

/** A deal: a pack at a special price within a time window, optionally part of an offer. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    /** Discount off the price the buyer would otherwise pay, basis points. */
    discountBp: integer('discount_bp').notNull(),
    audience: varchar('audience', { length: 8 }).notNull().default('all'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The most units of the pack one order may buy while the deal is live (checkout refuses more); null: no cap. */
    maxPerOrder: integer('max_per_order'),
  },
  (t) => [
    index('deals_window_idx').on(t.startsAt, t.endsAt),
    index('deals_package_idx').on(t.packageId),
    check('deals_discount_ck', sql`discount_bp > 0 AND discount_bp < 10000`),
    check('deals_cap_ck', sql`max_per_order IS NULL OR max_per_order > 0`),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** "Notify me when back in stock" requests. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('stock_alerts_open_uq').on(t.userId, t.packageId).where(sql`notified_at IS NULL`)],
);
