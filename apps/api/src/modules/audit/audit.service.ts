/**
 * The audit trail (issue 18 part 7, decision 033). Every back-office write calls `recordAudit` inside the transaction
 * of the write, so the entry and the change commit or roll back together. Only fields that changed are kept: pass
 * whole rows before and after and `recordAudit` trims them (an update that changes nothing records nothing).
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { AUDIT_ENTITIES, type AuditEntity } from '@nirog/shared/codes/audit';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { AuditEntryView } from '@nirog/shared/schemas/audit';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { auditLog } from './audit.tables.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type AuditRecord = Record<string, unknown>;

export interface AuditInput {
  /** The operator (request.auth.user.id); null for the system. */
  actorId: number | null;
  entity: AuditEntity;
  entityId: number | string;
  action: string;
  /** The record before the write (null or absent: it did not exist). */
  before?: AuditRecord | null;
  /** The record after the write (null or absent: it no longer exists). */
  after?: AuditRecord | null;
  reason?: string | null;
}

/** Dates become ISO strings, undefined becomes absent: what JSON can hold. */
function toJson(value: unknown): Json {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as Json;
}

const same = (a: unknown, b: unknown) => JSON.stringify(toJson(a)) === JSON.stringify(toJson(b));

/** The fields of `before` and `after` whose values differ (all of one side when the other is null). */
export function changedFields(before: AuditRecord | null, after: AuditRecord | null): { before: AuditRecord | null; after: AuditRecord | null } {
  if (!before || !after) return { before: before && (toJson(before) as AuditRecord), after: after && (toJson(after) as AuditRecord) };
  const b: AuditRecord = {};
  const a: AuditRecord = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    if (key in before) b[key] = toJson(before[key]);
    if (key in after) a[key] = toJson(after[key]);
  }
  return { before: b, after: a };
}

/**
 * Records one write; call it with the transaction of the write. Returns false (and writes nothing) when an update
 * changed no field.
 */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<boolean> {
  const { before, after } = changedFields(input.before ?? null, input.after ?? null);
  if (before && after && !Object.keys(before).length && !Object.keys(after).length) return false;
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    entity: input.entity,
    entityId: String(input.entityId),
    action: input.action,
    before,
    after,
    reason: input.reason ?? null,
  });
  return true;
}

/** The kinds of record an operator holding `roles` may read the trail of. */
export function readableEntities(roles: readonly OperatorRole[]): AuditEntity[] {
  return (Object.keys(AUDIT_ENTITIES) as AuditEntity[]).filter((e) => roleAllows(roles, AUDIT_ENTITIES[e]));
}

export interface AuditFilter {
  entity?: AuditEntity;
  entityId?: string;
  actorId?: number;
  skip: number;
  limit: number;
}

/** A page of entries, newest first, limited to the kinds `roles` may read. */
export async function findAudit(db: DbOrTx, roles: readonly OperatorRole[], filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }> {
  const kinds = filter.entity ? [filter.entity].filter((e) => roleAllows(roles, AUDIT_ENTITIES[e])) : readableEntities(roles);
  if (!kinds.length) return { items: [], total: 0 };
  const where: SQL[] = [inArray(auditLog.entity, kinds)];
  if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  const cond = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ row: auditLog, actorName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.id))
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return {
    total: Number(n),
    items: rows.map(({ row, actorName }) => {
      const before = (row.before ?? {}) as AuditRecord;
      const after = (row.after ?? {}) as AuditRecord;
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
      return {
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorName: actorName ?? null,
        entity: row.entity as AuditEntity,
        entityId: row.entityId,
        action: row.action,
        reason: row.reason,
        changes: fields.map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null })),
      };
    }),
  };
}
