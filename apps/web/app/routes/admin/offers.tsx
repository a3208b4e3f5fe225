import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { FilterSelect, offerList, SavedToast, savedToast, stateLabel } from '../../features/back-office/prices-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/offers';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.offers.title')), { name: 'robots', content: 'noindex' }];

/** Offer pages (marketing role): /offers/{slug} with their windows and deals. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  return { ...(await loadList(context.api, offerList, url)), toast: savedToast(url) };
}

export default function OfficeOffers() {
  const { items, total, params, toast } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.offers.title')} intro={t('office.offers.intro')}>
        <ButtonLink to="/admin/offers/new">{t('office.offers.new')}</ButtonLink>
      </OfficeHeader>
      <DataTable
        list={offerList}
        params={params}
        rows={items}
        total={total}
        rowKey={(o) => o.id}
        caption={t('office.offers.title')}
        searchLabel="office.offers.search"
        empty={t('office.offers.empty')}
        filters={<FilterSelect name="state" label={t('office.form.state')} value={params.filters.state} options={(['live', 'upcoming', 'ended'] as const).map((s) => [s, stateLabel(s)])} />}
      />
    </Container>
  );
}
