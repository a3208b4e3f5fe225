import { redirect } from 'react-router';
import { REFERRAL_CODE_PATTERN } from '@nirog/shared/rewards';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { roleHomeOf, safeRedirect } from '../../route-access.ts';

/** Sign-up and login pages: a logged-in user is sent on (to /medicines from sign-up, spec section 2; from login to the page asked for, else their role home). */
export async function authPageLoader(api: ApiClient, request: Request, kind: 'signup' | 'login') {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  const user = await currentUser(api);
  if (user) throw redirect(kind === 'signup' ? '/medicines' : safeRedirect(redirectTo, '') || roleHomeOf(user));
  // A referral link's code (`?ref=`, decision 057) travels through every sign-up step; a malformed one is dropped.
  const ref = url.searchParams.get('ref')?.trim().toUpperCase() ?? '';
  return { redirectTo: redirectTo ? safeRedirect(redirectTo, '') || null : null, referralCode: kind === 'signup' && REFERRAL_CODE_PATTERN.test(ref) ? ref : null };
}
