import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { packages } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';

/**
 * One shopping cart per user, or a visitor's guest cart (decision 042): then user_id is null and the cart is found by
 * the SHA-256 of the guest cookie's token, until it expires or merges into an account at login. Prices are never
 * stored here, they come from the catalog for the buyer.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    /** A guest cart's end (extended on every write); null for a user's cart. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_owner_ck', sql`(user_id IS NOT NULL AND guest_token_hash IS NULL) OR (user_id IS NULL AND guest_token_hash IS NOT NULL AND expires_at IS NOT NULL)`)],
);


export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 999 = CART_MAX_QUANTITY (@nirog/shared/cart-rules).
  (t) => [primaryKey({ columns: [t.cartId, t.packageId] }), check('cart_items_qty_ck', sql`quantity BETWEEN 1 AND 999`)],
);
