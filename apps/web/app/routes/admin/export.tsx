/** CSV export of a back-office list under the filters and sort in the URL (decision 033); a resource route. */
import { exportList } from '../../features/back-office/office-list.server.ts';
import { OFFICE_EXPORTS } from '../../features/back-office/office-exports.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/export';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const list = Object.hasOwn(OFFICE_EXPORTS, params.list) ? OFFICE_EXPORTS[params.list] : undefined;
  if (!list) throw new Response('Not found', { status: 404 });
  const today = new Date().toISOString().slice(0, 10);
  return exportList(context.api, list, new URL(request.url), today);
}
