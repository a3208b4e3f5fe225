/**
 * The reschedule page's view: the appointment as booked, the doctor's rules, and the same date strip and slot grid as
 * the doctor page's booking panel, for the same doctor, mode and clinic.
 */
import { ArrowLeft, Building2, CalendarClock, CalendarX, MapPin, Video } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { formatTimeOfDay12, weekdayOf } from '@nirog/shared/care';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import { weekdayName } from '../care/care-format.ts';
import { MY_UPCOMING, rescheduleHref, type RescheduleFailure, type RescheduleState } from './reschedule.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return { weekday: weekdayName(weekdayOf(date)).slice(0, 3), day: `${d} ${MONTHS[m! - 1]}` };
};
const timeOnly = (iso: string) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

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
            {formatDateTime(a.startsAt)} – {timeOnly(a.endsAt)}
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
      <nav aria-label={t('care.book.chooseDate')} className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {state.days.map((d) => {
          const l = dayLabel(d.date);
          const selected = d.date === state.date;
          return (
            <Link
              key={d.date}
              to={rescheduleHref(id, { date: d.date })}
              preventScrollReset
              aria-current={selected ? 'date' : undefined}
              aria-label={t('care.book.dateLabel', { date: `${l.weekday} ${l.day}`, count: d.slots.length })}
              className={cn(
                'flex min-w-16 shrink-0 flex-col items-center rounded-lg border px-2 py-1.5 text-xs',
                selected ? 'border-brand-700 bg-brand-700 text-white' : d.slots.length ? 'border-line text-ink hover:bg-brand-50' : 'border-line text-muted opacity-70',
              )}
            >
              <span className="font-semibold">{l.weekday}</span>
              <span>{l.day}</span>
              <span>{d.dayOff ? t('care.book.off') : t('care.book.slotsCount', { count: d.slots.length })}</span>
            </Link>
          );
        })}
      </nav>

      {/* Keyed by the choices in the URL: after a navigation the form shows them, not what it showed before. */}
      <Form key={`${state.date}|${state.slot}`} method="post" action={rescheduleHref(id, { date: state.date })} className="mt-4 space-y-4">
        <fieldset aria-describedby={slotError ? 'slot-error' : undefined}>
          <legend className="text-sm font-medium text-ink">{t('care.book.chooseSlot')}</legend>
          {day && day.slots.length > 0 ? (
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
              {day.slots.map((s) => (
                <label key={s.startsAt} className="relative">
                  <input type="radio" name="startsAt" value={s.startsAt} defaultChecked={state.slot === s.startsAt} className="peer sr-only" required />
                  <span className="block cursor-pointer rounded-lg border border-line py-2 text-center text-sm text-ink hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                    {formatTimeOfDay12(s.startMin)}
                  </span>
                </label>
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">{day?.dayOff ? t('care.book.dayOff') : t('care.book.noSlots')}</p>
          )}
          {slotError && (
            <p id="slot-error" className="mt-2 text-sm font-medium text-danger" role="alert">
              {slotError}
            </p>
          )}
        </fieldset>
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
