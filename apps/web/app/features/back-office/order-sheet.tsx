/**
 * The order pipeline's tabs by state with counts (the rows are the shared list: order-list.tsx).
 */
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { OrderStatus } from '@nirog/shared/orders';
import { cn } from '../../components/ui/cn.ts';
import { eventLabel } from '../orders/order-labels.tsx';

/** The tabs, in the order work flows through the warehouse. */
export const PIPELINE_TABS: readonly OrderStatus[] = [
  'placed',
  'approved',
  'packed',
  'shipped',
  'delivered',
  'return_requested',
  'return_approved',
  'returned',
  'refunded',
  'cancelled',
  'pending_payment',
];

export function StatusTabs({
  current,
  byStatus,
  hrefFor,
  rx,
}: {
  current: OrderStatus | null;
  byStatus: Partial<Record<OrderStatus, number>>;
  hrefFor: (s: OrderStatus | null) => string;
  /** The tab of orders whose uploaded prescription waits for a pharmacist. */
  rx?: { href: string; count: number; active: boolean };
}) {
  const all = Object.values(byStatus).reduce((s, n) => s + (n ?? 0), 0);
  const tab = (status: OrderStatus | null, label: string, count: number) => {
    const active = status === current && !rx?.active;
    return (
      <li key={status ?? 'all'}>
        <Link
          to={hrefFor(status)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap',
            active ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
            !active && count === 0 && 'text-muted',
          )}
          data-testid={`tab-${status ?? 'all'}`}
        >
          {label}
          <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white/20' : 'bg-canvas')}>{count}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t('office.orders.byStatus')} className="-mx-4 mt-4 overflow-x-auto px-4 pb-1 print:hidden sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 sm:flex-wrap sm:min-w-0">
        {tab(null, t('office.orders.all'), all)}
        {PIPELINE_TABS.map((s) => tab(s, eventLabel(s), byStatus[s] ?? 0))}
        {rx && (
          <li>
            <Link
              to={rx.href}
              aria-current={rx.active ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap',
                rx.active ? 'border-saffron-700 bg-saffron-700 font-semibold text-white' : 'border-saffron-500/40 bg-saffron-100 text-saffron-700 hover:bg-saffron-100/70',
              )}
              data-testid="tab-rx"
            >
              {t('office.rx.filter')}
              <span className={cn('rounded-full px-1.5 text-xs tabular-nums', rx.active ? 'bg-white/20' : 'bg-white')}>{rx.count}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
