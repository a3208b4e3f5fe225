import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { SavedToast, savedToast } from '../../features/back-office/prices-ui.tsx';
import { schemeList } from '../../features/back-office/scheme-list.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/schemes';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.schemes.title')), { name: 'robots', content: 'noindex' }];

/** Trade schemes (decision 056), newest first, by state. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  return { ...(await loadList(context.api, schemeList, url)), toast: savedToast(url) };
}

export default function OfficeSchemes() {
  const { items, total, params, toast } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <SavedToast message={toast} />
      <OfficeHeader title={t('office.schemes.title')} intro={t('office.schemes.intro')}>
        <ButtonLink to="/admin/schemes/new">{t('office.schemes.new')}</ButtonLink>
      </OfficeHeader>
      <DataTable
        list={schemeList}
        params={params}
        rows={items}
        total={total}
        rowKey={(s) => s.id}
        caption={t('office.schemes.title')}
        empty={t('office.schemes.empty')}
        rowTestId="scheme-row"
        filters={
          <FilterSelect
            list={schemeList}
            name="state"
            label={t('office.schemes.state')}
            value={params.filters.state}
            options={[
              { value: 'live', label: t('office.schemes.stateLive') },
              { value: 'upcoming', label: t('office.schemes.stateUpcoming') },
              { value: 'ended', label: t('office.schemes.stateEnded') },
            ]}
          />
        }
      />
    </Container>
  );
}
