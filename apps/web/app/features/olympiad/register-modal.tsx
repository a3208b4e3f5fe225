import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';

export interface RegisterState {
  step: 'details' | 'otp';
  values: { fullName: string; mobileNumber: string };
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
}

/**
 * The olympiad sign-up modal (spec sections 4 and 5: name and mobile number, country code 91). A visitor confirms the
 * number with an OTP (the account is made or logged in by it); a logged-in account registers with its own number.
 */
export function RegisterModal({
  open,
  onOpenChange,
  editionId,
  user,
  state,
  loginHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editionId: number;
  user: { fullName: string; mobileNumber: string } | null;
  state: RegisterState | undefined;
  loginHref: string;
}) {
  const busy = useNavigation().state !== 'idle';
  const errors = state?.fieldErrors ?? {};
  const otpStep = !user && state?.step === 'otp';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('olympiad.modal.title')} description={user ? t('olympiad.modal.memberIntro') : t('olympiad.modal.intro')}>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="edition" value={editionId} />
        {state?.formError && <Alert tone="error">{state.formError}</Alert>}
        {otpStep && state?.notice && <Alert tone="info">{t('olympiad.modal.otpSent', { mobile: state.values.mobileNumber })}</Alert>}
        {otpStep ? (
          <>
            <input type="hidden" name="fullName" value={state!.values.fullName} />
            <input type="hidden" name="mobileNumber" value={state!.values.mobileNumber} />
            <TextField label={t('olympiad.modal.otp')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required autoFocus error={errors.otp} />
            <Button type="submit" name="intent" value="register" disabled={busy} className="w-full">
              {t('olympiad.modal.submit')}
            </Button>
          </>
        ) : (
          <>
            <TextField label={t('olympiad.modal.name')} name="fullName" autoComplete="name" required maxLength={100} defaultValue={state?.values.fullName ?? user?.fullName ?? ''} error={errors.fullName} />
            {user ? (
              <TextField label={t('olympiad.modal.mobile')} name="mobileNumber" prefix={t('olympiad.modal.countryCode')} value={user.mobileNumber} readOnly />
            ) : (
              <TextField
                label={t('olympiad.modal.mobile')}
                name="mobileNumber"
                prefix={t('olympiad.modal.countryCode')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                required
                defaultValue={state?.values.mobileNumber ?? ''}
                error={errors.mobileNumber}
              />
            )}
            <Button type="submit" name="intent" value={user ? 'member' : 'send'} disabled={busy} className="w-full">
              {user ? t('olympiad.modal.submit') : t('olympiad.modal.sendOtp')}
            </Button>
            {!user && (
              <p className="text-center text-sm">
                <Link to={loginHref} className="text-brand-800 underline">
                  {t('olympiad.modal.haveAccount')}
                </Link>
              </p>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
