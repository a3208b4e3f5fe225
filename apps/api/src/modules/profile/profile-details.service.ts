/**
 * The profile (issue 3, part 5): basic details, the verified email address, the profile picture, and the
 * professional sections of spec section 7 (one row per entry in profile_entries).
 *
 * Only the owner changes a profile; the owner and operators read it. Another user's id or entry behaves as if it did
 * not exist (404). Email codes follow the OTP rules: 6 random digits stored only as an HMAC under the app secret,
 * bound to the user and the address, valid 10 minutes, single use, dead after 5 wrong tries, at most 5 sends per
 * user in any 10 minutes.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_SEND_WINDOW_SECONDS, OTP_SENDS_PER_NUMBER, OTP_TTL_SECONDS } from '@nirog/shared/constants';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import {
  PROFILE_SECTION_MAX_ENTRIES,
  PROFILE_SECTIONS,
  type BasicProfileInput,
  type ProfileEntry,
  type ProfileSection,
  type ProfileView,
  type SectionEntryData,
} from '@nirog/shared/schemas/profile';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { emailVerifications, users } from '../identity/identity.tables.ts';
import type { UserRow } from '../identity/users.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { profileEntries } from './profile.tables.ts';

export const EMAIL_CODE_TTL_SECONDS = OTP_TTL_SECONDS;
export const EMAIL_CODE_MAX_ATTEMPTS = OTP_MAX_ATTEMPTS;
export const EMAIL_SENDS_PER_WINDOW = OTP_SENDS_PER_NUMBER;
export const EMAIL_SEND_WINDOW_SECONDS = OTP_SEND_WINDOW_SECONDS;
/** How long the picture link in a profile response stays valid. */
export const PROFILE_PIC_URL_TTL_SECONDS = 60 * 60;

export interface ProfileDetailsDeps {
  db: Db;
  uploads: UploadService;
  email: EmailProvider;
  secret: string;
  now?: () => Date;
}

type Actor = Pick<UserRow, 'id' | 'userType' | 'role'>;
type EntryRow = typeof profileEntries.$inferSelect;

export const isPractitioner = (userType: number) => userType >= 2 && userType <= 8;

const notFound = () => AppError.of('not_found', 'error.notFound');
const entryNotFound = () => AppError.of('not_found', 'profileSection.notFound');

/** Only the owner may change a profile; anyone else sees nothing there. */
export function assertOwner(actor: Actor, userId: number) {
  if (actor.id !== userId) throw notFound();
}

/** Professional sections are for practitioners (user types 2-8). */
export function assertPractitioner(actor: Actor) {
  if (!isPractitioner(actor.userType)) throw AppError.of('forbidden', 'profileSection.practitionersOnly');
}

export function hashEmailCode(secret: string, userId: number, email: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`email:${userId}:${email}:${code}`).digest('hex');
}

const randomCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

function toEntry<S extends ProfileSection = ProfileSection>(row: EntryRow): ProfileEntry<S> {
  return { ...(row.data as object), id: row.id } as ProfileEntry<S>;
}

/** The order a reader expects: newest qualifications first, current roles on top; the rest as added. */
function sortEntries(section: ProfileSection, entries: ProfileEntry[]): ProfileEntry[] {
  const year = (e: ProfileEntry, k: string) => Number((e as Record<string, unknown>)[k] ?? 0);
  const by = (...keys: Array<(e: ProfileEntry) => number>) => (a: ProfileEntry, b: ProfileEntry) => {
    for (const key of keys) {
      const d = key(b) - key(a);
      if (d !== 0) return d;
    }
    return a.id - b.id;
  };
  switch (section) {
    case 'education':
    case 'awards':
      return entries.sort(by((e) => year(e, 'year')));
    case 'memberships':
      return entries.sort(by((e) => year(e, 'since')));
    case 'experience':
      return entries.sort(by((e) => ((e as { current?: boolean }).current ? 1 : 0), (e) => year(e, 'toYear') || year(e, 'fromYear'), (e) => year(e, 'fromYear')));
    default:
      return entries.sort((a, b) => a.id - b.id);
  }
}

function fieldError(field: string, key: MessageKey, status = 400, params?: Record<string, string | number>) {
  const message = t(key, params);
  return new AppError(status === 429 ? 'rate_limited' : 'validation_failed', message, { fields: { [field]: message }, status });
}

export function createProfileDetailsService(deps: ProfileDetailsDeps) {
  const { db, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  async function loadUser(userId: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function pendingEmail(userId: number) {
    const [live] = await db
      .select({ email: emailVerifications.email, expiresAt: emailVerifications.expiresAt, attempts: emailVerifications.attempts })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
      .orderBy(desc(emailVerifications.id))
      .limit(1);
    if (!live || live.expiresAt.getTime() <= now().getTime() || live.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return null;
    return { email: live.email, expiresAt: live.expiresAt.toISOString() };
  }

  async function sections(userId: number): Promise<NonNullable<ProfileView['sections']>> {
    const rows = await db.select().from(profileEntries).where(eq(profileEntries.userId, userId));
    const grouped = Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, [] as ProfileEntry[]])) as Record<ProfileSection, ProfileEntry[]>;
    for (const row of rows) grouped[row.section as ProfileSection]?.push(toEntry(row));
    for (const s of PROFILE_SECTIONS) sortEntries(s, grouped[s]);
    return grouped as NonNullable<ProfileView['sections']>;
  }

  /** The whole profile: for its owner, or for an operator (back office). */
  async function view(actor: Actor, userId: number): Promise<ProfileView> {
    if (actor.id !== userId && actor.role !== 'operator') throw notFound();
    const u = await loadUser(userId);
    return {
      id: u.id,
      userType: u.userType,
      fullName: u.fullName,
      salutation: u.salutation,
      gender: u.gender,
      mobileNumber: u.mobileNumber,
      email: u.email,
      emailVerified: !!u.email && !!u.emailVerifiedAt,
      emailVerifiedAt: u.email && u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
      emailPending: await pendingEmail(u.id),
      profilePicUrl: u.profilePic ? uploads.signedUrl(u.profilePic, PROFILE_PIC_URL_TTL_SECONDS) : null,
      createdAt: u.createdAt.toISOString(),
      sections: isPractitioner(u.userType) ? await sections(u.id) : null,
      limits: { entriesPerSection: PROFILE_SECTION_MAX_ENTRIES },
    };
  }

  /** Name, salutation, gender and email. A different email is saved unverified; the same one keeps its verification. */
  async function updateBasic(actor: Actor, userId: number, input: BasicProfileInput) {
    assertOwner(actor, userId);
    const current = await loadUser(userId);
    const set: Partial<typeof users.$inferInsert> = { fullName: input.fullName, updatedAt: now() };
    if (input.salutation !== undefined) set.salutation = input.salutation;
    if (input.gender !== undefined) set.gender = input.gender;
    if (input.email !== undefined && input.email !== current.email) {
      set.email = input.email;
      set.emailVerifiedAt = null;
    }
    await db.update(users).set(set).where(eq(users.id, userId));
    return view(actor, userId);
  }

  async function lockSection(tx: Tx, userId: number, section: ProfileSection) {
    // Serialises changes to one section of one profile, so the cap and the one-entry-per-language rule hold under parallel requests.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`profile:${userId}:${section}`}))`);
  }

  async function assertLanguageFree(tx: Tx, userId: number, language: string, exceptId?: number) {
    const rows = await tx
      .select({ id: profileEntries.id })
      .from(profileEntries)
      .where(
        and(
          eq(profileEntries.userId, userId),
          eq(profileEntries.section, 'languages'),
          sql`${profileEntries.data}->>'language' = ${language}`,
          exceptId ? ne(profileEntries.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (rows.length) throw new AppError('conflict', t('profileSection.languageTaken', { language }), { fields: { language: t('profileSection.languageTaken', { language }) } });
  }

  async function addEntry<S extends ProfileSection>(actor: Actor, userId: number, section: S, data: SectionEntryData[S]): Promise<ProfileEntry<S>> {
    assertOwner(actor, userId);
    assertPractitioner(actor);
    return db.transaction(async (tx) => {
      await lockSection(tx, userId, section);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(profileEntries)
        .where(and(eq(profileEntries.userId, userId), eq(profileEntries.section, section)));
      if (n >= PROFILE_SECTION_MAX_ENTRIES) {
        throw AppError.of('business_rule', 'profileSection.limit', { max: PROFILE_SECTION_MAX_ENTRIES, section: t(`profileSection.${section}`) });
      }
      if (section === 'languages') await assertLanguageFree(tx, userId, (data as SectionEntryData['languages']).language);
      const at = now();
      const [row] = await tx
        .insert(profileEntries)
        .values({ userId, section, data, sortOrder: n, createdAt: at, updatedAt: at })
        .returning();
      return toEntry<S>(row);
    });
  }

  async function updateEntry<S extends ProfileSection>(actor: Actor, userId: number, section: S, entryId: number, data: SectionEntryData[S]): Promise<ProfileEntry<S>> {
    assertOwner(actor, userId);
    assertPractitioner(actor);
    return db.transaction(async (tx) => {
      await lockSection(tx, userId, section);
      if (section === 'languages') await assertLanguageFree(tx, userId, (data as SectionEntryData['languages']).language, entryId);
      const [row] = await tx
        .update(profileEntries)
        .set({ data, updatedAt: now() })
        .where(and(eq(profileEntries.id, entryId), eq(profileEntries.userId, userId), eq(profileEntries.section, section)))
        .returning();
      if (!row) throw entryNotFound();
      return toEntry<S>(row);
    });
  }

  async function removeEntry(actor: Actor, userId: number, section: ProfileSection, entryId: number) {
    assertOwner(actor, userId);
    assertPractitioner(actor);
    const deleted = await db
      .delete(profileEntries)
      .where(and(eq(profileEntries.id, entryId), eq(profileEntries.userId, userId), eq(profileEntries.section, section)))
      .returning({ id: profileEntries.id });
    if (!deleted.length) throw entryNotFound();
  }

  /** Emails a 6-digit code to the address; the address is saved only when the code comes back. */
  async function sendEmailCode(actor: Actor, userId: number, email: string, log?: FastifyBaseLogger) {
    assertOwner(actor, userId);
    const user = await loadUser(userId);
    if (user.email === email && user.emailVerifiedAt) throw fieldError('email', 'profileEmail.alreadyVerified', 422);
    const at = now();
    const windowStart = new Date(at.getTime() - EMAIL_SEND_WINDOW_SECONDS * 1000);
    const code = randomCode();
    const expiresAt = new Date(at.getTime() + EMAIL_CODE_TTL_SECONDS * 1000);
    await db.transaction(async (tx) => {
      // Serialise sends for one user so parallel requests cannot pass the limit together.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email-code:${userId}`}))`);
      const [sent] = await tx
        .select({ n: sql<number>`count(*)::int`, first: sql<string>`min(${emailVerifications.createdAt})` })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, windowStart)));
      if (sent.n >= EMAIL_SENDS_PER_WINDOW) {
        const first = sent.first ? new Date(sent.first) : at;
        const retryAfter = Math.max(1, Math.ceil((first.getTime() + EMAIL_SEND_WINDOW_SECONDS * 1000 - at.getTime()) / 1000));
        const message = t('profileEmail.sendLimit', { minutes: Math.ceil(retryAfter / 60) });
        throw new AppError('rate_limited', message, { fields: { email: message }, headers: { 'retry-after': String(retryAfter) } });
      }
      // A new code replaces any earlier live code of this user, whatever address it was for.
      await tx
        .update(emailVerifications)
        .set({ consumedAt: at })
        .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)));
      await tx.insert(emailVerifications).values({ userId, email, codeHash: hashEmailCode(deps.secret, userId, email, code), expiresAt, createdAt: at });
    });
    const minutes = EMAIL_CODE_TTL_SECONDS / 60;
    await deps.email.send(
      { to: email, subject: t('profileEmail.subject'), template: 'email_verification', text: t('profileEmail.body', { code, minutes }), secrets: [code] },
      log,
    );
    return { email, expiresAt: expiresAt.toISOString(), expiresInSeconds: EMAIL_CODE_TTL_SECONDS };
  }

  /** Checks a code for this user and address and consumes it; the address becomes the account's verified email. */
  async function verifyEmail(actor: Actor, userId: number, email: string, code: string) {
    assertOwner(actor, userId);
    const at = now();
    const [live] = await db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
      .orderBy(desc(emailVerifications.id))
      .limit(1);
    if (!live || live.email !== email) throw fieldError('code', 'profileEmail.codeMissing');
    if (live.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw fieldError('code', 'profileEmail.codeAttempts', 429);
    if (live.expiresAt.getTime() <= at.getTime()) throw fieldError('code', 'profileEmail.codeExpired');
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(hashEmailCode(deps.secret, userId, email, code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      const [row] = await db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(eq(emailVerifications.id, live.id))
        .returning({ attempts: emailVerifications.attempts });
      const dead = !!row && row.attempts >= EMAIL_CODE_MAX_ATTEMPTS;
      throw fieldError('code', dead ? 'profileEmail.codeAttempts' : 'profileEmail.codeInvalid', dead ? 429 : 400);
    }
    await db.transaction(async (tx) => {
      // Consume atomically: of two parallel requests with the right code, only one wins.
      const consumed = await tx
        .update(emailVerifications)
        .set({ consumedAt: at })
        .where(and(eq(emailVerifications.id, live.id), isNull(emailVerifications.consumedAt), sql`${emailVerifications.attempts} < ${EMAIL_CODE_MAX_ATTEMPTS}`))
        .returning({ id: emailVerifications.id });
      if (!consumed.length) throw fieldError('code', 'profileEmail.codeMissing');
      await tx.update(users).set({ email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
    });
    return view(actor, userId);
  }

  /** Uses a stored profile_pic upload of this user as the profile picture. */
  async function setPicture(actor: Actor, userId: number, uploadId: string) {
    assertOwner(actor, userId);
    const upload = await uploads.ownedStored(actor.id, uploadId, 'profile_pic');
    await db.update(users).set({ profilePic: upload.id, updatedAt: now() }).where(eq(users.id, userId));
    return { profilePicUrl: uploads.signedUrl(upload.id, PROFILE_PIC_URL_TTL_SECONDS) };
  }

  async function removePicture(actor: Actor, userId: number) {
    assertOwner(actor, userId);
    await db.update(users).set({ profilePic: null, updatedAt: now() }).where(eq(users.id, userId));
    return { profilePicUrl: null };
  }

  return { view, updateBasic, addEntry, updateEntry, removeEntry, sendEmailCode, verifyEmail, setPicture, removePicture };
}

export type ProfileDetailsService = ReturnType<typeof createProfileDetailsService>;
