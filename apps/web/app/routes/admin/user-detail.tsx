import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { AuditTrail } from '../../features/back-office/audit-list.tsx';
import { OfficeNav } from '../../features/back-office/office-nav.tsx';
import { roleLabel } from '../../features/back-office/operator-card.tsx';
import { auditOf } from '../../features/back-office/office-list.server.ts';
import { officeGet } from '../../features/back-office/office.server.ts';
import { userAction, userToast } from '../../features/back-office/user-action.server.ts';
import { AccessEditor, AccountStatusForm, Facts, LatestAppointments, LatestOrders, PointsMovements, UserSection, WalletMovements } from '../../features/back-office/user-sections.tsx';
import { userTypeLabel } from '../../features/back-office/code-labels.ts';
import { accountStatusLabel } from '../../features/back-office/users-list.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/user-detail';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d ? `${d.detail.user.fullName} | ${t('office.users.title')}` : t('office.users.title')),
  { name: 'robots', content: 'noindex' },
];


/** One account for support (issue 18 part 6): what they bought, booked and hold, their access, and their status. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.userId);
  const [detail, history, points] = await Promise.all([
    officeGet(context.api, `/v1/admin/users/${id}`),
    auditOf(context.api, 'user', id),
    // Reward points (decision 057); the section is left out if this operator may not read them.
    context.api.get(`/v1/admin/rewards/points/${id}?limit=5`).then((r) => (r.ok ? r.entity : null)),
  ]);
  const url = new URL(request.url);
  return { detail, history, points, toast: userToast(url), here: url.pathname };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = idOr404(params.userId);
  return userAction(request, context.api, id);
}

export default function UserDetail() {
  const { detail, history, points, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const { user, verification, wallet, orders, appointments, access } = detail;

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Link to="/admin/users" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft size={16} aria-hidden /> {t('office.users.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold break-words text-brand-900">{user.fullName}</h1>
        <p className="text-sm text-muted">
          {userTypeLabel(user.userType)} · {user.mobileNumber} ·{' '}
          <span className={user.deactivated ? 'font-semibold text-danger' : 'font-semibold text-brand-800'}>{accountStatusLabel(user)}</span>
        </p>
      </div>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        <UserSection id="profile" title={t('office.users.profile')}>
          <Facts
            rows={[
              [t('office.users.id'), user.id],
              [t('office.users.mobile'), user.mobileNumber],
              [t('office.users.email'), user.email ?? t('office.audit.none')],
              [t('office.users.type'), userTypeLabel(user.userType)],
              [t('office.users.language'), user.language ?? t('office.audit.none')],
              [t('office.users.joined'), formatDateTime(user.createdAt)],
              [t('office.users.roles'), user.isOperator ? user.operatorRoles.map(roleLabel).join(', ') : t('office.users.customer')],
            ]}
          />
        </UserSection>

        <UserSection id="verification" title={t('office.users.verification')}>
          <Facts
            rows={[
              [t('office.users.status'), verification.statusLabel],
              ...(verification.submittedAt ? [[t('office.users.submitted'), formatDateTime(verification.submittedAt)] as [string, string]] : []),
              ...(verification.reason ? [[t('office.audit.reason'), verification.reason] as [string, string]] : []),
            ]}
          />
          {verification.reviewable && (
            <Link to={`/admin/verifications/${user.id}`} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
              {t('office.users.openVerification')}
            </Link>
          )}
        </UserSection>

        <UserSection id="orders" title={t('office.users.orders')} aside={t('office.users.count', { count: orders.total })}>
          <LatestOrders orders={orders} />
        </UserSection>

        <UserSection id="appointments" title={t('office.users.appointments')} aside={t('office.users.count', { count: appointments.total })}>
          <LatestAppointments appointments={appointments} />
        </UserSection>

        <UserSection id="wallet" title={t('office.users.wallet')}>
          <WalletMovements wallet={wallet} />
        </UserSection>

        {points && (points.balance > 0 || points.history.total > 0) && (
          <UserSection id="points" title={t('rewardsUi.admin.userPoints')} aside={t('rewardsUi.admin.userPointsBalance', { points: points.balance })}>
            <PointsMovements points={points} />
          </UserSection>
        )}

        <UserSection id="tickets" title={t('office.users.tickets')}>
          <p className="text-sm text-muted">{t('office.users.ticketsNotYet')}</p>
        </UserSection>

        <UserSection id="access" title={t('office.users.access')}>
          <AccessEditor levels={access.levels} result={result} />
        </UserSection>

        <UserSection id="account-status" title={t('office.users.accountStatus')}>
          <AccountStatusForm user={user} result={result} />
        </UserSection>
      </div>

      <AuditTrail entries={history} />
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
