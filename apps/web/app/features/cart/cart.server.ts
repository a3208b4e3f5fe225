/** Server side of the cart: the header count, the cart page's data and its quantity and remove forms. */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { track } from '../orders/analytics.server.ts';
import { CART_MAX_QUANTITY, type AddToCartResult, type CartActionResult, type CartView } from './cart-types.ts';

/** The header's item count for a logged-in user; null for visitors or when the count cannot be read. */
export async function cartCount(api: ApiClient, user: PublicUser | null): Promise<number | null> {
  if (!user) return null;
  try {
    const res = await api.get(`/v2/cart/${user.id}/count`);
    return res.ok ? res.entity.count : null;
  } catch {
    return null;
  }
}

/**
 * The cart priced for this buyer (platform 1). Null when it cannot be fetched: the page then shows the cart empty
 * with a retry (spec section 4: a cart fetch failure empties the cart), never an error page.
 */
export async function loadCart(api: ApiClient, user: PublicUser): Promise<CartView | null> {
  try {
    const res = await api.get(`/v2/cart/${user.id}?platform=1`);
    return res.ok ? res.entity : null;
  } catch {
    return null;
  }
}

const positiveInt = (v: FormDataEntryValue | null) => {
  const n = Number(typeof v === 'string' ? v : NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The product page's "Add to cart": sets the pack's quantity in the cart. */
export async function addToCart(api: ApiClient, form: FormData) {
  const packageId = positiveInt(form.get('packageId')) ?? 0;
  const quantity = positiveInt(form.get('quantity'));
  if (!packageId || !quantity || quantity > CART_MAX_QUANTITY) {
    return data<AddToCartResult>({ intent: 'cart', ok: false, packageId, message: t('cart.quantityRange', { max: CART_MAX_QUANTITY }) }, { status: 400 });
  }
  const res = await api.post('/v2/cart', { packageId, quantity });
  if (!res.ok) {
    const message = res.error.fields ? Object.values(res.error.fields)[0] : res.error.error;
    return data<AddToCartResult>({ intent: 'cart', ok: false, packageId, message }, { status: res.httpStatus });
  }
  await track(api, 'cart_add', { packageId, quantity });
  return data<AddToCartResult>({ intent: 'cart', ok: true, packageId, count: res.entity.count });
}

/** The cart page's forms: change a line's quantity (the − and + buttons post the new number) or remove it. */
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
    const quantity = Number(form.get('quantity'));
    if (quantity === 0) {
      // − on a single unit takes the line out.
      const res = await api.post(`/v2/cart/${packageId}/delete`);
      if (!res.ok && res.httpStatus !== 404) return data<CartActionResult>({ ok: false, packageId, message: res.error.error }, { status: res.httpStatus });
      await track(api, 'cart_remove', { packageId });
      throw redirect('/order/cart?toast=removed');
    }
    const res = await api.post('/v2/cart', { packageId, quantity });
    if (!res.ok) {
      const message = res.error.fields ? Object.values(res.error.fields)[0] : res.error.error;
      return data<CartActionResult>({ ok: false, packageId, message }, { status: res.httpStatus });
    }
    throw redirect('/order/cart?toast=updated');
  }
  return data<CartActionResult>({ ok: false, packageId, message: t('error.validation') }, { status: 400 });
}
