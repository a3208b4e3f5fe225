import { useCallback } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { FileUp, History } from 'lucide-react';
import { LOW_STOCK_UNITS } from '@nirog/shared/catalog';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { withoutToast } from '../../features/back-office/office-toasts.ts';
import { stockSetAction } from '../../features/back-office/stock-action.server.ts';
import { stockKey, stockList, stockPageList, WarehouseFilter } from '../../features/back-office/stock-lists.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/stock';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.stock.title')), { name: 'robots', content: 'noindex' }];

/** Every pack in every warehouse with its units; a count form per row; filters by warehouse and level (low, out). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const [page, warehouses] = await Promise.all([loadList(context.api, stockList, url), officeGet(context.api, '/v1/admin/stock/warehouses')]);
  return { ...page, warehouses: warehouses.items, toast: url.searchParams.get('done') === 'stock' ? t('stock.saved') : null, here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return stockSetAction(request, context.api);
}


export default function StockPage() {
  const { items, total, params, warehouses, toast, here } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.stock.title')} intro={t('office.stock.intro')}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/stock/import" variant="secondary" size="sm">
            <FileUp size={16} aria-hidden /> {t('office.stock.importLink')}
          </ButtonLink>
          <ButtonLink to="/admin/stock/movements" variant="ghost" size="sm">
            <History size={16} aria-hidden /> {t('office.stock.movementsLink')}
          </ButtonLink>
        </div>
      </OfficeHeader>
      <DataTable
        list={stockPageList}
        params={params}
        rows={items}
        total={total}
        rowKey={stockKey}
        caption={t('office.stock.title')}
        searchLabel="office.stock.search"
        empty={t('office.stock.empty')}
        filters={
          <>
            <WarehouseFilter list={stockPageList} warehouses={warehouses} value={params.filters.warehouseId} />
            <FilterSelect
              list={stockPageList}
              name="level"
              label={t('office.stock.level')}
              value={params.filters.level}
              options={[
                { value: 'low', label: t('office.stock.levelLow', { units: LOW_STOCK_UNITS }) },
                { value: 'out', label: t('office.stock.levelOut') },
              ]}
            />
          </>
        }
      />
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
