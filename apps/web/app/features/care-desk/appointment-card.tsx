/**
 * One appointment on /my-appointments, from either side: when, how, with whom, and what can be done now (join the
 * video room, read the prescription, reschedule, cancel, review it after the visit; the doctor also closes it as
 * completed or missed).
 */
import { CalendarClock, CalendarSync, FileText, MapPin, Phone, Video } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatDateTime, formatMobile, formatRupees, formatTime } from '../../lib/format.ts';
import { PayOnlineButton } from '../orders/gateway-form.tsx';
import type { FormFailure } from './form-failure.ts';
import type { AppointmentItem } from '@nirog/shared/schemas/care';
import { Badge, StatusBadge, modeText } from './desk-ui.tsx';
import { rescheduleHref } from './reschedule.ts';
import { ReviewForm, ReviewShown } from './review-form.tsx';

export function AppointmentCard({ a, side, failure, now, viewerId }: { a: AppointmentItem; side: 'doctor' | 'patient'; failure: FormFailure | undefined; now: number; viewerId: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(a.id);
  const mine = failure?.id === a.id ? failure : undefined;
  const live = a.status === 'booked' || a.status === 'pending_payment';
  const started = new Date(a.startsAt).getTime() <= now;
  const ended = new Date(a.window.closesAt).getTime() < now;
  const headingId = `appointment-${a.id}`;
  const who = side === 'patient' ? a.doctor.displayName : a.patient.name;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {side === 'patient' && a.doctor.path ? (
              <Link to={a.doctor.path} className="hover:underline">
                {who}
              </Link>
            ) : (
              who
            )}
          </h2>
          {side === 'patient' && a.patient.relation && <p className="text-sm text-muted">{t('desk.appt.forMember', { name: a.patient.name })}</p>}
          {side === 'doctor' && a.patient.relation && <p className="text-sm text-muted">{t(`desk.relation.${a.patient.relation}` as Parameters<typeof t>[0])}</p>}
          {side === 'doctor' && a.doctor.id !== viewerId && <p className="text-sm text-muted">{a.doctor.displayName}</p>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="grey">{modeText(a.mode)}</Badge>
          <StatusBadge status={a.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-1.5 text-[15px]">
        <div className="flex items-center gap-2">
          <CalendarClock size={16} className="shrink-0 text-muted" aria-hidden />
          <dt className="sr-only">{t('desk.appt.when')}</dt>
          <dd>
            {formatDateTime(a.startsAt)} – {formatTime(a.endsAt)}
          </dd>
        </div>
        {a.clinic && (
          <div className="flex items-start gap-2">
            <MapPin size={16} className="mt-0.5 shrink-0 text-muted" aria-hidden />
            <dt className="sr-only">{t('desk.appt.where')}</dt>
            <dd>
              <Link to={a.clinic.path} className="font-medium hover:underline">
                {a.clinic.name}
              </Link>
              , {a.clinic.address}, {a.clinic.city}
            </dd>
          </div>
        )}
        {side === 'doctor' && a.patient.mobile && (
          <div className="flex items-center gap-2">
            <Phone size={16} className="shrink-0 text-muted" aria-hidden />
            <dt className="sr-only">{t('desk.request.mobile')}</dt>
            <dd>
              <a href={`tel:+91${a.patient.mobile}`} className="text-brand-700 underline underline-offset-2">
                {formatMobile(a.patient.mobile)}
              </a>
            </dd>
          </div>
        )}
        <div className="text-sm text-muted">
          <dt className="sr-only">{t('desk.appt.fee')}</dt>
          <dd>
            {a.payment !== 'online'
              ? t('desk.appt.feeClinic', { fee: formatRupees(a.feePaise) })
              : a.status === 'pending_payment'
                ? t('desk.appt.feeAwaiting', { fee: formatRupees(a.feePaise) })
                : a.paymentStatus === 'refunded'
                  ? t('desk.appt.feeRefunded', { fee: formatRupees(a.feePaise) })
                  : t('desk.appt.feeOnline', { fee: formatRupees(a.feePaise) })}
          </dd>
        </div>
      </dl>
      {a.canPay && a.orderId && a.payBy && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-ink">{t('care.book.payBy', { time: formatTime(a.payBy), fee: formatRupees(a.feePaise) })}</p>
          <div className="mt-2">
            <PayOnlineButton orderId={a.orderId} appointmentId={a.id} label={t('care.book.payNow', { fee: formatRupees(a.feePaise) })} />
          </div>
        </div>
      )}
      {a.reason && <p className="mt-2 text-sm whitespace-pre-line text-muted">{a.reason}</p>}
      {mine && mine.intent !== 'review' && <Alert tone="error" className="mt-3">{Object.values(mine.fields)[0] ?? mine.error}</Alert>}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {a.mode === 0 && a.status === 'booked' && !ended && (
          a.canJoin ? (
            <ButtonLink to={`/appointment-consultation/${a.id}`}>
              <Video size={18} aria-hidden /> {t('desk.appt.join')}
            </ButtonLink>
          ) : (
            <span className="text-sm text-muted">{t('desk.appt.opensAt', { when: formatDateTime(a.window.opensAt) })}</span>
          )
        )}
        {side === 'doctor' && a.mode === 1 && (a.status === 'booked' || a.status === 'completed') && (
          <ButtonLink to={`/appointment-consultation/${a.id}`} variant="secondary">
            {t('desk.appt.openConsultation')}
          </ButtonLink>
        )}
        {side === 'patient' && a.canReschedule && (
          <ButtonLink to={rescheduleHref(a.id)} variant="secondary">
            <CalendarSync size={18} aria-hidden /> {t('desk.appt.reschedule')}
          </ButtonLink>
        )}
        {a.prescription && (
          <ButtonLink to={`/appointment-consultation/${a.id}#prescription`} variant="secondary">
            <FileText size={18} aria-hidden /> {t('desk.appt.prescription')}
          </ButtonLink>
        )}
        {side === 'doctor' && a.patient.patientAssociationId && (
          <Link to={`/my-patients/view?patientId=${a.patient.patientAssociationId}`} className="text-sm font-medium text-brand-700 underline underline-offset-2">
            {t('desk.request.openPatient')}
          </Link>
        )}
        {side === 'doctor' && a.status === 'booked' && started && (
          <Form method="post" className="flex gap-2">
            <input type="hidden" name="id" value={a.id} />
            <Button type="submit" name="intent" value="complete" size="sm" variant="secondary" disabled={busy}>
              {t('desk.appt.complete')}
            </Button>
            <Button type="submit" name="intent" value="no-show" size="sm" variant="ghost" disabled={busy}>
              {t('desk.appt.noShow')}
            </Button>
          </Form>
        )}
      </div>
      {side === 'patient' && a.review && <ReviewShown review={a.review} />}
      {side === 'patient' && a.canReview && <ReviewForm a={a} failure={mine?.intent === 'review' ? mine : undefined} />}
      {live && !started && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-danger">{t('desk.appt.cancel')}</summary>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={a.id} />
            <label className="block min-w-0 flex-1">
              <span className="mb-1 block text-sm text-muted">{t('desk.appt.cancelReason')}</span>
              <input name="reason" maxLength={300} className="block h-11 w-full rounded-lg border border-line px-3 text-[15px] sm:h-10" />
            </label>
            <Button type="submit" name="intent" value="cancel" variant="danger" size="sm" disabled={busy}>
              {t('desk.appt.cancelConfirm')}
            </Button>
          </Form>
        </details>
      )}
    </li>
  );
}
