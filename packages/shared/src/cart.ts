/**
 * The cart as GET /api/v2/cart/{userId}?platform=1 returns it (spec section 3: cartItems, profile, offerItemsText,
 * totalCartAmount, count). The API builds it and the web reads it. Amounts are integer paise.
 */

import { z } from 'zod';
import { int } from './schemas/envelope.ts';
import { productImageView } from './schemas/catalog-admin.ts';

import { CART_MAX_QUANTITY } from './cart-rules.ts';

export { CART_MAX_QUANTITY };

/** One cart line, priced for the buyer. */
export const cartLine = z.object({
  packageId: int,
  productId: int,
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  label: z.string(),
  quantity: int,
  mrp: int,
  price: int,
  priceType: z.enum(['retail', 'trade']),
  lineTotal: int,
  inStock: z.boolean(),
  /** Units we can ship now (capped at the cart's maximum per line). */
  available: int,
  /** Nirog money does not apply to this line (Kottakal). */
  noNirogMoney: z.boolean(),
  prescriptionRequired: z.boolean(),
  problems: z.array(z.string()),
  /** The product's first picture, for the row's thumbnail (decision 041). */
  picture: productImageView.nullable(),
  /** Trade schemes on this product for this buyer, in words (decision 056), whether or not the quantity reaches them. */
  offers: z.array(z.string()),
  /** The scheme this line gets now: a slab's price is already in `price` (`listPrice` is without it). */
  scheme: z.object({ id: int, text: z.string() }).nullable(),
  listPrice: int,
  /** Free units this line earns (buy X get Y), billed at 0; `short` when fewer are in stock than earned. */
  free: z.object({ packageId: int, name: z.string(), label: z.string(), quantity: int, short: z.boolean(), unitValue: int }).nullable(),
});
export type CartLine = z.output<typeof cartLine>;

/** GET /v2/cart/{userId} (decision 018). */
export const cartView = z.object({
  cartItems: z.array(cartLine),
  totalCartAmount: int,
  mrpTotal: int,
  count: int,
  offerItemsText: z.string(),
  hasNoNirogMoneyItems: z.boolean(),
  nirogMoneyNote: z.string().nullable(),
  pincode: z.object({ pincode: z.string(), serviceable: z.boolean(), codAvailable: z.boolean() }).nullable(),
  profile: z.object({ doctor_category: int.nullable(), nirogMoneyLimit: int }),
});
export type CartView = z.output<typeof cartView>;

/** POST /v2/cart, POST /v2/cart/{id}/delete, GET /v2/cart/{userId}/count. */
export const cartCount = z.object({ count: int });
