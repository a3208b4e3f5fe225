import { redirect } from 'react-router';
import { deskImageAction } from '../../features/articles-desk/desk.server.ts';
import type { Route } from './+types/article-images';

/** The desk's picture upload (the editor, the cover and the gallery post here; JSON back): no page of its own. */
export async function action({ context, request }: Route.ActionArgs) {
  return deskImageAction(request, context.api);
}

export function loader() {
  return redirect('/admin/articles');
}
