/**
 * The care directory (issue 8, parts 1 and 3): verified doctors and clinics by city, place, specialization, medical
 * system, consultation mode, fee, language, gender, experience and rating; doctor and clinic pages with their profile
 * sections, clinics, timings, fees per mode and reviews.
 *
 * Listed means: the listing is on, the account is active, and its verification status is verified or re-verified
 * (1 or 3). Anything else is not found.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CARE_MAX_RADIUS_KM,
  clinicPath,
  doctorPath,
  slugify,
  type ClinicSort,
  type DoctorSort,
} from '@nirog/shared/care';
import type { ClinicCard, ClinicDetail, ClinicHours, ClinicRef, DoctorCard, DoctorDetail, Review } from '@nirog/shared/schemas/care';
import { PROFILE_SECTIONS, type ProfileSection } from '@nirog/shared/schemas/profile';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { findPincode } from '../location/location.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';

/** Verified (1) or re-verified (3). */
export const LISTED_STATUSES = [1, 3] as const;
const PIC_TTL = 60 * 60;

export interface DoctorFilters {
  city?: string;
  locality?: string;
  pincode?: string;
  radiusKm?: number;
  specialization?: string;
  medicalSystem?: number;
  mode?: 0 | 1;
  feeMin?: number;
  feeMax?: number;
  language?: string;
  gender?: number;
  experienceMin?: number;
  ratingMin?: number;
  search?: string;
  clinicId?: number;
  sort?: DoctorSort;
  skip: number;
  limit: number;
}

export interface ClinicFilters {
  city?: string;
  locality?: string;
  pincode?: string;
  radiusKm?: number;
  service?: string;
  medicalSystem?: number;
  ratingMin?: number;
  search?: string;
  sort?: ClinicSort;
  skip: number;
  limit: number;
}

const notFound = () => AppError.of('not_found', 'error.notFound');

const avg = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 10) / 10 : null);

/** Great-circle distance in km between two points given as SQL expressions. */
const distanceSql = (lat: SQL, lng: SQL, at: { lat: number; lng: number }) =>
  sql`(2 * 6371 * asin(sqrt(power(sin(radians(${lat} - ${at.lat}) / 2), 2) + cos(radians(${at.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${at.lng}) / 2), 2))))`;

export const listedDoctor = sql`d.listed AND u.status = 1 AND u.deactivated_at IS NULL AND u.user_type = 2 AND dp.is_verified IN (1, 3)`;
export const listedClinic = sql`c.listed AND ou.status = 1 AND ou.deactivated_at IS NULL AND op.is_verified IN (1, 3)`;

/** The public page of a listed doctor (by user id), or null when there is no such listed doctor. */
export async function listedDoctorPath(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = ((await db.execute(sql`SELECT d.city_slug, d.slug FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
    WHERE ${listedDoctor} AND d.user_id = ${userId}`)) as unknown as { rows: Array<{ city_slug: string; slug: string }> }).rows;
  return rows[0] ? doctorPath(rows[0].city_slug, rows[0].slug) : null;
}

/**
 * Listed doctors holding one of these specializations (related doctors of an article, decision 046): best rated
 * first, at most `limit`.
 */
export async function listedDoctorsWith(db: DbOrTx, specializations: readonly string[], limit: number) {
  if (!specializations.length) return [];
  const names = sql.join(specializations.map((s) => sql`${s}`), sql`, `);
  const found = ((await db.execute(sql`SELECT d.city_slug, d.slug, d.city, u.full_name, u.salutation,
      (SELECT pe.data->>'name' FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations' AND pe.data->>'name' IN (${names}) ORDER BY pe.sort_order, pe.id LIMIT 1) AS specialization
    FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
    WHERE ${listedDoctor} AND EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations' AND pe.data->>'name' IN (${names}))
    ORDER BY d.rating_count DESC, d.user_id LIMIT ${limit}`)) as unknown as { rows: Array<{ city_slug: string; slug: string; city: string; full_name: string; salutation: number | null; specialization: string | null }> }).rows;
  return found.map((r) => ({ name: r.salutation === 1 ? `Dr. ${r.full_name}` : r.full_name, path: doctorPath(r.city_slug, r.slug), specialization: r.specialization, city: r.city }));
}

/** The public page of a listed clinic (by id), or null when there is no such listed clinic. */
export async function listedClinicPath(db: DbOrTx, clinicId: number): Promise<string | null> {
  const rows = ((await db.execute(sql`SELECT c.city_slug, c.slug FROM care_clinics c JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id
    WHERE ${listedClinic} AND c.id = ${clinicId}`)) as unknown as { rows: Array<{ city_slug: string; slug: string }> }).rows;
  return rows[0] ? clinicPath(rows[0].city_slug, rows[0].slug) : null;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

async function origin(db: DbOrTx, pincode: string | undefined) {
  if (!pincode) return null;
  const info = await findPincode(db, pincode);
  if (!info) throw AppError.field('pincode', 'Enter your Valid 6 digit Pin Code.');
  if (info.latitude == null || info.longitude == null) return null;
  return { lat: info.latitude, lng: info.longitude, city: info.city };
}

interface DoctorRow {
  user_id: number;
  slug: string;
  full_name: string;
  salutation: number | null;
  gender: number | null;
  profile_pic: string | null;
  city: string;
  city_slug: string;
  locality: string | null;
  pin_code: string | null;
  medical_system: number;
  headline: string | null;
  experience_years: number;
  fee_video_paise: number | null;
  fee_clinic_paise: number | null;
  rating_total: number;
  rating_count: number;
  distance_km: number | null;
  qualifications: string[] | null;
  specializations: string[] | null;
  languages: string[] | null;
  clinics: ClinicRef[] | null;
  total?: number;
}

const doctorColumns = (distance: SQL) => sql`
  d.user_id, d.slug, u.full_name, u.salutation, u.gender, u.profile_pic, d.city, d.city_slug, d.locality, d.pin_code,
  d.medical_system, d.headline, d.experience_years, d.fee_video_paise, d.fee_clinic_paise, d.rating_total, d.rating_count,
  ${distance} AS distance_km,
  (SELECT coalesce(array_agg(pe.data->>'degree' ORDER BY (pe.data->>'year')::int, pe.id), '{}') FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'education') AS qualifications,
  (SELECT coalesce(array_agg(pe.data->>'name' ORDER BY pe.sort_order, pe.id), '{}') FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations') AS specializations,
  (SELECT coalesce(array_agg(pe.data->>'language' ORDER BY pe.sort_order, pe.id), '{}') FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'languages') AS languages,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'citySlug', c.city_slug, 'locality', c.locality) ORDER BY c.id), '[]')
     FROM care_clinic_doctors cd JOIN care_clinics c ON c.id = cd.clinic_id
     JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id
     WHERE cd.doctor_user_id = d.user_id AND ${listedClinic}) AS clinics`;

export function createDirectoryService(deps: { db: DbOrTx; uploads: UploadService }) {
  const { db, uploads } = deps;
  const pic = (key: string | null) => (key ? uploads.signedUrl(key, PIC_TTL) : null);

  function toDoctorCard(r: DoctorRow): DoctorCard {
    const modes: Array<0 | 1> = [];
    if (r.fee_video_paise != null) modes.push(0);
    if (r.fee_clinic_paise != null) modes.push(1);
    return {
      id: r.user_id,
      slug: r.slug,
      name: r.full_name,
      displayName: r.salutation === 1 ? `Dr. ${r.full_name}` : r.full_name,
      gender: r.gender,
      profilePicUrl: pic(r.profile_pic),
      city: r.city,
      citySlug: r.city_slug,
      locality: r.locality,
      pinCode: r.pin_code,
      medicalSystem: r.medical_system,
      headline: r.headline,
      qualifications: r.qualifications ?? [],
      specializations: r.specializations ?? [],
      languages: r.languages ?? [],
      experienceYears: r.experience_years,
      fees: { video: r.fee_video_paise, clinic: r.fee_clinic_paise },
      modes,
      rating: { average: avg(r.rating_total, r.rating_count), count: r.rating_count },
      distanceKm: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
      clinics: (r.clinics ?? []).map((c) => ({ ...c, path: clinicPath(c.citySlug, c.slug) })),
      path: doctorPath(r.city_slug, r.slug),
    };
  }

  function doctorWhere(f: DoctorFilters, at: { lat: number; lng: number } | null): SQL[] {
    const where: SQL[] = [listedDoctor];
    if (f.city) where.push(sql`d.city_slug = ${slugify(f.city)}`);
    if (f.locality) where.push(sql`d.locality ILIKE ${like(f.locality)}`);
    if (at) where.push(sql`d.latitude IS NOT NULL AND ${distanceSql(sql`d.latitude`, sql`d.longitude`, at)} <= ${Math.min(f.radiusKm ?? 10, CARE_MAX_RADIUS_KM)}`);
    if (f.specialization) {
      where.push(sql`EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'specializations' AND pe.data->>'name' ILIKE ${like(f.specialization)})`);
    }
    if (f.medicalSystem) where.push(sql`d.medical_system = ${f.medicalSystem}`);
    if (f.mode === 0) where.push(sql`d.fee_video_paise IS NOT NULL`);
    if (f.mode === 1) where.push(sql`d.fee_clinic_paise IS NOT NULL`);
    const fee = f.mode === 0 ? sql`d.fee_video_paise` : f.mode === 1 ? sql`d.fee_clinic_paise` : sql`least(d.fee_video_paise, d.fee_clinic_paise)`;
    if (f.feeMin != null) where.push(sql`${fee} >= ${f.feeMin}`);
    if (f.feeMax != null) where.push(sql`${fee} <= ${f.feeMax}`);
    if (f.language) where.push(sql`EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section = 'languages' AND lower(pe.data->>'language') = ${f.language.toLowerCase()})`);
    if (f.gender) where.push(sql`u.gender = ${f.gender}`);
    if (f.experienceMin != null) where.push(sql`d.experience_years >= ${f.experienceMin}`);
    if (f.ratingMin != null) where.push(sql`d.rating_count > 0 AND d.rating_total >= ${f.ratingMin} * d.rating_count`);
    if (f.clinicId) where.push(sql`EXISTS (SELECT 1 FROM care_clinic_doctors cd WHERE cd.doctor_user_id = d.user_id AND cd.clinic_id = ${f.clinicId})`);
    if (f.search) {
      const q = like(f.search.trim());
      where.push(sql`(u.full_name ILIKE ${q} OR d.headline ILIKE ${q} OR d.city ILIKE ${q} OR d.locality ILIKE ${q}
        OR EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = d.user_id AND pe.section IN ('specializations', 'services') AND pe.data->>'name' ILIKE ${q})
        OR EXISTS (SELECT 1 FROM care_clinic_doctors cd JOIN care_clinics c ON c.id = cd.clinic_id WHERE cd.doctor_user_id = d.user_id AND c.name ILIKE ${q}))`);
    }
    return where;
  }

  function doctorOrder(f: DoctorFilters, hasDistance: boolean): SQL {
    const byRating = sql`(d.rating_total::float / nullif(d.rating_count, 0)) DESC NULLS LAST, d.rating_count DESC`;
    switch (f.sort) {
      case 'rating':
        return sql`${byRating}, d.user_id`;
      case 'experience':
        return sql`d.experience_years DESC, d.user_id`;
      case 'fee_low':
        return sql`least(d.fee_video_paise, d.fee_clinic_paise) ASC NULLS LAST, d.user_id`;
      case 'fee_high':
        return sql`greatest(d.fee_video_paise, d.fee_clinic_paise) DESC NULLS LAST, d.user_id`;
      case 'distance':
        return hasDistance ? sql`distance_km ASC NULLS LAST, d.user_id` : sql`${byRating}, d.user_id`;
      default:
        // Relevance: well-reviewed and experienced first (a Bayesian average pulls few reviews towards 4).
        return sql`((d.rating_total + 4 * 3)::float / (d.rating_count + 3)) DESC, d.experience_years DESC, d.user_id`;
    }
  }

  async function listDoctors(f: DoctorFilters): Promise<{ items: DoctorCard[]; total: number; origin: { city: string } | null }> {
    const at = await origin(db, f.pincode);
    const where = sql.join(doctorWhere(f, at), sql` AND `);
    const distance = at ? sql`CASE WHEN d.latitude IS NULL THEN NULL ELSE ${distanceSql(sql`d.latitude`, sql`d.longitude`, at)} END` : sql`NULL::float`;
    const rows = (await db.execute(sql`
      SELECT ${doctorColumns(distance)}, count(*) OVER ()::int AS total
      FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
      WHERE ${where}
      ORDER BY ${doctorOrder(f, !!at)}
      OFFSET ${f.skip} LIMIT ${f.limit}`)) as unknown as { rows: DoctorRow[] };
    let total = rows.rows[0]?.total ?? 0;
    if (rows.rows.length === 0 && f.skip > 0) {
      const [c] = ((await db.execute(sql`SELECT count(*)::int AS n FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE ${where}`)) as unknown as { rows: Array<{ n: number }> }).rows;
      total = c?.n ?? 0;
    }
    return { items: rows.rows.map(toDoctorCard), total, origin: at ? { city: at.city } : null };
  }

  async function clinicHours(ids: number[]): Promise<Map<number, ClinicHours[]>> {
    const map = new Map<number, ClinicHours[]>();
    if (ids.length === 0) return map;
    const rows = ((await db.execute(sql`SELECT clinic_id, weekday, opens_min, closes_min FROM care_clinic_hours WHERE clinic_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY weekday, opens_min`)) as unknown as {
      rows: Array<{ clinic_id: number; weekday: number; opens_min: number; closes_min: number }>;
    }).rows;
    for (const r of rows) {
      const list = map.get(r.clinic_id) ?? [];
      list.push({ weekday: r.weekday, opensMin: r.opens_min, closesMin: r.closes_min });
      map.set(r.clinic_id, list);
    }
    return map;
  }

  interface ClinicRow {
    id: number;
    owner_user_id: number;
    name: string;
    slug: string;
    city: string;
    city_slug: string;
    locality: string | null;
    address: string;
    pin_code: string;
    state_name: string | null;
    latitude: number | null;
    longitude: number | null;
    phone: string | null;
    about: string | null;
    medical_system: number;
    services: string[];
    rating_total: number;
    rating_count: number;
    doctor_count: number;
    distance_km: number | null;
    total?: number;
  }

  const clinicColumns = (distance: SQL) => sql`
    c.id, c.owner_user_id, c.name, c.slug, c.city, c.city_slug, c.locality, c.address, c.pin_code, s.name AS state_name, c.latitude, c.longitude,
    c.phone, c.about, c.medical_system, c.services, c.rating_total, c.rating_count, ${distance} AS distance_km,
    (SELECT count(*)::int FROM care_clinic_doctors cd JOIN care_doctors d ON d.user_id = cd.doctor_user_id JOIN users u ON u.id = d.user_id
       JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE cd.clinic_id = c.id AND ${listedDoctor}) AS doctor_count`;
  const clinicFrom = sql`care_clinics c JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id LEFT JOIN states s ON s.id = c.state_id`;

  function toClinicCard(r: ClinicRow, hours: Map<number, ClinicHours[]>): ClinicCard {
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      city: r.city,
      citySlug: r.city_slug,
      locality: r.locality,
      address: r.address,
      pinCode: r.pin_code,
      state: r.state_name,
      latitude: r.latitude,
      longitude: r.longitude,
      phone: r.phone,
      medicalSystem: r.medical_system,
      services: r.services ?? [],
      rating: { average: avg(r.rating_total, r.rating_count), count: r.rating_count },
      doctorCount: r.doctor_count,
      distanceKm: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
      hours: hours.get(r.id) ?? [],
      path: clinicPath(r.city_slug, r.slug),
    };
  }

  async function listClinics(f: ClinicFilters): Promise<{ items: ClinicCard[]; total: number }> {
    const at = await origin(db, f.pincode);
    const where: SQL[] = [listedClinic];
    if (f.city) where.push(sql`c.city_slug = ${slugify(f.city)}`);
    if (f.locality) where.push(sql`c.locality ILIKE ${like(f.locality)}`);
    if (at) where.push(sql`c.latitude IS NOT NULL AND ${distanceSql(sql`c.latitude`, sql`c.longitude`, at)} <= ${Math.min(f.radiusKm ?? 10, CARE_MAX_RADIUS_KM)}`);
    if (f.service) where.push(sql`EXISTS (SELECT 1 FROM unnest(c.services) sv WHERE sv ILIKE ${like(f.service)})`);
    if (f.medicalSystem) where.push(sql`c.medical_system = ${f.medicalSystem}`);
    if (f.ratingMin != null) where.push(sql`c.rating_count > 0 AND c.rating_total >= ${f.ratingMin} * c.rating_count`);
    if (f.search) {
      const q = like(f.search.trim());
      where.push(sql`(c.name ILIKE ${q} OR c.locality ILIKE ${q} OR c.city ILIKE ${q} OR EXISTS (SELECT 1 FROM unnest(c.services) sv WHERE sv ILIKE ${q}))`);
    }
    const distance = at ? distanceSql(sql`c.latitude`, sql`c.longitude`, at) : sql`NULL::float`;
    const order =
      f.sort === 'name'
        ? sql`c.name, c.id`
        : f.sort === 'distance' && at
          ? sql`distance_km ASC NULLS LAST, c.id`
          : f.sort === 'rating'
            ? sql`(c.rating_total::float / nullif(c.rating_count, 0)) DESC NULLS LAST, c.rating_count DESC, c.id`
            : sql`((c.rating_total + 4 * 3)::float / (c.rating_count + 3)) DESC, c.id`;
    const rows = ((await db.execute(sql`SELECT ${clinicColumns(distance)}, count(*) OVER ()::int AS total FROM ${clinicFrom}
      WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} OFFSET ${f.skip} LIMIT ${f.limit}`)) as unknown as { rows: ClinicRow[] }).rows;
    const hours = await clinicHours(rows.map((r) => r.id));
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && f.skip > 0) {
      const [c] = ((await db.execute(sql`SELECT count(*)::int AS n FROM ${clinicFrom} WHERE ${sql.join(where, sql` AND `)}`)) as unknown as { rows: Array<{ n: number }> }).rows;
      total = c?.n ?? 0;
    }
    return { items: rows.map((r) => toClinicCard(r, hours)), total };
  }

  async function reviewsOf(where: SQL, skip = 0, limit = 10): Promise<{ items: Review[]; total: number }> {
    const rows = ((await db.execute(sql`SELECT id, reviewer_name, rating, comment, created_at, appointment_id, count(*) OVER ()::int AS total FROM care_reviews r WHERE ${where}
      ORDER BY created_at DESC, id DESC OFFSET ${skip} LIMIT ${limit}`)) as unknown as {
      rows: Array<{ id: number; reviewer_name: string; rating: number; comment: string | null; created_at: string | Date; appointment_id: number | null; total: number }>;
    }).rows;
    return {
      items: rows.map((r) => ({ id: r.id, reviewerName: r.reviewer_name, rating: r.rating, comment: r.comment, createdAt: new Date(r.created_at).toISOString(), verifiedVisit: r.appointment_id != null })),
      total: rows[0]?.total ?? 0,
    };
  }

  async function doctorRow(where: SQL): Promise<(DoctorRow & { about: string | null; cancel_before_hours: number; reschedule_before_hours: number }) | null> {
    const rows = ((await db.execute(sql`SELECT ${doctorColumns(sql`NULL::float`)}, dp.about, d.cancel_before_hours, d.reschedule_before_hours
      FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE ${listedDoctor} AND ${where} LIMIT 1`)) as unknown as {
      rows: Array<DoctorRow & { about: string | null; cancel_before_hours: number; reschedule_before_hours: number }>;
    }).rows;
    return rows[0] ?? null;
  }

  async function sectionsOf(userId: number): Promise<DoctorDetail['sections']> {
    const rows = ((await db.execute(sql`SELECT id, section, data FROM profile_entries WHERE user_id = ${userId} ORDER BY sort_order, id`)) as unknown as {
      rows: Array<{ id: number; section: ProfileSection; data: Record<string, unknown> }>;
    }).rows;
    const out = Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, [] as Array<Record<string, unknown> & { id: number }>])) as DoctorDetail['sections'];
    for (const r of rows) out[r.section]?.push({ ...r.data, id: r.id });
    const year = (e: Record<string, unknown>, k: string) => Number(e[k] ?? 0);
    out.education.sort((a, b) => year(b, 'year') - year(a, 'year'));
    out.awards.sort((a, b) => year(b, 'year') - year(a, 'year'));
    out.experience.sort((a, b) => Number(!!b.current) - Number(!!a.current) || year(b, 'fromYear') - year(a, 'fromYear'));
    return out;
  }

  async function clinicsByIds(ids: number[]): Promise<ClinicCard[]> {
    if (ids.length === 0) return [];
    const rows = ((await db.execute(sql`SELECT ${clinicColumns(sql`NULL::float`)} FROM ${clinicFrom} WHERE ${listedClinic} AND c.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY c.id`)) as unknown as {
      rows: ClinicRow[];
    }).rows;
    const hours = await clinicHours(rows.map((r) => r.id));
    return rows.map((r) => toClinicCard(r, hours));
  }

  /** A doctor page: by city and slug (a slug in another city is not this page), or by id. */
  async function doctor(ref: { citySlug?: string; slug?: string; id?: number }): Promise<DoctorDetail> {
    const where = ref.id != null ? sql`d.user_id = ${ref.id}` : sql`d.slug = ${ref.slug ?? ''} AND d.city_slug = ${ref.citySlug ?? ''}`;
    const row = await doctorRow(where);
    if (!row) throw notFound();
    const card = toDoctorCard(row);
    const [sections, clinicsDetail, reviews, timings] = await Promise.all([
      sectionsOf(row.user_id),
      clinicsByIds(card.clinics.map((c) => c.id)),
      reviewsOf(sql`r.doctor_user_id = ${row.user_id}`),
      db.execute(sql`SELECT mode, clinic_id, weekday, start_min, end_min, slot_minutes FROM care_timings WHERE doctor_user_id = ${row.user_id} ORDER BY weekday, start_min`),
    ]);
    return {
      ...card,
      about: row.about,
      sections,
      clinicsDetail,
      timings: (timings as unknown as { rows: Array<{ mode: 0 | 1; clinic_id: number | null; weekday: number; start_min: number; end_min: number; slot_minutes: number }> }).rows.map((t) => ({
        mode: t.mode,
        clinicId: t.clinic_id,
        weekday: t.weekday,
        startMin: t.start_min,
        endMin: t.end_min,
        slotMinutes: t.slot_minutes,
      })),
      rules: { cancelBeforeHours: row.cancel_before_hours, rescheduleBeforeHours: row.reschedule_before_hours },
      reviews: reviews.items,
    };
  }

  async function clinicRow(ref: { citySlug?: string; slug?: string; id?: number }) {
    const where = ref.id != null ? sql`c.id = ${ref.id}` : sql`c.slug = ${ref.slug ?? ''} AND c.city_slug = ${ref.citySlug ?? ''}`;
    const rows = ((await db.execute(sql`SELECT ${clinicColumns(sql`NULL::float`)} FROM ${clinicFrom} WHERE ${listedClinic} AND ${where} LIMIT 1`)) as unknown as { rows: ClinicRow[] }).rows;
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  async function clinic(ref: { citySlug?: string; slug?: string; id?: number }): Promise<ClinicDetail> {
    const row = await clinicRow(ref);
    const [hours, doctors, photos, reviews] = await Promise.all([
      clinicHours([row.id]),
      listDoctors({ clinicId: row.id, skip: 0, limit: 100 }),
      clinicPhotos(row.id),
      reviewsOf(sql`r.clinic_id = ${row.id}`),
    ]);
    return { ...toClinicCard(row, hours), about: row.about, ownerUserId: row.owner_user_id, doctors: doctors.items, photos, reviews: reviews.items };
  }

  async function clinicPhotos(clinicId: number) {
    const rows = ((await db.execute(sql`SELECT p.id, p.upload_id, p.caption FROM care_clinic_photos p JOIN uploads up ON up.id = p.upload_id AND up.status = 'stored' WHERE p.clinic_id = ${clinicId} ORDER BY p.id`)) as unknown as {
      rows: Array<{ id: number; upload_id: string; caption: string | null }>;
    }).rows;
    return rows.map((r) => ({ id: r.id, url: uploads.signedUrl(r.upload_id, PIC_TTL), caption: r.caption }));
  }

  /** Cities with at least one listed doctor or clinic, with counts: what /ayurveda and the sitemap show. */
  async function cities(): Promise<Array<{ slug: string; name: string; doctors: number; clinics: number }>> {
    const rows = ((await db.execute(sql`
      WITH doc AS (SELECT d.city_slug, min(d.city) AS city, count(*)::int AS n FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE ${listedDoctor} GROUP BY d.city_slug),
           cli AS (SELECT c.city_slug, min(c.city) AS city, count(*)::int AS n FROM care_clinics c JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id WHERE ${listedClinic} GROUP BY c.city_slug)
      SELECT coalesce(doc.city_slug, cli.city_slug) AS slug, coalesce(doc.city, cli.city) AS name, coalesce(doc.n, 0) AS doctors, coalesce(cli.n, 0) AS clinics
      FROM doc FULL OUTER JOIN cli ON cli.city_slug = doc.city_slug ORDER BY 2`)) as unknown as { rows: Array<{ slug: string; name: string; doctors: number; clinics: number }> }).rows;
    return rows;
  }

  async function city(slug: string) {
    const found = (await cities()).find((c) => c.slug === slugify(slug));
    if (!found) throw notFound();
    return found;
  }

  /** Every listed doctor and clinic page, for the sitemap. */
  async function sitemap() {
    const doctors = ((await db.execute(sql`SELECT d.city_slug, d.slug, d.updated_at FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id WHERE ${listedDoctor} ORDER BY d.user_id`)) as unknown as {
      rows: Array<{ city_slug: string; slug: string; updated_at: string | Date }>;
    }).rows;
    const clinics = ((await db.execute(sql`SELECT c.city_slug, c.slug, c.updated_at FROM care_clinics c JOIN users ou ON ou.id = c.owner_user_id JOIN doctor_profiles op ON op.user_id = c.owner_user_id WHERE ${listedClinic} ORDER BY c.id`)) as unknown as {
      rows: Array<{ city_slug: string; slug: string; updated_at: string | Date }>;
    }).rows;
    return {
      cities: (await cities()).map((c) => ({ slug: c.slug, doctors: c.doctors, clinics: c.clinics })),
      doctors: doctors.map((d) => ({ path: doctorPath(d.city_slug, d.slug), updatedAt: new Date(d.updated_at).toISOString() })),
      clinics: clinics.map((c) => ({ path: clinicPath(c.city_slug, c.slug), updatedAt: new Date(c.updated_at).toISOString() })),
    };
  }

  return {
    listDoctors,
    listClinics,
    doctor,
    clinic,
    clinicRow,
    clinicHours,
    clinicPhotos,
    doctorReviews: (doctorId: number, skip: number, limit: number) => reviewsOf(sql`r.doctor_user_id = ${doctorId}`, skip, limit),
    clinicReviews: (clinicId: number, skip: number, limit: number) => reviewsOf(sql`r.clinic_id = ${clinicId}`, skip, limit),
    cities,
    city,
    sitemap,
    /** Whether a doctor is listed (bookable). */
    async isListedDoctor(userId: number) {
      return (await doctorRow(sql`d.user_id = ${userId}`)) !== null;
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
