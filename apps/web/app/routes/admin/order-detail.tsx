import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OrderFacts, OrderItemsTable, OrderTimeline } from '../../features/back-office/order-facts.tsx';
import { CancelForm, ShipForm, StepButtons, nextSteps } from '../../features/back-office/order-actions.tsx';
import { OfficeNav } from '../../features/back-office/office-nav.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { officeAction, officeGet, requireOperator, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { RefundList, ReturnCard } from '../../features/back-office/return-card.tsx';
import { PrescriptionReview } from '../../features/back-office/prescription-review.tsx';
import { prescriptionFileUrl } from '../../features/orders/orders.server.ts';
import { eventLabel, PaymentBadge, StatusBadge } from '../../features/orders/order-labels.tsx';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/order-detail';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d ? `${d.order.orderNumber} | ${t('office.orders.title')}` : t('office.orders.title')),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  // A buyer may read their own order through the same API: the page itself is for operators only.
  await requireOperator(context.api, request);
  const [order, after, documents, history] = await Promise.all([
    officeGet(context.api, `/v3/orders/${id}`),
    officeGet(context.api, `/v1/orders/${id}/after-sales`),
    officeGet(context.api, `/v1/orders/${id}/credit-notes`),
    auditOf(context.api, 'order', id),
  ]);
  const url = new URL(request.url);
  return { order, after, documents, history, prescriptionUrl: await prescriptionFileUrl(context.api, order), toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = idOr404(params.id);
  return officeAction(request, context.api, `/admin/orders/${id}`);
}

export default function OfficeOrderDetail() {
  const { order, after, documents, history, prescriptionUrl, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const steps = nextSteps(order.status);
  const orderError = result && (result.intent === 'advance' || result.intent === 'cancel') && result.formError && Object.keys(result.fieldErrors).length === 0 ? result.formError : null;
  const returns = after.returns.map((r) => ({ ...r, orderNumber: order.orderNumber }));
  const otherRefunds = after.refunds.filter((r) => !r.returnId);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Link to="/admin/orders" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden">
        <ArrowLeft size={16} aria-hidden /> {t('office.order.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 tabular-nums">{order.orderNumber}</h1>
          <p className="text-sm text-muted">
            {t('office.order.placedOn', { date: formatDateTime(order.createdAt) })} · {t('office.order.itemCount', { count: order.itemCount })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold tabular-nums">{formatRupees(order.totalPaise)}</span>
          <span data-testid="order-status">
            <StatusBadge status={order.status} />
          </span>
          <PaymentBadge status={order.paymentStatus} />
        </div>
      </div>

      {order.prescription && <PrescriptionReview order={order} rx={order.prescription} fileUrl={prescriptionUrl} result={result} busy={busy} />}

      <Card className="mt-4 space-y-4 p-4 sm:p-5 print:hidden" aria-labelledby="next-step-heading" role="region">
        <h2 id="next-step-heading" className="text-lg font-semibold text-brand-900">
          {t('office.order.nextStep')}
        </h2>
        {orderError && <Alert tone="error">{orderError}</Alert>}
        {steps.length === 0 ? (
          <p className="text-sm text-muted">{t('office.order.noStep', { status: eventLabel(order.status) })}</p>
        ) : (
          <StepButtons order={order} busy={busy} size="md" onOrderPage />
        )}
        {steps.includes('shipped') && <ShipForm order={order} result={result} busy={busy} />}
        <CancelForm order={order} result={result} busy={busy} />
      </Card>

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <OrderItemsTable order={order} />
          {(returns.length > 0 || otherRefunds.length > 0) && (
            <section aria-labelledby="returns-heading" className="space-y-3">
              <h2 id="returns-heading" className="text-lg font-semibold text-brand-900">
                {t('office.order.returns')}
              </h2>
              {returns.map((r) => (
                <ReturnCard key={r.id} ret={r} result={result} busy={busy} showOrder={false} />
              ))}
              {otherRefunds.length > 0 && (
                <Card className="p-4">
                  <h3 className="mb-2 text-sm font-semibold text-brand-900">{t('office.order.refunds')}</h3>
                  <RefundList refunds={otherRefunds} />
                </Card>
              )}
            </section>
          )}
          <OrderTimeline events={order.events} />
          <AuditTrail entries={history} />
        </div>
        <OrderFacts order={order} shipment={after.shipment} documents={documents} />
      </div>
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
