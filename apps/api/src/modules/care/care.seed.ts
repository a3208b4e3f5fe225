/**
 * Demo doctors and clinics (issue 8, part 9). Idempotent: accounts are found by mobile number, clinics by city and
 * slug, doctor listings by user. Whatever exists is left as it is, so a demo doctor's own changes (fees, timings,
 * profile entries) and review decisions survive the next start; only what is missing is created.
 */
import { and, eq, sql } from 'drizzle-orm';
import { slugify, parseTimeOfDay } from '@nirog/shared/care';
import { SECTION_SCHEMAS, type ProfileSection } from '@nirog/shared/schemas/profile';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { newExtUserId } from '../identity/users.service.ts';
import { pincodes } from '../location/location.tables.ts';
import { doctorProfiles, profileEntries } from '../profile/profile.tables.ts';
import { DEMO_CITIES, DEMO_CLINICS, DEMO_DOCTORS, TIMING_PRESETS, type DemoDoctor } from './care-demo.data.ts';
import { careClinicDoctors, careClinicHours, careClinics, careDoctors, careReviews } from './directory.tables.ts';
import { careBreaks, careTimings } from './schedule.tables.ts';

const minutes = (hhmm: string) => {
  const m = parseTimeOfDay(hhmm);
  if (m === null) throw new Error(`bad time ${hhmm}`);
  return m;
};

async function ensureUser(tx: Tx, u: { mobile: string; userType: 2 | 3; fullName: string; salutation: number | null; gender: number | null; status: number; pin: string; city: string; about?: string }) {
  await tx
    .insert(users)
    .values({ userType: u.userType, mobileNumber: u.mobile, fullName: u.fullName, salutation: u.salutation, gender: u.gender, doctorCategory: 1, extUserId: newExtUserId() })
    .onConflictDoNothing({ target: users.mobileNumber, where: sql`status = 1` });
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.mobileNumber, u.mobile), eq(users.status, 1))).limit(1);
  const [pin] = await tx.select({ stateId: pincodes.stateId }).from(pincodes).where(eq(pincodes.pincode, u.pin)).limit(1);
  // Registered with the board of the state they practise in (a verified practitioner's registration, as the
  // verification flow records it); the number is made from the demo mobile number.
  const registration = pin?.stateId
    ? { kind: 'doctor', councilType: 2, stateCouncil: pin.stateId, registrationNumber: `${String(pin.stateId).padStart(2, '0')}/AYU/${u.mobile.slice(-4)}`, registrationYear: 2010, medicalSystem: 1 }
    : null;
  await tx
    .insert(doctorProfiles)
    .values({ userId: row.id, isVerified: u.status, city: u.city.slice(0, 30), stateId: pin?.stateId ?? null, pinCode: u.pin, registration, about: u.about ?? null, createdBy: row.id, updatedBy: row.id })
    .onConflictDoNothing();
  return row.id;
}

function entries(d: DemoDoctor): Array<{ section: ProfileSection; data: unknown }> {
  const raw: Array<{ section: ProfileSection; data: Record<string, unknown> }> = [
    ...d.education.map(([degree, institution, year]) => ({ section: 'education' as const, data: { degree, institution, year } })),
    ...d.work.map(([title, organisation, fromYear, toYear]) => ({
      section: 'experience' as const,
      data: toYear === null ? { title, organisation, fromYear, current: true } : { title, organisation, fromYear, toYear, current: false },
    })),
    ...d.services.map((name) => ({ section: 'services' as const, data: { name } })),
    ...d.specializations.map((name) => ({ section: 'specializations' as const, data: { name, medicalSystem: d.system ?? 1 } })),
    ...(d.awards ?? []).map(([title, year, issuer]) => ({ section: 'awards' as const, data: { title, year, issuer } })),
    ...(d.memberships ?? []).map(([organisation, role, since]) => ({ section: 'memberships' as const, data: { organisation, role, since } })),
    ...d.languages.map((language, i) => ({ section: 'languages' as const, data: { language, proficiency: i === 0 ? 'native' : 'fluent' } })),
  ];
  // The same rules as a doctor typing them in: demo data that breaks them fails loudly here.
  return raw.map((e) => ({ section: e.section, data: SECTION_SCHEMAS[e.section].parse(e.data) }));
}

export async function seedDemoCare(database: Database): Promise<{ doctors: number; clinics: number }> {
  const { db } = database;
  await db.transaction(async (tx) => {
    const clinicIds = new Map<string, number>();
    // Doctors first (some own their clinic), then clinics, then each new listing with its clinics and schedule.
    const doctorIds = new Map<string, number>();
    for (const d of DEMO_DOCTORS) {
      const city = DEMO_CITIES[d.city];
      doctorIds.set(d.mobile, await ensureUser(tx, { mobile: d.mobile, userType: 2, fullName: d.name, salutation: 1, gender: d.gender, status: d.status ?? 1, pin: d.pin, city: city.name, about: d.about }));
    }
    for (const c of DEMO_CLINICS) {
      const city = DEMO_CITIES[c.city];
      const ownerId = doctorIds.get(c.owner.mobile)
        ?? (await ensureUser(tx, { mobile: c.owner.mobile, userType: 3, fullName: c.owner.clinicAccountName ?? c.name, salutation: null, gender: null, status: 1, pin: c.pin, city: city.name, about: c.about }));
      const slug = slugify(c.name);
      const [pin] = await tx.select().from(pincodes).where(eq(pincodes.pincode, c.pin)).limit(1);
      const inserted = await tx
        .insert(careClinics)
        .values({
          ownerUserId: ownerId,
          name: c.name,
          slug,
          city: city.name,
          citySlug: city.slug,
          locality: c.locality,
          address: c.address,
          pinCode: c.pin,
          stateId: pin?.stateId ?? null,
          latitude: pin?.latitude ?? null,
          longitude: pin?.longitude ?? null,
          phone: c.phone,
          about: c.about,
          medicalSystem: c.system ?? 1,
          services: c.services,
          ratingTotal: c.reviews.reduce((s, r) => s + r[1], 0),
          ratingCount: c.reviews.length,
        })
        .onConflictDoNothing()
        .returning({ id: careClinics.id });
      const [row] = await tx.select({ id: careClinics.id }).from(careClinics).where(and(eq(careClinics.citySlug, city.slug), eq(careClinics.slug, slug))).limit(1);
      clinicIds.set(c.key, row.id);
      if (inserted.length === 0) continue;
      for (const h of c.hours) {
        for (const day of h.days) await tx.insert(careClinicHours).values({ clinicId: row.id, weekday: day, opensMin: minutes(h.from), closesMin: minutes(h.to) }).onConflictDoNothing();
      }
      for (const [name, rating, comment] of c.reviews) await tx.insert(careReviews).values({ clinicId: row.id, reviewerName: name, rating, comment });
    }

    for (const d of DEMO_DOCTORS) {
      const userId = doctorIds.get(d.mobile)!;
      const [existing] = await tx.select({ userId: careDoctors.userId }).from(careDoctors).where(eq(careDoctors.userId, userId)).limit(1);
      if (existing) continue;
      const city = DEMO_CITIES[d.city];
      const [pin] = await tx.select().from(pincodes).where(eq(pincodes.pincode, d.pin)).limit(1);
      await tx.insert(careDoctors).values({
        userId,
        slug: `dr-${slugify(d.name)}`,
        city: city.name,
        citySlug: city.slug,
        locality: d.locality,
        pinCode: d.pin,
        latitude: pin?.latitude ?? null,
        longitude: pin?.longitude ?? null,
        medicalSystem: d.system ?? 1,
        experienceYears: d.experience,
        headline: d.headline,
        feeVideoPaise: d.video != null ? d.video * 100 : null,
        feeClinicPaise: d.clinic != null && d.clinics.length ? d.clinic * 100 : null,
        ratingTotal: d.reviews.reduce((s, r) => s + r[1], 0),
        ratingCount: d.reviews.length,
      });
      // Professional sections only for a profile that has none yet (a doctor's own entries are kept).
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(profileEntries).where(eq(profileEntries.userId, userId));
      if (n === 0) {
        let order = 0;
        for (const e of entries(d)) await tx.insert(profileEntries).values({ userId, section: e.section, data: e.data, sortOrder: order++ });
      }
      const clinics = d.clinics.map((k) => clinicIds.get(k)!);
      for (const clinicId of clinics) await tx.insert(careClinicDoctors).values({ clinicId, doctorUserId: userId }).onConflictDoNothing();
      const preset = TIMING_PRESETS[d.timing];
      for (const tm of preset.timings) {
        if (tm.mode === 0 && d.video == null) continue;
        if (tm.mode === 1 && (d.clinic == null || clinics.length === 0)) continue;
        for (const day of tm.days) {
          await tx.insert(careTimings).values({ doctorUserId: userId, mode: tm.mode, clinicId: tm.mode === 1 ? clinics[0] : null, weekday: day, startMin: minutes(tm.from), endMin: minutes(tm.to), slotMinutes: tm.slot });
        }
      }
      for (const b of preset.breaks) {
        for (const day of b.days ?? [null]) await tx.insert(careBreaks).values({ doctorUserId: userId, weekday: day, startMin: minutes(b.from), endMin: minutes(b.to), label: b.label });
      }
      for (const [name, rating, comment] of d.reviews) {
        await tx.insert(careReviews).values({ doctorUserId: userId, reviewerName: name, rating, comment });
      }
    }
  });
  return { doctors: DEMO_DOCTORS.length, clinics: DEMO_CLINICS.length };
}
