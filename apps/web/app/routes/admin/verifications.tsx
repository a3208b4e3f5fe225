import { useCallback } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { PRACTITIONER_USER_TYPES } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { DataTable, FilterSelect } from '../../features/back-office/data-table.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { listHref } from '../../features/back-office/office-list.ts';
import { userTypeLabel } from '../../features/back-office/code-labels.ts';
import { verificationList } from '../../features/back-office/verification-list.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/verifications';

export const meta: Route.MetaFunction = () => [...pageMeta(t('admin.verifications.title')), { name: 'robots', content: 'noindex' }];

/** Practitioners waiting for a decision (oldest first), searchable and exportable; the 404 page for non-operators. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const list = await loadList(context.api, verificationList, url);

  // After a decision: a toast that names the practitioner (looked up, so no name travels in the URL).
  let toast: string | null = null;
  const decided = Number(url.searchParams.get('decided'));
  const outcome = url.searchParams.get('outcome');
  if (decided > 0 && (outcome === 'approve' || outcome === 'reject')) {
    const who = await context.api.get(`/v1/admin/verifications/${decided}`);
    if (who.ok) toast = t(outcome === 'approve' ? 'admin.verifications.approvedToast' : 'admin.verifications.rejectedToast', { name: who.entity.fullName });
  }
  return { ...list, toast };
}

export default function VerificationQueue() {
  const { items, total, params, toast } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const here = listHref(verificationList, params);
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('admin.verifications.title')} intro={t('admin.verifications.intro')} />
      <DataTable
        list={verificationList}
        params={params}
        rows={items}
        total={total}
        rowKey={(i) => i.userId}
        rowTestId="review-row"
        caption={t('admin.verifications.title')}
        searchLabel="office.users.search"
        empty={t('admin.verifications.empty')}
        filters={
          <FilterSelect
            list={verificationList}
            name="userType"
            label={t('office.users.type')}
            value={params.filters.userType}
            options={PRACTITIONER_USER_TYPES.map((u) => ({ value: String(u.code), label: userTypeLabel(u.code) }))}
          />
        }
      />
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
