/**
 * Orders and checkout as the API returns them (apps/api/src/modules/orders; shared shapes in
 * packages/shared/src/orders.ts). Amounts are integer paise; times are ISO strings.
 */
import type { CheckoutForm } from '@nirog/shared/schemas/payments';
import type { Billing, OrderPrescription, OrderStatus, OrderSummary, PaymentStatus } from '@nirog/shared/orders';

export type { Billing, OrderStatus, OrderSummary, PaymentStatus };

export interface AddressSnapshot {
  addressId: number;
  name: string;
  phone: string;
  address: string;
  landmark: string | null;
  city: string;
  stateId: number;
  stateName: string;
  stateCode: string;
  pincode: string;
  gstin: string | null;
  legalEntityName: string | null;
}

export interface OrderItem {
  id: number;
  packageId: number;
  productId: number;
  name: string;
  brand: string;
  label: string;
  hsnCode: string;
  gstRateBp: number;
  quantity: number;
  returnedQuantity?: number;
  mrpPaise: number;
  pricePaise: number;
  lineTotalPaise: number;
  couponSharePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface OrderAmounts {
  mrpTotalPaise: number;
  itemsTotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  nirogMoneyPaise: number;
  deliveryChargePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface OrderEvent {
  event: string;
  note: string | null;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  /** Null for an appointment's consultation fee (order type 4): nothing is delivered. */
  deliveryAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  amounts: OrderAmounts;
  seller: { name: string; warehouse: string; stateName: string; gstin: string } | null;
  payBy: string | null;
  paidAt: string | null;
  cancelReason: string | null;
  events: OrderEvent[];
  /** The prescription of an order of prescription-only medicines; null when it needed none. */
  prescription: OrderPrescription | null;
  canPayOnline: boolean;
}

export interface OrderList {
  items: OrderSummary[];
  total: number;
}

/** Where POST /v2/orders/payment/online sends the browser. */
export type OnlineCheckout = CheckoutForm;

export interface Credit {
  limitPaise: number;
  usedPaise: number;
  availablePaise: number;
  eligible: boolean;
}

export interface CouponItem {
  code: string;
  title: string;
  description: string;
  terms: string;
  endsAt: string;
  applicable: boolean;
  reason: string | null;
  discountPaise?: number;
}

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
  | { intent: 'place'; message: string; unverified?: boolean; totalChanged?: boolean }
  | { intent: 'checkout'; checkout: OnlineCheckout; orderId: number };

/** The list's page size and its payment-method filter (0 = all, 1 COD, 2 online, 4 postpaid). */
export const ORDERS_PAGE_SIZE = 10;
export const METHOD_FILTERS = [0, 1, 2, 4] as const;

/** GET /v3/order/{hashedId}/track: public tracking, no personal details. */
export interface Tracking {
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  destination: { city: string; stateName: string; pincode: string } | null;
  timeline: Array<{ event: string; label: string; at: string }>;
  shipment: { courier: string; awb: string; shippedAt: string; deliveredAt: string | null } | null;
}

/** Public tracking links use the order's unguessable id (/myorders/{hashedId}); the buyer's own links use the number. */
export const isHashedOrderId = (id: string | undefined) => !!id && !/^\d+$/.test(id) && /^[A-Za-z0-9_-]{10,40}$/.test(id);
