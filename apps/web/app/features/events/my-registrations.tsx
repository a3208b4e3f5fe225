import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { EventRegistration } from '@nirog/shared/schemas/events';
import { eventWhen } from './event-format.ts';

/** The signed-in user's registrations: coming up first, then past ones. */
export function MyRegistrations({ items }: { items: EventRegistration[] }) {
  const upcoming = items.filter((r) => !r.event.past);
  const past = items.filter((r) => r.event.past);
  const list = (rows: EventRegistration[]) => (
    <ul className="mt-2 divide-y divide-line">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <Link to={r.event.path} className="font-medium text-brand-800 hover:underline">
            {r.event.title}
          </Link>
          <span className="text-sm text-muted">{eventWhen(r.event)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <section id="my-registrations" aria-labelledby="my-registrations-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id="my-registrations-title" className="text-lg font-semibold text-brand-900">
        {t('events.mine.title')}
      </h2>
      {!items.length && <p className="mt-2 text-sm text-muted">{t('events.mine.none')}</p>}
      {upcoming.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('events.mine.upcoming')}</h3>
          {list(upcoming)}
        </>
      )}
      {past.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-muted">{t('events.mine.past')}</h3>
          {list(past)}
        </>
      )}
    </section>
  );
}
