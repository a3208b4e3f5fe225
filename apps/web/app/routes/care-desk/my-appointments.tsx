import { CalendarX2 } from 'lucide-react';
import { useCallback } from 'react';
import { Link, redirect, useActionData, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router';
import { DESK_PAGE_SIZE } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { AppointmentCard } from '../../features/care-desk/appointment-card.tsx';
import { deskMe, failure, pageOf, str, toastFrom, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import type { MedicalRecord } from '@nirog/shared/schemas/care';
import { Badge, DeskNav, EmptyState, LinkTabs, PageHeading, StatusBadge, requestTypeLabel } from '../../features/care-desk/desk-ui.tsx';
import { recordAction } from '../../features/care-desk/records-action.server.ts';
import { RecordsSection } from '../../features/care-desk/records-section.tsx';
import { reviewAction } from '../../features/care-desk/review-action.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import { startOnlinePayment } from '../../features/orders/checkout.server.ts';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import type { PaymentStepResult } from '../../features/orders/order-pages.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/my-appointments';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.appts.title'));

const TOASTS = {
  cancelled: 'desk.appt.cancelled',
  paymentNotStarted: 'desk.appt.paymentNotStarted',
  completed: 'desk.appt.completed',
  noShow: 'desk.appt.markedNoShow',
  recordAdded: 'desk.record.added',
  recordDeleted: 'desk.record.deleted',
  rescheduled: 'care.toast.rescheduled',
  reviewed: 'care.toast.reviewed',
} as const;

function viewOf(request: Request, provider: boolean) {
  const q = new URL(request.url).searchParams;
  const as: 'doctor' | 'patient' = provider && q.get('as') !== 'patient' ? 'doctor' : 'patient';
  const when: 'upcoming' | 'past' = q.get('when') === 'past' ? 'past' : 'upcoming';
  return { as, when };
}

/** Both sides (spec section 2): a patient's bookings, a doctor's (or clinic's) appointments; upcoming or past. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const { me } = await deskMe(context.api);
  const { as, when } = viewOf(request, !!me);
  const page = pageOf(request);
  const [list, requests, records, members, newRequests] = await Promise.all([
    context.api.get(`/v3/my-appointments?as=${as}&when=${when}&skip=${(page - 1) * DESK_PAGE_SIZE}&limit=${DESK_PAGE_SIZE}`),
    as === 'patient' ? context.api.get('/v3/appointment-requests/mine?limit=5') : null,
    as === 'patient' ? context.api.get('/v2/medical-records') : null,
    as === 'patient' ? context.api.get('/v2/patients/member-patient') : null,
    // The doctor's desk (their role home after login, issue 19 item 10): requests waiting for an answer.
    as === 'doctor' ? context.api.get('/v3/appointment-requests?status=new&skip=0&limit=1') : null,
  ]);
  if (!list.ok) throw new Response(list.error.error, { status: 502 });
  // A patient's records include those of their family members: one list per person.
  let allRecords: MedicalRecord[] = records?.ok ? records.entity.items : [];
  const memberList = members?.ok ? members.entity.items.map((m) => ({ id: m.id, fullName: m.fullName })) : [];
  if (memberList.length) {
    const more = await Promise.all(memberList.map((m) => context.api.get(`/v2/medical-records?memberPatientId=${m.id}`)));
    allRecords = [...allRecords, ...more.flatMap((r) => (r.ok ? r.entity.items : []))].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
  return {
    me,
    userId: user.id,
    as,
    when,
    page,
    list: list.entity,
    requests: requests?.ok ? requests.entity.items : [],
    records: allRecords,
    members: memberList,
    newRequests: newRequests?.ok ? newRequests.entity.total : 0,
    now: Date.now(),
    toast: toastFrom(request, TOASTS),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = str(form.get('intent'));
  if (intent.startsWith('record-')) return recordAction(form, context.api, intent, page);
  if (intent === 'review') return reviewAction(form, context.api, page);
  const id = Number(str(form.get('id')));
  if (intent === 'cancel') {
    const reason = str(form.get('reason')).trim();
    const res = await context.api.post(`/v3/appointments/${id}/cancel`, reason ? { reason } : {});
    if (!res.ok) return failure(res, intent, { id });
    throw redirect(withToast(page, 'cancelled'));
  }
  if (intent === 'pay') {
    const orderId = Number(str(form.get('orderId')));
    if (!Number.isInteger(orderId) || orderId <= 0) return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: t('error.validation') } }, intent);
    return startOnlinePayment(context.api, orderId, undefined, withToast(page, 'paymentNotStarted'));
  }
  if (intent === 'complete' || intent === 'no-show') {
    const res = await context.api.post(`/v3/appointments/${id}/${intent}`, {});
    if (!res.ok) return failure(res, intent, { id });
    throw redirect(withToast(page, intent === 'complete' ? 'completed' : 'noShow'));
  }
  return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: 'Unknown action' } }, intent);
}

export default function MyAppointments() {
  const { me, userId, as, when, page, list, requests, records, members, newRequests, now, toast } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>() as FormFailure | PaymentStepResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const navigate = useNavigate();
  const base = `/my-appointments?as=${as}&when=${when}`;
  const clearToast = useCallback(() => navigate(page > 1 ? `${base}&page=${page}` : base, { replace: true, preventScrollReset: true }), [navigate, base, page]);
  // Paying through a POST checkout (Razorpay): a form that submits itself to the gateway.
  if (acted && 'checkout' in acted && acted.intent === 'checkout') return <GatewayForm checkout={acted.checkout} nonce={nonce} />;
  const result = acted as FormFailure | undefined;
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading
        title={t('desk.appts.title')}
        intro={as === 'doctor' ? t('desk.appts.introDoctor') : t('desk.appts.introPatient')}
        action={as === 'patient' ? <ButtonLink to="/ayurveda/doctors" variant="secondary">{t('desk.appts.book')}</ButtonLink> : undefined}
      />
      {as === 'doctor' && newRequests > 0 && (
        <Link
          to="/appointment-requests?status=new"
          className="mb-4 flex items-center justify-between gap-3 rounded-xl border border-saffron-500/40 bg-saffron-100/60 p-3 text-[15px] font-medium text-brand-900 hover:border-saffron-500"
          data-testid="desk-new-requests"
        >
          {newRequests === 1 ? t('desk.appts.newRequestOne') : t('desk.appts.newRequests', { count: newRequests })}
          <span className="text-sm text-brand-700 underline underline-offset-2">{t('desk.appts.answerRequests')}</span>
        </Link>
      )}
      {me && (
        <LinkTabs
          label={t('desk.appts.side')}
          tabs={[
            { to: `/my-appointments?as=doctor&when=${when}`, label: t('desk.appts.asDoctor'), active: as === 'doctor' },
            { to: `/my-appointments?as=patient&when=${when}`, label: t('desk.appts.asPatient'), active: as === 'patient' },
          ]}
        />
      )}
      <LinkTabs
        label={t('desk.appts.when')}
        tabs={[
          { to: `/my-appointments?as=${as}&when=upcoming`, label: t('desk.appts.upcoming'), active: when === 'upcoming' },
          { to: `/my-appointments?as=${as}&when=past`, label: t('desk.appts.past'), active: when === 'past' },
        ]}
      />
      {list.items.length === 0 ? (
        <EmptyState icon={<CalendarX2 size={32} aria-hidden />} title={when === 'upcoming' ? t('desk.appts.noneUpcoming') : t('desk.appts.nonePast')}>
          {as === 'patient' ? (
            <Link to="/ayurveda/doctors" className="font-medium text-brand-700 underline underline-offset-2">
              {t('desk.appts.findDoctor')}
            </Link>
          ) : (
            t('desk.appts.noneDoctorHint')
          )}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.items.map((a) => (
            <AppointmentCard key={a.id} a={a} side={as} failure={result?.intent && !result.intent.startsWith('record') ? result : undefined} now={now} viewerId={userId} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={Math.ceil(list.total / DESK_PAGE_SIZE)} hrefFor={(p) => `${base}&page=${p}`} />

      {as === 'patient' && requests.length > 0 && (
        <section aria-labelledby="my-requests" className="mt-8">
          <h2 id="my-requests" className="text-lg font-semibold text-brand-900">
            {t('desk.appts.myRequests')}
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-[15px]">
                <span>
                  <span className="font-medium">{r.doctor?.displayName ?? t('desk.appts.anyDoctor')}</span>
                  <span className="text-muted"> · {requestTypeLabel(r.appointmentType)} · {formatDateTime(r.createdAt)}</span>
                  {r.appointment && <span className="block text-sm text-brand-800">{t('desk.request.bookedFor', { when: formatDateTime(r.appointment.startsAt), mode: r.appointment.mode === 0 ? t('desk.mode.video') : t('desk.mode.clinic') })}</span>}
                </span>
                <span className="flex gap-1.5">
                  {r.status === 'new' && !r.doctor && <Badge tone="amber">{t('desk.appts.waitingDoctor')}</Badge>}
                  <StatusBadge status={r.status} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {as === 'patient' && (
        <div className="mt-8">
          <RecordsSection records={records} failure={result} hidden={{}} members={members} intro={t('desk.records.introPatient')} />
        </div>
      )}
      <Toast message={toast} onDone={clearToast} />
      <Toast message={result && !Object.keys(result.fields ?? {}).length && result.intent.startsWith('record') ? result.error : null} tone="error" />
    </Container>
  );
}
