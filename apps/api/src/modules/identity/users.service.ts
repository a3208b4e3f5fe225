import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@nirog/shared/messages/catalogue';
import type { PublicUser } from '@nirog/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    userType: u.userType,
    status: u.status,
    extUserId: u.extUserId,
    email: u.email,
    mobileNumber: u.mobileNumber,
    fullName: u.fullName,
    salutation: u.salutation,
    doctor_category: u.doctorCategory,
    profile_pic: u.profilePic,
    createdAt: u.createdAt.toISOString(),
    isOperator: u.role === 'operator',
    language: u.language,
  };
}

/**
 * The language to write to a user in (decision 020): their saved choice, else English. By id, or by mobile number for
 * messages addressed to a number (a live account holding it, if any; `fallback` when none does).
 */
export async function languageOf(db: DbOrTx, who: { userId: number } | { mobile: string }, fallback: Locale = DEFAULT_LOCALE): Promise<Locale> {
  const where = 'userId' in who ? eq(users.id, who.userId) : and(eq(users.mobileNumber, who.mobile), eq(users.status, 1));
  const [u] = await db.select({ language: users.language }).from(users).where(where).limit(1);
  return u?.language ?? fallback;
}

/** Saves the language a user chose (the language switch while logged in, or the profile). */
export async function saveLanguage(db: DbOrTx, userId: number, language: Locale): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export const newExtUserId = () => crypto.randomBytes(12).toString('base64url');

export async function findActiveByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(and(eq(users.mobileNumber, mobile), eq(users.status, 1))).limit(1);
  return u ?? null;
}

export async function createUser(
  db: DbOrTx,
  input: { userType: number; mobileNumber: string; fullName: string; salutation?: number | null; doctorCategory?: number; language?: Locale | null },
): Promise<UserRow> {
  try {
    const [u] = await db
      .insert(users)
      .values({
        userType: input.userType,
        mobileNumber: input.mobileNumber,
        fullName: input.fullName,
        salutation: input.salutation ?? null,
        doctorCategory: input.doctorCategory ?? 0,
        language: input.language ?? null,
        extUserId: newExtUserId(),
      })
      .returning();
    return u;
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.of('conflict', 'error.accountExists');
    throw err;
  }
}

