/**
 * The doctor's desk (issue 8, part 7): appointments from both sides, the calendar (India days, Monday-first weeks),
 * and the clinic an account owns. Everything is scoped to the session: another person's appointment or clinic is
 * simply not found.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  CONSULTATION_CLOSES_AFTER_MIN,
  CONSULTATION_OPENS_BEFORE_MIN,
  istDate,
  istInstant,
  istMinuteOfDay,
  slugify,
  weekdayOf,
  clinicPath,
  doctorPath,
} from '@nirog/shared/care';
import { CLINIC_MAX_PHOTOS } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import type { UserRow } from '../identity/users.service.ts';
import { findPincode } from '../location/location.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { AppointmentItem } from '@nirog/shared/schemas/care';
import { displayNameOf, notFound, one, rows, type Provider } from './desk-access.ts';
import { syncLinks } from './patient-links.ts';


interface ApptRow {
  id: number;
  doctor_user_id: number;
  patient_user_id: number;
  member_patient_id: number | null;
  mode: 0 | 1;
  clinic_id: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  status: string;
  payment: string;
  fee_paise: number;
  order_id: number | null;
  order_status: string | null;
  order_payment_status: string | null;
  order_pay_by: Date | string | null;
  reason: string | null;
  doctor_name: string;
  doctor_salutation: number | null;
  doctor_slug: string | null;
  doctor_city_slug: string | null;
  patient_name: string;
  relation: string | null;
  patient_mobile: string;
  clinic_name: string | null;
  clinic_address: string | null;
  clinic_city: string | null;
  clinic_slug: string | null;
  clinic_city_slug: string | null;
  rx_id: number | null;
  rx_items: number | null;
  link_id: number | null;
  cancel_before_hours: number | null;
  reschedule_before_hours: number | null;
  review_rating: number | null;
  review_comment: string | null;
  total?: number;
}

const apptColumns = sql`a.id, a.doctor_user_id, a.patient_user_id, a.member_patient_id, a.mode, a.clinic_id, a.starts_at, a.ends_at, a.status, a.payment,
  a.fee_paise, a.order_id, o.status AS order_status, o.payment_status AS order_payment_status, o.pay_by AS order_pay_by, a.reason, du.full_name AS doctor_name, du.salutation AS doctor_salutation, d.slug AS doctor_slug, d.city_slug AS doctor_city_slug,
  coalesce(m.full_name, pu.full_name) AS patient_name, m.relation, coalesce(m.mobile, pu.mobile_number) AS patient_mobile,
  c.name AS clinic_name, c.address AS clinic_address, c.city AS clinic_city, c.slug AS clinic_slug, c.city_slug AS clinic_city_slug,
  rx.id AS rx_id, (SELECT count(*)::int FROM care_prescription_items i WHERE i.prescription_id = rx.id) AS rx_items,
  (SELECT l.id FROM care_patient_links l WHERE l.doctor_user_id = a.doctor_user_id AND l.patient_user_id = a.patient_user_id
     AND coalesce(l.member_patient_id, 0) = coalesce(a.member_patient_id, 0) ORDER BY l.id LIMIT 1) AS link_id,
  d.cancel_before_hours, d.reschedule_before_hours,
  (SELECT rv.rating FROM care_reviews rv WHERE rv.appointment_id = a.id) AS review_rating,
  (SELECT rv.comment FROM care_reviews rv WHERE rv.appointment_id = a.id) AS review_comment`;
const apptFrom = sql`care_appointments a JOIN users du ON du.id = a.doctor_user_id LEFT JOIN care_doctors d ON d.user_id = a.doctor_user_id
  JOIN users pu ON pu.id = a.patient_user_id LEFT JOIN care_member_patients m ON m.id = a.member_patient_id
  LEFT JOIN care_clinics c ON c.id = a.clinic_id LEFT JOIN care_prescriptions rx ON rx.appointment_id = a.id
  LEFT JOIN orders o ON o.id = a.order_id`;

export function consultationWindow(startsAt: Date, endsAt: Date) {
  return {
    opensAt: new Date(startsAt.getTime() - CONSULTATION_OPENS_BEFORE_MIN * 60_000),
    closesAt: new Date(endsAt.getTime() + CONSULTATION_CLOSES_AFTER_MIN * 60_000),
  };
}

export function toAppointmentItem(r: ApptRow, now: Date, viewerIsDoctorSide: boolean): AppointmentItem {
  const startsAt = new Date(r.starts_at);
  const endsAt = new Date(r.ends_at);
  const w = consultationWindow(startsAt, endsAt);
  const open = now >= w.opensAt && now <= w.closesAt;
  // The same rules as the appointment itself (appointments.service toView): the doctor's notice, the patient's side.
  const rules = { cancelBeforeHours: r.cancel_before_hours ?? 4, rescheduleBeforeHours: r.reschedule_before_hours ?? 4 };
  const hoursLeft = (startsAt.getTime() - now.getTime()) / 3_600_000;
  const reviewed = r.review_rating != null;
  return {
    id: r.id,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    mode: r.mode,
    status: r.status,
    payment: r.payment,
    feePaise: r.fee_paise,
    orderId: r.order_id,
    paymentStatus: r.order_payment_status,
    payBy: r.status === 'pending_payment' && r.order_pay_by ? new Date(r.order_pay_by).toISOString() : null,
    canPay: !viewerIsDoctorSide && r.status === 'pending_payment' && r.order_status === 'pending_payment' && !!r.order_pay_by && new Date(r.order_pay_by) > now,
    reason: r.reason,
    doctor: { id: r.doctor_user_id, displayName: displayNameOf({ full_name: r.doctor_name, salutation: r.doctor_salutation }), path: r.doctor_slug && r.doctor_city_slug ? doctorPath(r.doctor_city_slug, r.doctor_slug) : null },
    patient: {
      userId: r.patient_user_id,
      name: r.patient_name,
      relation: r.relation,
      memberPatientId: r.member_patient_id,
      mobile: viewerIsDoctorSide ? r.patient_mobile : null,
      patientAssociationId: viewerIsDoctorSide ? r.link_id : null,
    },
    clinic: r.clinic_id && r.clinic_name ? { id: r.clinic_id, name: r.clinic_name, address: r.clinic_address!, city: r.clinic_city!, path: clinicPath(r.clinic_city_slug!, r.clinic_slug!) } : null,
    window: { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString(), open },
    canJoin: r.mode === 0 && r.status === 'booked' && open,
    prescription: r.rx_id ? { id: r.rx_id, items: r.rx_items ?? 0 } : null,
    rules,
    // An appointment waiting for its payment is paid (or cancelled) first, then moved.
    canReschedule: !viewerIsDoctorSide && r.status === 'booked' && hoursLeft > rules.rescheduleBeforeHours,
    reviewed,
    review: reviewed ? { rating: r.review_rating!, comment: r.review_comment } : null,
    canReview: !viewerIsDoctorSide && r.status === 'completed' && !reviewed,
  };
}

export { apptColumns, apptFrom, type ApptRow, type AppointmentItem };

const LIVE = sql`a.status IN ('pending_payment', 'booked')`;

export function createDeskService(deps: { db: Db; uploads: UploadService; now: () => Date }) {
  const { db, uploads, now } = deps;

  async function me(provider: Provider) {
    const clinics = provider.clinicIds.length
      ? await rows<{ id: number; name: string; city: string }>(db, sql`SELECT id, name, city FROM care_clinics WHERE id IN (${sql.join(provider.clinicIds.map((i) => sql`${i}`), sql`, `)}) ORDER BY id`)
      : [];
    return {
      userId: provider.userId,
      kind: provider.kind,
      displayName: provider.displayName,
      offersVideo: provider.offersVideo,
      offersClinic: provider.offersClinic,
      ownsClinic: provider.ownedClinicIds.length > 0,
      clinics: clinics.map((c) => ({ ...c, owned: provider.ownedClinicIds.includes(c.id) })),
    };
  }

  function doctorSideWhere(provider: Provider): SQL {
    return provider.ownedClinicIds.length
      ? sql`(a.doctor_user_id = ${provider.userId} OR a.clinic_id IN (${sql.join(provider.ownedClinicIds.map((i) => sql`${i}`), sql`, `)}))`
      : sql`a.doctor_user_id = ${provider.userId}`;
  }

  async function appointments(user: UserRow, provider: Provider | null, q: { when: 'upcoming' | 'past'; skip: number; limit: number }) {
    if (provider?.kind === 'doctor') await syncLinks(db, provider.userId);
    const at = now();
    const cutoff = new Date(at.getTime() - CONSULTATION_CLOSES_AFTER_MIN * 60_000);
    const upcoming = sql`(${LIVE} AND a.ends_at > ${cutoff})`;
    const where = [provider ? doctorSideWhere(provider) : sql`a.patient_user_id = ${user.id}`, q.when === 'upcoming' ? upcoming : sql`NOT ${upcoming}`];
    const list = await rows<ApptRow>(
      db,
      sql`SELECT ${apptColumns}, count(*) OVER ()::int AS total FROM ${apptFrom} WHERE ${sql.join(where, sql` AND `)}
          ORDER BY ${q.when === 'upcoming' ? sql`a.starts_at ASC` : sql`a.starts_at DESC`}, a.id OFFSET ${q.skip} LIMIT ${q.limit}`,
    );
    let total = list[0]?.total ?? 0;
    if (!list.length && q.skip > 0) total = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${apptFrom} WHERE ${sql.join(where, sql` AND `)}`))?.n ?? 0;
    return { items: list.map((r) => toAppointmentItem(r, at, !!provider)), total, as: provider ? ('doctor' as const) : ('patient' as const) };
  }

  async function calendar(provider: Provider, view: 'day' | 'week', date: string | undefined) {
    const today = istDate(now());
    const anchor = date ?? today;
    // Weeks run Monday to Sunday.
    const from = view === 'day' ? anchor : addDays(anchor, -((weekdayOf(anchor) + 6) % 7));
    const days = view === 'day' ? 1 : 7;
    const to = addDays(from, days - 1);
    const start = istInstant(from, 0);
    const end = istInstant(addDays(to, 1), 0);
    const doctorSide = provider.kind === 'doctor';

    const appts = await rows<ApptRow>(
      db,
      sql`SELECT ${apptColumns} FROM ${apptFrom} WHERE ${doctorSideWhere(provider)} AND a.status <> 'cancelled' AND a.starts_at < ${end} AND a.ends_at > ${start}
          ORDER BY a.starts_at, a.id`,
    );
    const timings = doctorSide
      ? await rows<{ weekday: number; start_min: number; end_min: number; mode: 0 | 1; clinic_name: string | null; slot_minutes: number }>(
          db,
          sql`SELECT t.weekday, t.start_min, t.end_min, t.mode, c.name AS clinic_name, t.slot_minutes FROM care_timings t LEFT JOIN care_clinics c ON c.id = t.clinic_id
              WHERE t.doctor_user_id = ${provider.userId} ORDER BY t.weekday, t.start_min`,
        )
      : await rows<{ weekday: number; start_min: number; end_min: number; mode: 0 | 1; clinic_name: string | null; slot_minutes: number }>(
          db,
          sql`SELECT h.weekday, h.opens_min AS start_min, h.closes_min AS end_min, 1 AS mode, c.name AS clinic_name, 0 AS slot_minutes
              FROM care_clinic_hours h JOIN care_clinics c ON c.id = h.clinic_id WHERE c.owner_user_id = ${provider.userId} ORDER BY h.weekday, h.opens_min`,
        );
    const breaks = doctorSide
      ? await rows<{ weekday: number | null; start_min: number; end_min: number; label: string | null }>(db, sql`SELECT weekday, start_min, end_min, label FROM care_breaks WHERE doctor_user_id = ${provider.userId} ORDER BY start_min`)
      : [];
    const daysOff = doctorSide
      ? await rows<{ day: string; reason: string | null }>(db, sql`SELECT day::text AS day, reason FROM care_days_off WHERE doctor_user_id = ${provider.userId} AND day BETWEEN ${from}::date AND ${to}::date`)
      : [];

    const out = [];
    for (let i = 0; i < days; i++) {
      const day = addDays(from, i);
      const weekday = weekdayOf(day);
      const off = daysOff.find((d) => d.day === day);
      const dayStart = istInstant(day, 0).getTime();
      out.push({
        date: day,
        weekday,
        isToday: day === today,
        dayOff: off ? { reason: off.reason } : null,
        spans: timings.filter((x) => x.weekday === weekday).map((x) => ({ startMin: x.start_min, endMin: x.end_min, mode: x.mode, clinicName: x.clinic_name })),
        breaks: breaks.filter((b) => b.weekday === null || b.weekday === weekday).map((b) => ({ startMin: b.start_min, endMin: b.end_min, label: b.label })),
        appointments: appts
          .filter((a) => new Date(a.starts_at).getTime() < dayStart + 86_400_000 && new Date(a.ends_at).getTime() > dayStart)
          .map((a) => {
            const item = toAppointmentItem(a, now(), true);
            const s = new Date(a.starts_at).getTime();
            const e = new Date(a.ends_at).getTime();
            return {
              ...item,
              startMin: s <= dayStart ? 0 : istMinuteOfDay(new Date(s)),
              endMin: e >= dayStart + 86_400_000 ? 1440 : istMinuteOfDay(new Date(e)) || 1440,
            };
          }),
      });
    }
    return { view, date: anchor, from, to, today, previous: addDays(from, -days), next: addDays(from, days), days: out };
  }

  // --- the clinic an account owns ---

  async function ownedClinic(ownerId: number, clinicId: number) {
    const c = await one<{ id: number; city_slug: string }>(db, sql`SELECT id, city_slug FROM care_clinics WHERE id = ${clinicId} AND owner_user_id = ${ownerId}`);
    if (!c) throw notFound();
    return c;
  }

  async function myClinics(ownerId: number) {
    const clinics = await rows<Record<string, any>>(
      db,
      sql`SELECT c.*, coalesce(dp.is_verified IN (1, 3), false) AS verified FROM care_clinics c LEFT JOIN doctor_profiles dp ON dp.user_id = c.owner_user_id
          WHERE c.owner_user_id = ${ownerId} ORDER BY c.id`,
    );
    if (!clinics.length) return [];
    const ids = sql.join(clinics.map((c) => sql`${c.id}`), sql`, `);
    const hours = await rows<{ clinic_id: number; weekday: number; opens_min: number; closes_min: number }>(db, sql`SELECT * FROM care_clinic_hours WHERE clinic_id IN (${ids}) ORDER BY weekday, opens_min`);
    const doctors = await rows<{ clinic_id: number; user_id: number; full_name: string; salutation: number | null; mobile_number: string; slug: string | null; city_slug: string | null; verified: boolean }>(
      db,
      sql`SELECT cd.clinic_id, u.id AS user_id, u.full_name, u.salutation, u.mobile_number, d.slug, d.city_slug, coalesce(dp.is_verified IN (1, 3), false) AS verified
          FROM care_clinic_doctors cd JOIN users u ON u.id = cd.doctor_user_id LEFT JOIN care_doctors d ON d.user_id = u.id LEFT JOIN doctor_profiles dp ON dp.user_id = u.id
          WHERE cd.clinic_id IN (${ids}) ORDER BY u.full_name`,
    );
    const photos = await rows<{ id: number; clinic_id: number; upload_id: string; caption: string | null }>(db, sql`SELECT id, clinic_id, upload_id, caption FROM care_clinic_photos WHERE clinic_id IN (${ids}) ORDER BY id`);
    return clinics.map((c) => ({
      id: c.id as number,
      name: c.name as string,
      slug: c.slug as string,
      path: clinicPath(c.city_slug, c.slug),
      city: c.city as string,
      locality: c.locality as string | null,
      address: c.address as string,
      pinCode: c.pin_code as string,
      phone: c.phone as string | null,
      about: c.about as string | null,
      services: (c.services ?? []) as string[],
      listed: c.listed as boolean,
      verified: c.verified as boolean,
      rating: { count: c.rating_count as number, average: c.rating_count ? Math.round((c.rating_total / c.rating_count) * 10) / 10 : null },
      hours: hours.filter((h) => h.clinic_id === c.id).map((h) => ({ weekday: h.weekday, opensMin: h.opens_min, closesMin: h.closes_min })),
      doctors: doctors
        .filter((d) => d.clinic_id === c.id)
        .map((d) => ({ id: d.user_id, displayName: displayNameOf(d), mobile: d.mobile_number, verified: d.verified, path: d.slug && d.city_slug ? doctorPath(d.city_slug, d.slug) : null })),
      photos: photos.filter((p) => p.clinic_id === c.id).map((p) => ({ id: p.id, caption: p.caption, url: uploads.signedUrl(p.upload_id, 3600) })),
    }));
  }

  async function placeOf(pinCode: string) {
    const place = await findPincode(db, pinCode);
    if (!place) throw AppError.field('pinCode', t('spec.pincodeInvalid'));
    return place;
  }

  const textArray = (items: string[]) => (items.length ? sql`ARRAY[${sql.join(items.map((s) => sql`${s}`), sql`, `)}]::text[]` : sql`'{}'::text[]`);

  type ClinicInput = { name: string; address: string; locality?: string; pinCode: string; phone?: string; about?: string; services: string[]; listed?: boolean };

  async function createClinic(user: UserRow, body: ClinicInput) {
    const ok = await one<{ ok: boolean; doctor: boolean; n: number }>(
      db,
      sql`SELECT (u.user_type IN (2, 3) AND u.status = 1 AND u.deactivated_at IS NULL AND coalesce(dp.is_verified IN (1, 3), false)) AS ok,
            EXISTS (SELECT 1 FROM care_doctors d WHERE d.user_id = u.id) AS doctor,
            (SELECT count(*)::int FROM care_clinics c WHERE c.owner_user_id = u.id) AS n
          FROM users u LEFT JOIN doctor_profiles dp ON dp.user_id = u.id WHERE u.id = ${user.id}`,
    );
    if (!ok?.ok) throw AppError.of('forbidden', 'desk.clinic.verifiedOnly');
    if (ok.n >= 5) throw AppError.of('business_rule', 'desk.clinic.tooMany');
    const place = await placeOf(body.pinCode);
    const citySlug = slugify(place.city);
    const base = slugify(body.name) || 'clinic';
    const taken = new Set(
      (await rows<{ slug: string }>(db, sql`SELECT slug FROM care_clinics WHERE city_slug = ${citySlug} AND (slug = ${base} OR slug LIKE ${`${base}-%`})`)).map((r) => r.slug),
    );
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    const created = await db.transaction(async (tx) => {
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO care_clinics (owner_user_id, name, slug, city, city_slug, locality, address, pin_code, state_id, latitude, longitude, phone, about, services, listed)
            VALUES (${user.id}, ${body.name}, ${slug}, ${place.city.slice(0, 60)}, ${citySlug}, ${body.locality ?? null}, ${body.address}, ${body.pinCode}, ${place.state.id},
                    ${place.latitude}, ${place.longitude}, ${body.phone ?? null}, ${body.about ?? null}, ${textArray(body.services)}, ${body.listed ?? true})
            RETURNING id`,
      );
      if (ok.doctor) await tx.execute(sql`INSERT INTO care_clinic_doctors (clinic_id, doctor_user_id) VALUES (${row!.id}, ${user.id}) ON CONFLICT DO NOTHING`);
      return row!;
    });
    return { id: created.id, path: clinicPath(citySlug, slug) };
  }

  async function updateClinic(ownerId: number, clinicId: number, body: ClinicInput) {
    await ownedClinic(ownerId, clinicId);
    const place = await placeOf(body.pinCode);
    try {
      await db.execute(sql`UPDATE care_clinics SET name = ${body.name}, address = ${body.address}, locality = ${body.locality ?? null}, pin_code = ${body.pinCode},
          city = ${place.city.slice(0, 60)}, city_slug = ${slugify(place.city)}, state_id = ${place.state.id}, latitude = ${place.latitude}, longitude = ${place.longitude},
          phone = ${body.phone ?? null}, about = ${body.about ?? null}, services = ${textArray(body.services)}, listed = coalesce(${body.listed ?? null}::boolean, listed), updated_at = now()
          WHERE id = ${clinicId}`);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('pinCode', t('desk.clinic.slugTaken'));
      throw err;
    }
    return (await myClinics(ownerId)).find((c) => c.id === clinicId)!;
  }

  async function setClinicHours(ownerId: number, clinicId: number, hours: Array<{ weekday: number; opensMin: number; closesMin: number }>) {
    await ownedClinic(ownerId, clinicId);
    const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.opensMin - b.opensMin);
    for (let i = 0; i < sorted.length; i++) {
      const h = sorted[i];
      if (h.opensMin >= h.closesMin) throw AppError.field(`hours.${hours.indexOf(h)}`, t('desk.clinic.hoursOrder'));
      const prev = sorted[i - 1];
      if (prev && prev.weekday === h.weekday && prev.closesMin > h.opensMin) throw AppError.field(`hours.${hours.indexOf(h)}`, t('desk.clinic.hoursOverlap'));
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM care_clinic_hours WHERE clinic_id = ${clinicId}`);
      for (const h of sorted) await tx.execute(sql`INSERT INTO care_clinic_hours (clinic_id, weekday, opens_min, closes_min) VALUES (${clinicId}, ${h.weekday}, ${h.opensMin}, ${h.closesMin})`);
    });
    return { hours: sorted };
  }

  async function addClinicPhoto(ownerId: number, clinicId: number, uploadId: string, caption: string | null) {
    await ownedClinic(ownerId, clinicId);
    const upload = await uploads.ownedStored(ownerId, uploadId);
    if (!upload.contentType?.startsWith('image/')) throw AppError.field('uploadId', t('desk.clinic.photoImage'));
    const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM care_clinic_photos WHERE clinic_id = ${clinicId}`);
    if ((count?.n ?? 0) >= CLINIC_MAX_PHOTOS) throw AppError.of('business_rule', 'desk.clinic.photoLimit', { max: CLINIC_MAX_PHOTOS });
    const row = await one<{ id: number }>(db, sql`INSERT INTO care_clinic_photos (clinic_id, upload_id, caption) VALUES (${clinicId}, ${uploadId}, ${caption}) RETURNING id`);
    return { id: row!.id, caption, url: uploads.signedUrl(uploadId, 3600) };
  }

  async function removeClinicPhoto(ownerId: number, clinicId: number, photoId: number) {
    await ownedClinic(ownerId, clinicId);
    const gone = await rows(db, sql`DELETE FROM care_clinic_photos WHERE id = ${photoId} AND clinic_id = ${clinicId} RETURNING id`);
    if (!gone.length) throw notFound();
  }

  async function addClinicDoctor(ownerId: number, clinicId: number, mobile: string) {
    await ownedClinic(ownerId, clinicId);
    const doc = await one<{ id: number; full_name: string; salutation: number | null }>(
      db,
      sql`SELECT u.id, u.full_name, u.salutation FROM users u JOIN care_doctors d ON d.user_id = u.id JOIN doctor_profiles dp ON dp.user_id = u.id
          WHERE u.mobile_number = ${mobile} AND u.status = 1 AND u.deactivated_at IS NULL AND u.user_type = 2 AND dp.is_verified IN (1, 3)`,
    );
    if (!doc) throw AppError.field('mobile', t('desk.clinic.noSuchDoctor'));
    await db.execute(sql`INSERT INTO care_clinic_doctors (clinic_id, doctor_user_id) VALUES (${clinicId}, ${doc.id}) ON CONFLICT DO NOTHING`);
    return { id: doc.id, displayName: displayNameOf(doc) };
  }

  async function removeClinicDoctor(ownerId: number, clinicId: number, doctorId: number) {
    await ownedClinic(ownerId, clinicId);
    await db.transaction(async (tx) => {
      const gone = await rows(tx, sql`DELETE FROM care_clinic_doctors WHERE clinic_id = ${clinicId} AND doctor_user_id = ${doctorId} RETURNING clinic_id`);
      if (!gone.length) throw notFound();
      // Their weekly hours at this clinic go too, so no new slots are offered there; booked visits stay.
      await tx.execute(sql`DELETE FROM care_timings WHERE clinic_id = ${clinicId} AND doctor_user_id = ${doctorId}`);
    });
  }

  return { me, appointments, calendar, myClinics, createClinic, updateClinic, setClinicHours, addClinicPhoto, removeClinicPhoto, addClinicDoctor, removeClinicDoctor };
}

export type DeskService = ReturnType<typeof createDeskService>;
