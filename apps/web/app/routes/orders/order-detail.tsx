import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { data, Link, redirect, useActionData, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import { LoginPrompt } from '../../features/orders/login-prompt.tsx';
import { PaymentBadge, StatusBadge } from '../../features/orders/order-labels.tsx';
import { isHashedOrderId, type PaymentStepResult } from '../../features/orders/order-pages.ts';
import { OrderDetailView, TrackingView } from '../../features/orders/order-views.tsx';
import { afterSalesAction, loadOrder, loadTracking, payAction, prescriptionFileUrl, toastOf } from '../../features/orders/orders.server.ts';
import { AfterSalesPanel, type AfterSalesResult } from '../../features/orders/after-sales.tsx';
import { formatDate } from '../../lib/format.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { OrderProgress } from '../../features/orders/order-progress.tsx';
import { BulkReport } from '../../features/trade/bulk-report.tsx';
import { reorderAction, type ReorderResult } from '../../features/trade/quick-order.server.ts';
import { canReorder, ReorderButton } from '../../features/trade/reorder-button.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { loginRedirectUrl } from '../../route-access.ts';
import type { Route } from './+types/order-detail';

const noStore = { 'cache-control': 'no-store' };

/**
 * /myorders/{id} (public in spec section 2). With the order's number id it is the buyer's own order (visitors see a
 * login prompt; someone else's order is a 404). With its unguessable id (the link in order messages) it is the public
 * tracking page: progress and shipment, no personal details.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isHashedOrderId(params.id)) {
    const tracking = await loadTracking(context.api, params.id);
    return data({ kind: 'tracking' as const, tracking, loginUrl: (await currentUser(context.api)) ? null : loginRedirectUrl(url) }, { headers: noStore });
  }
  if (!(await currentUser(context.api))) return data({ kind: 'login' as const, loginUrl: loginRedirectUrl(url) }, { headers: noStore });
  const order = await loadOrder(context.api, params.id);
  // A consultation fee is shown with its appointment.
  if (order.orderType === ORDER_TYPE_APPOINTMENT) throw redirect('/my-appointments?as=patient');
  const [after, documents, prescriptionUrl] = await Promise.all([
    context.api.get(`/v1/orders/${order.id}/after-sales`),
    context.api.get(`/v1/orders/${order.id}/credit-notes`),
    prescriptionFileUrl(context.api, order),
  ]);
  // "Cancel order" asks first (decision 043): ?cancel=confirm&reason=… shows where the refund would go.
  const reason = (url.searchParams.get('reason') ?? '').trim().slice(0, 300);
  const confirmCancel = url.searchParams.get('cancel') === 'confirm' && reason.length >= 3 ? { reason } : null;
  return data(
    { kind: 'order' as const, order, prescriptionUrl, after: after.ok ? after.entity : null, documents: documents.ok ? documents.entity : null, toast: toastOf(url), confirmCancel },
    { headers: noStore },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (!(await currentUser(context.api))) throw data(null, { status: 401 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'cancel' || intent === 'return') return afterSalesAction(context.api, Number(params.id), intent, form);
  if (intent === 'reorder') return reorderAction(context.api, Number(params.id));
  if (intent !== 'pay' || form.get('orderId') !== params.id) throw data(null, { status: 400 });
  return payAction(context.api, form);
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (d?.kind === 'order') return pageMeta(t('shop.order.number', { number: d.order.orderNumber }));
  if (d?.kind === 'tracking') return [...pageMeta(t('shop.track.title', { number: d.tracking.orderNumber })), { name: 'robots', content: 'noindex' }];
  return pageMeta(t('shop.login.orderTitle'));
};

export default function OrderDetailRoute() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PaymentStepResult | AfterSalesResult | ReorderResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const navigate = useNavigate();
  const orderId = d.kind === 'order' ? d.order.id : null;
  const clearToast = useCallback(() => {
    if (orderId) navigate(`/myorders/${orderId}`, { replace: true, preventScrollReset: true });
  }, [navigate, orderId]);

  if (d.kind === 'login') {
    return (
      <Container className="py-8 sm:py-10">
        <LoginPrompt title={t('shop.login.orderTitle')} loginUrl={d.loginUrl} />
      </Container>
    );
  }
  if (d.kind === 'tracking') {
    return (
      <Container className="py-6 sm:py-8">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('shop.track.title', { number: d.tracking.orderNumber })}</h1>
          <StatusBadge status={d.tracking.status} />
        </div>
        <div className="mt-5">
          <OrderProgress
            status={d.tracking.status}
            events={d.tracking.timeline.map((e) => ({ event: e.event, createdAt: e.at }))}
            expectedBy={d.tracking.expectedBy}
            shipment={d.tracking.shipment}
          />
        </div>
        <TrackingView tracking={d.tracking} />
        {d.loginUrl && (
          <p className="mt-5 text-[15px] text-muted">
            {t('shop.track.yours')}{' '}
            <Link to={d.loginUrl} className="font-medium text-brand-700 underline underline-offset-2">
              {t('shop.login.button')}
            </Link>
          </p>
        )}
      </Container>
    );
  }
  if (result && 'intent' in result && result.intent === 'checkout') {
    return (
      <Container className="py-8 sm:py-10">
        <GatewayForm checkout={result.checkout} nonce={nonce} />
      </Container>
    );
  }
  const { order, toast } = d;
  return (
    <Container className="py-6 sm:py-8">
      <Link to="/myorders" className="inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
        <ArrowLeft size={16} aria-hidden /> {t('shop.order.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('shop.order.number', { number: order.orderNumber })}</h1>
        <StatusBadge status={order.status} />
        <PaymentBadge status={order.paymentStatus} />
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-muted">
          {t('shop.orders.placedOn', { date: formatDate(order.createdAt) })}
          {order.cancelReason ? ` · ${t('shop.order.cancelReason', { reason: order.cancelReason })}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {canReorder(order) && <ReorderButton orderId={order.id} orderNumber={order.orderNumber} size="sm" />}
          <Link to={`/support?orderId=${order.id}#need-help`} className="text-[15px] font-medium text-brand-700 underline underline-offset-2">
            {t('support.getHelp.order')}
          </Link>
        </div>
      </div>
      {result?.intent === 'reorder' &&
        (result.ok ? (
          <BulkReport lines={result.lines} count={result.count} message={result.message} className="mt-4" />
        ) : (
          <Alert tone="error" className="mt-4">
            {result.message}
          </Alert>
        ))}
      <div className="mt-5">
        <OrderProgress status={order.status} events={order.events} expectedBy={d.after?.expectedBy ?? null} shipment={d.after?.shipment ?? null} />
      </div>
      <OrderDetailView order={order} prescriptionUrl={d.prescriptionUrl} />
      <div className="mt-5 lg:max-w-[calc(100%-24rem)]">
        <AfterSalesPanel
          order={order}
          after={d.after}
          documents={d.documents}
          result={result && (result.intent === 'cancel' || result.intent === 'return') ? result : undefined}
          confirmCancel={d.confirmCancel}
        />
      </div>
      <Toast message={toast?.message} tone={toast?.tone} onDone={clearToast} />
    </Container>
  );
}
