import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYOUT_PATHS } from '@nirog/shared/payouts';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { KIND_LABELS, percent, SOURCE_LABELS, STATE_LABELS, STATUS_LABELS } from '../../features/payouts/labels.ts';
import { payoutAction } from '../../features/payouts/payouts.server.ts';
import { formatDate, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/earnings';

export const meta: Route.MetaFunction = () => pageMeta(t('payouts.earn.title'), t('payouts.earn.metaDescription'));

/** The last three months (India time), newest first, for the statement links. */
function recentMonths(now: Date) {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return [0, 1, 2].map((back) => {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Protected: the earner's balances, payouts (with TDS), ledger and monthly statements. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const [summary, ledger] = await Promise.all([context.api.get('/v0/payout'), context.api.get('/v0/payout/ledger?limit=20')]);
  // No NirogPartner section (a patient): the programme's page, as the partner area does (decision 076).
  if (!summary.ok && summary.httpStatus === 403) throw redirect('/reseller');
  if (!summary.ok || !ledger.ok) throw new Response(null, { status: 500 });
  return { s: summary.entity, ledger: ledger.entity, months: recentMonths(new Date()), key: `web-${crypto.randomUUID()}`, requested: new URL(request.url).searchParams.get('requested') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return payoutAction(request, context.api);
}

export default function Earnings() {
  const { s, ledger, months, key, requested } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const fy = `${s.financialYear}-${String((s.financialYear + 1) % 100).padStart(2, '0')}`;
  const canRequest = !!s.method && s.method.verification === 1 && !s.method.onHold && s.availablePaise >= s.minimumPaise;
  const tiles: Array<[string, string, string?]> = [
    [t('payouts.earn.pending'), formatRupees(s.pendingPaise), t('payouts.earn.pendingHint')],
    [t('payouts.earn.available'), formatRupees(s.availablePaise)],
    [t('payouts.earn.inFlight'), formatRupees(s.inFlightPaise)],
    [t('payouts.earn.yearTds', { fy }), formatRupees(s.yearTdsPaise), t('payouts.earn.yearPaid', { fy }) + ': ' + formatRupees(s.yearPaidPaise)],
  ];
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-900">{t('payouts.earn.title')}</h1>
        <Link to={PAYOUT_PATHS.bankDetails} className="font-medium text-brand-700 underline">{t('payouts.earn.bankDetails')}</Link>
      </div>
      {requested && <Alert tone="success" className="mt-4">{t('payouts.toast.requested')}</Alert>}
      {result?.error && <Alert tone="error" className="mt-4">{result.error}</Alert>}
      {s.method?.onHold && <Alert tone="warning" className="mt-4">{t('payouts.error.onHold')}</Alert>}

      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, value, hint]) => (
          <li key={label} className="rounded-xl border border-line bg-white p-3">
            <p className="text-xs text-muted">{label}</p>
            <p className="mt-1 text-lg font-semibold text-brand-900">{value}</p>
            {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        {t('payouts.earn.tdsRule', { rate: percent(s.tds.rateBps), threshold: formatRupees(s.tds.thresholdPaise), noPan: percent(s.tds.noPanRateBps) })} {t('payouts.earn.weekly')}
      </p>
      {canRequest && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="idempotencyKey" value={key} />
          <Button type="submit" disabled={busy}>{t('payouts.earn.requestPayout', { amount: formatRupees(s.availablePaise) })}</Button>
        </Form>
      )}

      <section aria-labelledby="payouts-h" className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="payouts-h" className="text-lg font-semibold text-brand-900">{t('payouts.earn.payouts')}</h2>
        {s.payouts.length === 0 ? (
          <p className="mt-2 text-[15px] text-muted">{t('payouts.earn.noPayouts')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {s.payouts.map((p) => (
              <li key={p.id} className="py-3 text-[15px]">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">{formatDate(p.createdAt)} · {t(STATUS_LABELS[p.status])}</span>
                  <span className="font-semibold">{formatRupees(p.netPaise)}</span>
                </div>
                <p className="text-sm text-muted">
                  {t('payouts.earn.gross')} {formatRupees(p.grossPaise)} · {t('payouts.earn.tds')} {formatRupees(p.tdsPaise)} ({percent(p.tdsRateBps)}, 194H)
                  {p.bankReference ? ` · ${t('payouts.earn.reference', { ref: p.bankReference })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ledger-h" className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="ledger-h" className="text-lg font-semibold text-brand-900">{t('payouts.earn.ledger')}</h2>
        {ledger.items.length === 0 ? (
          <p className="mt-2 text-[15px] text-muted">{t('payouts.earn.noLedger')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {ledger.items.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-3 text-[15px]">
                <span>
                  <span className="font-medium">{t(KIND_LABELS[e.kind])}</span>
                  {(e.source === 'consultation' || e.source === 'partner_order') && ` · ${t(SOURCE_LABELS[e.source]!)}`}
                  {e.kind === 'adjustment' || e.kind === 'cancel' ? ` · ${e.description}` : ''}
                  {e.state && <span className="ml-1 rounded-full bg-brand-50 px-2 text-xs text-brand-800">{t(STATE_LABELS[e.state])}</span>}
                  <span className="block text-sm text-muted">
                    {formatDate(e.createdAt)}
                    {e.feePaise !== null && e.grossPaise !== null && e.kind === 'pending' ? ` · ${t('payouts.earn.platformFee', { fee: formatRupees(e.feePaise), gross: formatRupees(e.grossPaise) })}` : ''}
                    {e.state === 'pending' && e.availableAt ? ` · ${t('payouts.earn.availableOn', { when: formatDate(e.availableAt) })}` : ''}
                  </span>
                </span>
                <span className={e.amountPaise < 0 ? 'font-semibold text-danger' : 'font-semibold text-brand-800'}>{formatRupees(e.amountPaise)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="statements-h" className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="statements-h" className="text-lg font-semibold text-brand-900">{t('payouts.earn.statements')}</h2>
        <ul className="mt-2 space-y-2 text-[15px]">
          {months.map((m) => (
            <li key={m} className="flex flex-wrap items-center gap-3">
              <span className="w-20 font-medium">{m}</span>
              <a href={`/api/v0/payout/statements/${m}?format=pdf`} className="text-brand-700 underline" download>{t('payouts.earn.statementPdf')}</a>
              <a href={`/api/v0/payout/statements/${m}?format=csv`} className="text-brand-700 underline" download>{t('payouts.earn.statementCsv')}</a>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
