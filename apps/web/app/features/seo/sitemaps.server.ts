/**
 * The sitemap index and its children (sitemaps.org protocol; decision 051). /sitemap.xml lists one child per kind of
 * page; each child lists its pages with `lastmod` from the content, and the index gives each child the newest
 * `lastmod` of its pages. A page with a Hindi address is listed at both (decision 020). A child whose API answers
 * non-ok (a section not deployed, or down) is empty but still valid, and the index still lists it.
 */
import { addressIn, hasHindiAddress } from '@nirog/shared/messages/locale-path';
import type { ApiClient } from '../../lib/api-client.ts';

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD or an ISO instant (cut to the day). */
  lastmod?: string;
}

/** Pages that change with the code, not with content. */
const STATIC_PAGES = [
  '/', '/medicines', '/medicines/category', '/medicines/topDeals', '/medicines/allMedicines', '/offers',
  '/practitioner', '/about-us', '/company', '/support', '/terms-of-service', '/privacy-policy', '/cancellation-policy', '/refunds-returns-policy',
  '/learn', '/manage', '/smartcenter', '/connect-peers',
];

/** Only a path of this site goes into a sitemap, whatever a section's API answers. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** The knowledge pages of one kind (decision 049). */
const knowledge = (kind: 'glossary' | 'treatments' | 'services' | 'conditions') => async (api: ApiClient) => {
  const res = await api.get('/pub/v1/knowledge/sitemap');
  return res.ok ? res.entity.items.filter((i) => i.kind === kind && isLocalPath(i.path)).map((i) => ({ loc: i.path, lastmod: i.lastmod })) : [];
};

/** The published articles of one language (decision 046). */
const articles = (lang: 'en' | 'hi') => async (api: ApiClient) => {
  const res = await api.get(`/pub/v1/articles/sitemap?lang=${lang}`);
  return res.ok ? res.entity.items.filter((i) => isLocalPath(i.path)).map((i) => ({ loc: i.path, lastmod: i.lastmod })) : [];
};

/** Each child sitemap by file name, and how its pages are found. */
export const SITEMAP_CHILDREN: Readonly<Record<string, (api: ApiClient) => Promise<SitemapUrl[]>>> = {
  'pages.xml': async () => STATIC_PAGES.map((loc) => ({ loc })),
  'products.xml': async (api) => {
    const res = await api.get('/pub/v1/catalog/sitemap');
    if (!res.ok) return [];
    const d = res.entity;
    return [
      ...d.products.map((p) => ({ loc: `/medicines/${p.slug}`, lastmod: p.updatedAt })),
      ...d.categories.map((c) => ({ loc: `/medicines/category/${c.id}` })),
      ...d.brands.map((b) => ({ loc: `/brands/${b}` })),
      ...d.offers.map((o) => ({ loc: `/offers/${o}` })),
    ];
  },
  'doctors.xml': async (api) => {
    const res = await api.get('/pub/v1/care/sitemap');
    if (!res.ok) return [];
    const d = res.entity;
    return [
      { loc: '/ayurveda' },
      { loc: '/ayurveda/doctors' },
      ...d.cities.flatMap((c) => [{ loc: `/ayurveda/${c.slug}` }, ...(c.doctors ? [{ loc: `/ayurveda/${c.slug}/doctors` }] : [])]),
      ...d.doctors.map((x) => ({ loc: x.path, lastmod: x.updatedAt })),
    ];
  },
  'clinics.xml': async (api) => {
    const res = await api.get('/pub/v1/care/sitemap');
    if (!res.ok) return [];
    const d = res.entity;
    return [
      { loc: '/ayurveda/clinics' },
      ...d.cities.flatMap((c) => (c.clinics ? [{ loc: `/ayurveda/${c.slug}/clinics` }] : [])),
      ...d.clinics.map((x) => ({ loc: x.path, lastmod: x.updatedAt })),
    ];
  },
  'events.xml': async (api) => {
    const res = await api.get('/pub/v1/events/sitemap');
    if (!res.ok) return [];
    const items = res.entity.items.map((i) => ({ loc: i.path, lastmod: i.lastmod }));
    const newest = newestOf(items);
    return [{ loc: '/events', lastmod: newest }, { loc: '/events/ayuransh', lastmod: newest }, ...items];
  },
  'articles-en.xml': articles('en'),
  'articles-hi.xml': articles('hi'),
  'glossary.xml': knowledge('glossary'),
  'treatments.xml': knowledge('treatments'),
  'services.xml': knowledge('services'),
  'conditions.xml': knowledge('conditions'),
};

const day = (s: string) => s.slice(0, 10);

/** The newest lastmod of a list (as YYYY-MM-DD), or undefined when none has one. */
export function newestOf(urls: SitemapUrl[]): string | undefined {
  let newest: string | undefined;
  for (const u of urls) if (u.lastmod && (!newest || day(u.lastmod) > newest)) newest = day(u.lastmod);
  return newest;
}

/** The child's URLs with the Hindi addresses added. */
export async function childUrls(api: ApiClient, file: string): Promise<SitemapUrl[] | null> {
  const find = SITEMAP_CHILDREN[file];
  if (!find) return null;
  const urls = await find(api);
  return urls.flatMap((u) => (hasHindiAddress(u.loc) ? [u, { ...u, loc: addressIn('hi', u.loc) }] : [u]));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const rows = urls.map((u) => `  <url><loc>${esc(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>\n`).join('');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${rows}</urlset>\n`;
}

export async function sitemapIndexXml(api: ApiClient, origin: string): Promise<string> {
  const children = await Promise.all(Object.keys(SITEMAP_CHILDREN).map(async (file) => ({ file, lastmod: newestOf((await childUrls(api, file)) ?? []) })));
  const rows = children.map((c) => `  <sitemap><loc>${esc(`${origin}/sitemaps/${c.file}`)}</loc>${c.lastmod ? `<lastmod>${c.lastmod}</lastmod>` : ''}</sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${rows}</sitemapindex>\n`;
}

export const xmlResponse = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });

/**
 * Paths crawlers are asked to leave alone: the API, accounts, carts and checkout, orders, the back office, the care
 * desk, share redirects and forms that only make sense to a person.
 */
export const ROBOTS_DISALLOW = [
  '/api/', '/admin', '/profile', '/myAddress', '/myorders', '/nirogmoney', '/referral', '/r/', '/bookmarks', '/quick-order', '/dealPage', '/upcomingDealPage',
  '/order/', '/checkout/', '/my-appointments', '/my-patients', '/my-leads', '/myclinic', '/appointment-requests', '/appointment-calendar',
  '/appointment-consultation/', '/reseller/', '/dl/', '/share-links', '/login', '/sign-up', '/logout', '/language', '/signup-modal', '/ai-assistant',
];
