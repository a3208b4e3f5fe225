/**
 * The buyer's after-order actions on /myorders/{id} (issue 7): download the GST invoice and its credit notes, cancel
 * before shipping, return all or some items after delivery, and follow returns and refunds. Plain forms posting to the page's action.
 */
import { FileDown, PackageX, Undo2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { CANCELLABLE_STATUSES, PAYMENT_METHOD_COD } from '@nirog/shared/orders';
import type { OrderTaxDocuments } from '@nirog/shared/schemas/invoices';
import type { AfterSales, OrderDetail } from '@nirog/shared/schemas/orders';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { CreditNoteList } from './credit-notes.tsx';
import { CancelConfirm } from './cancel-confirm.tsx';

export type AfterSalesResult = { intent: 'cancel' | 'return'; message: string; fields?: Record<string, string> };

const OPEN = ['requested', 'approved', 'received'];

export function AfterSalesPanel({
  order,
  after,
  documents,
  result,
  confirmCancel = null,
}: {
  order: OrderDetail;
  after: AfterSales | null;
  documents: OrderTaxDocuments | null;
  result?: AfterSalesResult;
  /** The buyer chose "Cancel order" (?cancel=confirm): ask once more, saying where the refund goes. */
  confirmCancel?: { reason: string } | null;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  // A cancelled order has an invoice only when it was issued before the cancellation (a credit note then corrects it).
  const invoiceReady = documents?.invoice != null || (order.status !== 'pending_payment' && order.status !== 'cancelled');
  const creditNotes = documents?.items ?? [];
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const open = after?.returns.some((r) => OPEN.includes(r.status)) ?? false;
  const remaining = order.items.map((i) => ({ item: i, left: i.quantity - (i.returnedQuantity ?? 0) - reservedFor(after, i.id) }));
  const returnable = (order.status === 'delivered' || order.status === 'refunded') && !open && remaining.some((r) => r.left > 0);

  return (
    <div className="space-y-5">
      {invoiceReady && (
        <Card className="p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-[15px] text-ink">{t('shop.after.invoiceText')}</p>
            <a href={`/api/v1/orders/${order.id}/invoice`} className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium text-brand-800 hover:bg-brand-50" download>
              <FileDown size={18} aria-hidden /> {t('shop.after.invoice')}
            </a>
          </div>
          <CreditNoteList notes={creditNotes} className="mt-4 border-t border-line pt-4" />
        </Card>
      )}

      {after?.shipment && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-brand-900">{t('shop.after.shipment')}</h2>
          <p className="mt-1 text-[15px] text-ink">
            {t('shop.after.shipmentText', { courier: after.shipment.courier, awb: after.shipment.awb, date: formatDate(after.shipment.shippedAt) })}
            {after.shipment.deliveredAt ? ` · ${t('shop.after.deliveredOn', { date: formatDate(after.shipment.deliveredAt) })}` : ''}
          </p>
          <a href={`/myorders/${order.hashedId}`} className="mt-2 inline-block text-[15px] font-medium text-brand-700 underline underline-offset-2">
            {t('shop.after.trackingLink')}
          </a>
        </Card>
      )}

      {cancellable && confirmCancel && <CancelConfirm order={order} after={after} reason={confirmCancel.reason} busy={busy('cancel')} error={result?.intent === 'cancel' ? result.message : undefined} />}

      {cancellable && !confirmCancel && (
        <Card className="p-4 sm:p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <PackageX size={18} aria-hidden /> {t('shop.after.cancelTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('shop.after.cancelHelp')}</p>
          {result?.intent === 'cancel' && <Alert tone="error" className="mt-3">{result.message}</Alert>}
          {/* A first step that only asks (decision 043): the confirmation page says where the refund goes. */}
          <Form method="get" className="mt-3 space-y-3" preventScrollReset>
            <input type="hidden" name="cancel" value="confirm" />
            <SelectField id="cancel-reason" label={t('shop.after.reason')} name="reason" required>
              {(['shop.after.cancelReason.mistake', 'shop.after.cancelReason.cheaper', 'shop.after.cancelReason.late', 'shop.after.cancelReason.changed'] as MessageKey[]).map((k) => (
                <option key={k} value={t(k)}>
                  {t(k)}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="danger">
              {t('shop.after.cancelButton')}
            </Button>
          </Form>
        </Card>
      )}

      {returnable && (
        <Card className="p-4 sm:p-5">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <Undo2 size={18} aria-hidden /> {t('shop.after.returnTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('shop.after.returnHelp')}</p>
          {result?.intent === 'return' && <Alert tone="error" className="mt-3">{result.message}</Alert>}
          <Form method="post" className="mt-3 space-y-4">
            <input type="hidden" name="intent" value="return" />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink">{t('shop.after.returnItems')}</legend>
              {remaining
                .filter((r) => r.left > 0)
                .map(({ item, left }) => (
                  <div key={item.id} className="flex items-center justify-between gap-3 text-[15px]">
                    <label htmlFor={`qty-${item.id}`} className="min-w-0">
                      <span className="block font-medium text-ink">{item.name}</span>
                      <span className="block text-sm text-muted">
                        {item.label} · {t('shop.after.canReturn', { count: left })}
                      </span>
                    </label>
                    <select id={`qty-${item.id}`} name={`qty-${item.id}`} defaultValue={String(left)} className="h-11 w-20 shrink-0 rounded-lg border border-line bg-white px-2 text-[15px] tabular-nums">
                      {Array.from({ length: left + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              {result?.fields?.items && <p className="text-sm font-medium text-danger">{result.fields.items}</p>}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink">{t('shop.after.refundTo')}</legend>
              <label className="flex items-center gap-2 text-[15px]">
                <input type="radio" name="refundTo" value="nirog_money" defaultChecked /> {t('shop.after.refundWallet')}
              </label>
              {order.paymentMethod !== PAYMENT_METHOD_COD && (
                <label className="flex items-center gap-2 text-[15px]">
                  <input type="radio" name="refundTo" value="original" /> {t('shop.after.refundOriginal')}
                </label>
              )}
            </fieldset>
            <TextAreaField id="return-reason" label={t('shop.after.reason')} name="reason" required minLength={5} maxLength={500} rows={3} error={result?.fields?.reason} />
            <Button type="submit" disabled={busy('return')}>
              {t('shop.after.returnButton')}
            </Button>
          </Form>
        </Card>
      )}

      {after && after.returns.length > 0 && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-brand-900">{t('shop.after.returnsTitle')}</h2>
          <ul className="mt-2 divide-y divide-line">
            {after.returns.map((r) => (
              <li key={r.id} className="py-3 text-[15px]">
                <p className="font-medium text-ink">
                  {t(`return.status.${r.status}` as MessageKey)} · {formatRupees(r.amountPaise)} · {formatDate(r.createdAt)}
                </p>
                <p className="text-sm text-muted">{r.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}</p>
                {r.schemeSharePaise > 0 && <p className="text-sm text-muted">{t('scheme.returnShare', { amount: formatRupees(r.schemeSharePaise) })}</p>}
                {r.note && <p className="text-sm text-muted">{r.note}</p>}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {after && after.refunds.length > 0 && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-brand-900">{t('shop.after.refundsTitle')}</h2>
          <ul className="mt-2 space-y-1 text-[15px]">
            {after.refunds.map((r) => (
              <li key={r.id}>
                {formatRupees(r.amountPaise)} · {r.destination === 'nirog_money' ? t('shop.after.refundWallet') : t('shop.after.refundOriginal')} ·{' '}
                {r.status === 'processed' ? t('shop.after.refundDone', { date: r.processedAt ? formatDate(r.processedAt) : '' }) : t('shop.after.refundPending')}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/** Units of an item already in a return that is still in progress (not yet received back). */
function reservedFor(after: AfterSales | null, orderItemId: number) {
  return (after?.returns ?? [])
    .filter((r) => r.status === 'requested' || r.status === 'approved')
    .flatMap((r) => r.items)
    .filter((i) => i.orderItemId === orderItemId)
    .reduce((s, i) => s + i.quantity, 0);
}
