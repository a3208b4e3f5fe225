import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_SOURCES } from '@nirog/shared/codes/stock';
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
