import { Building2, GraduationCap, Languages, MapPin, Stethoscope, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DoctorDetail } from '@nirog/shared/schemas/care';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { jsonForScript } from '../catalog/seo.ts';
import { experienceText, feeText, systemLabel, timeRange, WEEK_ORDER, weekdayName } from './care-format.ts';
import { physicianJsonLd } from './care-seo.ts';
import { Avatar } from './doctor-card.tsx';
import { ClinicAddress, HoursTable, ProfileSections, ReviewList, Section } from './profile-sections.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ShareButton } from '../share/share-button.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** A doctor's weekly consultation timings, per place (video, or each clinic). */
function Timings({ doctor }: { doctor: DoctorDetail }) {
  const places = [
    ...(doctor.fees.video != null ? [{ key: 'video', label: t('care.mode.video'), rows: doctor.timings.filter((x) => x.mode === 0) }] : []),
    ...doctor.clinicsDetail.map((c) => ({ key: `clinic-${c.id}`, label: c.name, rows: doctor.timings.filter((x) => x.mode === 1 && x.clinicId === c.id) })),
  ].filter((p) => p.rows.length > 0);
  if (places.length === 0) return <p className="text-sm text-muted">{t('care.timings.none')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {places.map((p) => (
        <div key={p.key}>
          <h3 className="font-medium text-ink">{p.label}</h3>
          <ul className="mt-1 space-y-0.5 text-sm">
            {WEEK_ORDER.map((day) => {
              const spans = p.rows.filter((r) => r.weekday === day).sort((a, b) => a.startMin - b.startMin);
              return (
                <li key={day} className="flex gap-2">
                  <span className="w-24 shrink-0 text-ink">{weekdayName(day)}</span>
                  <span className="text-muted">{spans.length ? spans.map((r) => timeRange(r.startMin, r.endMin)).join(', ') : t('care.timings.off')}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function DoctorProfile({ doctor, url, origin, nonce, booking }: { doctor: DoctorDetail; url: string; origin: string; nonce?: string; booking?: ReactNode }) {
  return (
    // On a phone the booking panel comes right after the header, above the long profile sections (issue 19, item 7);
    // on a desktop it stands beside them in a second column.
    <article className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(physicianJsonLd(doctor, origin)) }} />
      <header className="min-w-0 rounded-xl border border-line bg-white p-5 shadow-sm lg:col-start-1 lg:row-start-1">
        <div className="flex flex-col gap-4 sm:flex-row">
          <Avatar name={doctor.displayName} url={doctor.profilePicUrl} size={96} />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{doctor.displayName}</h1>
            {doctor.qualifications.length > 0 && (
              <p className="mt-1 flex items-start gap-2 text-muted">
                <GraduationCap size={18} aria-hidden className="mt-0.5 shrink-0" />
                {doctor.qualifications.join(', ')}
              </p>
            )}
            {doctor.headline && <p className="mt-2 text-ink">{doctor.headline}</p>}
            <p className="mt-2 text-sm text-ink">
              {experienceText(doctor.experienceYears)} · {systemLabel(doctor.medicalSystem)}
            </p>
            <RatingStars rating={doctor.rating} className="mt-1" />
            <ul className="mt-3 space-y-1 text-sm">
              <li className="flex items-start gap-2">
                <MapPin size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
                {[doctor.locality, doctor.city].filter(Boolean).join(', ')}
              </li>
              {doctor.languages.length > 0 && (
                <li className="flex items-start gap-2">
                  <Languages size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
                  {t('care.doctor.speaks', { languages: doctor.languages.join(', ') })}
                </li>
              )}
            </ul>
            <div className="mt-3">
              <ShareButton url={url} entity={{ type: 'doctor', id: doctor.id }} label={t('care.share.doctor', { name: doctor.displayName })} />
            </div>
          </div>
        </div>
      </header>

      <aside id="book" className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" aria-label={t('care.book.panel')}>
        {booking}
      </aside>

      <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-2">
        <Section id="fees" title={t('care.doctor.fees')}>
          {/* A <dl> holds only dt/dd groups (in divs): the icon sits inside the term. */}
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="relative rounded-lg border border-line p-3 pl-12">
              <dt className="text-sm text-muted">
                <Video size={22} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-brand-700" />
                {t('care.mode.videoLong')}
              </dt>
              <dd className="text-lg font-semibold text-ink" data-testid="fee-video">
                {feeText(doctor.fees.video)}
              </dd>
            </div>
            <div className="relative rounded-lg border border-line p-3 pl-12">
              <dt className="text-sm text-muted">
                <Building2 size={22} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-brand-700" />
                {t('care.mode.clinicLong')}
              </dt>
              <dd className="text-lg font-semibold text-ink" data-testid="fee-clinic">
                {feeText(doctor.fees.clinic)}
              </dd>
            </div>
          </dl>
        </Section>

        {doctor.about && (
          <Section id="about" title={t('care.doctor.about', { name: doctor.displayName })}>
            <p className="text-[15px] leading-relaxed text-ink">{doctor.about}</p>
          </Section>
        )}

        {doctor.clinicsDetail.length > 0 && (
          <Section id="clinics" title={t('care.doctor.clinics')}>
            <ul className="space-y-5">
              {doctor.clinicsDetail.map((c) => (
                <li key={c.id} className="grid gap-3 sm:grid-cols-2">
                  <div>
                    <h3 className="flex items-center gap-2 font-semibold text-ink">
                      <Stethoscope size={16} aria-hidden className="text-brand-700" />
                      <Link to={addressIn(currentLocale(), c.path)} className="hover:underline">
                        {c.name}
                      </Link>
                    </h3>
                    <div className="mt-2">
                      <ClinicAddress clinic={c} />
                    </div>
                  </div>
                  <HoursTable hours={c.hours} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        <Section id="timings" title={t('care.doctor.timings')}>
          <Timings doctor={doctor} />
        </Section>

        <ProfileSections sections={doctor.sections} />

        <Section id="reviews" title={t('care.doctor.reviews')}>
          <RatingStars rating={doctor.rating} className="mb-3" />
          <ReviewList reviews={doctor.reviews} total={doctor.rating.count} />
        </Section>
      </div>
    </article>
  );
}
