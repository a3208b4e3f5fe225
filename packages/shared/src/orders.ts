/**
 * Orders: the states an order and its payment move through and the checkout's fixed amounts (the shapes the API
 * returns are in ./schemas/orders.ts). All amounts are integer paise.
 *
 * The spec does not show order states (section 4); these are the states a medicine distributor runs:
 * pending_payment (online, awaiting the gateway) → placed → approved → packed → shipped → delivered, with
 * cancelled, and after delivery return_requested → return_approved → returned → refunded.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'approved',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'return_approved',
  'returned',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** unpaid: COD not yet collected; due: postpaid awaiting NEFT; pending: online payment not yet captured. */
export const PAYMENT_STATUSES = ['unpaid', 'due', 'pending', 'failed', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_TYPE_MEDICINE = 3;
export const ORDER_TYPE_APPOINTMENT = 4;
export const ORDER_TYPE_DROP_SHIPPING = 5;
/**
 * A course bought in the learning library (issue 24, decision 068): a service order like an appointment's (type 4),
 * paid online in full, nothing delivered. The spec's table shows 3, 4 and 5 only; 6 is ours.
 */
export const ORDER_TYPE_COURSE = 6;
/** Orders for a service, not for goods: never packed, shipped, returned, re-ordered or listed among medicine orders. */
export const SERVICE_ORDER_TYPES: readonly number[] = [ORDER_TYPE_APPOINTMENT, ORDER_TYPE_COURSE];
export const isServiceOrder = (orderType: number) => SERVICE_ORDER_TYPES.includes(orderType);

export const PAYMENT_METHOD_COD = 1;
export const PAYMENT_METHOD_PREPAID = 2;
export const PAYMENT_METHOD_POSTPAID = 4;

/** Delivery charge below the free-delivery threshold (FREE_DELIVERY_THRESHOLD_PAISE in ./catalog), GST-inclusive. */
export const DELIVERY_CHARGE_PAISE = 4_900;
/** Delivery is a service: GST 18 % (SAC 996812), included in the charge. */
export const DELIVERY_GST_RATE_BP = 1_800;
export const DELIVERY_SAC = '996812';

/** An online order not paid within this many minutes is cancelled and its stock, coupon and nirog money released. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Postpaid (NEFT) orders are due this many days after they are placed. */
export const POSTPAID_DUE_DAYS = 30;

/** Our bank account for NEFT payments of postpaid orders (shown on the postpaid payment page). */
export const NEFT_ACCOUNT = {
  accountName: 'Nirog Ayurveda Private Limited',
  bankName: 'State Bank of India',
  accountNumber: '40123456789',
  ifsc: 'SBIN0005943',
  branch: 'Connaught Place, New Delhi',
} as const;

/**
 * Prescription-only medicines (decision 019). A patient's cart holding one needs a prescription before the order is
 * placed: one written in a consultation here (within PRESCRIPTION_VALID_DAYS, naming every such medicine of the
 * cart: verified at once) or an uploaded image or PDF that a pharmacist (operator) checks before the order is
 * approved. Verified trade buyers (doctors, chemists, distributors) buy on their own licence and need none.
 */
export const RX_SOURCES = ['consultation', 'upload'] as const;
export type RxSource = (typeof RX_SOURCES)[number];
/** verified: a consultation's prescription; pending → approved | rejected: an uploaded one, checked by an operator. */
export const RX_STATUSES = ['verified', 'pending', 'approved', 'rejected'] as const;
export type RxStatus = (typeof RX_STATUSES)[number];
export const PRESCRIPTION_VALID_DAYS = 180;

/** Whether a cart needs a prescription: some line is prescription-only and the buyer does not buy on a trade licence. */
export const needsPrescription = (trade: boolean, lines: ReadonlyArray<{ prescriptionRequired: boolean }>) => !trade && lines.some((l) => l.prescriptionRequired);

/** The shapes the API returns for billing and orders (RxOption, Billing, OrderSummary ...) are zod schemas in ./schemas/orders.ts. */

/** The only moves an order makes (issue 7). Payment moves pending_payment → placed; operators move the rest. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['placed', 'cancelled'],
  placed: ['approved', 'cancelled'],
  approved: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['return_requested'],
  cancelled: [],
  return_requested: ['return_approved', 'delivered', 'refunded'],
  return_approved: ['returned'],
  returned: ['refunded'],
  refunded: ['return_requested'],
};

/** The steps an operator moves an order through in the back office. */
export const OPERATOR_STEPS = ['approved', 'packed', 'shipped', 'delivered'] as const;
export type OperatorStep = (typeof OPERATOR_STEPS)[number];

/** Where each operator step comes from: the pipeline only moves forward, one step at a time. */
export const OPERATOR_STEP_FROM: Record<OperatorStep, OrderStatus> = { approved: 'placed', packed: 'approved', shipped: 'packed', delivered: 'shipped' };

/** A buyer may cancel until the order ships. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending_payment', 'placed', 'approved', 'packed'];

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
