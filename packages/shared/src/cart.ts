/**
 * The cart as GET /api/v2/cart/{userId}?platform=1 returns it (spec section 3: cartItems, profile, offerItemsText,
 * totalCartAmount, count). The API builds it and the web reads it. Amounts are integer paise.
 */

/** The most a cart line may hold. */
export const CART_MAX_QUANTITY = 20;

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
