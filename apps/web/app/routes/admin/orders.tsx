import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeAction, officeGet, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { listHref, parseListParams } from '../../features/back-office/office-list.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { orderList, rxHref, rxOf, statusOf, tabHref } from '../../features/back-office/order-list.tsx';
import { StatusTabs } from '../../features/back-office/order-sheet.tsx';
import { eventLabel } from '../../features/orders/order-labels.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.orders.title')), { name: 'robots', content: 'noindex' }];

/** The order pipeline (decision 033): tabs by state, search, sort, pages and CSV export; each row's next steps. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const params = parseListParams(orderList, url);
  const { items, total, byStatus, prescriptionsToCheck } = await officeGet(context.api, orderList.apiPath(params, (params.page - 1) * orderList.pageSize, orderList.pageSize) as '/v1/admin/orders');
  return { items, total, byStatus, prescriptionsToCheck, params, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeAction(request, context.api, listHref(orderList, parseListParams(orderList, new URL(request.url))));
}

export default function OfficeOrders() {
  const { items, total, byStatus, prescriptionsToCheck, params, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const status = statusOf(params);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.orders.title')} intro={status ? t('office.orders.introStatus', { status: eventLabel(status) }) : t('office.orders.intro')} />
      {result?.formError && (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      )}
      <DataTable
        list={orderList}
        params={params}
        rows={items}
        total={total}
        rowKey={(o) => o.id}
        rowTestId="office-order"
        caption={t('office.orders.title')}
        searchLabel="office.orders.search"
        empty={status ? t('office.orders.emptyStatus', { status: eventLabel(status) }) : t('office.orders.empty')}
      >
        <StatusTabs current={status} byStatus={byStatus} hrefFor={(s) => tabHref(params, s)} rx={{ href: rxHref(params), count: prescriptionsToCheck, active: rxOf(params) }} />
      </DataTable>
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
