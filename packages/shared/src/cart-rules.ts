/** The cart's limits, without zod (cart.ts has the schemas; a product page needs only these). */

/** The most a cart line may hold. */
export const CART_MAX_QUANTITY = 20;
