import { BadgePercent, ChevronRight } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { entityOr404, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { OfferWindow } from '../../features/catalog/offer-card.tsx';
import { seoMeta } from '../../features/catalog/seo.ts';
import type { Route } from './+types/offers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const offers = entityOr404(await context.api.get('/pub/v1/offers'));
  return { offers: offers.items, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('catalog.offers.title'), description: t('catalog.offers.description'), url: `${data.origin}/offers` }) : [];

export default function Offers() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={t('catalog.offers.crumb')} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('catalog.offers.title')}</h1>
      <p className="mt-1 max-w-3xl text-[15px] text-muted">{t('catalog.offers.intro')}</p>
      {offers.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">{t('catalog.offers.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {offers.map((o) => (
            <li key={o.slug}>
              <Link to={`/offers/${o.slug}`} className="group flex h-full gap-4 rounded-xl border border-line bg-white p-5 shadow-sm hover:border-brand-200 hover:shadow-md">
                <span aria-hidden className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
                  <BadgePercent size={22} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-semibold text-brand-900 group-hover:underline">{o.title}</span>
                  <span className="mt-1 block text-[15px] text-muted">{o.description}</span>
                  <span className="mt-2 block">
                    <OfferWindow offer={o} />
                  </span>
                </span>
                <ChevronRight size={20} aria-hidden className="mt-1 shrink-0 text-muted group-hover:text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
