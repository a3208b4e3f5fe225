/**
 * The job queue as a back-office list (decision 040): tabs by state, search by name or key, sort by last change,
 * creation or due time, pages and CSV export; a failed job has its "Run again" button (left out of the export).
 */
import { Form, useActionData, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { JOB_LIST_STATUSES } from '@nirog/shared/schemas/jobs';
import type { JobView } from '@nirog/shared/schemas/jobs';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { apiListQuery, defineList, type ListParams } from './office-list.ts';
import type { OfficeActionResult } from './office.server.ts';

export type JobTab = (typeof JOB_LIST_STATUSES)[number];
/** Failed jobs first: they wait for an operator. */
export const JOB_TABS: readonly JobTab[] = ['failed', 'queued', 'running', 'done'];
export const jobStatusOf = (p: ListParams): JobTab | null => ((JOB_TABS as readonly string[]).includes(p.filters.status ?? '') ? (p.filters.status as JobTab) : null);
export const jobStatusLabel = (s: string) => ((JOB_TABS as readonly string[]).includes(s) ? t(`office.jobs.status.${s}` as MessageKey) : s);

function RetryJob({ job }: { job: JobView }) {
  const navigation = useNavigation();
  const result = useActionData() as OfficeActionResult | undefined;
  if (job.status !== 'failed') return null;
  const error = result?.intent === 'job-retry' && result.target === job.id ? result.formError : null;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="job-retry" />
      <input type="hidden" name="jobId" value={job.id} />
      <Button type="submit" size="sm" disabled={navigation.formData?.get('jobId') === String(job.id)} aria-label={t('office.jobs.retryFor', { id: job.id })}>
        {t('office.jobs.retry')}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </Form>
  );
}

export const jobList = defineList<JobView>({
  id: 'jobs',
  path: '/admin/jobs',
  role: 'admin',
  sorts: ['updated', 'created', 'run'],
  defaultSort: 'updated',
  defaultDir: 'desc',
  filters: ['status', 'name'],
  pageSize: 50,
  apiPath: (p, skip, limit) => {
    const status = jobStatusOf(p);
    return `/v1/admin/jobs?${apiListQuery({ ...p, filters: { ...(status && { status }), ...(p.filters.name && { name: p.filters.name }) } }, skip, limit)}`;
  },
  columns: [
    {
      key: 'job',
      label: 'office.jobs.job',
      value: (j) => j.name,
      cell: (j) => (
        <>
          <span className="font-semibold text-brand-900">{j.name}</span> <span className="text-muted">#{j.id}</span>
          {j.key && <div className="text-xs break-all text-muted">{j.key}</div>}
        </>
      ),
    },
    { key: 'id', label: 'office.jobs.id', value: (j) => j.id, csvOnly: true },
    { key: 'key', label: 'office.jobs.key', value: (j) => j.key, csvOnly: true },
    { key: 'status', label: 'office.jobs.state', value: (j) => jobStatusLabel(j.status), nowrap: true },
    { key: 'attempts', label: 'office.jobs.attemptsColumn', numeric: true, value: (j) => `${j.attempts}/${j.maxAttempts}` },
    { key: 'run', label: 'office.jobs.due', sort: 'run', value: (j) => j.runAt, cell: (j) => formatDateTime(j.runAt), nowrap: true, wide: true },
    { key: 'created', label: 'office.jobs.created', sort: 'created', value: (j) => j.createdAt, csvOnly: true },
    { key: 'finished', label: 'office.jobs.finished', sort: 'updated', value: (j) => j.finishedAt, cell: (j) => (j.finishedAt ? formatDateTime(j.finishedAt) : '—'), nowrap: true, wide: true },
    {
      key: 'error',
      label: 'office.jobs.lastError',
      value: (j) => j.lastError,
      cell: (j) =>
        j.lastError ? (
          <details className="max-w-md">
            <summary className="cursor-pointer text-red-800">{j.lastError.split('\n')[0]}</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-brand-50 p-2 text-xs whitespace-pre-wrap">{j.lastError}</pre>
          </details>
        ) : null,
    },
    { key: 'retry', label: 'office.payments.action', value: () => null, cell: (j) => <RetryJob job={j} />, screenOnly: true },
  ],
});
