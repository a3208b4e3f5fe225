/**
 * Issue 20 part 6 (decision 051): the sitemap index and its children, built from what the API answers; a section whose
 * API is missing (404) gives an empty child that is still valid and still listed; lastmod of a child in the index is
 * the newest of its pages.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { childUrls, newestOf, sitemapIndexXml, SITEMAP_CHILDREN, urlsetXml } from './sitemaps.server.ts';

const ok = <T>(entity: T): ApiResult<T> => ({ ok: true, httpStatus: 200, entity, message: '' });
const notFound: ApiResult<never> = { ok: false, httpStatus: 404, error: { code: 'not_found', error: 'Not found' } };

/** An API that knows the given paths and answers 404 to the rest (as this branch does for articles and knowledge). */
function apiWith(answers: Record<string, unknown>): ApiClient {
  const get = async (path: string) => (path in answers ? ok(answers[path]) : notFound);
  return { get } as unknown as ApiClient;
}

const CATALOG = {
  products: [{ slug: 'abhayarishta-baidyanath', updatedAt: '2026-11-20T10:00:00.000Z' }, { slug: 'a&b', updatedAt: '2026-11-24T08:00:00.000Z' }],
  brands: ['kottakal'],
  categories: [{ id: 3, slug: 'digestion' }],
  offers: ['clearance-sale'],
};

describe('sitemaps', () => {
  it('the index lists every child, with the newest lastmod of each; a child whose API is missing is listed without one', async () => {
    const xml = await sitemapIndexXml(apiWith({ '/pub/v1/catalog/sitemap': CATALOG, '/pub/v1/events/sitemap': { items: [{ path: '/events/talk', lastmod: '2026-11-25T12:00:00.000Z' }] } }), 'https://nirog.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    for (const file of Object.keys(SITEMAP_CHILDREN)) expect(xml).toContain(`<loc>https://nirog.example/sitemaps/${file}</loc>`);
    expect(xml).toContain('<loc>https://nirog.example/sitemaps/products.xml</loc><lastmod>2026-11-24</lastmod>');
    expect(xml).toContain('<loc>https://nirog.example/sitemaps/events.xml</loc><lastmod>2026-11-25</lastmod>');
    expect(xml).toContain('<loc>https://nirog.example/sitemaps/articles-hi.xml</loc></sitemap>');
  });

  it('a child whose API answers 404 is an empty, valid urlset', async () => {
    const urls = await childUrls(apiWith({}), 'articles-en.xml');
    expect(urls).toEqual([]);
    expect(urlsetXml('https://nirog.example', urls!)).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });

  it('articles and knowledge pages come from their sitemap lists, by language and by kind', async () => {
    const api = apiWith({
      '/pub/v1/articles/sitemap?lang=hi': { items: [{ path: '/blogs/hi/digestion/acidity', lastmod: '2026-11-01T00:00:00Z' }] },
      '/pub/v1/knowledge/sitemap': {
        items: [
          { path: '/ayurveda/glossary/pitta', lastmod: '2026-10-01T00:00:00Z', kind: 'glossary' },
          { path: '/treatments/digestive-issues', lastmod: '2026-10-02T00:00:00Z', kind: 'treatments' },
          { path: 'javascript:alert(1)', lastmod: '2026-10-02T00:00:00Z', kind: 'glossary' },
        ],
      },
    });
    expect(await childUrls(api, 'articles-hi.xml')).toEqual([{ loc: '/blogs/hi/digestion/acidity', lastmod: '2026-11-01T00:00:00Z' }]);
    // Only paths on this site; a glossary entry under /ayurveda/ is doubled in Hindi as hasHindiAddress says today.
    const glossary = (await childUrls(api, 'glossary.xml'))!;
    expect(glossary[0]).toEqual({ loc: '/ayurveda/glossary/pitta', lastmod: '2026-10-01T00:00:00Z' });
    expect(glossary.map((u) => u.loc).filter((l) => !l.startsWith('/ayurveda/glossary/pitta') && !l.startsWith('/hi/ayurveda/glossary/pitta'))).toEqual([]);
    expect((await childUrls(api, 'treatments.xml'))!.map((u) => u.loc)).toEqual(['/treatments/digestive-issues']);
    expect(await childUrls(api, 'nothing.xml')).toBeNull();
  });

  it('keeps the Hindi address of a page that has one (decision 020) and escapes what XML needs escaped', async () => {
    const urls = (await childUrls(apiWith({ '/pub/v1/catalog/sitemap': CATALOG }), 'products.xml'))!;
    expect(urls.map((u) => u.loc)).toEqual(expect.arrayContaining(['/medicines/abhayarishta-baidyanath', '/hi/medicines/abhayarishta-baidyanath', '/brands/kottakal', '/hi/brands/kottakal']));
    const xml = urlsetXml('https://nirog.example', urls);
    expect(xml).toContain('<loc>https://nirog.example/medicines/a&amp;b</loc><lastmod>2026-11-24</lastmod>');
    expect(newestOf(urls)).toBe('2026-11-24');
    expect(newestOf([{ loc: '/' }])).toBeUndefined();
  });
});
