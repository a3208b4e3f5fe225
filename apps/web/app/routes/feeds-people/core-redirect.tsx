import { redirect } from 'react-router';
import type { Route } from './+types/core-redirect';

/**
 * The spec's `/core/...` follower and category variants (decision 062): the same pages live at the plain paths, so
 * each old address answers 301 there (query kept), one URL per page for search engines and shared links.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/^\/core(?=\/)/, '')}${url.search}`, 301);
}

export default function CoreRedirect() {
  return null;
}
