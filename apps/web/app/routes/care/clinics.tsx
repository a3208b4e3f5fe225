import { redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { seoMeta } from '../../features/catalog/seo.ts';
import { loadCitiesWith, loadClinics } from '../../features/care/care-loaders.server.ts';
import { ClinicCard } from '../../features/care/doctor-card.tsx';
import { ClinicFilters } from '../../features/care/directory-filters.tsx';
import { DirectoryList } from '../../features/care/directory-list.tsx';
import { DOCTORS_PER_PAGE, isFiltered, listHref, parseClinicList } from '../../features/care/directory-query.ts';
import type { Route } from './+types/clinics';

/** Clinic listings: /ayurveda/clinics and /clinics (all cities), /ayurveda/{city}/clinics and /clinics/{city}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const short = url.pathname.startsWith('/clinics');
  const citySlug = 'city' in params ? (params.city as string) : '';
  const chosen = url.searchParams.get('city');
  if (chosen) {
    url.searchParams.delete('city');
    const q = url.searchParams.toString();
    const base = short ? `/clinics/${encodeURIComponent(chosen.toLowerCase())}` : `/ayurveda/${encodeURIComponent(chosen.toLowerCase())}/clinics`;
    throw redirect(`${base}${q ? `?${q}` : ''}`);
  }
  const { city, cities } = await loadCitiesWith(context.api, citySlug);
  const state = parseClinicList(url.searchParams, city?.slug ?? '');
  const result = await loadClinics(context.api, state);
  const pathname = city ? (short ? `/clinics/${city.slug}` : `/ayurveda/${city.slug}/clinics`) : short ? '/clinics' : '/ayurveda/clinics';
  return { state, result, city, cities, pathname, canonical: city ? `/ayurveda/${city.slug}/clinics` : '/ayurveda/clinics', origin: originOf(request) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const title = data.city ? t('care.clinics.cityTitle', { city: data.city.name }) : t('care.clinics.title');
  const page = data.state.page > 1 ? `?page=${data.state.page}` : '';
  const tags = seoMeta({
    title: data.state.page > 1 ? t('care.list.pageTitle', { title, page: data.state.page }) : title,
    description: data.city ? t('care.clinics.cityDescription', { city: data.city.name, count: data.result.total }) : t('care.clinics.description'),
    url: `${data.origin}${data.canonical}${page}`,
  });
  return isFiltered(data.state) ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
};

export default function Clinics() {
  const { state, result, city, cities, pathname } = useLoaderData<typeof loader>();
  const active = Object.entries(state).filter(([k, v]) => !['page', 'city', 'sort'].includes(k) && typeof v === 'string' && v).length;
  return (
    <Container className="py-6 sm:py-8">
      <CatalogBreadcrumbs
        trail={[{ to: '/ayurveda', label: t('care.crumb.ayurveda') }, ...(city ? [{ to: `/ayurveda/${city.slug}`, label: city.name }] : [])]}
        current={t('care.crumb.clinics')}
      />
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{city ? t('care.clinics.cityTitle', { city: city.name }) : t('care.clinics.title')}</h1>
      <p className="mt-1 mb-5 max-w-3xl text-muted">{city ? t('care.clinics.cityIntro', { city: city.name }) : t('care.clinics.intro')}</p>
      <DirectoryList
        filters={<ClinicFilters pathname={pathname} state={state} cities={cities} fixedCity={!!city} activeCount={active} />}
        total={result.total}
        page={state.page}
        perPage={DOCTORS_PER_PAGE}
        countKey={{ one: 'care.clinics.countOne', many: 'care.clinics.count' }}
        error={result.error}
        clearHref={active ? pathname : null}
        hrefFor={(page) => listHref(pathname, state, { page })}
        empty={t('care.clinics.none')}
      >
        {result.items.map((c) => (
          <ClinicCard key={c.id} clinic={c} />
        ))}
      </DirectoryList>
    </Container>
  );
}
