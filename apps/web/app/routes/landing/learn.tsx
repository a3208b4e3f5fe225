import { BookOpen, BookText, CalendarDays, HeartPulse, Languages, Leaf, Stethoscope } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { landingLoader, landingMeta } from '../../features/landing/landing-meta.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import type { Route } from './+types/learn';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** /learn: the learning hub (decision 051): articles in both languages, glossary, treatments, conditions, events. */
export const loader = ({ request }: Route.LoaderArgs) => landingLoader(request);

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data, '/learn', t('landing.learn.title'), t('landing.learn.description'));

export default function LearnPage() {
  return (
    <LandingPage
      title={t('landing.learn.title')}
      lead={t('landing.learn.lead')}
      groups={[
        {
          title: t('landing.learn.read'),
          links: [
            { to: '/blogs/en', title: t('landing.learn.articlesEn'), text: t('landing.learn.articlesEnText'), Icon: BookOpen },
            { to: '/blogs/hi', title: t('landing.learn.articlesHi'), text: t('landing.learn.articlesHiText'), Icon: Languages, lang: 'hi' },
            { to: '/ayurveda/glossary', title: t('landing.learn.glossary'), text: t('landing.learn.glossaryText'), Icon: BookText },
          ],
        },
        {
          title: t('landing.learn.explore'),
          links: [
            { to: '/treatments', title: t('landing.learn.treatments'), text: t('landing.learn.treatmentsText'), Icon: Leaf },
            { to: '/health-conditions', title: t('landing.learn.conditions'), text: t('landing.learn.conditionsText'), Icon: HeartPulse },
          ],
        },
        {
          title: t('landing.learn.meet'),
          links: [
            { to: '/events', title: t('landing.learn.events'), text: t('landing.learn.eventsText'), Icon: CalendarDays },
            { to: '/ayurveda/doctors', title: t('landing.learn.doctors'), text: t('landing.learn.doctorsText'), Icon: Stethoscope },
          ],
        },
      ]}
    >
      <Alert>{t('landing.learn.note')}</Alert>
    </LandingPage>
  );
}
