import { CalendarClock } from 'lucide-react';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { formatDate } from '../../lib/format.ts';
import type { Offer } from '@nirog/shared/schemas/catalog';

const WEEKDAYS: MessageKey[] = [
  'catalog.weekday.0',
  'catalog.weekday.1',
  'catalog.weekday.2',
  'catalog.weekday.3',
  'catalog.weekday.4',
  'catalog.weekday.5',
  'catalog.weekday.6',
];

/** "Every Sunday", "Until 21 Dec 2025" or "From 3 Jan 2026 to 9 Jan 2026" (India time). */
export function offerWindow(offer: Offer, now = new Date()): string {
  if (offer.weekday != null && WEEKDAYS[offer.weekday]) return t('catalog.offers.every', { day: t(WEEKDAYS[offer.weekday]) });
  if (new Date(offer.startsAt) > now) return t('catalog.offers.fromTo', { from: formatDate(offer.startsAt), to: formatDate(offer.endsAt) });
  return t('catalog.offers.until', { date: formatDate(offer.endsAt) });
}

export function OfferWindow({ offer }: { offer: Offer }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-saffron-700">
      <CalendarClock size={16} aria-hidden />
      {offerWindow(offer)}
    </span>
  );
}
