/**
 * The dashboard's figures (server-rendered cards, each a link to its list) and its 30-day charts (drawn in the
 * browser after hydration by draw-chart.ts, with the same days as a table that works without JavaScript).
 * Decision 038.
 */
import { AlertTriangle, BadgeCheck, Banknote, Boxes, PackageSearch, Undo2, UserPlus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LOW_STOCK_UNITS } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import type { DashboardDay, DashboardView } from '@nirog/shared/schemas/dashboard';
import { formatCalendarDate, formatRupees } from '../../lib/format.ts';

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);

interface Figure {
  key: string;
  label: string;
  icon: LucideIcon;
  /** The list it opens; none while that list does not exist yet. */
  to?: string;
  today: string;
  week?: string;
  hint?: string;
}

function FigureCard({ f }: { f: Figure }) {
  const Icon = f.icon;
  const body = (
    <>
      <span className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon size={16} aria-hidden className="text-brand-700" /> {f.label}
      </span>
      <span className="mt-1 block text-2xl font-bold text-brand-900 tabular-nums">
        {f.today}
        {f.week !== undefined && <span className="ml-1.5 text-xs font-normal text-muted">{t('office.dashboard.today')}</span>}
      </span>
      {f.week !== undefined && <span className="block text-sm text-muted tabular-nums">{t('office.dashboard.week', { value: f.week })}</span>}
      {f.hint && <span className="block text-xs text-muted">{f.hint}</span>}
    </>
  );
  const box = 'block h-full rounded-xl border border-line bg-white p-4 shadow-sm';
  return (
    <li data-testid={`figure-${f.key}`}>
      {f.to ? (
        <Link to={f.to} className={`${box} hover:border-brand-600 hover:bg-brand-50/40`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/** The cards of the figures the operator's roles own, in two groups: flow (today, this week) and backlog (now). */
export function DashboardFigures({ d }: { d: DashboardView }) {
  const flow: Figure[] = [];
  if (d.orders) flow.push({ key: 'orders', label: t('office.dashboard.orders'), icon: PackageSearch, to: '/admin/orders', today: count(d.orders.today), week: count(d.orders.week) });
  if (d.revenuePaise)
    flow.push({ key: 'revenue', label: t('office.dashboard.revenue'), icon: Banknote, to: '/admin/payments', today: formatRupees(d.revenuePaise.today), week: formatRupees(d.revenuePaise.week) });
  if (d.refundsPaise)
    flow.push({ key: 'refunds', label: t('office.dashboard.refunds'), icon: Undo2, to: '/admin/payments', today: formatRupees(d.refundsPaise.today), week: formatRupees(d.refundsPaise.week) });
  if (d.signUps) flow.push({ key: 'signUps', label: t('office.dashboard.signUps'), icon: UserPlus, to: '/admin/users', today: count(d.signUps.today), week: count(d.signUps.week) });

  const backlog: Figure[] = [];
  if (d.verificationsWaiting !== undefined)
    backlog.push({ key: 'verifications', label: t('office.dashboard.verificationsWaiting'), icon: BadgeCheck, to: '/admin/verifications', today: count(d.verificationsWaiting) });
  if (d.lowStock !== undefined)
    backlog.push({ key: 'lowStock', label: t('office.dashboard.lowStock'), icon: Boxes, to: '/admin/stock?level=low', today: count(d.lowStock), hint: t('office.dashboard.lowStockHint', { units: LOW_STOCK_UNITS }) });
  if (d.failedJobs !== undefined) backlog.push({ key: 'failedJobs', label: t('office.dashboard.failedJobs'), icon: AlertTriangle, to: '/admin/jobs?status=failed', today: count(d.failedJobs) });

  if (flow.length === 0 && backlog.length === 0) {
    return <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">{t('office.dashboard.nothing')}</p>;
  }
  return (
    <>
      {flow.length > 0 && (
        <section aria-labelledby="figures-flow" className="mt-6">
          <h2 id="figures-flow" className="text-lg font-semibold text-brand-900">
            {t('office.dashboard.figures')}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {flow.map((f) => (
              <FigureCard key={f.key} f={f} />
            ))}
          </ul>
        </section>
      )}
      {backlog.length > 0 && (
        <section aria-labelledby="figures-backlog" className="mt-6">
          <h2 id="figures-backlog" className="text-lg font-semibold text-brand-900">
            {t('office.dashboard.backlog')}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {backlog.map((f) => (
              <FigureCard key={f.key} f={f} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type SeriesKey = 'orders' | 'revenuePaise' | 'signUps';
interface Series {
  key: SeriesKey;
  label: string;
  /** The smallest tick step (1 order, 100 paise). */
  unit: number;
  format: (v: number) => string;
}

/** One chart: an empty frame on the server, drawn once the page has hydrated (uPlot is fetched then). */
function Chart({ days, s }: { days: DashboardDay[]; s: Series }) {
  const ref = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let live = true;
    void import('./draw-chart.ts').then(({ drawChart }) => {
      if (!live || !ref.current) return;
      dispose = drawChart(ref.current, { days: days.map((d) => d.day), values: days.map((d) => d[s.key] ?? 0), label: s.label, unit: s.unit, format: s.format });
      setDrawn(true);
    });
    return () => {
      live = false;
      dispose?.();
    };
  }, [days, s]);
  return (
    <figure className="rounded-xl border border-line bg-white p-3" data-testid={`chart-${s.key}`}>
      <figcaption className="text-sm font-medium text-ink">{s.label}</figcaption>
      {/* The table below says the same for screen readers. */}
      <div ref={ref} aria-hidden className="mt-2 min-h-[180px] w-full" data-drawn={drawn || undefined}>
        {!drawn && <p className="pt-16 text-center text-xs text-muted">{t('office.dashboard.chartLoading')}</p>}
      </div>
    </figure>
  );
}

/** The last 30 days as charts and as a table. */
export function DashboardCharts({ d }: { d: DashboardView }) {
  const [series] = useState<Series[]>(() => {
    const first = d.series[0] ?? {};
    const all: Series[] = [
      { key: 'orders', label: t('office.dashboard.orders'), unit: 1, format: count },
      { key: 'revenuePaise', label: t('office.dashboard.revenue'), unit: 100, format: formatRupees },
      { key: 'signUps', label: t('office.dashboard.signUps'), unit: 1, format: count },
    ];
    return all.filter((s) => first[s.key] !== undefined);
  });
  if (series.length === 0) return null;
  return (
    <section aria-labelledby="charts" className="mt-8">
      <h2 id="charts" className="text-lg font-semibold text-brand-900">
        {t('office.dashboard.charts')}
      </h2>
      <p className="text-sm text-muted">{t('office.dashboard.chartsIntro')}</p>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        {series.map((s) => (
          <Chart key={s.key} days={d.series} s={s} />
        ))}
      </div>
      <details className="mt-3 rounded-xl border border-line bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-800">{t('office.dashboard.asTable')}</summary>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('office.dashboard.charts')}</caption>
            <thead className="bg-canvas text-left text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('office.dashboard.day')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.series.map((day) => (
                <tr key={day.day} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    <time dateTime={day.day}>{formatCalendarDate(day.day, 'dayMonth')}</time>
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                      {s.format(day[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
