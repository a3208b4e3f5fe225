import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { WebinarSummary } from '@nirog/shared/schemas/webinar';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { WebinarCard } from '../../features/webinar/webinar-card.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/webinars';

export const meta: Route.MetaFunction = () => pageMeta(t('webinar.meta.listTitle'), t('webinar.meta.listDescription'));

/** Public (spec section 2): live now, upcoming and past webinars. */
export async function loader({ context }: Route.LoaderArgs) {
  const [res, user] = await Promise.all([context.api.get('/pub/v1/webinars'), currentUser(context.api)]);
  if (!res.ok) throw new Response(null, { status: 500 });
  return { ...res.entity, signedIn: !!user, practitioner: !!user && user.userType !== 1 };
}

function Section({ id, title, items, empty }: { id: string; title: string; items: WebinarSummary[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-[15px] text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((w) => (
            <li key={w.id}>
              <WebinarCard webinar={w} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function WebinarsPage() {
  const { live, upcoming, past, signedIn, practitioner } = useLoaderData<typeof loader>();
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('webinar.list.heading')}</h1>
      <p className="mt-2 max-w-2xl text-[15px] text-muted">{t('webinar.list.intro')}</p>
      {!signedIn && <p className="mt-2 text-sm text-muted">{t('webinar.list.loginHint')}</p>}
      {practitioner && (
        <ButtonLink to="/webinar/presenter" variant="secondary" className="mt-4">
          {t('webinar.list.presenterLink')}
        </ButtonLink>
      )}
      <Section id="live-title" title={t('webinar.list.live')} items={live} empty={t('webinar.list.noLive')} />
      <Section id="upcoming-title" title={t('webinar.list.upcoming')} items={upcoming} empty={t('webinar.list.noUpcoming')} />
      <Section id="past-title" title={t('webinar.list.past')} items={past} empty={t('webinar.list.noPast')} />
    </Container>
  );
}
