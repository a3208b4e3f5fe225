import { data } from 'react-router';
import { NotFoundPage } from '../components/layout/not-found.tsx';
import { requireUser } from '../lib/session.server.ts';
import { routeAccess } from '../route-access.ts';
import type { Route } from './+types/catch-all';

/**
 * Paths without a page. A protected path asks for login first (so the user never learns less than a logged-in
 * user would); then, like every unknown or not-yet-built path, it is a real 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (routeAccess(url.pathname) === 'protected') await requireUser(context.api, request);
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
