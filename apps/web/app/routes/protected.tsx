import { Outlet } from 'react-router';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/protected';

/** Every page under this layout needs a session; without one the user goes to login and comes back after. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return null;
}

export default function Protected() {
  return <Outlet />;
}
