/** The audit trail (issue 18 part 7, decision 033): GET /v1/admin/audit. */
import { z } from 'zod';
import { AUDIT_ENTITY_KINDS, type AuditEntity } from '../codes/audit.ts';
import { PAGING } from '../constants.ts';
import { entityIdParam } from './fields.ts';
import { int } from './envelope.ts';

/** A changed value as recorded: any JSON. */
const jsonValue = z.unknown();

export const auditEntry = z.object({
  id: int,
  at: z.string(),
  actorId: int.nullable(),
  actorName: z.string().nullable(),
  entity: z.enum(AUDIT_ENTITY_KINDS as [AuditEntity, ...AuditEntity[]]),
  entityId: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  /** The fields that changed, each with its value before and after (absent before: created; absent after: removed). */
  changes: z.array(z.object({ field: z.string(), before: jsonValue, after: jsonValue })),
});
export type AuditEntryView = z.output<typeof auditEntry>;

export const auditPage = z.object({ items: z.array(auditEntry), total: int });

/** Filters: one record (entity + entityId), one kind, or one operator's writes; newest first. */
export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITY_KINDS as [AuditEntity, ...AuditEntity[]]).optional(),
  entityId: z.string().max(64).optional(),
  actorId: entityIdParam.optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
});

export const AUDIT_ROUTES = {
  'GET /v1/admin/audit': auditPage,
} as const;
