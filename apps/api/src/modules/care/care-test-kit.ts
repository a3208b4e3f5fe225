/** Test helpers for the care module: verified doctors, their clinics and patients, through real calls where there are calls. */
import type { InjectOptions } from 'fastify';
import { json, signUp, type TestApp } from '../../test-support/test-app.ts';

export interface Actor {
  id: number;
  token: string;
}

export async function call(t: TestApp, who: Actor | null, method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: who ? { 'access-token': who.token } : {} });
  return { status: res.statusCode, body: json(res), raw: res };
}

/**
 * A patient (individual) account. With `identity` (the default) their gender and date of birth are on record, as a
 * first video booking leaves them; `identity: false` for a patient who has not given them yet.
 */
export async function makePatient(t: TestApp, mobile: string, fullName = 'Test Patient', opts: { identity?: boolean } = {}): Promise<Actor> {
  const { token, user } = await signUp(t, mobile, { fullName });
  if (opts.identity !== false) await t.db.database.query(`UPDATE users SET gender = 2, date_of_birth = '1985-06-15' WHERE id = $1`, [user.id]);
  return { id: user.id, token };
}

/** A doctor with a practice location, verified (status 1) unless told otherwise. */
export async function makeDoctor(t: TestApp, mobile: string, opts: { fullName?: string; pin?: string; city?: string; status?: number } = {}): Promise<Actor> {
  const { token, user } = await signUp(t, mobile, { fullName: opts.fullName ?? 'Kavya Iyer', userType: 2, salutation: 1 });
  const pin = opts.pin ?? '560034';
  await t.db.database.query(
    `INSERT INTO doctor_profiles (user_id, is_verified, city, pin_code, created_by, updated_by) VALUES ($1, $2, $3, $4, $1, $1)
     ON CONFLICT (user_id) DO UPDATE SET is_verified = excluded.is_verified, city = excluded.city, pin_code = excluded.pin_code`,
    [user.id, opts.status ?? 1, opts.city ?? 'Bengaluru', pin],
  );
  return { id: user.id, token };
}

/** A clinic owned by `ownerId` where the given doctors practise. */
export async function makeClinic(t: TestApp, ownerId: number, doctorIds: number[], opts: { name?: string; citySlug?: string; city?: string; pin?: string } = {}): Promise<number> {
  const name = opts.name ?? 'Test Ayurveda Clinic';
  const [row] = await t.db.database.query<{ id: number }>(
    `INSERT INTO care_clinics (owner_user_id, name, slug, city, city_slug, address, pin_code) VALUES ($1, $2, $3, $4, $5, '12, Test Road', $6) RETURNING id`,
    [ownerId, name, name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), opts.city ?? 'Bengaluru', opts.citySlug ?? 'bengaluru', opts.pin ?? '560034'],
  );
  for (const d of doctorIds) await t.db.database.query('INSERT INTO care_clinic_doctors (clinic_id, doctor_user_id) VALUES ($1, $2)', [row!.id, d]);
  return row!.id;
}

/** An instant from an India date and time: ist('2030-01-07', '10:00'). */
export const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
