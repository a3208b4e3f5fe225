import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { assignBody, operatorReplyBody, SUPPORT_RULES, TICKET_STATUSES, ticketStatusBody } from '@nirog/shared/schemas/support';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { SlaTimer } from '../../features/support/sla-timer.tsx';
import { Thread } from '../../features/support/support-forms.tsx';
import { StatusBadge } from '../../features/support/ticket-list.tsx';
import { formatDateTime, formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/ticket';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('support.office.title')), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.id);
  const [ticket, assignees] = await Promise.all([officeGet(context.api, `/v1/admin/tickets/${id}`), officeGet(context.api, '/v1/admin/tickets/assignees')]);
  return { ticket, assignees, now: new Date().toISOString() };
}

/** Assign, answer or note, set status: one form each, each checked by the API's own body schema. */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.id);
  const form = Object.fromEntries([...(await request.formData()).entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const { intent, ...body } = form;
  const done = (res: { ok: true; message: string } | { ok: false; httpStatus: number; error: { error: string; fields?: Record<string, string> } }) =>
    res.ok ? data({ intent, notice: res.message, error: null, fields: {} as Record<string, string> }) : data({ intent, notice: null, error: res.error.error, fields: res.error.fields ?? {} }, { status: res.httpStatus });
  const fail = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
    data({ intent, notice: null, error: null, fields: Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])) }, { status: 400 });
  if (intent === 'assign') {
    const c = assignBody.safeParse(body);
    return c.success ? done(await context.api.post(`/v1/admin/tickets/${id}/assign`, c.data)) : fail(c.error.issues);
  }
  if (intent === 'status') {
    const c = ticketStatusBody.safeParse(body);
    return c.success ? done(await context.api.post(`/v1/admin/tickets/${id}/status`, c.data)) : fail(c.error.issues);
  }
  const c = operatorReplyBody.safeParse({ body: body.body ?? '', internal: body.internal });
  return c.success ? done(await context.api.post(`/v1/admin/tickets/${id}/replies`, c.data)) : fail(c.error.issues);
}

export default function OfficeTicket() {
  const { ticket: tk, assignees, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const closed = tk.status === 'closed';
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <nav className="mt-4 text-sm">
        <Link to="/admin/tickets" className="text-brand-700 underline">
          {t('support.office.back')}
        </Link>
      </nav>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">{tk.subject}</h1>
        <StatusBadge status={tk.status} office />
      </div>
      {result?.notice && <Alert tone="success" className="mt-3">{result.notice}</Alert>}
      {result?.error && <Alert tone="error" className="mt-3">{result.error}</Alert>}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          <Thread opening={{ body: tk.description, at: tk.createdAt, attachments: tk.attachments }} messages={tk.messages} customerLabel={tk.customerName ?? t('support.office.customer')} />
          {!closed && (
            <Card>
              <Form method="post" className="space-y-3" aria-label={t('support.office.reply')}>
                <input type="hidden" name="intent" value="reply" />
                <TextAreaField key={result?.notice ?? 'r'} label={t('support.office.reply')} name="body" rows={4} maxLength={SUPPORT_RULES.replyMax} error={result?.intent === 'reply' ? result.fields.body : undefined} required />
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" name="internal" value="on" className="h-4 w-4 accent-brand-700" />
                  {t('support.office.internal')}
                </label>
                <Button type="submit" disabled={busy}>
                  {t('support.office.send')}
                </Button>
              </Form>
            </Card>
          )}
        </div>
        <aside className="space-y-4">
          <Card>
            <dl className="m-0 grid gap-2 text-sm">
              <div>
                <dt className="text-muted">{t('support.office.ticket')}</dt>
                <dd className="m-0 font-medium">
                  {tk.number} · {t(`support.category.${tk.category}`)} · {formatDateTime(tk.createdAt)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('support.office.customer')}</dt>
                <dd className="m-0 font-medium [overflow-wrap:anywhere]">
                  {tk.customerId ? <Link to={`/admin/users/${tk.customerId}`} className="underline">{tk.customerName ?? '-'}</Link> : tk.customerName}
                  {tk.customerMobile && (
                    <>
                      {' · '}
                      <a href={`tel:+91${tk.customerMobile}`} className="underline">{formatMobile(tk.customerMobile)}</a>
                    </>
                  )}
                  {tk.customerEmail && <> · {tk.customerEmail}</>}
                </dd>
                {tk.callback && <dd className="m-0 mt-1 rounded bg-amber-100 px-2 py-1 text-amber-900">{t('support.office.callNote')}</dd>}
              </div>
              {tk.orderId && (
                <div>
                  <dt className="text-muted">{t('support.office.order')}</dt>
                  <dd className="m-0">
                    <Link to={`/admin/orders/${tk.orderId}`} className="underline">{tk.orderNumber}</Link>
                  </dd>
                </div>
              )}
              {tk.appointmentId && (
                <div>
                  <dt className="text-muted">{t('support.office.appointment')}</dt>
                  <dd className="m-0">#{tk.appointmentId}</dd>
                </div>
              )}
              <div>
                <dt className="text-muted">{t('support.office.sla')}</dt>
                <dd className="m-0">
                  <SlaTimer sla={tk.sla} now={now} />
                  <br />
                  {t('support.office.firstResponse')}: {formatDateTime(tk.sla.firstResponseDueAt)}
                  <br />
                  {t('support.office.resolution')}: {formatDateTime(tk.sla.resolutionDueAt)}
                </dd>
              </div>
            </dl>
          </Card>
          {!closed ? (
            <>
              <Card>
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="assign" />
                  <SelectField label={t('support.office.assignee')} name="assigneeId" defaultValue={tk.assigneeId ? String(tk.assigneeId) : ''} error={result?.intent === 'assign' ? result.fields.assigneeId : undefined}>
                    <option value="">{t('support.office.nobody')}</option>
                    {assignees.map((a) => (
                      <option key={a.id} value={String(a.id)}>
                        {a.name}
                      </option>
                    ))}
                  </SelectField>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {t('support.office.assign')}
                  </Button>
                </Form>
              </Card>
              <Card>
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="status" />
                  <SelectField label={t('support.office.setStatus')} name="status" defaultValue={tk.status}>
                    {TICKET_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s === 'awaiting_customer' ? t('support.office.awaiting') : t(`support.status.${s}`)}
                      </option>
                    ))}
                  </SelectField>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {t('support.office.save')}
                  </Button>
                </Form>
              </Card>
            </>
          ) : (
            <p className="text-sm text-muted">{t('support.office.closedFinal')}</p>
          )}
        </aside>
      </div>
    </Container>
  );
}
