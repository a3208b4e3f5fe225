import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { SUPPORT_RULES } from '@nirog/shared/schemas/support';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { PhotoField, Thread } from '../../features/support/support-forms.tsx';
import { StatusBadge } from '../../features/support/ticket-list.tsx';
import { ticketAction } from '../../features/support/support.server.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/ticket';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('support.centre.title'));

/** One of the customer's tickets (protected; anyone else's is the 404 page). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const res = await context.api.get(`/v0/customer-ticket/${idOr404(params.id)}`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 404 ? 404 : 500 });
  return { ticket: res.entity, created: new URL(request.url).searchParams.get('created') === '1' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return ticketAction(request, context.api, idOr404(params.id));
}

export default function TicketPage() {
  const { ticket: tk, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result?.form === 'reply' ? result.fieldErrors : {};
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to="/support" className="hover:underline">
          {t('support.ticket.back')}
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold text-brand-900 [overflow-wrap:anywhere]">{tk.subject}</h1>
        <StatusBadge status={tk.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {tk.number} · {t(`support.category.${tk.category}`)}
        {tk.orderNumber && tk.orderId && (
          <>
            {' · '}
            <Link to={`/myorders/${tk.orderId}`} className="underline">
              {t('support.form.aboutOrder', { number: tk.orderNumber })}
            </Link>
          </>
        )}
        {' · '}
        {t('support.ticket.opened', { date: formatDateTime(tk.createdAt) })}
      </p>
      {created && <Alert tone="success" className="mt-4">{t('support.toast.created', { number: tk.number })}</Alert>}
      {result?.notice && <Alert tone="success" className="mt-4">{result.notice}</Alert>}
      {result?.formError && <Alert tone="error" className="mt-4">{result.formError}</Alert>}

      <div className="mt-6">
        <Thread opening={{ body: tk.description, at: tk.createdAt, attachments: tk.attachments }} messages={tk.messages} customerLabel={t('support.ticket.you')} />
      </div>

      {tk.canReply && (
        <Card className="mt-6">
          <Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="reply" />
            <TextAreaField key={result?.notice ?? 'reply'} label={t('support.ticket.reply')} name="body" rows={4} maxLength={SUPPORT_RULES.replyMax} defaultValue={result?.form === 'reply' ? result.values.body : ''} error={errors.body} required />
            <PhotoField error={errors.photos ?? errors.uploadIds} />
            <Button type="submit" disabled={busy}>
              {t('support.ticket.send')}
            </Button>
          </Form>
        </Card>
      )}
      {tk.status === 'resolved' && (
        <Card className="mt-6">
          <p className="mt-0">{t('support.ticket.resolvedNote')}</p>
          {tk.canReopen && tk.reopenUntil && (
            <Form method="post">
              <p>{t('support.ticket.reopenUntil', { date: formatDate(tk.reopenUntil) })}</p>
              <Button type="submit" name="intent" value="reopen" variant="secondary" disabled={busy}>
                {t('support.ticket.reopen')}
              </Button>
            </Form>
          )}
        </Card>
      )}
      {tk.status === 'closed' && <Alert className="mt-6">{t('support.ticket.closedNote')}</Alert>}
      {tk.canClose && (
        <Form method="post" className="mt-6 border-t border-line pt-4">
          <p className="mt-0 text-sm text-muted">{t('support.ticket.closeHint')}</p>
          <Button type="submit" name="intent" value="close" variant="secondary" disabled={busy}>
            {t('support.ticket.close')}
          </Button>
        </Form>
      )}
    </Container>
  );
}
