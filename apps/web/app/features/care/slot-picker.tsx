/**
 * Picking a free slot: the strip of dates (each a link, so the choice lives in the URL) and the grid of free times
 * of the chosen date as radio inputs of the surrounding form. The doctor page's booking panel and the reschedule page
 * both use it.
 */
import { Link } from 'react-router';
import { formatTimeOfDay12, weekdayOf } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import type { BookingDay } from '@nirog/shared/schemas/care';
import { weekdayName } from './care-format.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue" and "24 Nov" for an India date. */
export function dayLabel(date: string) {
  const [, m, d] = date.split('-').map(Number);
  return { weekday: weekdayName(weekdayOf(date)).slice(0, 3), day: `${d} ${MONTHS[m! - 1]}` };
}

export function DateStrip({ days, selected, hrefFor }: { days: BookingDay[]; selected: string | null; hrefFor: (date: string) => string }) {
  return (
    <nav aria-label={t('care.book.chooseDate')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {days.map((d) => {
        const l = dayLabel(d.date);
        const isSelected = d.date === selected;
        return (
          <Link
            key={d.date}
            to={hrefFor(d.date)}
            preventScrollReset
            aria-current={isSelected ? 'date' : undefined}
            aria-label={t('care.book.dateLabel', { date: `${l.weekday} ${l.day}`, count: d.slots.length })}
            className={cn(
              'flex min-w-16 shrink-0 flex-col items-center rounded-lg border px-2 py-1.5 text-xs',
              isSelected ? 'border-brand-700 bg-brand-700 text-white' : d.slots.length ? 'border-line text-ink hover:bg-brand-50' : 'border-dashed border-line text-muted',
            )}
          >
            <span className="font-semibold">{l.weekday}</span>
            <span>{l.day}</span>
            <span>{d.dayOff ? t('care.book.off') : t('care.book.slotsCount', { count: d.slots.length })}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The free times of one day as `startsAt` radio inputs (required), or why there are none; the slot's error below. */
export function SlotOptions({ day, selected, error, wide = false }: { day: BookingDay | undefined; selected: string | null; error?: string; wide?: boolean }) {
  return (
    <fieldset aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="text-sm font-medium text-ink">{t('care.book.chooseSlot')}</legend>
      {day && day.slots.length > 0 ? (
        <div className={cn('mt-2 grid grid-cols-3 gap-2', wide && 'sm:grid-cols-4 lg:grid-cols-5')}>
          {day.slots.map((s) => (
            <label key={s.startsAt} className="relative">
              <input type="radio" name="startsAt" value={s.startsAt} defaultChecked={selected === s.startsAt} className="peer sr-only" required />
              <span className="block cursor-pointer rounded-lg border border-line py-3 text-center text-sm sm:py-1.5 text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 hover:bg-brand-50 peer-checked:hover:bg-brand-800">
                {formatTimeOfDay12(s.startMin)}
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{day?.dayOff ? t('care.book.dayOff') : t('care.book.noSlots')}</p>
      )}
      {error && (
        <p id="slot-error" className="mt-2 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
