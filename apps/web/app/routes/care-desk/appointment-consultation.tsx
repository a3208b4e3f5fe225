import { ArrowLeft, CalendarClock, Clock, MapPin } from 'lucide-react';
import { useCallback } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { failure, formValues, str, toastFrom, withToast } from '../../features/care-desk/desk.server.ts';
import type { FormFailure } from '../../features/care-desk/form-failure.ts';
import { Badge, StatusBadge, modeText } from '../../features/care-desk/desk-ui.tsx';
import { noteAction } from '../../features/care-desk/notes-action.server.ts';
import { NotesSection } from '../../features/care-desk/notes-section.tsx';
import { PrescriptionBuilder, PrescriptionView, type CartOutcome, type CatalogHit } from '../../features/care-desk/prescription.tsx';
import { VideoRoom } from '../../features/care-desk/video-room.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/appointment-consultation';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.room.title'));

const TOASTS = {
  noteSaved: 'desk.note.saved',
  noteDeleted: 'desk.note.deleted',
  rxSaved: 'desk.rx.saved',
  rxAdded: 'desk.rx.itemAdded',
  rxRemoved: 'desk.rx.itemRemoved',
  completed: 'desk.appt.completed',
} as const;

/** The consultation room (spec section 2: /appointment-consultation/{apptId}): video, notes and prescription. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const id = idOr404(params.apptId);
  const res = await context.api.get(`/v3/consultations/${id}`);
  if (!res.ok) throw new Response(res.error.error, { status: res.httpStatus === 404 ? 404 : 502 });
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  let hits: CatalogHit[] | null = null;
  if (res.entity.canWrite && query) {
    const found = await context.api.get(`/pub/v3/products?search=${encodeURIComponent(query)}&limit=5`);
    hits = found.ok ? found.entity.items : [];
  }
  return { c: res.entity, id, userId: user.id, query, hits, now: Date.now(), toast: toastFrom(request, TOASTS) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  const id = idOr404(params.apptId);
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const base = `/v3/consultations/${id}` as const;

  if (intent === 'consent') {
    const res = await context.api.post(`${base}/consent`, {});
    if (!res.ok) return failure(res, intent);
    throw redirect(page);
  }
  if (intent.startsWith('note-')) return noteAction(form, context.api, intent, page, { path: `${base}/notes`, body: {} });

  if (intent === 'rx-save') {
    const values = formValues(form, ['diagnosis', 'advice']);
    const res = await context.api.put(`${base}/prescription`, values);
    if (!res.ok) return failure(res, intent, { values });
    throw redirect(withToast(page, 'rxSaved'));
  }
  if (intent === 'rx-add') {
    const values = formValues(form, ['packageId', 'dose', 'duration', 'instructions', 'quantity']);
    const res = await context.api.post(`${base}/prescription/items`, { ...values, packageId: Number(values.packageId), quantity: Number(values.quantity) || 1 });
    if (!res.ok) return failure(res, intent, { values });
    throw redirect(withToast(page, 'rxAdded'));
  }
  if (intent === 'rx-remove') {
    const res = await context.api.del(`${base}/prescription/items/${Number(str(form.get('itemId')))}`);
    if (!res.ok) return failure(res, intent);
    throw redirect(withToast(page, 'rxRemoved'));
  }
  if (intent === 'complete') {
    const res = await context.api.post(`/v3/appointments/${id}/complete`, {});
    if (!res.ok) return failure(res, intent);
    throw redirect(withToast(page, 'completed'));
  }
  if (intent === 'cart') {
    // One click puts every prescribed pack in the cart (POST /v2/cart per line), never lowering a quantity already there.
    const rx = await context.api.get(`${base}/prescription`);
    if (!rx.ok || !rx.entity) return failure(rx.ok ? { ok: false, httpStatus: 404, error: { code: 'not_found', error: t('error.notFound') } } : rx, intent);
    const cart = await context.api.get(`/v2/cart/${user.id}`);
    const inCart = new Map((cart.ok ? cart.entity.cartItems : []).map((l) => [l.packageId, l.quantity]));
    const outcome: CartOutcome = { intent: 'cart', added: 0, failed: [] };
    for (const item of rx.entity.items) {
      if (!item.available) {
        outcome.failed.push({ medicine: item.medicine, reason: t('desk.rx.unavailable') });
        continue;
      }
      const res = await context.api.post('/v2/cart', { packageId: item.packageId, quantity: Math.max(item.quantity, inCart.get(item.packageId) ?? 0) });
      if (res.ok) outcome.added += 1;
      else outcome.failed.push({ medicine: item.medicine, reason: res.error.error });
    }
    return data(outcome, { status: outcome.added ? 200 : 409 });
  }
  return failure({ ok: false, httpStatus: 400, error: { code: 'validation_failed', error: 'Unknown action' } }, intent);
}

export default function AppointmentConsultation() {
  const { c, id, userId, query, hits, now, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (FormFailure | CartOutcome) | undefined;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const refresh = useCallback(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  }, [revalidator]);
  const clearToast = useCallback(() => navigate(`/appointment-consultation/${id}${query ? `?q=${encodeURIComponent(query)}` : ''}`, { replace: true, preventScrollReset: true }), [navigate, id, query]);
  const a = c.appointment;
  const doctor = c.role === 'doctor';
  const peer = doctor ? a.patient.name : a.doctor.displayName;
  const formFailure = result && result.intent !== 'cart' ? (result as FormFailure) : undefined;
  const cartOutcome = result && result.intent === 'cart' ? (result as CartOutcome) : undefined;
  const started = new Date(a.startsAt).getTime() <= now;

  const closedMessage =
    c.video.reason === 'early'
      ? t('desk.room.opensAt', { when: formatDateTime(c.window.opensAt) })
      : c.video.reason === 'closed'
        ? t('desk.room.closed')
        : c.video.reason === 'notVideo'
          ? t('desk.room.inClinic', { clinic: a.clinic ? `${a.clinic.name}, ${a.clinic.address}` : '' })
          : c.video.reason === 'notBooked'
            ? t('desk.room.notBooked')
            : null;

  return (
    <Container className="py-6 sm:py-8">
      <Link to="/my-appointments" className="mb-4 inline-flex items-center gap-1.5 text-[15px] font-medium text-brand-700 underline underline-offset-2">
        <ArrowLeft size={16} aria-hidden /> {t('desk.appts.title')}
      </Link>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('desk.room.with', { name: peer })}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            <span className="flex items-center gap-1.5">
              <CalendarClock size={16} aria-hidden /> {formatDateTime(a.startsAt)}
            </span>
            <Badge tone="grey">{modeText(a.mode)}</Badge>
            <StatusBadge status={a.status} />
            {doctor && a.patient.relation && <span>{t('desk.room.forMember', { name: a.patient.name })}</span>}
          </p>
          {a.reason && <p className="mt-2 max-w-2xl text-[15px] whitespace-pre-line">{a.reason}</p>}
        </div>
        {doctor && a.status === 'booked' && started && (
          <Form method="post">
            <Button type="submit" name="intent" value="complete" variant="secondary">
              {t('desk.appt.complete')}
            </Button>
          </Form>
        )}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          {doctor && c.patient && (
            <Card className="!p-4" data-testid="patient-identity">
              <h2 className="text-sm font-medium text-muted">{t('desk.identity.title')}</h2>
              <p className="text-[15px] font-semibold text-ink">
                {[c.patient.name, c.patient.age !== null ? t('desk.patient.age', { age: c.patient.age }) : null, c.patient.gender].filter(Boolean).join(' · ')}
              </p>
              {a.mode === 0 && (
                <p className="mt-1 text-sm text-muted">
                  {c.consent ? t('desk.consent.patientGave', { when: formatDateTime(c.consent.at) }) : t('desk.consent.patientPending')}
                </p>
              )}
            </Card>
          )}
          {!doctor && a.mode === 0 && a.status === 'booked' && !c.consent ? (
            <Card data-testid="consent">
              <h2 className="text-lg font-semibold text-brand-900">{t('desk.consent.title')}</h2>
              <p className="mt-2 text-[15px] text-ink">{t('desk.consent.text', { doctor: a.doctor.displayName })}</p>
              <Form method="post" className="mt-4">
                <Button type="submit" name="intent" value="consent">
                  {t('desk.consent.agree')}
                </Button>
              </Form>
            </Card>
          ) : c.video.open ? (
            <VideoRoom role={c.role} signalPath={c.video.signalPath} iceServers={c.video.iceServers} peerName={peer} onRefresh={refresh} />
          ) : (
            <Card className="flex items-start gap-3" role="status">
              {a.mode === 0 ? <Clock size={24} className="shrink-0 text-brand-700" aria-hidden /> : <MapPin size={24} className="shrink-0 text-brand-700" aria-hidden />}
              <div>
                <p className="text-[15px] font-medium">{closedMessage}</p>
                {c.video.reason === 'early' && <p className="mt-1 text-sm text-muted">{t('desk.room.earlyHint')}</p>}
              </div>
            </Card>
          )}
          {!doctor && c.notes.length > 0 && (
            <section aria-labelledby="shared-notes" className="rounded-xl border border-line bg-white p-4 sm:p-5">
              <h2 id="shared-notes" className="text-lg font-semibold text-brand-900">
                {t('desk.room.doctorNotes')}
              </h2>
              <ul className="mt-3 space-y-3">
                {c.notes.map((n) => (
                  <li key={n.noteId} className="rounded-lg border border-line p-3">
                    <p className="text-sm text-muted">{formatDateTime(n.createdAt)}</p>
                    <p className="mt-1 text-[15px] whitespace-pre-line">{n.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="space-y-4">
          {doctor && c.canWrite ? (
            <>
              <NotesSection
                notes={c.notes.map((n) => ({ ...n, patientAssociationId: a.patient.patientAssociationId ?? 0, appointment: { id: a.id, startsAt: a.startsAt }, sharedWithPatient: true }))}
                failure={formFailure?.intent.startsWith('note') ? formFailure : undefined}
                hidden={{}}
                viewerId={userId}
                title={t('desk.room.notesTitle')}
                intro={t('desk.room.notesIntro')}
              />
              <PrescriptionBuilder rx={c.prescription} hits={hits} query={query} failure={formFailure} apptId={id} />
            </>
          ) : (
            <>
              {doctor && <p className="rounded-lg bg-canvas p-3 text-sm text-muted">{t('desk.rx.notYet')}</p>}
              <PrescriptionView rx={c.prescription} apptId={id} patient={!doctor} outcome={cartOutcome} />
            </>
          )}
        </div>
      </div>
      <Toast message={toast} onDone={clearToast} />
      <Toast message={formFailure && !Object.keys(formFailure.fields).length && !['rx-add', 'rx-remove'].includes(formFailure.intent) ? formFailure.error : null} tone="error" />
    </Container>
  );
}
