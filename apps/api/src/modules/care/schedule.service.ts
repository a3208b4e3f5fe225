/**
 * A doctor's schedule (issue 8, part 4): weekly timings per clinic and for video with their slot length, breaks,
 * days off, fees and rules; and the free slots patients see, computed in India time.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, addDays, formatTimeOfDay, istDate, slugify } from '@nirog/shared/care';
import type { TimingInput } from '@nirog/shared/schemas/care';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UserRow } from '../identity/users.service.ts';
import { pincodes } from '../location/location.tables.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { careAppointments } from './appointments.tables.ts';
import { careClinicDoctors, careClinics, careDoctors } from './directory.tables.ts';
import type { DirectoryService } from './directory.service.ts';
import { careBreaks, careDaysOff, careTimings } from './schedule.tables.ts';
import { BOOKING_MIN_NOTICE_MINUTES, freeSlots, type Slot } from './slots.ts';

const notFound = () => AppError.of('not_found', 'error.notFound');
const field = (name: string, key: Parameters<typeof t>[0], params?: Record<string, string | number>) => AppError.field(name, t(key, params));

/** Only doctors keep a consultation schedule. */
export function assertDoctor(user: Pick<UserRow, 'userType'>) {
  if (user.userType !== 2) throw AppError.of('forbidden', 'care.doctorsOnly');
}

export function createScheduleService(deps: { db: Db; directory: DirectoryService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The doctor's listing, created from the practice location of their profile the first time they set anything up. */
  async function ensureListing(tx: DbOrTx, user: Pick<UserRow, 'id' | 'fullName' | 'userType'>) {
    assertDoctor(user);
    const [found] = await tx.select().from(careDoctors).where(eq(careDoctors.userId, user.id)).limit(1);
    if (found) return found;
    const [profile] = await tx.select().from(doctorProfiles).where(eq(doctorProfiles.userId, user.id)).limit(1);
    if (!profile?.pinCode || !profile.city) throw field('pincode', 'care.rule.practiceFirst');
    const [pin] = await tx.select().from(pincodes).where(eq(pincodes.pincode, profile.pinCode)).limit(1);
    const base = `dr-${slugify(user.fullName)}` || 'dr';
    const taken = new Set((await tx.select({ slug: careDoctors.slug }).from(careDoctors).where(sql`${careDoctors.slug} LIKE ${`${base}%`}`)).map((r) => r.slug));
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    const [row] = await tx
      .insert(careDoctors)
      .values({ userId: user.id, slug, city: profile.city, citySlug: slugify(profile.city), pinCode: profile.pinCode, latitude: pin?.latitude ?? null, longitude: pin?.longitude ?? null })
      .onConflictDoNothing()
      .returning();
    return row ?? (await tx.select().from(careDoctors).where(eq(careDoctors.userId, user.id)).limit(1))[0]!;
  }

  async function clinicsOf(doctorId: number) {
    return db
      .select({ id: careClinics.id, name: careClinics.name, city: careClinics.city })
      .from(careClinicDoctors)
      .innerJoin(careClinics, eq(careClinics.id, careClinicDoctors.clinicId))
      .where(eq(careClinicDoctors.doctorUserId, doctorId))
      .orderBy(asc(careClinics.id));
  }

  async function view(user: UserRow) {
    assertDoctor(user);
    const [listing] = await db.select().from(careDoctors).where(eq(careDoctors.userId, user.id)).limit(1);
    const [timings, breaks, daysOff, clinics] = await Promise.all([
      db.select().from(careTimings).where(eq(careTimings.doctorUserId, user.id)).orderBy(asc(careTimings.weekday), asc(careTimings.startMin)),
      db.select().from(careBreaks).where(eq(careBreaks.doctorUserId, user.id)).orderBy(asc(careBreaks.startMin)),
      db.select().from(careDaysOff).where(and(eq(careDaysOff.doctorUserId, user.id), gte(careDaysOff.day, istDate(now())))).orderBy(asc(careDaysOff.day)),
      clinicsOf(user.id),
    ]);
    return {
      listed: !!listing,
      settings: listing
        ? {
            feeVideoPaise: listing.feeVideoPaise,
            feeClinicPaise: listing.feeClinicPaise,
            cancelBeforeHours: listing.cancelBeforeHours,
            rescheduleBeforeHours: listing.rescheduleBeforeHours,
            experienceYears: listing.experienceYears,
            headline: listing.headline,
          }
        : null,
      clinics,
      timings: timings.map((x) => ({ id: x.id, mode: x.mode, clinicId: x.clinicId, weekday: x.weekday, start: formatTimeOfDay(x.startMin), end: formatTimeOfDay(x.endMin), slotMinutes: x.slotMinutes })),
      breaks: breaks.map((b) => ({ id: b.id, weekday: b.weekday, start: formatTimeOfDay(b.startMin), end: formatTimeOfDay(b.endMin), label: b.label })),
      daysOff: daysOff.map((d) => ({ date: d.day, reason: d.reason })),
    };
  }

  /** Replaces the week. Two timings on one day may not overlap; in-clinic timings name a clinic the doctor practises at. */
  async function replaceTimings(user: UserRow, timings: TimingInput[]) {
    assertDoctor(user);
    const allowed = new Set((await clinicsOf(user.id)).map((c) => c.id));
    timings.forEach((x, i) => {
      if (x.mode === 1 && !allowed.has(x.clinicId!)) throw field(`timings.${i}.clinicId`, 'care.rule.clinicNotYours');
    });
    for (let i = 0; i < timings.length; i++) {
      for (let j = 0; j < i; j++) {
        const a = timings[i]!;
        const b = timings[j]!;
        if (a.weekday === b.weekday && a.start < b.end && b.start < a.end) throw field(`timings.${i}.start`, 'care.rule.timingsOverlap');
      }
    }
    await db.transaction(async (tx) => {
      await ensureListing(tx, user);
      await tx.delete(careTimings).where(eq(careTimings.doctorUserId, user.id));
      if (timings.length) {
        await tx.insert(careTimings).values(
          timings.map((x) => ({ doctorUserId: user.id, mode: x.mode, clinicId: x.mode === 1 ? x.clinicId : null, weekday: x.weekday, startMin: x.start, endMin: x.end, slotMinutes: x.slotMinutes })),
        );
      }
    });
    return view(user);
  }

  async function addBreak(user: UserRow, b: { weekday: number | null; start: number; end: number; label?: string }) {
    assertDoctor(user);
    await db.insert(careBreaks).values({ doctorUserId: user.id, weekday: b.weekday, startMin: b.start, endMin: b.end, label: b.label ?? null });
    return view(user);
  }

  async function removeBreak(user: UserRow, id: number) {
    assertDoctor(user);
    const gone = await db.delete(careBreaks).where(and(eq(careBreaks.id, id), eq(careBreaks.doctorUserId, user.id))).returning({ id: careBreaks.id });
    if (!gone.length) throw notFound();
    return view(user);
  }

  /** A day off in the past cannot be added; live bookings that day stay and are listed so the doctor can move them. */
  async function addDayOff(user: UserRow, d: { date: string; reason?: string }) {
    assertDoctor(user);
    if (d.date < istDate(now())) throw field('date', 'care.rule.dateInPast');
    await db
      .insert(careDaysOff)
      .values({ doctorUserId: user.id, day: d.date, reason: d.reason ?? null })
      .onConflictDoUpdate({ target: [careDaysOff.doctorUserId, careDaysOff.day], set: { reason: d.reason ?? null } });
    const from = new Date(`${d.date}T00:00:00+05:30`);
    const to = new Date(from.getTime() + 86_400_000);
    const clashes = await db
      .select({ id: careAppointments.id, startsAt: careAppointments.startsAt })
      .from(careAppointments)
      .where(and(eq(careAppointments.doctorUserId, user.id), gte(careAppointments.startsAt, from), lt(careAppointments.startsAt, to), inArray(careAppointments.status, ['booked', 'pending_payment'])));
    return { ...(await view(user)), bookedThatDay: clashes.map((c) => ({ id: c.id, startsAt: c.startsAt.toISOString() })) };
  }

  async function removeDayOff(user: UserRow, date: string) {
    assertDoctor(user);
    const gone = await db.delete(careDaysOff).where(and(eq(careDaysOff.doctorUserId, user.id), eq(careDaysOff.day, date))).returning({ day: careDaysOff.day });
    if (!gone.length) throw notFound();
    return view(user);
  }

  async function updateSettings(user: UserRow, s: { feeVideoPaise: number | null; feeClinicPaise: number | null; cancelBeforeHours: number; rescheduleBeforeHours: number; experienceYears?: number; headline?: string }) {
    assertDoctor(user);
    if (s.feeClinicPaise !== null && (await clinicsOf(user.id)).length === 0) throw field('feeClinicPaise', 'care.rule.clinicFeeNeedsClinic');
    await db.transaction(async (tx) => {
      await ensureListing(tx, user);
      await tx
        .update(careDoctors)
        .set({
          feeVideoPaise: s.feeVideoPaise,
          feeClinicPaise: s.feeClinicPaise,
          cancelBeforeHours: s.cancelBeforeHours,
          rescheduleBeforeHours: s.rescheduleBeforeHours,
          ...(s.experienceYears !== undefined ? { experienceYears: s.experienceYears } : {}),
          ...(s.headline !== undefined ? { headline: s.headline } : {}),
          updatedAt: now(),
        })
        .where(eq(careDoctors.userId, user.id));
    });
    return view(user);
  }

  /** Raw schedule rows of a doctor, for slot computing. */
  async function scheduleRows(tx: DbOrTx, doctorId: number, from: string, to: string) {
    const [timings, breaks, daysOff, busy] = await Promise.all([
      tx.select().from(careTimings).where(eq(careTimings.doctorUserId, doctorId)),
      tx.select().from(careBreaks).where(eq(careBreaks.doctorUserId, doctorId)),
      tx.select({ day: careDaysOff.day }).from(careDaysOff).where(and(eq(careDaysOff.doctorUserId, doctorId), gte(careDaysOff.day, from), lt(careDaysOff.day, addDays(to, 1)))),
      tx
        .select({ id: careAppointments.id, startsAt: careAppointments.startsAt, endsAt: careAppointments.endsAt })
        .from(careAppointments)
        .where(
          and(
            eq(careAppointments.doctorUserId, doctorId),
            ne(careAppointments.status, 'cancelled'),
            gte(careAppointments.endsAt, new Date(`${from}T00:00:00+05:30`)),
            lt(careAppointments.startsAt, new Date(`${addDays(to, 1)}T00:00:00+05:30`)),
          ),
        ),
    ]);
    return { timings, breaks, daysOff: new Set(daysOff.map((d) => d.day)), busy };
  }

  /** Free slots per India date, from `from` (default today) for `days` days, within the booking horizon. */
  async function slots(q: { doctorId: number; from?: string; days: number; mode?: 0 | 1; clinicId?: number }, tx: DbOrTx = db) {
    if (!(await deps.directory.isListedDoctor(q.doctorId))) throw notFound();
    const at = now();
    const today = istDate(at);
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    const from = q.from && q.from > today ? q.from : today;
    const to = [addDays(from, q.days - 1), last].sort()[0]!;
    const rows = await scheduleRows(tx, q.doctorId, from, to);
    const notBefore = new Date(at.getTime() + BOOKING_MIN_NOTICE_MINUTES * 60_000);
    const days: Array<{ date: string; dayOff: boolean; slots: Slot[] }> = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      days.push({ date: d, dayOff: rows.daysOff.has(d), slots: freeSlots({ date: d, timings: rows.timings, breaks: rows.breaks, daysOff: rows.daysOff, busy: rows.busy, mode: q.mode, clinicId: q.clinicId, notBefore }) });
    }
    return { doctorId: q.doctorId, days };
  }

  /** Whether this exact slot is free now (booking checks it inside its transaction). */
  async function isFreeSlot(tx: DbOrTx, q: { doctorId: number; startsAt: Date; mode: 0 | 1; clinicId: number | null }, ignoreAppointmentId?: number): Promise<Slot | null> {
    const date = istDate(q.startsAt);
    if (date > addDays(istDate(now()), BOOKING_HORIZON_DAYS)) return null;
    const rows = await scheduleRows(tx, q.doctorId, date, date);
    const busy = rows.busy.filter((b) => b.id !== ignoreAppointmentId);
    const list = freeSlots({ date, timings: rows.timings, breaks: rows.breaks, daysOff: rows.daysOff, busy, mode: q.mode, clinicId: q.clinicId ?? undefined, notBefore: new Date(now().getTime() + BOOKING_MIN_NOTICE_MINUTES * 60_000) });
    return list.find((s) => s.startsAt === q.startsAt.toISOString()) ?? null;
  }

  return { view, replaceTimings, addBreak, removeBreak, addDayOff, removeDayOff, updateSettings, slots, isFreeSlot, ensureListing };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
