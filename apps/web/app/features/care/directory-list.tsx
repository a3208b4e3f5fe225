import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** A listing page body: the filter panel beside the count, the results, page links, and the empty state. */
export function DirectoryList({
  filters,
  total,
  page,
  perPage,
  countKey,
  error,
  clearHref,
  hrefFor,
  children,
  empty,
}: {
  filters: ReactNode;
  total: number;
  page: number;
  perPage: number;
  countKey: { one: Parameters<typeof t>[0]; many: Parameters<typeof t>[0] };
  error?: string;
  clearHref: string | null;
  hrefFor: (page: number) => string;
  children: ReactNode;
  empty: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = !!children && (Array.isArray(children) ? children.length > 0 : true);
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      {filters}
      <section aria-labelledby="results-heading" className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="results-heading" className="text-base font-semibold text-ink" aria-live="polite">
            {t(total === 1 ? countKey.one : countKey.many, { count: total })}
          </h2>
          {shown && clearHref && (
            <Link to={addressIn(currentLocale(), clearHref)} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {t('care.list.clearFilters')}
            </Link>
          )}
        </div>
        {error && (
          <Alert tone="error" className="mt-3">
            {error}
          </Alert>
        )}
        {shown ? (
          <>
            <ul className="mt-4 grid gap-4 xl:grid-cols-2">{children}</ul>
            <Pagination page={page} pages={pages} hrefFor={hrefFor} />
          </>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-center">
            <SearchX size={32} className="mx-auto text-brand-600" aria-hidden />
            <p className="mt-3 text-lg font-medium">{t('care.list.noneTitle')}</p>
            <div className="mt-1 text-muted">{empty}</div>
            {clearHref && (
              <Link to={addressIn(currentLocale(), clearHref)} className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-2">
                {t('care.list.clearFilters')}
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
