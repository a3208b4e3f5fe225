import type { Route } from './+types/robots';

/** /robots.txt: public pages are open to crawlers; account and back-office pages are not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /myAddress',
    'Disallow: /admin/',
    'Disallow: /login',
    'Disallow: /sign-up',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
