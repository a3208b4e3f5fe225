/**
 * What the buyer's progress bar reads beside the order's state (issue 19 item 6, decision 043): the courier's
 * tracking link, the expected delivery day, and where a cancellation now would refund the money paid.
 */
import { and, eq } from 'drizzle-orm';
import { courierTrackingUrl } from '@nirog/shared/couriers';
import { PAYMENT_METHOD_COD } from '@nirog/shared/orders';
import type { DbOrTx } from '../../db/client.ts';
import { estimateDelivery } from '../location/location.service.ts';
import { payments } from '../payments/payments.tables.ts';
import type { orders, shipments } from './orders.tables.ts';

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

const IST_OFFSET_MS = 330 * 60_000;
/** The India calendar day `days` after `at`, as YYYY-MM-DD. */
export const indiaDayAfter = (at: Date, days: number) => new Date(at.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

export function shipmentView(ship: ShipmentRow) {
  return {
    courier: ship.courier,
    awb: ship.awb,
    shippedAt: ship.shippedAt.toISOString(),
    deliveredAt: ship.deliveredAt?.toISOString() ?? null,
    trackingUrl: ship.trackingUrl ?? courierTrackingUrl(ship.courier, ship.awb),
    expectedBy: ship.expectedBy,
  };
}

/** Days from dispatch to the door for this pincode (the slowest of the estimate), or null when it cannot be told. */
export async function transitDays(db: DbOrTx, pincode: string | null | undefined): Promise<number | null> {
  if (!pincode) return null;
  const estimate = await estimateDelivery(db, pincode);
  return estimate ? estimate.maxDays : null;
}

/** Days an order takes from placing to dispatch (approval and packing), added to the transit estimate before it ships. */
const DAYS_TO_DISPATCH = 1;

/**
 * The day delivery is expected while it is still ahead: the operator's day once shipped (or dispatch plus transit),
 * else placed plus dispatch and transit. Null for orders delivered, cancelled, in a return or not yet placed.
 */
export async function expectedDelivery(db: DbOrTx, o: OrderRow, ship: ShipmentRow | undefined): Promise<string | null> {
  if (!['placed', 'approved', 'packed', 'shipped'].includes(o.status)) return null;
  if (ship?.expectedBy) return ship.expectedBy;
  const days = await transitDays(db, o.deliveryAddress?.pincode);
  if (days === null) return null;
  return ship ? indiaDayAfter(ship.shippedAt, days) : indiaDayAfter(o.createdAt, days + DAYS_TO_DISPATCH);
}

/**
 * Where cancelling now refunds the money paid, by the cancel rule of after-order.service.ts: a captured online
 * payment goes back to the original method, money paid otherwise (NEFT) to nirog money; nothing for an unpaid or
 * cash-on-delivery order (nirog money used on it comes back on its own).
 */
export async function cancelRefundDestination(db: DbOrTx, o: OrderRow): Promise<'original' | 'nirog_money' | null> {
  if (o.paymentStatus !== 'paid' || o.paymentMethod === PAYMENT_METHOD_COD || o.totalPaise <= 0) return null;
  const [captured] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.status, 'captured')));
  return captured ? 'original' : 'nirog_money';
}
