import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { OfferWindow } from '../../features/catalog/offer-card.tsx';
import { ProductGrid } from '../../features/catalog/product-card.tsx';
import { notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/offer';

/** /offers/{slug}: also /offers/sabse-sasta-sunday and /offers/clearance-sale, which are offers like any other. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = entityOr404(await context.api.get(`/pub/v1/offers/${encodeURIComponent(params.slug)}`));
  return { ...found, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: data.offer.title, description: data.offer.description, url: `${data.origin}/offers/${data.offer.slug}` }) : notFoundMeta();

export default function OfferPage() {
  const { offer, items } = useLoaderData<typeof loader>();
  const ended = new Date(offer.endsAt) < new Date();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }, { to: '/offers', label: t('catalog.offers.crumb') }]} current={offer.title} />
      <div className="mt-3 rounded-xl border border-saffron-500/30 bg-saffron-100/60 p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{offer.title}</h1>
        <p className="mt-2 max-w-3xl text-[15px] text-ink">{offer.description}</p>
        <p className="mt-3">{ended ? <span className="text-sm font-medium text-danger">{t('catalog.offers.ended')}</span> : <OfferWindow offer={offer} />}</p>
      </div>
      <h2 className="mt-6 text-base font-semibold text-ink">{t(items.length === 1 ? 'catalog.list.countOne' : 'catalog.list.count', { count: items.length })}</h2>
      {items.length > 0 ? (
        <ProductGrid products={items} className="mt-3 lg:grid-cols-3 xl:grid-cols-4" />
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('catalog.offers.empty')}{' '}
          <Link to="/medicines/topDeals" className="font-medium text-brand-700 underline underline-offset-2">
            {t('catalog.topDeals.title')}
          </Link>
        </p>
      )}
    </Container>
  );
}
