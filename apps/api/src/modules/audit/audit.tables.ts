import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';

/**
 * The audit trail (issue 18 part 7, decision 033): one row per back-office write, written in the same transaction as
 * the write it records (so a rolled-back change leaves no entry and a committed one always has one). Rows are never
 * updated or deleted. `before`/`after` hold only the fields the write changed (null: the record did not exist before,
 * or no longer exists after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who made the change; null for the system (a job, a migration). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A kind of AUDIT_ENTITIES (packages/shared/src/codes/audit.ts). */
    entity: varchar('entity', { length: 32 }).notNull(),
    /** The record's id; a composite key is joined with ':' (stock 'productPackId:warehouseId'). */
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    /** What was done: create, update, delete, publish, deactivate, roles, import... */
    action: varchar('action', { length: 32 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: varchar('reason', { length: 500 }),
  },
  (t) => [index('audit_log_record_idx').on(t.entity, t.entityId, t.id), index('audit_log_actor_idx').on(t.actorId, t.id)],
);
