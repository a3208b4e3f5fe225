import { TriangleAlert } from 'lucide-react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/delete-account';

export const meta: Route.MetaFunction = () => [...pageMeta(t('privacy.delete.title')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  return { mobile: user.mobileNumber };
}

type Result = { step: 'otp' | 'start'; notice?: string; error?: string; otpError?: string };

/** Two plain form posts (no script needed): send the deletion OTP, then confirm with it. */
export async function action({ context, request }: Route.ActionArgs): Promise<Result> {
  const form = await request.formData();
  if (form.get('intent') === 'send') {
    const res = await context.api.post('/v1/users/me/deletion/otp', {});
    return res.ok ? { step: 'otp', notice: res.message } : { step: 'start', error: res.error.error };
  }
  const otp = String(form.get('otp') ?? '').trim();
  const res = await context.api.post('/v1/users/me/deletion', { otp });
  if (res.ok) throw redirect('/?deleted=1', { headers: { 'Set-Cookie': 'AUTH=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax' } });
  return { step: 'otp', otpError: res.error.fields?.otp ?? res.error.error };
}

export default function DeleteAccount() {
  const { mobile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const step = result?.step ?? 'start';
  return (
    <Container className="py-8 sm:py-10">
      <Card className="mx-auto max-w-xl">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-danger">
          <TriangleAlert size={24} aria-hidden /> {t('privacy.delete.title')}
        </h1>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-[15px] text-ink">
          <li>{t('privacy.delete.erased')}</li>
          <li>{t('privacy.delete.kept')}</li>
          <li>{t('privacy.delete.again')}</li>
        </ul>
        <p className="mt-4 text-sm text-muted">
          <a href="/api/v1/users/me/data.pdf" download className="font-medium text-brand-700 underline underline-offset-2">
            {t('privacy.section.downloadPdf')}
          </a>{' '}
          · {t('privacy.section.intro')}
        </p>
        {result?.error && (
          <Alert tone="error" className="mt-4">
            {result.error}
          </Alert>
        )}
        {result?.notice && (
          <Alert tone="success" className="mt-4">
            {result.notice}
          </Alert>
        )}
        <Form method="post" className="mt-6 space-y-4" noValidate>
          {step === 'otp' ? (
            <>
              <TextField label={t('auth.otp')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} hint={t('privacy.delete.otpHint', { mobile })} error={result?.otpError} required />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy}>
                  {t('privacy.delete.confirm')}
                </Button>
                <Button type="submit" name="intent" value="send" variant="ghost" formNoValidate disabled={busy}>
                  {t('auth.resendOtp')}
                </Button>
              </div>
            </>
          ) : (
            <Button type="submit" name="intent" value="send" variant="danger" disabled={busy}>
              {t('privacy.delete.sendOtp')}
            </Button>
          )}
        </Form>
        <Link to="/profile" className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('privacy.delete.cancel')}
        </Link>
      </Card>
    </Container>
  );
}
