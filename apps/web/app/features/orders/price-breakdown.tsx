import type { ReactNode } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import type { Billing, OrderAmounts } from '@nirog/shared/schemas/orders';
import { cn } from '../../components/ui/cn.ts';
import { formatRupees } from '../../lib/format.ts';

/** One shape for the checkout's billing and a placed order's amounts (integer paise). */
export interface Breakdown {
  mrpTotal: number;
  discount: number;
  coupon: { code: string; amount: number } | null;
  nirogMoney: number;
  delivery: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export function breakdownOfBilling(b: Billing): Breakdown {
  return {
    mrpTotal: b.mrpTotalPaise,
    discount: b.discountPaise,
    coupon: b.coupon ? { code: b.coupon.code, amount: b.coupon.discountPaise } : null,
    nirogMoney: b.nirogMoney.appliedPaise,
    delivery: b.deliveryChargePaise,
    taxable: b.gst.taxablePaise,
    cgst: b.gst.cgstPaise,
    sgst: b.gst.sgstPaise,
    igst: b.gst.igstPaise,
    total: b.totalPaise,
  };
}

export function breakdownOfOrder(a: OrderAmounts): Breakdown {
  return {
    mrpTotal: a.mrpTotalPaise,
    discount: a.discountPaise,
    coupon: a.couponCode ? { code: a.couponCode, amount: a.couponDiscountPaise } : null,
    nirogMoney: a.nirogMoneyPaise,
    delivery: a.deliveryChargePaise,
    taxable: a.taxablePaise,
    cgst: a.cgstPaise,
    sgst: a.sgstPaise,
    igst: a.igstPaise,
    total: a.totalPaise,
  };
}

function Row({ label, value, tone, strong }: { label: ReactNode; value: string; tone?: 'saving'; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1', strong && 'border-t border-line pt-3 text-base font-bold text-brand-900')}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className={cn('tabular-nums', tone === 'saving' && 'text-brand-700')}>{value}</dd>
    </div>
  );
}

/**
 * Items at MRP, the catalog discount, the coupon, delivery, nirog money and the total, then the GST included in
 * them: CGST + SGST when the seller and the delivery address are in one state, IGST across states.
 */
export function PriceBreakdown({ b, totalLabel, testId = 'price-breakdown' }: { b: Breakdown; totalLabel?: string; testId?: string }) {
  const savings = b.discount + (b.coupon?.amount ?? 0) + b.nirogMoney;
  const gstTotal = b.cgst + b.sgst + b.igst;
  return (
    <div data-testid={testId}>
      <dl className="text-[15px]">
        <Row label={t('shop.bill.itemsMrp')} value={formatRupees(b.mrpTotal)} />
        {b.discount > 0 && <Row label={t('shop.bill.discount')} value={`−${formatRupees(b.discount)}`} tone="saving" />}
        {b.coupon && <Row label={t('shop.bill.coupon', { code: b.coupon.code })} value={`−${formatRupees(b.coupon.amount)}`} tone="saving" />}
        <Row label={t('shop.bill.delivery')} value={b.delivery > 0 ? formatRupees(b.delivery) : t('shop.bill.free')} tone={b.delivery > 0 ? undefined : 'saving'} />
        {b.nirogMoney > 0 && <Row label={t('shop.bill.nirog')} value={`−${formatRupees(b.nirogMoney)}`} tone="saving" />}
        <Row label={totalLabel ?? t('shop.bill.total')} value={formatRupees(b.total)} strong />
      </dl>
      {savings > 0 && <p className="mt-2 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800">{t('shop.bill.savings', { amount: formatRupees(savings) })}</p>}
      {gstTotal > 0 && (
        <div className="mt-3 text-sm text-muted">
          <p>{t('shop.bill.gstIncluded', { amount: formatRupees(gstTotal) })}</p>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4">
            <dt>{t('shop.bill.taxable')}</dt>
            <dd className="text-right tabular-nums">{formatRupees(b.taxable)}</dd>
            {b.igst > 0 ? (
              <>
                <dt>{t('shop.bill.igst')}</dt>
                <dd className="text-right tabular-nums">{formatRupees(b.igst)}</dd>
              </>
            ) : (
              <>
                <dt>{t('shop.bill.cgst')}</dt>
                <dd className="text-right tabular-nums">{formatRupees(b.cgst)}</dd>
                <dt>{t('shop.bill.sgst')}</dt>
                <dd className="text-right tabular-nums">{formatRupees(b.sgst)}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </div>
  );
}
