import { sitemapIndexXml, xmlResponse } from '../../features/seo/sitemaps.server.ts';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: the sitemap index, one child per kind of page (decision 051). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return xmlResponse(await sitemapIndexXml(context.api, new URL(request.url).origin));
}
