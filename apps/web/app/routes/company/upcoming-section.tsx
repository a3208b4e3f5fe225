import { data, Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { CompanyPage } from '../../features/company/company-page.tsx';
import { UPCOMING_SECTIONS } from '../../features/company/upcoming-sections.ts';
import type { Route } from './+types/upcoming-section';
import { READING_PAGE } from '../../lib/reading-page.ts';

/** A section that has not landed yet: what it will offer, what to use today (see upcoming-sections.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const section = UPCOMING_SECTIONS[path];
  if (!section) throw data(null, { status: 404 });
  return { section };
}

/** A reading page: sent without scripts (decision 052). */
export const handle = READING_PAGE;

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d?.section.title ?? t('company.upcoming.comingSoon'), d?.section.offer),
  { name: 'robots', content: 'noindex' },
];

export default function UpcomingSectionPage() {
  const { section } = useLoaderData<typeof loader>();
  return (
    <CompanyPage title={section.title} lead={section.offer}>
      <p>
        <strong>{t('company.upcoming.notOpen')}</strong>
      </p>
      <h2>{t('company.upcoming.today')}</h2>
      <ul>
        {section.today.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </CompanyPage>
  );
}
