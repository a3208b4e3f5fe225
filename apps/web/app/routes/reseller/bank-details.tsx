import { useEffect, useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYOUT_PATHS } from '@nirog/shared/payouts';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { percent, VERIFICATION_LABELS } from '../../features/payouts/labels.ts';
import { methodAction } from '../../features/payouts/payouts.server.ts';
import { loadQuizGate } from '../../features/quiz/quiz.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/bank-details';
import { LazyVerifyModal } from '../../features/verification/lazy-verify-modal.tsx';

export const meta: Route.MetaFunction = () => pageMeta(t('payouts.bank.title'), t('payouts.bank.metaDescription'));

/** Protected (spec section 2): where the partner's earnings are paid; a change needs an OTP and holds payouts 24 hours. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const res = await context.api.get('/v0/payout');
  // No NirogPartner section (a patient): the programme's page, as the partner area does (decision 076).
  if (!res.ok && res.httpStatus === 403) throw redirect('/reseller');
  if (!res.ok) throw new Response(null, { status: 500 });
  return { method: res.entity.method, noPanRateBps: res.entity.tds.noPanRateBps, mobileEnd: user.mobileNumber.slice(-4), saved: new URL(request.url).searchParams.get('saved') === '1', gate: await loadQuizGate(context.api, user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return methodAction(request, context.api);
}

export default function BankDetails() {
  const { method, noPanRateBps, mobileEnd, saved, gate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const [type, setType] = useState(result?.values.type ?? 'upiId');
  const [verifyOpen, setVerifyOpen] = useState(!!gate);
  useEffect(() => setType(result?.values.type ?? 'upiId'), [result?.values.type]);
  const otpStep = result?.step === 'otp';
  const v = result?.values ?? {};
  const err = result?.fieldErrors ?? {};
  return (
    <Container className="max-w-2xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{t('payouts.bank.title')}</h1>
      <p className="mt-1 text-[15px] text-muted">{t('payouts.bank.intro')}</p>
      {saved && <Alert tone="success" className="mt-4">{t('payouts.toast.methodSaved')}</Alert>}

      <Card className="mt-5" aria-labelledby="current-method">
        <h2 id="current-method" className="text-lg font-semibold text-brand-900">{t('payouts.bank.current')}</h2>
        {method ? (
          <dl className="mt-2 space-y-1 text-[15px]">
            <div>
              <dt className="sr-only">{t('payouts.bank.type')}</dt>
              <dd className="font-medium">
                {method.type === 'upiId' ? `${t('payouts.bank.typeUpi')}: ${method.upiId}` : `${t('payouts.bank.typeBank')}: ${method.accountNumberMasked} · ${method.ifsc}`}
              </dd>
            </div>
            {method.bankName && <dd className="text-muted">{t('payouts.bank.bankName', { name: method.bankName })}</dd>}
            <dd className="text-muted">{method.accountHolder}</dd>
            <dd className={method.verification === 1 ? 'text-brand-700' : 'text-danger'}>{t(VERIFICATION_LABELS[method.verification])}</dd>
            {method.onHold && <dd><Alert tone="warning" className="mt-2">{t('payouts.bank.onHold', { when: formatDateTime(method.holdUntil) })}</Alert></dd>}
          </dl>
        ) : (
          <p className="mt-2 text-[15px] text-muted">{t('payouts.bank.none')}</p>
        )}
        <p className="mt-3">
          <Link to={PAYOUT_PATHS.earnings} className="font-medium text-brand-700 underline">{t('payouts.bank.seeEarnings')}</Link>
        </p>
      </Card>

      <Card className="mt-5" aria-labelledby="change-method">
        <h2 id="change-method" className="text-lg font-semibold text-brand-900">{method ? t('payouts.bank.change') : t('payouts.bank.add')}</h2>
        {result?.formError && <Alert tone="error" className="mt-3">{result.formError}</Alert>}
        {result?.notice && <Alert tone="success" className="mt-3">{result.notice}</Alert>}
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <fieldset disabled={otpStep} className="space-y-4">
            <legend className="mb-2 text-sm font-medium">{t('payouts.bank.type')}</legend>
            <div className="flex flex-wrap gap-4 text-[15px]">
              {(['upiId', 'bankAccount'] as const).map((k) => (
                <label key={k} className="inline-flex items-center gap-2">
                  <input type="radio" name="type" value={k} checked={type === k} onChange={() => setType(k)} />
                  {k === 'upiId' ? t('payouts.bank.typeUpi') : t('payouts.bank.typeBank')}
                </label>
              ))}
            </div>
            <TextField label={t('payouts.bank.holder')} name="accountHolder" defaultValue={v.accountHolder} error={err.accountHolder} autoComplete="name" maxLength={80} />
            {type === 'upiId' ? (
              <TextField label={t('payouts.bank.upiId')} name="upiId" defaultValue={v.upiId} error={err.upiId} autoCapitalize="none" inputMode="email" />
            ) : (
              <>
                <TextField label={t('payouts.bank.accountNumber')} name="accountNumber" defaultValue={v.accountNumber} error={err.accountNumber} inputMode="numeric" maxLength={18} />
                <TextField label={t('payouts.bank.confirmAccountNumber')} name="confirmAccountNumber" defaultValue={v.confirmAccountNumber} error={err.confirmAccountNumber} inputMode="numeric" maxLength={18} />
                <TextField label={t('payouts.bank.ifsc')} name="ifsc" defaultValue={v.ifsc} error={err.ifsc} autoCapitalize="characters" maxLength={11} />
              </>
            )}
            <TextField label={t('payouts.bank.pan')} name="pan" defaultValue={v.pan} error={err.pan} hint={t('payouts.bank.panHint', { rate: percent(noPanRateBps) })} autoCapitalize="characters" maxLength={10} />
          </fieldset>
          {otpStep && (
            <>
              {/* The disabled fieldset above is not posted: its values travel as hidden fields. */}
              {Object.entries(v).map(([k, val]) => <input key={k} type="hidden" name={k} value={val} />)}
              <p className="text-sm text-muted">{t('payouts.bank.otpHint', { last: mobileEnd })}</p>
              <TextField label={t('payouts.bank.otp')} name="otp" error={err.otp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            {otpStep ? (
              <>
                <Button type="submit" name="intent" value="save" disabled={busy}>{t('payouts.bank.save')}</Button>
                <Button type="submit" name="intent" value="resend" variant="secondary" disabled={busy}>{t('payouts.bank.sendOtp')}</Button>
              </>
            ) : (
              <Button type="submit" name="intent" value="send" disabled={busy}>{t('payouts.bank.sendOtp')}</Button>
            )}
          </div>
        </Form>
      </Card>
      {gate && (
        <LazyVerifyModal verification={gate} open={verifyOpen} onOpenChange={setVerifyOpen} closeTo="/" />
      )}
    </Container>
  );
}
