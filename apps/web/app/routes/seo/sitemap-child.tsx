import { data } from 'react-router';
import { childUrls, urlsetXml, xmlResponse } from '../../features/seo/sitemaps.server.ts';
import type { Route } from './+types/sitemap-child';

/** /sitemaps/{kind}.xml: one child of the sitemap index (decision 051). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const urls = await childUrls(context.api, params.file);
  if (!urls) throw data(null, { status: 404 });
  return xmlResponse(urlsetXml(new URL(request.url).origin, urls));
}
