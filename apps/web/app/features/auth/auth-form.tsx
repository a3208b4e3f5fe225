import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { PRACTITIONER_USER_TYPES, SALUTATIONS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import type { Audience, AuthActionData, AuthMode } from './auth-action.server.ts';

/**
 * One form for every sign-up and login page. Each step is a plain POST to the page's action, so it works on a slow
 * phone before the JavaScript arrives; the values of earlier steps travel in hidden fields.
 */
export function AuthForm({
  mode,
  audience,
  title,
  intro,
  result,
  redirectTo,
  referralCode = null,
}: {
  mode: AuthMode;
  audience: Audience;
  title: string;
  intro?: string;
  result: AuthActionData | undefined;
  redirectTo: string | null;
  /** The code of the referral link the person came by (sign-up only). */
  referralCode?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const step = result?.step ?? 'start';
  const v = result?.values;
  const errors = result?.fieldErrors ?? {};
  const otpRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step !== 'start') otpRef.current?.focus();
  }, [step, result]);

  const showDetails = (mode === 'signup' && step === 'start') || step === 'signup-details';
  const askOtp = step !== 'start';
  const submitIntent = step === 'start' ? 'send' : step === 'login-otp' ? 'login' : 'signup';
  const other = mode === 'signup' ? (audience === 'individual' ? '/login-individual' : '/login-practitioner') : audience === 'individual' ? '/sign-up-individual' : '/sign-up-practitioner';
  const keepParams = new URLSearchParams({ ...(redirectTo ? { redirectTo } : {}), ...(referralCode && mode === 'signup' ? { ref: referralCode } : {}) }).toString();
  const keep = keepParams ? `?${keepParams}` : '';

  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro && <p className="mt-2 text-[15px] text-muted">{intro}</p>}
      {referralCode && mode === 'signup' && !result?.notice && (
        <Alert tone="success" className="mt-4">
          {t('rewardsUi.signup.applied', { code: referralCode })}
        </Alert>
      )}
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
        <input type="hidden" name="step" value={step} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {referralCode && mode === 'signup' && <input type="hidden" name="referralCode" value={referralCode} />}
        {audience === 'practitioner' && showDetails ? (
          <>
            <SelectField label={t('auth.userType')} name="userType" defaultValue={v?.userType ?? ''} error={errors.userType} required>
              <option value="" disabled>
                {t('auth.choose')}
              </option>
              {PRACTITIONER_USER_TYPES.map((u) => (
                <option key={u.code} value={u.code}>
                  {u.label}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('auth.salutation')} name="salutation" defaultValue={v?.salutation ?? ''} error={errors.salutation} required>
              <option value="" disabled>
                {t('auth.choose')}
              </option>
              {SALUTATIONS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </SelectField>
          </>
        ) : (
          <>
            {v?.userType && audience === 'practitioner' && <input type="hidden" name="userType" value={v.userType} />}
            {v?.salutation && audience === 'practitioner' && <input type="hidden" name="salutation" value={v.salutation} />}
          </>
        )}
        {showDetails ? (
          <TextField label={t('auth.fullName')} name="fullName" autoComplete="name" defaultValue={v?.fullName} error={errors.fullName} required />
        ) : (
          v?.fullName && <input type="hidden" name="fullName" value={v.fullName} />
        )}
        {step === 'start' || step === 'signup-details' ? (
          <TextField
            label={t('auth.mobile')}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            prefix="+91"
            defaultValue={v?.mobileNumber}
            readOnly={step === 'signup-details'}
            hint={t('auth.mobileHint')}
            error={errors.mobileNumber}
            required
          />
        ) : (
          <>
            <input type="hidden" name="mobileNumber" value={v?.mobileNumber ?? ''} />
            {errors.mobileNumber && <Alert tone="error">{errors.mobileNumber}</Alert>}
          </>
        )}
        {askOtp && (
          <TextField
            ref={otpRef}
            label={t('auth.otp')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            hint={t('auth.otpHint', { mobile: v?.mobileNumber ?? '' })}
            error={errors.otp}
            required
          />
        )}
        <Button type="submit" name="intent" value={submitIntent} className="w-full" disabled={busy}>
          {step === 'start' ? t('auth.sendOtp') : step === 'login-otp' ? t('auth.verifyAndLogin') : t('auth.verifyAndSignUp')}
        </Button>
        {askOtp && (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="submit" name="intent" value="resend" formNoValidate className="font-medium text-brand-700 underline underline-offset-2" disabled={busy}>
              {t('auth.resendOtp')}
            </button>
            <Link to={`${keep}`} reloadDocument className="font-medium text-brand-700 underline underline-offset-2">
              {t('auth.changeNumber')}
            </Link>
          </div>
        )}
      </Form>
      <p className="mt-6 border-t border-line pt-4 text-sm text-muted">
        {mode === 'signup' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <Link to={`${other}${keep}`} className="font-medium text-brand-700 underline underline-offset-2">
          {mode === 'signup' ? t('nav.login') : t('nav.signUp')}
        </Link>
      </p>
      <p className="mt-3 text-xs text-muted">
        {t('auth.terms')}{' '}
        <Link to="/terms-of-service" className="underline">
          {t('footer.terms')}
        </Link>{' '}
        {t('auth.and')}{' '}
        <Link to="/privacy-policy" className="underline">
          {t('footer.privacy')}
        </Link>
        .
      </p>
    </Card>
  );
}
