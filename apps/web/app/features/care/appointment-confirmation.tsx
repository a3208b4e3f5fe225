/**
 * The appointment confirmation page's body (issue 19, item 8; decision 044): doctor, time in India time, mode, what
 * to do next (the video room, or the clinic's address and a map), add to calendar (.ics), reschedule and cancel.
 * Everything is a link or a plain form post, so it works before the page's JavaScript has loaded.
 */
import { CalendarCheck, CalendarPlus, CalendarSync, CalendarX, CreditCard, MapPin, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { mapLink } from '@nirog/shared/care';
import type { AppointmentView } from '@nirog/shared/schemas/care';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime, formatRupees, formatTime } from '../../lib/format.ts';
import { rescheduleHref } from '../care-desk/reschedule.ts';
import { PayOnlineButton } from '../orders/gateway-form.tsx';
import { confirmationPath } from './booking.ts';

type Toast = 'paymentReceived' | 'paymentFailed' | 'paymentReview' | 'cancelled' | null;

export function AppointmentConfirmation({ a, toast, error }: { a: AppointmentView; toast: Toast; error?: string }) {
  // The patient lands here at the top; keyboard and screen-reader users continue from the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  const live = a.status === 'booked' || a.status === 'pending_payment';
  const awaiting = a.status === 'pending_payment';
  const booked = a.status === 'booked';
  const paidHow =
    a.payment === 'online' ? (awaiting ? t('care.book.awaitingPayment') : a.paymentStatus === 'refunded' ? t('care.book.refunded') : t('care.book.paidOnline')) : a.mode === 0 ? t('care.book.payDoctor') : t('care.book.payAtClinic');
  return (
    <section className={cn('rounded-xl border p-5 sm:p-6', awaiting ? 'border-amber-300 bg-amber-50' : live ? 'border-brand-200 bg-brand-50' : 'border-line bg-white')} aria-labelledby="confirmation-heading" data-testid="booking-confirmation">
      <h1 id="confirmation-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-brand-900 outline-none sm:text-2xl">
        {awaiting ? <CreditCard size={24} aria-hidden /> : <CalendarCheck size={24} aria-hidden />}
        {awaiting ? t('care.book.awaitingPaymentTitle') : live || a.status === 'completed' ? t('care.book.confirmedTitle') : t('care.book.notLiveTitle')}
      </h1>
      {toast === 'paymentFailed' && awaiting && (
        <Alert tone="error" className="mt-3">
          {t('care.book.payFailed')}
        </Alert>
      )}
      {toast === 'cancelled' && (
        <Alert tone="success" className="mt-3">
          {t('care.toast.cancelled')}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {awaiting && a.canPay && a.payBy && a.orderId && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-ink">{t('care.book.payBy', { time: formatTime(a.payBy), fee: formatRupees(a.feePaise) })}</p>
          <PayOnlineButton orderId={a.orderId} label={t('care.book.payNow', { fee: formatRupees(a.feePaise) })} action={confirmationPath(a.id)} appointmentId={a.id} />
        </div>
      )}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('careConfirm.doctor')}</dt>
        <dd className="font-medium text-ink">{a.doctor.path ? <Link to={a.doctor.path} className="underline-offset-2 hover:underline">{a.doctor.name}</Link> : a.doctor.name}</dd>
        <dt className="text-muted">{t('care.book.when')}</dt>
        <dd className="font-medium text-ink" data-testid="confirmation-when">
          {t('careConfirm.indiaTime', { when: formatDateTime(a.startsAt) })}
        </dd>
        <dt className="text-muted">{t('care.book.consultation')}</dt>
        <dd className="font-medium text-ink">{a.mode === 0 ? t('care.mode.videoLong') : t('care.mode.clinicLong')}</dd>
        <dt className="text-muted">{t('care.book.patient')}</dt>
        <dd className="font-medium text-ink">{a.patient.name}</dd>
        {a.clinic && (
          <>
            <dt className="text-muted">{t('care.book.where')}</dt>
            <dd className="font-medium text-ink">
              {a.clinic.name}, {a.clinic.address}, {a.clinic.city} {a.clinic.pinCode}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('care.book.fee')}</dt>
        <dd className="font-medium text-ink">
          {formatRupees(a.feePaise)} · {paidHow}
        </dd>
        <dt className="text-muted">{t('care.book.bookingId')}</dt>
        <dd className="font-medium text-ink" data-testid="booking-id">
          {a.id}
        </dd>
      </dl>

      {booked && (
        <div className="mt-5 rounded-lg border border-line bg-white p-4">
          <h2 className="font-semibold text-brand-900">{t('careConfirm.next')}</h2>
          <p className="mt-1 text-sm text-ink">{a.mode === 0 ? t('careConfirm.videoNext') : t('careConfirm.clinicNext')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {a.mode === 0 ? (
              <ButtonLink to={`/appointment-consultation/${a.id}`}>
                <Video size={18} aria-hidden /> {t('careConfirm.join')}
              </ButtonLink>
            ) : (
              a.clinic && (
                <a href={mapLink({ label: `${a.clinic.name}, ${a.clinic.address}, ${a.clinic.city} ${a.clinic.pinCode}` })} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
                  <MapPin size={18} aria-hidden /> {t('careConfirm.map')}
                </a>
              )
            )}
            <a href={`/api/v3/appointments/${a.id}/calendar.ics`} download={`appointment-${a.id}.ics`} className={buttonClass('secondary')}>
              <CalendarPlus size={18} aria-hidden /> {t('careConfirm.addToCalendar')}
            </a>
          </div>
        </div>
      )}

      {live && (
        <div className="mt-5">
          <h2 className="font-semibold text-brand-900">{t('careConfirm.changeTitle')}</h2>
          <p className="mt-1 text-sm text-muted" data-testid="booking-rules">
            {t('care.book.rules', { cancel: a.rules.cancelBeforeHours, reschedule: a.rules.rescheduleBeforeHours })}
            {a.payment === 'online' && ` ${t('care.book.refundNote')}`}
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            {a.canReschedule && (
              <ButtonLink to={rescheduleHref(a.id)} variant="secondary">
                <CalendarSync size={18} aria-hidden /> {t('careConfirm.reschedule')}
              </ButtonLink>
            )}
          </div>
          {a.canCancel && (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-danger">{t('desk.appt.cancel')}</summary>
              <Form method="post" action={confirmationPath(a.id)} className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="cancel" />
                <label className="block min-w-0 flex-1">
                  <span className="mb-1 block text-sm text-muted">{t('desk.appt.cancelReason')}</span>
                  <input name="reason" maxLength={300} className="block h-11 w-full rounded-lg border border-line px-3 text-[15px] sm:h-10" />
                </label>
                <Button type="submit" variant="danger" size="sm" disabled={busy}>
                  <CalendarX size={16} aria-hidden /> {t('care.book.cancel')}
                </Button>
              </Form>
            </details>
          )}
        </div>
      )}
      {!live && a.status === 'cancelled' && <p className="mt-4 text-sm text-ink">{t('careConfirm.cancelledNote')}</p>}

      <p className="mt-5 flex flex-wrap gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
        <Link to="/my-appointments?as=patient" className="font-medium text-brand-700 underline underline-offset-2">
          {t('careConfirm.all')}
        </Link>
        {a.doctor.path && (
          <Link to={`${a.doctor.path}#book`} className="font-medium text-brand-700 underline underline-offset-2">
            {t('care.book.another')}
          </Link>
        )}
      </p>
    </section>
  );
}
