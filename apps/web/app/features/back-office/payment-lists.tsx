/**
 * The payments page's lists (decision 040), each defined once for its table and its CSV export: NEFT transfers to
 * confirm (search an order number or UTR; sort by reported or amount) and refunds not yet made (search an order number
 * or buyer; filter by destination; sort by created or amount). One page shows one of them at a time (`view`), so the
 * list's state in the URL (q, sort, page) is never shared by two tables.
 */
import { Check, RotateCcw } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import type { NeftTransfer, PendingRefund } from '@nirog/shared/schemas/orders';
import { Button } from '../../components/ui/button.tsx';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format.ts';
import { apiListQuery, defineList, type ListParams } from './office-list.ts';

export const PAYMENT_VIEWS = ['neft', 'refunds'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];
export const paymentViewOf = (url: URL): PaymentView => (url.searchParams.get('view') === 'refunds' ? 'refunds' : 'neft');

/** The API's own filters only (the page's `view` stays in the page's URL). */
const only = (p: ListParams, names: readonly string[]): ListParams => ({ ...p, filters: Object.fromEntries(Object.entries(p.filters).filter(([k]) => names.includes(k))) });

function ConfirmNeft({ n }: { n: NeftTransfer }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value="neft" />
      <input type="hidden" name="neftId" value={n.id} />
      <input type="hidden" name="orderNumber" value={n.orderNumber} />
      <Button type="submit" size="sm" disabled={busy} className="whitespace-nowrap" aria-label={t('office.neft.confirmFor', { orderNumber: n.orderNumber })}>
        <Check size={16} aria-hidden /> {t('office.neft.confirm')}
      </Button>
    </Form>
  );
}

function ResendRefund({ r }: { r: PendingRefund }) {
  const busy = useNavigation().state === 'submitting';
  if (r.accepted) return <span className="text-muted">{t('office.refunds.awaiting')}</span>;
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value="refund-retry" />
      <input type="hidden" name="refundId" value={r.id} />
      <input type="hidden" name="orderNumber" value={r.orderNumber} />
      <Button type="submit" size="sm" variant="secondary" disabled={busy} className="whitespace-nowrap" aria-label={t('office.refunds.retryFor', { orderNumber: r.orderNumber })}>
        <RotateCcw size={16} aria-hidden /> {t('office.refunds.retry')}
      </Button>
    </Form>
  );
}

const orderLink = (id: number, orderNumber: string) => (
  <Link to={`/admin/orders/${id}`} className="font-semibold text-brand-800 tabular-nums hover:underline">
    {orderNumber}
  </Link>
);

export const neftList = defineList<NeftTransfer>({
  id: 'neft',
  path: '/admin/payments',
  role: 'finance',
  sorts: ['reported', 'amount'],
  defaultSort: 'reported',
  defaultDir: 'asc',
  filters: ['view'],
  pageSize: 50,
  apiPath: (p, skip, limit) => `/v1/admin/neft?${apiListQuery(only(p, []), skip, limit)}`,
  columns: [
    { key: 'order', label: 'office.orders.order', value: (n) => n.orderNumber, cell: (n) => orderLink(n.orderId, n.orderNumber), nowrap: true },
    { key: 'utr', label: 'office.neft.utr', value: (n) => n.utr, cell: (n) => <span className="font-mono break-all">{n.utr}</span> },
    { key: 'amount', label: 'office.payments.amount', sort: 'amount', numeric: true, value: (n) => n.amountPaise / 100, cell: (n) => <span className="font-semibold whitespace-nowrap">{formatRupees(n.amountPaise)}</span> },
    { key: 'paidOn', label: 'office.payments.paidOn', value: (n) => n.paidOn, cell: (n) => formatDate(n.paidOn), nowrap: true, wide: true },
    { key: 'reported', label: 'office.payments.reported', sort: 'reported', value: (n) => n.createdAt, cell: (n) => formatDateTime(n.createdAt), nowrap: true, wide: true },
    { key: 'confirm', label: 'office.payments.action', value: () => null, cell: (n) => <ConfirmNeft n={n} />, screenOnly: true },
  ],
});

export const refundList = defineList<PendingRefund>({
  id: 'pending-refunds',
  path: '/admin/payments',
  role: 'finance',
  sorts: ['created', 'amount'],
  defaultSort: 'created',
  defaultDir: 'asc',
  filters: ['view', 'destination'],
  pageSize: 50,
  apiPath: (p, skip, limit) => `/v1/admin/refunds?${apiListQuery(only(p, ['destination']), skip, limit)}`,
  columns: [
    {
      key: 'order',
      label: 'office.orders.order',
      value: (r) => r.orderNumber,
      cell: (r) => (
        <>
          {orderLink(r.orderId, r.orderNumber)}
          {r.orderType === ORDER_TYPE_APPOINTMENT && <div className="text-xs text-muted">{t('office.order.consultationFee')}</div>}
        </>
      ),
      nowrap: true,
    },
    { key: 'buyer', label: 'office.orders.buyer', value: (r) => r.buyerName },
    { key: 'amount', label: 'office.payments.amount', sort: 'amount', numeric: true, value: (r) => r.amountPaise / 100, cell: (r) => <span className="font-semibold whitespace-nowrap">{formatRupees(r.amountPaise)}</span> },
    { key: 'destination', label: 'office.payments.destination', value: (r) => t(r.destination === 'original' ? 'office.refunds.toOriginal' : 'office.refunds.toWallet'), wide: true },
    { key: 'created', label: 'office.payments.created', sort: 'created', value: (r) => r.createdAt, cell: (r) => formatDateTime(r.createdAt), nowrap: true, wide: true },
    { key: 'state', label: 'office.payments.refundState', value: (r) => (r.accepted ? t('office.refunds.awaiting') : t('office.payments.notTaken')), csvOnly: true },
    { key: 'resend', label: 'office.payments.action', value: () => null, cell: (r) => <ResendRefund r={r} />, screenOnly: true },
  ],
});
