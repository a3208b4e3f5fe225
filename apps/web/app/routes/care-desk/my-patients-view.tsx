import { ArrowLeft, MapPin, Pencil } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { DESK_PAGE_SIZE } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { AppointmentCard } from '../../features/care-desk/appointment-card.tsx';
import { deskMe, pageOf, str, toastFrom } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { Badge, DeskNav, NotProvider } from '../../features/care-desk/desk-ui.tsx';
import { noteAction } from '../../features/care-desk/notes-action.server.ts';
import { NotesSection } from '../../features/care-desk/notes-section.tsx';
import { patientFacts, relationText } from '../../features/care-desk/patient-ui.tsx';
import { recordAction } from '../../features/care-desk/records-action.server.ts';
import { RecordsSection } from '../../features/care-desk/records-section.tsx';
import { formatMobile } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/my-patients-view';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.patient ? data.patient.fullName : t('desk.patients.title'));

const TOASTS = {
  added: 'desk.patient.added',
  saved: 'desk.patient.saved',
  addressChosen: 'desk.patient.addressChosen',
  noteSaved: 'desk.note.saved',
  noteDeleted: 'desk.note.deleted',
  recordAdded: 'desk.record.added',
  recordDeleted: 'desk.record.deleted',
} as const;

function patientIdOf(request: Request) {
  const id = Number(new URL(request.url).searchParams.get('patientId'));
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  return id;
}

/** One patient (spec section 2: /my-patients/view): details, address, family, appointments, notes, medical records. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  if (!me) return { me, reason, userId: user.id, patient: null, appointments: null, notes: [], records: [], page: 1, now: Date.now(), toast: null };
  const id = patientIdOf(request);
  const page = pageOf(request);
  const [detail, appointments, notes, records] = await Promise.all([
    context.api.get(`/v2/patients/${user.id}/${id}`),
    context.api.get(`/v2/patient-appointments?userId=${user.id}&patientId=${id}&offset=${(page - 1) * DESK_PAGE_SIZE}&limit=${DESK_PAGE_SIZE}`),
    context.api.get(`/v2/patient-notes?patientAssociationId=${id}&limit=100`),
    context.api.get(`/v2/medical-records?patientAssociationId=${id}`),
  ]);
  if (!detail.ok) throw new Response(detail.error.error, { status: detail.httpStatus === 404 ? 404 : 502 });
  return {
    me,
    reason,
    userId: user.id,
    patient: detail.entity,
    appointments: appointments.ok ? appointments.entity : { items: [], total: 0 },
    notes: notes.ok ? notes.entity.items : [],
    records: records.ok ? records.entity.items : [],
    page,
    now: Date.now(),
    toast: toastFrom(request, TOASTS),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const id = patientIdOf(request);
  const page = `/my-patients/view?patientId=${id}`;
  const form = await request.formData();
  const intent = str(form.get('intent'));
  if (intent.startsWith('record-')) return recordAction(form, context.api, intent, page);
  return noteAction(form, context.api, intent, page, { path: '/v2/patient-notes', body: { patientAssociationId: id } });
}

export default function PatientView() {
  const { me, reason, userId, patient, appointments, notes, records, page, now, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | undefined;
  const navigate = useNavigate();
  const here = patient ? `/my-patients/view?patientId=${patient.patientAssociationId}` : '/my-patients';
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      {!me || !patient || !appointments ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          <Link to="/my-patients" className="mb-4 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
            <ArrowLeft size={16} aria-hidden /> {t('desk.patients.back')}
          </Link>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
            <div className="space-y-4">
              <Card>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h1 className="text-2xl font-bold text-brand-900">{patient.fullName}</h1>
                    <p className="text-muted">{patientFacts(patient)}</p>
                  </div>
                  <ButtonLink to={`/my-patients/edit/${patient.patientAssociationId}`} variant="secondary" size="sm">
                    <Pencil size={16} aria-hidden /> {t('desk.patients.edit')}
                  </ButtonLink>
                </div>
                <dl className="mt-4 grid gap-2 text-[15px]">
                  <div>
                    <dt className="text-sm text-muted">{t('desk.patient.mobile')}</dt>
                    <dd>
                      <a href={`tel:+91${patient.mobile}`} className="text-brand-700 underline underline-offset-2">
                        {formatMobile(patient.mobile)}
                      </a>{' '}
                      {patient.hasAccount ? <Badge tone="green">{t('desk.patients.hasAccount')}</Badge> : <Badge tone="grey">{t('desk.patients.walkIn')}</Badge>}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm text-muted">{t('desk.patients.address')}</dt>
                    <dd className="flex items-start gap-1.5">
                      <MapPin size={16} className="mt-1 shrink-0 text-muted" aria-hidden />
                      <span>
                        {patient.address ? (
                          <>
                            {patient.address.contact_person_name}, {patient.address.address}
                            {patient.address.landmark ? `, ${patient.address.landmark}` : ''}, {patient.address.city} {patient.address.pin_code}
                          </>
                        ) : (
                          <span className="text-muted">{t('desk.patients.noAddress')}</span>
                        )}{' '}
                        <Link to={`/my-patients/select-address?patientId=${patient.patientAssociationId}`} className="font-medium text-brand-700 underline underline-offset-2">
                          {patient.address ? t('desk.patients.changeAddress') : t('desk.patients.chooseAddress')}
                        </Link>
                      </span>
                    </dd>
                  </div>
                </dl>
                {patient.family.length > 0 && (
                  <div className="mt-4 border-t border-line pt-3">
                    <h2 className="text-sm font-semibold text-ink">{t('desk.patients.family')}</h2>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {patient.family.map((f) => (
                        <li key={f.patientAssociationId}>
                          <Link to={`/my-patients/view?patientId=${f.patientAssociationId}`} className="text-[15px] text-brand-700 underline underline-offset-2">
                            {f.fullName}
                          </Link>
                          {f.relation && <span className="text-sm text-muted"> ({relationText(f.relation)})</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </Card>
              <NotesSection
                notes={notes}
                failure={result?.intent?.startsWith('note') ? result : undefined}
                hidden={{}}
                viewerId={userId}
                title={t('desk.notes.title')}
                intro={t('desk.notes.intro')}
              />
              <RecordsSection
                records={records}
                failure={result}
                hidden={{ patientAssociationId: String(patient.patientAssociationId) }}
                intro={patient.treating ? t('desk.records.introDoctor') : t('desk.records.introDoctorWalkIn')}
              />
            </div>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading" className="mb-3 text-lg font-semibold text-brand-900">
                {t('desk.patients.history')}
              </h2>
              {appointments.items.length === 0 ? (
                <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">{t('desk.patients.noHistory')}</p>
              ) : (
                <ul className="grid gap-4">
                  {appointments.items.map((a) => (
                    <AppointmentCard key={a.id} a={a} side="doctor" failure={undefined} now={now} viewerId={userId} />
                  ))}
                </ul>
              )}
              <Pagination page={page} pages={Math.ceil(appointments.total / DESK_PAGE_SIZE)} hrefFor={(p) => `${here}&page=${p}`} />
            </section>
          </div>
        </>
      )}
      <Toast message={toast} onDone={clearToast} />
    </Container>
  );
}
