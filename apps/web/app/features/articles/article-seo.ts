/**
 * Search-engine and link-preview data of article pages (decision 046): canonical, hreflang between an article and its
 * translation (each names the other), Open Graph and Twitter cards, and schema.org Article (VideoObject for videos
 * and shorts) with a BreadcrumbList. Pure functions; the loader supplies the origin.
 */
import { t } from '@nirog/shared/messages/catalogue';
import { articleListPath, type ArticleDetailView } from '@nirog/shared/schemas/articles';
import { categoryLabel, mediaLabel } from './article-labels.ts';

const clip = (s: string, max = 160) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).trimEnd()}…`;
};

export function articleMeta(a: ArticleDetailView, origin: string) {
  const url = `${origin}${a.path}`;
  const title = a.seoTitle || a.title;
  const description = clip(a.seoDescription || a.summary);
  const image = a.cover ? `${origin}${a.cover.src.replace(/\.webp$/, '.jpg')}` : null;
  const alternates = a.translation
    ? [
        { tagName: 'link', rel: 'alternate', hrefLang: a.language, href: url },
        { tagName: 'link', rel: 'alternate', hrefLang: a.translation.language, href: `${origin}${a.translation.path}` },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: a.language === 'en' ? url : `${origin}${a.translation.path}` },
      ]
    : [];
  return [
    { title: `${title} | ${t('app.name')}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    { property: 'og:site_name', content: t('app.name') },
    { property: 'og:type', content: a.video ? 'video.other' : 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: a.language === 'hi' ? 'hi_IN' : 'en_IN' },
    ...(image ? [{ property: 'og:image', content: image }, { property: 'og:image:alt', content: a.cover!.alt }] : []),
    { property: 'article:published_time', content: a.publishedAt },
    { property: 'article:modified_time', content: a.updatedAt },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}

export function articleJsonLd(a: ArticleDetailView, origin: string) {
  const url = `${origin}${a.path}`;
  const images = [a.cover, ...a.gallery].filter((i) => i !== null).map((i) => `${origin}${i.src.replace(/\.webp$/, '.jpg')}`);
  const author = a.author ? { '@type': 'Person', name: a.author.name, ...(a.author.doctorPath ? { url: `${origin}${a.author.doctorPath}`, jobTitle: 'Ayurvedic doctor' } : {}) } : { '@type': 'Organization', name: t('app.name'), url: origin };
  const publisher = { '@type': 'Organization', name: t('app.name'), url: origin };
  const main = a.video
    ? {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        '@id': url,
        name: a.title,
        description: a.summary,
        thumbnailUrl: images.length ? images : undefined,
        uploadDate: a.publishedAt,
        embedUrl: a.video.embedUrl.replace(/\?.*$/, ''),
        url,
        inLanguage: a.language,
        author,
        publisher,
      }
    : {
        '@context': 'https://schema.org',
        '@type': a.mediaType === 'news' ? 'NewsArticle' : 'Article',
        '@id': url,
        headline: a.title,
        description: a.summary,
        ...(images.length ? { image: images } : {}),
        datePublished: a.publishedAt,
        dateModified: a.updatedAt,
        inLanguage: a.language,
        mainEntityOfPage: url,
        author,
        publisher,
        ...(a.translation && a.language === 'hi' ? { translationOfWork: { '@id': `${origin}${a.translation.path}` } } : {}),
      };
  const crumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: mediaLabel(a.mediaType), item: `${origin}${articleListPath(a.mediaType, a.language)}` },
      { '@type': 'ListItem', position: 2, name: categoryLabel(a.category), item: `${origin}${articleListPath(a.mediaType, a.language, a.category)}` },
      { '@type': 'ListItem', position: 3, name: a.title, item: url },
    ],
  };
  return [main, crumbs];
}
