export { CART_MAX_QUANTITY } from '@nirog/shared/cart-rules';
export type { CartLine, CartView } from '@nirog/shared/cart';

/** A user's verification that keeps them from ordering (spec section 5): the verify modal opens on add to cart. */
export type OrderGate = { status: number; reason: string | null; userType: number };

/** What the product page's add-to-cart answers (`verify`: not added, the verify modal opens; issue 19 item 13). */
export type AddToCartResult =
  | { intent: 'cart'; ok: true; packageId: number; count: number }
  | { intent: 'cart'; ok: false; packageId: number; message: string; verify?: OrderGate };

/** What the cart page's quantity and remove forms answer when they do not succeed (success redirects). */
export type CartActionResult = { ok: false; packageId: number | null; message: string };
