import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { CERTIFICATE_RULES } from '@nirog/shared/certificates';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { CertificateFacts } from '../../features/certificates/certificate-facts.tsx';
import { officeCertificatesAction, officeCertificatesLoader } from '../../features/certificates/office-certificates.server.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/certificates';

export const meta: Route.MetaFunction = () => [...pageMeta(t('certificate.office.title')), { name: 'robots', content: 'noindex' }];

/** Look up a certificate and revoke it with a reason (decision 067): support operators (others get the 404 page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return officeCertificatesLoader(context.api, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeCertificatesAction(context.api, request);
}

export default function OfficeCertificates() {
  const { asked, certificate: c, notValid, revoked } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('certificate.office.title')} intro={t('certificate.office.intro')} />
      <Form method="get" className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
        <TextField label={t('certificate.office.lookupLabel')} name="id" defaultValue={asked} className="min-w-0 flex-1" required />
        <Button type="submit" variant="secondary">
          {t('certificate.office.lookup')}
        </Button>
      </Form>
      {revoked && <Alert tone="success" className="mt-4 max-w-xl">{t('certificate.toast.revoked')}</Alert>}
      {notValid && <Alert tone="error" className="mt-4 max-w-xl">{t('certificate.error.notValid')}</Alert>}
      {c && (
        <Card className="mt-4 max-w-2xl">
          <CertificateFacts c={c} />
          <p className="mt-3 text-sm text-muted">
            {t('certificate.office.holderId')}: {c.userId}
          </p>
          {c.status === 'revoked' ? (
            <p className="mt-3 font-medium text-danger">{t('certificate.office.revokedReason', { date: formatDate(c.revokedAt ?? c.issuedAt), reason: c.revokedReason ?? '' })}</p>
          ) : (
            <Form method="post" className="mt-4 space-y-3">
              <input type="hidden" name="id" value={c.publicId} />
              <TextAreaField label={t('certificate.office.reasonLabel')} name="reason" required minLength={CERTIFICATE_RULES.reasonMin} maxLength={CERTIFICATE_RULES.reasonMax} error={result?.error} />
              <Button type="submit" variant="danger" disabled={busy}>
                {t('certificate.office.revoke')}
              </Button>
            </Form>
          )}
        </Card>
      )}
    </Container>
  );
}
