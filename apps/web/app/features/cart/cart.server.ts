/** Server side of the cart: the header count, the cart page's data and its quantity and remove forms. */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { track } from '../orders/analytics.server.ts';
import { CART_MAX_QUANTITY, type AddToCartResult, type CartActionResult, type CartView } from './cart-types.ts';
import { loadOrderGate } from './order-gate.server.ts';

/**
 * The header's item count: a logged-in user's, or a visitor's guest cart's (decision 042); null for a visitor with no
 * guest cart or when the count cannot be read.
 */
export async function cartCount(api: ApiClient, user: PublicUser | null): Promise<number | null> {
  if (!user && !api.hasGuestCart()) return null;
  try {
    const res = user ? await api.get(`/v2/cart/${user.id}/count`) : await api.get('/v2/guest-cart/count');
    return res.ok ? res.entity.count : null;
  } catch {
    return null;
  }
}

/**
 * The cart priced for this buyer (platform 1). Null when it cannot be fetched: the page then shows the cart empty
 * with a retry (spec section 4: a cart fetch failure empties the cart), never an error page.
 */
export async function loadCart(api: ApiClient, user: PublicUser | null): Promise<CartView | null> {
  try {
    const res = user ? await api.get(`/v2/cart/${user.id}?platform=1`) : await api.get('/v2/guest-cart');
    return res.ok ? res.entity : null;
  } catch {
    return null;
  }
}

const positiveInt = (v: FormDataEntryValue | null) => {
  const n = Number(typeof v === 'string' ? v : NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The first message of a refused cart call: a field's (quantity) or the call's. */
const messageOf = (error: { error: string; fields?: Record<string, string> }) => (error.fields ? Object.values(error.fields)[0] : error.error);

/** The product page's "Add to cart": sets the pack's quantity in the cart (a visitor's guest cart, decision 042). */
export async function addToCart(api: ApiClient, form: FormData) {
  const packageId = positiveInt(form.get('packageId')) ?? 0;
  const quantity = positiveInt(form.get('quantity'));
  if (!packageId || !quantity || quantity > CART_MAX_QUANTITY) {
    return data<AddToCartResult>({ intent: 'cart', ok: false, packageId, message: t('cart.quantityRange', { max: CART_MAX_QUANTITY }) }, { status: 400 });
  }
  // A user who may not order yet gets the verify modal, not the item (issue 19 item 13).
  const gate = await loadOrderGate(api);
  if (gate) return data<AddToCartResult>({ intent: 'cart', ok: false, packageId, message: t('spec.verifiedToOrder'), verify: gate }, { status: 403 });
  const res = await api.post('/v2/cart', { packageId, quantity });
  if (!res.ok) return data<AddToCartResult>({ intent: 'cart', ok: false, packageId, message: messageOf(res.error) }, { status: res.httpStatus });
  await track(api, 'cart_add', { packageId, quantity });
  return data<AddToCartResult>({ intent: 'cart', ok: true, packageId, count: res.entity.count });
}

/**
 * The cart page's forms: change a line's quantity (typed, or the − and + buttons, which post `step` with the shown
 * number) or remove it (the row's one remove control).
 */
export async function cartAction(api: ApiClient, form: FormData) {
  const intent = form.get('intent');
  const packageId = positiveInt(form.get('packageId'));
  if (!packageId) return data<CartActionResult>({ ok: false, packageId: null, message: t('error.validation') }, { status: 400 });
  if (intent === 'remove') {
    const res = await api.post(`/v2/cart/${packageId}/delete`);
    if (!res.ok && res.httpStatus !== 404) return data<CartActionResult>({ ok: false, packageId, message: res.error.error }, { status: res.httpStatus });
    await track(api, 'cart_remove', { packageId });
    throw redirect('/order/cart?toast=removed');
  }
  if (intent === 'quantity') {
    const typed = String(form.get('quantity') ?? '').trim();
    const step = Number(form.get('step') ?? 0);
    const quantity = /^\d{1,4}$/.test(typed) ? Number(typed) + (step === 1 || step === -1 ? step : 0) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_MAX_QUANTITY) {
      return data<CartActionResult>({ ok: false, packageId, message: t('cart.quantityRange', { max: CART_MAX_QUANTITY }) }, { status: 400 });
    }
    const res = await api.post('/v2/cart', { packageId, quantity });
    if (!res.ok) return data<CartActionResult>({ ok: false, packageId, message: messageOf(res.error) }, { status: res.httpStatus });
    throw redirect('/order/cart?toast=updated');
  }
  return data<CartActionResult>({ ok: false, packageId, message: t('error.validation') }, { status: 400 });
}
