/**
 * Who may put medicines in a cart and order them (spec section 5: doctors and students at 0, 2, 4 and chemists at
 * 0, 1, 2, 4 may not). Checked where a pack enters a user's cart (one, many, or an order again) and where an order
 * is placed: an unverified practitioner is told at once, not after building a cart (issue 19 item 13).
 */
import { canPlaceOrders } from '@nirog/shared/verification-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { buyerOf } from '../catalog/catalog.service.ts';

/** The buyer (type, verification, tier) of a user who may order; forbidden with the spec's message otherwise. */
export async function requireMayOrder(db: Db, user: { id: number; userType: number; doctorCategory: number }) {
  const buyer = await buyerOf(db, user);
  if (!canPlaceOrders(user.userType, buyer.verificationStatus ?? 0)) throw AppError.of('forbidden', 'spec.verifiedToOrder');
  return buyer;
}
