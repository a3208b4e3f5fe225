import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { packages } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';

/** One shopping cart per user; prices are never stored here, they come from the catalog for the buyer. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});


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
