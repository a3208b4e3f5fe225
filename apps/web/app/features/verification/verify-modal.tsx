/**
 * The verify modal of spec section 4: kinds pending (0), under review (2), approved (1 or 3, closes itself) and
 * rejected (4, with the reviewer's reason and a link to re-upload), each in the variant of the user's type (a
 * chemist's names the drug licence and GST/PAN). Spec section 2 shows it on the feeds, quizzes, community,
 * webinar, medicines, profile-verification and reseller pages; section 6 opens it on write-gated actions of a user
 * who is not verified. `useVerifyGate` is the helper those pages use; `VerificationPrompt` is the doctors' prompt.
 */
import { BadgeCheck, Clock, FileWarning, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { needsDocuments, verifyVariantOf } from '@nirog/shared/verification-rules';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { VerificationStatus } from '@nirog/shared/schemas/verification';
import { VERIFICATION_PAGE } from './verification-prompt.tsx';
export { VERIFICATION_PAGE, VerificationPrompt } from './verification-prompt.tsx';

const APPROVED_CLOSE_MS = 2500;

export type VerifyModalKind = 'pending' | 'underReview' | 'approved' | 'rejected' | 'chemist';

/**
 * The modal's kind for a status. `forOrdering` (add to cart, checkout): a chemist at status 1 may not order yet (spec
 * section 5: chemists order only once re-verified, status 3), so they get the chemist-specific kind (spec section 4)
 * that asks for the re-verification instead of the approved one.
 */
export function verifyModalKind(status: number, opts: { userType?: number; forOrdering?: boolean } = {}): VerifyModalKind {
  if (opts.forOrdering && opts.userType === 6 && status === 1) return 'chemist';
  if (status === 2) return 'underReview';
  if (status === 4) return 'rejected';
  if (status === 1 || status === 3) return 'approved';
  return 'pending';
}

const KINDS: Record<VerifyModalKind, { title: MessageKey; Icon: LucideIcon; tone: string }> = {
  pending: { title: 'verification.modal.pendingTitle', Icon: ShieldAlert, tone: 'bg-saffron-100 text-saffron-700' },
  underReview: { title: 'verification.modal.underReviewTitle', Icon: Clock, tone: 'bg-brand-50 text-brand-700' },
  approved: { title: 'verification.modal.approvedTitle', Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
  rejected: { title: 'verification.modal.rejectedTitle', Icon: FileWarning, tone: 'bg-danger-50 text-danger' },
  chemist: { title: 'verification.modal.chemistTitle', Icon: ShieldAlert, tone: 'bg-saffron-100 text-saffron-700' },
};

/** Whether a page should open the modal for this user: statuses 0, 2 and 4 ask for documents (spec section 4). */
export function shouldShowVerifyModal(v: VerificationStatus | null | undefined): v is VerificationStatus {
  return !!v && needsDocuments(v.userType, v.status);
}

/**
 * The spec's status 4 text, word for word, with its closing "Click here to re-upload your documents" as the link
 * to the upload page.
 */
export function RejectedMessage({ reason, to = VERIFICATION_PAGE }: { reason: string | null; to?: string }) {
  const full = t('spec.verifyStatus4', { reason: reason ?? '' });
  const link = t('verification.reuploadLink');
  if (!full.endsWith(link)) return <>{full}</>;
  return (
    <>
      {full.slice(0, full.length - link.length)}
      <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {link}
      </Link>
    </>
  );
}

/** The documents a user of this type is asked for: the user-type variant, and the chemist's own text. */
export function VariantText({ userType }: { userType: number }) {
  const variant = verifyVariantOf(userType);
  if (!variant) return null;
  return <p className="text-[15px] text-muted" data-variant={variant}>{t(`verification.needs.${variant}`)}</p>;
}

/**
 * The modal. `closeTo` makes its buttons links (so it also closes without JavaScript, for a modal opened by the
 * URL); without it they call `onOpenChange(false)`. `uploadTo` is where the upload button and the re-upload link go.
 */
export function VerifyModal({
  verification,
  open,
  onOpenChange,
  closeTo,
  uploadTo = VERIFICATION_PAGE,
  forOrdering = false,
  inline = false,
}: {
  verification: Pick<VerificationStatus, 'status' | 'reason' | 'userType'>;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  closeTo?: string;
  uploadTo?: string;
  /** Opened by an order action (add to cart): a chemist at status 1 gets the chemist kind. */
  forOrdering?: boolean;
  /**
   * On the page of the upload form it asks for (/profile-verification): a non-modal dialog in the page's flow, above
   * the form, so it never covers the form (issue 19 item 11). Its buttons close it as the modal's do.
   */
  inline?: boolean;
}) {
  const kind = verifyModalKind(verification.status, { userType: verification.userType, forOrdering });
  const { title, Icon, tone } = KINDS[kind];
  const close = useCallback(() => onOpenChange?.(false), [onOpenChange]);

  // Spec section 4: "on 1 the verify modal closes". The approved kind says so briefly, then closes itself.
  useEffect(() => {
    if (!open || kind !== 'approved') return;
    const timer = setTimeout(close, APPROVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, kind, close]);

  const secondary = (label: MessageKey) =>
    closeTo ? (
      <ButtonLink to={closeTo} variant="secondary" replace preventScrollReset>
        {t(label)}
      </ButtonLink>
    ) : (
      <Button variant="secondary" onClick={close}>
        {t(label)}
      </Button>
    );

  let body: ReactNode;
  let actions: ReactNode;
  switch (kind) {
    case 'pending':
      body = (
        <>
          <p className="text-[15px]">{t('spec.verifyStatus0')}</p>
          <VariantText userType={verification.userType} />
        </>
      );
      actions = (
        <>
          <ButtonLink to={uploadTo} onClick={uploadTo === closeTo ? close : undefined}>
            {t('verification.modal.upload')}
          </ButtonLink>
          {secondary('verification.modal.later')}
        </>
      );
      break;
    case 'underReview':
      body = <p className="text-[15px]">{t('spec.verifyStatus2')}</p>;
      actions = secondary('verification.modal.ok');
      break;
    case 'rejected':
      body = (
        <>
          <p className="text-[15px]">
            <RejectedMessage reason={verification.reason} to={uploadTo} />
          </p>
          <VariantText userType={verification.userType} />
        </>
      );
      actions = secondary('verification.modal.later');
      break;
    case 'chemist':
      body = (
        <>
          <p className="text-[15px]">{t('verification.modal.chemistText')}</p>
          <p className="text-[15px] font-medium">{t('spec.verifiedToOrder')}</p>
        </>
      );
      actions = (
        <>
          <ButtonLink to={uploadTo}>{t('verification.modal.upload')}</ButtonLink>
          {secondary('verification.modal.later')}
        </>
      );
      break;
    case 'approved':
      body = <p className="text-[15px]">{t('verification.approvedText')}</p>;
      actions = secondary('verification.modal.ok');
      break;
  }

  const content = (
    <>
      <div className="flex gap-4" data-testid="verify-modal" data-kind={kind}>
        <span className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${tone}`}>
          <Icon size={22} aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          {body}
          {/* Spec section 8's refusal, said before checkout rather than after an address (issue 19 item 13). */}
          {forOrdering && kind !== 'chemist' && kind !== 'approved' && <p className="text-[15px] font-medium">{t('spec.verifiedToOrder')}</p>}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">{actions}</div>
    </>
  );
  if (inline) {
    if (!open) return null;
    return (
      <section role="dialog" aria-modal="false" aria-labelledby="verify-inline-title" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <h2 id="verify-inline-title" className="mb-3 text-lg font-semibold text-brand-900">
          {t(title)}
        </h2>
        {content}
      </section>
    );
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(title)}>
      {content}
    </Modal>
  );
}

/**
 * For pages with write-gated actions (feeds, quizzes, community, webinar, medicines, reseller): wrap an action with
 * `guard`; for a user whose status asks for documents it opens the verify modal instead of acting.
 *
 *   const { guard, modal } = useVerifyGate(loaderData.verification);
 *   <Button onClick={guard(() => submit(...))}>Like</Button>
 *   {modal}
 */
export function useVerifyGate(verification: VerificationStatus | null | undefined, opts: { openOnLoad?: boolean } = {}) {
  const blocked = shouldShowVerifyModal(verification);
  const [open, setOpen] = useState(!!opts.openOnLoad && blocked);
  const guard = useCallback(
    (action?: () => void) => (event?: { preventDefault(): void }) => {
      if (blocked) {
        event?.preventDefault();
        setOpen(true);
        return;
      }
      action?.();
    },
    [blocked],
  );
  const modal = verification ? <VerifyModal verification={verification} open={open} onOpenChange={setOpen} /> : null;
  return { blocked, guard, modal, open: () => setOpen(true) };
}

