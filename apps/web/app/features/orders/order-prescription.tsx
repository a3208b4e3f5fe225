import { FileCheck2, FileClock, FileX2 } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import type { OrderPrescription } from '@nirog/shared/schemas/orders';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDate } from '../../lib/format.ts';

/** What the buyer reads about the prescription their order was placed with (decision 019). */
export function OrderPrescriptionCard({ rx, fileUrl }: { rx: OrderPrescription; fileUrl: string | null }) {
  const text =
    rx.status === 'pending'
      ? t('shop.rx.orderPending')
      : rx.status === 'approved'
        ? t('shop.rx.orderApproved')
        : rx.status === 'rejected'
          ? t('shop.rx.orderRejected', { reason: rx.rejectReason ?? '' })
          : t('shop.rx.orderVerified', { number: rx.number ?? '', doctor: rx.doctorName ?? '' });
  const Icon = rx.status === 'pending' ? FileClock : rx.status === 'rejected' ? FileX2 : FileCheck2;
  return (
    <Card
      className={cn('p-4 sm:p-5', rx.status === 'pending' && 'border-saffron-500/40 bg-saffron-100/50', rx.status === 'rejected' && 'border-danger/30 bg-danger-50')}
      data-testid="order-prescription"
      aria-labelledby="order-rx-title"
    >
      <h2 id="order-rx-title" className="text-lg font-semibold text-brand-900">
        {t('shop.rx.title')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-[15px] text-ink">
        <Icon size={18} aria-hidden className="mt-0.5 shrink-0" />
        <span>
          {text}
          {rx.issuedAt && rx.source === 'consultation' ? ` (${formatDate(rx.issuedAt)})` : ''}
        </span>
      </p>
      {fileUrl && (
        <a href={fileUrl} target="_blank" rel="noopener" className="mt-2 inline-block text-[15px] font-medium text-brand-700 underline underline-offset-2">
          {t('shop.rx.view')}
        </a>
      )}
    </Card>
  );
}
