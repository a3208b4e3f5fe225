import { ChevronRight, Clock, Landmark, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYMENT_METHOD_POSTPAID } from '@nirog/shared/orders';
import type { AddressSnapshot, OrderDetail, OrderSummary, Tracking } from '@nirog/shared/schemas/orders';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDate, formatDateTime, formatMobile, formatRupees } from '../../lib/format.ts';
import { PayOnlineButton } from './gateway-form.tsx';
import { eventLabel, methodLabel, PaymentBadge, StatusBadge } from './order-labels.tsx';
import { breakdownOfOrder, PriceBreakdown } from './price-breakdown.tsx';
import { OrderPrescriptionCard } from './order-prescription.tsx';
import { ProductImage } from '../catalog/product-image.tsx';

/** One order in the list: number, date, first item, total, status and payment. */
export function OrderCard({ order, children }: { order: OrderSummary; children?: ReactNode }) {
  const more = order.itemCount - 1;
  return (
    <li>
      <Link to={`/myorders/${order.id}`} className="flex items-center gap-3 rounded-xl border border-line bg-white p-4 shadow-sm hover:border-brand-200 hover:bg-brand-50/40 sm:p-5" data-testid="order-card">
        {order.firstItemPicture ? (
          <ProductImage picture={order.firstItemPicture} size="row" alt="" />
        ) : (
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Package size={20} aria-hidden />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink">{t('shop.order.number', { number: order.orderNumber })}</span>
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
          </span>
          <span className="mt-1 block truncate text-[15px] text-ink">
            {more > 0 ? t('shop.orders.andMore', { name: order.firstItemName, count: more }) : order.firstItemName}
          </span>
          <span className="mt-0.5 block text-sm text-muted">
            {t('shop.orders.placedOn', { date: formatDate(order.createdAt) })} · {methodLabel(order.paymentMethod)}
          </span>
        </span>
        <span className="shrink-0 text-right">
          <span className="block font-semibold text-ink tabular-nums">{formatRupees(order.totalPaise)}</span>
          <ChevronRight size={18} aria-hidden className="ml-auto text-muted" />
        </span>
      </Link>
      {children && <div className="mt-1.5 flex justify-end">{children}</div>}
    </li>
  );
}

function AddressBlock({ title, a }: { title: string; a: AddressSnapshot }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      <p className="mt-1 text-[15px] leading-6 text-ink">
        <span className="font-medium">{a.name}</span>
        <br />
        {a.address}
        {a.landmark ? `, ${a.landmark}` : ''}
        <br />
        {a.city}, {a.stateName} {a.pincode}
        <br />
        <span className="text-muted">{formatMobile(a.phone)}</span>
        {a.gstin && (
          <>
            <br />
            <span className="text-sm text-muted">
              {a.legalEntityName ? `${a.legalEntityName} · ` : ''}GSTIN {a.gstin}
            </span>
          </>
        )}
      </p>
    </div>
  );
}

/** One order: what to do about payment first, then items, addresses, the price breakdown and the timeline. */
export function OrderDetailView({ order, prescriptionUrl = null }: { order: OrderDetail; prescriptionUrl?: string | null }) {
  const postpaid = order.paymentMethod === PAYMENT_METHOD_POSTPAID;
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-8">
      <div className="min-w-0 space-y-5">
        {/* A cancelled order's prescription is no longer being checked. */}
        {order.prescription && !(order.status === 'cancelled' && order.prescription.status === 'pending') && (
          <OrderPrescriptionCard rx={order.prescription} fileUrl={prescriptionUrl} />
        )}
        {order.canPayOnline && (
          <Card className="border-saffron-500/40 bg-saffron-100/50 p-4 sm:p-5">
            <p className="flex items-start gap-2 text-[15px] text-ink">
              <Clock size={18} aria-hidden className="mt-0.5 shrink-0 text-saffron-700" />
              <span>
                {postpaid
                  ? t('shop.order.postpaidDue', { amount: formatRupees(order.totalPaise), date: order.payBy ? formatDate(order.payBy) : '—' })
                  : t('shop.order.payWithin', { amount: formatRupees(order.totalPaise), time: order.payBy ? formatDateTime(order.payBy) : '—' })}
              </span>
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <PayOnlineButton orderId={order.id} label={t('shop.order.payNow', { amount: formatRupees(order.totalPaise) })} />
              {postpaid && (
                <ButtonLink to={`/myorders/${order.id}/postpaidpayment`} variant="secondary">
                  <Landmark size={18} aria-hidden /> {t('shop.order.payNeft')}
                </ButtonLink>
              )}
            </div>
          </Card>
        )}

        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-brand-900">{t('shop.order.items', { count: order.itemCount })}</h2>
          <ul className="mt-2 divide-y divide-line">
            {order.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-3 py-3 text-[15px]" data-testid="order-item">
                <ProductImage picture={i.picture} size="row" alt="" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{i.name}</span>
                  <span className="block text-sm text-muted">
                    {i.brand} · {i.label} · {t('shop.order.qty', { count: i.quantity })}
                  </span>
                  {i.schemeText && (
                    <span className="block text-sm font-medium text-brand-800">
                      {i.free ? t('schemeUi.freeLine', { count: i.quantity, text: i.schemeText }) : t('schemeUi.applied', { text: i.schemeText })}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block">{i.free ? `${t('schemeUi.free')} · ${formatRupees(0)}` : formatRupees(i.lineTotalPaise)}</span>
                  {i.mrpPaise > i.pricePaise && <s className="block text-sm text-muted">{formatRupees(i.mrpPaise * i.quantity)}</s>}
                </span>
              </li>
            ))}
          </ul>
        </Card>

        {order.deliveryAddress && order.billingAddress && (
          <Card className="grid gap-5 p-4 sm:grid-cols-2 sm:p-5">
            <AddressBlock title={t('shop.order.deliveryAddress')} a={order.deliveryAddress} />
            <AddressBlock title={t('shop.order.billingAddress')} a={order.billingAddress} />
          </Card>
        )}

        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-brand-900">{t('shop.order.timeline')}</h2>
          <ol className="mt-3 space-y-0" data-testid="order-timeline">
            {order.events.map((e, i) => (
              <li key={`${e.event}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
                <span aria-hidden className="relative flex w-3 justify-center">
                  <span className="mt-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
                  {i < order.events.length - 1 && <span className="absolute top-4 bottom-0 w-px bg-line" />}
                </span>
                <span className="min-w-0">
                  <span className="block text-[15px] font-medium text-ink">{eventLabel(e.event)}</span>
                  <span className="block text-sm text-muted">
                    {formatDateTime(e.createdAt)}
                    {e.note ? ` · ${e.note}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <Card className="space-y-4 p-4 sm:p-5 lg:sticky lg:top-24">
        <h2 className="text-lg font-semibold text-brand-900">{t('shop.order.payment')}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
          <dt className="text-muted">{t('shop.order.method')}</dt>
          <dd className="text-right">{methodLabel(order.paymentMethod)}</dd>
          <dt className="text-muted">{t('shop.order.paymentStatus')}</dt>
          <dd className="text-right">
            <PaymentBadge status={order.paymentStatus} />
          </dd>
          {order.paidAt && (
            <>
              <dt className="text-muted">{t('shop.order.paidOn')}</dt>
              <dd className="text-right">{formatDateTime(order.paidAt)}</dd>
            </>
          )}
        </dl>
        <PriceBreakdown b={breakdownOfOrder(order.amounts)} totalLabel={t('shop.order.total')} />
        {order.seller && <p className="text-xs text-muted">{t('shop.bill.seller', { name: order.seller.name, state: order.seller.stateName, gstin: order.seller.gstin })}</p>}
      </Card>
    </div>
  );
}

/** The public tracking page (/myorders/{hashedId}, the link in order messages): progress and shipment only. */
export function TrackingView({ tracking }: { tracking: Tracking }) {
  const d = tracking.destination;
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-8">
      <Card className="p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-brand-900">{t('shop.order.timeline')}</h2>
        <ol className="mt-3" data-testid="order-timeline">
          {tracking.timeline.map((e, i) => (
            <li key={`${e.event}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
              <span aria-hidden className="relative flex w-3 justify-center">
                <span className="mt-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
                {i < tracking.timeline.length - 1 && <span className="absolute top-4 bottom-0 w-px bg-line" />}
              </span>
              <span className="min-w-0">
                <span className="block text-[15px] font-medium text-ink">{e.label}</span>
                <span className="block text-sm text-muted">{formatDateTime(e.at)}</span>
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <Card className="space-y-3 p-4 sm:p-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
          <dt className="text-muted">{t('shop.track.placed')}</dt>
          <dd className="text-right">{formatDate(tracking.placedAt)}</dd>
          {d && (
            <>
              <dt className="text-muted">{t('shop.track.destination')}</dt>
              <dd className="text-right">
                {d.city}, {d.stateName} {d.pincode}
              </dd>
            </>
          )}
          {tracking.shipment && (
            <>
              <dt className="text-muted">{t('shop.track.courier')}</dt>
              <dd className="text-right">{tracking.shipment.courier}</dd>
              <dt className="text-muted">{t('shop.track.awb')}</dt>
              <dd className="text-right font-mono text-sm">{tracking.shipment.awb}</dd>
              <dt className="text-muted">{t('shop.track.shipped')}</dt>
              <dd className="text-right">{formatDate(tracking.shipment.shippedAt)}</dd>
              {tracking.shipment.deliveredAt && (
                <>
                  <dt className="text-muted">{t('shop.track.delivered')}</dt>
                  <dd className="text-right">{formatDate(tracking.shipment.deliveredAt)}</dd>
                </>
              )}
            </>
          )}
        </dl>
      </Card>
    </div>
  );
}
