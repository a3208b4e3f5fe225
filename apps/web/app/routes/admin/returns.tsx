import { Download, Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { RETURN_STATUSES, type ReturnStatus } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { exportHref, parseListParams, type OfficeList } from '../../features/back-office/office-list.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { returnList } from '../../features/back-office/return-list.ts';
import { officeAction, officeGet, type OfficeActionResult } from '../../features/back-office/office.server.ts';
import { officeToast, withoutToast } from '../../features/back-office/office-toasts.ts';
import { ReturnCard } from '../../features/back-office/return-card.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = () => [...pageMeta(t('office.returns.title')), { name: 'robots', content: 'noindex' }];

/** The work queues first (what needs a decision, what is on its way back, what awaits its refund), then history. */
const TABS: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'rejected'];
const HINT: Record<ReturnStatus, MessageKey> = {
  requested: 'office.returns.hint.requested',
  approved: 'office.returns.hint.approved',
  received: 'office.returns.hint.received',
  refunded: 'office.returns.hint.refunded',
  rejected: 'office.returns.hint.rejected',
};

function statusOf(url: URL): ReturnStatus {
  const raw = url.searchParams.get('status');
  return raw && (RETURN_STATUSES as readonly string[]).includes(raw) ? (raw as ReturnStatus) : 'requested';
}

const PAGE_SIZE = 20;

/** The list's state from the URL: the state tab, the order-number search and the page. */
function queryOf(url: URL) {
  const n = Number(url.searchParams.get('page'));
  return { status: statusOf(url), q: (url.searchParams.get('q') ?? '').trim().slice(0, 40), page: Number.isInteger(n) && n >= 1 ? Math.min(n, 100_000) : 1 };
}

function hrefOf(q: { status: ReturnStatus; q: string; page: number }) {
  const p = new URLSearchParams({ status: q.status });
  if (q.q) p.set('q', q.q);
  if (q.page > 1) p.set('page', String(q.page));
  return `/admin/returns?${p}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const query = queryOf(url);
  const search = new URLSearchParams({ status: query.status, skip: String((query.page - 1) * PAGE_SIZE), limit: String(PAGE_SIZE) });
  if (query.q) search.set('q', query.q);
  const { items, total } = await officeGet(context.api, `/v1/admin/returns?${search}`);
  return { items, total, ...query, exportLink: exportHref(returnList as OfficeList<unknown>, parseListParams(returnList, url)), toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeAction(request, context.api, hrefOf(queryOf(new URL(request.url))));
}

export default function OfficeReturns() {
  const { items, total, status, q, page, exportLink, toast, here } = useLoaderData<typeof loader>();
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.returns.title')} intro={t(HINT[status])}>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted" aria-live="polite">
            {total === 0 ? t('office.table.none') : t('office.page', { from, to, total })}
          </p>
          {total > 0 && (
            <a href={exportLink} download className={buttonClass('ghost', 'sm')}>
              <Download size={16} aria-hidden /> {t('office.table.export')}
            </a>
          )}
        </div>
      </OfficeHeader>

      <nav aria-label={t('office.returns.byStatus')} className="-mx-4 mt-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-2">
          {TABS.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/returns?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm whitespace-nowrap',
                  s === status ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                {t(`return.status.${s}` as MessageKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" action="/admin/returns" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="status" value={status} />
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="returns-q" className="mb-1 block text-sm font-medium text-ink">
            {t('office.returns.search')}
          </label>
          <input id="returns-q" type="search" name="q" defaultValue={q} maxLength={40} className="h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px] sm:h-10" />
        </div>
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {t('office.table.apply')}
        </button>
      </Form>

      {items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-10 text-center">
          <Inbox size={32} className="mx-auto text-brand-600" aria-hidden />
          <p className="mt-3 font-medium">{t('office.returns.empty', { status: t(`return.status.${status}` as MessageKey) })}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          {items.map((r) => (
            <ReturnCard key={r.id} ret={r} result={result} busy={busy} />
          ))}
        </div>
      )}
      <Pagination page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} hrefFor={(n) => hrefOf({ status, q, page: n })} />
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
