/**
 * What an operator reads on an order's page: the lines (HSN, quantities, prices, returned units), the amounts with
 * their GST, the delivery and billing addresses, payment and shipment, the GST invoice and credit notes, and the
 * timeline of every step.
 */
import { FileDown } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import type { OrderTaxDocuments } from '@nirog/shared/schemas/invoices';
import type { AddressSnapshot, OrderDetail, OrderEvent } from '@nirog/shared/schemas/orders';
import type { Shipment } from '@nirog/shared/schemas/orders';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDate, formatDateTime, formatMobile, formatRupees } from '../../lib/format.ts';
import { CreditNoteList } from '../orders/credit-notes.tsx';
import { eventLabel, methodLabel, paymentStatusLabel } from '../orders/order-labels.tsx';

const gstPercent = (bp: number) => `${bp / 100}%`;

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-0.5', strong && 'mt-1 border-t border-line pt-2 font-bold text-brand-900')}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderItemsTable({ order }: { order: OrderDetail }) {
  const a = order.amounts;
  return (
    // Not <Card>: the table runs edge to edge, so the box has no padding of its own.
    <section className="rounded-xl border border-line bg-white shadow-sm" aria-labelledby="items-heading">
      <h2 id="items-heading" className="px-4 pt-4 text-lg font-semibold text-brand-900 sm:px-5">{t('office.order.items')}</h2>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="order-items">
          <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold sm:pl-5">{t('office.order.item')}</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">{t('office.order.qty')}</th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">{t('office.order.price')}</th>
              <th scope="col" className="px-4 py-2 text-right font-semibold sm:pr-5">{t('office.order.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {order.items.map((i) => (
              <tr key={i.id} className="align-top">
                <td className="px-4 py-2 sm:pl-5">
                  <div className="font-medium break-words">{i.name}</div>
                  <div className="text-xs text-muted">
                    {i.brand} · {i.label} · {t('office.order.hsn', { hsn: i.hsnCode, rate: gstPercent(i.gstRateBp) })}
                  </div>
                  <div className="text-xs text-muted tabular-nums sm:hidden">{t('office.order.each', { price: formatRupees(i.pricePaise) })}</div>
                  {(i.returnedQuantity ?? 0) > 0 && <div className="text-xs font-medium text-saffron-700">{t('office.order.returnedUnits', { count: i.returnedQuantity ?? 0 })}</div>}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{i.quantity}</td>
                <td className="hidden px-2 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatRupees(i.pricePaise)}
                  {i.mrpPaise > i.pricePaise && <div className="text-xs text-muted line-through">{formatRupees(i.mrpPaise)}</div>}
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums sm:pr-5">{formatRupees(i.lineTotalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="border-t border-line px-4 py-3 text-sm sm:px-5" data-testid="order-amounts">
        <AmountRow label={t('office.amount.mrp')} value={formatRupees(a.mrpTotalPaise)} />
        {a.discountPaise > 0 && <AmountRow label={t('office.amount.discount')} value={`−${formatRupees(a.discountPaise)}`} />}
        {a.couponCode && <AmountRow label={t('office.amount.coupon', { code: a.couponCode })} value={`−${formatRupees(a.couponDiscountPaise)}`} />}
        <AmountRow label={t('office.amount.delivery')} value={formatRupees(a.deliveryChargePaise)} />
        {a.nirogMoneyPaise > 0 && <AmountRow label={t('office.amount.nirogMoney')} value={`−${formatRupees(a.nirogMoneyPaise)}`} />}
        <AmountRow label={t('office.amount.total')} value={formatRupees(a.totalPaise)} strong />
        <div className="mt-2 text-xs text-muted">
          <AmountRow label={t('office.amount.taxable')} value={formatRupees(a.taxablePaise)} />
          {a.igstPaise > 0 ? (
            <AmountRow label={t('office.amount.igst')} value={formatRupees(a.igstPaise)} />
          ) : (
            <>
              <AmountRow label={t('office.amount.cgst')} value={formatRupees(a.cgstPaise)} />
              <AmountRow label={t('office.amount.sgst')} value={formatRupees(a.sgstPaise)} />
            </>
          )}
        </div>
      </dl>
    </section>
  );
}

function AddressBlock({ title, a }: { title: string; a: AddressSnapshot }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <address className="mt-1 text-sm not-italic break-words">
        <span className="font-medium">{a.name}</span>
        <br />
        {a.address}
        {a.landmark && (
          <>
            <br />
            {a.landmark}
          </>
        )}
        <br />
        {a.city}, {a.stateName} {a.pincode}
        <br />
        {formatMobile(a.phone)}
        {a.gstin && (
          <>
            <br />
            {t('office.order.gstin', { gstin: a.gstin })}
            {a.legalEntityName && ` · ${a.legalEntityName}`}
          </>
        )}
      </address>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The order's tax invoice (once issued) and the credit notes against it, each with its PDF. */
function TaxDocuments({ orderId, documents }: { orderId: number; documents: OrderTaxDocuments }) {
  const invoice = documents.invoice;
  return (
    <Card className="p-4 sm:p-5" data-testid="tax-documents">
      <h2 className="text-lg font-semibold text-brand-900">{t('office.order.documents')}</h2>
      {invoice ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words tabular-nums">{t('office.order.invoice', { number: invoice.invoiceNumber })}</p>
            <p className="text-muted">{t('office.order.invoiceFacts', { date: formatDate(invoice.issuedAt) })}</p>
          </div>
          <a
            href={`/api/v1/orders/${orderId}/invoice`}
            download
            aria-label={t('office.order.invoiceDownloadLabel', { number: invoice.invoiceNumber })}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium text-brand-800 hover:bg-brand-50"
          >
            <FileDown size={18} aria-hidden /> {t('office.order.invoiceDownload')}
          </a>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('office.order.noInvoice')}</p>
      )}
      <CreditNoteList notes={documents.items} className="mt-4 border-t border-line pt-4" />
    </Card>
  );
}

export function OrderFacts({ order, shipment, documents }: { order: OrderDetail; shipment: Shipment | null; documents: OrderTaxDocuments | null }) {
  const same = order.deliveryAddress?.addressId === order.billingAddress?.addressId;
  return (
    <div className="min-w-0 space-y-5">
      {order.deliveryAddress && order.billingAddress && (
        <Card className="space-y-4 p-4 sm:p-5">
          <AddressBlock title={t('office.order.deliverTo')} a={order.deliveryAddress} />
          {same ? <p className="text-sm text-muted">{t('office.order.billingSame')}</p> : <AddressBlock title={t('office.order.billTo')} a={order.billingAddress} />}
        </Card>
      )}
      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-brand-900">{t('office.order.payment')}</h2>
        <dl className="mt-2 text-sm">
          <Fact label={t('office.order.method')} value={methodLabel(order.paymentMethod)} />
          <Fact label={t('office.order.paymentStatus')} value={paymentStatusLabel(order.paymentStatus)} testId="payment-status-text" />
          {order.payBy && order.paymentStatus !== 'paid' && <Fact label={t('office.order.payBy')} value={formatDate(order.payBy)} />}
          {order.paidAt && <Fact label={t('office.order.paidAt')} value={formatDateTime(order.paidAt)} />}
          {order.seller && <Fact label={t('office.order.seller')} value={`${order.seller.warehouse} (${order.seller.stateName})`} />}
        </dl>
      </Card>
      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-brand-900">{t('office.order.shipment')}</h2>
        {shipment ? (
          <dl className="mt-2 text-sm" data-testid="shipment">
            <Fact label={t('office.ship.courier')} value={shipment.courier} />
            <Fact label={t('office.ship.awb')} value={shipment.awb} />
            <Fact label={t('office.order.shippedAt')} value={formatDateTime(shipment.shippedAt)} />
            {shipment.expectedBy && <Fact label={t('tradeUi.ship.expectedBy')} value={formatDate(`${shipment.expectedBy}T12:00:00+05:30`)} />}
            {shipment.trackingUrl && <Fact label={t('tradeUi.ship.trackingUrl')} value={shipment.trackingUrl} />}
            {shipment.deliveredAt && <Fact label={t('office.order.deliveredAt')} value={formatDateTime(shipment.deliveredAt)} />}
          </dl>
        ) : (
          <p className="mt-2 text-sm text-muted">{order.orderType === ORDER_TYPE_APPOINTMENT ? t('order.notShipped') : t('office.order.notShipped')}</p>
        )}
      </Card>
      {/* A consultation fee is exempt from GST: no invoice, so no documents to show. */}
      {documents && order.orderType !== ORDER_TYPE_APPOINTMENT && <TaxDocuments orderId={order.id} documents={documents} />}
    </div>
  );
}

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-900">{t('office.order.timeline')}</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4" data-testid="order-timeline">
        {events.map((e, i) => (
          <li key={i} className="relative text-sm">
            <span className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-700" aria-hidden />
            <p className="font-medium">{eventLabel(e.event)}</p>
            <p className="text-xs text-muted">{formatDateTime(e.createdAt)}</p>
            {e.note && <p className="mt-0.5 break-words text-muted">{e.note}</p>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
