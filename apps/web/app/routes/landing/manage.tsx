import { BadgeCheck, CalendarClock, ClipboardList, Inbox, PackageSearch, Users } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { landingLoader, landingMeta } from '../../features/landing/landing-meta.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import type { Route } from './+types/manage';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** /manage: practice management for doctors and clinics (decision 051), each card a page that works today. */
export const loader = ({ request }: Route.LoaderArgs) => landingLoader(request);

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data, '/manage', t('landing.manage.title'), t('landing.manage.description'));

export default function ManagePage() {
  return (
    <LandingPage
      title={t('landing.manage.title')}
      lead={t('landing.manage.lead')}
      groups={[
        {
          title: t('landing.manage.day'),
          links: [
            { to: '/my-appointments', title: t('landing.manage.desk'), text: t('landing.manage.deskText'), Icon: ClipboardList },
            { to: '/appointment-calendar', title: t('landing.manage.calendar'), text: t('landing.manage.calendarText'), Icon: CalendarClock },
            { to: '/appointment-requests', title: t('landing.manage.requests'), text: t('landing.manage.requestsText'), Icon: Inbox },
          ],
        },
        {
          title: t('landing.manage.practice'),
          links: [
            { to: '/my-patients', title: t('landing.manage.patients'), text: t('landing.manage.patientsText'), Icon: Users },
            { to: '/profile-verification', title: t('landing.manage.verification'), text: t('landing.manage.verificationText'), Icon: BadgeCheck },
            { to: '/quick-order', title: t('landing.manage.trade'), text: t('landing.manage.tradeText'), Icon: PackageSearch },
          ],
        },
      ]}
    >
      <p className="text-sm text-muted">{t('landing.manage.loginNote')}</p>
      <ButtonLink to="/sign-up-practitioner" className="mt-4">
        {t('landing.manage.signUp')}
      </ButtonLink>
    </LandingPage>
  );
}
