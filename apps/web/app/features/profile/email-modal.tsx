import { useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { email as emailRule, emailCode } from '@nirog/shared/schemas/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { ProfileFormResult, ProfileView } from './profile-types.ts';

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? undefined : r.error?.issues[0]?.message);

/**
 * Email verification in two steps: 'Send code' emails a 6-digit code to the address; 'Verify' checks it, and only
 * then does the address become the account's email. A code already on its way (the profile's emailPending) opens
 * the modal at the second step, so closing the modal or reloading the page loses nothing.
 */
export function EmailModal({ profile, result, change, closeTo }: { profile: ProfileView; result: ProfileFormResult | undefined; change: boolean; closeTo: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const pending = profile.emailPending;
  const step: 'send' | 'verify' = result?.step ?? (pending && !change ? 'verify' : 'send');
  const target = result?.values?.email ?? pending?.email ?? '';
  // An address saved but not verified yet is offered for verification; a change starts empty.
  const [email, setEmail] = useState(() => result?.values?.email ?? (change || profile.emailVerified ? '' : (profile.email ?? '')));
  const [code, setCode] = useState(result?.values?.code ?? '');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const serverErrors = result?.fieldErrors ?? {};
  const emailError = touched.email ? firstIssue(emailRule.safeParse(email)) : serverErrors.email;
  const codeError = touched.code ? firstIssue(emailCode.safeParse(code)) : serverErrors.code;
  const onClose = (open: boolean) => !open && navigate(closeTo, { preventScrollReset: true });
  const otherError = result?.error && !serverErrors.email && !serverErrors.code ? result.error : step === 'verify' ? serverErrors.email : null;

  return (
    <Modal open onOpenChange={onClose} title={t('profileEmail.title')} description={step === 'send' ? t('profileEmail.intro') : undefined}>
      {otherError && (
        <Alert tone="error" className="mb-4">
          {otherError}
        </Alert>
      )}
      {step === 'send' ? (
        <Form method="post" action="/profile?form=email" noValidate className="space-y-4" preventScrollReset>
          <input type="hidden" name="step" value="send" />
          <TextField
            label={t('profileEmail.address')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            error={emailError}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched((tc) => ({ ...tc, email: true }))}
          />
          <div className="flex flex-wrap gap-3 border-t border-line pt-4">
            <Button type="submit" name="intent" value="email-send" disabled={busy}>
              {t('profileEmail.sendCode')}
            </Button>
            <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
              {t('profileDetails.cancel')}
            </ButtonLink>
          </div>
        </Form>
      ) : (
        <Form method="post" action="/profile?form=email" noValidate className="space-y-4" preventScrollReset>
          <input type="hidden" name="step" value="verify" />
          <input type="hidden" name="email" value={target} />
          <TextField
            label={t('profileEmail.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            hint={t('profileEmail.codeHint', { email: target, minutes: 10 })}
            onChange={(e) => setCode(e.target.value)}
            onBlur={() => setTouched((tc) => ({ ...tc, code: true }))}
          />
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
            <Button type="submit" name="intent" value="email-verify" disabled={busy}>
              {t('profileEmail.verify')}
            </Button>
            <Button type="submit" name="intent" value="email-send" variant="secondary" disabled={busy} formNoValidate>
              {t('profileEmail.resend')}
            </Button>
            <ButtonLink to="/profile?form=email&change=1" variant="ghost" preventScrollReset>
              {t('profileEmail.other')}
            </ButtonLink>
          </div>
        </Form>
      )}
    </Modal>
  );
}
