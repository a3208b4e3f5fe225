import { Radar } from 'lucide-react';
import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { DESK_PAGE_SIZE, LEAD_RADIUS_KM } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { deskMe, pageOf, toastFrom } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { DeskNav, EmptyState, NotProvider, PageHeading } from '../../features/care-desk/desk-ui.tsx';
import { RequestCard } from '../../features/care-desk/request-card.tsx';
import { decideRequest } from '../../features/care-desk/requests-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/my-leads';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.leads.title'));

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  const toast = toastFrom(request, { accepted: 'desk.lead.accepted', scheduled: 'desk.request.acceptedScheduled', declined: 'desk.lead.declined' });
  if (!me) return { me, reason, list: { items: [], total: 0 }, page: 1, toast };
  const page = pageOf(request);
  const res = await context.api.get(`/v3/leads?skip=${(page - 1) * DESK_PAGE_SIZE}&limit=${DESK_PAGE_SIZE}`);
  if (!res.ok) throw new Response(res.error.error, { status: 502 });
  return { me, reason, list: res.entity, page, toast };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return decideRequest(request, context.api);
}

export default function MyLeads() {
  const { me, reason, list, page, toast } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const navigate = useNavigate();
  const here = page > 1 ? `/my-leads?page=${page}` : '/my-leads';
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading title={t('desk.leads.title')} intro={t('desk.leads.intro', { km: LEAD_RADIUS_KM })} />
      {!me ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          {list.items.length === 0 ? (
            <EmptyState icon={<Radar size={32} aria-hidden />} title={t('desk.leads.none')}>
              {t('desk.leads.noneHint')}
            </EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.items.map((r) => (
                <RequestCard key={r.id} r={r} me={me} lead failure={failure} />
              ))}
            </ul>
          )}
          <Pagination page={page} pages={Math.ceil(list.total / DESK_PAGE_SIZE)} hrefFor={(p) => `/my-leads?page=${p}`} />
        </>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
