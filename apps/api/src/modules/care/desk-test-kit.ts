/**
 * Test helpers for the care desk (issue 8, parts 6-8): a test app, verified doctors with a care listing (and a
 * clinic), patients signed up through the real calls, and appointments written straight into the table (the way a
 * booking leaves them), so each call can be tested on its own.
 */
import { sql } from 'drizzle-orm';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { one } from './desk-access.ts';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

export interface Actor {
  id: number;
  token: string;
  mobile: string;
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<{ status: number; body: ReturnType<typeof json>; raw: Awaited<ReturnType<TestApp['app']['inject']>> }>;
}

export interface DeskKit {
  t: TestApp;
  mobile: () => string;
  q: <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => Promise<T[]>;
  patient: (name?: string) => Promise<Actor>;
  doctor: (opts?: { name?: string; pin?: string; video?: number | null; clinic?: number | null; verified?: boolean }) => Promise<Actor & { clinicId: number | null }>;
  clinicOwner: (opts?: { name?: string; pin?: string }) => Promise<Actor & { clinicId: number }>;
  appointment: (a: { doctor: number; patient: number; member?: number | null; mode?: 0 | 1; clinicId?: number | null; startsAt: Date; minutes?: number; status?: string }) => Promise<number>;
  member: (parent: number, name?: string, relation?: string) => Promise<number>;
  /** Uploads bytes as this actor through the real presign and PUT calls; returns the upload id. */
  upload: (who: Actor, bytes: Buffer, purpose?: 'document' | 'profile_pic' | 'prescription') => Promise<string>;
  close: () => Promise<void>;
}

/** `app`: an app built elsewhere (two instances on one database: test-support/two-apps.ts); by default a new one. */
export async function createDeskKit(prefix: string, app?: TestApp): Promise<DeskKit> {
  const t = app ?? (await createTestApp({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 }));
  let seq = 0;
  // prefix: three digits starting 6-9; then the process and a sequence, ten digits in all.
  const mobile = () => `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
  const q = async <T,>(query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  function actor(id: number, token: string, mobileNumber: string): Actor {
    return {
      id,
      token,
      mobile: mobileNumber,
      call: async (method, url, payload) => {
        const raw = await t.app.inject({ method, url, headers: { 'access-token': token }, ...(payload ? { payload } : {}) });
        let body: ReturnType<typeof json>;
        try {
          body = json(raw);
        } catch {
          body = { status: raw.statusCode < 400, entity: null, message: raw.body };
        }
        return { status: raw.statusCode, body, raw };
      },
    };
  }

  async function patient(name = 'Test Patient') {
    const m = mobile();
    const s = await signUp(t, m, { fullName: name });
    return actor(s.user.id, s.token, m);
  }

  async function verify(userId: number, status = 1) {
    // A verified practitioner registered with the Karnataka board, as the verification flow would have recorded.
    const registration = JSON.stringify({ kind: 'doctor', councilType: 2, stateCouncil: 29, registrationNumber: `KA/AYU/${userId}`, registrationYear: 2012, medicalSystem: 1 });
    await t.db.database.db.execute(sql`INSERT INTO doctor_profiles (user_id, is_verified, registration, created_by, updated_by) VALUES (${userId}, ${status}, ${registration}::jsonb, ${userId}, ${userId})
      ON CONFLICT (user_id) DO UPDATE SET is_verified = ${status}, registration = excluded.registration`);
  }

  async function clinicFor(ownerId: number, name: string, pin: string) {
    const place = await one<{ city: string; latitude: number; longitude: number; state_id: number }>(t.db.database.db, sql`SELECT city, latitude, longitude, state_id FROM pincodes WHERE pincode = ${pin}`);
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${ownerId}`;
    const row = await one<{ id: number }>(
      t.db.database.db,
      sql`INSERT INTO care_clinics (owner_user_id, name, slug, city, city_slug, locality, address, pin_code, state_id, latitude, longitude, services)
          VALUES (${ownerId}, ${name}, ${slug}, ${place!.city}, ${place!.city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, 'Central', '12 Main Road, near the market', ${pin}, ${place!.state_id},
                  ${place!.latitude}, ${place!.longitude}, ARRAY['Panchakarma']::text[]) RETURNING id`,
    );
    return row!.id;
  }

  async function doctor(opts: { name?: string; pin?: string; video?: number | null; clinic?: number | null; verified?: boolean } = {}) {
    const m = mobile();
    const name = opts.name ?? 'Test Doctor';
    const s = await signUp(t, m, { userType: 2, salutation: 1, fullName: name });
    const id = s.user.id as number;
    await verify(id, opts.verified === false ? 0 : 1);
    const pin = opts.pin ?? '110024';
    const place = await one<{ city: string; latitude: number; longitude: number }>(t.db.database.db, sql`SELECT city, latitude, longitude FROM pincodes WHERE pincode = ${pin}`);
    const video = opts.video === undefined ? 50000 : opts.video;
    const clinicFee = opts.clinic === undefined ? 80000 : opts.clinic;
    await t.db.database.db.execute(sql`INSERT INTO care_doctors (user_id, slug, city, city_slug, pin_code, latitude, longitude, fee_video_paise, fee_clinic_paise)
      VALUES (${id}, ${`dr-test-${id}`}, ${place!.city}, ${place!.city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${pin}, ${place!.latitude}, ${place!.longitude}, ${video}, ${clinicFee})`);
    let clinicId: number | null = null;
    if (clinicFee !== null) {
      clinicId = await clinicFor(id, `${name} Clinic`, pin);
      await t.db.database.db.execute(sql`INSERT INTO care_clinic_doctors (clinic_id, doctor_user_id) VALUES (${clinicId}, ${id})`);
    }
    return { ...actor(id, s.token, m), clinicId };
  }

  async function clinicOwner(opts: { name?: string; pin?: string } = {}) {
    const m = mobile();
    const name = opts.name ?? 'Test Ayurveda Clinic';
    const s = await signUp(t, m, { userType: 3, salutation: 2, fullName: name });
    const id = s.user.id as number;
    await verify(id);
    const clinicId = await clinicFor(id, name, opts.pin ?? '110024');
    return { ...actor(id, s.token, m), clinicId };
  }

  async function appointment(a: { doctor: number; patient: number; member?: number | null; mode?: 0 | 1; clinicId?: number | null; startsAt: Date; minutes?: number; status?: string }) {
    const mode = a.mode ?? 0;
    const endsAt = new Date(a.startsAt.getTime() + (a.minutes ?? 15) * 60_000);
    const row = await one<{ id: number }>(
      t.db.database.db,
      sql`INSERT INTO care_appointments (doctor_user_id, patient_user_id, member_patient_id, mode, clinic_id, starts_at, ends_at, status, payment, fee_paise)
          VALUES (${a.doctor}, ${a.patient}, ${a.member ?? null}, ${mode}, ${mode === 1 ? a.clinicId : null}, ${a.startsAt}, ${endsAt}, ${a.status ?? 'booked'}, 'clinic', 50000) RETURNING id`,
    );
    return row!.id;
  }

  async function member(parent: number, name = 'Riya Test', relation = 'child') {
    const row = await one<{ id: number }>(
      t.db.database.db,
      sql`INSERT INTO care_member_patients (parent_user_id, full_name, relation, gender, date_of_birth) VALUES (${parent}, ${name}, ${relation}, 2, '2015-04-02') RETURNING id`,
    );
    return row!.id;
  }

  async function upload(who: Actor, bytes: Buffer, purpose: 'document' | 'profile_pic' | 'prescription' = 'document') {
    const slot = await who.call('POST', '/api/v1/uploads/presign', { purpose });
    if (slot.status !== 201) throw new Error(JSON.stringify(slot.body));
    const put = await t.app.inject({ method: 'PUT', url: slot.body.entity.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
    if (put.statusCode !== 200) throw new Error(put.body);
    return slot.body.entity.uploadId as string;
  }

  return { t, mobile, q, patient, doctor, clinicOwner, appointment, member, upload, close: () => t.close() };
}
