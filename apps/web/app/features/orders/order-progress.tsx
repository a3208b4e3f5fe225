/**
 * The buyer's progress bar on /myorders/{id} (issue 19 item 6, decision 043): placed, approved, packed, shipped,
 * delivered, with the day each step happened, the expected delivery day and the courier's own tracking link. A
 * cancelled order is shown apart, not as a step; a return shows after delivery.
 */
import { Ban, Check, ExternalLink, Truck } from 'lucide-react';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { stepsDone, TRACKING_STEPS } from '@nirog/shared/couriers';
import type { Shipment } from '@nirog/shared/schemas/orders';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { eventLabel } from './order-labels.tsx';

const STEP_LABEL: Record<(typeof TRACKING_STEPS)[number], MessageKey> = {
  placed: 'tradeUi.progress.placed',
  approved: 'tradeUi.progress.approved',
  packed: 'tradeUi.progress.packed',
  shipped: 'tradeUi.progress.shipped',
  delivered: 'tradeUi.progress.delivered',
};

/** A YYYY-MM-DD India day, formatted like every other date. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00+05:30`);

export function OrderProgress({
  status,
  events,
  expectedBy,
  shipment,
}: {
  status: string;
  events: ReadonlyArray<{ event: string; createdAt: string }>;
  expectedBy: string | null;
  shipment: Shipment | null;
}) {
  const done = stepsDone(status);
  const at = (step: string) => events.find((e) => e.event === step)?.createdAt ?? null;
  const cancelledAt = at('cancelled');
  const returning = ['return_requested', 'return_approved', 'returned', 'refunded'].includes(status);
  return (
    <Card className="p-4 sm:p-5" data-testid="order-progress">
      <h2 className="sr-only">{t('tradeUi.progress.title')}</h2>
      {done === null ? (
        <p className="flex items-center gap-2 rounded-lg bg-danger-50 px-3 py-2 text-[15px] font-medium text-danger" data-testid="order-cancelled">
          <Ban size={18} aria-hidden className="shrink-0" />
          {cancelledAt ? t('tradeUi.progress.cancelledOn', { date: formatDate(cancelledAt) }) : eventLabel('cancelled')}
        </p>
      ) : (
        <ol className="grid grid-cols-5 gap-1" aria-label={t('tradeUi.progress.title')}>
          {TRACKING_STEPS.map((step, i) => {
            const complete = i < done;
            const current = i === done - 1;
            const when = complete ? at(step) : null;
            return (
              <li key={step} className="min-w-0" aria-current={current ? 'step' : undefined} data-step={step} data-done={complete ? '1' : '0'}>
                <span aria-hidden className="flex items-center">
                  <span className={cn('inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2', complete ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-muted')}>
                    {complete ? <Check size={16} /> : <span className="text-xs font-semibold">{i + 1}</span>}
                  </span>
                  {i < TRACKING_STEPS.length - 1 && <span className={cn('h-1 flex-1 rounded', i < done - 1 ? 'bg-brand-700' : 'bg-line')} />}
                </span>
                <span className={cn('mt-1.5 block text-[11px] leading-tight break-words sm:text-sm', complete ? 'font-medium text-ink' : 'text-muted')}>
                  {t(STEP_LABEL[step])}
                  <span className="sr-only">{complete ? ` — ${t('tradeUi.progress.done')}` : ` — ${t('tradeUi.progress.todo')}`}</span>
                </span>
                {when && <span className="hidden text-xs text-muted sm:block">{formatDate(when)}</span>}
              </li>
            );
          })}
        </ol>
      )}
      {returning && <p className="mt-3 text-sm font-medium text-ink">{eventLabel(status)}</p>}
      {(expectedBy || shipment) && (
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-3 text-[15px] sm:flex-row sm:items-center sm:justify-between">
          {expectedBy && (
            <p className="flex items-center gap-2 text-ink" data-testid="expected-delivery">
              <Truck size={18} aria-hidden className="shrink-0 text-brand-700" />
              <span>{t('tradeUi.progress.expected', { date: formatDay(expectedBy) })}</span>
            </p>
          )}
          {shipment?.trackingUrl && (
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2"
              data-testid="courier-tracking-link"
            >
              {t('tradeUi.progress.trackWith', { courier: shipment.courier, awb: shipment.awb })}
              <ExternalLink size={16} aria-hidden />
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
