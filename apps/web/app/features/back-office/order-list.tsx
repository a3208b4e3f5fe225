/**
 * The back office's order sheet as a list (issue 18 part 8, decision 033): searched by order number or buyer (mobile,
 * name), filtered by state tab or "prescription to check", sorted by placed date or total, paged and exported as CSV
 * through the same API call. Each row carries its next steps as buttons (left out of the export).
 */
import { Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_STATUSES, type OrderStatus } from '@nirog/shared/orders';
import type { OfficeOrderRow } from '@nirog/shared/schemas/orders';
import { formatDateTime, formatMobile, formatRupees } from '../../lib/format.ts';
import { eventLabel, methodLabel, PaymentBadge, paymentStatusLabel, StatusBadge } from '../orders/order-labels.tsx';
import { StepButtons } from './order-actions.tsx';
import { apiListQuery, defineList, listHref, type ListParams } from './office-list.ts';
import { RxStatusBadge } from './rx-status-badge.tsx';
import { userTypeLabel as buyerType } from './code-labels.ts';


/** The state filter as the API takes it (anything else is left out, not sent as a 400). */
export const statusOf = (p: ListParams): OrderStatus | null =>
  p.filters.status && (ORDER_STATUSES as readonly string[]).includes(p.filters.status) ? (p.filters.status as OrderStatus) : null;
export const rxOf = (p: ListParams) => p.filters.rx === 'pending';

/** Steps need the navigation state, so they are a component of their own inside the cell. */
function RowSteps({ order }: { order: OfficeOrderRow }) {
  const busy = useNavigation().state === 'submitting';
  return <StepButtons order={order} busy={busy} />;
}

export const orderList = defineList<OfficeOrderRow>({
  id: 'orders',
  path: '/admin/orders',
  role: 'support',
  sorts: ['placed', 'total'],
  defaultSort: 'placed',
  defaultDir: 'desc',
  filters: ['status', 'rx'],
  pageSize: 50,
  apiPath: (p, skip, limit) => {
    const status = statusOf(p);
    return `/v1/admin/orders?${apiListQuery({ ...p, filters: { ...(status && { status }), ...(rxOf(p) && { rx: 'pending' }) } }, skip, limit)}`;
  },
  columns: [
    {
      key: 'order',
      label: 'office.orders.order',
      sort: 'placed',
      value: (o) => o.orderNumber,
      cell: (o) => (
        <div className="whitespace-nowrap">
          <Link to={`/admin/orders/${o.id}`} className="font-medium text-brand-800 tabular-nums hover:underline">
            {o.orderNumber}
          </Link>
          <div className="text-xs text-muted">{formatDateTime(o.createdAt)}</div>
        </div>
      ),
    },
    { key: 'placed', label: 'office.orders.placedAt', value: (o) => o.createdAt, csvOnly: true },
    {
      key: 'buyer',
      label: 'office.orders.buyer',
      value: (o) => o.buyerName,
      cell: (o) => (
        <>
          <div className="font-medium">{o.buyerName}</div>
          <div className="text-xs whitespace-nowrap text-muted">
            {buyerType(o.buyerType)} · {formatMobile(o.buyerMobile)}
          </div>
        </>
      ),
    },
    { key: 'mobile', label: 'office.orders.mobile', value: (o) => o.buyerMobile, csvOnly: true },
    { key: 'buyerType', label: 'office.orders.buyerType', value: (o) => buyerType(o.buyerType), csvOnly: true },
    {
      key: 'deliverTo',
      label: 'office.orders.deliverTo',
      wide: true,
      value: (o) => (o.city ? `${o.city} ${o.pincode ?? ''}`.trim() : t('office.order.consultationFee')),
      cell: (o) => (
        <>
          {o.city ?? <span className="text-muted">{t('office.order.consultationFee')}</span>}
          {o.pincode && <div className="text-xs text-muted tabular-nums">{o.pincode}</div>}
        </>
      ),
    },
    {
      key: 'payment',
      label: 'office.orders.payment',
      value: (o) => `${methodLabel(o.paymentMethod)} · ${paymentStatusLabel(o.paymentStatus)}`,
      cell: (o) => (
        <>
          <div className="whitespace-nowrap">{methodLabel(o.paymentMethod)}</div>
          <PaymentBadge status={o.paymentStatus} />
        </>
      ),
    },
    { key: 'total', label: 'office.orders.total', sort: 'total', numeric: true, value: (o) => o.totalPaise / 100, cell: (o) => <span className="font-semibold whitespace-nowrap">{formatRupees(o.totalPaise)}</span> },
    {
      key: 'status',
      label: 'office.orders.status',
      value: (o) => eventLabel(o.status),
      cell: (o) => (
        <>
          <StatusBadge status={o.status} />
          {o.rxStatus && (
            <div className="mt-1">
              <RxStatusBadge status={o.rxStatus} />
            </div>
          )}
        </>
      ),
    },
    { key: 'next', label: 'office.orders.next', value: () => null, cell: (o) => <RowSteps order={o} />, screenOnly: true },
  ],
});

/** A state tab's link: keeps the search and sort, starts at page 1, leaves the prescription filter. */
export const tabHref = (p: ListParams, status: OrderStatus | null) => listHref(orderList, p, { filters: status ? { status } : {}, page: 1 });
export const rxHref = (p: ListParams) => listHref(orderList, p, { filters: { rx: 'pending' }, page: 1 });
