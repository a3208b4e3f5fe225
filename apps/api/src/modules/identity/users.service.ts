import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '@nirog/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
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
  };
}

export const newExtUserId = () => crypto.randomBytes(12).toString('base64url');

export async function findActiveByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(and(eq(users.mobileNumber, mobile), eq(users.status, 1))).limit(1);
  return u ?? null;
}

export async function createUser(
  db: DbOrTx,
  input: { userType: number; mobileNumber: string; fullName: string; salutation?: number | null; doctorCategory?: number },
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
        extUserId: newExtUserId(),
      })
      .returning();
    return u;
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.of('conflict', 'error.accountExists');
    throw err;
  }
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
