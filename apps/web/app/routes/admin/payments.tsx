import { Banknote, RotateCcw, Search, UserRound } from 'lucide-react';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_STATUS, USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { listHref, parseListParams } from '../../features/back-office/office-list.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { neftList, paymentViewOf, refundList, type PaymentView } from '../../features/back-office/payment-lists.tsx';
import { notFound, officeAction, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import type { PublicUser } from '../../lib/api-client.ts';
import { formatDate, formatMobile, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/payments';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.payments.title')), { name: 'robots', content: 'noindex' }];

function userIdOf(url: URL): { raw: string; id: number } {
  const raw = (url.searchParams.get('user') ?? '').trim();
  return { raw, id: positiveId(raw) ?? 0 };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const view = paymentViewOf(url);
  const neft = view === 'neft' ? await loadList(context.api, neftList, url) : null;
  const refunds = view === 'refunds' ? await loadList(context.api, refundList, url) : null;
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
  return { view, neft, refunds, lookup: raw, buyer, lookupError, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { id } = userIdOf(url);
  const list = paymentViewOf(url) === 'refunds' ? refundList : neftList;
  const back = new URL(listHref(list, parseListParams(list, url)), url);
  if (id) back.searchParams.set('user', String(id));
  return officeAction(request, context.api, back.pathname + back.search);
}

/** NEFT transfers or pending refunds: one list at a time, each with its search, sort, pages and export. */
function ViewTabs({ view, counts }: { view: PaymentView; counts: Record<PaymentView, number | null> }) {
  const tabs: Array<{ v: PaymentView; label: string }> = [
    { v: 'neft', label: t('office.neft.title') },
    { v: 'refunds', label: t('office.refunds.title') },
  ];
  return (
    <nav aria-label={t('office.payments.views')} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2">
        {tabs.map(({ v, label }) => (
          <li key={v}>
            <Link
              to={v === 'neft' ? '/admin/payments' : '/admin/payments?view=refunds'}
              aria-current={v === view ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap',
                v === view ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
              )}
            >
              {v === 'neft' ? <Banknote size={16} aria-hidden /> : <RotateCcw size={16} aria-hidden />} {label}
              {counts[v] !== null && <span className="tabular-nums">({counts[v]})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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
  const { view, neft, refunds, lookup, buyer, lookupError, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const credit = result?.intent === 'credit' && buyer && result.target === buyer.id ? result : undefined;

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.payments.title')} intro={t('office.payments.intro')} />

      <div className="mt-5 grid items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="payments-heading" className="min-w-0">
          <h2 id="payments-heading" className="sr-only">
            {t('office.payments.views')}
          </h2>
          <ViewTabs view={view} counts={{ neft: neft?.total ?? null, refunds: refunds?.total ?? null }} />
          {result?.formError && (result.intent === 'neft' || result.intent === 'refund-retry') && (
            <Alert tone="error" className="mt-3">
              {result.formError}
            </Alert>
          )}
          {neft && (
            <>
              <p className="mt-3 text-sm text-muted">{t('office.neft.intro')}</p>
              <DataTable
                list={neftList}
                params={neft.params}
                rows={neft.items}
                total={neft.total}
                rowKey={(n) => n.id}
                rowTestId="neft-transfer"
                caption={t('office.neft.title')}
                searchLabel="office.payments.searchNeft"
                empty={neft.params.q ? undefined : t('office.neft.empty')}
              />
            </>
          )}
          {refunds && (
            <>
              <p className="mt-3 text-sm text-muted">{t('office.refunds.intro')}</p>
              <DataTable
                list={refundList}
                params={refunds.params}
                rows={refunds.items}
                total={refunds.total}
                rowKey={(r) => r.id}
                rowTestId="pending-refund"
                caption={t('office.refunds.title')}
                searchLabel="office.payments.searchRefunds"
                empty={refunds.params.q || refunds.params.filters.destination ? undefined : t('office.refunds.empty')}
                filters={
                  <>
                    {/* The form's filters replace the list's own, so the page's view goes with them. */}
                    <input type="hidden" name="view" value="refunds" />
                    <FilterSelect
                    list={refundList}
                    name="destination"
                    label={t('office.payments.destination')}
                    value={refunds.params.filters.destination}
                    options={[
                      { value: 'original', label: t('office.refunds.toOriginal') },
                      { value: 'nirog_money', label: t('office.refunds.toWallet') },
                    ]}
                  />
                  </>
                }
              />
            </>
          )}
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
