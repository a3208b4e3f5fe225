/** Loader helpers of the care pages: API reads with a real 404 for an unknown city, doctor or clinic. */
import { data } from 'react-router';
import { slugify } from '@nirog/shared/care';
import type { CityInfo, ClinicCard, ClinicDetail, DoctorCard, DoctorDetail } from '@nirog/shared/schemas/care';
import type { ApiClient } from '../../lib/api-client.ts';
import { entityOr404 } from '../catalog/catalog-loaders.server.ts';
import { clinicsApiQuery, doctorsApiQuery, type ClinicListState, type DoctorListState } from './directory-query.ts';

/** A directory list as a page shows it: the API's page, or no results with the reason a filter was refused (an unknown pincode). */
export type ListPage<T> = { items: T[]; total: number; error?: string };

export async function loadCities(api: ApiClient): Promise<CityInfo[]> {
  return entityOr404(await api.get('/pub/v1/care/cities')).items;
}

/**
 * Every city, and the one a listing is for (null for all cities): one API call, since the API finds a city in the same
 * list (the listings used to ask for both, running its aggregate query twice). An unknown city is a 404.
 */
export async function loadCitiesWith(api: ApiClient, slug: string): Promise<{ city: CityInfo | null; cities: CityInfo[] }> {
  const cities = await loadCities(api);
  if (!slug) return { city: null, cities };
  const wanted = slugify(slug);
  const city = cities.find((c) => c.slug === wanted);
  if (!city) throw data(null, { status: 404 });
  return { city, cities };
}

/** A city with listed doctors or clinics; any other city is a 404. */
export async function loadCity(api: ApiClient, slug: string): Promise<CityInfo> {
  return entityOr404(await api.get(`/pub/v1/care/cities/${encodeURIComponent(slug)}`));
}

export async function loadDoctors(api: ApiClient, state: DoctorListState, perPage?: number): Promise<ListPage<DoctorCard>> {
  const res = await api.get(`/pub/v2/doctors?${doctorsApiQuery(state, perPage)}`);
  // A filter the API refuses (an unknown pincode) shows as no results with the reason, not as an error page.
  if (!res.ok && res.httpStatus === 400) return { items: [], total: 0, error: res.error.fields ? Object.values(res.error.fields)[0] : res.error.error };
  return entityOr404(res);
}

export async function loadClinics(api: ApiClient, state: ClinicListState, perPage?: number): Promise<ListPage<ClinicCard>> {
  const res = await api.get(`/pub/v1/clinics?${clinicsApiQuery(state, perPage)}`);
  if (!res.ok && res.httpStatus === 400) return { items: [], total: 0, error: res.error.fields ? Object.values(res.error.fields)[0] : res.error.error };
  return entityOr404(res);
}

export async function loadDoctor(api: ApiClient, citySlug: string, slug: string): Promise<DoctorDetail> {
  return entityOr404(await api.get(`/pub/v2/doctors/slug/${encodeURIComponent(citySlug)}/${encodeURIComponent(slug)}`));
}

export async function loadClinic(api: ApiClient, citySlug: string, slug: string): Promise<ClinicDetail> {
  return entityOr404(await api.get(`/pub/v1/clinics/slug/${encodeURIComponent(citySlug)}/${encodeURIComponent(slug)}`));
}
