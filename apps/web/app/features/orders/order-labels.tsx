import { labelOf } from '@nirog/shared/codes/code-table';
import { PAYMENT_METHODS } from '@nirog/shared/codes/tables';
import { hasMessage as has, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { OrderStatus, PaymentStatus } from '@nirog/shared/orders';
import { cn } from '../../components/ui/cn.ts';

/** The label of an order status or timeline event ('order.status.*' in the catalogue), or the name made readable. */
export function eventLabel(event: string): string {
  const key = `order.status.${event}`;
  if (has(key)) return t(key);
  const words = event.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function paymentStatusLabel(s: PaymentStatus): string {
  const key = `shop.payStatus.${s}`;
  return has(key) ? t(key) : s;
}

export function methodLabel(code: number): string {
  return labelOf(PAYMENT_METHODS, code as (typeof PAYMENT_METHODS)[number]['code']);
}

const STATUS_TONE: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'bg-saffron-100 text-saffron-700',
  cancelled: 'bg-danger-50 text-danger',
  delivered: 'bg-brand-700 text-white',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[status] ?? 'bg-brand-50 text-brand-800')}>{eventLabel(status)}</span>;
}

const PAY_TONE: Partial<Record<PaymentStatus, string>> = {
  paid: 'border-brand-200 text-brand-800',
  failed: 'border-danger/30 text-danger',
  pending: 'border-saffron-500/40 text-saffron-700',
  due: 'border-saffron-500/40 text-saffron-700',
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={cn('inline-flex rounded-full border bg-white px-2.5 py-0.5 text-xs font-medium', PAY_TONE[status] ?? 'border-line text-muted')} data-testid="payment-status">
      {paymentStatusLabel(status)}
    </span>
  );
}
