/**
 * The pharmacist's check of an order's prescription (decision 019): what was attached, a link to open an uploaded
 * file, and while it waits, "Accept prescription" or "Reject and cancel order" with the reason told to the buyer.
 * Plain POST forms.
 */
import { Check, ExternalLink, FileText, X } from 'lucide-react';
import { Form } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { OrderPrescription } from '@nirog/shared/schemas/orders';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { RxStatusBadge } from './rx-status-badge.tsx';
import type { OfficeActionResult } from './office.server.ts';

export function PrescriptionReview({
  order,
  rx,
  fileUrl,
  result,
  busy,
}: {
  order: { id: number; orderNumber: string; status: string };
  rx: OrderPrescription;
  fileUrl: string | null;
  result: OfficeActionResult | undefined;
  busy: boolean;
}) {
  const mine = result && (result.intent === 'rx-approve' || result.intent === 'rx-reject') && result.target === order.id ? result : undefined;
  return (
    <Card className="mt-4 space-y-3 p-4 sm:p-5" role="region" aria-labelledby="rx-review-heading" data-testid="prescription-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rx-review-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <FileText size={20} aria-hidden className="text-brand-700" /> {t('office.rx.title')}
        </h2>
        <RxStatusBadge status={rx.status} />
      </div>
      <p className="text-[15px] text-ink">
        {rx.source === 'consultation'
          ? t('office.rx.fromConsultation', { number: rx.number ?? '', doctor: rx.doctorName ?? '', date: rx.issuedAt ? formatDate(rx.issuedAt) : '—' })
          : t('office.rx.uploaded', { name: rx.fileName ? ` (${rx.fileName})` : '' })}
      </p>
      {fileUrl && (
        <a href={fileUrl} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-[15px] font-medium text-brand-700 underline underline-offset-2">
          <ExternalLink size={16} aria-hidden /> {t('office.rx.open')}
        </a>
      )}
      {rx.status === 'rejected' && rx.rejectReason && <p className="text-sm text-danger">{t('shop.rx.orderRejected', { reason: rx.rejectReason })}</p>}
      {rx.reviewedAt && <p className="text-sm text-muted">{formatDateTime(rx.reviewedAt)}</p>}
      {mine?.formError && Object.keys(mine.fieldErrors).length === 0 && <Alert tone="error">{mine.formError}</Alert>}
      {rx.status === 'pending' && order.status !== 'cancelled' && (
        <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="rx-approve" />
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="orderNumber" value={order.orderNumber} />
            <Button type="submit" disabled={busy}>
              <Check size={18} aria-hidden /> {t('office.rx.approve')}
            </Button>
          </Form>
          <Form method="post" replace preventScrollReset noValidate className="space-y-2 rounded-lg border border-line p-3">
            <input type="hidden" name="intent" value="rx-reject" />
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="orderNumber" value={order.orderNumber} />
            <TextField
              label={t('office.rx.reason')}
              name="reason"
              required
              minLength={3}
              maxLength={300}
              defaultValue={mine?.values.reason ?? ''}
              error={mine?.fieldErrors.reason}
            />
            <Button type="submit" variant="danger" disabled={busy}>
              <X size={18} aria-hidden /> {t('office.rx.reject')}
            </Button>
          </Form>
        </div>
      )}
    </Card>
  );
}
