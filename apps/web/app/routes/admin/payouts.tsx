import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYOUT_STATUSES, type PayoutStatus } from '@nirog/shared/payouts';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { STATUS_LABELS, VERIFICATION_LABELS } from '../../features/payouts/labels.ts';
import { formatDate, formatMobile, formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/payouts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('payouts.admin.title')), { name: 'robots', content: 'noindex' }];

const statusOf = (url: URL): PayoutStatus | null => {
  const s = url.searchParams.get('status');
  return (PAYOUT_STATUSES as readonly string[]).includes(s ?? '') ? (s as PayoutStatus) : null;
};

/** Back office (finance): payouts to approve, pay and retry; earners' balances; the consultation fee and TDS settings. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const status = statusOf(url);
  const [payouts, earners, settings] = await Promise.all([
    officeGet(context.api, `/v0/admin/payouts?limit=50${status ? `&status=${status}` : ''}`),
    officeGet(context.api, '/v0/admin/earners?limit=50'),
    officeGet(context.api, '/v0/admin/payout-settings'),
  ]);
  return { status, payouts, earners, settings, done: url.searchParams.get('done') };
}

const num = (v: FormDataEntryValue | null) => (typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN);
const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const id = num(form.get('id'));
  const back = (): never => {
    const to = new URL(url);
    to.searchParams.set('done', intent);
    throw redirect(to.pathname + to.search);
  };
  let res;
  if (intent === 'approve' || intent === 'retry') res = await context.api.post(`/v0/admin/payouts/${id}/${intent}`);
  else if (intent === 'paid') res = await context.api.post(`/v0/admin/payouts/${id}/paid`, { bankReference: str(form.get('bankReference')) });
  else if (intent === 'fail') res = await context.api.post(`/v0/admin/payouts/${id}/fail`, { reason: str(form.get('reason')) });
  else if (intent === 'adjust') res = await context.api.post(`/v0/admin/earners/${id}/adjust`, { amountPaise: num(form.get('amountPaise')), reason: str(form.get('reason')), idempotencyKey: str(form.get('key')) });
  else if (intent === 'settings') {
    res = await context.api.put('/v0/admin/payout-settings', {
      consultationFeeBps: num(form.get('consultationFeeBps')),
      consultationHoldDays: num(form.get('consultationHoldDays')),
      tdsRateBps: num(form.get('tdsRateBps')),
      tdsNoPanRateBps: num(form.get('tdsNoPanRateBps')),
      tdsThresholdPaise: num(form.get('tdsThresholdPaise')),
    });
  } else return data({ error: t('error.notFound'), id, intent }, { status: 400 });
  if (res.ok) return back();
  const fields = res.error.fields ? Object.values(res.error.fields).join(' ') : '';
  return data({ error: fields || res.error.error, id, intent }, { status: res.httpStatus });
}

const TOASTS: Record<string, Parameters<typeof t>[0]> = {
  approve: 'payouts.toast.approved',
  paid: 'payouts.toast.paid',
  fail: 'payouts.toast.failed',
  retry: 'payouts.toast.retried',
  adjust: 'payouts.toast.adjusted',
  settings: 'payouts.toast.settingsSaved',
};

export default function OfficePayouts() {
  const { status, payouts, earners, settings, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errorFor = (intent: string, id?: number) => (result && result.intent === intent && (id === undefined || result.id === id) ? result.error : null);
  return (
    <Container className="py-4">
      <OfficeNav />
      <OfficeHeader title={t('payouts.admin.title')} />
      {done && TOASTS[done] && <Alert tone="success" className="mt-3">{t(TOASTS[done]!)}</Alert>}

      <nav aria-label={t('payouts.admin.title')} className="mt-4 flex flex-wrap gap-2">
        {[null, ...PAYOUT_STATUSES].map((s) => (
          <Link key={s ?? 'all'} to={s ? `?status=${s}` : '?'} aria-current={s === status ? 'page' : undefined} className={cn('rounded-full border px-3 py-1 text-sm', s === status ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white')}>
            {s ? t(STATUS_LABELS[s]) : t('payouts.admin.filterAll')}
          </Link>
        ))}
      </nav>

      <ul className="mt-3 space-y-3">
        {payouts.items.length === 0 && <li className="text-muted">{t('payouts.admin.empty')}</li>}
        {payouts.items.map((p) => (
          <li key={p.id}>
            <Card aria-labelledby={`payout-${p.id}`} className="p-4 sm:p-4">
              <div className="flex flex-wrap justify-between gap-2">
                <h2 id={`payout-${p.id}`} className="font-semibold">#{p.id} · {p.name} · {formatMobile(p.mobile)}</h2>
                <span className="text-sm">{t(STATUS_LABELS[p.status])} · {formatDate(p.createdAt)}</span>
              </div>
              <p className="mt-1 text-sm text-muted">
                {t('payouts.earn.gross')} {formatRupees(p.grossPaise)} · {t('payouts.earn.tds')} {formatRupees(p.tdsPaise)} · {t('payouts.earn.net')} <strong>{formatRupees(p.netPaise)}</strong> → {p.destination}
                {p.bankReference ? ` · ${t('payouts.earn.reference', { ref: p.bankReference })}` : ''}
                {p.failureReason ? ` · ${p.failureReason}` : ''}
              </p>
              {errorFor('approve', p.id) ?? errorFor('paid', p.id) ?? errorFor('fail', p.id) ?? errorFor('retry', p.id) ? (
                <Alert tone="error" className="mt-2">{errorFor('approve', p.id) ?? errorFor('paid', p.id) ?? errorFor('fail', p.id) ?? errorFor('retry', p.id)}</Alert>
              ) : null}
              <div className="mt-2 flex flex-wrap items-end gap-2">
                {p.status === 'requested' && (
                  <Form method="post"><input type="hidden" name="id" value={p.id} /><Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>{t('payouts.admin.approve')}</Button></Form>
                )}
                {p.status === 'approved' && (
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <TextField label={t('payouts.admin.bankReference')} name="bankReference" required maxLength={40} />
                    <Button type="submit" name="intent" value="paid" size="sm" disabled={busy}>{t('payouts.admin.markPaid')}</Button>
                  </Form>
                )}
                {(p.status === 'requested' || p.status === 'approved') && (
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <TextField label={t('payouts.admin.failReason')} name="reason" required maxLength={200} />
                    <Button type="submit" name="intent" value="fail" size="sm" variant="danger" disabled={busy}>{t('payouts.admin.fail')}</Button>
                  </Form>
                )}
                {p.status === 'failed' && (
                  <Form method="post"><input type="hidden" name="id" value={p.id} /><Button type="submit" name="intent" value="retry" size="sm" disabled={busy}>{t('payouts.admin.retry')}</Button></Form>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold text-brand-900">{t('payouts.admin.earners')}</h2>
      <ul className="mt-3 space-y-3">
        {earners.items.map((e) => (
          <li key={e.userId}>
            <Card className="p-4 sm:p-4">
              <p className="font-semibold">{e.name} · {formatMobile(e.mobile)}</p>
              <p className="text-sm text-muted">
                {t('payouts.earn.pending')} {formatRupees(e.pendingPaise)} · {t('payouts.earn.available')} {formatRupees(e.availablePaise)}
                {e.method ? ` · ${e.method.type === 'upiId' ? e.method.upiId : `${e.method.accountNumberMasked} ${e.method.ifsc}`} (${t(VERIFICATION_LABELS[e.method.verification])})` : ''}
              </p>
              {errorFor('adjust', e.userId) && <Alert tone="error" className="mt-2">{errorFor('adjust', e.userId)}</Alert>}
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="id" value={e.userId} />
                <input type="hidden" name="key" value={`office-${e.userId}-${e.updatedAt.replace(/[^0-9]/g, '')}`} />
                <TextField label={t('payouts.admin.adjustAmount')} name="amountPaise" inputMode="numeric" required />
                <TextField label={t('payouts.admin.adjustReason')} name="reason" required maxLength={200} />
                <Button type="submit" name="intent" value="adjust" size="sm" variant="secondary" disabled={busy}>{t('payouts.admin.adjust')}</Button>
              </Form>
            </Card>
          </li>
        ))}
      </ul>

      <Card className="mt-8" aria-labelledby="settings-h">
        <h2 id="settings-h" className="text-xl font-bold text-brand-900">{t('payouts.admin.settings')}</h2>
        {errorFor('settings') && <Alert tone="error" className="mt-2">{errorFor('settings')}</Alert>}
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField label={t('payouts.admin.feeBps')} name="consultationFeeBps" defaultValue={settings.consultationFeeBps} inputMode="numeric" />
          <TextField label={t('payouts.admin.holdDays')} name="consultationHoldDays" defaultValue={settings.consultationHoldDays} inputMode="numeric" />
          <TextField label={t('payouts.admin.tdsBps')} name="tdsRateBps" defaultValue={settings.tdsRateBps} inputMode="numeric" />
          <TextField label={t('payouts.admin.tdsNoPanBps')} name="tdsNoPanRateBps" defaultValue={settings.tdsNoPanRateBps} inputMode="numeric" />
          <TextField label={t('payouts.admin.thresholdPaise')} name="tdsThresholdPaise" defaultValue={settings.tdsThresholdPaise} inputMode="numeric" />
          <div className="flex items-end"><Button type="submit" name="intent" value="settings" disabled={busy}>{t('payouts.admin.save')}</Button></div>
        </Form>
      </Card>
    </Container>
  );
}
