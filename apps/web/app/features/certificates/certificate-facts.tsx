/**
 * What a certificate states (decision 067): the holder, what for, the result and the dates, with its id. Shown on the
 * public verification page and in the back office; zod-free, texts from the catalogue.
 */
import { achievementText, contextLabel, contextLine, type CertificateAchievement, type CertificateContext } from '@nirog/shared/certificates';
import { t } from '@nirog/shared/messages/catalogue';
import { formatDate } from '../../lib/format.ts';

export interface CertificateFactsView {
  publicId: string;
  holderName: string;
  context: CertificateContext;
  title: string;
  achievement: CertificateAchievement;
  achievedAt: string;
  issuedAt: string;
}

export function CertificateFacts({ c }: { c: CertificateFactsView }) {
  const row = 'grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3';
  return (
    <dl className="space-y-3 text-[15px]">
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.holder')}</dt>
        <dd className="text-lg font-bold text-brand-900" data-testid="certificate-holder">
          {c.holderName}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.for')}</dt>
        <dd>
          <span className="block text-muted">{contextLine(c.context)}</span>
          <span className="font-semibold text-ink">{c.title}</span> <span className="text-sm text-muted">({contextLabel(c.context)})</span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.achievement')}</dt>
        <dd>{achievementText(c.achievement)}</dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.achievedOn')}</dt>
        <dd>{formatDate(c.achievedAt)}</dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.issuedOn')}</dt>
        <dd>{formatDate(c.issuedAt)}</dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-muted">{t('certificate.verify.id')}</dt>
        <dd className="break-all font-mono text-sm tracking-wider">{c.publicId}</dd>
      </div>
    </dl>
  );
}
