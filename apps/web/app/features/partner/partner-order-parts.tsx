/**
 * The parts of a partner order's card that the partner's `/reseller/orders` and the back office's `/admin/partners`
 * both show (decisions 070 and 076): where the order stands and what it is worth to the partner.
 */
import { t } from '@nirog/shared/messages/catalogue';
import type { OrderStatus } from '@nirog/shared/orders';
import { StatusBadge } from '../orders/order-labels.tsx';
import { formatRupees } from '../../lib/format.ts';

type PartnerOrderLike = {
  state: string;
  linkExpired: boolean;
  itemsTotalPaise: number;
  commissionPaise: number;
  order: { status: string | number; totalPaise: number } | null;
};

/** The placed order's status, or the payment link's state before the patient ordered. */
export function PartnerOrderBadge({ o }: { o: PartnerOrderLike }) {
  if (o.order) return <StatusBadge status={o.order.status as OrderStatus} />;
  return (
    <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
      {o.state === 'cancelled' ? t('partner.orders.state.cancelled') : o.linkExpired ? t('partner.orders.state.expired') : t('partner.orders.state.sent')}
    </span>
  );
}

/** "Amount: ₹… · Commission: ₹…": the order's total once placed, the link's items before. */
export function PartnerOrderMoney({ o, className = 'm-0 mt-1 text-sm' }: { o: PartnerOrderLike; className?: string }) {
  return (
    <p className={className}>
      {t('partner.orders.amount')}: <span className="font-semibold text-ink">{formatRupees(o.order?.totalPaise ?? o.itemsTotalPaise)}</span> · {t('partner.orders.commission')}:{' '}
      <span className="font-semibold text-brand-700">{formatRupees(o.commissionPaise)}</span>
    </p>
  );
}
