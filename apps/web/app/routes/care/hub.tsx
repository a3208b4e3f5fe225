import { MapPin } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { loadCities, loadClinics, loadDoctors } from '../../features/care/care-loaders.server.ts';
import { ClinicCard, DoctorCard } from '../../features/care/doctor-card.tsx';
import { parseClinicList, parseDoctorList } from '../../features/care/directory-query.ts';
import type { Route } from './+types/hub';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** /ayurveda: the cities we list doctors and clinics in, the best-reviewed doctors, clinics, and a request form link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const none = new URLSearchParams();
  const [cities, doctors, clinics] = await Promise.all([
    loadCities(context.api),
    loadDoctors(context.api, parseDoctorList(none), 6),
    loadClinics(context.api, parseClinicList(none), 4),
  ]);
  return { cities, doctors, clinics, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta({ title: t('care.hub.title'), description: t('care.hub.description'), url: `${data.origin}/ayurveda` }) : [];

export default function AyurvedaHub() {
  const { cities, doctors, clinics } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('care.hub.heading')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('care.hub.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/ayurveda/doctors">{t('care.hub.allDoctors')}</ButtonLink>
        <ButtonLink to="/ayurveda/clinics" variant="secondary">
          {t('care.hub.allClinics')}
        </ButtonLink>
        <ButtonLink to="/request-appointment" variant="ghost">
          {t('care.hub.request')}
        </ButtonLink>
      </div>

      <section aria-labelledby="cities-heading" className="mt-8">
        <h2 id="cities-heading" className="text-xl font-semibold text-brand-900">
          {t('care.hub.cities')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {cities.map((c) => (
            <li key={c.slug}>
              <Link to={addressIn(currentLocale(), `/ayurveda/${c.slug}`)} className="flex items-start gap-2 rounded-xl border border-line bg-white p-3 hover:border-brand-500 hover:bg-brand-50">
                <MapPin size={18} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold [overflow-wrap:anywhere] text-ink">{c.name}</span>
                  <span className="block text-sm text-muted">{t('care.hub.cityCounts', { doctors: c.doctors, clinics: c.clinics })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="top-doctors" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="top-doctors" className="text-xl font-semibold text-brand-900">
            {t('care.hub.topDoctors')}
          </h2>
          <Link to="/ayurveda/doctors" className="font-medium text-brand-700 underline underline-offset-2">
            {t('care.hub.seeAllDoctors')}
          </Link>
        </div>
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {doctors.items.map((d) => (
            <DoctorCard key={d.id} doctor={d} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="top-clinics" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="top-clinics" className="text-xl font-semibold text-brand-900">
            {t('care.hub.topClinics')}
          </h2>
          <Link to="/ayurveda/clinics" className="font-medium text-brand-700 underline underline-offset-2">
            {t('care.hub.seeAllClinics')}
          </Link>
        </div>
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {clinics.items.map((c) => (
            <ClinicCard key={c.id} clinic={c} />
          ))}
        </ul>
      </section>
    </Container>
  );
}
