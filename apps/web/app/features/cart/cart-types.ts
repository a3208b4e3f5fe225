/** The cart as GET /api/v2/cart/:userId?platform=1 returns it (apps/api/src/modules/cart). Amounts are integer paise. */
export interface CartLine {
  packageId: number;
  productId: number;
  slug: string;
  name: string;
  brand: string;
  label: string;
  quantity: number;
  mrp: number;
  price: number;
  priceType: 'retail' | 'trade';
  lineTotal: number;
  inStock: boolean;
  /** Units we can ship now (capped at the cart's maximum per line). */
  available: number;
  /** Nirog money does not apply to this line (Kottakal). */
  noNirogMoney: boolean;
  prescriptionRequired: boolean;
  problems: string[];
}

export interface CartView {
  cartItems: CartLine[];
  totalCartAmount: number;
  mrpTotal: number;
  count: number;
  offerItemsText: string;
  hasNoNirogMoneyItems: boolean;
  nirogMoneyNote: string | null;
  pincode: { pincode: string; serviceable: boolean; codAvailable: boolean } | null;
  profile: { doctor_category: number | null; nirogMoneyLimit: number };
}

/** The most a line may hold (apps/api/src/modules/cart/cart.tables.ts CART_MAX_QUANTITY). */
export const CART_MAX_QUANTITY = 20;

/** What the product page's add-to-cart answers. */
export type AddToCartResult = { intent: 'cart'; ok: true; packageId: number; count: number } | { intent: 'cart'; ok: false; packageId: number; message: string };

/** What the cart page's quantity and remove forms answer when they do not succeed (success redirects). */
export type CartActionResult = { ok: false; packageId: number | null; message: string };
