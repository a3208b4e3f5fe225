/**
 * Stock in the back office (issue 18 part 3, decision 035): the stock list per pack and warehouse, a single edit,
 * the movement log and the CSV import with its dry-run preview.
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { STOCK_IMPORT_STATES, STOCK_MAX_UNITS, STOCK_MOVEMENT_SOURCES } from '../codes/stock.ts';
import { int } from './envelope.ts';
import { entityIdParam, wholeNumber } from './fields.ts';
import { officeListQuery, pageOf } from './office-list.ts';

/** Warehouse ids are small (smallint): a bigger number names no warehouse. */
const warehouseRule = (n: z.ZodNumber) => n.int({ error: () => t('error.idInvalid') }).min(1, { error: () => t('error.idInvalid') }).max(32_767, { error: () => t('error.idInvalid') });
export const warehouseIdParam = warehouseRule(z.coerce.number({ error: () => t('error.idInvalid') }));

export const STOCK_SORTS = ['name', 'quantity', 'updated'] as const;
/** `low`: at or below LOW_STOCK_UNITS (out of stock included); `out`: none. */
export const STOCK_LEVELS = ['low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export const stockListQuery = officeListQuery(STOCK_SORTS, { sort: 'name', dir: 'asc' }).extend({
  warehouseId: warehouseIdParam.optional(),
  level: z.enum(STOCK_LEVELS).optional(),
});

/** One pack in one warehouse (a pack never stocked there shows 0 units and no update time). */
export const stockRow = z.object({
  packageId: int,
  warehouseId: int,
  warehouseName: z.string(),
  productId: int,
  productName: z.string(),
  packLabel: z.string(),
  sku: z.string(),
  quantity: int,
  updatedAt: z.string().nullable(),
});
export type StockRowView = z.output<typeof stockRow>;

export const stockParams = z.object({ packageId: entityIdParam, warehouseId: warehouseIdParam });

const quantity = wholeNumber(0, STOCK_MAX_UNITS, 'stock.quantityInvalid');
const reason = z
  .string({ error: () => t('stock.reasonInvalid') })
  .trim()
  .min(3, { error: () => t('stock.reasonInvalid') })
  .max(300, { error: () => t('stock.reasonInvalid') });

/**
 * Sets a pack's units in a warehouse (an absolute count, as counted on the shelf). `expectedQuantity` is what the
 * operator saw: if someone changed it since, the edit is refused (409) instead of silently overwriting theirs.
 */
export const stockSetBody = z.strictObject({
  quantity,
  reason,
  expectedQuantity: z.number().int().min(0).max(STOCK_MAX_UNITS).optional(),
});
export type StockSetBody = z.input<typeof stockSetBody>;

export const stockMovement = z.object({
  id: int,
  at: z.string(),
  packageId: int,
  warehouseId: int,
  warehouseName: z.string(),
  productName: z.string(),
  packLabel: z.string(),
  sku: z.string(),
  before: int,
  after: int,
  delta: int,
  reason: z.string(),
  source: z.enum(STOCK_MOVEMENT_SOURCES),
  actorId: int.nullable(),
  actorName: z.string().nullable(),
});
export type StockMovementView = z.output<typeof stockMovement>;

export const stockMovementsQuery = officeListQuery(['at'] as const, { sort: 'at', dir: 'desc' }).extend({
  packageId: entityIdParam.optional(),
  warehouseId: warehouseIdParam.optional(),
  source: z.enum(STOCK_MOVEMENT_SOURCES).optional(),
});

/**
 * A CSV import: `dryRun: true` previews it (nothing changes) and returns a `token` naming the preview's changes;
 * `dryRun: false` applies the good rows, checked again; with the preview's `token`, it is refused (409) if the stock
 * it would change moved since the preview. `reason` is used for rows whose own reason column is empty.
 */
export const stockImportBody = z.strictObject({
  // The byte and row caps are checked by the service with a clear message; this only stops absurd bodies early.
  csv: z.string({ error: () => t('stock.import.csvRequired') }).min(1, { error: () => t('stock.import.csvRequired') }).max(2_100_000, { error: () => t('stock.import.tooLarge') }),
  dryRun: z.boolean(),
  reason: reason.optional(),
  token: z.string().max(128).optional(),
});
export type StockImportBody = z.input<typeof stockImportBody>;

export const stockImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: int,
  sku: z.string(),
  warehouse: z.string(),
  packageId: int.nullable(),
  productName: z.string().nullable(),
  packLabel: z.string().nullable(),
  warehouseId: int.nullable(),
  warehouseName: z.string().nullable(),
  before: int.nullable(),
  after: int.nullable(),
  reason: z.string(),
  /** Why the row cannot be applied (null: it is good). */
  error: z.string().nullable(),
});
export type StockImportRowView = z.output<typeof stockImportRow>;

export const stockImportResult = z.object({
  dryRun: z.boolean(),
  token: z.string(),
  /** Rows in the file, good ones, rows with an error, and good rows that would change (or changed) a count. */
  total: int,
  good: int,
  bad: int,
  changes: int,
  /** The confirmed import (null for a preview): its job applies the rows; `GET /v1/admin/stock/imports/{id}` says how far. */
  importId: int.nullable(),
  rows: z.array(stockImportRow),
});
export type StockImportResultView = z.output<typeof stockImportResult>;

/** A row of a confirmed import that was not applied: an error of the file, or a count changed since the preview. */
export const stockImportProblem = z.object({
  line: int,
  sku: z.string(),
  warehouse: z.string(),
  outcome: z.enum(['error', 'conflict']),
  /** The count the preview saw, the count asked for, and (a conflict) the count found instead. */
  expected: int.nullable(),
  after: int.nullable(),
  current: int.nullable(),
  note: z.string(),
});

/**
 * A confirmed import's progress (decision 040): of `total` rows to apply, `done` were handled (`applied`, or refused as
 * `conflicts`); `bad` rows of the file had errors and `unchanged` ones already held their count. `problems`: the rows
 * not applied so far (at most 500, by line).
 */
export const stockImportStatus = z.object({
  id: int,
  state: z.enum(STOCK_IMPORT_STATES),
  actorId: int.nullable(),
  actorName: z.string().nullable(),
  fileRows: int,
  bad: int,
  unchanged: int,
  total: int,
  done: int,
  applied: int,
  conflicts: int,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  problems: z.array(stockImportProblem),
});
export type StockImportStatusView = z.output<typeof stockImportStatus>;
export const stockImportParams = z.object({ id: entityIdParam });

export const warehouseOption = z.object({ id: int, name: z.string(), active: z.boolean() });
export const warehouseOptions = z.object({ items: z.array(warehouseOption), total: int });

export const STOCK_ROUTES = {
  'GET /v1/admin/stock': pageOf(stockRow),
  'GET /v1/admin/stock/warehouses': warehouseOptions,
  'PUT /v1/admin/stock/:packageId/:warehouseId': stockRow,
  'GET /v1/admin/stock/movements': pageOf(stockMovement),
  'POST /v1/admin/stock/import': stockImportResult,
  'GET /v1/admin/stock/imports/:id': stockImportStatus,
} as const;
