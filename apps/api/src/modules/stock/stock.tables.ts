import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { STOCK_IMPORT_OUTCOMES, STOCK_IMPORT_STATES, STOCK_MOVEMENT_SOURCES } from '@nirog/shared/codes/stock';
import { sqlTextList } from '@nirog/shared/codes/code-table';
import { users } from '../identity/identity.tables.ts';
import { packages } from '../catalog/catalog.tables.ts';
import { warehouses } from '../location/location.tables.ts';

/**
 * The stock movement log (issue 18 part 3, decision 035): one row per change of a pack's units in a warehouse,
 * written in the same transaction as the change (so the log and `inventory` never disagree). Rows are never updated
 * or deleted. `delta` is always `after - before` and never 0 (a "change" that changes nothing is not logged); neither
 * side is negative, as `inventory.quantity` never is.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    warehouseId: smallint('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    /** STOCK_MOVEMENT_SOURCES: edit, import, order, return. */
    source: varchar('source', { length: 16 }).notNull(),
    /** The operator; null for the system (an order, a job). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('stock_movements_pack_idx').on(t.packageId, t.warehouseId, t.id),
    index('stock_movements_warehouse_idx').on(t.warehouseId, t.id),
    check('stock_movements_qty_ck', sql`before >= 0 AND after >= 0 AND delta = after - before AND delta <> 0`),
    check('stock_movements_source_ck', sql.raw(`source IN (${sqlTextList(STOCK_MOVEMENT_SOURCES)})`)),
  ],
);

/**
 * A confirmed CSV stock import (decision 040), applied by a job in small committed batches. This row is its progress:
 * `total` rows to apply, `done` of them handled so far (applied or refused as changed since the preview), `applied`,
 * `conflicts`; `bad` rows of the file had errors at the preview and are never applied. `state` moves queued → running →
 * done, or failed (with `error`; what was applied before the failure stays applied and is counted in `applied`).
 */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 12 }).notNull().default('queued'),
    /** The preview's token the import was confirmed with. */
    token: varchar('token', { length: 64 }).notNull(),
    fileRows: integer('file_rows').notNull(),
    bad: integer('bad').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    conflicts: integer('conflicts').notNull().default(0),
    error: text('error'),
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_imports_state_ck', sql.raw(`state IN (${sqlTextList(STOCK_IMPORT_STATES)})`)),
    check('stock_imports_counts_ck', sql`done >= 0 AND done <= total AND applied + conflicts = done`),
    index('stock_imports_actor_idx').on(t.actorId, t.id),
  ],
);

/**
 * The rows of a confirmed import: each good row with the count the preview saw (`expected`) and the count to set
 * (`after`); rows with an error keep it in `note`. `outcome` is null until a batch handles the row: `applied`, or
 * `conflict` when the count was no longer `expected` (then `current` says what it was; nothing is overwritten).
 */
export const stockImportRows = pgTable(
  'stock_import_rows',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: varchar('sku', { length: 80 }).notNull(),
    warehouse: varchar('warehouse', { length: 80 }).notNull(),
    packageId: integer('package_id'),
    warehouseId: smallint('warehouse_id'),
    expected: integer('expected'),
    after: integer('after'),
    reason: varchar('reason', { length: 300 }).notNull(),
    outcome: varchar('outcome', { length: 12 }),
    current: integer('current'),
    note: varchar('note', { length: 300 }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    check('stock_import_rows_outcome_ck', sql.raw(`outcome IS NULL OR outcome IN (${sqlTextList(STOCK_IMPORT_OUTCOMES)})`)),
  ],
);
