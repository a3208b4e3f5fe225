/**
 * Who may use the care desk (issue 8, parts 6-8), and who may see what.
 *
 * A care provider is a verified (1) or re-verified (3), active account that is either a doctor with a care listing or
 * the owner of a clinic. Only providers receive requests and leads and keep patients.
 *
 * A doctor treats a patient (and so may read the patient's own medical records) only when the patient chose them:
 * an appointment with them that is not cancelled or still unpaid, or an appointment request the doctor accepted.
 * Adding a mobile number to "my patients" does not open that person's records.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UserRow } from '../identity/users.service.ts';

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function one<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

export interface Point {
  lat: number;
  lng: number;
}

export interface Provider {
  userId: number;
  kind: 'doctor' | 'clinic';
  name: string;
  displayName: string;
  mobile: string;
  /** The doctor offers video consultations (online leads reach every such doctor). */
  offersVideo: boolean;
  offersClinic: boolean;
  /** Where the provider practises: the doctor's place and their clinics, or the owned clinics. */
  points: Point[];
  /** Clinics the doctor practises at or the account owns. */
  clinicIds: number[];
  ownedClinicIds: number[];
}

export const displayNameOf = (r: { full_name: string; salutation: number | null }) => (r.salutation === 1 ? `Dr. ${r.full_name}` : r.full_name);

const VERIFIED = sql`dp.is_verified IN (1, 3)`;

/** The session user as a care provider, or null. */
export async function providerOf(db: DbOrTx, user: Pick<UserRow, 'id' | 'userType' | 'status' | 'deactivatedAt'>): Promise<Provider | null> {
  if (user.status !== 1 || user.deactivatedAt) return null;
  const base = await one<{
    full_name: string;
    salutation: number | null;
    mobile_number: string;
    verified: boolean;
    doctor: boolean;
    latitude: number | null;
    longitude: number | null;
    fee_video_paise: number | null;
    fee_clinic_paise: number | null;
  }>(
    db,
    sql`SELECT u.full_name, u.salutation, u.mobile_number, coalesce(${VERIFIED}, false) AS verified, (d.user_id IS NOT NULL AND u.user_type = 2) AS doctor,
          d.latitude, d.longitude, d.fee_video_paise, d.fee_clinic_paise
        FROM users u LEFT JOIN doctor_profiles dp ON dp.user_id = u.id LEFT JOIN care_doctors d ON d.user_id = u.id
        WHERE u.id = ${user.id}`,
  );
  if (!base || !base.verified) return null;
  const clinics = await rows<{ id: number; owned: boolean; latitude: number | null; longitude: number | null }>(
    db,
    sql`SELECT c.id, c.owner_user_id = ${user.id} AS owned, c.latitude, c.longitude FROM care_clinics c
        WHERE c.owner_user_id = ${user.id}
           OR (${base.doctor} AND EXISTS (SELECT 1 FROM care_clinic_doctors cd WHERE cd.clinic_id = c.id AND cd.doctor_user_id = ${user.id}))
        ORDER BY c.id`,
  );
  if (!base.doctor && !clinics.some((c) => c.owned)) return null;
  const points: Point[] = [];
  if (base.latitude != null && base.longitude != null) points.push({ lat: base.latitude, lng: base.longitude });
  for (const c of clinics) if (c.latitude != null && c.longitude != null) points.push({ lat: c.latitude, lng: c.longitude });
  return {
    userId: user.id,
    kind: base.doctor ? 'doctor' : 'clinic',
    name: base.full_name,
    displayName: displayNameOf(base),
    mobile: base.mobile_number,
    offersVideo: base.doctor && base.fee_video_paise != null,
    offersClinic: base.doctor && base.fee_clinic_paise != null && clinics.length > 0,
    points,
    clinicIds: clinics.map((c) => c.id),
    ownedClinicIds: clinics.filter((c) => c.owned).map((c) => c.id),
  };
}

/** For provider-only calls: 403 with the reason for anyone else (the desk pages show it). */
export async function requireProvider(db: DbOrTx, request: FastifyRequest): Promise<{ user: UserRow; provider: Provider }> {
  const { user } = requireUser(request);
  const provider = await providerOf(db, user);
  if (!provider) throw AppError.of('forbidden', 'desk.notProvider');
  return { user, provider };
}

export async function requireDoctor(db: DbOrTx, request: FastifyRequest) {
  const found = await requireProvider(db, request);
  if (found.provider.kind !== 'doctor') throw AppError.of('forbidden', 'desk.doctorsOnly');
  return found;
}

/** Great-circle distance in km between a point and SQL latitude/longitude expressions. */
export const distanceKmSql = (lat: SQL, lng: SQL, at: Point) =>
  sql`(2 * 6371 * asin(sqrt(power(sin(radians(${lat} - ${at.lat}) / 2), 2) + cos(radians(${at.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${at.lng}) / 2), 2))))`;

/** The nearest of the provider's places to a latitude/longitude, in km (NULL when either is unknown). */
export function nearestKmSql(points: Point[], lat: SQL, lng: SQL): SQL {
  if (points.length === 0) return sql`NULL::float`;
  const each = points.map((p) => sql`CASE WHEN ${lat} IS NULL THEN NULL ELSE ${distanceKmSql(lat, lng, p)} END`);
  return each.length === 1 ? each[0] : sql`LEAST(${sql.join(each, sql`, `)})`;
}

/**
 * Whether the doctor treats this patient (an account, or one of its family members): an appointment that is booked,
 * completed or missed, or an accepted request of that account (the account holder themself).
 */
export async function treats(db: DbOrTx, doctorId: number, patientUserId: number, memberPatientId: number | null): Promise<boolean> {
  const found = await one<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM care_appointments a WHERE a.doctor_user_id = ${doctorId} AND a.patient_user_id = ${patientUserId}
            AND coalesce(a.member_patient_id, 0) = ${memberPatientId ?? 0} AND a.status IN ('booked', 'completed', 'no_show'))
        OR (${memberPatientId === null} AND EXISTS (
          SELECT 1 FROM care_appointment_requests r WHERE r.doctor_user_id = ${doctorId} AND r.user_id = ${patientUserId} AND r.status = 'accepted')) AS ok`,
  );
  return !!found?.ok;
}

/** SQL condition: the doctor `doctorId` treats the patient of a row with these patient and member columns. */
export const treatsSql = (doctorId: number, patientCol: SQL, memberCol: SQL) => sql`(
  EXISTS (SELECT 1 FROM care_appointments ta WHERE ta.doctor_user_id = ${doctorId} AND ta.patient_user_id = ${patientCol}
    AND coalesce(ta.member_patient_id, 0) = coalesce(${memberCol}, 0) AND ta.status IN ('booked', 'completed', 'no_show'))
  OR (${memberCol} IS NULL AND EXISTS (SELECT 1 FROM care_appointment_requests tr WHERE tr.doctor_user_id = ${doctorId} AND tr.user_id = ${patientCol} AND tr.status = 'accepted')))`;

export const notFound = () => AppError.of('not_found', 'error.notFound');

