import { Building2, CalendarClock, FileHeart, Pill, ShoppingBasket, Store } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { landingLoader, landingMeta } from '../../features/landing/landing-meta.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import type { Route } from './+types/smartcenter';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** /smartcenter: the clinic smart centre (decision 051): what a clinic runs on Nirog, each card a working page. */
export const loader = ({ request }: Route.LoaderArgs) => landingLoader(request);

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data, '/smartcenter', t('landing.smart.title'), t('landing.smart.description'));

export default function SmartCenterPage() {
  return (
    <LandingPage
      title={t('landing.smart.title')}
      lead={t('landing.smart.lead')}
      groups={[
        {
          title: t('landing.smart.found'),
          links: [
            { to: '/clinics', title: t('landing.smart.listing'), text: t('landing.smart.listingText'), Icon: Store },
            { to: '/myclinic', title: t('landing.smart.myclinic'), text: t('landing.smart.myclinicText'), Icon: Building2 },
          ],
        },
        {
          title: t('landing.smart.run'),
          links: [
            { to: '/appointment-calendar', title: t('landing.smart.calendar'), text: t('landing.smart.calendarText'), Icon: CalendarClock },
            { to: '/my-patients', title: t('landing.smart.patients'), text: t('landing.smart.patientsText'), Icon: FileHeart },
          ],
        },
        {
          title: t('landing.smart.stock'),
          links: [
            { to: '/quick-order', title: t('landing.smart.quickOrder'), text: t('landing.smart.quickOrderText'), Icon: ShoppingBasket },
            { to: '/medicines', title: t('landing.smart.medicines'), text: t('landing.smart.medicinesText'), Icon: Pill },
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
