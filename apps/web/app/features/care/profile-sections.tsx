import { Clock, ExternalLink, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClinicCard, DoctorDetail, Review } from '@nirog/shared/schemas/care';
import { mapLink } from '@nirog/shared/care';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { formatDate, formatMobile } from '../../lib/format.ts';
import { weeklyHours } from './care-format.ts';
import { ReviewStars } from './rating-stars.tsx';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-line bg-white p-5 shadow-sm" data-testid={`care-section-${id}`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Opening hours as a small table, Monday first. */
export function HoursTable({ hours }: { hours: ClinicCard['hours'] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('care.clinic.hours')}</caption>
      <tbody>
        {weeklyHours(hours).map((d) => (
          <tr key={d.day} className="border-t border-line first:border-t-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink">
              {d.label}
            </th>
            <td className="py-1.5 text-muted">{d.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A clinic's address with a map link and phone. */
export function ClinicAddress({ clinic }: { clinic: ClinicCard }) {
  const full = `${clinic.address}, ${clinic.locality ? `${clinic.locality}, ` : ''}${clinic.city}${clinic.state ? `, ${clinic.state}` : ''} ${clinic.pinCode}`;
  return (
    <div className="space-y-1.5 text-sm">
      <p className="flex items-start gap-2">
        <MapPin size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
        <span data-testid="clinic-address">{full}</span>
      </p>
      <p className="flex items-center gap-2 pl-6">
        <a href={mapLink({ latitude: clinic.latitude, longitude: clinic.longitude, label: `${clinic.name}, ${full}` })} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2">
          {t('care.clinic.map')}
          <ExternalLink size={14} aria-hidden />
          <span className="sr-only">{t('care.newTab')}</span>
        </a>
      </p>
      {clinic.phone && (
        <p className="flex items-center gap-2">
          <Phone size={16} aria-hidden className="shrink-0 text-brand-700" />
          <a href={`tel:+91${clinic.phone}`} className="text-ink hover:underline">
            {formatMobile(clinic.phone)}
          </a>
        </p>
      )}
    </div>
  );
}

export function ReviewList({ reviews, total }: { reviews: Review[]; total: number }) {
  if (reviews.length === 0) return <p className="text-sm text-muted">{t('care.review.none')}</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {reviews.map((r) => (
          <li key={r.id} className="py-3 first:pt-0" data-testid="review">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-ink">{r.reviewerName}</span>
              <ReviewStars value={r.rating} />
              {r.verifiedVisit && <span className="rounded-full bg-brand-50 px-2 text-xs font-medium text-brand-800">{t('care.review.verified')}</span>}
              <span className="text-xs text-muted">{formatDate(r.createdAt)}</span>
            </div>
            {r.comment && <p className="mt-1 text-sm text-ink">{r.comment}</p>}
          </li>
        ))}
      </ul>
      {total > reviews.length && <p className="mt-2 text-sm text-muted">{t('care.review.latest', { shown: reviews.length, total })}</p>}
    </>
  );
}

type Entry = DoctorDetail['sections']['education'][number];
const s = (e: Entry, k: string) => (e[k] == null ? '' : String(e[k]));

const RENDER: Record<Exclude<keyof DoctorDetail['sections'], 'languages'>, { title: MessageKey; line: (e: Entry) => { main: string; sub: string } }> = {
  education: { title: 'care.section.education', line: (e) => ({ main: s(e, 'degree'), sub: [s(e, 'institution'), s(e, 'year')].filter(Boolean).join(' · ') }) },
  experience: {
    title: 'care.section.experience',
    line: (e) => ({ main: s(e, 'title'), sub: `${s(e, 'organisation')} · ${s(e, 'fromYear')} - ${e.current ? t('care.section.present') : s(e, 'toYear')}` }),
  },
  specializations: { title: 'care.section.specializations', line: (e) => ({ main: s(e, 'name'), sub: '' }) },
  services: { title: 'care.section.services', line: (e) => ({ main: s(e, 'name'), sub: s(e, 'description') }) },
  awards: { title: 'care.section.awards', line: (e) => ({ main: s(e, 'title'), sub: [s(e, 'issuer'), s(e, 'year')].filter(Boolean).join(' · ') }) },
  memberships: { title: 'care.section.memberships', line: (e) => ({ main: s(e, 'organisation'), sub: [s(e, 'role'), s(e, 'since') && t('care.section.since', { year: s(e, 'since') })].filter(Boolean).join(' · ') }) },
};

/** The professional sections a doctor keeps on their profile, each shown only when it has entries. */
export function ProfileSections({ sections }: { sections: DoctorDetail['sections'] }) {
  return (
    <>
      {(Object.keys(RENDER) as Array<keyof typeof RENDER>).map((key) => {
        const entries = sections[key];
        if (!entries?.length) return null;
        const r = RENDER[key];
        const chips = key === 'specializations' || key === 'services';
        return (
          <Section key={key} id={key} title={t(r.title)}>
            {chips ? (
              <ul className="flex flex-wrap gap-2">
                {entries.map((e) => (
                  <li key={e.id} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-900">
                    {r.line(e).main}
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="space-y-2">
                {entries.map((e) => {
                  const l = r.line(e);
                  return (
                    <li key={e.id}>
                      <p className="font-medium text-ink">{l.main}</p>
                      {l.sub && <p className="text-sm text-muted">{l.sub}</p>}
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        );
      })}
    </>
  );
}

export function HoursIcon() {
  return <Clock size={16} aria-hidden className="shrink-0 text-brand-700" />;
}
