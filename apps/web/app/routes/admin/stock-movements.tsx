import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { MOVEMENT_SOURCES, movementsList, sourceLabel, WarehouseFilter } from '../../features/back-office/stock-lists.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/stock-movements';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.stockMoves.title')), { name: 'robots', content: 'noindex' }];

/** The stock movement log, newest first: by warehouse, source, pack (a row's "Movement log" link), or a search. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const [page, warehouses] = await Promise.all([loadList(context.api, movementsList, url), officeGet(context.api, '/v1/admin/stock/warehouses')]);
  return { ...page, warehouses: warehouses.items };
}


export default function StockMovementsPage() {
  const { items, total, params, warehouses } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.stockMoves.title')} intro={t('office.stockMoves.intro')} />
      <DataTable
        list={movementsList}
        params={params}
        rows={items}
        total={total}
        rowKey={(m) => m.id}
        caption={t('office.stockMoves.title')}
        searchLabel="office.stockMoves.search"
        empty={t('office.stockMoves.empty')}
        filters={
          <>
            <WarehouseFilter list={movementsList} warehouses={warehouses} value={params.filters.warehouseId} />
            <FilterSelect list={movementsList} name="source" label={t('office.stockMoves.source')} value={params.filters.source} options={MOVEMENT_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }))} />
          </>
        }
      />
    </Container>
  );
}
