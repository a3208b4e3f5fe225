import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { PartnerOrderBadge, PartnerOrderMoney } from '../../features/partner/partner-order-parts.tsx';
import { ordersAction, requirePartner } from '../../features/partner/partner.server.ts';
import { PartnerNav } from '../../features/partner/partner-ui.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => pageMeta(t('partner.orders.heading'));

/** /reseller/orders: every partner order with its state, patient, amount and commission (spec section 2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePartner(context.api, request);
  const res = await context.api.get('/v0/reseller/orders?limit=50');
  return { orders: res.ok ? res.entity.items : [], sent: new URL(request.url).searchParams.has('sent') };
}

export async function action({ context, request }: Route.ActionArgs) {
  return ordersAction(request, context.api);
}

export default function PartnerOrders() {
  const { orders, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PartnerNav />
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.orders.heading')}</h1>
      {sent && !result && (
        <Alert tone="success" className="mt-4">
          {t('partner.sent')}
        </Alert>
      )}
      {result?.message && (
        <Alert tone="success" className="mt-4">
          {result.message}
        </Alert>
      )}
      {result?.error && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      {orders.length === 0 && <p className="mt-6 text-muted">{t('partner.orders.empty')}</p>}
      <ul className="mt-5 list-none space-y-3 p-0">
        {orders.map((o) => (
          <li key={o.id}>
            <Card className="p-4" aria-labelledby={`po-${o.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id={`po-${o.id}`} className="m-0 font-semibold text-ink">
                  {o.patientName} <span className="text-sm font-normal text-muted">{o.patientMobile}</span>
                </p>
                <PartnerOrderBadge o={o} />
              </div>
              <p className="m-0 mt-1 text-sm text-muted">
                {o.order ? `${o.order.orderNumber} · ` : ''}
                {formatDateTime(o.createdAt)}
              </p>
              <PartnerOrderMoney o={o} />
              <div className="mt-2 flex flex-wrap gap-2">
                <Link to={`/reseller/prescription/${o.id}`} className={buttonClass('ghost', 'sm')}>
                  {t('partner.orders.prescription')}
                </Link>
                {o.state === 'sent' && (
                  <>
                    <Form method="post">
                      <input type="hidden" name="id" value={o.id} />
                      <button type="submit" name="intent" value="resend" disabled={busy} className={buttonClass('secondary', 'sm')}>
                        {t('partner.orders.resend')}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={o.id} />
                      <button type="submit" name="intent" value="cancel" disabled={busy} className={buttonClass('danger', 'sm')}>
                        {t('partner.orders.cancel')}
                      </button>
                    </Form>
                  </>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  );
}
