/**
 * The appointment calendar (India time): one column per day, hours down the side; the working hours show as bands
 * (clinic or video), breaks greyed, and each appointment as a block at its time that opens the consultation.
 */
import { Link } from 'react-router';
import { formatTimeOfDay12 } from '@nirog/shared/care';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import type { CalendarDay } from '@nirog/shared/schemas/care';

const PX_PER_MIN = 1;
const DAY_KEYS: MessageKey[] = ['desk.day.0', 'desk.day.1', 'desk.day.2', 'desk.day.3', 'desk.day.4', 'desk.day.5', 'desk.day.6'];
const dayTitle = (date: string) => formatCalendarDate(date);

/** The hours to draw: the working hours and appointments of the shown days, at least 9 AM to 6 PM. */
function hourRange(days: CalendarDay[]) {
  let from = 9 * 60;
  let to = 18 * 60;
  for (const d of days) {
    for (const s of [...d.spans, ...d.appointments]) {
      from = Math.min(from, s.startMin);
      to = Math.max(to, s.endMin);
    }
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(1440, Math.ceil(to / 60) * 60) };
}

export function CalendarGrid({ days, single }: { days: CalendarDay[]; single: boolean }) {
  const range = hourRange(days);
  const height = (range.to - range.from) * PX_PER_MIN;
  const hours: number[] = [];
  for (let m = range.from; m < range.to; m += 60) hours.push(m);
  const y = (min: number) => (Math.max(range.from, Math.min(range.to, min)) - range.from) * PX_PER_MIN;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white [contain:inline-size]">
      <div className={cn('grid', single ? 'grid-cols-[3.5rem_1fr]' : 'min-w-[60rem] grid-cols-[3.5rem_repeat(7,minmax(7.5rem,1fr))]')}>
        <div className="border-b border-line" />
        {days.map((d) => (
          <div key={d.date} className={cn('relative border-b border-l border-line px-2 py-2 text-center', d.isToday && 'bg-brand-50')}>
            <p className="text-sm font-semibold text-ink">{t(DAY_KEYS[d.weekday]!)}</p>
            <p className={cn('text-sm', d.isToday ? 'font-semibold text-brand-800' : 'text-muted')}>
              {dayTitle(d.date)}
              {d.isToday && <span className="sr-only"> ({t('desk.cal.today')})</span>}
            </p>
            {d.dayOff && <p className="mt-1 rounded bg-danger-50 px-1 text-xs font-medium text-danger">{d.dayOff.reason ? t('desk.cal.dayOffReason', { reason: d.dayOff.reason }) : t('desk.cal.dayOff')}</p>}
          </div>
        ))}
        <div className="relative" style={{ height }} aria-hidden>
          {hours.map((m) => (
            <span key={m} className="absolute right-1.5 -translate-y-2 text-xs text-muted" style={{ top: y(m) }}>
              {formatTimeOfDay12(m).replace(':00', '')}
            </span>
          ))}
        </div>
        {days.map((d) => (
          <section key={d.date} aria-label={`${t(DAY_KEYS[d.weekday]!)} ${dayTitle(d.date)}`} className={cn('relative border-l border-line', d.dayOff && 'bg-canvas')} style={{ height }}>
            {hours.map((m) => (
              <div key={m} className="absolute inset-x-0 border-t border-line/70" style={{ top: y(m) }} aria-hidden />
            ))}
            {!d.dayOff &&
              d.spans.map((s, i) => (
                <div
                  key={`s${i}`}
                  className={cn('absolute inset-x-0', s.mode === 0 ? 'border-l-4 border-sky-400 bg-sky-50' : 'border-r-4 border-brand-200 bg-brand-50/70')}
                  style={{ top: y(s.startMin), height: y(s.endMin) - y(s.startMin) }}
                  title={`${s.mode === 0 ? t('desk.mode.video') : (s.clinicName ?? t('desk.mode.clinic'))}: ${formatTimeOfDay12(s.startMin)} - ${formatTimeOfDay12(s.endMin)}`}
                  aria-hidden
                />
              ))}
            {!d.dayOff &&
              d.breaks.map((b, i) => (
                <div
                  key={`b${i}`}
                  className="absolute inset-x-0 bg-[repeating-linear-gradient(45deg,#e5e7eb_0,#e5e7eb_4px,transparent_4px,transparent_8px)]"
                  style={{ top: y(b.startMin), height: y(b.endMin) - y(b.startMin) }}
                  title={b.label ?? t('desk.cal.break')}
                  aria-hidden
                />
              ))}
            <ul>
              {d.appointments.map((a) => {
                const top = y(a.startMin);
                const h = Math.max(22, y(a.endMin) - top);
                const to = a.mode === 0 || a.status === 'completed' || a.status === 'booked' ? `/appointment-consultation/${a.id}` : a.patient.patientAssociationId ? `/my-patients/view?patientId=${a.patient.patientAssociationId}` : '/my-appointments';
                return (
                  <li key={a.id} className="absolute inset-x-1" style={{ top, height: h }}>
                    <Link
                      to={to}
                      className={cn(
                        'block h-full overflow-hidden rounded-md border px-1.5 py-0.5 text-xs leading-tight shadow-sm hover:ring-2 hover:ring-brand-600',
                        a.status === 'cancelled' ? 'border-line bg-white text-muted line-through' : a.mode === 0 ? 'border-sky-500 bg-sky-100 text-sky-950' : 'border-brand-600 bg-brand-100 text-brand-900',
                      )}
                    >
                      <span className="font-semibold">{formatTimeOfDay12(a.startMin)}</span> {a.patient.name}
                      <span className="block truncate">
                        {a.mode === 0 ? t('desk.mode.video') : (a.clinic?.name ?? t('desk.mode.clinic'))}
                        {a.status !== 'booked' ? ` · ${t(`desk.cal.status.${a.status}` as MessageKey)}` : ''}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
