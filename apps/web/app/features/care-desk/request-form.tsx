import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMobile } from '../../lib/format.ts';
import type { DoctorCard } from '@nirog/shared/schemas/care';
import type { RequestActionData } from './request-action.server.ts';

/** The doctor a request is addressed to, as the form names them. */
export type RequestDoctor = Pick<DoctorCard, 'id' | 'displayName' | 'modes' | 'path' | 'city'>;

/**
 * The appointment request form (spec: request-appointment): name, mobile, pincode, problem and the kind of
 * consultation; then the OTP sent to the number. Works without JavaScript: each step is a form post, and the values
 * of the first step travel in hidden fields.
 */
export function RequestForm({
  result,
  doctor,
  defaults,
  partner,
  ownMobile,
}: {
  result: RequestActionData | undefined;
  doctor: RequestDoctor | null;
  defaults: { fullName: string; mobileNumber: string };
  /** A signed-in practitioner may ask on a patient's behalf (appointment type 0, reseller). */
  partner: boolean;
  ownMobile: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const step = result?.step ?? 'details';
  const v = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const otpRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step === 'otp') otpRef.current?.focus();
  }, [step, result]);

  const types: Array<{ value: 0 | 1 | 2; label: string; hint: string }> = [];
  if (!doctor || doctor.modes.includes(0)) types.push({ value: 1, label: t('desk.type.online'), hint: t('desk.form.typeOnlineHint') });
  if (!doctor || doctor.modes.includes(1)) types.push({ value: 2, label: t('desk.type.clinic'), hint: t('desk.form.typeClinicHint') });
  if (partner && !doctor) types.push({ value: 0, label: t('desk.type.reseller'), hint: t('desk.form.typeResellerHint') });
  const chosenType = v.appointmentType ?? String(types[0]?.value ?? 1);
  const mobile = v.mobileNumber ?? defaults.mobileNumber;

  return (
    <Card className="mx-auto w-full max-w-xl">
      <h1 className="text-2xl font-bold text-brand-900">{doctor ? t('desk.form.titleDoctor', { doctor: doctor.displayName }) : t('desk.form.title')}</h1>
      <p className="mt-2 text-[15px] text-muted">{doctor ? t('desk.form.introDoctor', { doctor: doctor.displayName }) : t('desk.form.intro')}</p>
      {result?.notice && (
        <Alert tone="success" className="mt-4">
          {result.notice}
        </Alert>
      )}
      {result?.formError && (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        {doctor && <input type="hidden" name="doctorId" value={doctor.id} />}
        {step === 'details' ? (
          <>
            <TextField label={t('desk.form.fullName')} name="fullName" autoComplete="name" defaultValue={v.fullName ?? defaults.fullName} error={errors.fullName} required />
            <TextField
              label={t('desk.form.mobile')}
              name="mobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              prefix="+91"
              defaultValue={mobile}
              hint={ownMobile ? t('desk.form.mobileOwnHint') : t('desk.form.mobileHint')}
              error={errors.mobileNumber}
              required
            />
            <TextField label={t('desk.form.pinCode')} name="pinCode" inputMode="numeric" autoComplete="postal-code" maxLength={6} defaultValue={v.pinCode} error={errors.pinCode} required />
            <div className="space-y-1.5">
              <label htmlFor="problem" className="block text-sm font-medium text-ink">
                {t('desk.form.problem')}
              </label>
              <textarea
                id="problem"
                name="problem"
                rows={4}
                maxLength={500}
                defaultValue={v.problem}
                aria-invalid={errors.problem ? true : undefined}
                aria-describedby={errors.problem ? 'problem-error' : 'problem-hint'}
                className={cn(
                  'block w-full rounded-lg border bg-white px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
                  errors.problem ? 'border-danger' : 'border-line',
                )}
              />
              {errors.problem ? (
                <p id="problem-error" role="alert" className="text-sm font-medium text-danger">
                  {errors.problem}
                </p>
              ) : (
                <p id="problem-hint" className="text-sm text-muted">
                  {t('desk.form.problemHint')}
                </p>
              )}
            </div>
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-ink">{t('desk.form.type')}</legend>
              {types.map((ty) => (
                <label key={ty.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="appointmentType" value={ty.value} defaultChecked={chosenType === String(ty.value)} className="mt-1 accent-brand-700" />
                  <span>
                    <span className="block font-medium">{ty.label}</span>
                    <span className="block text-sm text-muted">{ty.hint}</span>
                  </span>
                </label>
              ))}
              {errors.appointmentType && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {errors.appointmentType}
                </p>
              )}
            </fieldset>
            {errors.doctorId && <Alert tone="error">{errors.doctorId}</Alert>}
            <Button type="submit" name="intent" value="send" className="w-full" disabled={busy}>
              {ownMobile && ownMobile === mobile ? t('desk.form.send') : t('desk.form.sendOtp')}
            </Button>
          </>
        ) : (
          <>
            {(['fullName', 'mobileNumber', 'pinCode', 'problem', 'appointmentType'] as const).map((k) => (
              <input key={k} type="hidden" name={k} value={v[k] ?? ''} />
            ))}
            <dl className="grid gap-2 rounded-lg bg-canvas p-3 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted">{t('desk.form.fullName')}:</dt>
                <dd className="font-medium">{v.fullName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted">{t('desk.form.mobile')}:</dt>
                <dd className="font-medium">{formatMobile(v.mobileNumber ?? '')}</dd>
              </div>
            </dl>
            <TextField
              ref={otpRef}
              label={t('desk.form.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="[0-9]*"
              hint={t('desk.form.otpHint', { mobile: v.mobileNumber ?? '' })}
              error={errors.otp}
              required
            />
            <Button type="submit" name="intent" value="confirm" className="w-full" disabled={busy}>
              {t('desk.form.confirm')}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <button type="submit" name="intent" value="resend" formNoValidate className="font-medium text-brand-700 underline underline-offset-2" disabled={busy}>
                {t('desk.form.resend')}
              </button>
              <Link to={doctor ? `/request-appointment?doctorId=${doctor.id}` : '/request-appointment'} reloadDocument className="font-medium text-brand-700 underline underline-offset-2">
                {t('desk.form.change')}
              </Link>
            </div>
          </>
        )}
      </Form>
      <p className="mt-5 border-t border-line pt-4 text-xs text-muted">{t('desk.form.privacy')}</p>
    </Card>
  );
}
