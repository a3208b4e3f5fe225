import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { AttendanceReportCard } from '../../features/webinar/attendance-report.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { PhaseBadge, webinarWhen } from '../../features/webinar/webinar-card.tsx';
import { WebinarForm } from '../../features/webinar/webinar-form.tsx';
import { WebinarTeamCard } from '../../features/webinar/webinar-team-card.tsx';
import { webinarFormBody } from '../../features/webinar/webinar.server.ts';
import type { Route } from './+types/webinars';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('webinar.office.title')), { name: 'robots', content: 'noindex' }];

/** Back office (decision 069): every webinar; create one or edit the one chosen (?id=), with its host by mobile. Editors only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await context.api.get('/v1/admin/webinars');
  if (!list.ok) throw new Response(null, { status: list.httpStatus === 401 ? 401 : 404 });
  const id = positiveId(new URL(request.url).searchParams.get('id'));
  const detail = id ? await context.api.get(`/v1/webinars/${id}`) : null;
  const editing = detail?.ok ? detail.entity : null;
  const host = editing?.staff.find((s) => s.role === 1) ?? null;
  // Once it has started: who came, for how long, and who earns the certificate (decision 075).
  const report = editing && editing.phase !== 'upcoming' ? await context.api.get(`/v1/webinars/${editing.id}/attendance`) : null;
  return { items: list.entity.items, editing, hostName: host?.name ?? null, report: report?.ok ? report.entity : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = positiveId(String(form.get('id') ?? ''));
  // The team (decision 075): co-hosts and presenters named by mobile number, or removed, as the host does it.
  const intent = String(form.get('intent') ?? '');
  if (id && (intent === 'addStaff' || intent === 'removeStaff')) {
    const userId = positiveId(String(form.get('userId') ?? ''));
    const res =
      intent === 'addStaff'
        ? await context.api.post(`/v1/webinars/${id}/people`, { mobileNumber: String(form.get('mobileNumber') ?? '').trim(), role: Number(form.get('role')) })
        : await context.api.del(`/v1/webinars/${id}/people/${userId ?? 0}`);
    if (res.ok) throw redirect(`/admin/webinars?id=${id}&saved=1`);
    return data({ error: res.error.fields ? '' : res.error.error, fields: {} as Record<string, string>, staffFields: res.error.fields ?? {} }, { status: res.httpStatus });
  }
  const body = { ...webinarFormBody(form), hostMobile: String(form.get('hostMobile') ?? ''), published: form.get('published') === 'on' };
  const res = id ? await context.api.put(`/v1/admin/webinars/${id}`, body) : await context.api.post('/v1/admin/webinars', body);
  if (res.ok) throw redirect(`/admin/webinars?id=${res.entity.id}&saved=1`);
  return data({ error: res.error.error, fields: res.error.fields ?? {}, staffFields: {} as Record<string, string> }, { status: res.httpStatus });
}

export default function OfficeWebinars() {
  const { items, editing, hostName, report } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('webinar.office.title')} intro={t('webinar.office.lead')} />
      <ul className="mt-4 list-none space-y-2 p-0" aria-label={t('webinar.office.title')}>
        {items.map((w) => (
          <li key={w.id}>
            <Card className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-semibold text-brand-900">{w.title}</span> <PhaseBadge phase={w.phase} />
                <span className="block text-sm text-muted">
                  {webinarWhen(w.startsAt)} · {w.hostName} · {t('webinar.card.seats', { left: w.seatsLeft, capacity: w.capacity })}
                </span>
              </span>
              <Link to={`/admin/webinars?id=${w.id}`} className="font-semibold text-brand-700 underline">
                {t('webinar.office.edit')}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-brand-900">{editing ? t('webinar.office.editing', { title: editing.title }) : t('webinar.office.new')}</h2>
        {editing && (
          <Link to="/admin/webinars" className="text-sm text-brand-700 underline">
            {t('webinar.office.newLink')}
          </Link>
        )}
        {result?.error && (
          <Alert tone="error" className="mt-3">
            {result.error}
          </Alert>
        )}
        <Form method="post" className="mt-3" key={editing?.id ?? 'new'}>
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <WebinarForm
            values={editing}
            fields={result?.fields}
            busy={busy}
            submitLabel={t('webinar.host.save')}
            extra={
              <>
                <TextField label={t('webinar.office.hostMobile')} hint={hostName ? t('webinar.office.hostNow', { name: hostName }) : undefined} name="hostMobile" inputMode="numeric" maxLength={10} required error={result?.fields?.hostMobile} />
                <label className="flex items-center gap-2 self-end pb-3 text-[15px]">
                  <input type="checkbox" name="published" defaultChecked={editing?.published ?? true} /> {t('webinar.office.published')}
                </label>
              </>
            }
          />
        </Form>
      </Card>
      {editing && <WebinarTeamCard staff={editing.staff} webinarId={editing.id} busy={busy} mobileError={result?.staffFields?.mobileNumber} />}
      {report && <AttendanceReportCard report={report} />}
    </Container>
  );
}
