/**
 * The returns queue as a list for its CSV export (decision 040): the state tab and the order-number search of
 * /admin/returns, newest first as the page shows them. The page itself shows each return as a card with its next step.
 */
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { RETURN_STATUSES, type ReturnStatus } from '@nirog/shared/orders';
import type { OfficeReturn } from '@nirog/shared/schemas/orders';
import { defineList, type ListParams } from './office-list.ts';

/** The state tab: `requested` (the work queue) unless another is asked for. */
export const returnStatusOf = (p: Pick<ListParams, 'filters'>): ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(p.filters.status ?? '') ? (p.filters.status as ReturnStatus) : 'requested';

export const returnList = defineList<OfficeReturn>({
  id: 'returns',
  path: '/admin/returns',
  role: 'support',
  sorts: ['created'],
  defaultSort: 'created',
  defaultDir: 'desc',
  filters: ['status'],
  pageSize: 20,
  apiPath: (p, skip, limit) => {
    const q = new URLSearchParams({ status: returnStatusOf(p), skip: String(skip), limit: String(limit) });
    if (p.q) q.set('q', p.q.slice(0, 40));
    return `/v1/admin/returns?${q}`;
  },
  columns: [
    { key: 'id', label: 'office.returns.id', value: (r) => r.id },
    { key: 'order', label: 'office.orders.order', value: (r) => r.orderNumber },
    { key: 'status', label: 'office.orders.status', value: (r) => t(`return.status.${r.status}` as MessageKey) },
    { key: 'created', label: 'office.returns.requestedAt', value: (r) => r.createdAt },
    { key: 'reason', label: 'office.audit.reason', value: (r) => r.reason },
    { key: 'items', label: 'office.returns.items', value: (r) => r.items.map((i) => `${i.name} (${i.label}) × ${i.quantity}`).join('; ') },
    { key: 'amount', label: 'office.payments.amount', numeric: true, value: (r) => r.amountPaise / 100 },
    { key: 'refundTo', label: 'office.payments.destination', value: (r) => t(r.refundTo === 'original' ? 'office.refund.original' : 'office.refund.nirogMoney') },
    { key: 'refunded', label: 'office.returns.refunded', numeric: true, value: (r) => r.refunds.filter((f) => f.status === 'processed').reduce((sum, f) => sum + f.amountPaise, 0) / 100 },
    { key: 'note', label: 'office.returns.note', value: (r) => r.note },
  ],
});
