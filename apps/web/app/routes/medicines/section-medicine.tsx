import { Outlet } from 'react-router';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import type { Route } from './+types/section-medicine';

/** The Medicine section: a user whose access map says "none" for it is sent home. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'Medicine');
  return null;
}

export default function MedicineSection() {
  return <Outlet />;
}
