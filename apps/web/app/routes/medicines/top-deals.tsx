import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadBrands, loadCategories, loadProducts, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { parseListing } from '../../features/catalog/listing-query.ts';
import { ListingView } from '../../features/catalog/listing-view.tsx';
import { pageQuerySuffix, seoMeta } from '../../features/catalog/seo.ts';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/top-deals';

const PATH = '/medicines/topDeals';
const FIXED = ['deal'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = { ...parseListing(new URL(request.url).searchParams), deal: true };
  const [result, categories, brands, user] = await Promise.all([
    loadProducts(context.api, state),
    loadCategories(context.api),
    loadBrands(context.api),
    currentUser(context.api),
  ]);
  return { state, result, categories, brands, trade: !!user && user.userType !== 1, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('catalog.topDeals.title'), description: t('catalog.topDeals.description'), url: `${data.origin}${PATH}${pageQuerySuffix(data.state.page)}` }) : [];

export default function TopDeals() {
  const { state, result, categories, brands, trade } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={t('catalog.topDeals.crumb')} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('catalog.topDeals.title')}</h1>
      <p className="mt-1 max-w-3xl text-[15px] text-muted">
        {t('catalog.topDeals.intro')}{' '}
        <Link to="/offers" className="font-medium text-brand-700 underline underline-offset-2">
          {t('catalog.topDeals.offersLink')}
        </Link>
        {trade && (
          <>
            {' · '}
            <Link to="/dealPage" className="font-medium text-brand-700 underline underline-offset-2">
              {t('catalog.deals.liveTitle')}
            </Link>
          </>
        )}
      </p>
      <div className="mt-5">
        <ListingView pathname={PATH} state={state} fixed={FIXED} result={result} categories={categories} brands={brands} />
      </div>
    </Container>
  );
}
