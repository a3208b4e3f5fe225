/**
 * The admin's list of operators and their roles, and the one call that changes them (issue 18 part 1, decision 032).
 * The create-operator CLI stays for the first admin.
 */
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { operatorRolesBody, type OperatorView } from '@nirog/shared/schemas/operators';
import type { Db, Tx } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { operatorRoles, users } from './identity.tables.ts';

const tags = ['Back office'];
const byCatalogueOrder = (roles: OperatorRole[]) => OPERATOR_ROLES.filter((r) => roles.includes(r));

async function operatorsOf(db: Db, ids?: number[]): Promise<OperatorView[]> {
  const where = ids ? and(eq(users.role, 'operator'), eq(users.status, 1), inArray(users.id, ids)) : and(eq(users.role, 'operator'), eq(users.status, 1));
  const rows = await db.select().from(users).where(where).orderBy(asc(users.fullName), asc(users.id));
  if (!rows.length) return [];
  const held = await db.select().from(operatorRoles).where(inArray(operatorRoles.userId, rows.map((u) => u.id)));
  return rows.map((u) => ({
    userId: u.id,
    fullName: u.fullName,
    mobileNumber: u.mobileNumber,
    roles: byCatalogueOrder(held.filter((h) => h.userId === u.id).map((h) => h.role)),
    deactivated: u.deactivatedAt !== null,
  }));
}

/**
 * Refuses (409 `operators.lastAdmin`) a change that would leave no active admin but `userId`. The admin rows are
 * locked, so two admins taking admin from each other at once cannot both succeed.
 */
async function keepAnAdmin(tx: Tx, userId: number) {
  const admins = await tx
    .select({ userId: operatorRoles.userId })
    .from(operatorRoles)
    .innerJoin(users, eq(users.id, operatorRoles.userId))
    .where(and(eq(operatorRoles.role, 'admin'), eq(users.role, 'operator'), eq(users.status, 1), isNull(users.deactivatedAt)))
    .for('update', { of: operatorRoles });
  if (!admins.some((a) => a.userId !== userId)) throw AppError.of('conflict', 'operators.lastAdmin');
}

export async function operatorRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/admin/operators', {
    schema: { response: responsesOf('GET /v1/admin/operators'), tags, summary: 'Admin: every operator with the roles they hold.' },
  }, async (request) => {
    requireRole(request, 'admin');
    return ok({ items: await operatorsOf(db) });
  });

  r.put('/v1/admin/operators/:userId/roles', {
    schema: {
      response: responsesOf('PUT /v1/admin/operators/:userId/roles'),
      tags,
      summary: 'Admin: make an active account an operator with these roles, or change an operator\'s roles. The last active admin keeps admin (409).',
      params: z.object({ userId: entityIdParam }),
      body: operatorRolesBody,
    },
  }, async (request) => {
    const { user: admin } = requireRole(request, 'admin');
    const { userId } = request.params;
    const roles = request.body.roles;
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.status, 1))).limit(1);
      if (!target || target.deactivatedAt) throw AppError.of('not_found', 'error.notFound');
      if (!roles.includes('admin')) await keepAnAdmin(tx, userId);
      const held = await tx.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, userId));
      if (target.role !== 'operator') await tx.update(users).set({ role: 'operator', updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(operatorRoles).where(and(eq(operatorRoles.userId, userId), notInArray(operatorRoles.role, roles)));
      await tx.insert(operatorRoles).values(roles.map((role) => ({ userId, role, grantedBy: admin.id }))).onConflictDoNothing();
      await recordAudit(tx, {
        actorId: admin.id,
        entity: 'operator',
        entityId: userId,
        action: target.role === 'operator' ? 'roles' : 'create',
        before: target.role === 'operator' ? { roles: byCatalogueOrder(held.map((h) => h.role)) } : null,
        after: { roles },
      });
    });
    request.log.info({ by: admin.id, userId, roles }, 'operator roles set');
    const [view] = await operatorsOf(db, [userId]);
    return ok(view, t('operators.rolesSaved'));
  });

  r.delete('/v1/admin/operators/:userId', {
    schema: {
      response: responsesOf('DELETE /v1/admin/operators/:userId'),
      tags,
      summary: 'Admin: the account stops being an operator (every role goes; it is a customer again). The last active admin stays (409).',
      params: z.object({ userId: entityIdParam }),
    },
  }, async (request) => {
    const { user: admin } = requireRole(request, 'admin');
    const { userId } = request.params;
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.status, 1), eq(users.role, 'operator'))).limit(1);
      if (!target) throw AppError.of('not_found', 'error.notFound');
      const held = await tx.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, userId));
      if (held.some((h) => h.role === 'admin')) await keepAnAdmin(tx, userId);
      await tx.delete(operatorRoles).where(eq(operatorRoles.userId, userId));
      await tx.update(users).set({ role: 'user', updatedAt: new Date() }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId: admin.id,
        entity: 'operator',
        entityId: userId,
        action: 'remove',
        before: { operator: true, roles: byCatalogueOrder(held.map((h) => h.role)) },
        after: { operator: false, roles: [] },
      });
    });
    request.log.info({ by: admin.id, userId }, 'operator removed');
    return ok({ items: await operatorsOf(db) }, t('operators.removed'));
  });
}
