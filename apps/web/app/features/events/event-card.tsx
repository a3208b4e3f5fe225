import { CalendarDays, MapPin, Video } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { EventSummary } from '@nirog/shared/schemas/events';
import { eventWhen, eventWhere } from './event-format.ts';

/** The cover at two widths (the API draws 480 and 960). */
export function EventCover({ e, className, eager }: { e: Pick<EventSummary, 'coverUrl' | 'coverAlt'>; className?: string; eager?: boolean }) {
  const small = e.coverUrl.replace(/\/\d+\.webp$/, '/480.webp');
  return (
    <img
      src={small}
      srcSet={`${small} 480w, ${e.coverUrl} 960w`}
      sizes="(min-width: 1024px) 480px, 100vw"
      alt={e.coverAlt}
      width={960}
      height={540}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  );
}

/** One event in a list: cover, title, India date and time, place or "Online", seats. */
export function EventCard({ e }: { e: EventSummary }) {
  const id = `event-${e.id}`;
  return (
    <article aria-labelledby={id} className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <EventCover e={e} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {e.series && <span className="w-fit rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-saffron-700">{t('events.card.series')}</span>}
        <h3 id={id} className="text-lg font-semibold leading-snug text-brand-900">
          <Link to={e.path} className="hover:underline">
            {e.title}
          </Link>
        </h3>
        <p className="flex items-start gap-2 text-sm text-ink">
          <CalendarDays size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden />
          <span>{eventWhen(e)}</span>
        </p>
        <p className="flex items-start gap-2 text-sm text-ink">
          {e.mode === 'online' ? <Video size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden /> : <MapPin size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden />}
          <span>{eventWhere(e, t('events.card.online'))}</span>
        </p>
        <p className="text-sm text-muted">{e.summary}</p>
        <p className="mt-auto pt-1 text-sm font-medium text-brand-800">
          {e.past ? t('events.card.ended') : e.seatsLeft > 0 ? t('events.card.seatsLeft', { count: e.seatsLeft }) : t('events.card.full')}
        </p>
      </div>
    </article>
  );
}

export function EventGrid({ items, empty, label }: { items: EventSummary[]; empty: string; label: string }) {
  if (!items.length) return <p className="mt-3 text-[15px] text-muted">{empty}</p>;
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((e) => (
        <li key={e.id} className="flex">
          <EventCard e={e} />
        </li>
      ))}
    </ul>
  );
}

/** A page's titled list of events (upcoming or past), or the line saying there are none. */
export function EventSection({ id, title, items, empty }: { id: string; title: string; items: EventSummary[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <EventGrid items={items} empty={empty} label={title} />
    </section>
  );
}
