/**
 * Whether the logged-in user may order (spec section 5: doctors and students at 0, 2, 4 and chemists at 0, 1, 2, 4
 * may not). Pages that add to the cart use it to open the verify modal on "Add to cart" (issue 19 item 13), before
 * checkout rather than after an address.
 */
import { canPlaceOrders } from '@nirog/shared/verification-rules';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import type { OrderGate } from './cart-types.ts';

/** The user's verification when it keeps them from ordering; null when they may order (or are a visitor). */
export async function loadOrderGate(api: ApiClient): Promise<OrderGate | null> {
  const user = await currentUser(api);
  if (!user || user.userType === 1) return null;
  const v = await loadVerification(api, user);
  if (!v || canPlaceOrders(v.userType, v.status)) return null;
  return { status: v.status, reason: v.reason, userType: v.userType };
}
