import { Outlet } from 'react-router';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import type { Route } from './+types/section-find-clinics';

/** The FindClinics section: a user whose access map says "none" for it is sent home (spec section 6). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'FindClinics');
  return null;
}

export default function FindClinicsSection() {
  return <Outlet />;
}
