import { BadgeCheck, Building2, CalendarDays, Sparkles, Stethoscope, UsersRound } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { landingLoader, landingMeta } from '../../features/landing/landing-meta.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import type { Route } from './+types/connect-peers';
import { READING_PAGE } from '../../lib/reading-page.ts';

/**
 * /connect-peers: practitioner networking (decision 051). Today it links the directory, events and verification; the
 * community issue adds peer suggestions for signed-in practitioners.
 */
export const loader = ({ request }: Route.LoaderArgs) => landingLoader(request);

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data, '/connect-peers', t('landing.peers.title'), t('landing.peers.description'));

export default function ConnectPeersPage() {
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
