import { Outlet } from 'react-router';
import { roleAllows } from '@nirog/shared/codes/operator-roles';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/section-feed';

/**
 * The Feed section: a user whose access map says "none" for it is sent home (spec section 4), except a moderator, who
 * reads the feed to pick posts to feature and opens reported posts from the back office (the API lets the role read).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser(context.api);
  if (!user || !roleAllows(user.operatorRoles, 'moderator')) await requireSectionVisible(context.api, 'Feed');
  return null;
}

export default function FeedSection() {
  return <Outlet />;
}
