import { redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { loadCitiesWith, loadDoctors } from '../../features/care/care-loaders.server.ts';
import { DoctorCard } from '../../features/care/doctor-card.tsx';
import { DoctorFilters } from '../../features/care/directory-filters.tsx';
import { DirectoryList } from '../../features/care/directory-list.tsx';
import { DOCTORS_PER_PAGE, isFiltered, listHref, parseDoctorList } from '../../features/care/directory-query.ts';
import type { Route } from './+types/doctors';

/**
 * Doctor listings: /ayurveda/doctors and /ayurvedic-doctor (all cities), /ayurveda/{city}/doctors (one city).
 * Choosing a city in the filters moves to that city's page, which is the address search engines know it by.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const citySlug = 'city' in params ? (params.city as string) : '';
  const chosen = url.searchParams.get('city');
  if (chosen) {
    url.searchParams.delete('city');
    const q = url.searchParams.toString();
    throw redirect(`/ayurveda/${encodeURIComponent(chosen.toLowerCase())}/doctors${q ? `?${q}` : ''}`);
  }
  const { city, cities } = await loadCitiesWith(context.api, citySlug);
  const state = parseDoctorList(url.searchParams, city?.slug ?? '');
  const result = await loadDoctors(context.api, state);
  const pathname = city ? `/ayurveda/${city.slug}/doctors` : url.pathname.startsWith('/ayurvedic-doctor') ? '/ayurvedic-doctor' : '/ayurveda/doctors';
  return { state, result, city, cities, pathname, canonical: city ? `/ayurveda/${city.slug}/doctors` : '/ayurveda/doctors', origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const title = data.city ? t('care.doctors.cityTitle', { city: data.city.name }) : t('care.doctors.title');
  const page = data.state.page > 1 ? `?page=${data.state.page}` : '';
  const tags = seoMeta({
    title: data.state.page > 1 ? t('care.list.pageTitle', { title, page: data.state.page }) : title,
    description: data.city ? t('care.doctors.cityDescription', { city: data.city.name, count: data.result.total }) : t('care.doctors.description'),
    url: `${data.origin}${data.canonical}${page}`,
  });
  return isFiltered(data.state) ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function Doctors() {
  const { state, result, city, cities, pathname } = useLoaderData<typeof loader>();
  const href = (change: Partial<typeof state>) => listHref(pathname, state, change);
  const active = Object.entries(state).filter(([k, v]) => !['page', 'city', 'sort'].includes(k) && typeof v === 'string' && v).length;
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs
        trail={[{ to: '/ayurveda', label: t('care.crumb.ayurveda') }, ...(city ? [{ to: `/ayurveda/${city.slug}`, label: city.name }] : [])]}
        current={t('care.crumb.doctors')}
      />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{city ? t('care.doctors.cityTitle', { city: city.name }) : t('care.doctors.title')}</h1>
      <p className="mt-1 mb-5 max-w-3xl text-muted">{city ? t('care.doctors.cityIntro', { city: city.name }) : t('care.doctors.intro')}</p>
      <DirectoryList
        filters={<DoctorFilters pathname={pathname} state={state} cities={cities} fixedCity={!!city} activeCount={active} />}
        total={result.total}
        page={state.page}
        perPage={DOCTORS_PER_PAGE}
        countKey={{ one: 'care.doctors.countOne', many: 'care.doctors.count' }}
        error={result.error}
        clearHref={active ? pathname : null}
        hrefFor={(page) => href({ page })}
        empty={t('care.doctors.none')}
      >
        {result.items.map((d) => (
          <DoctorCard key={d.id} doctor={d} />
        ))}
      </DirectoryList>
    </Container>
  );
}
