/** Loader helpers: the verification status of the logged-in user, for any page that shows the modal or prompt. */
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import type { VerificationStatus } from '@nirog/shared/schemas/verification';

/**
 * The user's verification status (GET /v3/is_verified/{userId}?userType), or null for visitors and individuals,
 * who have nothing to verify. A failed call reads as "unknown" (null): pages then show no modal rather than a wrong one.
 */
export async function loadVerification(api: ApiClient, user: PublicUser | null): Promise<VerificationStatus | null> {
  if (!user || user.userType === 1) return null;
  const res = await api.get(`/v3/is_verified/${user.id}?userType=${user.userType}`);
  return res.ok ? res.entity : null;
}
