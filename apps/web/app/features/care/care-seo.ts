/** schema.org data of the care pages: Physician for a doctor, MedicalClinic for a clinic (with address, hours, rating). */
import type { ClinicCard, ClinicDetail, DoctorDetail } from '@nirog/shared/schemas/care';
import { formatTimeOfDay } from '@nirog/shared/care';
import { rupeesDecimal } from '../catalog/seo.ts';

const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function address(c: ClinicCard) {
  return {
    '@type': 'PostalAddress',
    streetAddress: c.address,
    addressLocality: c.city,
    ...(c.state ? { addressRegion: c.state } : {}),
    postalCode: c.pinCode,
    addressCountry: 'IN',
  };
}

const hours = (c: ClinicCard) =>
  c.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY[h.weekday]}`, opens: formatTimeOfDay(h.opensMin), closes: formatTimeOfDay(h.closesMin) }));

const rating = (r: { average: number | null; count: number }) =>
  r.count > 0 && r.average != null ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: r.average.toFixed(1), reviewCount: r.count, bestRating: 5, worstRating: 1 } } : {};

export function physicianJsonLd(d: DoctorDetail, origin: string) {
  const url = `${origin}${d.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': url,
    name: d.displayName,
    url,
    ...(d.headline ? { description: d.headline } : {}),
    ...(d.profilePicUrl ? { image: new URL(d.profilePicUrl, origin).toString() } : {}),
    medicalSpecialty: d.specializations,
    knowsLanguage: d.languages,
    hasCredential: d.qualifications.map((q) => ({ '@type': 'EducationalOccupationalCredential', credentialCategory: 'degree', name: q })),
    address: d.clinicsDetail[0] ? address(d.clinicsDetail[0]) : { '@type': 'PostalAddress', addressLocality: d.city, ...(d.pinCode ? { postalCode: d.pinCode } : {}), addressCountry: 'IN' },
    ...(d.clinicsDetail.length ? { hospitalAffiliation: d.clinicsDetail.map((c) => ({ '@type': 'MedicalClinic', name: c.name, url: `${origin}${c.path}` })) } : {}),
    availableService: [
      ...(d.fees.video != null ? [{ '@type': 'MedicalProcedure', name: 'Video consultation', offers: { '@type': 'Offer', price: rupeesDecimal(d.fees.video), priceCurrency: 'INR' } }] : []),
      ...(d.fees.clinic != null ? [{ '@type': 'MedicalProcedure', name: 'In-clinic consultation', offers: { '@type': 'Offer', price: rupeesDecimal(d.fees.clinic), priceCurrency: 'INR' } }] : []),
    ],
    ...rating(d.rating),
  };
}

export function clinicJsonLd(c: ClinicDetail, origin: string) {
  const url = `${origin}${c.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': url,
    name: c.name,
    url,
    ...(c.about ? { description: c.about } : {}),
    address: address(c),
    ...(c.latitude != null && c.longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: c.latitude, longitude: c.longitude } } : {}),
    ...(c.phone ? { telephone: `+91${c.phone}` } : {}),
    openingHoursSpecification: hours(c),
    availableService: c.services.map((s) => ({ '@type': 'MedicalTherapy', name: s })),
    employee: c.doctors.map((d) => ({ '@type': 'Physician', name: d.displayName, url: `${origin}${d.path}` })),
    ...(c.photos.length ? { image: c.photos.map((p) => new URL(p.url, origin).toString()) } : {}),
    ...rating(c.rating),
  };
}
