/**
 * One return request with the step it can take now: approve or reject (with the reason the buyer is told) a new
 * request, record the items as received once they are back, refund a received return. Used on /admin/returns and
 * on the order's page.
 */
import { Check, PackageOpen, Undo2, Wallet, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { OfficeReturn, RefundView, ReturnView } from '@nirog/shared/schemas/orders';
import type { ReturnStatus } from '@nirog/shared/orders';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { TextField } from '../../components/ui/field.tsx';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import type { OfficeActionResult } from './office.server.ts';

const RETURN_INTENTS = new Set(['approve', 'reject', 'receive', 'refund']);

const STATUS_TONE: Record<ReturnStatus, string> = {
  requested: 'bg-saffron-100 text-saffron-700',
  approved: 'bg-brand-50 text-brand-800',
  received: 'bg-brand-50 text-brand-800',
  refunded: 'bg-brand-700 text-white',
  rejected: 'bg-danger-50 text-danger',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[status])}>{t(`return.status.${status}` as MessageKey)}</span>;
}

export const destinationLabel = (d: RefundView['destination']) => t(d === 'original' ? 'office.refund.original' : 'office.refund.nirogMoney');
const refundStatusLabel = (s: RefundView['status']) => t(`office.refund.status.${s}` as MessageKey);

export function RefundList({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="refund-list">
      {refunds.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span>
            <Wallet size={14} aria-hidden className="mr-1 inline text-brand-700" />
            {t('office.refund.line', { amount: formatRupees(r.amountPaise), destination: destinationLabel(r.destination) })}
          </span>
          <span className="text-xs text-muted">
            {refundStatusLabel(r.status)}
            {r.processedAt && ` · ${formatDateTime(r.processedAt)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A return as an order's page shows it, or as the returns queue does (with the order's number). */
type ShownReturn = ReturnView | OfficeReturn;
const orderNumberOf = (ret: ShownReturn) => ('orderNumber' in ret ? ret.orderNumber : null);

function Hidden({ ret, intent }: { ret: ShownReturn; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnId" value={ret.id} />
      {orderNumberOf(ret) && <input type="hidden" name="orderNumber" value={orderNumberOf(ret) ?? ''} />}
    </>
  );
}

export function ReturnCard({ ret, result, busy, showOrder = true }: { ret: ShownReturn; result: OfficeActionResult | undefined; busy: boolean; showOrder?: boolean }) {
  const mine = result && RETURN_INTENTS.has(result.intent) && result.target === ret.id ? result : undefined;
  const orderLabel = orderNumberOf(ret) ?? `#${ret.orderId}`;
  return (
    <article className="rounded-lg border border-line bg-white p-3 sm:p-4" data-testid="office-return" aria-label={t('office.return.label', { id: ret.id, orderNumber: orderLabel })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-brand-900">
            {t('office.return.heading', { id: ret.id })}
            {showOrder && (
              <>
                {' · '}
                <Link to={`/admin/orders/${ret.orderId}`} className="text-brand-800 tabular-nums hover:underline">
                  {orderLabel}
                </Link>
              </>
            )}
          </p>
          <p className="text-xs text-muted">
            {t(ret.kind === 'full' ? 'office.return.full' : 'office.return.partial')} · {formatDateTime(ret.createdAt)} ·{' '}
            {t('office.return.refundTo', { destination: destinationLabel(ret.refundTo) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{formatRupees(ret.amountPaise)}</span>
          <ReturnStatusBadge status={ret.status} />
        </div>
      </div>

      <p className="mt-2 text-sm break-words">
        <span className="text-muted">{t('office.return.reason')}: </span>“{ret.reason}”
      </p>
      <ul className="mt-2 divide-y divide-line rounded-md border border-line text-sm">
        {ret.items.map((i) => (
          <li key={i.orderItemId} className="flex items-baseline justify-between gap-3 px-2 py-1.5">
            <span className="min-w-0 break-words">
              {i.name} <span className="text-muted">· {i.label}</span> <span className="font-medium whitespace-nowrap">× {i.quantity}</span>
            </span>
            <span className="tabular-nums whitespace-nowrap">{formatRupees(i.amountPaise)}</span>
          </li>
        ))}
      </ul>
      {ret.schemeSharePaise > 0 && <p className="mt-2 text-sm text-muted">{t('scheme.returnShare', { amount: formatRupees(ret.schemeSharePaise) })}</p>}
      {ret.note && (
        <p className="mt-2 text-sm break-words">
          <span className="text-muted">{t('office.return.note')}: </span>
          {ret.note}
        </p>
      )}
      {ret.refunds.length > 0 && (
        <div className="mt-2">
          <RefundList refunds={ret.refunds} />
        </div>
      )}

      {mine && !Object.keys(mine.fieldErrors).length && (
        <Alert tone="error" className="mt-3">
          {mine.formError}
        </Alert>
      )}

      {ret.status === 'requested' && (
        <div className="mt-3 grid gap-3 border-t border-line pt-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <Form method="post" replace preventScrollReset>
            <Hidden ret={ret} intent="approve" />
            <Button type="submit" size="sm" disabled={busy} aria-label={t('office.return.approveFor', { orderNumber: orderLabel })} className="w-full sm:w-auto">
              <Check size={16} aria-hidden /> {t('office.return.approve')}
            </Button>
          </Form>
          <Form method="post" replace preventScrollReset className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
            <Hidden ret={ret} intent="reject" />
            <TextField
              label={t('office.return.rejectReason')}
              name="note"
              required
              minLength={3}
              maxLength={300}
              className="flex-1 [&_input]:h-9 [&_label]:sr-only"
              placeholder={t('office.return.rejectPlaceholder')}
              defaultValue={mine?.intent === 'reject' ? (mine.values.note ?? '') : ''}
              error={mine?.intent === 'reject' ? mine.fieldErrors.note : undefined}
            />
            <Button type="submit" size="sm" variant="danger" disabled={busy} aria-label={t('office.return.rejectFor', { orderNumber: orderLabel })}>
              <X size={16} aria-hidden /> {t('office.return.reject')}
            </Button>
          </Form>
        </div>
      )}
      {ret.status === 'approved' && (
        <Form method="post" replace preventScrollReset className="mt-3 border-t border-line pt-3">
          <Hidden ret={ret} intent="receive" />
          <Button type="submit" size="sm" disabled={busy} aria-label={t('office.return.receiveFor', { orderNumber: orderLabel })}>
            <PackageOpen size={16} aria-hidden /> {t('office.return.receive')}
          </Button>
          <p className="mt-1 text-xs text-muted">{t('office.return.receiveHint')}</p>
        </Form>
      )}
      {ret.status === 'received' && (
        <Form method="post" replace preventScrollReset className="mt-3 border-t border-line pt-3">
          <Hidden ret={ret} intent="refund" />
          <Button type="submit" size="sm" disabled={busy} aria-label={t('office.return.refundFor', { orderNumber: orderLabel })}>
            <Undo2 size={16} aria-hidden /> {t('office.return.refund', { amount: formatRupees(ret.amountPaise) })}
          </Button>
          <p className="mt-1 text-xs text-muted">{t(ret.refundTo === 'original' ? 'office.return.refundHintOriginal' : 'office.return.refundHintWallet')}</p>
        </Form>
      )}
    </article>
  );
}
