/**
 * What the order pages share that is not an API shape (those are inferred from packages/shared/src/schemas/orders.ts):
 * their toasts, the list's paging and filter, the checkout steps' action results, and how a tracking link is told apart.
 */
import type { CheckoutForm } from '@nirog/shared/schemas/payments';

/** The toasts order pages show from `?toast=` (the payment callback sends paymentReceived or paymentFailed). */
export const ORDER_TOASTS = {
  orderPlaced: 'shop.toast.orderPlaced',
  paymentReceived: 'shop.toast.paymentReceived',
  paymentFailed: 'shop.toast.paymentFailed',
  neftReported: 'neft.reported',
  cancelled: 'shop.after.cancelled',
  returnRequested: 'shop.after.returnRequested',
} as const;
export const ORDER_ERROR_TOASTS: ReadonlySet<string> = new Set(['paymentFailed']);

export type AddressStepResult = { intent: 'choose'; message: string; fields?: Record<string, string> };

export type PaymentStepResult =
  | { intent: 'coupon'; message: string; code: string }
  | { intent: 'nirog'; message: string }
  | { intent: 'rx'; message: string }
  | { intent: 'place'; message: string; unverified?: boolean; totalChanged?: boolean; paymentMethod?: number }
  | { intent: 'cod-otp'; message: string; sent: boolean }
  | { intent: 'checkout'; checkout: CheckoutForm; orderId: number };

/** The list's page size and its payment-method filter (0 = all, 1 COD, 2 online, 4 postpaid). */
export const ORDERS_PAGE_SIZE = 10;
export const METHOD_FILTERS = [0, 1, 2, 4] as const;

/** Public tracking links use the order's unguessable id (/myorders/{hashedId}); the buyer's own links use the number. */
export const isHashedOrderId = (id: string | undefined) => !!id && !/^\d+$/.test(id) && /^[A-Za-z0-9_-]{10,40}$/.test(id);
