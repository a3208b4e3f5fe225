/**
 * A doctor or clinic listing's state lives in the URL query, so the filters are a plain GET form and every result
 * page is a link. Pure functions (browser and server). Fees are typed in rupees and sent to the API in paise.
 */
import { CLINIC_SORTS, DOCTOR_SORTS, type ClinicSort, type DoctorSort } from '@nirog/shared/care';
import { PROFILE_LANGUAGES } from '@nirog/shared/profile-languages';
import { currentLocale } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';

export const DOCTORS_PER_PAGE = 10;
const MAX_PAGE = 200;

export interface DoctorListState {
  search: string;
  city: string;
  pincode: string;
  radius: string;
  locality: string;
  specialization: string;
  system: string;
  mode: '' | '0' | '1';
  feeMax: string;
  language: string;
  gender: string;
  experience: string;
  rating: string;
  sort: DoctorSort | '';
  page: number;
}

export interface ClinicListState {
  search: string;
  city: string;
  pincode: string;
  radius: string;
  locality: string;
  service: string;
  system: string;
  rating: string;
  sort: ClinicSort | '';
  page: number;
}

/** Specializations offered in the filter (free text is also accepted through the search box). */
export const SPECIALIZATION_CHOICES = [
  'Kayachikitsa',
  'Panchakarma',
  'Shalakya Tantra',
  'Shalya Tantra',
  'Prasuti Tantra and Stri Roga',
  'Kaumarabhritya',
  'Manas Roga',
  'Rasayana and Vajikarana',
  'Swasthavritta',
  'Kshara Sutra',
  'Marma Chikitsa',
  'Varmam',
  'Naturopathy',
  'Yoga therapy',
] as const;
export const FEE_CHOICES = [300, 500, 800, 1000] as const;
export const EXPERIENCE_CHOICES = [5, 10, 15, 20] as const;
export const RATING_CHOICES = ['4', '4.5'] as const;
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;

const CITY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PIN = /^[1-9]\d{5}$/;
const text = (v: string | null, max = 100) => (v ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const oneOf = <T extends string>(v: string | null, allowed: readonly T[]): T | '' => ((allowed as readonly string[]).includes(v ?? '') ? (v as T) : '');
const digits = (v: string | null, max: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 0 && n <= max && String(n) === (v ?? '').trim() ? String(n) : '';
};
const pageOf = (v: string | null) => {
  const n = Number.parseInt(v ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
};

export function parseDoctorList(params: URLSearchParams, city = ''): DoctorListState {
  const c = (city || text(params.get('city'), 60)).toLowerCase();
  const pincode = text(params.get('pincode'), 6);
  return {
    search: text(params.get('search')),
    city: CITY.test(c) ? c : '',
    pincode: PIN.test(pincode) ? pincode : '',
    radius: oneOf(params.get('radius'), RADIUS_CHOICES.map(String)),
    locality: text(params.get('locality'), 60),
    specialization: text(params.get('specialization'), 60),
    system: oneOf(params.get('system'), ['1', '2', '3', '4', '5', '6']),
    mode: oneOf(params.get('mode'), ['0', '1'] as const),
    feeMax: digits(params.get('feeMax'), 100_000),
    language: oneOf(params.get('language'), PROFILE_LANGUAGES),
    gender: oneOf(params.get('gender'), ['1', '2', '3']),
    experience: digits(params.get('experience'), 70),
    rating: oneOf(params.get('rating'), RATING_CHOICES),
    sort: oneOf(params.get('sort'), DOCTOR_SORTS),
    page: pageOf(params.get('page')),
  };
}

export function parseClinicList(params: URLSearchParams, city = ''): ClinicListState {
  const c = (city || text(params.get('city'), 60)).toLowerCase();
  const pincode = text(params.get('pincode'), 6);
  return {
    search: text(params.get('search')),
    city: CITY.test(c) ? c : '',
    pincode: PIN.test(pincode) ? pincode : '',
    radius: oneOf(params.get('radius'), RADIUS_CHOICES.map(String)),
    locality: text(params.get('locality'), 60),
    service: text(params.get('service'), 60),
    system: oneOf(params.get('system'), ['1', '2', '3', '4', '5', '6']),
    rating: oneOf(params.get('rating'), RATING_CHOICES),
    sort: oneOf(params.get('sort'), CLINIC_SORTS),
    page: pageOf(params.get('page')),
  };
}

/** The query for GET /pub/v2/doctors. */
export function doctorsApiQuery(s: DoctorListState, perPage = DOCTORS_PER_PAGE): string {
  const q = new URLSearchParams({ skip: String((s.page - 1) * perPage), limit: String(perPage) });
  const put = (k: string, v: string) => v && q.set(k, v);
  put('search', s.search);
  put('city', s.city);
  put('pincode', s.pincode);
  if (s.pincode) put('radiusKm', s.radius || '10');
  put('locality', s.locality.length >= 2 ? s.locality : '');
  put('specialization', s.specialization.length >= 2 ? s.specialization : '');
  put('medicalSystem', s.system);
  put('mode', s.mode);
  if (s.feeMax) put('feeMax', String(Number(s.feeMax) * 100));
  put('language', s.language);
  put('gender', s.gender);
  put('experienceMin', s.experience);
  put('ratingMin', s.rating);
  put('sort', s.sort === 'distance' && !s.pincode ? '' : s.sort);
  return q.toString();
}

/** The query for GET /pub/v1/clinics. */
export function clinicsApiQuery(s: ClinicListState, perPage = DOCTORS_PER_PAGE): string {
  const q = new URLSearchParams({ skip: String((s.page - 1) * perPage), limit: String(perPage) });
  const put = (k: string, v: string) => v && q.set(k, v);
  put('search', s.search);
  put('city', s.city);
  put('pincode', s.pincode);
  if (s.pincode) put('radiusKm', s.radius || '10');
  put('locality', s.locality.length >= 2 ? s.locality : '');
  put('service', s.service.length >= 2 ? s.service : '');
  put('medicalSystem', s.system);
  put('ratingMin', s.rating);
  put('sort', s.sort === 'distance' && !s.pincode ? '' : s.sort);
  return q.toString();
}

/**
 * A link to the listing with some parts changed (anything but the page goes back to page 1); the city is in the path.
 * At the reader's language's address (decision 020).
 */
export function listHref<S extends { page: number; city: string }>(pathname: string, state: S, change: Partial<S> = {}): string {
  const next = { ...state, ...change } as S;
  if (!('page' in change)) next.page = 1;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(next)) {
    if (k === 'city' || k === 'page') continue;
    if (typeof v === 'string' && v) q.set(k, v);
  }
  if (next.page > 1) q.set('page', String(next.page));
  const s = q.toString();
  return addressIn(currentLocale(), s ? `${pathname}?${s}` : pathname);
}

/** Whether any filter (not the page) is set: such pages are for people, not for search engines. */
export const isFiltered = (s: Record<string, unknown>) => Object.entries(s).some(([k, v]) => k !== 'page' && k !== 'city' && typeof v === 'string' && v !== '');
