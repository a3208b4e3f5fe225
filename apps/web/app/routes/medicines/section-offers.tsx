import { Outlet } from 'react-router';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import type { Route } from './+types/section-offers';

/** The Offers section: a user whose access map says "none" for it is sent home. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'Offers');
  return null;
}

export default function OffersSection() {
  return <Outlet />;
}
