export { CART_MAX_QUANTITY } from '@nirog/shared/cart-rules';
export type { CartLine, CartView } from '@nirog/shared/cart';

/** What the product page's add-to-cart answers. */
export type AddToCartResult = { intent: 'cart'; ok: true; packageId: number; count: number } | { intent: 'cart'; ok: false; packageId: number; message: string };

/** What the cart page's quantity and remove forms answer when they do not succeed (success redirects). */
export type CartActionResult = { ok: false; packageId: number | null; message: string };
