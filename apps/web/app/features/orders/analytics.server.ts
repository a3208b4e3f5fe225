/**
 * Product analytics recorded by our own server (POST /api/v1/analytics/events; names in
 * apps/api/src/modules/identity/account.routes.ts ANALYTICS_EVENTS). No third-party tracker. Recording never
 * fails the page or the action it belongs to.
 */
import type { ApiClient } from '../../lib/api-client.ts';

export type ShopEvent =
  | 'cart_add'
  | 'cart_remove'
  | 'cart_view'
  | 'checkout_address_select'
  | 'coupon_apply'
  | 'coupon_remove'
  | 'nirog_money_apply'
  | 'payment_method_select'
  | 'order_place'
  | 'payment_start'
  | 'offer_view'
  | 'product_list_view';

export async function track(api: ApiClient, name: ShopEvent, props?: Record<string, string | number | boolean>): Promise<void> {
  if (!api.hasSession()) return;
  try {
    await api.post('/v1/analytics/events', props ? { name, props } : { name });
  } catch {
    // Analytics must never break a purchase.
  }
}
