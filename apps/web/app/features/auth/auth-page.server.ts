import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { safeRedirect } from '../../route-access.ts';

/** Sign-up and login pages: a logged-in user is sent on (to /medicines from sign-up, spec section 2). */
export async function authPageLoader(api: ApiClient, request: Request, kind: 'signup' | 'login') {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  if (await currentUser(api)) throw redirect(kind === 'signup' ? '/medicines' : safeRedirect(redirectTo, '/'));
  return { redirectTo: redirectTo ? safeRedirect(redirectTo, '') || null : null };
}
