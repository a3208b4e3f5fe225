import { BadgePercent, CalendarClock, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { loadBrands, loadCategories, loadStrip, originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { CategoryTiles } from '../../features/catalog/category-tiles.tsx';
import { OfferWindow } from '../../features/catalog/offer-card.tsx';
import { ProductGrid, ShopSection as Section, STRIP_CLASS as stripClass } from '../../features/catalog/product-card.tsx';
import { seoMeta } from '../../features/catalog/seo.ts';
import { loadVerification } from '../../features/verification/verification-status.server.ts';
import { VerificationPrompt } from '../../features/verification/verification-prompt.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/shop-home';
import { addressIn } from '@nirog/shared/messages/locale-path';

const STRIP = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [categories, brands, deals, topSelling, offers, user] = await Promise.all([
    loadCategories(context.api),
    loadBrands(context.api),
    loadStrip(context.api, `deal=1&sort=popular&limit=${STRIP}`),
    loadStrip(context.api, `topSelling=1&sort=popular&limit=${STRIP}`),
    context.api.get('/pub/v1/offers').then((r) => (r.ok ? r.entity.items : [])),
    currentUser(context.api),
  ]);
  // Spec section 6: a doctor who has not verified yet sees the prompt on the medicines pages.
  const verification = user?.userType === 2 ? await loadVerification(context.api, user) : null;
  return { categories, brands, deals, topSelling, offers, verification, trade: !!user && user.userType !== 1, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('catalog.home.title'), description: t('catalog.home.description'), url: `${data.origin}/medicines` }) : [];

export default function ShopHome() {
  const { categories, brands, deals, topSelling, offers, verification, trade } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="border-b border-line bg-white">
        <Container className="py-6 sm:py-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('catalog.home.heading')}</h1>
          <p className="mt-1 max-w-3xl text-[15px] text-muted">{t('catalog.home.intro')}</p>
          <VerificationPrompt verification={verification} className="mt-4 max-w-3xl" />
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
            <li className="flex items-center gap-1.5">
              <ShieldCheck size={16} aria-hidden className="text-brand-700" />
              {t('catalog.home.promiseGenuine')}
            </li>
            <li className="flex items-center gap-1.5">
              <Truck size={16} aria-hidden className="text-brand-700" />
              {t('catalog.home.promiseDelivery')}
            </li>
            <li className="flex items-center gap-1.5">
              <BadgePercent size={16} aria-hidden className="text-brand-700" />
              {trade ? t('catalog.home.promiseTrade') : t('catalog.home.promisePrices')}
            </li>
          </ul>
          <nav aria-label={t('catalog.home.quickLinks')} className="mt-5 flex flex-wrap gap-2">
            <QuickLink to="/medicines/allMedicines">{t('catalog.all.title')}</QuickLink>
            <QuickLink to="/medicines/category">{t('catalog.categories.title')}</QuickLink>
            <QuickLink to="/medicines/topDeals">{t('catalog.topDeals.title')}</QuickLink>
            <QuickLink to="/offers">{t('catalog.offers.title')}</QuickLink>
            {trade && (
              <>
                <QuickLink to="/quick-order" highlight>
                  {t('tradeUi.grid.link')}
                </QuickLink>
                <QuickLink to="/dealPage" highlight>
                  {t('catalog.deals.liveTitle')}
                </QuickLink>
                <QuickLink to="/upcomingDealPage">{t('catalog.deals.upcomingTitle')}</QuickLink>
              </>
            )}
          </nav>
        </Container>
      </div>

      <Container className="pb-12">
        {categories.map((root) => (
          <Section key={root.id} id={`shop-${root.slug}`} title={root.name} more={{ to: `/medicines/category/${root.id}`, label: t('catalog.home.seeAll') }}>
            <CategoryTiles categories={root.children ?? []} />
          </Section>
        ))}

        {deals.length > 0 && (
          <Section id="top-deals" title={t('catalog.topDeals.title')} more={{ to: '/medicines/topDeals', label: t('catalog.home.seeAllDeals') }}>
            <ProductGrid products={deals} className={stripClass} />
          </Section>
        )}

        {offers.length > 0 && (
          <Section id="offers" title={t('catalog.offers.title')} more={{ to: '/offers', label: t('catalog.home.seeAllOffers') }}>
            <ul className="grid gap-3 md:grid-cols-3">
              {offers.map((o) => (
                <li key={o.slug}>
                  <Link to={`/offers/${o.slug}`} className="flex h-full flex-col rounded-xl border border-saffron-500/30 bg-saffron-100/60 p-4 hover:border-saffron-500">
                    <span className="font-semibold text-brand-900">{o.title}</span>
                    <span className="mt-1 line-clamp-2 text-sm text-muted">{o.description}</span>
                    <span className="mt-auto pt-2">
                      <OfferWindow offer={o} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {topSelling.length > 0 && (
          <Section id="top-selling" title={t('catalog.home.topSelling')} more={{ to: '/medicines/allMedicines?sort=popular', label: t('catalog.home.seeAll') }}>
            <ProductGrid products={topSelling} className={stripClass} />
          </Section>
        )}

        {brands.length > 0 && (
          <Section id="brands" title={t('catalog.home.brands')}>
            <ul className="flex flex-wrap gap-2">
              {brands.map((b) => (
                <li key={b.id}>
                  <Link to={addressIn(currentLocale(), `/brands/${b.slug}`)} className="inline-flex items-baseline gap-1.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm hover:border-brand-200 hover:bg-brand-50">
                    <span className="font-medium text-ink">{b.name}</span>
                    <span className="text-xs text-muted">{b.productCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {trade && (
          <p className="mt-10 flex items-center gap-2 text-sm text-muted">
            <CalendarClock size={16} aria-hidden />
            {t('catalog.home.tradeDealsNote')}{' '}
            <Link to="/upcomingDealPage" className="font-medium text-brand-700 underline underline-offset-2">
              {t('catalog.deals.upcomingTitle')}
            </Link>
          </p>
        )}
      </Container>
    </>
  );
}

function QuickLink({ to, children, highlight }: { to: string; children: ReactNode; highlight?: boolean }) {
  return (
    <Link
      to={addressIn(currentLocale(), to)}
      className={
        highlight
          ? 'inline-flex h-9 items-center rounded-lg bg-saffron-500 px-3 text-sm font-medium text-white hover:bg-saffron-700'
          : 'inline-flex h-9 items-center rounded-lg border border-line bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50'
      }
    >
      {children}
    </Link>
  );
}
