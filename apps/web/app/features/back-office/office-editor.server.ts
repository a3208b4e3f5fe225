import type { ApiClient } from '../../lib/api-client.ts';

/**
 * The id in an editor's address (`/admin/coupons/:id`, deals, offers, schemes): null for `new`, the number for a
 * plain positive id, -1 for anything else (the page answers 404).
 */
export const editIdOf = (raw: string) => (raw === 'new' ? null : /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : -1);

/** The brands and categories (children named with their parent) a coupon or a scheme may be limited to. */
export async function scopeOptions(api: ApiClient) {
  const [brands, tree] = await Promise.all([api.get('/pub/v1/brands'), api.get('/pub/v1/categories')]);
  return {
    brands: brands.ok ? brands.entity.map((b) => ({ id: b.id, name: b.name })) : [],
    categories: tree.ok ? tree.entity.flatMap((c) => [{ id: c.id, name: c.name }, ...(c.children ?? []).map((k) => ({ id: k.id, name: `${c.name} › ${k.name}` }))]) : [],
  };
}
