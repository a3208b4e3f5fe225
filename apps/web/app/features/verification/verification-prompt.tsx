/**
 * The doctors' prompt to verify (spec section 6), on home, medicines and profile. Its own module, so a page that only
 * shows the prompt does not load the verify modal (decision 031's budget).
 */
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { showsVerificationPrompt } from '@nirog/shared/verification-rules';
import type { VerificationStatus } from '@nirog/shared/schemas/verification';
import { Alert } from '../../components/ui/alert.tsx';

export const VERIFICATION_PAGE = '/profile-verification';

/** Spec section 6: doctors with status 0 see a prompt on home, feeds, medicines and profile. */
export function VerificationPrompt({ verification, className }: { verification: VerificationStatus | null | undefined; className?: string }) {
  if (!verification || !showsVerificationPrompt(verification.userType, verification.status)) return null;
  return (
    <Alert tone="warning" className={className}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between" data-testid="verification-prompt">
        <p className="flex items-start gap-2">
          <ShieldAlert size={18} className="mt-0.5 shrink-0" aria-hidden />
          <span>{t('verification.banner')}</span>
        </p>
        <Link to={VERIFICATION_PAGE} className="shrink-0 font-semibold underline underline-offset-2">
          {t('verification.bannerLink')}
        </Link>
      </div>
    </Alert>
  );
}
