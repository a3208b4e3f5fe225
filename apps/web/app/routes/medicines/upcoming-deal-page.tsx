import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { loadDeals } from '../../features/catalog/deals-loader.server.ts';
import { DealsView } from '../../features/catalog/deals-view.tsx';
import type { Route } from './+types/upcoming-deal-page';

export const meta: Route.MetaFunction = () => pageMeta(t('catalog.deals.upcomingTitle'));

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadDeals(context.api, request, 'upcoming');
}

export default function UpcomingDealPage() {
  const { deals, individual } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <DealsView when="upcoming" deals={deals} individual={individual} />
    </Container>
  );
}
