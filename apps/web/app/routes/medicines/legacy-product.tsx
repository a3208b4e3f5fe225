import { data, redirect } from 'react-router';
import type { Route } from './+types/legacy-product';

/**
 * /medicine/{...slug} (spec section 2): old and shared links whose last segment is the product's slug. They move
 * for good to /medicines/{slug}, keeping the query (pack, pincode).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').split('/').filter(Boolean).pop();
  if (!slug || !/^[a-z0-9][a-z0-9-]*$/i.test(slug)) throw data(null, { status: 404 });
  const { search } = new URL(request.url);
  return redirect(`/medicines/${slug.toLowerCase()}${search}`, 301);
}

/** Never rendered: the loader always redirects or answers 404 (a page module, so the 404 page shows). */
export default function LegacyProduct() {
  return null;
}
