import { Outlet } from 'react-router';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import { redirectCityAlias } from '../../features/care/city-alias.server.ts';
import type { Route } from './+types/section-find-clinics';

/** The FindClinics section: a user whose access map says "none" for it is sent home (spec section 6). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  redirectCityAlias(request, params);
  await requireSectionVisible(context.api, 'FindClinics');
  return null;
}

export default function FindClinicsSection() {
  return <Outlet />;
}
