/**
 * The back office's users (issue 18 part 6, decision 037): find accounts, one account's page for support, and the
 * writes support makes on an account (deactivate, reactivate, access map), each recorded in the audit trail (entity
 * 'user') in the transaction of the write, with the operator's reason.
 *
 * What always holds: a deactivated account has no live session. `deactivatedAt` is set in the write's transaction, and
 * a session of a deactivated account answers code 111 from that moment (session.service `resolve` checks the user
 * row first); the sessions are then expired so a reactivation does not revive them (the user logs in again).
 * Operators are not deactivated here: an admin removes their operator status first (operators.routes.ts).
 */
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { OPERATOR_ROLES } from '@nirog/shared/codes/operator-roles';
import type { AccessLevel, AccessSection } from '@nirog/shared/codes/access';
import { accessKey } from '@nirog/shared/codes/access';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { AdminUserDetail, AdminUserRow } from '@nirog/shared/schemas/admin-users';
import type { SortDir } from '@nirog/shared/schemas/office-list';
import type { Db } from '../../db/client.ts';
import { orderOf, searchOf } from '../../lib/office-list.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appointmentsOfPatient } from '../care/appointments-of.ts';
import type { OrderService } from '../orders/orders.service.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { accessMap, setAccess } from './access.service.ts';
import { operatorRoles, users } from './identity.tables.ts';
import type { SessionService } from './session.service.ts';
import type { UserRow } from './users.service.ts';

export interface UserListFilter {
  q?: string;
  sort: 'created' | 'name';
  dir: SortDir;
  skip: number;
  limit: number;
  userType?: number;
  status?: 'active' | 'deactivated';
  verification?: number;
}

/** How many of each kind the user page shows (the latest). */
const LATEST = 5;

/** Spec section 4: 0-4; individuals have nothing to verify and count as verified (as the verification module says). */
const verificationOf = sql<number>`(case when ${users.userType} = 1 then 1 else coalesce(${doctorProfiles.isVerified}, 0) end)::int`.mapWith(Number);

const rowOf = (u: UserRow, verification: number): AdminUserRow => ({
  id: u.id,
  fullName: u.fullName,
  mobileNumber: u.mobileNumber,
  email: u.email,
  userType: u.userType,
  verification,
  deactivated: u.deactivatedAt !== null,
  isOperator: u.role === 'operator',
  createdAt: u.createdAt.toISOString(),
});

/** A user record's fields as the audit trail keeps them. */
const statusRecord = (u: Pick<UserRow, 'deactivatedAt' | 'deactivatedBy'>) => ({ deactivated: u.deactivatedAt !== null, deactivatedBy: u.deactivatedBy });

export function createAdminUserService(deps: {
  db: Db;
  sessions: SessionService;
  orders: Pick<OrderService, 'list'>;
  wallet: Pick<WalletService, 'balance' | 'history'>;
  now?: () => Date;
}) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  /** A live (not deleted) account, or 404. */
  async function liveUser(id: number): Promise<UserRow> {
    const [u] = await db.select().from(users).where(and(eq(users.id, id), eq(users.status, 1))).limit(1);
    if (!u) throw AppError.of('not_found', 'error.notFound');
    return u;
  }

  /** The reason an operator must give for a change to someone else's account. */
  function reasonOf(reason: string | undefined): string {
    if (!reason) throw AppError.field('reason', t('office.users.reasonRequired'));
    return reason;
  }

  return {
    /** GET /v1/admin/users: a page of live accounts, newest first by default. */
    async find(f: UserListFilter): Promise<{ items: AdminUserRow[]; total: number }> {
      const conds: Array<SQL | undefined> = [eq(users.status, 1), searchOf(f.q, [users.mobileNumber, users.fullName, users.email])];
      if (f.userType !== undefined) conds.push(eq(users.userType, f.userType));
      if (f.status === 'active') conds.push(isNull(users.deactivatedAt));
      if (f.status === 'deactivated') conds.push(isNotNull(users.deactivatedAt));
      if (f.verification !== undefined) conds.push(sql`${verificationOf} = ${f.verification}`);
      const where = and(...conds);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ u: users, verification: verificationOf })
          .from(users)
          .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
          .where(where)
          .orderBy(...orderOf(f.sort, f.dir, { created: users.createdAt, name: users.fullName }, users.id))
          .offset(f.skip)
          .limit(f.limit),
        db.select({ n: count() }).from(users).leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id)).where(where),
      ]);
      return { items: rows.map((r) => rowOf(r.u, r.verification)), total: Number(n) };
    },

    /** GET /v1/admin/users/{id}: the account, its verification, wallet, orders, appointments and access map. */
    async get(id: number): Promise<AdminUserDetail> {
      const u = await liveUser(id);
      const [profile] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, id)).limit(1);
      const status = u.userType === 1 ? 1 : (profile?.isVerified ?? 0);
      const held = u.role === 'operator' ? (await db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, id))).map((r) => r.role) : [];
      const [balancePaise, history, orderPage, appointments, levels] = await Promise.all([
        deps.wallet.balance(id),
        deps.wallet.history(id, { limit: LATEST }),
        deps.orders.list(id, { paymentMethod: 0, skip: 0, limit: LATEST }),
        appointmentsOfPatient(db, id, LATEST),
        accessMap(db, u),
      ]);
      return {
        user: {
          ...rowOf(u, status),
          extUserId: u.extUserId,
          language: u.language,
          deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
          operatorRoles: OPERATOR_ROLES.filter((r: OperatorRole) => held.includes(r)),
        },
        verification: {
          status,
          statusLabel: t(`verification.status.${status}` as MessageKey),
          reason: status === 4 ? (profile?.reason ?? null) : null,
          submittedAt: profile?.submittedAt?.toISOString() ?? null,
          reviewable: u.userType !== 1,
        },
        wallet: { balancePaise, recent: history.items, total: history.total },
        orders: { total: orderPage.total, latest: orderPage.items },
        appointments,
        tickets: { available: false },
        access: { levels },
      };
    },

    /**
     * Deactivates an account: the user themself (no reason needed) or an operator (a reason, required; never another
     * operator's account). Every session of the account ends.
     */
    async deactivate(actor: UserRow, targetId: number, reason: string | undefined): Promise<void> {
      const self = actor.id === targetId;
      const why = self ? (reason ?? null) : reasonOf(reason);
      await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(and(eq(users.id, targetId), eq(users.status, 1))).for('update');
        if (!target) throw AppError.of('not_found', 'error.notFound');
        if (!self && target.role === 'operator') throw AppError.of('forbidden', 'office.users.operatorNotDeactivated');
        if (target.deactivatedAt) throw AppError.of('conflict', 'office.users.alreadyDeactivated');
        const [after] = await tx.update(users).set({ deactivatedAt: now(), deactivatedBy: actor.id, updatedAt: now() }).where(eq(users.id, targetId)).returning();
        await recordAudit(tx, { actorId: actor.id, entity: 'user', entityId: targetId, action: 'deactivate', before: statusRecord(target), after: statusRecord(after), reason: why });
      });
      await sessions.expireAllForUser(targetId);
    },

    /** Reactivates a deactivated account (an operator, with a reason). Old sessions stay ended: the user logs in again. */
    async reactivate(actor: UserRow, targetId: number, reason: string | undefined): Promise<void> {
      const why = reasonOf(reason);
      await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(and(eq(users.id, targetId), eq(users.status, 1))).for('update');
        if (!target) throw AppError.of('not_found', 'error.notFound');
        if (!target.deactivatedAt) throw AppError.of('conflict', 'office.users.notDeactivated');
        const [after] = await tx.update(users).set({ deactivatedAt: null, deactivatedBy: null, updatedAt: now() }).where(eq(users.id, targetId)).returning();
        await recordAudit(tx, { actorId: actor.id, entity: 'user', entityId: targetId, action: 'reactivate', before: statusRecord(target), after: statusRecord(after), reason: why });
      });
    },

    /** One section of an account's access map (spec section 6), recorded with the operator's reason when given. */
    async setAccess(actor: UserRow, targetId: number, section: AccessSection, level: AccessLevel, reason: string | undefined) {
      const target = await liveUser(targetId);
      await db.transaction(async (tx) => {
        const before = (await accessMap(tx, target))[section];
        await setAccess(tx, targetId, section, level, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          entity: 'user',
          entityId: targetId,
          action: 'access',
          before: { [`access.${section}`]: accessKey(before) },
          after: { [`access.${section}`]: accessKey(level) },
          reason: reason ?? null,
        });
      });
      return target;
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
