import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { EventSection } from '../../features/events/event-card.tsx';
import { loadEventLists } from '../../features/events/events.server.ts';
import { MyRegistrations } from '../../features/events/my-registrations.tsx';
import type { Route } from './+types/ayuransh';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** /events/ayuransh: the Ayuransh series, its upcoming and past editions. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { lists, mine } = await loadEventLists(context.api, 'ayuransh');
  return { lists, mine: mine?.filter((r) => r.event.series === 'ayuransh') ?? null, origin: originOf(request) };
}

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('events.series.ayuransh.title'), description: t('events.series.ayuransh.description'), url: `${data.origin}/events/ayuransh` }) : [];

export default function AyuranshPage() {
  const { lists, mine } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-10">
      <CatalogBreadcrumbs trail={[{ to: '/events', label: t('events.crumb') }]} current={t('events.series.crumb')} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('events.series.ayuransh.title')}</h1>
      <p className="mt-2 max-w-3xl text-[15px] text-muted">{t('events.series.ayuransh.lead')}</p>
      {mine && mine.length > 0 && (
        <div className="mt-5">
          <MyRegistrations items={mine} />
        </div>
      )}
      <EventSection id="upcoming" title={t('events.series.upcoming')} items={lists.upcoming} empty={t('events.series.noUpcoming')} />
      <EventSection id="past" title={t('events.series.past')} items={lists.past} empty={t('events.list.noPast')} />
    </Container>
  );
}
