import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from './cn.ts';

const item = 'inline-flex h-11 min-w-11 items-center sm:h-10 sm:min-w-10 justify-center rounded-lg border px-3 text-[15px] tabular-nums';

/** Page links (no JavaScript needed): previous, numbers with gaps, next. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={cn(item, 'border-line bg-white hover:bg-brand-50')}>
          <ChevronLeft size={18} aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('catalog.pagination.previous')}</span>
        </Link>
      ) : null}
      {pageNumbers(page, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden>
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={cn(item, 'border-brand-700 bg-brand-700 font-semibold text-white')}>
            <span className="sr-only">{t('catalog.pagination.page')} </span>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={cn(item, 'border-line bg-white hover:bg-brand-50')}>
            <span className="sr-only">{t('catalog.pagination.page')} </span>
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={cn(item, 'border-line bg-white hover:bg-brand-50')}>
          <span className="sr-only sm:not-sr-only">{t('catalog.pagination.next')}</span>
          <ChevronRight size={18} aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}

/** Page numbers to show: the first, the last and two either side of the current one, with gaps between. */
export function pageNumbers(current: number, pages: number): Array<number | 'gap'> {
  const wanted = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
