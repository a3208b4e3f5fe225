import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { dealList, FilterSelect, SavedToast, savedToast, stateLabel } from '../../features/back-office/prices-ui.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/deals';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.deals.title')), { name: 'robots', content: 'noindex' }];

/** Every deal (marketing role): live, upcoming and ended, searched by SKU, product or offer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  return { ...(await loadList(context.api, dealList, url)), toast: savedToast(url) };
}

export default function OfficeDeals() {
  const { items, total, params, toast } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.deals.title')} intro={t('office.deals.intro')}>
        <ButtonLink to="/admin/deals/new">{t('office.deals.new')}</ButtonLink>
      </OfficeHeader>
      <DataTable
        list={dealList}
        params={params}
        rows={items}
        total={total}
        rowKey={(d) => d.id}
        caption={t('office.deals.title')}
        searchLabel="office.deals.search"
        empty={t('office.deals.empty')}
        filters={<FilterSelect name="state" label={t('office.form.state')} value={params.filters.state} options={(['live', 'upcoming', 'ended'] as const).map((s) => [s, stateLabel(s)])} />}
      />
    </Container>
  );
}
