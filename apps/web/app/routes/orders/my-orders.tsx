import { Clock, PackageOpen } from 'lucide-react';
import { data, Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { useCallback } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_STATUSES } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Toast } from '../../components/ui/toast.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { methodLabel } from '../../features/orders/order-labels.tsx';
import { OrderCard } from '../../features/orders/order-views.tsx';
import { METHOD_FILTERS, ORDERS_PAGE_SIZE } from '../../features/orders/order-pages.ts';
import { loadOrders, toastOf, type OrderFilters } from '../../features/orders/orders.server.ts';
import { BulkReport } from '../../features/trade/bulk-report.tsx';
import { reorderAction, type ReorderResult } from '../../features/trade/quick-order.server.ts';
import { canReorder, ReorderButton } from '../../features/trade/reorder-button.tsx';
import type { Route } from './+types/my-orders';

export const meta: Route.MetaFunction = () => pageMeta(t('shop.orders.title'));

/** My orders (protected; the layout checks the session), newest first, filtered by payment method (0 = all). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...(await loadOrders(context.api, url)), toast: toastOf(url) };
}

/** "Order again" on a card (decision 043): the report shows at the top of the list. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'reorder') throw data(null, { status: 400 });
  return reorderAction(context.api, Number(form.get('orderId')));
}

const hrefFor = (paymentMethod: number, page = 1, filters?: OrderFilters) => {
  const q = new URLSearchParams();
  if (paymentMethod) q.set('paymentMethod', String(paymentMethod));
  for (const [k, v] of Object.entries(filters ?? {})) if (v) q.set(k, v);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/myorders${s ? `?${s}` : ''}`;
};

export default function MyOrders() {
  const { paymentMethod, page, filters, list, toast } = useLoaderData<typeof loader>();
  const reorder = useActionData<typeof action>() as ReorderResult | undefined;
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(hrefFor(paymentMethod, page, filters), { replace: true, preventScrollReset: true }), [navigate, paymentMethod, page, filters]);
  const pages = list ? Math.max(1, Math.ceil(list.total / ORDERS_PAGE_SIZE)) : 1;
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('shop.orders.title')}</h1>
        <Link to="/myorders/prepaidpayment" className="inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
          <Clock size={16} aria-hidden /> {t('shop.prepaid.title')}
        </Link>
      </div>

      <nav aria-label={t('shop.orders.filter')} className="mt-5 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {METHOD_FILTERS.map((m) => (
            <li key={m}>
              <Link
                to={hrefFor(m, 1, filters)}
                aria-current={m === paymentMethod ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                  m === paymentMethod ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                {m === 0 ? t('shop.orders.all') : methodLabel(m)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label={t('shop.orders.moreFilters')}>
        {paymentMethod ? <input type="hidden" name="paymentMethod" value={paymentMethod} /> : null}
        <div className="space-y-1.5">
          <label htmlFor="orders-status" className="block text-sm font-medium text-ink">
            {t('shop.orders.status')}
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status} className="h-11 rounded-lg border border-line bg-white px-3 text-[15px]">
            <option value="">{t('shop.orders.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`order.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="orders-from" className="block text-sm font-medium text-ink">
            {t('shop.orders.from')}
          </label>
          <input id="orders-from" type="date" name="from" defaultValue={filters.from} className="h-11 rounded-lg border border-line bg-white px-3 text-[15px]" />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="orders-to" className="block text-sm font-medium text-ink">
            {t('shop.orders.to')}
          </label>
          <input id="orders-to" type="date" name="to" defaultValue={filters.to} className="h-11 rounded-lg border border-line bg-white px-3 text-[15px]" />
        </div>
        <Button type="submit" variant="secondary">
          {t('shop.orders.apply')}
        </Button>
      </Form>

      {!list ? (
        <Alert tone="error" className="mt-6">
          {t('shop.orders.loadFailed')}{' '}
          <a href={hrefFor(paymentMethod, page, filters)} className="font-medium underline">
            {t('shop.cart.retry')}
          </a>
        </Alert>
      ) : list.items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <PackageOpen size={32} aria-hidden className="mx-auto text-brand-600" />
          <p className="mt-3 text-[15px] text-ink">{paymentMethod || filters.status || filters.from || filters.to ? t('shop.orders.emptyFiltered') : t('shop.orders.empty')}</p>
          <ButtonLink to="/medicines" className="mt-4">
            {t('shop.cart.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {reorder && (reorder.ok ? <BulkReport lines={reorder.lines} count={reorder.count} message={reorder.message} className="mt-5" /> : <Alert tone="error" className="mt-5">{reorder.message}</Alert>)}
          <ul className="mt-5 space-y-3" aria-label={t('shop.orders.listLabel')}>
            {list.items.map((o) => (
              <OrderCard key={o.id} order={o}>
                {canReorder(o) && <ReorderButton orderId={o.id} orderNumber={o.orderNumber} size="sm" />}
              </OrderCard>
            ))}
          </ul>
          <Pagination page={page} pages={pages} hrefFor={(p) => hrefFor(paymentMethod, p, filters)} />
        </>
      )}
      <Toast message={toast?.message} tone={toast?.tone} onDone={clearToast} />
    </Container>
  );
}
