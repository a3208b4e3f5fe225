import { redirect } from 'react-router';
import { feedAction } from '../../features/feeds/feeds.server.ts';
import type { Route } from './+types/compose';

/** Where the composer's XMLHttpRequest posts (a resource route, so the action's JSON reaches it): no page of its own. */
export async function action({ context, request }: Route.ActionArgs) {
  return feedAction(request, context.api);
}

export function loader() {
  return redirect('/feeds');
}
