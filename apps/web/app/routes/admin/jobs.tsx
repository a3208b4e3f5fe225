import { Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeAction, officeGet, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/jobs';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.jobs.title')), { name: 'robots', content: 'noindex' }];

/** Failed jobs first: they wait for an operator; the others show what the queue is doing. */
const TABS = ['failed', 'queued', 'running', 'done'] as const;
type JobTab = (typeof TABS)[number];

function statusOf(url: URL): JobTab {
  const raw = url.searchParams.get('status');
  return (TABS as readonly string[]).includes(raw ?? '') ? (raw as JobTab) : 'failed';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const status = statusOf(url);
  const { items, total } = await officeGet(context.api, `/v1/admin/jobs?status=${status}&limit=100`);
  return { items, total, status, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeAction(request, context.api, `/admin/jobs?status=${statusOf(new URL(request.url))}`);
}

export default function OfficeJobs() {
  const { items, total, status, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const label = (s: JobTab) => t(`office.jobs.status.${s}` as MessageKey);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.jobs.title')} intro={t(`office.jobs.hint.${status}` as MessageKey)}>
        <p className="text-sm text-muted" aria-live="polite">
          {t('office.jobs.count', { count: items.length, total })}
        </p>
      </OfficeHeader>

      <nav aria-label={t('office.jobs.byStatus')} className="-mx-4 mt-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-2">
          {TABS.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/jobs?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm whitespace-nowrap',
                  s === status ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                {label(s)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <Inbox size={32} className="mx-auto text-brand-600" aria-hidden />
          <p className="mt-3 font-medium">{t('office.jobs.empty', { status: label(status) })}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {items.map((job) => {
            const retrying = navigation.formData?.get('jobId') === String(job.id);
            const error = result?.intent === 'job-retry' && result.target === job.id ? result.formError : null;
            return (
              <li key={job.id} aria-labelledby={`job-${job.id}`} className="rounded-xl border border-line bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`job-${job.id}`} className="font-semibold text-brand-900">
                      {job.name} <span className="font-normal text-muted">#{job.id}</span>
                    </h2>
                    {job.key && <p className="mt-0.5 text-xs break-all text-muted">{job.key}</p>}
                    <p className="mt-1 text-sm">
                      {t('office.jobs.attempts', { attempts: job.attempts, max: job.maxAttempts })} ·{' '}
                      {job.finishedAt ? t('office.jobs.finishedAt', { when: formatDateTime(job.finishedAt) }) : t('office.jobs.runAt', { when: formatDateTime(job.runAt) })}
                    </p>
                  </div>
                  {job.status === 'failed' && (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="job-retry" />
                      <input type="hidden" name="jobId" value={job.id} />
                      <Button type="submit" size="sm" disabled={retrying}>
                        {t('office.jobs.retry')}
                      </Button>
                    </Form>
                  )}
                </div>
                {error && (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {error}
                  </p>
                )}
                {job.lastError && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-red-800">
                      {t('office.jobs.lastError')}: {job.lastError.split('\n')[0]}
                    </summary>
                    <pre className="mt-2 max-h-64 overflow-auto rounded bg-brand-50 p-2 text-xs whitespace-pre-wrap">{job.lastError}</pre>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
