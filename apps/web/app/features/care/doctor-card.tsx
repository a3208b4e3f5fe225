import { Link } from 'react-router';
import type { ClinicCard as Clinic, DoctorCard as Doctor } from '@nirog/shared/schemas/care';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { Glyph } from '../../components/ui/glyph.tsx';
import { experienceText, feeText, weeklyHours } from './care-format.ts';
import { RatingStars } from './rating-stars.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

export function Avatar({ name, url, size = 64 }: { name: string; url: string | null; size?: number }) {
  const initials = name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return url ? (
    // A list's small pictures load as they scroll into view; the doctor page's large one at once.
    <img src={url} alt="" width={size} height={size} loading={size < 96 ? 'lazy' : 'eager'} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} data-testid="doctor-photo" />
  ) : (
    <span aria-hidden className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800" style={{ width: size, height: size, fontSize: size / 3 }} data-testid="doctor-initials">
      {initials}
    </span>
  );
}

/** A doctor in a listing: who, qualifications, where, fees per mode, rating, and the way to the doctor's page. */
export function DoctorCard({ doctor }: { doctor: Doctor }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="doctor-card">
      <div className="flex gap-4">
        <Avatar name={doctor.displayName} url={doctor.profilePicUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-brand-900">
            <Link to={addressIn(currentLocale(), doctor.path)} className="hover:underline">
              {doctor.displayName}
            </Link>
          </h3>
          {doctor.qualifications.length > 0 && <p className="text-sm text-muted">{doctor.qualifications.join(', ')}</p>}
          {doctor.specializations.length > 0 && <p className="mt-1 text-sm font-medium text-brand-800">{doctor.specializations.join(' · ')}</p>}
          <p className="mt-1 text-sm text-ink">{experienceText(doctor.experienceYears)}</p>
          <RatingStars rating={doctor.rating} className="mt-1" />
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-ink">
        <li className="flex items-start gap-2">
          <Glyph name="map-pin" className="mt-0.5 size-4 text-brand-700" />
          <span>
            {[doctor.locality, doctor.city].filter(Boolean).join(', ')}
            {doctor.distanceKm != null && <span className="text-muted"> · {t('care.distance', { km: doctor.distanceKm })}</span>}
          </span>
        </li>
        {doctor.clinics.length > 0 && (
          <li className="flex items-start gap-2">
            <Glyph name="building-complex" className="mt-0.5 size-4 text-brand-700" />
            <span>{doctor.clinics.map((c) => c.name).join(', ')}</span>
          </li>
        )}
        {doctor.languages.length > 0 && (
          <li className="flex items-start gap-2">
            <Glyph name="languages" className="mt-0.5 size-4 text-brand-700" />
            <span>{doctor.languages.join(', ')}</span>
          </li>
        )}
      </ul>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="inline-flex items-center gap-1 text-muted">
              <Glyph name="video" className="size-[15px]" /> {t('care.mode.video')}
            </dt>
            <dd className="font-semibold text-ink">{feeText(doctor.fees.video)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="inline-flex items-center gap-1 text-muted">
              <Glyph name="building-complex" className="size-[15px]" /> {t('care.mode.clinic')}
            </dt>
            <dd className="font-semibold text-ink">{feeText(doctor.fees.clinic)}</dd>
          </div>
        </dl>
        <Link to={addressIn(currentLocale(), `${doctor.path}#book`)} className={buttonClass('primary', 'sm')} aria-label={t('care.card.bookFor', { name: doctor.displayName })}>
          {t('care.card.book')}
        </Link>
      </div>
    </li>
  );
}

/** A clinic in a listing: name, address, today's hours, services, rating. */
export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const today = weeklyHours(clinic.hours);
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="clinic-card">
      <h3 className="text-lg font-semibold text-brand-900">
        <Link to={addressIn(currentLocale(), clinic.path)} className="hover:underline">
          {clinic.name}
        </Link>
      </h3>
      <RatingStars rating={clinic.rating} className="mt-1" />
      <p className="mt-2 flex items-start gap-2 text-sm text-ink">
        <Glyph name="map-pin" className="mt-0.5 size-4 text-brand-700" />
        <span>
          {clinic.address}, {clinic.city} {clinic.pinCode}
          {clinic.distanceKm != null && <span className="text-muted"> · {t('care.distance', { km: clinic.distanceKm })}</span>}
        </span>
      </p>
      {clinic.services.length > 0 && <p className="mt-2 text-sm text-muted">{clinic.services.slice(0, 4).join(' · ')}</p>}
      <p className="mt-2 text-sm text-ink">
        {t('care.clinic.hoursMon')}: {today[0]!.text}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        <span className="text-muted">{t(clinic.doctorCount === 1 ? 'care.clinic.doctorsOne' : 'care.clinic.doctorsMany', { count: clinic.doctorCount })}</span>
        <Link to={addressIn(currentLocale(), clinic.path)} className={buttonClass('secondary', 'sm')} aria-label={t('care.card.viewClinic', { name: clinic.name })}>
          {t('care.card.view')}
        </Link>
      </div>
    </li>
  );
}
