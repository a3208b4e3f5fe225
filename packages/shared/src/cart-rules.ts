/** The cart's limits, without zod (cart.ts has the schemas; a product page needs only these). */

/**
 * The most a cart line may ever hold: a ceiling against typing mistakes, not the working cap. A line's cap is the
 * stock we hold and the pack's per-order limit set in the back office (packages.max_per_order), whichever is lower
 * (decisions 042, 043: a trade buyer orders 40 or 200 units of a pack).
 */
export const CART_MAX_QUANTITY = 999;

/** The guest cart's cookie (decision 042): a random token, only its SHA-256 kept; httpOnly, 30 days. */
export const GUEST_CART_COOKIE = 'nirog_guest_cart';
/** The same token as a header, for the web app's in-process calls and non-browser clients. */
export const GUEST_CART_HEADER = 'guest-cart';
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
