import { Factory, Info } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { entityOr404, loadCategories, loadProducts, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { parseListing } from '../../features/catalog/listing-query.ts';
import { ListingView } from '../../features/catalog/listing-view.tsx';
import { notFoundMeta, pageQuerySuffix, seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/brand';

const FIXED = ['brand'] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const brand = entityOr404(await context.api.get(`/pub/v1/brands/${encodeURIComponent(params.slug)}`));
  const state = { ...parseListing(new URL(request.url).searchParams), brand: brand.slug };
  const [result, categories] = await Promise.all([loadProducts(context.api, state), loadCategories(context.api)]);
  return { brand, state, result, categories, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const b = data.brand;
  return seoMeta({
    title: t('catalog.brand.title', { name: b.name }),
    description: b.description || t('catalog.brand.description', { name: b.name, manufacturer: b.manufacturer, count: data.result.total }),
    url: `${data.origin}/brands/${b.slug}${pageQuerySuffix(data.state.page)}`,
  });
};

export default function BrandPage() {
  const { brand, state, result, categories } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={brand.name} />
      <div className="mt-2 mb-5">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{brand.name}</h1>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
          <Factory size={16} aria-hidden className="mt-0.5 shrink-0" />
          <span>
            {brand.manufacturer}
            {brand.licence && <> · {t('catalog.brand.licence', { licence: brand.licence })}</>}
          </span>
        </p>
        {brand.description && <p className="mt-2 max-w-3xl text-[15px] text-ink">{brand.description}</p>}
        {brand.noNirogMoney && (
          <p className="mt-3 flex max-w-3xl items-start gap-2 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-saffron-700">
            <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
            {t('spec.kottakalNoNirogMoney')}
          </p>
        )}
      </div>
      <ListingView pathname={`/brands/${brand.slug}`} state={state} fixed={FIXED} result={result} categories={categories} brands={[]} />
    </Container>
  );
}
