/**
 * Responses of checkout, orders, after-sales and the back office's order calls (decision 018): one definition for the
 * API (serialiser, OpenAPI) and the web (types inferred from these). States and fixed amounts are in ../orders.ts.
 * Amounts are integer paise.
 */
import { z } from 'zod';
import { wholeNumber } from './fields.ts';
import { t } from '../messages/catalogue.ts';
import { OPERATOR_STEPS, ORDER_STATUSES, PAYMENT_STATUSES, RETURN_STATUSES, RX_SOURCES, RX_STATUSES } from '../orders.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { officeListQuery } from './office-list.ts';
import { productImageView } from './catalog-admin.ts';

/**
 * A state stored as text under a CHECK of the same list: a service may hand the column's string, the wire carries
 * (and the contract check enforces) one of the values.
 */
const stored = <const V extends readonly [string, ...string[]]>(values: V) => z.string().pipe(z.enum(values));

export const RETURN_KINDS = ['full', 'partial'] as const;
/** Where a refund goes: back the way it was paid (online), or to nirog money. */
export const REFUND_DESTINATIONS = ['original', 'nirog_money'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

// Checkout -----------------------------------------------------------------------------------------------------------

/** One of the buyer's prescriptions from a consultation here. */
export const rxOption = z.object({
  id: int,
  number: z.string(),
  doctorName: z.string(),
  issuedAt: isoDateTime,
  /** It names every prescription-only medicine in the cart. */
  covers: z.boolean(),
});
export type RxOption = z.output<typeof rxOption>;

export const attachedPrescription = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('consultation'), prescriptionId: int, number: z.string(), doctorName: z.string(), issuedAt: isoDateTime, covers: z.boolean() }),
  z.object({ kind: z.literal('upload'), uploadId: z.string(), fileName: z.string().nullable() }),
]);
export type AttachedPrescription = z.output<typeof attachedPrescription>;

export const billingPrescription = z.object({
  required: z.boolean(),
  /** The prescription-only medicines in the cart. */
  medicines: z.array(z.string()),
  attached: attachedPrescription.nullable(),
  /** The buyer's prescriptions from consultations here, newest first (only when one is required). */
  fromConsultations: z.array(rxOption),
});
export type BillingPrescription = z.output<typeof billingPrescription>;

export const billingLine = z.object({
  packageId: int,
  productId: int,
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  label: z.string(),
  hsnCode: z.string(),
  gstRateBp: int,
  quantity: int,
  mrpPaise: int,
  pricePaise: int,
  /** price × quantity */
  lineTotalPaise: int,
  /** This line's share of the coupon discount. */
  couponSharePaise: int,
  /** lineTotal − couponShare, GST included. */
  netPaise: int,
  taxablePaise: int,
  cgstPaise: int,
  sgstPaise: int,
  igstPaise: int,
  noNirogMoney: z.boolean(),
  prescriptionRequired: z.boolean(),
  /** The product's first picture, for the row's thumbnail (decision 041). */
  picture: productImageView.nullable(),
  /** A unit's price without the trade scheme (decision 056); equals pricePaise when none applies. */
  listPricePaise: int,
  /** The scheme this line got, in words. */
  scheme: z.object({ id: int, text: z.string() }).nullable(),
  /** A free line of a buy-X-get-Y scheme (price 0): the pack whose paid units earned it. */
  freeOfPackageId: int.nullable(),
});
export type BillingLine = z.output<typeof billingLine>;

/** The checkout's price breakdown: GET /v2/orders/billing, and every checkout change answers with the new one. */
export const billing = z.object({
  lines: z.array(billingLine),
  /** Sum of MRP × quantity. */
  mrpTotalPaise: int,
  /** Sum of price × quantity (what the items cost before coupon). */
  itemsTotalPaise: int,
  /** MRP total − items total: the catalog discount. */
  discountPaise: int,
  coupon: z.object({ code: z.string(), discountPaise: int }).nullable(),
  /** Why an applied coupon no longer applies (it was released). */
  couponProblem: z.string().nullable(),
  nirogMoney: z.object({
    balancePaise: int,
    /** The most this order may use: nirogMoneyLimit for the user and the order, never beyond the eligible value. */
    limitPaise: int,
    applied: z.boolean(),
    appliedPaise: int,
    /** Set when the cart holds Kottakal medicines (spec message). */
    note: z.string().nullable(),
  }),
  deliveryChargePaise: int,
  /** Tax included in the amounts above. */
  gst: z.object({ kind: z.enum(['intra', 'inter']), taxablePaise: int, cgstPaise: int, sgstPaise: int, igstPaise: int, totalPaise: int }),
  /** items − coupon + delivery − nirog money: what the buyer pays. */
  totalPaise: int,
  seller: z.object({ warehouseId: int, name: z.string(), stateName: z.string(), gstin: z.string() }).nullable(),
  deliveryAddressId: int.nullable(),
  billingAddressId: int.nullable(),
  paymentMethods: z.array(
    z.object({
      code: z.union([z.literal(1), z.literal(2), z.literal(4)]),
      available: z.boolean(),
      reason: z.string().nullable(),
      /** What the buyer can do to use an unavailable postpaid (decision 043): verify the account, ask finance for a credit limit, or pay dues. */
      help: z.enum(['verify', 'creditLimit', 'payDues']).nullable().optional(),
    }),
  ),
  prescription: billingPrescription,
  /** Cash on delivery above this amount needs a code sent to the buyer's mobile (decision 056); null: never. */
  codOtpAbovePaise: int.nullable(),
  /** Whether this order, paid on delivery, needs that code. */
  codOtpRequired: z.boolean(),
  problems: z.array(z.string()),
});
export type Billing = z.output<typeof billing>;

// Orders -------------------------------------------------------------------------------------------------------------

/** The prescription an order was placed with, as its buyer and the back office see it. */
export const orderPrescription = z.object({
  source: stored(RX_SOURCES),
  status: stored(RX_STATUSES),
  number: z.string().nullable(),
  doctorName: z.string().nullable(),
  issuedAt: isoDateTime.nullable(),
  uploadId: z.string().nullable(),
  fileName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
});
export type OrderPrescription = z.output<typeof orderPrescription>;

/** The address as it was when the order was placed (the address book may change later); stored with the order. */
export const addressSnapshot = z.object({
  addressId: int,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  stateId: int,
  stateName: z.string(),
  stateCode: z.string(),
  pincode: z.string(),
  gstin: z.string().nullable(),
  legalEntityName: z.string().nullable(),
});
export type AddressSnapshot = z.output<typeof addressSnapshot>;

/** One order in the buyer's list. */
export const orderSummary = z.object({
  id: int,
  orderNumber: z.string(),
  hashedId: z.string(),
  orderType: int,
  status: stored(ORDER_STATUSES),
  paymentMethod: int,
  paymentStatus: stored(PAYMENT_STATUSES),
  totalPaise: int,
  itemCount: int,
  firstItemName: z.string(),
  /** The first line's product picture now, for the list card's thumbnail (issue 19). */
  firstItemPicture: productImageView.nullable(),
  createdAt: isoDateTime,
});
export type OrderSummary = z.output<typeof orderSummary>;

export const orderItem = z.object({
  id: int,
  packageId: int,
  productId: int,
  name: z.string(),
  brand: z.string(),
  label: z.string(),
  hsnCode: z.string(),
  gstRateBp: int,
  quantity: int,
  /** Units received back from returns. */
  returnedQuantity: int,
  mrpPaise: int,
  pricePaise: int,
  lineTotalPaise: int,
  couponSharePaise: int,
  taxablePaise: int,
  cgstPaise: int,
  sgstPaise: int,
  igstPaise: int,
  /** The product's first picture now, for the row's thumbnail (decision 041). */
  picture: productImageView.nullable(),
  /** The trade scheme the line got (decision 056), in words as when ordered; a free line is billed at 0. */
  schemeText: z.string().nullable(),
  listPricePaise: int.nullable(),
  free: z.boolean(),
});
export type OrderItem = z.output<typeof orderItem>;

export const orderAmounts = z.object({
  mrpTotalPaise: int,
  itemsTotalPaise: int,
  discountPaise: int,
  couponCode: z.string().nullable(),
  couponDiscountPaise: int,
  nirogMoneyPaise: int,
  deliveryChargePaise: int,
  taxablePaise: int,
  cgstPaise: int,
  sgstPaise: int,
  igstPaise: int,
  totalPaise: int,
});
export type OrderAmounts = z.output<typeof orderAmounts>;

/** One step of an order's timeline; operators also see who made it. */
export const orderEvent = z.object({
  event: z.string(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
  actorId: int.nullable().optional(),
  actorName: z.string().nullable().optional(),
});
export type OrderEvent = z.output<typeof orderEvent>;

/** GET /v3/orders/{id}: one order with items, addresses, amounts and timeline (its buyer or an operator). */
export const orderDetail = orderSummary.extend({
  items: z.array(orderItem),
  /** Null for an appointment's consultation fee (order type 4): nothing is delivered. */
  deliveryAddress: addressSnapshot.nullable(),
  billingAddress: addressSnapshot.nullable(),
  amounts: orderAmounts,
  seller: z.object({ name: z.string(), warehouse: z.string(), stateName: z.string(), gstin: z.string() }).nullable(),
  payBy: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  events: z.array(orderEvent),
  /** The prescription of an order of prescription-only medicines; null when it needed none. */
  prescription: orderPrescription.nullable(),
  canPayOnline: z.boolean(),
});
export type OrderDetail = z.output<typeof orderDetail>;

export const orderList = pageOf(orderSummary);
export type OrderList = z.output<typeof orderList>;

export const shipment = z.object({
  courier: z.string(),
  awb: z.string(),
  shippedAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  /** The courier's own tracking page (decision 043): typed by the operator or built from a known courier's AWB. */
  trackingUrl: z.string().nullable(),
  /** The day the operator expects delivery (YYYY-MM-DD, India), or null. */
  expectedBy: z.string().nullable(),
});
export type Shipment = z.output<typeof shipment>;

/** GET /v3/order/{hashedId}/track: public tracking, no personal details. */
export const tracking = z.object({
  orderNumber: z.string(),
  status: stored(ORDER_STATUSES),
  placedAt: isoDateTime,
  destination: z.object({ city: z.string(), stateName: z.string(), pincode: z.string() }).nullable(),
  timeline: z.array(z.object({ event: z.string(), label: z.string(), at: isoDateTime })),
  shipment: shipment.nullable(),
  /** Expected delivery day (YYYY-MM-DD): the operator's at shipping, else estimated from the pincode; null once over. */
  expectedBy: z.string().nullable(),
});
export type Tracking = z.output<typeof tracking>;

// Postpaid credit and NEFT ---------------------------------------------------------------------------------------------

/** A buyer's postpaid credit as operators set it. */
export const creditState = z.object({ limitPaise: int, usedPaise: int, availablePaise: int });
export type CreditState = z.output<typeof creditState>;

/** GET /v1/credit: my credit, and whether I may buy on it (a verified trade buyer with a limit). */
export const credit = creditState.extend({ eligible: z.boolean() });
export type Credit = z.output<typeof credit>;

/** A NEFT transfer a postpaid buyer reported, waiting for an operator (GET /v1/admin/neft). */
export const neftTransfer = z.object({
  id: int,
  orderId: int,
  orderNumber: z.string(),
  utr: z.string(),
  amountPaise: int,
  /** The day the buyer says they paid (YYYY-MM-DD). */
  paidOn: z.string(),
  createdAt: isoDateTime,
});
export type NeftTransfer = z.output<typeof neftTransfer>;

// Returns and refunds ----------------------------------------------------------------------------------------------------

export const refundView = z.object({
  id: int,
  /** In an order's refunds (after-sales): the return it pays back, null for a cancellation's. */
  returnId: int.nullable().optional(),
  destination: stored(REFUND_DESTINATIONS),
  amountPaise: int,
  status: stored(REFUND_STATUSES),
  createdAt: isoDateTime.optional(),
  processedAt: isoDateTime.nullable(),
});
export type RefundView = z.output<typeof refundView>;

/** A return request with its items and refunds. */
export const returnView = z.object({
  id: int,
  orderId: int,
  kind: stored(RETURN_KINDS),
  reason: z.string(),
  status: stored(RETURN_STATUSES),
  refundTo: stored(REFUND_DESTINATIONS),
  /** The refund: what was paid for the units less `schemeSharePaise`. */
  amountPaise: int,
  /** The trade-scheme benefit the kept units no longer earn, taken off this refund (decision 056); negative gives back an earlier one. */
  schemeSharePaise: int,
  note: z.string().nullable(),
  createdAt: isoDateTime,
  items: z.array(z.object({ orderItemId: int, quantity: int, amountPaise: int, name: z.string(), label: z.string() })),
  refunds: z.array(refundView),
});
export type ReturnView = z.output<typeof returnView>;

/** GET /v1/admin/returns: with the order's number. */
export const officeReturn = returnView.extend({ orderNumber: z.string() });
export type OfficeReturn = z.output<typeof officeReturn>;

/** GET /v1/orders/{id}/after-sales: an order's returns, refunds and shipment. */
export const afterSales = z.object({
  returns: z.array(returnView),
  refunds: z.array(refundView),
  shipment: shipment.nullable(),
  /** Expected delivery day (YYYY-MM-DD), as on the tracking page. */
  expectedBy: z.string().nullable(),
  /** Where cancelling now would send the money paid (decision 043); null when nothing paid in money would come back. */
  cancelRefundTo: z.enum(['original', 'nirog_money']).nullable(),
});
export type AfterSales = z.output<typeof afterSales>;

/** GET /v1/admin/refunds: a refund not yet made. */
export const pendingRefund = z.object({
  id: int,
  orderId: int,
  orderNumber: z.string(),
  orderType: int,
  buyerName: z.string(),
  destination: stored(REFUND_DESTINATIONS),
  amountPaise: int,
  createdAt: isoDateTime,
  /** The gateway took it and its confirmation is awaited (nothing to do but wait). */
  accepted: z.boolean(),
});
export type PendingRefund = z.output<typeof pendingRefund>;

// The back office's order list ---------------------------------------------------------------------------------------------

/** One row of GET /v1/admin/orders: the order's summary without its items, and who bought it. */
export const officeOrderRow = orderSummary.omit({ hashedId: true, itemCount: true, firstItemName: true, firstItemPicture: true }).extend({
  /** Null for an appointment's consultation fee (order type 4): no delivery. */
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  buyerName: z.string(),
  buyerMobile: z.string(),
  buyerType: int,
  /** The prescription check of an order of prescription-only medicines; null when it needed none. */
  rxStatus: stored(RX_STATUSES).nullable(),
});
export type OfficeOrderRow = z.output<typeof officeOrderRow>;

export const officeOrderList = z.object({
  items: z.array(officeOrderRow),
  /** Orders in the chosen state (all orders without one). */
  total: int,
  /** Orders per state, over all orders. */
  byStatus: z.partialRecord(z.enum(ORDER_STATUSES), int),
  /** Uploaded prescriptions waiting for a pharmacist, over all orders. */
  prescriptionsToCheck: int,
});
export type OfficeOrderList = z.output<typeof officeOrderList>;

/** The sorts of the back office's order list (decision 033): when it was placed, its total. */
export const OFFICE_ORDER_SORTS = ['placed', 'total'] as const;
/**
 * GET /v1/admin/orders: search by order number, buyer's mobile or name; filter by state, or rx=pending for orders
 * whose uploaded prescription waits for a pharmacist; newest first unless told.
 */
/** GET /v1/admin/neft (decision 040): q finds an order number or UTR; oldest report first unless sorted otherwise. */
export const NEFT_SORTS = ['reported', 'amount'] as const;
export const neftListQuery = officeListQuery(NEFT_SORTS, { sort: 'reported', dir: 'asc' });
export type NeftListQuery = z.output<typeof neftListQuery>;

/** GET /v1/admin/refunds (decision 040): q finds an order number or buyer name; filter by destination. */
export const PENDING_REFUND_SORTS = ['created', 'amount'] as const;
export const pendingRefundQuery = officeListQuery(PENDING_REFUND_SORTS, { sort: 'created', dir: 'asc' }).extend({
  destination: z.enum(REFUND_DESTINATIONS).optional(),
});
export type PendingRefundQuery = z.output<typeof pendingRefundQuery>;

export const officeOrderQuery = officeListQuery(OFFICE_ORDER_SORTS, { sort: 'placed', dir: 'desc' }).extend({
  status: z.enum(ORDER_STATUSES).optional(),
  rx: z.literal('pending').optional(),
});
export type OfficeOrderQuery = z.output<typeof officeOrderQuery>;

/**
 * Cash on delivery above this amount is confirmed with a code (issue 21 part 7, decision 056): the operator's setting,
 * else COD_OTP_ABOVE_RUPEES (the default, `defaultPaise`).
 */
export const COD_CONFIRMATION_MAX_PAISE = 100_000_000;
export const codConfirmationBody = z.strictObject({
  abovePaise: wholeNumber(0, COD_CONFIRMATION_MAX_PAISE, 'cod.settings.amountInvalid'),
});
export const codConfirmationSettings = z.object({ abovePaise: int, defaultPaise: int, isDefault: z.boolean() });

const itemsOf = <I extends z.ZodType>(item: I) => z.object({ items: z.array(item) });

export const ORDER_ROUTES = {
  // Checkout
  'GET /v2/orders/billing': billing,
  'PUT /v1/checkout': billing,
  'POST /v1/checkout/coupon': billing,
  'PUT /v1/checkout/prescription': billing,
  'DELETE /v1/checkout/prescription': billing,
  'POST /v1/checkout/cod-otp': z.object({ expiresInSeconds: int, mobile: z.string() }),
  'POST /v1/checkout/release': z.object({ released: z.object({ coupon: z.boolean(), nirogMoney: z.boolean() }) }),
  'POST /v3/orders': z.object({ order: orderDetail }),

  // My orders
  'GET /v3/orders': orderList,
  'GET /v3/orders/:id': orderDetail,
  'POST /v1/orders/cancel': z.object({ cancelled: z.literal(true), changed: z.boolean() }),
  'POST /v1/orders/return': returnView,
  'GET /v1/orders/:id/after-sales': afterSales,
  'GET /v3/order/:hashedId/track': tracking,

  // Postpaid credit and NEFT
  'GET /v1/credit': credit,
  'POST /v1/orders/:id/neft': z.object({ id: int, status: z.string() }),
  'PUT /v1/admin/credit/:userId': creditState,
  'GET /v1/admin/credit/:userId': creditState,
  'GET /v1/admin/neft': pageOf(neftTransfer),
  'POST /v1/admin/neft/:id/confirm': z.object({ orderId: int, status: z.literal('confirmed') }),
  'GET /v1/admin/cod-confirmation': codConfirmationSettings,
  'PUT /v1/admin/cod-confirmation': codConfirmationSettings,

  // The back office: orders, returns, refunds
  'GET /v1/admin/orders': officeOrderList,
  'POST /v1/admin/orders/:id/status': z.object({ id: int, status: z.enum(OPERATOR_STEPS) }),
  'POST /v1/admin/orders/:id/prescription/:decision': z.object({ orderId: int, prescription: z.enum(['approved', 'rejected']), cancelled: z.boolean() }),
  'GET /v1/admin/returns': pageOf(officeReturn),
  'POST /v1/admin/returns/:id/:decision': returnView,
  'POST /orders/refund': returnView,
  'GET /v1/admin/refunds': pageOf(pendingRefund),
  /** What the gateway made of the refund sent again (nothing when it was gone). */
  'POST /v1/admin/refunds/:id/retry': z.object({ id: int.optional(), status: z.string().optional() }),
} satisfies Record<string, z.ZodType>;
