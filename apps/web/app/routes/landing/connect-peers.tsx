import { BadgeCheck, Building2, CalendarDays, Sparkles, Stethoscope, UsersRound } from 'lucide-react';
import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { followAction, peersLoader } from '../../features/feed-people/feed-people.server.ts';
import { PeersPage } from '../../features/feed-people/peers-page.tsx';
import { landingLoader, landingMeta } from '../../features/landing/landing-meta.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import type { Route } from './+types/connect-peers';
import { READING_PAGE } from '../../lib/reading-page.ts';

/**
 * /connect-peers: practitioner networking. Visitors and patients get the landing page (decision 051) linking the
 * directory, events and verification; a logged-in practitioner gets peer suggestions and a people search (decision 062).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...landingLoader(request), peers: await peersLoader(context.api, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return followAction(context.api, request);
}

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data, '/connect-peers', t('landing.peers.title'), t('landing.peers.description'));

export default function ConnectPeersPage() {
  const { peers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (peers) return <PeersPage data={peers} error={result?.error} />;
  return (
    <LandingPage
      title={t('landing.peers.title')}
      lead={t('landing.peers.lead')}
      groups={[
        {
          title: t('landing.peers.find'),
          links: [
            { to: '/ayurveda/doctors', title: t('landing.peers.doctors'), text: t('landing.peers.doctorsText'), Icon: Stethoscope },
            { to: '/clinics', title: t('landing.peers.clinics'), text: t('landing.peers.clinicsText'), Icon: Building2 },
          ],
        },
        {
          title: t('landing.peers.meet'),
          links: [
            { to: '/events', title: t('landing.peers.events'), text: t('landing.peers.eventsText'), Icon: CalendarDays },
            { to: '/events/ayuransh', title: t('landing.peers.ayuransh'), text: t('landing.peers.ayuranshText'), Icon: Sparkles },
          ],
        },
        {
          title: t('landing.peers.beFound'),
          links: [
            { to: '/profile-verification', title: t('landing.peers.verify'), text: t('landing.peers.verifyText'), Icon: BadgeCheck },
            { to: '/practitioner', title: t('landing.peers.practitioner'), text: t('landing.peers.practitionerText'), Icon: UsersRound },
          ],
        },
      ]}
    />
  );
}
