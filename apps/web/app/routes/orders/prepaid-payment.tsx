import { ArrowLeft, CircleCheck, Clock } from 'lucide-react';
import { data, Link, useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { GatewayForm, PayOnlineButton } from '../../features/orders/gateway-form.tsx';
import { LoginPrompt } from '../../features/orders/login-prompt.tsx';
import { PaymentBadge } from '../../features/orders/order-labels.tsx';
import type { PaymentStepResult } from '../../features/orders/order-pages.ts';
import { loadUnpaidOnline, payAction } from '../../features/orders/orders.server.ts';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format.ts';
import { currentUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { loginRedirectUrl } from '../../route-access.ts';
import type { Route } from './+types/prepaid-payment';

export const meta: Route.MetaFunction = () => pageMeta(t('shop.prepaid.title'));

/** The buyer's online orders still waiting for payment, each with Pay (spec section 2: /myorders/prepaidpayment). */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!(await currentUser(context.api))) return data({ loginUrl: loginRedirectUrl(new URL(request.url)), orders: null }, { headers: { 'cache-control': 'no-store' } });
  return data({ loginUrl: null, orders: await loadUnpaidOnline(context.api) }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  if (!(await currentUser(context.api))) throw data(null, { status: 401 });
  const form = await request.formData();
  if (form.get('intent') !== 'pay') throw data(null, { status: 400 });
  return payAction(context.api, form);
}

export default function PrepaidPayment() {
  const { loginUrl, orders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PaymentStepResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  if (loginUrl) {
    return (
      <Container className="py-8 sm:py-10">
        <LoginPrompt title={t('shop.login.ordersTitle')} loginUrl={loginUrl} />
      </Container>
    );
  }
  if (result?.intent === 'checkout') {
    return (
      <Container className="py-8 sm:py-10">
        <GatewayForm checkout={result.checkout} nonce={nonce} />
      </Container>
    );
  }
  return (
    <Container className="py-8 sm:py-10">
      <Link to="/myorders" className="inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
        <ArrowLeft size={16} aria-hidden /> {t('shop.order.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-brand-900 sm:text-3xl">{t('shop.prepaid.title')}</h1>
      <p className="mt-1 max-w-2xl text-[15px] text-muted">{t('shop.prepaid.text')}</p>
      {orders === null ? (
        <Alert tone="error" className="mt-6">
          {t('shop.orders.loadFailed')}{' '}
          <a href="/myorders/prepaidpayment" className="font-medium underline">
            {t('shop.cart.retry')}
          </a>
        </Alert>
      ) : orders.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 rounded-xl border border-line bg-white p-5 text-[15px] text-ink">
          <CircleCheck size={20} aria-hidden className="text-brand-700" /> {t('shop.prepaid.empty')}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {orders.map((o) => (
            <li key={o.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5" data-testid="unpaid-order">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to={`/myorders/${o.id}`} className="font-semibold text-ink underline underline-offset-2">
                      {t('shop.order.number', { number: o.orderNumber })}
                    </Link>
                    <PaymentBadge status={o.paymentStatus} />
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {t('shop.orders.placedOn', { date: formatDate(o.createdAt) })} · {t('shop.order.items', { count: o.itemCount })}
                  </p>
                  {o.payBy && (
                    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-saffron-700">
                      <Clock size={15} aria-hidden /> {t('shop.prepaid.payBy', { time: formatDateTime(o.payBy) })}
                    </p>
                  )}
                </div>
                <PayOnlineButton orderId={o.id} label={t('shop.prepaid.pay', { amount: formatRupees(o.totalPaise) })} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
