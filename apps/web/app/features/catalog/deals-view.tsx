import { Clock, Store } from 'lucide-react';
import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Deal } from '@nirog/shared/schemas/catalog';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

export type DealsWhen = 'live' | 'upcoming';
const PATHS: Record<DealsWhen, string> = { live: '/dealPage', upcoming: '/upcomingDealPage' };

/** Live or upcoming trade deals with their time windows (India time); individuals get an explanation instead. */
export function DealsView({ when, deals, individual }: { when: DealsWhen; deals: Deal[]; individual: boolean }) {
  const title = when === 'live' ? t('catalog.deals.liveTitle') : t('catalog.deals.upcomingTitle');
  return (
    <>
      <CatalogBreadcrumbs trail={[{ to: '/medicines', label: t('catalog.home.crumb') }]} current={title} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {individual ? (
        <div className="mt-6 max-w-2xl rounded-xl border border-line bg-white p-6">
          <Store size={28} aria-hidden className="text-brand-600" />
          <p className="mt-3 text-lg font-semibold text-ink">{t('catalog.deals.individualTitle')}</p>
          <p className="mt-1 text-[15px] text-muted">{t('catalog.deals.individualText')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink to="/medicines/topDeals">{t('catalog.topDeals.title')}</ButtonLink>
            <ButtonLink to="/offers" variant="secondary">
              {t('catalog.offers.title')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 max-w-3xl text-[15px] text-muted">{t('catalog.deals.intro')}</p>
          <nav aria-label={t('catalog.deals.tabs')} className="mt-5 flex gap-1 border-b border-line">
            {(['live', 'upcoming'] as const).map((w) => (
              <Link
                key={w}
                to={PATHS[w]}
                aria-current={w === when ? 'page' : undefined}
                className={cn(
                  '-mb-px border-b-2 px-3 py-2 text-[15px] font-medium',
                  w === when ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {w === 'live' ? t('catalog.deals.liveTab') : t('catalog.deals.upcomingTab')}
              </Link>
            ))}
          </nav>
          {deals.length === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">
              {when === 'live' ? t('catalog.deals.noneLive') : t('catalog.deals.noneUpcoming')}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
              {deals.map((d) => (
                <li key={d.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <span className="inline-flex w-fit shrink-0 rounded-lg bg-saffron-100 px-2 py-1 text-sm font-bold text-saffron-700 tabular-nums sm:w-20 sm:justify-center">
                    {t('catalog.price.off', { percent: d.discountPercent })}
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link to={addressIn(currentLocale(), `/medicines/${d.product.slug}?pack=${d.packageId}`)} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                      {d.product.name}
                    </Link>
                    <p className="text-sm text-muted">
                      {d.product.brand} · {d.label}
                    </p>
                  </div>
                  <p className="flex items-start gap-1.5 text-sm text-ink sm:w-72 sm:shrink-0">
                    <Clock size={15} aria-hidden className="mt-0.5 shrink-0 text-muted" />
                    <span>
                      {when === 'live'
                        ? t('catalog.deals.endsAt', { end: formatDateTime(d.endsAt) })
                        : t('catalog.deals.window', { start: formatDateTime(d.startsAt), end: formatDateTime(d.endsAt) })}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-xs text-muted">{t('catalog.deals.timeNote')}</p>
        </>
      )}
    </>
  );
}
