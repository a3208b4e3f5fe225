/**
 * Health articles (issue 20 parts 1, 4, 5, 7; decisions 046 and 047): five media types in English and Hindi, read at
 * /{mediaType}/{lang}/{category}/{slug} (spec section 2), written on the editors' desk. The code tables, the video-link
 * rule of spec section 5, and the request and response schemas of the article routes.
 */
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId, entityIdParam } from './fields.ts';

/** Spec section 2: "Blog media types: blogs, news, photos, videos, shorts. Blog languages: en, hi." */
export const ARTICLE_MEDIA_TYPES = ['blogs', 'news', 'photos', 'videos', 'shorts'] as const;
export type ArticleMediaType = (typeof ARTICLE_MEDIA_TYPES)[number];
export const ARTICLE_LANGUAGES = ['en', 'hi'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * Categories (the `{blogCategory}` of the address), each with the doctors' specializations and the medicine words
 * (catalog ingredients and uses) its articles are related to when an article names none of its own.
 */
export const ARTICLE_CATEGORIES = {
  digestion: { specializations: ['Kayachikitsa'], medicines: ['triphala', 'avipattikar', 'hingvastak'] },
  'skin-hair': { specializations: ['Kayachikitsa', 'Panchakarma'], medicines: ['neem', 'manjistha', 'bhringraj'] },
  'joints-bones': { specializations: ['Vata Vyadhi', 'Panchakarma'], medicines: ['guggulu', 'mahanarayan', 'shallaki'] },
  'sleep-stress': { specializations: ['Kayachikitsa', 'Rasayana and Vajikarana'], medicines: ['ashwagandha', 'brahmi', 'jatamansi'] },
  'womens-health': { specializations: ['Prasuti Tantra and Stri Roga'], medicines: ['shatavari', 'ashoka', 'lodhra'] },
  'seasonal-care': { specializations: ['Kayachikitsa', 'Panchakarma'], medicines: ['chyawanprash', 'giloy', 'tulsi'] },
  respiratory: { specializations: ['Kayachikitsa'], medicines: ['sitopaladi', 'vasaka', 'tulsi'] },
  'diet-nutrition': { specializations: ['Kayachikitsa', 'Naturopathy'], medicines: ['triphala', 'amla', 'chyawanprash'] },
  children: { specializations: ['Kaumarabhritya'], medicines: ['balachaturbhadra', 'chyawanprash'] },
  'daily-routine': { specializations: ['Yoga therapy', 'Panchakarma'], medicines: ['anu', 'til', 'triphala'] },
} as const satisfies Record<string, { specializations: readonly string[]; medicines: readonly string[] }>;
export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
export const ARTICLE_CATEGORY_SLUGS = Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]];
export const isArticleCategory = (v: string): v is ArticleCategory => Object.hasOwn(ARTICLE_CATEGORIES, v);

export const ARTICLE_LIMITS = { title: 160, summary: 300, slug: 120, seoTitle: 70, seoDescription: 170, bodyHtml: 200_000, tags: 8, tag: 40, gallery: 12 } as const;
/** Responsive copies of an article picture (kept in their own shape, never cropped). */
export const ARTICLE_IMAGE_WIDTHS = [480, 960, 1440] as const;
/** Spec section 9: "quiz and article search limit 20". */
export const ARTICLE_SEARCH_LIMIT = PAGING.quizAndArticleSearchLimit;

/** The page of an article: /{mediaType}/{lang}/{category}/{slug}. */
export const articlePath = (a: { mediaType: string; language: string; category: string; slug: string }) => `/${a.mediaType}/${a.language}/${a.category}/${a.slug}`;
export const articleListPath = (mediaType: string, language: string, category?: string | null) => `/${mediaType}/${language}${category ? `/${category}` : ''}`;

/**
 * Spec section 5: "Video link: must be a watch, embed, short or v link of a video platform." YouTube's four forms
 * (youtube.com/watch?v=, /embed/, /shorts/, /v/, and youtu.be/), https only; returns the video id, else null.
 */
export function videoIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const id = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtu.be') {
    const v = url.pathname.slice(1);
    return id.test(v) ? v : null;
  }
  if (!['youtube.com', 'www.youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com'].includes(host)) return null;
  if (url.pathname === '/watch') {
    const v = url.searchParams.get('v') ?? '';
    return id.test(v) ? v : null;
  }
  const m = /^\/(?:embed|shorts|v)\/([^/]+)\/?$/.exec(url.pathname);
  return m && id.test(m[1]!) ? m[1]! : null;
}
export const videoEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;

const text = (max: number, required: boolean, label: () => string) => {
  const base = z.string({ error: () => t('articles.error.required', { label: label() }) }).trim().max(max, { error: () => t('articles.error.tooLong', { label: label(), max }) });
  return required ? base.min(1, { error: () => t('articles.error.required', { label: label() }) }) : base;
};

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const imageId = z.uuid({ error: () => t('articles.error.image') });

/** What an editor saves (create or update); the HTML is sanitised by the API before it is stored. */
export const articleBody = z
  .strictObject({
    mediaType: z.enum(ARTICLE_MEDIA_TYPES, { error: () => t('articles.error.mediaType') }),
    language: z.enum(ARTICLE_LANGUAGES, { error: () => t('articles.error.language') }),
    category: z.enum(ARTICLE_CATEGORY_SLUGS, { error: () => t('articles.error.category') }),
    slug: text(ARTICLE_LIMITS.slug, true, () => t('articles.field.slug')).refine((v) => ARTICLE_SLUG_PATTERN.test(v), { error: () => t('articles.error.slug') }),
    title: text(ARTICLE_LIMITS.title, true, () => t('articles.field.title')),
    summary: text(ARTICLE_LIMITS.summary, true, () => t('articles.field.summary')),
    bodyHtml: z.string().max(ARTICLE_LIMITS.bodyHtml, { error: () => t('articles.error.tooLong', { label: t('articles.field.body'), max: ARTICLE_LIMITS.bodyHtml }) }),
    coverImageId: imageId.nullable().default(null),
    galleryImageIds: z.array(imageId).max(ARTICLE_LIMITS.gallery).default([]),
    videoUrl: z
      .string()
      .trim()
      .max(300)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || videoIdOf(v) !== null, { error: () => t('articles.error.videoUrl') }),
    authorId: entityId.nullable().default(null),
    seoTitle: text(ARTICLE_LIMITS.seoTitle, false, () => t('articles.field.seoTitle')).default(''),
    seoDescription: text(ARTICLE_LIMITS.seoDescription, false, () => t('articles.field.seoDescription')).default(''),
    tags: z.array(z.string().trim().toLowerCase().min(2).max(ARTICLE_LIMITS.tag)).max(ARTICLE_LIMITS.tags).default([]),
  })
  .superRefine((a, ctx) => {
    if ((a.mediaType === 'videos' || a.mediaType === 'shorts') && !a.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: t('articles.error.videoRequired') });
    if (a.mediaType === 'photos' && a.galleryImageIds.length === 0) ctx.addIssue({ code: 'custom', path: ['galleryImageIds'], message: t('articles.error.galleryRequired') });
  });
export type ArticleBody = z.output<typeof articleBody>;
export type ArticleBodyInput = z.input<typeof articleBody>;

/** Schedule for a time in the future (an instant; the desk asks for India time and converts). */
export const articleScheduleBody = z.strictObject({ publishAt: z.iso.datetime({ offset: true, error: () => t('articles.error.publishAt') }) });
export const articleTranslationBody = z.strictObject({ translationId: entityId.nullable() });
export const articleImageBody = z.strictObject({ uploadId: z.uuid(), alt: z.string().trim().min(3).max(200) });

export const articleListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
  category: z.enum(ARTICLE_CATEGORY_SLUGS).optional(),
});
export const articleListParams = z.object({ mediaType: z.enum(ARTICLE_MEDIA_TYPES), language: z.enum(ARTICLE_LANGUAGES) });
export const articlePathParams = articleListParams.extend({ category: z.string().max(60), slug: z.string().max(ARTICLE_LIMITS.slug) });
export const contentSearchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  language: z.enum(ARTICLE_LANGUAGES).optional(),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Spec section 9: the article search gives 20 at most. */
  limit: z.coerce.number().int().min(1).default(ARTICLE_SEARCH_LIMIT).transform((v) => Math.min(v, ARTICLE_SEARCH_LIMIT)),
});
export const sitemapQuery = z.object({ lang: z.enum(ARTICLE_LANGUAGES) });
export const adminArticleListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
});
export const articleIdParams = z.object({ id: entityIdParam });
export const revisionParams = z.object({ id: entityIdParam, revisionId: entityIdParam });

export const articleImage = z.object({
  id: z.string(),
  alt: z.string(),
  /** The middle copy (WebP), and every copy for srcset; width/height give the shape (no layout shift). */
  src: z.string(),
  srcset: z.string(),
  jpegSrcset: z.string(),
  width: int,
  height: int,
});
export type ArticleImageView = z.output<typeof articleImage>;

export const articleCard = z.object({
  id: int,
  mediaType: z.enum(ARTICLE_MEDIA_TYPES),
  language: z.enum(ARTICLE_LANGUAGES),
  category: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: articleImage.nullable(),
  authorName: z.string().nullable(),
  readingMinutes: int,
  publishedAt: isoDateTime,
});
export type ArticleCardView = z.output<typeof articleCard>;

export const articleDetail = articleCard.extend({
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: isoDateTime,
  gallery: z.array(articleImage),
  video: z.object({ id: z.string(), url: z.string(), embedUrl: z.string(), thumbnail: z.string() }).nullable(),
  author: z.object({ name: z.string(), doctorPath: z.string().nullable() }).nullable(),
  translation: z.object({ language: z.enum(ARTICLE_LANGUAGES), path: z.string(), title: z.string() }).nullable(),
  related: z.array(articleCard),
  relatedMedicines: z.array(z.object({ name: z.string(), path: z.string(), brand: z.string() })),
  relatedDoctors: z.array(z.object({ name: z.string(), path: z.string(), specialization: z.string().nullable(), city: z.string() })),
});
export type ArticleDetailView = z.output<typeof articleDetail>;

/** The search bar of content pages: one section per kind of content (the knowledge section joins at merge). */
export const contentSearchResult = z.object({
  query: z.string(),
  /** The query with misspelt words corrected when that found more (null: searched as typed). */
  correctedQuery: z.string().nullable(),
  sections: z.object({ articles: pageOf(articleCard) }),
});
export type ContentSearchResult = z.output<typeof contentSearchResult>;

export const articleSitemap = z.object({ items: z.array(z.object({ path: z.string(), lastmod: isoDateTime })) });

export const adminArticleItem = z.object({
  id: int,
  title: z.string(),
  mediaType: z.enum(ARTICLE_MEDIA_TYPES),
  language: z.enum(ARTICLE_LANGUAGES),
  category: z.string(),
  slug: z.string(),
  path: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publishAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  translationId: int.nullable(),
});
export type AdminArticleItem = z.output<typeof adminArticleItem>;

export const adminArticle = adminArticleItem.extend({
  summary: z.string(),
  bodyHtml: z.string(),
  coverImageId: z.string().nullable(),
  galleryImageIds: z.array(z.string()),
  images: z.array(articleImage),
  videoUrl: z.string().nullable(),
  authorId: int.nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  tags: z.array(z.string()),
  translation: z.object({ id: int, title: z.string(), language: z.enum(ARTICLE_LANGUAGES) }).nullable(),
  revisions: int,
});
export type AdminArticleView = z.output<typeof adminArticle>;

export const articleRevisionItem = z.object({ id: int, savedAt: isoDateTime, savedBy: z.string().nullable(), title: z.string(), status: z.enum(ARTICLE_STATUSES) });
export const articleRevision = articleRevisionItem.extend({ summary: z.string(), bodyHtml: z.string(), seoTitle: z.string(), seoDescription: z.string() });
export type ArticleRevisionView = z.output<typeof articleRevision>;

export const ARTICLE_ROUTES = {
  'GET /pub/v1/articles/:mediaType/:language': pageOf(articleCard),
  'GET /pub/v1/articles/:mediaType/:language/:category/:slug': articleDetail,
  'GET /pub/v1/content/search': contentSearchResult,
  'GET /pub/v1/articles/sitemap': articleSitemap,
  'GET /v1/admin/articles': pageOf(adminArticleItem),
  'GET /v1/admin/articles/:id': adminArticle,
  'POST /v1/admin/articles': adminArticle,
  'PUT /v1/admin/articles/:id': adminArticle,
  'PUT /v1/admin/articles/:id/publish': adminArticle,
  'PUT /v1/admin/articles/:id/schedule': adminArticle,
  'PUT /v1/admin/articles/:id/unpublish': adminArticle,
  'PUT /v1/admin/articles/:id/translation': adminArticle,
  'GET /v1/admin/articles/:id/preview': articleDetail,
  'GET /v1/admin/articles/:id/revisions': pageOf(articleRevisionItem),
  'GET /v1/admin/articles/:id/revisions/:revisionId': articleRevision,
  'POST /v1/admin/article-images': articleImage,
} as const;

/** What the service hands the routes (timestamps may be Dates). */
export type ArticleCardData = z.input<typeof articleCard>;
export type ArticleDetailData = z.input<typeof articleDetail>;
export type AdminArticleItemData = z.input<typeof adminArticleItem>;
export type AdminArticleData = z.input<typeof adminArticle>;
export type ContentSearchData = z.input<typeof contentSearchResult>;
