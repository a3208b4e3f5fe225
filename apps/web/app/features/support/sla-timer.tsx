import { t } from '@nirog/shared/messages/catalogue';
import type { QueueItem } from '@nirog/shared/schemas/support';
import { cn } from '../../components/ui/cn.ts';

/** "3 h 20 min" from milliseconds (whole minutes; days past 48 hours). */
export function spanText(ms: number): string {
  const min = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

const TONE = { on_track: 'text-brand-800', due_soon: 'text-amber-800', overdue: 'text-danger', met: 'text-muted' } as const;

/** The SLA timer as the page was rendered: time left, or overdue by. `now` comes from the loader (server time). */
export function SlaTimer({ sla, now }: { sla: QueueItem['sla']; now: string }) {
  if (!sla.dueAt) return <span className={TONE.met}>{t('support.office.sla.met')}</span>;
  const left = new Date(sla.dueAt).getTime() - new Date(now).getTime();
  return (
    <span className={cn('font-semibold', TONE[sla.state])}>
      {left >= 0 ? t('support.office.timeLeft', { time: spanText(left) }) : t('support.office.overdueBy', { time: spanText(left) })}
    </span>
  );
}
