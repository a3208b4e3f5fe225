import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_STATUSES, type OrderStatus } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeAction, officeGet, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { OrderSheet, StatusTabs } from '../../features/back-office/order-sheet.tsx';
import { eventLabel } from '../../features/orders/order-labels.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.orders.title')), { name: 'robots', content: 'noindex' }];

const PAGE_SIZE = 50;

function listQuery(url: URL) {
  const raw = url.searchParams.get('status');
  const status = raw && (ORDER_STATUSES as readonly string[]).includes(raw) ? (raw as OrderStatus) : null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
  const rx = url.searchParams.get('rx') === 'pending';
  return { status, page, rx };
}

function hrefOf(status: OrderStatus | null, page = 1, rx = false) {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (rx) q.set('rx', 'pending');
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/admin/orders?${s}` : '/admin/orders';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const { status, page, rx } = listQuery(url);
  const list = await officeGet(context.api, `/v1/admin/orders?${status ? `status=${status}&` : ''}${rx ? 'rx=pending&' : ''}skip=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`);
  return { ...list, status, page, rx, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { status, page } = listQuery(url);
  return officeAction(request, context.api, hrefOf(status, page));
}

export default function OfficeOrders() {
  const { items, total, byStatus, prescriptionsToCheck, status, page, rx, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.orders.title')} intro={status ? t('office.orders.introStatus', { status: eventLabel(status) }) : t('office.orders.intro')}>
        {total > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t('office.page', { from, to, total })}
          </p>
        )}
      </OfficeHeader>
      <StatusTabs current={status} byStatus={byStatus} hrefFor={(s) => hrefOf(s)} rx={{ href: hrefOf(null, 1, true), count: prescriptionsToCheck, active: rx }} />

      {result?.formError && (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      )}

      {items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <Inbox size={32} className="mx-auto text-brand-600" aria-hidden />
          <p className="mt-3 font-medium">{status ? t('office.orders.emptyStatus', { status: eventLabel(status) }) : t('office.orders.empty')}</p>
        </div>
      ) : (
        <OrderSheet items={items} busy={busy} />
      )}

      {total > PAGE_SIZE && (
        <nav className="mt-4 flex justify-between gap-3 print:hidden" aria-label={t('office.pages')}>
          {page > 1 ? (
            <ButtonLink to={hrefOf(status, page - 1, rx)} variant="secondary" size="sm" rel="prev">
              <ChevronLeft size={16} aria-hidden /> {t('office.previous')}
            </ButtonLink>
          ) : (
            <span />
          )}
          {to < total && (
            <ButtonLink to={hrefOf(status, page + 1, rx)} variant="secondary" size="sm" rel="next">
              {t('office.next')} <ChevronRight size={16} aria-hidden />
            </ButtonLink>
          )}
        </nav>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
