import { BadgeCheck, Clock, ShieldAlert, XCircle, type LucideIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Toast } from '../../components/ui/toast.tsx';
import { registrationAction } from '../../features/verification/registration-action.server.ts';
import { RegistrationForm, valuesFromDetails } from '../../features/verification/registration-form.tsx';
import type { RegistrationInfo } from '@nirog/shared/schemas/verification';
import type { RegistrationFormResult } from '../../features/verification/verification-types.ts';
import { RejectedMessage, VariantText, VerifyModal } from '../../features/verification/verify-modal.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/profile-verification';

export const meta: Route.MetaFunction = () => pageMeta(t('verification.title'));

const PAGE = '/profile-verification';
/** The page with the modal closed: where the modal's buttons, the form and the toast lead. */
const CLOSED = `${PAGE}?modal=0`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const url = new URL(request.url);
  const toast = url.searchParams.get('toast') === 'submitted' ? t('verification.submittedToast') : null;
  if (user.userType === 1) return { info: null, showModal: false, toast: null };
  const res = await context.api.get(`/users/${user.id}/registration`);
  if (!res.ok) throw new Response('Verification could not be loaded', { status: 502 });
  const modal = url.searchParams.get('modal');
  // Spec section 2: the verify modal shows on this page (statuses 0, 2 and 4), until the person closes it. It waits
  // for the sign-up welcome modal (?welcome=1) rather than stacking on it.
  const showModal = modal === '1' || (modal !== '0' && !toast && !url.searchParams.has('welcome') && res.entity.needsDocuments);
  return { info: res.entity, showModal, toast };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  return registrationAction(request, context.api, user, `${CLOSED}&toast=submitted`);
}

const STATUS_LOOK: Record<number, { Icon: LucideIcon; tone: string }> = {
  0: { Icon: ShieldAlert, tone: 'bg-saffron-100 text-saffron-700' },
  1: { Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
  2: { Icon: Clock, tone: 'bg-brand-50 text-brand-700' },
  3: { Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
  4: { Icon: XCircle, tone: 'bg-danger-50 text-danger' },
};

function StatusCard({ info }: { info: RegistrationInfo }) {
  const { Icon, tone } = STATUS_LOOK[info.status] ?? STATUS_LOOK[0];
  return (
    <Card aria-labelledby="status-heading" role="region">
      <div className="flex items-start gap-3 sm:gap-4">
        <span className={cn('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full sm:h-12 sm:w-12', tone)}>
          <Icon size={22} aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="status-heading" className="text-sm font-medium text-muted">
            {t('verification.statusHeading')}
          </h2>
          <p className="text-xl font-semibold text-brand-900" data-testid="verification-status" data-status={info.status}>
            {info.statusLabel}
          </p>
          <p className="mt-2 text-[15px] leading-6" data-testid="verification-message">
            {info.status === 4 ? <RejectedMessage reason={info.reason} to={`${CLOSED}#registration`} /> : info.message}
          </p>
          {info.submittedAt && (
            <p className="mt-2 text-sm text-muted">
              {t('admin.verifications.submitted')}: {formatDateTime(info.submittedAt)}
            </p>
          )}
          {info.status === 0 && (
            <div className="mt-2">
              <VariantText userType={info.userType} />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

export default function ProfileVerification() {
  const { info, showModal, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as RegistrationFormResult | undefined;
  const navigate = useNavigate();
  const close = useCallback(() => navigate(CLOSED, { replace: true, preventScrollReset: true }), [navigate]);

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('verification.title')}</h1>
          <p className="mt-1 text-muted">{t('verification.intro')}</p>
        </div>

        {!info ? (
          <Card>
            <p className="flex items-start gap-3 text-[15px]" data-testid="verification-message">
              <BadgeCheck size={22} className="shrink-0 text-brand-700" aria-hidden />
              {t('verification.nothingToVerify')}
            </p>
          </Card>
        ) : (
          <>
            {/* The verify modal of this page sits above the form it asks for, never over it (issue 19 item 11). */}
            <VerifyModal verification={info} open={showModal} onOpenChange={(open) => !open && close()} closeTo={CLOSED} uploadTo={`${CLOSED}#registration`} inline />
            <StatusCard info={info} />
            {info.needsDocuments && info.kind && (
              <Card id="registration" className="scroll-mt-20">
                <RegistrationForm
                  // A new submission or a new set of errors starts the form afresh (file inputs emptied).
                  key={`${info.submittedAt}-${JSON.stringify(result?.fieldErrors ?? {})}`}
                  kind={info.kind}
                  initial={valuesFromDetails(info.kind, info.details)}
                  documents={info.documents}
                  result={result?.values ? result : undefined}
                  action={CLOSED}
                  resubmit={info.status === 4}
                />
              </Card>
            )}
          </>
        )}
      </div>
      <Toast message={toast} onDone={close} />
    </Container>
  );
}
