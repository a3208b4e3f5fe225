import { redirect } from 'react-router';
import { DEACTIVATED_CODE } from '@nirog/shared/constants';
import type { MeUser } from '@nirog/shared/schemas/auth';
import type { ApiClient } from './api-client.ts';
import { loginRedirectUrl } from '../route-access.ts';

export interface SessionState {
  user: MeUser | null;
  /** The browser holds the session of a deactivated account (spec section 4: the blocking inactive-user modal). */
  deactivated: boolean;
}

/** The session behind this request. One API call per request at most (memoised on the client). */
const cache = new WeakMap<ApiClient, Promise<SessionState>>();
export function sessionState(api: ApiClient): Promise<SessionState> {
  if (!api.hasSession()) return Promise.resolve({ user: null, deactivated: false });
  let p = cache.get(api);
  if (!p) {
    p = api.get('/v1/users/me').then((r) =>
      r.ok ? { user: r.entity.user, deactivated: false } : { user: null, deactivated: r.error.code === DEACTIVATED_CODE },
    );
    cache.set(api, p);
  }
  return p;
}

/** The logged-in user, or null. */
export async function currentUser(api: ApiClient): Promise<MeUser | null> {
  return (await sessionState(api)).user;
}

/** For protected pages: the user, or a redirect to login that remembers the page. */
export async function requireUser(api: ApiClient, request: Request): Promise<MeUser> {
  const user = await currentUser(api);
  if (!user) throw redirect(loginRedirectUrl(new URL(request.url)));
  return user;
}
