import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { roleHomeOf, safeRedirect } from '../../route-access.ts';

/** Sign-up and login pages: a logged-in user is sent on (to /medicines from sign-up, spec section 2; from login to the page asked for, else their role home). */
export async function authPageLoader(api: ApiClient, request: Request, kind: 'signup' | 'login') {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  const user = await currentUser(api);
  if (user) throw redirect(kind === 'signup' ? '/medicines' : safeRedirect(redirectTo, '') || roleHomeOf(user));
  return { redirectTo: redirectTo ? safeRedirect(redirectTo, '') || null : null };
}
