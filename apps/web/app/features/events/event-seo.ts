import type { EventDetail } from '@nirog/shared/schemas/events';
import { COMPANY } from '@nirog/shared/constants';

/** schema.org Event: dates, attendance mode, place or online link, the free offer while seats are left. */
export function eventJsonLd(e: EventDetail, origin: string) {
  const url = `${origin}${e.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.summary,
    url,
    startDate: e.startsAt,
    endDate: e.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: e.mode === 'online' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      e.mode === 'online'
        ? { '@type': 'VirtualLocation', url: e.onlineUrl }
        : { '@type': 'Place', name: e.placeName, address: { '@type': 'PostalAddress', streetAddress: e.address, addressLocality: e.city, addressCountry: 'IN' } },
    image: [`${origin}${e.coverUrl}`],
    organizer: { '@type': 'Organization', name: COMPANY.name, url: origin },
    maximumAttendeeCapacity: e.capacity,
    remainingAttendeeCapacity: e.seatsLeft,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR', url, availability: e.seatsLeft > 0 && !e.past ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' },
    ...(e.series ? { superEvent: { '@type': 'EventSeries', name: 'Ayuransh', url: `${origin}/events/${e.series}` } } : {}),
  };
}
