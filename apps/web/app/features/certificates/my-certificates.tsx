/**
 * The holder's certificates on their profile (decision 067): each with what it is for, the result and the date, its
 * PDF (the API serves it to the holder only) and its public verification page. A revoked one says why and offers no
 * download.
 */
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { achievementText, contextLabel } from '@nirog/shared/certificates';
import { t } from '@nirog/shared/messages/catalogue';
import type { CertificateView } from '@nirog/shared/schemas/certificates';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';

export function MyCertificates({ items }: { items: CertificateView[] }) {
  return (
    <section aria-labelledby="my-certificates">
      <h2 id="my-certificates" className="flex items-center gap-2 font-semibold text-brand-900">
        <Award size={18} aria-hidden /> {t('certificate.profile.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('certificate.profile.intro')}</p>
      {items.length === 0 ? (
        <p className="mt-3 text-[15px]">{t('certificate.profile.empty')}</p>
      ) : (
        <ul className="mt-3 list-none space-y-3 p-0">
          {items.map((c) => (
            <li key={c.publicId} className="rounded-lg border border-line p-3" aria-labelledby={`cert-${c.publicId}`}>
              <p id={`cert-${c.publicId}`} className="font-semibold text-ink">
                {c.title}
              </p>
              <p className="text-sm text-muted">
                {contextLabel(c.context)} · {achievementText(c.achievement)} · {formatDate(c.achievedAt)}
              </p>
              {c.status === 'revoked' && <p className="mt-1 text-sm text-danger">{t('certificate.profile.revoked', { reason: c.revokedReason ?? '' })}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                {c.status === 'valid' && (
                  <a href={c.pdfPath} download className={buttonClass('secondary', 'sm')}>
                    {t('certificate.profile.download')}
                  </a>
                )}
                <Link to={c.path} className={buttonClass('ghost', 'sm')}>
                  {t('certificate.profile.verifyLink')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
