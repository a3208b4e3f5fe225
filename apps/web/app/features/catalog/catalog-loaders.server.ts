/** Loader helpers shared by the catalog pages: API reads with 404 and failure handling, the request's origin. */
import { data } from 'react-router';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { track } from '../orders/analytics.server.ts';
import type { BrandSummary, CategoryNode, ProductPage } from '@nirog/shared/schemas/catalog';
import { productsApiQuery, type ListingState } from './listing-query.ts';

/** The origin the visitor used (canonical and Open Graph URLs are absolute). */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}

/** The entity, a real 404 for an unknown thing, or an error page (the root's error modal) for anything else. */
export function entityOr404<T>(res: ApiResult<T>): T {
  if (res.ok) return res.entity;
  if (res.httpStatus === 404) throw data(null, { status: 404 });
  throw new Response('The catalog could not be loaded', { status: res.httpStatus >= 500 ? 502 : res.httpStatus });
}

export async function loadProducts(api: ApiClient, state: ListingState, perPage?: number): Promise<ProductPage> {
  const res = await api.get(`/pub/v3/products?${productsApiQuery(state, perPage)}`);
  const page = entityOr404(res);
  // Product listing views for our own analytics (logged-in shoppers only; never delays or fails the page).
  void track(api, 'product_list_view', { query: productsApiQuery(state, perPage).slice(0, 200), results: page.total });
  return page;
}

/** A small strip of products (home page), empty rather than failing the whole page. */
export async function loadStrip(api: ApiClient, query: string): Promise<ProductPage['items']> {
  const res = await api.get(`/pub/v3/products?${query}`);
  return res.ok ? res.entity.items : [];
}

export async function loadCategories(api: ApiClient): Promise<CategoryNode[]> {
  return entityOr404(await api.get('/pub/v1/categories'));
}

export async function loadBrands(api: ApiClient): Promise<BrandSummary[]> {
  return entityOr404(await api.get('/pub/v1/brands'));
}

/** A category anywhere in the tree, by id (or slug), with its parent. */
export function findCategory(tree: CategoryNode[], idOrSlug: string): { node: CategoryNode; parent: CategoryNode | null } | null {
  const match = (c: CategoryNode) => String(c.id) === idOrSlug || c.slug === idOrSlug;
  for (const root of tree) {
    if (match(root)) return { node: root, parent: null };
    const child = root.children?.find(match);
    if (child) return { node: child, parent: root };
  }
  return null;
}
