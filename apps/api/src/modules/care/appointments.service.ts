/**
 * Booking (issue 8, part 5): family members, booking a free slot for oneself or a member, cancelling and
 * rescheduling under the doctor's rules, completing, reviewing, and the messages each step sends.
 *
 * No slot is ever booked twice: the slot is checked inside the booking transaction, and the database refuses a second
 * live appointment that overlaps the doctor's (or the same patient's) time, so of any number of parallel requests for
 * one slot exactly one succeeds.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTimeOfDay12, istDate, istMinuteOfDay, weekdayOf, type AppointmentStatus } from '@nirog/shared/care';
import type { AppointmentView } from '@nirog/shared/schemas/care';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { inLocale } from '../../lib/locale-context.ts';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, pgError } from '../../plugins/errors.ts';
import type { Notifier } from '../notifications/notify.ts';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { users } from '../identity/identity.tables.ts';
import { languageOf, type UserRow } from '../identity/users.service.ts';
import type { OrderService } from '../orders/orders.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { careAppointments, careMemberPatients } from './appointments.tables.ts';
import { careClinics, careDoctors, careReviews } from './directory.tables.ts';
import type { DirectoryService } from './directory.service.ts';
import { carePatientLinks } from './patients.tables.ts';
import type { ScheduleService } from './schedule.service.ts';

const notFound = () => AppError.of('not_found', 'error.notFound');
const fieldErr = (field: string, key: Parameters<typeof t>[0], params?: Record<string, string | number>, code: 'validation_failed' | 'conflict' | 'business_rule' = 'validation_failed') => {
  const message = t(key, params);
  return new AppError(code, message, { fields: { [field]: message } });
};

/** A refused insert of an appointment: someone else took the slot, or the patient is busy then. */
function bookingConflict(err: unknown): AppError | null {
  const { code, constraint } = pgError(err);
  if (code !== '23505' && code !== '23P01') return null;
  if (constraint?.includes('patient')) return fieldErr('startsAt', 'care.book.overlap', undefined, 'conflict');
  return fieldErr('startsAt', 'care.book.slotTaken', undefined, 'conflict');
}

const HINDI_WHEN = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Mon, 7 Jan 2030, 10:00 AM" in India time, the same on every server; in Hindi "सोम, 7 जन॰ 2030, 10:00 am". */
export function when(d: Date) {
  if (currentLocale() === 'hi') return HINDI_WHEN.format(d);
  const date = istDate(d);
  const [y, m, day] = date.split('-').map(Number);
  return `${DAYS[weekdayOf(date)]}, ${day} ${MONTHS[m! - 1]} ${y}, ${formatTimeOfDay12(istMinuteOfDay(d))}`;
}

/** The placeholders of an appointment's SMS texts, in the language being written (the place names it too). */
const smsParams = (v: AppointmentView) => ({
  doctor: v.doctor.name,
  patient: v.patient.name,
  when: when(new Date(v.startsAt)),
  where: v.clinic ? t('care.sms.atClinic', { clinic: v.clinic.name, address: `${v.clinic.address}, ${v.clinic.city}` }) : t('care.sms.video'),
  id: v.id,
});

/** What the parties of an appointment are told (texts `notify.<kind>.*`; SMS under their registered templates). */
type AppointmentNotice =
  | 'appointmentBooked'
  | 'appointmentBookedPaid'
  | 'appointmentBookedDoctor'
  | 'appointmentRescheduled'
  | 'appointmentRescheduledDoctor'
  | 'appointmentCancelledByPatient'
  | 'appointmentCancelledByDoctor';

export interface MemberInput {
  fullName: string;
  relation: string;
  gender: number | null;
  dateOfBirth?: string;
  mobile?: string;
}

export interface BookInput {
  doctorId: number;
  mode: 0 | 1;
  clinicId: number | null;
  startsAt: string;
  memberPatientId: number | null;
  /** 'online': an appointment order (type 4) is paid now and the slot is held until then; 'clinic': paid at the visit. */
  payment: 'clinic' | 'online';
  reason?: string;
  /** Asked before a video consultation when not on record; saved to the patient (the account holder or the member). */
  patientGender?: number;
  patientDateOfBirth?: string;
}


/**
 * The earnings ledger's side of an online-paid consultation (decision 072), given by app.ts: the fee less the
 * platform's is pending for the doctor once the appointment is completed, in the same transaction; a cancelled and
 * refunded appointment order takes back what is still pending.
 */
export interface ConsultationEarnings {
  consultationCompletedIn(tx: Tx, a: { appointmentId: number; doctorUserId: number; feePaise: number }): Promise<void>;
  consultationRefundedIn(tx: Tx, appointmentId: number): Promise<unknown>;
}

export function createAppointmentService(deps: {
  db: Db;
  directory: DirectoryService;
  schedule: ScheduleService;
  /** Tells patients and doctors (decision 054). */
  notifier: Pick<Notifier, 'notify' | 'notifyAndSend'>;
  /** Appointment orders (type 4): created on booking, paid through the payments module, cancelled with the appointment. */
  orders: Pick<OrderService, 'createServiceOrderIn' | 'expireUnpaid' | 'registerTypeHooks'>;
  /** Cancels an appointment order and refunds what was paid (the after-order service). */
  cancelOrder: (orderId: number, actorId: number, reason: string) => Promise<unknown>;
  log?: FastifyBaseLogger;
  /** False with PAYMENTS=off: a booking cannot be paid online. */
  onlinePayments?: boolean;
  earnings?: ConsultationEarnings;
  now?: () => Date;
}) {
  const { db, notifier } = deps;
  const now = deps.now ?? (() => new Date());

  // -------------------------------------------------------------------------------------------------------------
  // Family members

  async function members(user: Pick<UserRow, 'id'>) {
    return db
      .select({ id: careMemberPatients.id, fullName: careMemberPatients.fullName, relation: careMemberPatients.relation, gender: careMemberPatients.gender, dateOfBirth: careMemberPatients.dateOfBirth, mobile: careMemberPatients.mobile })
      .from(careMemberPatients)
      .where(and(eq(careMemberPatients.parentUserId, user.id), isNull(careMemberPatients.removedAt)))
      .orderBy(asc(careMemberPatients.id));
  }

  async function addMember(user: Pick<UserRow, 'id'>, m: MemberInput) {
    if ((await members(user)).length >= 20) throw AppError.of('business_rule', 'care.member.limit');
    const [row] = await db
      .insert(careMemberPatients)
      .values({ parentUserId: user.id, fullName: m.fullName, relation: m.relation, gender: m.gender, dateOfBirth: m.dateOfBirth ?? null, mobile: m.mobile ?? null })
      .returning();
    return { id: row!.id, fullName: row!.fullName, relation: row!.relation, gender: row!.gender, dateOfBirth: row!.dateOfBirth, mobile: row!.mobile };
  }

  async function removeMember(user: Pick<UserRow, 'id'>, id: number) {
    const gone = await db
      .update(careMemberPatients)
      .set({ removedAt: now() })
      .where(and(eq(careMemberPatients.id, id), eq(careMemberPatients.parentUserId, user.id), isNull(careMemberPatients.removedAt)))
      .returning({ id: careMemberPatients.id });
    if (!gone.length) throw notFound();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading appointments

  interface Row {
    a: typeof careAppointments.$inferSelect;
    d: typeof careDoctors.$inferSelect | null;
    du: { fullName: string; salutation: number | null; mobile: string };
    pu: { fullName: string; mobile: string };
    m: typeof careMemberPatients.$inferSelect | null;
    c: typeof careClinics.$inferSelect | null;
    o: { paymentStatus: string; payBy: Date | null; status: string } | null;
    reviewed: boolean;
  }

  async function rows(where: SQL | undefined, order: SQL | ReturnType<typeof asc>, skip = 0, limit = 100): Promise<Row[]> {
    const du = alias(users, 'du');
    const list = await db
      .select({
        a: careAppointments,
        d: careDoctors,
        du: { fullName: du.fullName, salutation: du.salutation, mobile: du.mobileNumber },
        pu: { fullName: users.fullName, mobile: users.mobileNumber },
        m: careMemberPatients,
        c: careClinics,
        o: { paymentStatus: orders.paymentStatus, payBy: orders.payBy, status: orders.status },
        reviewed: sql<boolean>`EXISTS (SELECT 1 FROM care_reviews r WHERE r.appointment_id = ${careAppointments.id})`,
      })
      .from(careAppointments)
      .innerJoin(du, eq(du.id, careAppointments.doctorUserId))
      .innerJoin(users, eq(users.id, careAppointments.patientUserId))
      .leftJoin(careDoctors, eq(careDoctors.userId, careAppointments.doctorUserId))
      .leftJoin(careMemberPatients, eq(careMemberPatients.id, careAppointments.memberPatientId))
      .leftJoin(careClinics, eq(careClinics.id, careAppointments.clinicId))
      .leftJoin(orders, eq(orders.id, careAppointments.orderId))
      .where(where)
      .orderBy(order)
      .offset(skip)
      .limit(limit);
    return list as unknown as Row[];
  }

  function toView(r: Row, viewer: Pick<UserRow, 'id'>): AppointmentView {
    const rules = { cancelBeforeHours: r.d?.cancelBeforeHours ?? 4, rescheduleBeforeHours: r.d?.rescheduleBeforeHours ?? 4 };
    const live = r.a.status === 'booked' || r.a.status === 'pending_payment';
    const hoursLeft = (r.a.startsAt.getTime() - now().getTime()) / 3_600_000;
    const isDoctor = viewer.id === r.a.doctorUserId;
    return {
      id: r.a.id,
      status: r.a.status as AppointmentStatus,
      mode: r.a.mode as 0 | 1,
      startsAt: r.a.startsAt.toISOString(),
      endsAt: r.a.endsAt.toISOString(),
      payment: r.a.payment,
      feePaise: r.a.feePaise,
      orderId: r.a.orderId,
      paymentStatus: r.o?.paymentStatus ?? null,
      payBy: r.a.status === 'pending_payment' ? (r.o?.payBy?.toISOString() ?? null) : null,
      // Only the account that booked pays, while the slot is still held for it.
      canPay: r.a.status === 'pending_payment' && !isDoctor && viewer.id === r.a.patientUserId && r.o?.status === 'pending_payment' && !!r.o.payBy && r.o.payBy > now(),
      reason: r.a.reason,
      doctor: {
        id: r.a.doctorUserId,
        name: doctorTitle(r.du),
        path: r.d ? `/ayurveda/${r.d.citySlug}/doctor/${r.d.slug}` : null,
        mobile: isDoctor ? r.du.mobile : null,
      },
      patient: {
        userId: r.a.patientUserId,
        name: r.m?.fullName ?? r.pu.fullName,
        mobile: r.m?.mobile ?? r.pu.mobile,
        memberPatientId: r.a.memberPatientId,
        relation: r.m?.relation ?? null,
      },
      clinic: r.c ? { id: r.c.id, name: r.c.name, address: r.c.address, city: r.c.city, pinCode: r.c.pinCode } : null,
      rules,
      // The doctor may cancel a live appointment until it starts; the patient until the notice the doctor set.
      canCancel: live && hoursLeft > (isDoctor ? 0 : rules.cancelBeforeHours),
      // An appointment waiting for its payment is paid (or cancelled) first, then moved.
      canReschedule: r.a.status === 'booked' && !isDoctor && hoursLeft > rules.rescheduleBeforeHours,
      reviewed: r.reviewed,
      cancelReason: r.a.cancelReason,
      createdAt: r.a.createdAt.toISOString(),
    };
  }

  async function doctorNameIn(tx: DbOrTx, doctorId: number) {
    const [du] = await tx.select({ fullName: users.fullName, salutation: users.salutation }).from(users).where(eq(users.id, doctorId));
    return du ? doctorTitle(du) : '';
  }

  const participant = (userId: number) => or(eq(careAppointments.patientUserId, userId), eq(careAppointments.doctorUserId, userId));

  /** One appointment, for its patient (the account that booked) or its doctor; anyone else gets 404. */
  async function get(viewer: Pick<UserRow, 'id'>, id: number): Promise<AppointmentView> {
    const [r] = await rows(and(eq(careAppointments.id, id), participant(viewer.id)), sql`1`);
    if (!r) throw notFound();
    return toView(r, viewer);
  }

  /** The viewer's appointments as patient or as doctor: upcoming (soonest first) or past (latest first). */
  async function list(viewer: Pick<UserRow, 'id'>, q: { role: 'patient' | 'doctor'; when: 'upcoming' | 'past' | 'all'; from?: Date; to?: Date; skip: number; limit: number }) {
    const at = now();
    const conds: SQL[] = [q.role === 'doctor' ? eq(careAppointments.doctorUserId, viewer.id) : eq(careAppointments.patientUserId, viewer.id)];
    if (q.when === 'upcoming') conds.push(gte(careAppointments.endsAt, at), inArray(careAppointments.status, ['booked', 'pending_payment']));
    if (q.when === 'past') conds.push(or(lt(careAppointments.endsAt, at), inArray(careAppointments.status, ['cancelled', 'completed', 'no_show']))!);
    if (q.from) conds.push(gte(careAppointments.startsAt, q.from));
    if (q.to) conds.push(lt(careAppointments.startsAt, q.to));
    const where = and(...conds);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(careAppointments).where(where);
    const list = await rows(where, q.when === 'past' ? desc(careAppointments.startsAt) : asc(careAppointments.startsAt), q.skip, q.limit);
    return { items: list.map((r) => toView(r, viewer)), total: n };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Booking

  /**
   * Tells a party of an appointment (decision 054): their inbox, and SMS by default. The placeholders are written in
   * that person's saved language (a date, "video consultation"), not the requester's. A failed message never undoes
   * the booking.
   */
  async function notify(userId: number, kind: AppointmentNotice, key: string, params: () => Record<string, string | number>, link: string, log?: FastifyBaseLogger) {
    try {
      const language = await languageOf(db, { userId });
      await notifier.notify({ userId, module: NOTIFY_MODULE.d2cAppointmentRequests, kind, params: inLocale(language, params), link, key });
    } catch (err) {
      log?.error({ err, kind }, 'appointment message failed');
    }
  }

  async function messageBooked(v: AppointmentView, kind: 'booked' | 'rescheduled', log?: FastifyBaseLogger) {
    const patientKind = kind === 'rescheduled' ? 'appointmentRescheduled' : v.payment === 'online' ? 'appointmentBookedPaid' : 'appointmentBooked';
    await notify(v.patient.userId, patientKind, `appointment:${v.id}:${kind}`, () => smsParams(v), `/my-appointments/${v.id}`, log);
    await notify(v.doctor.id, kind === 'booked' ? 'appointmentBookedDoctor' : 'appointmentRescheduledDoctor', `appointment:${v.id}:${kind}:doctor`, () => smsParams(v), '/appointment-calendar', log);
  }

  async function checkBooking(user: Pick<UserRow, 'id' | 'mobileNumber'>, b: { doctorId: number; mode: 0 | 1; clinicId: number | null; memberPatientId: number | null }) {
    if (b.doctorId === user.id) throw fieldErr('doctorId', 'care.book.notYourself', undefined, 'business_rule');
    if (!(await deps.directory.isListedDoctor(b.doctorId))) throw notFound();
    const [doctor] = await db.select().from(careDoctors).where(eq(careDoctors.userId, b.doctorId));
    const fee = b.mode === 0 ? doctor!.feeVideoPaise : doctor!.feeClinicPaise;
    if (fee === null) throw fieldErr('mode', 'care.book.modeNotOffered', undefined, 'business_rule');
    if (b.mode === 1) {
      if (b.clinicId === null) throw fieldErr('clinicId', 'care.rule.clinicNeeded');
      await deps.directory.clinicRow({ id: b.clinicId });
    } else if (b.clinicId !== null) throw fieldErr('clinicId', 'care.rule.noClinicForVideo');
    let member: typeof careMemberPatients.$inferSelect | null = null;
    if (b.memberPatientId !== null) {
      [member] = await db.select().from(careMemberPatients).where(and(eq(careMemberPatients.id, b.memberPatientId), eq(careMemberPatients.parentUserId, user.id), isNull(careMemberPatients.removedAt)));
      if (!member) throw fieldErr('memberPatientId', 'care.member.notFound');
    }
    return { doctor: doctor!, fee, member };
  }

  /** Keeps the doctor's patient list: the account holder or the family member becomes (or stays) their patient. */
  async function linkPatient(tx: DbOrTx, doctorId: number, user: Pick<UserRow, 'id' | 'mobileNumber' | 'fullName'>, member: typeof careMemberPatients.$inferSelect | null) {
    await tx
      .insert(carePatientLinks)
      .values({ doctorUserId: doctorId, patientUserId: user.id, memberPatientId: member?.id ?? null, fullName: member?.fullName ?? user.fullName, mobile: user.mobileNumber, gender: member?.gender ?? null, dateOfBirth: member?.dateOfBirth ?? null })
      .onConflictDoNothing();
  }

  /** The gender and date of birth of whom a video consultation is for: on record, or given with the booking. */
  function videoIdentity(user: UserRow, member: typeof careMemberPatients.$inferSelect | null, input: BookInput) {
    const gender = input.patientGender ?? (member ? member.gender : user.gender) ?? null;
    const dateOfBirth = input.patientDateOfBirth ?? (member ? member.dateOfBirth : user.dateOfBirth) ?? null;
    const fields: Record<string, string> = {};
    if (gender === null) fields.patientGender = t('care.book.genderNeeded');
    if (dateOfBirth === null) fields.patientDateOfBirth = t('care.book.dobNeeded');
    else {
      const today = istDate(now());
      const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
      if (dateOfBirth > today || dateOfBirth < oldest) fields.patientDateOfBirth = t('care.book.dobInvalid');
    }
    if (Object.keys(fields).length) throw new AppError('validation_failed', Object.values(fields)[0]!, { fields });
    return { gender: gender!, dateOfBirth: dateOfBirth!, changed: input.patientGender !== undefined || input.patientDateOfBirth !== undefined };
  }

  async function book(user: UserRow, input: BookInput, log?: FastifyBaseLogger): Promise<AppointmentView> {
    const { fee, member } = await checkBooking(user, input);
    // A video consultation needs the patient's age and gender for the prescription: asked when not on record.
    const identity = input.mode === 0 ? videoIdentity(user, member, input) : null;
    const online = input.payment === 'online';
    if (online && deps.onlinePayments === false) throw fieldErr('payment', 'payment.unavailable');
    if (online && fee <= 0) throw fieldErr('payment', 'care.book.nothingToPay', undefined, 'business_rule');
    const startsAt = new Date(input.startsAt);
    // Slots held for payments that lapsed are given back before this booking looks for its slot.
    await deps.orders.expireUnpaid();
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const slot = await deps.schedule.isFreeSlot(tx, { doctorId: input.doctorId, startsAt, mode: input.mode, clinicId: input.clinicId });
        if (!slot) throw fieldErr('startsAt', 'care.book.slotUnavailable', undefined, 'conflict');
        const [row] = await tx
          .insert(careAppointments)
          .values({
            doctorUserId: input.doctorId,
            patientUserId: user.id,
            memberPatientId: member?.id ?? null,
            mode: input.mode,
            clinicId: input.mode === 1 ? input.clinicId : null,
            startsAt,
            endsAt: new Date(slot.endsAt),
            // Paying online: the slot is held (no one else can book it) until the payment arrives or its time runs out.
            status: online ? 'pending_payment' : 'booked',
            payment: input.payment,
            feePaise: fee,
            reason: input.reason ?? null,
          })
          .returning({ id: careAppointments.id });
        if (online) {
          const order = await deps.orders.createServiceOrderIn(tx, {
            userId: user.id,
            amountPaise: fee,
            key: `appointment:${row!.id}`,
            payBy: startsAt,
            note: t('care.book.orderNote', { doctor: await doctorNameIn(tx, input.doctorId), when: when(startsAt) }),
          });
          await tx.update(careAppointments).set({ orderId: order.id }).where(eq(careAppointments.id, row!.id));
        }
        if (identity?.changed) {
          if (member) await tx.update(careMemberPatients).set({ gender: identity.gender, dateOfBirth: identity.dateOfBirth }).where(eq(careMemberPatients.id, member.id));
          else await tx.update(users).set({ gender: identity.gender, dateOfBirth: identity.dateOfBirth, updatedAt: now() }).where(eq(users.id, user.id));
        }
        await linkPatient(tx, input.doctorId, user, member ? { ...member, gender: identity?.gender ?? member.gender, dateOfBirth: identity?.dateOfBirth ?? member.dateOfBirth } : null);
        return row!.id;
      });
    } catch (err) {
      throw bookingConflict(err) ?? err;
    }
    const view = await get(user, id);
    // Paying online, the confirmation goes out when the payment arrives (afterPaid below).
    if (!online) await messageBooked(view, 'booked', log);
    return view;
  }

  async function liveForChange(viewer: Pick<UserRow, 'id'>, id: number) {
    const view = await get(viewer, id);
    if (view.status !== 'booked' && view.status !== 'pending_payment') throw AppError.of('business_rule', 'care.book.notActive');
    return view;
  }

  async function cancel(viewer: UserRow, id: number, reason: string | undefined, log?: FastifyBaseLogger) {
    const view = await liveForChange(viewer, id);
    if (!view.canCancel) {
      throw new AppError('business_rule', viewer.id === view.doctor.id ? t('care.book.alreadyStarted') : t('care.book.cancelTooLate', { hours: view.rules.cancelBeforeHours }));
    }
    const [row] = await db.select({ orderId: careAppointments.orderId }).from(careAppointments).where(eq(careAppointments.id, id));
    if (row?.orderId) {
      // Paid (or being paid) online: the order is cancelled, and in the same transaction the appointment (the order's
      // hook below); what was paid is refunded to the original method. A refund the gateway could not make now stays
      // pending for the back office, and never undoes the cancellation.
      try {
        await deps.cancelOrder(row.orderId, viewer.id, reason ?? t('care.book.orderCancelled'));
      } catch (err) {
        // Refused before anything changed: the patient hears why. Failed after the cancellation committed (the
        // gateway's refund): the refund stays pending for the back office, and the cancellation stands.
        if ((await get(viewer, id)).status !== 'cancelled') throw err;
        (log ?? deps.log)?.error({ err, appointmentId: id, orderId: row.orderId }, 'appointment refund could not be made now');
      }
    }
    const done = await db
      .update(careAppointments)
      .set({ status: 'cancelled', cancelledAt: now(), cancelledBy: viewer.id, cancelReason: reason ?? null, updatedAt: now() })
      .where(and(eq(careAppointments.id, id), inArray(careAppointments.status, ['booked', 'pending_payment'])))
      .returning({ id: careAppointments.id });
    const after = await get(viewer, id);
    if (!done.length && after.status !== 'cancelled') throw AppError.of('business_rule', 'care.book.notActive');
    const byDoctor = viewer.id === view.doctor.id;
    const params = () => ({ doctor: view.doctor.name, patient: view.patient.name, when: when(new Date(view.startsAt)), id });
    if (byDoctor) await notify(view.patient.userId, 'appointmentCancelledByDoctor', `appointment:${id}:cancelled`, params, `/my-appointments/${id}`, log);
    else await notify(view.doctor.id, 'appointmentCancelledByPatient', `appointment:${id}:cancelled`, params, '/appointment-calendar', log);
    return after;
  }

  /** A new slot with the same doctor, mode and place; the old appointment is cancelled in the same transaction. */
  async function reschedule(viewer: UserRow, id: number, startsAtIso: string, log?: FastifyBaseLogger) {
    const view = await liveForChange(viewer, id);
    if (viewer.id !== view.patient.userId) throw AppError.of('forbidden', 'care.book.patientReschedules');
    if (view.status === 'pending_payment') throw AppError.of('business_rule', 'care.book.payBeforeReschedule');
    if (!view.canReschedule) throw new AppError('business_rule', t('care.book.rescheduleTooLate', { hours: view.rules.rescheduleBeforeHours }));
    const startsAt = new Date(startsAtIso);
    let newId: number;
    try {
      newId = await db.transaction(async (tx) => {
        const [old] = await tx
          .update(careAppointments)
          .set({ status: 'cancelled', cancelledAt: now(), cancelledBy: viewer.id, cancelReason: 'rescheduled', updatedAt: now() })
          .where(and(eq(careAppointments.id, id), inArray(careAppointments.status, ['booked', 'pending_payment'])))
          .returning();
        if (!old) throw AppError.of('business_rule', 'care.book.notActive');
        const slot = await deps.schedule.isFreeSlot(tx, { doctorId: old.doctorUserId, startsAt, mode: old.mode as 0 | 1, clinicId: old.clinicId });
        if (!slot) throw fieldErr('startsAt', 'care.book.slotUnavailable', undefined, 'conflict');
        const [row] = await tx
          .insert(careAppointments)
          .values({
            doctorUserId: old.doctorUserId,
            patientUserId: old.patientUserId,
            memberPatientId: old.memberPatientId,
            mode: old.mode,
            clinicId: old.clinicId,
            startsAt,
            endsAt: new Date(slot.endsAt),
            status: 'booked',
            payment: old.payment,
            feePaise: old.feePaise,
            orderId: old.orderId,
            reason: old.reason,
            rescheduledFromId: old.id,
            requestId: old.requestId,
          })
          .returning({ id: careAppointments.id });
        return row!.id;
      });
    } catch (err) {
      throw bookingConflict(err) ?? err;
    }
    const next = await get(viewer, newId);
    await messageBooked(next, 'rescheduled', log);
    return next;
  }

  /** The doctor closes an appointment once its time has come: completed, or the patient did not come. */
  async function close(viewer: UserRow, id: number, status: 'completed' | 'no_show') {
    const view = await get(viewer, id);
    if (viewer.id !== view.doctor.id) throw notFound();
    if (view.status !== 'booked') throw AppError.of('business_rule', 'care.book.notActive');
    if (new Date(view.startsAt).getTime() > now().getTime()) throw AppError.of('business_rule', 'care.book.notStarted');
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(careAppointments)
        .set({ status, updatedAt: now() })
        .where(and(eq(careAppointments.id, id), eq(careAppointments.status, 'booked')))
        .returning();
      // Paid online (its order paid: the appointment left pending_payment): the fee enters the doctor's earnings.
      if (done && status === 'completed' && done.payment === 'online' && done.orderId && deps.earnings) {
        await deps.earnings.consultationCompletedIn(tx, { appointmentId: done.id, doctorUserId: done.doctorUserId, feePaise: done.feePaise });
      }
    });
    return get(viewer, id);
  }

  /** One review per completed appointment, by the patient who booked it; the doctor's (and clinic's) rating follows. */
  async function review(viewer: UserRow, id: number, input: { rating: number; comment?: string }) {
    const view = await get(viewer, id);
    if (viewer.id !== view.patient.userId) throw notFound();
    if (view.status !== 'completed') throw AppError.of('business_rule', 'care.review.afterVisit');
    try {
      await db.transaction(async (tx) => {
        await tx.insert(careReviews).values({
          doctorUserId: view.doctor.id,
          clinicId: view.clinic?.id ?? null,
          appointmentId: id,
          reviewerUserId: viewer.id,
          reviewerName: shortName(viewer.fullName),
          rating: input.rating,
          comment: input.comment ?? null,
        });
        await tx.update(careDoctors).set({ ratingTotal: sql`${careDoctors.ratingTotal} + ${input.rating}`, ratingCount: sql`${careDoctors.ratingCount} + 1` }).where(eq(careDoctors.userId, view.doctor.id));
        if (view.clinic) {
          await tx.update(careClinics).set({ ratingTotal: sql`${careClinics.ratingTotal} + ${input.rating}`, ratingCount: sql`${careClinics.ratingCount} + 1` }).where(eq(careClinics.id, view.clinic.id));
        }
      });
    } catch (err) {
      if (pgError(err).code === '23505') throw AppError.of('conflict', 'care.review.once');
      throw err;
    }
    return get(viewer, id);
  }

  /** Reminders for live appointments starting within the next `withinMinutes`, each sent once. */
  /** Booked appointments starting within the next minutes whose reminder has not gone out. */
  async function dueReminders(withinMinutes = 120) {
    const at = now();
    return db
      .select({ id: careAppointments.id, startsAt: careAppointments.startsAt })
      .from(careAppointments)
      .where(and(eq(careAppointments.status, 'booked'), isNull(careAppointments.reminderSentAt), gte(careAppointments.startsAt, at), lt(careAppointments.startsAt, new Date(at.getTime() + withinMinutes * 60_000))));
  }

  /**
   * Sends one appointment's reminder unless it went out already or the appointment is no longer booked (a job may
   * run again: the check makes it idempotent). A failed send throws, so the job is retried.
   */
  async function sendReminder(id: number, log?: FastifyBaseLogger): Promise<boolean> {
    const [a] = await db
      .select({ patientUserId: careAppointments.patientUserId })
      .from(careAppointments)
      .where(and(eq(careAppointments.id, id), eq(careAppointments.status, 'booked'), isNull(careAppointments.reminderSentAt)));
    if (!a) return false;
    const [r] = await rows(eq(careAppointments.id, id), sql`1`);
    if (!r) return false;
    const v = toView(r, { id: a.patientUserId });
    // A job sends it: the patient's own language, never the job's; a failed SMS throws, so the job retries it.
    const language = await languageOf(db, { userId: a.patientUserId });
    await notifier.notifyAndSend({
      userId: a.patientUserId,
      module: NOTIFY_MODULE.d2cAppointmentRequests,
      kind: 'appointmentReminder',
      params: inLocale(language, () => smsParams(v)),
      link: `/my-appointments/${id}`,
      key: `appointment:${id}:reminder:${v.startsAt}`,
    });
    const marked = await db
      .update(careAppointments)
      .set({ reminderSentAt: now() })
      .where(and(eq(careAppointments.id, id), isNull(careAppointments.reminderSentAt)))
      .returning({ id: careAppointments.id });
    return marked.length === 1;
  }

  /** Every due reminder at once (the job queue sends them one job per appointment; tests call this directly). */
  async function sendReminders(withinMinutes = 120, log?: FastifyBaseLogger) {
    let sent = 0;
    for (const d of await dueReminders(withinMinutes)) if (await sendReminder(d.id, log)) sent++;
    return sent;
  }

  // -------------------------------------------------------------------------------------------------------------
  // The appointment order (type 4): what its payment and its cancellation do to the appointment

  const LIVE_STATUSES = ['booked', 'pending_payment'];

  deps.orders.registerTypeHooks(ORDER_TYPE_APPOINTMENT, {
    async paidIn(tx, order) {
      await tx
        .update(careAppointments)
        .set({ status: 'booked', updatedAt: now() })
        .where(and(eq(careAppointments.orderId, order.id), eq(careAppointments.status, 'pending_payment')));
    },
    async cancelledIn(tx, order, why) {
      await tx
        .update(careAppointments)
        .set({ status: 'cancelled', cancelledAt: now(), cancelledBy: why.actorId, cancelReason: why.reason?.slice(0, 300) ?? null, updatedAt: now() })
        .where(and(eq(careAppointments.orderId, order.id), inArray(careAppointments.status, LIVE_STATUSES)));
      // A completed consultation whose order is cancelled and refunded: what is still pending for the doctor goes back.
      if (deps.earnings) {
        const done = await tx.select({ id: careAppointments.id }).from(careAppointments).where(and(eq(careAppointments.orderId, order.id), eq(careAppointments.status, 'completed')));
        for (const a of done) await deps.earnings.consultationRefundedIn(tx, a.id);
      }
    },
    async afterPaid(order) {
      const [a] = await db
        .select({ id: careAppointments.id, patientUserId: careAppointments.patientUserId })
        .from(careAppointments)
        .where(and(eq(careAppointments.orderId, order.id), eq(careAppointments.status, 'booked')));
      if (a) await messageBooked(await get({ id: a.patientUserId }, a.id), 'booked', deps.log);
    },
    // After paying (or failing to), the patient lands on the appointment's confirmation page (decision 044).
    async returnPath(order) {
      const [a] = await db.select({ id: careAppointments.id }).from(careAppointments).where(eq(careAppointments.orderId, order.id)).orderBy(desc(careAppointments.id)).limit(1);
      return a ? `/my-appointments/${a.id}` : '/my-appointments';
    },
  });

  return { members, addMember, removeMember, get, list, book, cancel, reschedule, close, review, dueReminders, sendReminder, sendReminders, linkPatient, participant };
}

/** "Dr. Vikram Joshi" when the doctor chose the salutation Dr. */
const doctorTitle = (u: { fullName: string; salutation: number | null }) => (u.salutation === 1 ? `Dr. ${u.fullName}` : u.fullName);

/** "Asha V." from "Asha Verma": reviews show a first name and an initial. */
export function shortName(full: string) {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]![0]}.` : parts[0]!;
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
