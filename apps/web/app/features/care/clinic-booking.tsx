/**
 * "Book at this clinic" on a clinic's page (issue 19, item 7): choose a doctor, a date and a free time; the time is a
 * link to the doctor's booking panel with it chosen (mode in-clinic, this clinic), where the patient says for whom
 * and how to pay. Links only: it works before the page's JavaScript has loaded.
 */
import { Link } from 'react-router';
import { formatTimeOfDay12 } from '@nirog/shared/care';
import type { BookingDay } from '@nirog/shared/schemas/care';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { cn } from '../../components/ui/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import { bookingHref } from './booking.ts';
import { DateStrip } from './slot-picker.tsx';

export interface ClinicBookingState {
  doctors: Array<{ id: number; displayName: string; feePaise: number; path: string }>;
  doctorId: number | null;
  days: BookingDay[];
  date: string | null;
}

export function ClinicBooking({ clinic, state }: { clinic: { id: number; path: string }; state: ClinicBookingState }) {
  const here = (c: { doctor?: number; date?: string }) => {
    const q = new URLSearchParams();
    if (c.doctor ?? state.doctorId) q.set('doctor', String(c.doctor ?? state.doctorId));
    if (c.date) q.set('date', c.date);
    return addressIn(currentLocale(), `${clinic.path}?${q.toString()}#book`);
  };
  const doctor = state.doctors.find((d) => d.id === state.doctorId);
  const day = state.days.find((d) => d.date === state.date);
  return (
    <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="book-heading" data-testid="booking-panel">
      <h2 id="book-heading" className="text-lg font-semibold text-brand-900">
        {t('careConfirm.bookClinicTitle')}
      </h2>
      {!doctor ? (
        <p className="mt-3 text-sm text-muted">{t('careConfirm.clinicNoTimings')}</p>
      ) : (
        <>
          <nav aria-label={t('careConfirm.chooseDoctor')} className="mt-3 grid gap-2">
            {state.doctors.map((d) => (
              <Link
                key={d.id}
                to={here({ doctor: d.id })}
                preventScrollReset
                aria-current={d.id === doctor.id ? 'true' : undefined}
                className={cn('flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm', d.id === doctor.id ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-line text-ink hover:bg-brand-50')}
              >
                <span>{d.displayName}</span>
                <span className="shrink-0">{formatRupees(d.feePaise)}</span>
              </Link>
            ))}
          </nav>
          <div className="mt-4">
            <DateStrip days={state.days} selected={state.date} hrefFor={(date) => here({ date })} />
          </div>
          <div className="mt-4" role="group" aria-labelledby="clinic-slots-label">
            <p id="clinic-slots-label" className="text-sm font-medium text-ink">
              {t('care.book.chooseSlot')}
            </p>
            {day && day.slots.length > 0 ? (
              <ul className="mt-2 grid grid-cols-3 gap-2">
                {day.slots.map((s) => (
                  <li key={s.startsAt}>
                    <Link
                      to={bookingHref(doctor.path, { mode: 1, clinicId: clinic.id, date: day.date, slot: s.startsAt })}
                      className="block rounded-lg border border-line py-3 text-center text-sm text-ink hover:border-brand-700 hover:bg-brand-50 sm:py-1.5"
                    >
                      {formatTimeOfDay12(s.startMin)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">{day?.dayOff ? t('care.book.dayOff') : t('care.book.noSlots')}</p>
            )}
            <p className="mt-3 text-sm text-muted">{t('careConfirm.clinicSlotHint')}</p>
          </div>
        </>
      )}
      <p className="mt-4 border-t border-line pt-3 text-sm text-muted">
        {t('care.book.requestInstead')}{' '}
        <Link to={doctor ? `/request-appointment?doctorId=${doctor.id}` : '/request-appointment'} className="font-medium text-brand-700 underline underline-offset-2">
          {t('care.book.requestLink')}
        </Link>
      </p>
    </section>
  );
}
