/**
 * The reschedule page's view: the appointment as booked, the doctor's rules, and the same date strip and slot grid as
 * the doctor page's booking panel, for the same doctor, mode and clinic.
 */
import { ArrowLeft, Building2, CalendarClock, CalendarX, MapPin, Video } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatDateTime, formatRupees, formatTime } from '../../lib/format.ts';
import { DateStrip, SlotOptions } from '../care/slot-picker.tsx';
import { MY_UPCOMING, rescheduleHref, type RescheduleFailure, type RescheduleState } from './reschedule.ts';

function Current({ state }: { state: RescheduleState }) {
  const a = state.appointment;
  return (
    <section aria-labelledby="current-heading" className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <h2 id="current-heading" className="text-lg font-semibold text-ink">
        {a.doctor.path ? (
          <Link to={a.doctor.path} className="hover:underline">
            {a.doctor.name}
          </Link>
        ) : (
          a.doctor.name
        )}
      </h2>
      <dl className="mt-3 grid gap-2 text-[15px]">
        <div className="flex items-start gap-2">
          <CalendarClock size={16} className="mt-0.5 shrink-0 text-muted" aria-hidden />
          <dt className="text-muted">{t('desk.resched.current')}:</dt>
          <dd className="font-medium" data-testid="current-time">
            {formatDateTime(a.startsAt)} – {formatTime(a.endsAt)}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          {a.mode === 0 ? <Video size={16} className="mt-0.5 shrink-0 text-muted" aria-hidden /> : <Building2 size={16} className="mt-0.5 shrink-0 text-muted" aria-hidden />}
          <dt className="sr-only">{t('care.book.consultation')}</dt>
          <dd>
            {a.mode === 0 ? t('care.mode.videoLong') : t('care.mode.clinicLong')} · {formatRupees(a.feePaise)}
          </dd>
        </div>
        {a.clinic && (
          <div className="flex items-start gap-2">
            <MapPin size={16} className="mt-0.5 shrink-0 text-muted" aria-hidden />
            <dt className="sr-only">{t('care.book.where')}</dt>
            <dd>
              {a.clinic.name}, {a.clinic.address}, {a.clinic.city}
            </dd>
          </div>
        )}
        <div className="flex items-start gap-2 text-sm">
          <dt className="text-muted">{t('desk.resched.patient')}:</dt>
          <dd>{a.patient.name}</dd>
        </div>
      </dl>
      <p className="mt-3 border-t border-line pt-3 text-sm text-muted" data-testid="reschedule-rules">
        {t('care.book.rules', { cancel: a.rules.cancelBeforeHours, reschedule: a.rules.rescheduleBeforeHours })} {t('desk.resched.released')}
      </p>
    </section>
  );
}

function Picker({ state, result }: { state: RescheduleState; result?: RescheduleFailure }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const id = state.appointment.id;
  const day = state.days.find((d) => d.date === state.date);
  const slotError = result?.fields.startsAt;
  return (
    <section aria-labelledby="pick-heading" className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="reschedule-panel">
      <h2 id="pick-heading" className="text-lg font-semibold text-brand-900">
        {t('desk.resched.pickNew')}
      </h2>
      <div className="mt-3">
        <DateStrip days={state.days} selected={state.date} hrefFor={(date) => rescheduleHref(id, { date })} />
      </div>

      {/* Keyed by the choices in the URL: after a navigation the form shows them, not what it showed before. */}
      <Form key={`${state.date}|${state.slot}`} method="post" action={rescheduleHref(id, { date: state.date })} className="mt-4 space-y-4">
        <SlotOptions day={day} selected={state.slot} error={slotError} wide />
        {result && !slotError && <Alert tone="error">{result.error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <Link to={MY_UPCOMING} className="text-center text-sm font-medium text-brand-700 underline underline-offset-2 sm:mr-auto">
            {t('desk.resched.keep')}
          </Link>
          <Button type="submit" disabled={busy || !day?.slots.length} className="sm:min-w-48">
            {t('desk.resched.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The whole page body: the current booking and rules beside the picker, or why it cannot be moved. */
export function ReschedulePanel({ state, result }: { state: RescheduleState; result?: RescheduleFailure }) {
  return (
    <>
      <Link to={MY_UPCOMING} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft size={16} aria-hidden /> {t('desk.resched.back')}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('desk.resched.title')}</h1>
      <p className="mt-1 mb-5 max-w-2xl text-muted">{t('desk.resched.intro', { doctor: state.appointment.doctor.name })}</p>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Current state={state} />
        {state.blocked ? (
          <section aria-labelledby="blocked-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5" data-testid="reschedule-blocked">
            <h2 id="blocked-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <CalendarX size={20} aria-hidden /> {t('desk.resched.cannot')}
            </h2>
            <p className="mt-2 text-[15px] text-ink">{state.blocked}</p>
            <ButtonLink to={MY_UPCOMING} variant="secondary" className="mt-4">
              {t('desk.resched.back')}
            </ButtonLink>
          </section>
        ) : (
          <Picker state={state} result={result} />
        )}
      </div>
    </>
  );
}
