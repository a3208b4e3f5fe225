import { useActionData, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { productImageSources } from '../../features/catalog/product-image.tsx';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { AddToCart } from '../../features/cart/add-to-cart.tsx';
import { addToCart } from '../../features/cart/cart.server.ts';
import type { AddToCartResult } from '../../features/cart/cart-types.ts';
import type { ProductActionResult } from '../../features/catalog/catalog-types.ts';
import { productAction } from '../../features/catalog/product-action.server.ts';
import { loadProductPage } from '../../features/catalog/product-loader.server.ts';
import { loadOrderGate } from '../../features/cart/order-gate.server.ts';
import { ProductView } from '../../features/catalog/product-view.tsx';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/product';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [page, orderGate] = await Promise.all([loadProductPage(context.api, request, params.slug), loadOrderGate(context.api)]);
  return { ...page, orderGate };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  // "Add to cart": a visitor's item goes to their guest cart (issue 19 item 2, decision 042), merged at login.
  const peek = await request.clone().formData();
  if (peek.get('intent') === 'cart') return addToCart(context.api, peek);
  const res = await context.api.get(`/v0/products/${encodeURIComponent(params.slug)}`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 404 ? 404 : 502 });
  return productAction(request, context.api, res.entity.id);
}

/** Choosing a pack only changes the query's `pack`: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const q = new URLSearchParams(u.search);
    q.delete('pack');
    q.sort();
    return q.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const p = data.product;
  return seoMeta({
    title: p.metaTitle ?? t('catalog.product.metaTitle', { name: p.name, brand: p.brand.name }),
    description: p.metaDescription ?? (p.description || p.indications),
    url: `${data.origin}/medicines/${p.slug}`,
    type: 'product',
    image: productImageSources(p)[0] ? new URL(productImageSources(p)[0]!, data.origin).toString() : null,
  });
};

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>() as ProductActionResult | AddToCartResult | undefined;
  const cartResult = actionResult?.intent === 'cart' ? actionResult : undefined;
  const productResult = actionResult?.intent === 'cart' ? undefined : actionResult;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  return (
    <Container className="py-6 sm:py-8">
      <ProductView
        key={page.product.id}
        page={page}
        actionResult={productResult}
        nonce={nonce}
        renderBuy={(pack, _inventory, action) => (
          <AddToCart packageId={pack.id} action={action} fallback={cartResult} gate={page.orderGate} />
        )}
      />
    </Container>
  );
}
