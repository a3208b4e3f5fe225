/** Loaders of the article pages (decision 046): the listings, an article, the content search. */
import { data } from 'react-router';
import { ARTICLE_LANGUAGES, ARTICLE_MEDIA_TYPES, ARTICLE_SEARCH_LIMIT, isArticleCategory, type ArticleLanguage, type ArticleMediaType } from '@nirog/shared/schemas/articles';
import { PAGING } from '@nirog/shared/constants';
import type { ApiClient } from '../../lib/api-client.ts';
import { entityOr404, originOf } from '../catalog/catalog-loaders.server.ts';

const notFound = () => data(null, { status: 404 });

/** The media type and language of an article address, or the 404 page. */
export function addressOf(request: Request, lang: string | undefined): { mediaType: ArticleMediaType; language: ArticleLanguage } {
  const mediaType = new URL(request.url).pathname.split('/')[1] as ArticleMediaType;
  if (!ARTICLE_MEDIA_TYPES.includes(mediaType) || !ARTICLE_LANGUAGES.includes(lang as ArticleLanguage)) throw notFound();
  return { mediaType, language: lang as ArticleLanguage };
}

/** ?page= (1-based; anything else is page 1). */
export function pageOf(url: URL): number {
  const p = Number(url.searchParams.get('page'));
  return Number.isInteger(p) && p >= 1 && p <= 10_000 ? p : 1;
}

export async function loadArticleList(api: ApiClient, request: Request, params: { lang?: string; category?: string }) {
  const { mediaType, language } = addressOf(request, params.lang);
  const category = params.category ?? null;
  if (category !== null && !isArticleCategory(category)) throw notFound();
  const url = new URL(request.url);
  const page = pageOf(url);
  const perPage = PAGING.defaultLimit;
  const query = new URLSearchParams({ skip: String((page - 1) * perPage), limit: String(perPage), ...(category ? { category } : {}) });
  const list = entityOr404(await api.get(`/pub/v1/articles/${mediaType}/${language}?${query}`));
  if (page > 1 && list.items.length === 0) throw notFound();
  return { mediaType, language, category, page, pages: Math.max(1, Math.ceil(list.total / perPage)), list, origin: originOf(request) };
}

export async function loadArticle(api: ApiClient, request: Request, params: { lang?: string; category?: string; slug?: string }) {
  const { mediaType, language } = addressOf(request, params.lang);
  if (!params.category || !params.slug) throw notFound();
  const article = entityOr404(await api.get(`/pub/v1/articles/${mediaType}/${language}/${encodeURIComponent(params.category)}/${encodeURIComponent(params.slug)}`));
  return { article, origin: originOf(request) };
}

/** The search page: `search` (the header's bar) or `q`; 20 a page at most (spec section 9). */
export async function loadContentSearch(api: ApiClient, request: Request) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('search') ?? url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = pageOf(url);
  if (!q) return { q, page, pages: 1, result: null, knowledge: null };
  const query = new URLSearchParams({ q, skip: String((page - 1) * ARTICLE_SEARCH_LIMIT), limit: String(ARTICLE_SEARCH_LIMIT) });
  // Articles page by page; the glossary, conditions, treatments and services (decision 049) head the first page.
  const [res, found] = await Promise.all([
    api.get(`/pub/v1/content/search?${query}`),
    page === 1 ? api.get(`/pub/v1/knowledge/search?${new URLSearchParams({ q })}`) : null,
  ]);
  if (!res.ok) throw new Response('Search failed', { status: res.httpStatus === 400 ? 400 : 502 });
  const knowledge = found?.ok ? found.entity : null;
  return { q, page, pages: Math.max(1, Math.ceil(res.entity.sections.articles.total / ARTICLE_SEARCH_LIMIT)), result: res.entity, knowledge };
}
