/** Tests: make an account an operator holding `roles` (admin unless told), as the create-operator script does. */
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { Db } from '../db/client.ts';
import { operatorRoles, users } from '../modules/identity/identity.tables.ts';

export async function makeOperator(db: Db, userId: number, roles: readonly OperatorRole[] = ['admin']) {
  await db.update(users).set({ role: 'operator' }).where(eq(users.id, userId));
  await db.delete(operatorRoles).where(eq(operatorRoles.userId, userId));
  if (roles.length) await db.insert(operatorRoles).values(roles.map((role) => ({ userId, role })));
}
