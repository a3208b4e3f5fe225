import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadBrands, loadCategories, loadProducts, loadStrip, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import type { Suggestion } from '@nirog/shared/schemas/catalog';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { parseListing } from '../../features/catalog/listing-query.ts';
import { ListingView } from '../../features/catalog/listing-view.tsx';
import { pageQuerySuffix, seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/all-medicines';

const PATH = '/medicines/allMedicines';

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = parseListing(new URL(request.url).searchParams);
  const [result, categories, brands] = await Promise.all([loadProducts(context.api, state), loadCategories(context.api), loadBrands(context.api)]);
  // Nothing found: names close to what was typed, else what people buy most.
  let suggestions: Suggestion[] = [];
  let suggestionsArePopular = false;
  if (result.total === 0 && state.search) {
    const res = await context.api.get(`/pub/v1/products/suggest?q=${encodeURIComponent(state.search.slice(0, 60))}`);
    suggestions = res.ok ? res.entity.slice(0, 5) : [];
  }
  if (result.total === 0 && suggestions.length === 0) {
    suggestions = (await loadStrip(context.api, 'topSelling=1&sort=popular&limit=5')).map((p) => ({ slug: p.slug, name: p.name, brand: p.brand.name }));
    suggestionsArePopular = true;
  }
  return { state, result, categories, brands, suggestions, suggestionsArePopular, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const tags = seoMeta({
    title: data.state.search ? t('catalog.all.searchTitle', { query: data.state.search }) : t('catalog.all.title'),
    description: t('catalog.all.description'),
    url: `${data.origin}${PATH}${pageQuerySuffix(data.state.page)}`,
  });
  // Search and filter results are for people; the plain list is what search engines index.
  return data.state.search ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function AllMedicines() {
  const { state, result, categories, brands, suggestions, suggestionsArePopular } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={t('catalog.all.crumb')} />
      <h1 className="mt-2 mb-5 text-2xl font-bold text-brand-900 sm:text-3xl">{state.search ? t('catalog.all.searchHeading') : t('catalog.all.title')}</h1>
      <ListingView pathname={PATH} state={state} result={result} categories={categories} brands={brands} suggestions={suggestions} suggestionsArePopular={suggestionsArePopular} />
    </Container>
  );
}
