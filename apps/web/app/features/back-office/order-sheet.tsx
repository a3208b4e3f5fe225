/**
 * The order pipeline as an order sheet: tabs by state with counts, then one dense row per order (a card per order
 * on a phone) with the next steps as buttons.
 */
import { Link } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import type { OrderStatus } from '@nirog/shared/orders';
import type { OfficeOrderRow } from '@nirog/shared/schemas/orders';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime, formatMobile, formatRupees } from '../../lib/format.ts';
import { eventLabel, methodLabel, PaymentBadge, StatusBadge } from '../orders/order-labels.tsx';
import { RxStatusBadge } from './rx-status-badge.tsx';
import { StepButtons } from './order-actions.tsx';

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

const buyerType = (code: number) => labelOf(USER_TYPES, code as UserTypeCode);

export function OrderSheet({ items, busy }: { items: OfficeOrderRow[]; busy: boolean }) {
  return (
    <>
      {/* Phones: one card per order. */}
      <ul className="mt-4 space-y-3 md:hidden print:hidden" aria-label={t('office.orders.title')}>
        {items.map((o) => (
          <li key={o.id} className="rounded-lg border border-line bg-white p-3" data-testid="office-order">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={`/admin/orders/${o.id}`} className="font-semibold text-brand-800 tabular-nums hover:underline">
                  {o.orderNumber}
                </Link>
                <p className="text-xs text-muted">{formatDateTime(o.createdAt)}</p>
              </div>
              <p className="font-semibold tabular-nums">{formatRupees(o.totalPaise)}</p>
            </div>
            <p className="mt-2 text-sm break-words">
              <span className="font-medium">{o.buyerName}</span> · {buyerType(o.buyerType)}
            </p>
            <p className="text-sm text-muted">
              {o.city ? `${o.city} ${o.pincode}` : t('office.order.consultationFee')} · {methodLabel(o.paymentMethod)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusBadge status={o.status} />
              <PaymentBadge status={o.paymentStatus} />
              {o.rxStatus && <RxStatusBadge status={o.rxStatus} />}
            </div>
            <div className="mt-3 print:hidden">
              <StepButtons order={o} busy={busy} />
            </div>
          </li>
        ))}
      </ul>

      {/* Wider screens (and print): a dense sheet. */}
      <div className="mt-4 hidden overflow-x-auto rounded-lg border border-line bg-white md:block print:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('office.orders.title')}</caption>
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{t('office.orders.order')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('office.orders.buyer')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('office.orders.deliverTo')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('office.orders.payment')}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{t('office.orders.total')}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{t('office.orders.status')}</th>
              <th scope="col" className="px-3 py-2 font-semibold print:hidden">{t('office.orders.next')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((o) => (
              <tr key={o.id} className="align-top hover:bg-brand-50/50" data-testid="office-order">
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link to={`/admin/orders/${o.id}`} className="font-medium text-brand-800 tabular-nums hover:underline">
                    {o.orderNumber}
                  </Link>
                  <div className="text-xs text-muted">{formatDateTime(o.createdAt)}</div>
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium">{o.buyerName}</div>
                  <div className="text-xs whitespace-nowrap text-muted">
                    {buyerType(o.buyerType)} · {formatMobile(o.buyerMobile)}
                  </div>
                </td>
                <td className="px-3 py-2">
                  {o.city ?? <span className="text-muted">{t('office.order.consultationFee')}</span>}
                  {o.pincode && <div className="text-xs text-muted tabular-nums">{o.pincode}</div>}
                </td>
                <td className="px-3 py-2">
                  <div className="whitespace-nowrap">{methodLabel(o.paymentMethod)}</div>
                  <PaymentBadge status={o.paymentStatus} />
                </td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatRupees(o.totalPaise)}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={o.status} />
                  {o.rxStatus && (
                    <div className="mt-1">
                      <RxStatusBadge status={o.rxStatus} />
                    </div>
                  )}
                </td>
                <td className="px-3 py-2 print:hidden">
                  <StepButtons order={o} busy={busy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
