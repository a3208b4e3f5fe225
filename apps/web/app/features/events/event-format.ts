import type { EventSummary } from '@nirog/shared/schemas/events';
import { formatDate, formatTime } from '../../lib/format.ts';

/** "12 Dec 2026, 6:30 pm – 7:30 pm" in India time; an event over several days names both dates. */
export function eventWhen(e: Pick<EventSummary, 'startsAt' | 'endsAt'>): string {
  const sameDay = formatDate(e.startsAt) === formatDate(e.endsAt);
  return sameDay ? `${formatDate(e.startsAt)}, ${formatTime(e.startsAt)} – ${formatTime(e.endsAt)}` : `${formatDate(e.startsAt)}, ${formatTime(e.startsAt)} – ${formatDate(e.endsAt)}, ${formatTime(e.endsAt)}`;
}

/** Where, in one line: the place and city, or "Online". */
export function eventWhere(e: Pick<EventSummary, 'mode' | 'placeName' | 'city'>, online: string): string {
  return e.mode === 'online' ? online : [e.placeName, e.city].filter(Boolean).join(', ');
}
