import type { CatalogSitemap } from '@nirog/shared/schemas/catalog';
import { addressIn, hasHindiAddress } from '@nirog/shared/messages/locale-path';
import type { Route } from './+types/sitemap';

const STATIC_PAGES = ['/', '/medicines', '/medicines/category', '/medicines/topDeals', '/medicines/allMedicines', '/offers', '/practitioner', '/about-us', '/company', '/support', '/terms-of-service', '/privacy-policy', '/cancellation-policy', '/refunds-returns-policy'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /sitemap.xml: every public page a search engine should index. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const res = await context.api.get('/pub/v1/catalog/sitemap');
  const data: CatalogSitemap = res.ok ? res.entity : { products: [], brands: [], categories: [], offers: [] };
  // Care (issue 8): the doctor and clinic hubs, every listed city, doctor and clinic page.
  const care = await context.api.get('/pub/v1/care/sitemap');
  const careUrls = care.ok
    ? [
        ...['/ayurveda', '/ayurveda/doctors', '/ayurveda/clinics'].map((loc) => ({ loc })),
        ...care.entity.cities.flatMap((c) => [{ loc: `/ayurveda/${c.slug}` }, ...(c.doctors ? [{ loc: `/ayurveda/${c.slug}/doctors` }] : []), ...(c.clinics ? [{ loc: `/ayurveda/${c.slug}/clinics` }] : [])]),
        ...care.entity.doctors.map((d) => ({ loc: d.path, lastmod: d.updatedAt.slice(0, 10) })),
        ...care.entity.clinics.map((c) => ({ loc: c.path, lastmod: c.updatedAt.slice(0, 10) })),
      ]
    : [];
  const urls: Array<{ loc: string; lastmod?: string }> = [
    ...STATIC_PAGES.map((p) => ({ loc: p })),
    ...data.products.map((p) => ({ loc: `/medicines/${p.slug}`, lastmod: p.updatedAt.slice(0, 10) })),
    ...data.categories.map((c) => ({ loc: `/medicines/category/${c.id}` })),
    ...data.brands.map((b) => ({ loc: `/brands/${b}` })),
    ...data.offers.map((o) => ({ loc: `/offers/${o}` })),
    ...careUrls,
  ];
  // A page with a Hindi address is listed at both (decision 020); each page names the other in its hreflang links.
  const both = urls.flatMap((u) => (hasHindiAddress(u.loc) ? [u, { ...u, loc: addressIn('hi', u.loc) }] : [u]));
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${both
    .map((u) => `  <url><loc>${esc(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
