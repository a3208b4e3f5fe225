import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { EventSection } from '../../features/events/event-card.tsx';
import { loadEventLists } from '../../features/events/events.server.ts';
import { MyRegistrations } from '../../features/events/my-registrations.tsx';
import type { Route } from './+types/events';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** /events: upcoming and past events, the Ayuransh series, and the signed-in user's registrations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadEventLists(context.api)), origin: originOf(request) };
}

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('events.list.title'), description: t('events.list.description'), url: `${data.origin}/events` }) : [];

export default function EventsPage() {
  const { lists, mine } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('events.list.title')}</h1>
      <p className="mt-2 max-w-3xl text-[15px] text-muted">{t('events.list.lead')}</p>
      {mine && (
        <div className="mt-5">
          <MyRegistrations items={mine} />
        </div>
      )}
      <EventSection id="upcoming" title={t('events.list.upcoming')} items={lists.upcoming} empty={t('events.list.noUpcoming')} />
      <section aria-labelledby="series" className="mt-8 rounded-xl border border-saffron-500/30 bg-saffron-100/50 p-4 sm:p-5">
        <h2 id="series" className="text-lg font-semibold text-brand-900">
          {t('events.list.series')}
        </h2>
        <p className="mt-1 text-[15px] text-ink">{t('events.list.seriesText')}</p>
        <ButtonLink to="/events/ayuransh" variant="secondary" size="sm" className="mt-3">
          {t('events.list.seriesLink')}
        </ButtonLink>
      </section>
      <EventSection id="past" title={t('events.list.past')} items={lists.past} empty={t('events.list.noPast')} />
    </Container>
  );
}
