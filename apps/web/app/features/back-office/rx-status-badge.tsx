import { t } from '@nirog/shared/messages/catalogue';
import type { RxStatus } from '@nirog/shared/orders';
import { cn } from '../../components/ui/cn.ts';

const TONE: Record<RxStatus, string> = {
  pending: 'border-saffron-500/40 bg-saffron-100 text-saffron-700',
  approved: 'border-brand-200 bg-brand-50 text-brand-800',
  verified: 'border-brand-200 bg-brand-50 text-brand-800',
  rejected: 'border-danger/30 bg-danger-50 text-danger',
};

/** An order's prescription check at a glance (back office). */
export function RxStatusBadge({ status }: { status: RxStatus }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', TONE[status])}>
      {t('office.rx.title')}: {t(`office.rx.status.${status}`)}
    </span>
  );
}
