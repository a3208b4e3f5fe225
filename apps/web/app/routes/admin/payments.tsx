import { Banknote, Check, Inbox, RotateCcw, Search, UserRound } from 'lucide-react';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_STATUS, USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import type { NeftTransfer, PendingRefund } from '@nirog/shared/schemas/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { notFound, officeAction, officeGet, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import type { PublicUser } from '../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMobile, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/payments';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.payments.title')), { name: 'robots', content: 'noindex' }];

function userIdOf(url: URL): { raw: string; id: number } {
  const raw = (url.searchParams.get('user') ?? '').trim();
  return { raw, id: /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 0 };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const [{ items: transfers }, { items: refunds }] = await Promise.all([
    officeGet(context.api, '/v1/admin/neft'),
    officeGet(context.api, '/v1/admin/refunds'),
  ]);
  const { raw, id } = userIdOf(url);
  let buyer: PublicUser | null = null;
  let lookupError: string | null = null;
  if (raw && !id) lookupError = t('office.credit.userInvalid');
  if (id) {
    const res = await context.api.get(`/v1/users/${id}/summary`);
    if (res.ok) buyer = res.entity.user;
    else if (res.httpStatus === 403) throw notFound();
    else if (res.httpStatus === 404) lookupError = t('office.credit.noSuchUser', { id });
    else throw new Response('The user could not be loaded', { status: 502 });
  }
  return { transfers, refunds, lookup: raw, buyer, lookupError, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { id } = userIdOf(url);
  return officeAction(request, context.api, id ? `/admin/payments?user=${id}` : '/admin/payments');
}

function Transfers({ transfers, result, busy }: { transfers: NeftTransfer[]; result: OfficeActionResult | undefined; busy: boolean }) {
  if (transfers.length === 0)
    return (
      <div className="mt-3 rounded-xl border border-dashed border-line bg-white p-8 text-center">
        <Inbox size={28} className="mx-auto text-brand-600" aria-hidden />
        <p className="mt-2 font-medium">{t('office.neft.empty')}</p>
      </div>
    );
  return (
    <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
      {transfers.map((n) => {
        const error = result?.intent === 'neft' && result.target === n.id ? result.formError : null;
        return (
          <li key={n.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid="neft-transfer">
            <div className="min-w-0 text-sm">
              <p>
                <Link to={`/admin/orders/${n.orderId}`} className="font-semibold text-brand-800 tabular-nums hover:underline">
                  {n.orderNumber}
                </Link>
                <span className="ml-2 font-semibold tabular-nums">{formatRupees(n.amountPaise)}</span>
              </p>
              <p className="break-all text-muted">
                {t('office.neft.utr')} <span className="font-mono text-ink">{n.utr}</span>
              </p>
              <p className="text-xs text-muted">{t('office.neft.when', { paidOn: formatDate(n.paidOn), reportedAt: formatDateTime(n.createdAt) })}</p>
              {error && (
                <Alert tone="error" className="mt-2">
                  {error}
                </Alert>
              )}
            </div>
            <Form method="post" replace preventScrollReset>
              <input type="hidden" name="intent" value="neft" />
              <input type="hidden" name="neftId" value={n.id} />
              <input type="hidden" name="orderNumber" value={n.orderNumber} />
              <Button type="submit" size="sm" disabled={busy} className="w-full sm:w-auto" aria-label={t('office.neft.confirmFor', { orderNumber: n.orderNumber })}>
                <Check size={16} aria-hidden /> {t('office.neft.confirm')}
              </Button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

function Refunds({ refunds, result, busy }: { refunds: PendingRefund[]; result: OfficeActionResult | undefined; busy: boolean }) {
  if (refunds.length === 0) return <p className="mt-3 rounded-lg border border-dashed border-line bg-white p-4 text-sm text-muted">{t('office.refunds.empty')}</p>;
  return (
    <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
      {refunds.map((r) => {
        const error = result?.intent === 'refund-retry' && result.target === r.id ? result.formError : null;
        return (
          <li key={r.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid="pending-refund">
            <div className="min-w-0 text-sm">
              <p>
                <Link to={`/admin/orders/${r.orderId}`} className="font-semibold text-brand-800 tabular-nums hover:underline">
                  {r.orderNumber}
                </Link>
                <span className="ml-2 font-semibold tabular-nums">{formatRupees(r.amountPaise)}</span>
                {r.orderType === ORDER_TYPE_APPOINTMENT && <span className="ml-2 text-muted">{t('office.order.consultationFee')}</span>}
              </p>
              <p className="text-muted">
                {r.buyerName} · {t(r.destination === 'original' ? 'office.refunds.toOriginal' : 'office.refunds.toWallet')} · {formatDateTime(r.createdAt)}
              </p>
              {error && (
                <Alert tone="error" className="mt-2">
                  {error}
                </Alert>
              )}
            </div>
            {r.accepted ? (
              <p className="text-sm text-muted">{t('office.refunds.awaiting')}</p>
            ) : (
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="intent" value="refund-retry" />
                <input type="hidden" name="refundId" value={r.id} />
                <input type="hidden" name="orderNumber" value={r.orderNumber} />
                <Button type="submit" size="sm" variant="secondary" disabled={busy} className="w-full sm:w-auto" aria-label={t('office.refunds.retryFor', { orderNumber: r.orderNumber })}>
                  <RotateCcw size={16} aria-hidden /> {t('office.refunds.retry')}
                </Button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function BuyerSummary({ buyer }: { buyer: PublicUser }) {
  const rows: Array<[string, string]> = [
    [t('office.credit.userId'), String(buyer.id)],
    [t('office.credit.type'), labelOf(USER_TYPES, buyer.userType as UserTypeCode)],
    [t('office.credit.mobile'), formatMobile(buyer.mobileNumber)],
    [t('office.credit.email'), buyer.email ?? '-'],
    [t('office.credit.account'), labelOf(USER_STATUS, buyer.status as (typeof USER_STATUS)[number]['code'])],
    [t('office.credit.since'), formatDate(buyer.createdAt)],
  ];
  return (
    <div data-testid="buyer-summary">
      <p className="flex items-center gap-2 font-semibold text-brand-900">
        <UserRound size={18} aria-hidden /> {buyer.fullName}
      </p>
      <dl className="mt-2 grid gap-x-4 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-0.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function OfficePayments() {
  const { transfers, refunds, lookup, buyer, lookupError, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const credit = result?.intent === 'credit' && buyer && result.target === buyer.id ? result : undefined;

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.payments.title')} intro={t('office.payments.intro')} />

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-2">
        <section aria-labelledby="neft-heading">
          <h2 id="neft-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <Banknote size={20} aria-hidden /> {t('office.neft.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('office.neft.intro')}</p>
          <Transfers transfers={transfers} result={result} busy={busy} />

          <h2 id="refunds-heading" className="mt-6 flex items-center gap-2 text-lg font-semibold text-brand-900">
            <RotateCcw size={20} aria-hidden /> {t('office.refunds.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('office.refunds.intro')}</p>
          <Refunds refunds={refunds} result={result} busy={busy} />
        </section>

        <section aria-labelledby="credit-heading">
          <h2 id="credit-heading" className="text-lg font-semibold text-brand-900">
            {t('office.credit.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('office.credit.intro')}</p>
          <Card className="mt-3 space-y-4 p-4 sm:p-5">
            <Form method="get" className="flex items-start gap-2" role="search" noValidate>
              <TextField
                label={t('office.credit.userId')}
                name="user"
                inputMode="numeric"
                pattern="[0-9]*"
                defaultValue={lookup}
                error={lookupError ?? undefined}
                className="flex-1"
              />
              <Button type="submit" variant="secondary" className="mt-[1.625rem] shrink-0">
                <Search size={18} aria-hidden /> {t('office.credit.lookUp')}
              </Button>
            </Form>

            {buyer && (
              <>
                <BuyerSummary buyer={buyer} />
                {buyer.userType === 1 && <Alert tone="warning">{t('office.credit.notTrade')}</Alert>}
                {credit?.credit && (
                  <Alert tone="success">
                    <span data-testid="credit-result">
                      {t('office.credit.result', {
                        limit: formatRupees(credit.credit.limitPaise),
                        used: formatRupees(credit.credit.usedPaise),
                        available: formatRupees(credit.credit.availablePaise),
                      })}
                    </span>
                  </Alert>
                )}
                {credit?.formError && Object.keys(credit.fieldErrors).length === 0 && <Alert tone="error">{credit.formError}</Alert>}
                <Form method="post" replace preventScrollReset className="space-y-3 border-t border-line pt-4" noValidate>
                  <input type="hidden" name="intent" value="credit" />
                  <input type="hidden" name="userId" value={buyer.id} />
                  <TextField
                    label={t('office.credit.limit')}
                    name="limit"
                    prefix="₹"
                    inputMode="decimal"
                    required
                    defaultValue={credit && !credit.credit ? (credit.values.limit ?? '') : ''}
                    error={credit?.fieldErrors.limit}
                    hint={t('office.credit.limitHint')}
                  />
                  <Button type="submit" disabled={busy}>
                    {t('office.credit.save')}
                  </Button>
                </Form>
              </>
            )}
          </Card>
        </section>
      </div>
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
