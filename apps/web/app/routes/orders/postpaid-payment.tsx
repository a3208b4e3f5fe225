import { ArrowLeft, Landmark } from 'lucide-react';
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { NEFT_ACCOUNT, PAYMENT_METHOD_POSTPAID } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { GatewayForm, PayOnlineButton } from '../../features/orders/gateway-form.tsx';
import { LoginPrompt } from '../../features/orders/login-prompt.tsx';
import { PaymentBadge } from '../../features/orders/order-labels.tsx';
import type { PaymentStepResult } from '../../features/orders/order-pages.ts';
import { loadCredit, loadOrder, neftAction, payAction, type NeftResult } from '../../features/orders/orders.server.ts';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { currentUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { loginRedirectUrl } from '../../route-access.ts';
import type { Route } from './+types/postpaid-payment';

/** Paying a postpaid order (spec section 2: /myorders/{id}/postpaidpayment): NEFT details, credit, report a transfer, or pay online. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!(await currentUser(context.api))) return data({ loginUrl: loginRedirectUrl(new URL(request.url)), order: null, credit: null, today: '' }, { headers: { 'cache-control': 'no-store' } });
  const [order, credit] = await Promise.all([loadOrder(context.api, params.id), loadCredit(context.api)]);
  // The date in India, for the "paid on" field.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return data({ loginUrl: null, order, credit, today }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (!(await currentUser(context.api))) throw data(null, { status: 401 });
  const order = await loadOrder(context.api, params.id);
  const form = await request.formData();
  if (form.get('intent') === 'pay' && form.get('orderId') === String(order.id)) return payAction(context.api, form);
  if (form.get('intent') === 'neft') return neftAction(context.api, order, form);
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  pageMeta(d?.order ? t('shop.postpaid.title', { number: d.order.orderNumber }) : t('shop.login.orderTitle'));

export default function PostpaidPayment() {
  const { loginUrl, order, credit, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PaymentStepResult | NeftResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const navigation = useNavigation();
  if (loginUrl || !order) {
    return (
      <Container className="py-8 sm:py-10">
        <LoginPrompt title={t('shop.login.orderTitle')} loginUrl={loginUrl ?? '/login-individual'} />
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
  const neft = result?.intent === 'neft' ? result : undefined;
  const due = order.paymentMethod === PAYMENT_METHOD_POSTPAID && order.paymentStatus === 'due' && order.status !== 'cancelled';
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'neft';
  const rows: Array<[string, string]> = [
    [t('shop.postpaid.accountName'), NEFT_ACCOUNT.accountName],
    [t('shop.postpaid.bank'), NEFT_ACCOUNT.bankName],
    [t('shop.postpaid.accountNumber'), NEFT_ACCOUNT.accountNumber],
    [t('shop.postpaid.ifsc'), NEFT_ACCOUNT.ifsc],
    [t('shop.postpaid.branch'), NEFT_ACCOUNT.branch],
    [t('shop.postpaid.reference'), order.orderNumber],
  ];
  return (
    <Container className="py-6 sm:py-8">
      <Link to={`/myorders/${order.id}`} className="inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
        <ArrowLeft size={16} aria-hidden /> {t('shop.postpaid.backToOrder')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('shop.postpaid.title', { number: order.orderNumber })}</h1>
        <PaymentBadge status={order.paymentStatus} />
      </div>

      {!due ? (
        <Alert tone="info" className="mt-5">
          {order.paymentMethod === PAYMENT_METHOD_POSTPAID ? t('shop.postpaid.notDue') : t('shop.postpaid.notPostpaid')}
        </Alert>
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-2 lg:items-start">
          <Card className="p-4 sm:p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Landmark size={20} aria-hidden className="text-brand-700" /> {t('shop.postpaid.neftTitle')}
            </h2>
            <p className="mt-2 text-[15px] text-ink">
              {t('shop.postpaid.neftText', { amount: formatRupees(order.totalPaise), date: order.payBy ? formatDate(order.payBy) : '—' })}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-canvas p-3 text-[15px]" data-testid="neft-account">
              {rows.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted">{k}</dt>
                  <dd className="font-medium break-all text-ink">{v}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <div className="space-y-5">
            {credit && (
              <Card className="p-4 sm:p-5">
                <h2 className="text-lg font-semibold text-brand-900">{t('shop.postpaid.creditTitle')}</h2>
                <dl className="mt-2 grid grid-cols-3 gap-3 text-center">
                  {(
                    [
                      [t('shop.postpaid.limit'), credit.limitPaise],
                      [t('shop.postpaid.used'), credit.usedPaise],
                      [t('shop.postpaid.available'), credit.availablePaise],
                    ] as const
                  ).map(([k, v]) => (
                    <div key={k} className="rounded-lg bg-canvas p-2">
                      <dt className="text-xs text-muted">{k}</dt>
                      <dd className="text-[15px] font-semibold text-ink tabular-nums">{formatRupees(v)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            )}

            <Card className="p-4 sm:p-5">
              <h2 className="text-lg font-semibold text-brand-900">{t('shop.postpaid.reportTitle')}</h2>
              <Form method="post" className="mt-3 space-y-4" noValidate>
                <input type="hidden" name="intent" value="neft" />
                {neft && !Object.keys(neft.fields).length && <Alert tone="error">{neft.message}</Alert>}
                <TextField
                  label={t('shop.postpaid.utr')}
                  name="utr"
                  defaultValue={neft?.values.utr ?? ''}
                  error={neft?.fields.utr}
                  hint={t('shop.postpaid.utrHint')}
                  autoCapitalize="characters"
                  maxLength={22}
                  required
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('shop.postpaid.amount')}
                    name="amount"
                    inputMode="decimal"
                    defaultValue={neft?.values.amount ?? (order.totalPaise / 100).toFixed(2)}
                    error={neft?.fields.amount}
                    required
                  />
                  <TextField label={t('shop.postpaid.paidOn')} name="paidOn" type="date" max={today} defaultValue={neft?.values.paidOn ?? today} error={neft?.fields.paidOn} required />
                </div>
                <Button type="submit" disabled={busy}>
                  {t('shop.postpaid.report')}
                </Button>
              </Form>
            </Card>

            <Card className="p-4 sm:p-5">
              <h2 className="text-lg font-semibold text-brand-900">{t('shop.postpaid.onlineTitle')}</h2>
              <p className="mt-1 text-[15px] text-muted">{t('shop.postpaid.onlineText')}</p>
              <div className="mt-3">
                <PayOnlineButton orderId={order.id} variant="secondary" label={t('shop.order.payNow', { amount: formatRupees(order.totalPaise) })} />
              </div>
            </Card>
          </div>
        </div>
      )}
    </Container>
  );
}
