import { Form, Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { SLA_STATES, TICKET_CATEGORIES, TICKET_STATUSES, ticketQueueQuery } from '@nirog/shared/schemas/support';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { SlaTimer } from '../../features/support/sla-timer.tsx';
import { StatusBadge } from '../../features/support/ticket-list.tsx';
import { formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/tickets';

export const meta: Route.MetaFunction = () => [...pageMeta(t('support.office.title')), { name: 'robots', content: 'noindex' }];

const PAGE = 20;

/** The support queue (decision 055): filters by status, category, assignee, SLA and call-backs, as a GET form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const raw = Object.fromEntries(url.searchParams);
  const parsed = ticketQueueQuery.safeParse({ status: 'active', ...raw });
  const q = parsed.success ? parsed.data : ticketQueueQuery.parse({ status: 'active' });
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const qs = new URLSearchParams();
  for (const k of ['status', 'category', 'assignee', 'sla', 'callback'] as const) if (q[k]) qs.set(k, String(q[k]));
  qs.set('skip', String((page - 1) * PAGE));
  qs.set('limit', String(PAGE));
  const [list, assignees] = await Promise.all([officeGet(context.api, `/v1/admin/tickets?${qs}`), officeGet(context.api, '/v1/admin/tickets/assignees')]);
  const base = new URLSearchParams(url.searchParams);
  base.delete('page');
  return { list, assignees, filters: q, page, base: base.toString(), now: new Date().toISOString() };
}

export default function OfficeTickets() {
  const { list, assignees, filters, page, base, now } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('support.office.title')} intro={t('support.office.lead')} />
      <Form method="get" className="mt-4 grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <SelectField label={t('support.office.status')} name="status" defaultValue={filters.status ?? ''}>
          <option value="active">{t('support.office.statusActive')}</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'awaiting_customer' ? t('support.office.awaiting') : t(`support.status.${s}`)}
            </option>
          ))}
          <option value="">{t('support.office.statusAll')}</option>
        </SelectField>
        <SelectField label={t('support.office.category')} name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('support.office.categoryAll')}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`support.category.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('support.office.assignee')} name="assignee" defaultValue={filters.assignee ?? ''}>
          <option value="">{t('support.office.assigneeAll')}</option>
          <option value="me">{t('support.office.assigneeMe')}</option>
          <option value="none">{t('support.office.assigneeNone')}</option>
          {assignees.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('support.office.sla')} name="sla" defaultValue={filters.sla ?? ''}>
          <option value="">{t('support.office.slaAll')}</option>
          {SLA_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`support.office.sla.${s}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="callback" value="1" defaultChecked={filters.callback === '1'} className="h-4 w-4 accent-brand-700" />
          {t('support.office.callbackOnly')}
        </label>
        <Button type="submit" variant="secondary">
          {t('support.office.filter')}
        </Button>
      </Form>

      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">{t('support.office.none')}</p>
      ) : (
        <ul className="mt-4 list-none space-y-2 p-0" aria-label={t('support.office.title')}>
          {list.items.map((tk) => (
            <li key={tk.id} className="grid gap-2 rounded-xl border border-line bg-white p-4 md:grid-cols-[1fr_auto] md:items-center" data-testid="office-ticket">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/tickets/${tk.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
                    {tk.subject}
                  </Link>
                  <StatusBadge status={tk.status} office />
                  {tk.callback && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('support.office.callback')}</span>}
                </div>
                <p className="mt-1 mb-0 text-sm text-muted">
                  {tk.number} · {t(`support.category.${tk.category}`)} · {tk.customerName ?? '-'}
                  {tk.customerMobile && <> · {formatMobile(tk.customerMobile)}</>}
                  {tk.orderNumber && <> · {tk.orderNumber}</>} · {t('support.office.assignee')}: {tk.assigneeName ?? t('support.office.nobody')}
                </p>
              </div>
              <SlaTimer sla={tk.sla} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={Math.ceil(list.total / PAGE)} hrefFor={(p) => `/admin/tickets?${base ? `${base}&` : ''}page=${p}`} />
    </Container>
  );
}
