import { redirect } from 'react-router';
import type { ApiClient, PublicUser } from './api-client.ts';
import { loginRedirectUrl } from '../route-access.ts';

/** The logged-in user, or null. One API call per request at most (memoised on the client). */
const cache = new WeakMap<ApiClient, Promise<PublicUser | null>>();
export function currentUser(api: ApiClient): Promise<PublicUser | null> {
  if (!api.hasSession()) return Promise.resolve(null);
  let p = cache.get(api);
  if (!p) {
    p = api.get<{ user: PublicUser }>('/v1/users/me').then((r) => (r.ok ? r.entity.user : null));
    cache.set(api, p);
  }
  return p;
}

/** For protected pages: the user, or a redirect to login that remembers the page. */
export async function requireUser(api: ApiClient, request: Request): Promise<PublicUser> {
  const user = await currentUser(api);
  if (!user) throw redirect(loginRedirectUrl(new URL(request.url)));
  return user;
}
