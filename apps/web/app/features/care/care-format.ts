/** How care facts read on the page: weekdays, opening hours, fees per mode, ratings. */
import { formatTimeOfDay12 } from '@nirog/shared/care';
import { labelOf } from '@nirog/shared/codes/code-table';
import { MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { formatRupees } from '../../lib/format.ts';

export const WEEKDAY_KEYS: readonly MessageKey[] = ['care.day.0', 'care.day.1', 'care.day.2', 'care.day.3', 'care.day.4', 'care.day.5', 'care.day.6'];
/** Monday first, as Indian clinics print their hours. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const weekdayName = (d: number) => t(WEEKDAY_KEYS[d]!);
export const timeRange = (from: number, to: number) => `${formatTimeOfDay12(from)} - ${formatTimeOfDay12(to)}`;
export const modeLabel = (mode: number) => t(mode === 0 ? 'care.mode.video' : 'care.mode.clinic');
export const systemLabel = (code: number) => labelOf(MEDICAL_SYSTEMS, code as (typeof MEDICAL_SYSTEMS)[number]['code']);
export const feeText = (paise: number | null) => (paise == null ? t('care.fee.notOffered') : formatRupees(paise));

/** Opening hours per weekday, Monday first: "9:00 AM - 1:00 PM, 5:00 PM - 8:00 PM" or closed. */
export function weeklyHours(hours: Array<{ weekday: number; opensMin: number; closesMin: number }>) {
  return WEEK_ORDER.map((day) => {
    const spans = hours.filter((h) => h.weekday === day).sort((a, b) => a.opensMin - b.opensMin);
    return { day, label: weekdayName(day), text: spans.length ? spans.map((s) => timeRange(s.opensMin, s.closesMin)).join(', ') : t('care.hours.closed') };
  });
}

export function ratingText(r: { average: number | null; count: number }) {
  if (!r.count || r.average == null) return t('care.rating.none');
  return t(r.count === 1 ? 'care.rating.one' : 'care.rating.many', { average: r.average.toFixed(1), count: r.count });
}

export const experienceText = (years: number) => t(years === 1 ? 'care.experience.one' : 'care.experience.many', { years });
