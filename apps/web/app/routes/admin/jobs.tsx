import { useCallback } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { DataTable } from '../../features/back-office/data-table.tsx';
import { JOB_TABS, jobList, jobStatusLabel, jobStatusOf, type JobTab } from '../../features/back-office/job-list.tsx';
import { loadList } from '../../features/back-office/office-list.server.ts';
import { listHref, parseListParams, type ListParams } from '../../features/back-office/office-list.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeAction } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/jobs';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.jobs.title')), { name: 'robots', content: 'noindex' }];

/** The job queue (decision 040): tabs by state, search by name or key, sort, pages and CSV export; failed jobs run again. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const { items, total, params } = await loadList(context.api, jobList, url);
  return { items, total, params, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeAction(request, context.api, listHref(jobList, parseListParams(jobList, new URL(request.url))));
}

const HINT: Record<JobTab, MessageKey> = {
  failed: 'office.jobs.hint.failed',
  queued: 'office.jobs.hint.queued',
  running: 'office.jobs.hint.running',
  done: 'office.jobs.hint.done',
};

/** The state tabs: keep the search and sort, start at page 1. */
function StateTabs({ params, current }: { params: ListParams; current: JobTab | null }) {
  const tabs: Array<{ status: JobTab | null; label: string }> = [{ status: null, label: t('office.jobs.all') }, ...JOB_TABS.map((s) => ({ status: s, label: jobStatusLabel(s) }))];
  return (
    <nav aria-label={t('office.jobs.byStatus')} className="-mx-4 mt-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2">
        {tabs.map(({ status, label }) => (
          <li key={status ?? 'all'}>
            <Link
              to={listHref(jobList, params, { filters: { ...params.filters, status: status ?? '' }, page: 1 })}
              aria-current={status === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-3 text-sm whitespace-nowrap',
                status === current ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function OfficeJobs() {
  const { items, total, params, toast, here } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const status = jobStatusOf(params);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.jobs.title')} intro={t(status ? HINT[status] : 'office.jobs.hint.all')} />
      <DataTable
        list={jobList}
        params={params}
        rows={items}
        total={total}
        rowKey={(j) => j.id}
        rowTestId="office-job"
        caption={t('office.jobs.title')}
        searchLabel="office.jobs.search"
        empty={status ? t('office.jobs.empty', { status: jobStatusLabel(status) }) : undefined}
      >
        <StateTabs params={params} current={status} />
      </DataTable>
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
