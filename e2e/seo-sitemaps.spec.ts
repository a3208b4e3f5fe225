/**
 * Issue 20 part 6 (decision 051): /sitemap.xml is a sitemap index of child sitemaps, each valid XML; robots.txt keeps
 * crawlers out of private areas and names the index; every public page type renders exactly one absolute canonical
 * link in its server-rendered HTML (no tracking parameters; a listing keeps its page number).
 */
import { expect, test, type Page } from './test.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses XML in the browser: the root element's name and namespace, and its children's <loc> and <lastmod>. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) return null;
    const root = doc.documentElement;
    const entries = Array.from(root.children).map((el) => ({
      tag: el.localName,
      loc: el.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: el.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    return { root: root.localName, ns: root.namespaceURI, entries };
  }, xml);
}

test('the sitemap index lists a child per kind of page; each child is a valid urlset with dated pages', async ({ page, request, baseURL }) => {
  await page.goto('/robots.txt');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const parsed = await parseXml(page, await index.text());
  expect(parsed).toMatchObject({ root: 'sitemapindex', ns: NS });
  const children = parsed!.entries.map((e) => e.loc.replace(baseURL!, ''));
  for (const kind of ['pages', 'products', 'doctors', 'clinics', 'events', 'articles-en', 'articles-hi', 'glossary', 'treatments', 'services', 'conditions']) {
    expect(children).toContain(`/sitemaps/${kind}.xml`);
  }
  for (const child of parsed!.entries) {
    const res = await request.get(child.loc);
    expect(res.status(), child.loc).toBe(200);
    const urlset = await parseXml(page, await res.text());
    expect(urlset, child.loc).toMatchObject({ root: 'urlset', ns: NS });
    // The index's lastmod is the newest of its child's.
    const dates = urlset!.entries.map((e) => e.lastmod).filter((d): d is string => !!d).sort();
    expect(child.lastmod ?? null, child.loc).toBe(dates.at(-1) ?? null);
  }
  const events = await parseXml(page, await (await request.get('/sitemaps/events.xml')).text());
  const eventLocs = events!.entries.map((e) => e.loc.replace(baseURL!, ''));
  expect(eventLocs).toEqual(expect.arrayContaining(['/events', '/events/ayuransh', '/events/ayuransh-2027-pune', '/events/agni-and-digestion-online-talk']));
  const pages = await parseXml(page, await (await request.get('/sitemaps/pages.xml')).text());
  expect(pages!.entries.map((e) => e.loc.replace(baseURL!, ''))).toEqual(expect.arrayContaining(['/learn', '/manage', '/smartcenter', '/connect-peers', '/hi/medicines']));
  expect((await request.get('/sitemaps/unknown.xml')).status()).toBe(404);
});

test('robots.txt keeps crawlers out of private areas and names the sitemap index', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const disallowed = robots.split('\n').filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
  for (const path of ['/api/', '/admin', '/profile', '/myorders', '/order/', '/checkout/', '/my-appointments', '/dl/', '/share-links', '/nirogmoney', '/myAddress']) {
    expect(disallowed).toContain(path);
  }
  // No public page is caught by a rule.
  for (const open of ['/events', '/learn', '/medicines', '/ayurveda/doctors', '/clinics', '/offers', '/about-us']) {
    expect(disallowed.some((rule) => open.startsWith(rule)), open).toBe(false);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every public page type renders one absolute canonical link', async ({ request, baseURL }) => {
  const pages: Array<[string, string]> = [
    ['/?utm_source=mail', '/'],
    ['/medicines', '/medicines'],
    ['/medicines/allMedicines?page=2&utm_campaign=x', '/medicines/allMedicines?page=2'],
    ['/medicines/category', '/medicines/category'],
    ['/medicines/topDeals', '/medicines/topDeals'],
    ['/brands/kottakal?fbclid=abc', '/brands/kottakal'],
    ['/offers', '/offers'],
    ['/ayurveda', '/ayurveda'],
    ['/ayurveda/doctors?page=2', '/ayurveda/doctors?page=2'],
    ['/ayurveda/new-delhi/doctor/dr-vikram-joshi', '/ayurveda/new-delhi/doctor/dr-vikram-joshi'],
    ['/ayurveda/clinics', '/ayurveda/clinics'],
    ['/ayurveda/new-delhi/clinic/dhanvantari-ayurveda-clinic', '/ayurveda/new-delhi/clinic/dhanvantari-ayurveda-clinic'],
    ['/hi/medicines', '/hi/medicines'],
    ['/about-us', '/about-us'],
    ['/privacy-policy', '/privacy-policy'],
    ['/support', '/support'],
    ['/practitioner', '/practitioner'],
    ['/events', '/events'],
    ['/events/ayuransh', '/events/ayuransh'],
    ['/events/ayuransh-2027-pune?utm_medium=social', '/events/ayuransh-2027-pune'],
    ['/learn', '/learn'],
    ['/manage', '/manage'],
    ['/smartcenter', '/smartcenter'],
    ['/connect-peers', '/connect-peers'],
  ];
  // A product page and a category page, found from the shop's sitemap.
  const products = await (await request.get('/sitemaps/products.xml')).text();
  for (const re of [/<loc>[^<]*(\/medicines\/(?!category)[a-z0-9-]+)<\/loc>/, /<loc>[^<]*(\/medicines\/category\/\d+)<\/loc>/]) {
    const path = re.exec(products)![1]!;
    pages.push([path, path]);
  }
  for (const [path, canonical] of pages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const links = [...(await res.text()).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
    expect(links, path).toEqual([`${baseURL}${canonical}`]);
  }
});
