import { data, Link, useLoaderData } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { findCategory, loadBrands, loadCategories, loadProducts, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { parseListing } from '../../features/catalog/listing-query.ts';
import { ListingView } from '../../features/catalog/listing-view.tsx';
import { notFoundMeta, pageQuerySuffix, seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/category';
import { addressIn } from '@nirog/shared/messages/locale-path';

const FIXED = ['category'] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const [categories, brands] = await Promise.all([loadCategories(context.api), loadBrands(context.api)]);
  const found = findCategory(categories, params.id);
  if (!found) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // The category is the page's; the rest of the listing state comes from the query.
  const state = { ...parseListing(url.searchParams), category: found.node.slug };
  const result = await loadProducts(context.api, state);
  return { state, result, categories, brands, category: found.node, parent: found.parent, origin: originOf(request), pathname: `/medicines/category/${found.node.id}` };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const c = data.category;
  return seoMeta({
    title: t('catalog.category.title', { name: c.name }),
    description: c.description || t('catalog.category.description', { name: c.name, count: data.result.total }),
    url: `${data.origin}${data.pathname}${pageQuerySuffix(data.state.page)}`,
  });
};

export default function CategoryPage() {
  const { state, result, categories, brands, category, parent, pathname } = useLoaderData<typeof loader>();
  const children = category.children ?? [];
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs
        trail={[
          { to: '/medicines', label: t('catalog.home.crumb') },
          { to: '/medicines/category', label: t('catalog.categories.crumb') },
          ...(parent ? [{ to: `/medicines/category/${parent.id}`, label: parent.name }] : []),
        ]}
        current={category.name}
      />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{category.name}</h1>
      {category.description && <p className="mt-1 max-w-3xl text-[15px] text-muted">{category.description}</p>}
      {children.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('catalog.category.subcategories')}>
          {children.map((c) => (
            <li key={c.id}>
              <Link to={addressIn(currentLocale(), `/medicines/category/${c.id}`)} className="inline-flex rounded-full border border-line bg-white px-3 py-1 text-sm hover:bg-brand-50">
                {c.name} <span className="ml-1 text-muted">{c.productCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5">
        <ListingView pathname={pathname} state={state} fixed={FIXED} result={result} categories={categories} brands={brands} />
      </div>
    </Container>
  );
}
