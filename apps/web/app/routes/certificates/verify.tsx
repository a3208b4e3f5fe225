import { ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { data } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { CertificateFacts } from '../../features/certificates/certificate-facts.tsx';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/verify';

const noStore = { 'cache-control': 'no-store' };

/**
 * /certificates/{id} (public, decision 067): what a certificate's QR code opens. A genuine certificate shows its facts
 * and whether it still stands; a forged, altered or unknown id says "not valid" with status 404. Server-rendered, no
 * script needed; kept out of search engines and out of every cache (a revocation shows at once).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const res = await context.api.get(`/pub/v1/certificates/${encodeURIComponent(params.id)}`);
  if (res.ok) return data({ certificate: res.entity, refusal: null }, { headers: noStore });
  if (res.httpStatus === 429) return data({ certificate: null, refusal: res.error.error }, { status: 429, headers: noStore });
  return data({ certificate: null, refusal: null }, { status: 404, headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [...pageMeta(t('certificate.meta.title')), { name: 'robots', content: 'noindex' }];

export default function CertificateVerification({ loaderData }: Route.ComponentProps) {
  const { certificate: c, refusal } = loaderData;
  return (
    <Container className="max-w-2xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-900">{t('certificate.verify.heading')}</h1>
      {c ? (
        <Card className="mt-4">
          {c.status === 'valid' ? (
            <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-900" role="status">
              <ShieldCheck size={22} className="mt-0.5 shrink-0 text-brand-700" aria-hidden />
              <span>
                <strong className="block">{t('certificate.verify.valid')}</strong>
                {t('certificate.verify.validNote', { site: t('app.name') })}
              </span>
            </p>
          ) : (
            <p className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-danger" role="status">
              <ShieldX size={22} className="mt-0.5 shrink-0" aria-hidden />
              <span>
                <strong className="block">{t('certificate.verify.revoked')}</strong>
                {t('certificate.verify.revokedNote', { date: formatDate(c.revokedAt ?? c.issuedAt) })}
              </span>
            </p>
          )}
          <div className="mt-5">
            <CertificateFacts c={c} />
          </div>
        </Card>
      ) : (
        <Card className="mt-4">
          {refusal ? (
            <p role="alert" className="text-danger">
              {refusal}
            </p>
          ) : (
            <>
              <p className="flex items-start gap-2 text-danger" role="alert">
                <ShieldAlert size={22} className="mt-0.5 shrink-0" aria-hidden />
                <span>
                  <strong className="block text-lg">{t('certificate.verify.notValidTitle')}</strong>
                  {t('certificate.error.notValid')}
                </span>
              </p>
              <p className="mt-3 text-[15px] text-muted">{t('certificate.verify.notValidHelp')}</p>
            </>
          )}
          <ButtonLink to="/" variant="secondary" className="mt-4">
            {t('certificate.verify.home')}
          </ButtonLink>
        </Card>
      )}
    </Container>
  );
}
