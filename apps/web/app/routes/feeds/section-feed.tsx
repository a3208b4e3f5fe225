import { Outlet } from 'react-router';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import type { Route } from './+types/section-feed';

/** The Feed section: a user whose access map says "none" for it is sent home (spec section 4). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'Feed');
  return null;
}

export default function FeedSection() {
  return <Outlet />;
}
