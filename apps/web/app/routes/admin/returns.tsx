import { Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { RETURN_STATUSES, type ReturnStatus } from '@nirog/shared/orders';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
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

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const status = statusOf(url);
  const { items } = await officeGet(context.api, `/v1/admin/returns?status=${status}`);
  return { items, status, toast: officeToast(url), here: withoutToast(url) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return officeAction(request, context.api, `/admin/returns?status=${statusOf(new URL(request.url))}`);
}

export default function OfficeReturns() {
  const { items, status, toast, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OfficeActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);

  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('office.returns.title')} intro={t(HINT[status])}>
        <p className="text-sm text-muted" aria-live="polite">
          {t('office.returns.count', { count: items.length })}
        </p>
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
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
