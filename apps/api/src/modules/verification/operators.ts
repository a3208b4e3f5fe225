/**
 * Operators (the back office) exist only through this function: the create-operator command and the demo seed
 * call it; no API call or sign-up can make one.
 */
import { and, eq } from 'drizzle-orm';
import { fullName, mobileNumber } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { operatorRoles, users } from '../identity/identity.tables.ts';
import { createUser, type UserRow } from '../identity/users.service.ts';

export class OperatorInputError extends Error {}

/**
 * Creates an operator account (user type 1, individual, since an operator has no practice to verify) or promotes
 * the active account with this mobile number. Idempotent. A promoted account keeps its name and user type. A new or
 * promoted operator gets `roles` (`admin` unless told: the first operator runs the back office, decision 032); an
 * existing operator keeps the roles it has.
 */
export async function createOperator(db: Db, input: { mobile: string; name: string; roles?: readonly OperatorRole[] }): Promise<{ user: UserRow; outcome: 'created' | 'promoted' | 'unchanged' }> {
  const mobile = mobileNumber.safeParse(input.mobile);
  if (!mobile.success) throw new OperatorInputError(`--mobile: ${mobile.error.issues[0].message}`);
  const name = fullName.safeParse(input.name);
  if (!name.success) throw new OperatorInputError(`--name: ${name.error.issues[0].message}`);

  const roles = input.roles?.length ? input.roles : (['admin'] as const);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(and(eq(users.mobileNumber, mobile.data), eq(users.status, 1))).limit(1);
    if (existing) {
      if (existing.deactivatedAt) throw new OperatorInputError('This account is deactivated; an operator must be an active account.');
      if (existing.role === 'operator') return { user: existing, outcome: 'unchanged' };
      const [promoted] = await tx.update(users).set({ role: 'operator', updatedAt: new Date() }).where(eq(users.id, existing.id)).returning();
      await tx.insert(operatorRoles).values(roles.map((role) => ({ userId: promoted.id, role }))).onConflictDoNothing();
      return { user: promoted, outcome: 'promoted' };
    }
    const user = await createUser(tx, { userType: 1, mobileNumber: mobile.data, fullName: name.data });
    const [operator] = await tx.update(users).set({ role: 'operator' }).where(eq(users.id, user.id)).returning();
    await tx.insert(operatorRoles).values(roles.map((role) => ({ userId: operator.id, role })));
    return { user: operator, outcome: 'created' };
  });
}
