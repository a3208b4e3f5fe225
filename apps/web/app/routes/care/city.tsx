import { Link, useLoaderData } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { loadCity, loadClinics, loadDoctors } from '../../features/care/care-loaders.server.ts';
import { ClinicCard, DoctorCard } from '../../features/care/doctor-card.tsx';
import { parseClinicList, parseDoctorList } from '../../features/care/directory-query.ts';
import type { Route } from './+types/city';
import { addressIn } from '@nirog/shared/messages/locale-path';

/** /ayurveda/{city}: the city's doctors and clinics at a glance. A city without any listing is a 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const city = await loadCity(context.api, params.city);
  const none = new URLSearchParams();
  const [doctors, clinics] = await Promise.all([
    loadDoctors(context.api, parseDoctorList(none, city.slug), 6),
    loadClinics(context.api, parseClinicList(none, city.slug), 4),
  ]);
  return { city, doctors, clinics, origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? seoMeta({
        title: t('care.city.title', { city: data.city.name }),
        description: t('care.city.description', { city: data.city.name, doctors: data.city.doctors, clinics: data.city.clinics }),
        url: `${data.origin}/ayurveda/${data.city.slug}`,
      })
    : [];

export default function AyurvedaCity() {
  const { city, doctors, clinics } = useLoaderData<typeof loader>();
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs trail={[{ to: '/ayurveda', label: t('care.crumb.ayurveda') }]} current={city.name} />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{t('care.city.heading', { city: city.name })}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('care.city.intro', { city: city.name, doctors: city.doctors, clinics: city.clinics })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={addressIn(currentLocale(), `/ayurveda/${city.slug}/doctors`)}>{t('care.city.allDoctors', { city: city.name })}</ButtonLink>
        <ButtonLink to={addressIn(currentLocale(), `/ayurveda/${city.slug}/clinics`)} variant="secondary">
          {t('care.city.allClinics', { city: city.name })}
        </ButtonLink>
      </div>
      <section aria-labelledby="city-doctors" className="mt-8">
        <h2 id="city-doctors" className="text-xl font-semibold text-brand-900">
          {t('care.city.doctorsHeading', { city: city.name })}
        </h2>
        {doctors.items.length ? (
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {doctors.items.map((d) => (
              <DoctorCard key={d.id} doctor={d} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('care.doctors.none')}</p>
        )}
      </section>
      <section aria-labelledby="city-clinics" className="mt-10">
        <h2 id="city-clinics" className="text-xl font-semibold text-brand-900">
          {t('care.city.clinicsHeading', { city: city.name })}
        </h2>
        {clinics.items.length ? (
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {clinics.items.map((c) => (
              <ClinicCard key={c.id} clinic={c} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('care.clinics.none')}</p>
        )}
        <p className="mt-6">
          <Link to="/request-appointment" className="font-medium text-brand-700 underline underline-offset-2">
            {t('care.hub.request')}
          </Link>
        </p>
      </section>
    </Container>
  );
}
