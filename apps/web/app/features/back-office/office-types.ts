/**
 * The back office's view of orders, returns, refunds and payments, as the operator API returns them
 * (apps/api/src/modules/orders/fulfilment.routes.ts and orders.routes.ts). Amounts are integer paise; times ISO.
 */
import type { OrderStatus, PaymentStatus, ReturnStatus, RxStatus } from '@nirog/shared/orders';

export type { OrderStatus, PaymentStatus, ReturnStatus };

/** One row of GET /v1/admin/orders. */
export interface OfficeOrderRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: number;
  paymentStatus: PaymentStatus;
  totalPaise: number;
  /** 4 for an appointment's consultation fee (no delivery: city and pincode are null). */
  orderType: number;
  city: string | null;
  pincode: string | null;
  buyerName: string;
  buyerMobile: string;
  buyerType: number;
  /** The prescription check of an order of prescription-only medicines; null when it needed none. */
  rxStatus: RxStatus | null;
  createdAt: string;
}

export interface OfficeOrderList {
  items: OfficeOrderRow[];
  /** Orders in the chosen state (all orders without one). */
  total: number;
  /** Orders per state, over all orders. */
  byStatus: Partial<Record<OrderStatus, number>>;
  /** Uploaded prescriptions waiting for a pharmacist, over all orders. */
  prescriptionsToCheck: number;
}

export interface ReturnItemView {
  orderItemId: number;
  quantity: number;
  amountPaise: number;
  name: string;
  label: string;
}

export interface RefundView {
  id: number;
  returnId?: number | null;
  destination: 'original' | 'nirog_money';
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt?: string;
  processedAt: string | null;
}

/** A return request with its items and refunds (GET /v1/admin/returns adds the order number). */
export interface ReturnView {
  id: number;
  orderId: number;
  orderNumber?: string;
  kind: 'full' | 'partial';
  reason: string;
  status: ReturnStatus;
  refundTo: 'original' | 'nirog_money';
  amountPaise: number;
  note: string | null;
  createdAt: string;
  items: ReturnItemView[];
  refunds: RefundView[];
}

export interface Shipment {
  courier: string;
  awb: string;
  shippedAt: string;
  deliveredAt: string | null;
}

/** GET /v1/orders/:id/after-sales */
export interface AfterSales {
  returns: ReturnView[];
  refunds: RefundView[];
  shipment: Shipment | null;
}

/** A NEFT transfer a postpaid buyer reported (GET /v1/admin/neft). */
/** GET /v1/admin/refunds: a refund not yet made. */
export interface PendingRefund {
  id: number;
  orderId: number;
  orderNumber: string;
  orderType: number;
  buyerName: string;
  destination: 'original' | 'nirog_money';
  amountPaise: number;
  createdAt: string;
  /** The gateway took it and its confirmation is awaited (nothing to do but wait). */
  accepted: boolean;
}

export interface NeftTransfer {
  id: number;
  orderId: number;
  orderNumber: string;
  utr: string;
  amountPaise: number;
  paidOn: string;
  createdAt: string;
}

/** PUT /v1/admin/credit/:userId answers with the buyer's credit after the change. */
export interface CreditState {
  limitPaise: number;
  usedPaise: number;
  availablePaise: number;
}
