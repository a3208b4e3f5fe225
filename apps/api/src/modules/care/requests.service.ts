/**
 * Appointment requests and leads (issue 8, part 6).
 *
 * A visitor leaves a request (name, mobile, pincode, problem, appointment type) after confirming the mobile number
 * with an OTP; a signed-in patient asking for themself needs no OTP (their number is already confirmed): a D2C
 * request. A request names a doctor (it shows in that doctor's /appointment-requests) or none: then it is a lead
 * that verified doctors and clinics near its pincode see in /my-leads (online requests reach every doctor who
 * offers video), and the first to accept it takes it.
 *
 * Accepting adds the person to the provider's patients (linked to their account when the number has one) and may fix
 * a time: then an appointment is booked for the person's account (created for the confirmed number if there is
 * none), paid to the doctor directly. Declining an addressed request closes it; declining a lead only hides it from
 * that provider.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, istInstant, parseTimeOfDay } from '@nirog/shared/care';
import {
  DEFAULT_SLOT_MINUTES,
  LEAD_MAX_AGE_DAYS,
  LEAD_RADIUS_KM,
  REQUESTS_PER_MOBILE_PER_DAY,
  type AppointmentRequestBody,
  type RequestType,
} from '@nirog/shared/care-desk';
import { currentLocale, DEFAULT_LOCALE, t, type Locale } from '@nirog/shared/messages/catalogue';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import type { RequestView } from '@nirog/shared/schemas/care';
import { inLocale } from '../../lib/locale-context.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, pgError } from '../../plugins/errors.ts';
import { maskMobile, type SmsProvider } from '../../providers/sms/sms.provider.ts';
import type { Notifier } from '../notifications/notify.ts';
import { renderSms } from '../notifications/render.ts';
import type { OtpService } from '../identity/otp.service.ts';
import { createUser, findActiveByMobile, languageOf, type UserRow } from '../identity/users.service.ts';
import { findPincode } from '../location/location.service.ts';
import { displayNameOf, nearestKmSql, notFound, one, rows, type Provider } from './desk-access.ts';

export interface RequestsDeps {
  db: Db;
  otp: OtpService;
  sms: SmsProvider;
  /** Account holders are told through notify() (decision 054, module 9): inbox, and SMS/email as they chose. */
  notifier: Pick<Notifier, 'notify'>;
  now: () => Date;
}

/** What a request's people are told (texts `notify.<kind>.*`; SMS under the templates registered before the inbox). */
type RequestNotice = 'careRequestNew' | 'careRequestReceived' | 'careRequestReceivedDoctor' | 'careRequestAccepted' | 'careRequestAcceptedScheduled';

export interface Schedule {
  date: string;
  time: string;
  mode: 0 | 1;
  clinicId?: number;
}

interface RequestRow {
  id: number;
  user_id: number | null;
  full_name: string;
  mobile: string;
  pin_code: string;
  city: string | null;
  problem: string;
  appointment_type: RequestType;
  doctor_user_id: number | null;
  status: 'new' | 'accepted' | 'declined';
  created_at: Date | string;
  decided_at: Date | string | null;
  distance_km?: number | null;
  doctor_name?: string | null;
  doctor_salutation?: number | null;
  link_id?: number | null;
  appt_id?: number | null;
  appt_starts_at?: Date | string | null;
  appt_mode?: 0 | 1 | null;
  appt_status?: string | null;
  total?: number;
}

const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());

const fieldError = (field: string, message: string, status = 400) => new AppError(status === 409 ? 'conflict' : status === 422 ? 'business_rule' : 'validation_failed', message, { fields: { [field]: message }, status });

const listedDoctorSql = sql`d.listed AND u.status = 1 AND u.deactivated_at IS NULL AND u.user_type = 2 AND dp.is_verified IN (1, 3)`;

export function createRequestsService(deps: RequestsDeps) {
  const { db, notifier, now } = deps;

  /**
   * Tells the person holding `mobile` (decision 054): the active account holding the number (or `userId`) gets it
   * through notify() under module 9, in their inbox and on the channels they chose, the placeholders in their saved
   * language; a number no account holds (a visitor) gets the SMS alone, under the same registered template, in
   * `fallback` (the requester's language when the message is to them). A failed message never undoes the request.
   */
  async function tell(
    to: { mobile: string; userId?: number | null },
    notice: { kind: RequestNotice; key: string; link: string; params: () => Record<string, string | number> },
    log?: FastifyBaseLogger,
    fallback: Locale = DEFAULT_LOCALE,
  ) {
    try {
      const holder = to.userId ?? (await findActiveByMobile(db, to.mobile).then((u) => (u && !u.deactivatedAt ? u.id : null)));
      if (holder) {
        const language = await languageOf(db, { userId: holder });
        await notifier.notify({ userId: holder, module: NOTIFY_MODULE.d2cAppointmentRequests, kind: notice.kind, params: inLocale(language, notice.params), link: notice.link, key: notice.key });
        return;
      }
      const sms = renderSms({ kind: notice.kind, params: inLocale(fallback, notice.params), link: null }, fallback, null);
      await deps.sms.send({ to: to.mobile, template: sms.template, body: sms.body }, log);
    } catch (err) {
      log?.warn({ err, kind: notice.kind }, 'care request message failed');
    }
  }

  const sendOtp = (mobile: string, ip: string, log?: FastifyBaseLogger) => deps.otp.send({ mobile, purpose: 'appointment', ip, log });

  async function create(body: AppointmentRequestBody, session: UserRow | null, log?: FastifyBaseLogger) {
    if (body.appointmentType === 0 && (!session || session.userType === 1)) throw fieldError('appointmentType', t('desk.request.resellerOnly'));
    const own = !!session && !session.deactivatedAt && session.mobileNumber === body.mobileNumber;
    if (!own && !body.otp) throw fieldError('otp', t('error.otpRequired'));

    let doctor: { user_id: number; full_name: string; salutation: number | null; mobile_number: string } | undefined;
    if (body.doctorId !== undefined) {
      const found = await one<{ user_id: number; full_name: string; salutation: number | null; mobile_number: string; fee_video_paise: number | null; fee_clinic_paise: number | null; clinics: number }>(
        db,
        sql`SELECT d.user_id, u.full_name, u.salutation, u.mobile_number, d.fee_video_paise, d.fee_clinic_paise,
              (SELECT count(*)::int FROM care_clinic_doctors cd WHERE cd.doctor_user_id = d.user_id) AS clinics
            FROM care_doctors d JOIN users u ON u.id = d.user_id JOIN doctor_profiles dp ON dp.user_id = d.user_id
            WHERE d.user_id = ${body.doctorId} AND ${listedDoctorSql}`,
      );
      if (!found || found.user_id === session?.id) throw fieldError('doctorId', t('desk.request.doctorUnavailable'));
      if (body.appointmentType === 1 && found.fee_video_paise == null) throw fieldError('appointmentType', t('desk.request.noVideo'));
      if (body.appointmentType === 2 && (found.fee_clinic_paise == null || found.clinics === 0)) throw fieldError('appointmentType', t('desk.request.noClinic'));
      doctor = found;
    }
    const place = await findPincode(db, body.pinCode);
    if (!place) throw fieldError('pinCode', t('spec.pincodeInvalid'));

    const since = new Date(now().getTime() - 86_400_000);
    const recent = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM care_appointment_requests WHERE mobile = ${body.mobileNumber} AND created_at > ${since}`);
    if ((recent?.n ?? 0) >= REQUESTS_PER_MOBILE_PER_DAY) throw AppError.of('rate_limited', 'desk.request.tooMany');

    if (!own) await deps.otp.verify({ mobile: body.mobileNumber, purpose: 'appointment', code: body.otp! });

    const created = await one<{ id: number }>(
      db,
      sql`INSERT INTO care_appointment_requests (user_id, full_name, mobile, pin_code, city, problem, appointment_type, doctor_user_id, created_at)
          VALUES (${own ? session!.id : null}, ${body.fullName}, ${body.mobileNumber}, ${body.pinCode}, ${place.city}, ${body.problem}, ${body.appointmentType},
                  ${doctor?.user_id ?? null}, ${now()})
          RETURNING id`,
    );
    const requestId = created!.id;
    if (doctor) {
      await tell({ mobile: doctor.mobile_number, userId: doctor.user_id }, { kind: 'careRequestNew', key: `care-request:${requestId}:new`, link: '/appointment-requests', params: () => ({ name: body.fullName, city: place.city }) }, log);
    }
    await tell(
      { mobile: body.mobileNumber, userId: own ? session!.id : null },
      { kind: doctor ? 'careRequestReceivedDoctor' : 'careRequestReceived', key: `care-request:${requestId}:received`, link: '/my-appointments', params: () => ({ doctor: doctor ? displayNameOf(doctor) : '' }) },
      log,
      currentLocale(),
    );
    return { id: created!.id, doctor: doctor ? { id: doctor.user_id, displayName: displayNameOf(doctor) } : null, city: place.city };
  }

  const viewColumns = (distance: SQL) => sql`
    r.id, r.user_id, r.full_name, r.mobile, r.pin_code, r.city, r.problem, r.appointment_type, r.doctor_user_id, r.status, r.created_at, r.decided_at,
    ${distance} AS distance_km, du.full_name AS doctor_name, du.salutation AS doctor_salutation,
    (SELECT l.id FROM care_patient_links l WHERE l.doctor_user_id = r.doctor_user_id AND l.mobile = r.mobile AND l.member_patient_id IS NULL) AS link_id,
    ap.id AS appt_id, ap.starts_at AS appt_starts_at, ap.mode AS appt_mode, ap.status AS appt_status,
    count(*) OVER ()::int AS total`;
  const viewFrom = sql`care_appointment_requests r LEFT JOIN users du ON du.id = r.doctor_user_id LEFT JOIN pincodes pc ON pc.pincode = r.pin_code
    LEFT JOIN LATERAL (SELECT a.id, a.starts_at, a.mode, a.status FROM care_appointments a WHERE a.request_id = r.id ORDER BY a.id DESC LIMIT 1) ap ON true`;

  function toView(r: RequestRow, mask: boolean): RequestView {
    return {
      id: r.id,
      fullName: r.full_name,
      mobile: mask ? maskMobile(r.mobile) : r.mobile,
      pinCode: r.pin_code,
      city: r.city,
      problem: r.problem,
      appointmentType: r.appointment_type,
      status: r.status,
      createdAt: iso(r.created_at)!,
      decidedAt: iso(r.decided_at),
      distanceKm: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
      doctor: r.doctor_user_id && r.doctor_name ? { id: r.doctor_user_id, displayName: displayNameOf({ full_name: r.doctor_name, salutation: r.doctor_salutation ?? null }) } : null,
      patientAssociationId: r.link_id ?? null,
      appointment: r.appt_id ? { id: r.appt_id, startsAt: iso(r.appt_starts_at)!, mode: r.appt_mode as 0 | 1, status: r.appt_status! } : null,
    };
  }

  /** Requests addressed to the provider (and leads they took), open ones first. */
  async function inbox(provider: Provider, q: { status?: 'new' | 'accepted' | 'declined'; skip: number; limit: number }) {
    const where = [sql`r.doctor_user_id = ${provider.userId}`];
    if (q.status) where.push(sql`r.status = ${q.status}`);
    const list = await rows<RequestRow>(
      db,
      sql`SELECT ${viewColumns(nearestKmSql(provider.points, sql`pc.latitude`, sql`pc.longitude`))} FROM ${viewFrom}
          WHERE ${sql.join(where, sql` AND `)} ORDER BY (r.status = 'new') DESC, r.created_at DESC, r.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`,
    );
    return { items: list.map((r) => toView(r, false)), total: list[0]?.total ?? (q.skip > 0 ? await countWhere(where) : 0) };
  }

  async function countWhere(where: SQL[]) {
    const c = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${viewFrom} WHERE ${sql.join(where, sql` AND `)}`);
    return c?.n ?? 0;
  }

  /** Open leads this provider may take: not addressed, not their own, not dismissed, recent, near (or online and they do video). */
  function leadWhere(provider: Provider): SQL[] {
    const near = provider.points.length ? sql`${nearestKmSql(provider.points, sql`pc.latitude`, sql`pc.longitude`)} <= ${LEAD_RADIUS_KM}` : sql`false`;
    return [
      sql`r.doctor_user_id IS NULL`,
      sql`r.status = 'new'`,
      sql`(r.user_id IS NULL OR r.user_id <> ${provider.userId})`,
      sql`r.created_at > ${new Date(now().getTime() - LEAD_MAX_AGE_DAYS * 86_400_000)}`,
      sql`NOT EXISTS (SELECT 1 FROM care_lead_dismissals x WHERE x.request_id = r.id AND x.doctor_user_id = ${provider.userId})`,
      provider.offersVideo ? sql`(r.appointment_type = 1 OR ${near})` : near,
    ];
  }

  async function leads(provider: Provider, q: { skip: number; limit: number }) {
    const where = leadWhere(provider);
    const list = await rows<RequestRow>(
      db,
      sql`SELECT ${viewColumns(nearestKmSql(provider.points, sql`pc.latitude`, sql`pc.longitude`))} FROM ${viewFrom}
          WHERE ${sql.join(where, sql` AND `)} ORDER BY r.created_at DESC, r.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`,
    );
    return { items: list.map((r) => toView(r, true)), total: list[0]?.total ?? (q.skip > 0 ? await countWhere(where) : 0) };
  }

  /** The signed-in person's own requests (left while signed in, or for their number). */
  async function mine(user: UserRow, q: { skip: number; limit: number }) {
    const where = [sql`(r.user_id = ${user.id} OR r.mobile = ${user.mobileNumber})`];
    const list = await rows<RequestRow>(
      db,
      sql`SELECT ${viewColumns(sql`NULL::float`)} FROM ${viewFrom} WHERE ${sql.join(where, sql` AND `)} ORDER BY r.created_at DESC, r.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`,
    );
    return {
      items: list.map((r) => {
        const v = toView(r, false);
        return { ...v, patientAssociationId: null };
      }),
      total: list[0]?.total ?? 0,
    };
  }

  /** The request, locked, if this provider may decide it: addressed to them, or an open lead they can see. */
  async function lockDecidable(tx: Tx, provider: Provider, id: number): Promise<RequestRow & { lead: boolean }> {
    const r = await one<RequestRow>(tx, sql`SELECT r.* FROM care_appointment_requests r WHERE r.id = ${id} FOR UPDATE`);
    if (!r) throw notFound();
    if (r.doctor_user_id === provider.userId) {
      if (r.status !== 'new') throw AppError.of('conflict', r.status === 'accepted' ? 'desk.request.alreadyAccepted' : 'desk.request.alreadyDeclined');
      return { ...r, lead: false };
    }
    if (r.doctor_user_id !== null) throw AppError.of('not_found', 'desk.request.unavailable');
    const visible = await one<{ id: number }>(
      tx,
      sql`SELECT r.id FROM care_appointment_requests r LEFT JOIN pincodes pc ON pc.pincode = r.pin_code WHERE r.id = ${id} AND ${sql.join(leadWhere(provider), sql` AND `)}`,
    );
    if (!visible) throw AppError.of('not_found', 'desk.request.unavailable');
    return { ...r, lead: true };
  }

  async function upsertLink(tx: DbOrTx, doctorId: number, person: { fullName: string; mobile: string; userId: number | null }) {
    const link = await one<{ id: number }>(
      tx,
      sql`INSERT INTO care_patient_links (doctor_user_id, patient_user_id, full_name, mobile)
          VALUES (${doctorId}, ${person.userId}, ${person.fullName}, ${person.mobile})
          ON CONFLICT (doctor_user_id, mobile, (coalesce(member_patient_id, 0)))
          DO UPDATE SET patient_user_id = coalesce(care_patient_links.patient_user_id, EXCLUDED.patient_user_id), updated_at = now()
          RETURNING id`,
    );
    return link!.id;
  }

  async function accept(provider: Provider, id: number, schedule: Schedule | undefined, log?: FastifyBaseLogger) {
    let scheduled: { id: number; startsAt: Date; mode: 0 | 1 } | null = null;
    let request!: RequestRow;
    let linkId!: number;
    try {
      await db.transaction(async (tx) => {
        request = await lockDecidable(tx, provider, id);
        let account = request.user_id
          ? await one<{ id: number; ok: boolean }>(tx, sql`SELECT id, (status = 1 AND deactivated_at IS NULL) AS ok FROM users WHERE id = ${request.user_id}`)
          : undefined;
        if (!account) {
          const found = await findActiveByMobile(tx, request.mobile);
          if (found) account = { id: found.id, ok: !found.deactivatedAt };
        }
        if (schedule) {
          if (account && !account.ok) throw AppError.of('business_rule', 'desk.schedule.patientInactive');
          if (!account) {
            // The number was confirmed by OTP when the request was left: the patient gets an account to log in with.
            const created = await createUser(tx, { userType: 1, mobileNumber: request.mobile, fullName: request.full_name });
            account = { id: created.id, ok: true };
          }
          scheduled = await book(tx, provider, request, account.id, schedule);
        }
        linkId = await upsertLink(tx, provider.userId, { fullName: request.full_name, mobile: request.mobile, userId: account?.ok ? account.id : null });
        await tx.execute(sql`UPDATE care_appointment_requests SET status = 'accepted', doctor_user_id = ${provider.userId}, decided_by = ${provider.userId},
            decided_at = ${now()}, user_id = coalesce(user_id, ${account?.ok ? account.id : null}) WHERE id = ${id}`);
      });
    } catch (err) {
      const { code } = pgError(err);
      // 23P01: the doctor's (or the patient's) exclusion constraint; 23505: the same start time.
      if (code === '23P01' || code === '23505') throw fieldError('time', t('desk.schedule.taken'), 409);
      throw err;
    }
    const when = scheduled as { id: number; startsAt: Date; mode: 0 | 1 } | null;
    await tell(
      { mobile: request.mobile },
      {
        kind: when ? 'careRequestAcceptedScheduled' : 'careRequestAccepted',
        key: `care-request:${id}:accepted`,
        link: when ? `/my-appointments/${when.id}` : '/my-appointments',
        params: (): Record<string, string> =>
          when ? { doctor: provider.displayName, when: whenText(when.startsAt), mode: t(when.mode === 0 ? 'desk.mode.video' : 'desk.mode.clinic') } : { doctor: provider.displayName },
      },
      log,
    );
    return { id, status: 'accepted' as const, patientAssociationId: linkId, appointmentId: when?.id ?? null, startsAt: when ? when.startsAt.toISOString() : null };
  }

  async function book(tx: Tx, provider: Provider, request: RequestRow, patientUserId: number, s: Schedule) {
    if (provider.kind !== 'doctor') throw fieldError('mode', t('desk.schedule.doctorsOnly'));
    if ((request.appointment_type === 1 && s.mode !== 0) || (request.appointment_type === 2 && s.mode !== 1)) throw fieldError('mode', t('desk.schedule.modeMismatch'));
    const doc = await one<{ fee_video_paise: number | null; fee_clinic_paise: number | null }>(tx, sql`SELECT fee_video_paise, fee_clinic_paise FROM care_doctors WHERE user_id = ${provider.userId}`);
    const fee = s.mode === 0 ? doc?.fee_video_paise : doc?.fee_clinic_paise;
    if (fee == null) throw fieldError('mode', t('desk.schedule.modeNotOffered'));
    let clinicId: number | null = null;
    if (s.mode === 1) {
      clinicId = s.clinicId ?? provider.clinicIds[0] ?? null;
      if (clinicId === null || !provider.clinicIds.includes(clinicId)) throw fieldError('clinicId', t('desk.schedule.clinicRequired'));
    }
    const startsAt = istInstant(s.date, parseTimeOfDay(s.time)!);
    const at = now().getTime();
    if (startsAt.getTime() < at - 5 * 60_000) throw fieldError('time', t('desk.schedule.past'));
    if (startsAt.getTime() > at + BOOKING_HORIZON_DAYS * 86_400_000) throw fieldError('date', t('desk.schedule.tooFar', { days: BOOKING_HORIZON_DAYS }));
    const slot = await one<{ m: number | null }>(
      tx,
      sql`SELECT min(slot_minutes)::int AS m FROM care_timings WHERE doctor_user_id = ${provider.userId} AND mode = ${s.mode} AND (${clinicId}::int IS NULL OR clinic_id = ${clinicId})`,
    );
    const minutes = slot?.m ?? DEFAULT_SLOT_MINUTES[s.mode];
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO care_appointments (doctor_user_id, patient_user_id, mode, clinic_id, starts_at, ends_at, status, payment, fee_paise, reason, request_id)
          VALUES (${provider.userId}, ${patientUserId}, ${s.mode}, ${clinicId}, ${startsAt}, ${endsAt}, 'booked', 'clinic', ${fee}, ${request.problem.slice(0, 500)}, ${request.id})
          RETURNING id`,
    );
    return { id: row!.id, startsAt, mode: s.mode };
  }

  async function decline(provider: Provider, id: number) {
    await db.transaction(async (tx) => {
      const r = await lockDecidable(tx, provider, id);
      if (r.lead) {
        await tx.execute(sql`INSERT INTO care_lead_dismissals (request_id, doctor_user_id) VALUES (${id}, ${provider.userId}) ON CONFLICT DO NOTHING`);
      } else {
        await tx.execute(sql`UPDATE care_appointment_requests SET status = 'declined', decided_by = ${provider.userId}, decided_at = ${now()} WHERE id = ${id}`);
      }
    });
    return { id };
  }

  return { sendOtp, create, inbox, leads, mine, accept, decline };
}

const whenText = (d: Date) =>
  new Intl.DateTimeFormat(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(d);

export type RequestsService = ReturnType<typeof createRequestsService>;
