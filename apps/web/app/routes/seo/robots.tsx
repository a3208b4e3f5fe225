import { ROBOTS_DISALLOW } from '../../features/seo/sitemaps.server.ts';
import type { Route } from './+types/robots';

/** /robots.txt: public pages are open to crawlers; private areas are not; names the sitemap index (decision 051). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
