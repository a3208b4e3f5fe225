/** The cart's limits, without zod (cart.ts has the schemas; a product page needs only these). */

/**
 * The most a cart line may ever hold: a ceiling against typing mistakes, not the working cap. A line's cap is the
 * stock we hold and the pack's per-order limit set in the back office (packages.max_per_order), whichever is lower
 * (decisions 042, 043: a trade buyer orders 40 or 200 units of a pack).
 */
export const CART_MAX_QUANTITY = 999;
