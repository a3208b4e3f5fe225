/**
 * Search-engine and link-preview tags for catalog pages: title, description, canonical URL, Open Graph; and the
 * schema.org Product data of a product page. Pure functions (the loader supplies the request origin).
 */
import { currentLocale, t, type Locale } from '@nirog/shared/messages/catalogue';
import { addressIn, englishPathOf, hasHindiAddress } from '@nirog/shared/messages/locale-path';
import type { PackageView } from '@nirog/shared/catalog';
import type { ProductDetail } from '@nirog/shared/schemas/catalog';
import { productImageSources } from './product-image.tsx';

export interface SeoInput {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address in English (the Hindi one is derived from it). */
  url: string;
  type?: 'website' | 'product';
  image?: string | null;
}

const clip = (s: string, max = 160) => {
  const one = s.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
};

/**
 * The canonical address of a page in the language it is shown in, and its address in each language for search
 * engines (hreflang; English is the default) when it has a Hindi one (decision 020). `url` is the English address.
 */
export function languageLinks(url: string, locale: Locale = currentLocale()) {
  const u = new URL(url);
  const english = englishPathOf(u.pathname);
  const at = (l: Locale) => `${u.origin}${addressIn(l, english + u.search)}`;
  if (!hasHindiAddress(english)) return { canonical: url, links: [{ tagName: 'link', rel: 'canonical', href: url }] };
  const canonical = at(locale);
  return {
    canonical,
    links: [
      { tagName: 'link', rel: 'canonical', href: canonical },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: at('en') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: at('hi') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: at('en') },
    ],
  };
}

/**
 * The canonical link (and hreflang, decision 020) of a page without a loader of its own, from the root loader's
 * origin. `path` is the page's English path.
 */
export function canonicalOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, path: string) {
  const origin = (matches.find((m) => m?.id === 'root')?.data as { origin?: unknown } | undefined)?.origin;
  return typeof origin === 'string' ? languageLinks(`${origin}${path}`).links : [];
}

/** The query a listing's canonical keeps: its page number past the first (filters and tracking parameters go). */
export const pageQuerySuffix = (page: number) => (page > 1 ? `?page=${page}` : '');

export function seoMeta({ title, description, url: englishUrl, type = 'website', image }: SeoInput) {
  const full = `${title} | ${t('app.name')}`;
  const text = clip(description);
  const { canonical: url, links } = languageLinks(englishUrl);
  return [
    { title: full },
    { name: 'description', content: text },
    ...links,
    { property: 'og:site_name', content: t('app.name') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: text },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}

/** For pages whose loader failed (404): a title, and no canonical URL to index. */
export function notFoundMeta() {
  return [{ title: `${t('notFound.title')} | ${t('app.name')}` }, { name: 'robots', content: 'noindex' }];
}

/** Rupees as schema.org wants them: "123.50" from 12350 paise. */
export const rupeesDecimal = (paise: number) => (paise / 100).toFixed(2);

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);

/** schema.org Product with one Offer per pack: price in rupees, INR, in stock or not. */
export function productJsonLd(p: ProductDetail, origin: string, selected?: PackageView) {
  const url = `${origin}/medicines/${p.slug}`;
  const pack = selected ?? p.packages[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: clip(p.description, 500),
    brand: { '@type': 'Brand', name: p.brand.name },
    manufacturer: { '@type': 'Organization', name: p.brand.manufacturer },
    ...(pack ? { sku: pack.sku } : {}),
    ...(productImageSources(p).length ? { image: productImageSources(p).map((src) => absolute(origin, src)) } : {}),
    url,
    offers: p.packages.map((k) => ({
      '@type': 'Offer',
      name: k.label,
      sku: k.sku,
      price: rupeesDecimal(k.price),
      priceCurrency: 'INR',
      availability: k.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${url}?pack=${k.id}`,
    })),
  };
}

/** JSON for a <script> element: `<` escaped so no text in the data can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
