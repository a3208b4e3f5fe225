import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { loadDeals } from '../../features/catalog/deals-loader.server.ts';
import { DealsView } from '../../features/catalog/deals-view.tsx';
import type { Route } from './+types/deal-page';

export const meta: Route.MetaFunction = () => pageMeta(t('catalog.deals.liveTitle'));

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadDeals(context.api, request, 'live');
}

export default function DealPage() {
  const { deals, individual } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <DealsView when="live" deals={deals} individual={individual} />
    </Container>
  );
}
