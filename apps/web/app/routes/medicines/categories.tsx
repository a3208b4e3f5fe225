import { Link, useLoaderData } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadCategories, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { CategoryTiles } from '../../features/catalog/category-tiles.tsx';
import { seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/categories';
import { addressIn } from '@nirog/shared/messages/locale-path';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { categories: await loadCategories(context.api), origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('catalog.categories.title'), description: t('catalog.categories.description'), url: `${data.origin}/medicines/category` }) : [];

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={t('catalog.categories.crumb')} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('catalog.categories.title')}</h1>
      <p className="mt-1 max-w-3xl text-[15px] text-muted">{t('catalog.categories.intro')}</p>
      {categories.map((root) => (
        <section key={root.id} aria-labelledby={`cat-${root.id}`} className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`cat-${root.id}`} className="text-xl font-semibold text-brand-900">
              {root.name}
            </h2>
            <Link to={addressIn(currentLocale(), `/medicines/category/${root.id}`)} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {t('catalog.categories.allIn', { name: root.name })}
            </Link>
          </div>
          {root.description && <p className="mt-1 text-[15px] text-muted">{root.description}</p>}
          <CategoryTiles categories={root.children ?? []} className="mt-3" showDescription />
        </section>
      ))}
    </Container>
  );
}
