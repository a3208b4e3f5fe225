import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DashboardCharts, DashboardFigures } from '../../features/back-office/dashboard-view.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.dashboard.title')), { name: 'robots', content: 'noindex' }];

/** The back office's home (decision 038): the figures the operator's roles own, each a link to its list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  return { dashboard: await officeGet(context.api, '/v1/admin/dashboard') };
}

export default function Dashboard() {
  const { dashboard: d } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader
        title={t('office.dashboard.title')}
        intro={t('office.dashboard.intro', { today: formatCalendarDate(d.today, 'long'), weekStart: formatCalendarDate(d.weekStart, 'dayMonth') })}
      />
      <DashboardFigures d={d} />
      <DashboardCharts d={d} />
    </Container>
  );
}
