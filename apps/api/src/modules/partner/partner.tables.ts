/**
 * Nirog Partner (issue 25, decision 070): members, the operators' rates per reseller tier, a cart per patient, the
 * orders a partner arranges for a patient, their lines with the commission each earns, and the payment links.
 *
 * What always holds: a partner order's lines carry the price and commission fixed when it was sent
 * (line_total = price × quantity, commission ≤ line_total); a partner order becomes one real order at most
 * (order_id unique); a link is used at most once (used_at set by one conditional UPDATE) and its token is kept only
 * as a SHA-256 hash. The patients are the care module's associations (care_patient_links), the addresses the
 * partner's address book with patient_id.
 */
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from '@nirog/shared/schemas/orders';
import { users } from '../identity/identity.tables.ts';
import { packages, products } from '../catalog/catalog.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { carePatientLinks } from '../care/patients.tables.ts';

/** Who joined the programme, and when. */
export const partnerMembers = pgTable('partner_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operators' rates per reseller tier (0-6); a tier without a row uses DEFAULT_TIER_RATES. */
export const partnerTierRates = pgTable(
  'partner_tier_rates',
  {
    tier: smallint('tier').primaryKey(),
    discountBp: integer('discount_bp').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('partner_tier_rates_ck', sql`tier BETWEEN 0 AND 6 AND discount_bp BETWEEN 0 AND 5000 AND commission_bp BETWEEN 0 AND 5000`)],
);

/** The cart a partner builds for one patient. */
export const partnerCartItems = pgTable(
  'partner_cart_items',
  {
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientLinkId: integer('patient_link_id')
      .notNull()
      .references(() => carePatientLinks.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerUserId, t.patientLinkId, t.packageId] }), check('partner_cart_items_qty_ck', sql`quantity BETWEEN 1 AND 20`)],
);

export const partnerOrders = pgTable(
  'partner_orders',
  {
    id: serial('id').primaryKey(),
    partnerUserId: integer('partner_user_id')
      .notNull()
      .references(() => users.id),
    patientLinkId: integer('patient_link_id')
      .notNull()
      .references(() => carePatientLinks.id),
    /** Only this number may open the link (copied: the association may be edited later). */
    patientMobile: varchar('patient_mobile', { length: 10 }).notNull(),
    patientName: varchar('patient_name', { length: 100 }).notNull(),
    tier: smallint('tier').notNull(),
    /** The partner's address for this patient when sent; the order ships there. */
    addressId: integer('address_id').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    diagnosis: varchar('diagnosis', { length: 300 }).notNull(),
    advice: text('advice'),
    itemsTotalPaise: integer('items_total_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    state: varchar('state', { length: 12 }).notNull().default('sent'),
    /** The real order (the patient's), once placed through the link. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_orders_partner_idx').on(t.partnerUserId, t.createdAt),
    uniqueIndex('partner_orders_order_uq').on(t.orderId),
    check('partner_orders_state_ck', sql`state IN ('sent', 'placed', 'cancelled') AND (state = 'placed') = (order_id IS NOT NULL)`),
    check('partner_orders_amounts_ck', sql`items_total_paise >= 0 AND commission_paise >= 0 AND commission_paise <= items_total_paise AND tier BETWEEN 0 AND 6`),
  ],
);

export const partnerOrderLines = pgTable(
  'partner_order_lines',
  {
    id: serial('id').primaryKey(),
    partnerOrderId: integer('partner_order_id')
      .notNull()
      .references(() => partnerOrders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 200 }).notNull(),
    label: varchar('label', { length: 80 }).notNull(),
    quantity: integer('quantity').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    /** The retail price a patient would pay alone, and the partner price they pay. */
    retailPaise: integer('retail_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    /** The order's line, once the order is placed. */
    orderItemId: integer('order_item_id').references(() => orderItems.id),
  },
  (t) => [
    index('partner_order_lines_order_idx').on(t.partnerOrderId),
    uniqueIndex('partner_order_lines_item_uq').on(t.orderItemId),
    check('partner_order_lines_ck', sql`quantity BETWEEN 1 AND 20 AND line_total_paise = price_paise * quantity AND commission_paise >= 0 AND commission_paise <= line_total_paise`),
  ],
);

/** A payment link: the token's hash, its expiry, and whether it was used or withdrawn. */
export const partnerLinks = pgTable(
  'partner_links',
  {
    id: serial('id').primaryKey(),
    partnerOrderId: integer('partner_order_id')
      .notNull()
      .references(() => partnerOrders.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Withdrawn: the partner cancelled the order or sent a new link. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_links_order_idx').on(t.partnerOrderId)],
);
