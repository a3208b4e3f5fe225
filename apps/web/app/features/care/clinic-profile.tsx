import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClinicDetail } from '@nirog/shared/schemas/care';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { jsonForScript } from '../catalog/seo.ts';
import { systemLabel } from './care-format.ts';
import { clinicJsonLd } from './care-seo.ts';
import { DoctorCard } from './doctor-card.tsx';
import { ClinicAddress, HoursTable, ReviewList, Section } from './profile-sections.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ShareButton } from '../share/share-button.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

export function ClinicProfile({ clinic, url, origin, nonce, booking }: { clinic: ClinicDetail; url: string; origin: string; nonce?: string; booking?: ReactNode }) {
  return (
    // As on a doctor's page: booking right after the header on a phone, beside the sections on a desktop.
    <article className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(clinicJsonLd(clinic, origin)) }} />
      <header className="min-w-0 rounded-xl border border-line bg-white p-5 shadow-sm lg:col-start-1 lg:row-start-1">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{clinic.name}</h1>
        <p className="mt-1 text-sm text-muted">
          {systemLabel(clinic.medicalSystem)} · {[clinic.locality, clinic.city].filter(Boolean).join(', ')}
        </p>
        <RatingStars rating={clinic.rating} className="mt-1" />
        <div className="mt-3">
          <ClinicAddress clinic={clinic} />
        </div>
        <div className="mt-3">
          <ShareButton url={url} entity={{ type: 'clinic', id: clinic.id }} label={t('care.share.clinic', { name: clinic.name })} />
        </div>
      </header>
      <aside id="book" className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" aria-label={t('careConfirm.bookClinicTitle')}>
        {booking}
      </aside>
      <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-2">
        <div className="grid gap-5 xl:grid-cols-2">
          <Section id="hours" title={t('care.clinic.hours')}>
            <HoursTable hours={clinic.hours} />
          </Section>
          <Section id="services" title={t('care.clinic.services')}>
            {clinic.services.length ? (
              <ul className="flex flex-wrap gap-2">
                {clinic.services.map((s) => (
                  <li key={s} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900">
                    {s}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('care.clinic.noServices')}</p>
            )}
          </Section>
        </div>
        {clinic.about && (
          <Section id="about" title={t('care.clinic.about', { name: clinic.name })}>
            <p className="text-[15px] leading-relaxed text-ink">{clinic.about}</p>
          </Section>
        )}
        <Section id="doctors" title={t('care.clinic.doctors')}>
          {clinic.doctors.length ? (
            <ul className="grid gap-4 xl:grid-cols-2">
              {clinic.doctors.map((d) => (
                <DoctorCard key={d.id} doctor={d} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('care.clinic.noDoctors')}</p>
          )}
        </Section>
        {clinic.photos.length > 0 && (
          <Section id="photos" title={t('care.clinic.photos')}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {clinic.photos.map((p) => (
                <li key={p.id}>
                  <img src={p.url} alt={p.caption ?? t('care.clinic.photoOf', { name: clinic.name })} width={400} height={300} className="aspect-[4/3] w-full rounded-lg object-cover" loading="lazy" />
                </li>
              ))}
            </ul>
          </Section>
        )}
        <Section id="reviews" title={t('care.clinic.reviews')}>
          <RatingStars rating={clinic.rating} className="mb-3" />
          <ReviewList reviews={clinic.reviews} total={clinic.rating.count} />
        </Section>
        <p>
          <Link to={addressIn(currentLocale(), `/ayurveda/${clinic.citySlug}/clinics`)} className="font-medium text-brand-700 underline underline-offset-2">
            {t('care.clinic.more', { city: clinic.city })}
          </Link>
        </p>
      </div>
    </article>
  );
}
