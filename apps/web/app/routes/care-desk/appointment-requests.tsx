import { Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { DESK_PAGE_SIZE } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { deskMe, pageOf, toastFrom } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { DeskNav, EmptyState, LinkTabs, NotProvider, PageHeading } from '../../features/care-desk/desk-ui.tsx';
import { RequestCard } from '../../features/care-desk/request-card.tsx';
import { decideRequest } from '../../features/care-desk/requests-action.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/appointment-requests';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.requests.title'));

const STATUSES = ['new', 'accepted', 'declined', 'all'] as const;
type Status = (typeof STATUSES)[number];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  const toast = toastFrom(request, { accepted: 'desk.request.accepted', scheduled: 'desk.request.acceptedScheduled', declined: 'desk.request.declined' });
  if (!me) return { me, reason, status: 'new' as Status, list: { items: [], total: 0 }, page: 1, toast };
  const q = new URL(request.url).searchParams.get('status');
  const status: Status = (STATUSES as readonly string[]).includes(q ?? '') ? (q as Status) : 'new';
  const page = pageOf(request);
  const res = await context.api.get(`/v3/appointment-requests?skip=${(page - 1) * DESK_PAGE_SIZE}&limit=${DESK_PAGE_SIZE}${status === 'all' ? '' : `&status=${status}`}`);
  if (!res.ok) throw new Response(res.error.error, { status: 502 });
  return { me, reason, status, list: res.entity, page, toast };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return decideRequest(request, context.api);
}

export default function AppointmentRequests() {
  const { me, reason, status, list, page, toast } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const navigate = useNavigate();
  const here = `/appointment-requests?status=${status}${page > 1 ? `&page=${page}` : ''}`;
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading title={t('desk.requests.title')} intro={t('desk.requests.intro')} />
      {!me ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          <LinkTabs
            label={t('desk.requests.filter')}
            tabs={STATUSES.map((s) => ({ to: `/appointment-requests?status=${s}`, label: t(`desk.requests.tab.${s}`), active: s === status }))}
          />
          {list.items.length === 0 ? (
            <EmptyState icon={<Inbox size={32} aria-hidden />} title={t('desk.requests.none')}>
              {t('desk.requests.noneHint')}
            </EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.items.map((r) => (
                <RequestCard key={r.id} r={r} me={me} lead={false} failure={failure} />
              ))}
            </ul>
          )}
          <Pagination page={page} pages={Math.ceil(list.total / DESK_PAGE_SIZE)} hrefFor={(p) => `/appointment-requests?status=${status}&page=${p}`} />
        </>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
