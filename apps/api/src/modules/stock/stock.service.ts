/**
 * Stock in the back office (issue 18 part 3, decision 035). What always holds:
 * - Every change of `inventory` made here writes one `stock_movements` row (before, after, delta, reason, source,
 *   actor) and one audit entry (entity 'stock', id 'packageId:warehouseId') in the same transaction as the change.
 * - Writers of a pack's stock are serialised by a row lock on the pack (`packages` FOR NO KEY UPDATE, packs in id
 *   order), then its inventory rows are read FOR UPDATE (orders' conditional updates wait for them). So "before" is
 *   exact, an `expectedQuantity` guard cannot be passed by two edits at once (the second gets 409), and the pack's
 *   total before the change is known exactly.
 * - A CSV import's preview changes nothing. Its confirmation (with the preview's token: refused with 409 if the stock
 *   moved since) stores the good rows with the count each saw, and a job applies them in small committed batches
 *   (decision 040): a row is applied only if its count is still the one previewed, else it is a conflict, reported
 *   and not applied. The import's row says at every moment how many rows were handled, applied and refused.
 * - When a pack's total over all warehouses goes from 0 to more than 0, a job ('stock.back-in-stock') is enqueued in
 *   the same transaction; it sends each open "notify me" request once and marks it notified.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOW_STOCK_UNITS, productPath } from '@nirog/shared/catalog';
import { STOCK_IMPORT_MAX_BYTES, STOCK_IMPORT_MAX_ROWS, STOCK_MAX_UNITS, type StockImportState, type StockMovementSource } from '@nirog/shared/codes/stock';
import { t } from '@nirog/shared/messages/catalogue';
import type { z } from 'zod';
import type {
  StockImportBody,
  StockImportResultView,
  StockImportRowView,
  StockImportStatusView,
  StockMovementView,
  StockRowView,
  StockSetBody,
  stockListQuery,
  stockMovementsQuery,
} from '@nirog/shared/schemas/stock';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { likePattern, orderOf } from '../../lib/office-list.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Notify } from '../notifications/notify.ts';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { isTradeBuyer } from '@nirog/shared/trade-buyers';
import { recordAuditMany } from '../audit/audit.service.ts';
import { inventory, packages, products, stockAlerts } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { warehouses } from '../location/location.tables.ts';
import { stockImportRows, stockImports, stockMovements } from './stock.tables.ts';
import { parseCsv } from './stock-csv.ts';

export const BACK_IN_STOCK_JOB = 'stock.back-in-stock';
export const STOCK_IMPORT_JOB = 'stock.import';
const CHUNK = 1000;
/** Rows of a confirmed import applied per committed batch (decision 040). */
const IMPORT_BATCH = 250;
/** The rows not applied (errors, conflicts) an import's status shows at most. */
const IMPORT_PROBLEMS_SHOWN = 500;

export interface StockDeps {
  db: Db;
  jobs: JobQueue;
  /** "Notify me" answers go through notifications (decision 054). */
  notify: Notify;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Rows per committed batch of an import (tests use a small one). */
  importBatchSize?: number;
}

type ListQuery = z.output<typeof stockListQuery>;
type MovementsQuery = z.output<typeof stockMovementsQuery>;

/** One change to make: a pack in a warehouse set to `after` units. */
interface Change {
  packageId: number;
  warehouseId: number;
  after: number;
  reason: string;
}

const entityIdOf = (packageId: number, warehouseId: number) => `${packageId}:${warehouseId}`;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export function createStockService(deps: StockDeps) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const importBatchSize = deps.importBatchSize ?? IMPORT_BATCH;

  // ---------------------------------------------------------------------------------------------------------------
  // The stock list: every pack in every active warehouse (a pack never stocked there shows 0)

  const quantity = sql<number>`coalesce(${inventory.quantity}, 0)`;

  /**
   * The stock rows' one query: every pack joined with the warehouses `warehouseOn` picks, and its inventory there
   * (none: 0 units). The list pages it; a single row is its pack and warehouse.
   */
  function stockRows(tx: DbOrTx, warehouseOn: SQL) {
    return tx
      .select({
        packageId: packages.id,
        warehouseId: warehouses.id,
        warehouseName: warehouses.name,
        productId: products.id,
        productName: products.name,
        packLabel: packages.label,
        sku: packages.sku,
        quantity,
        updatedAt: inventory.updatedAt,
      })
      .from(packages)
      .innerJoin(products, eq(products.id, packages.productId))
      .innerJoin(warehouses, warehouseOn)
      .leftJoin(inventory, and(eq(inventory.packageId, packages.id), eq(inventory.warehouseId, warehouses.id)));
  }
  const rowView = (r: Awaited<ReturnType<typeof stockRows>>[number]): StockRowView => ({ ...r, quantity: Number(r.quantity), updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null });

  async function list(query: ListQuery): Promise<{ items: StockRowView[]; total: number }> {
    const where: SQL[] = [];
    where.push(query.warehouseId !== undefined ? eq(warehouses.id, query.warehouseId) : eq(warehouses.active, true));
    if (query.q) where.push(or(ilike(products.name, likePattern(query.q)), ilike(packages.sku, likePattern(query.q)))!);
    if (query.level === 'low') where.push(lte(quantity, LOW_STOCK_UNITS));
    if (query.level === 'out') where.push(eq(quantity, 0));
    const cond = and(...where);
    const order = orderOf(query.sort, query.dir, { name: products.name, quantity, updated: sql`coalesce(${inventory.updatedAt}, 'epoch'::timestamptz)` }, packages.id);
    const [rows, [counted]] = await Promise.all([
      stockRows(db, sql`true`)
        .where(cond)
        .orderBy(...order, asc(warehouses.id))
        .offset(query.skip)
        .limit(query.limit),
      db
        .select({ n: count() })
        .from(packages)
        .innerJoin(products, eq(products.id, packages.productId))
        .innerJoin(warehouses, sql`true`)
        .leftJoin(inventory, and(eq(inventory.packageId, packages.id), eq(inventory.warehouseId, warehouses.id)))
        .where(cond),
    ]);
    return { total: Number(counted?.n ?? 0), items: rows.map(rowView) };
  }

  async function row(tx: DbOrTx, packageId: number, warehouseId: number): Promise<StockRowView | null> {
    const [r] = await stockRows(tx, eq(warehouses.id, warehouseId)).where(eq(packages.id, packageId));
    return r ? rowView(r) : null;
  }

  async function warehouseOptions() {
    const items = await db.select({ id: warehouses.id, name: warehouses.name, active: warehouses.active }).from(warehouses).orderBy(warehouses.id);
    return { items, total: items.length };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Writing: lock the packs, read their stock, apply, log, audit, and enqueue "back in stock" where a pack returns

  /** Locks the packs (id order) and reads all their inventory rows FOR UPDATE: quantity per 'p:w', total per pack. */
  async function lockPacks(tx: Tx, packageIds: number[]) {
    const ids = [...new Set(packageIds)].sort((a, b) => a - b);
    const current = new Map<string, number>();
    const totals = new Map<number, number>(ids.map((id) => [id, 0]));
    for (const part of chunks(ids)) {
      await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, part)).orderBy(packages.id).for('no key update');
      const rows = await tx
        .select({ packageId: inventory.packageId, warehouseId: inventory.warehouseId, quantity: inventory.quantity })
        .from(inventory)
        .where(inArray(inventory.packageId, part))
        .orderBy(inventory.packageId, inventory.warehouseId)
        .for('update');
      for (const r of rows) {
        current.set(entityIdOf(r.packageId, r.warehouseId), r.quantity);
        totals.set(r.packageId, (totals.get(r.packageId) ?? 0) + r.quantity);
      }
    }
    return { current, totals };
  }

  /**
   * Applies changes (at most one per pack and warehouse) in `tx`, with the packs already locked by `lockPacks`.
   * Changes that change nothing are skipped. Returns the number applied.
   */
  async function applyChanges(tx: Tx, actorId: number | null, source: StockMovementSource, changes: Change[], locked: Awaited<ReturnType<typeof lockPacks>>, action: string) {
    const at = now();
    const real = changes
      .map((c) => ({ ...c, before: locked.current.get(entityIdOf(c.packageId, c.warehouseId)) ?? 0 }))
      .filter((c) => c.after !== c.before)
      .sort((a, b) => a.packageId - b.packageId || a.warehouseId - b.warehouseId);
    if (!real.length) return 0;
    let firstMovement = 0;
    for (const part of chunks(real)) {
      await tx
        .insert(inventory)
        .values(part.map((c) => ({ packageId: c.packageId, warehouseId: c.warehouseId, quantity: c.after, updatedAt: at })))
        .onConflictDoUpdate({ target: [inventory.packageId, inventory.warehouseId], set: { quantity: sql`excluded.quantity`, updatedAt: sql`excluded.updated_at` } });
      const logged = await tx
        .insert(stockMovements)
        .values(part.map((c) => ({ at, packageId: c.packageId, warehouseId: c.warehouseId, before: c.before, after: c.after, delta: c.after - c.before, reason: c.reason, source, actorId })))
        .returning({ id: stockMovements.id });
      firstMovement ||= logged[0]!.id;
    }
    await recordAuditMany(
      tx,
      real.map((c) => ({ actorId, entity: 'stock' as const, entityId: entityIdOf(c.packageId, c.warehouseId), action, before: { quantity: c.before }, after: { quantity: c.after }, reason: c.reason })),
    );
    // Packs whose total over all warehouses was 0 and is now more: their "notify me" lists are sent by one job.
    const delta = new Map<number, number>();
    for (const c of real) delta.set(c.packageId, (delta.get(c.packageId) ?? 0) + c.after - c.before);
    const back = [...delta].filter(([packageId, d]) => (locked.totals.get(packageId) ?? 0) === 0 && d > 0).map(([packageId]) => packageId);
    if (back.length) await jobs.enqueue(BACK_IN_STOCK_JOB, { packageIds: back }, { key: `${BACK_IN_STOCK_JOB}:${firstMovement}` }, tx);
    return real.length;
  }

  /** Sets a pack's units in a warehouse (the count on the shelf), refusing if `expectedQuantity` is no longer true. */
  async function setQuantity(actorId: number, packageId: number, warehouseId: number, body: StockSetBody): Promise<StockRowView> {
    return db.transaction(async (tx) => {
      const [w] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, warehouseId));
      if (!w) throw AppError.of('not_found', 'error.notFound');
      const locked = await lockPacks(tx, [packageId]);
      const [p] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
      if (!p) throw AppError.of('not_found', 'error.notFound');
      const before = locked.current.get(entityIdOf(packageId, warehouseId)) ?? 0;
      if (body.expectedQuantity !== undefined && body.expectedQuantity !== before) {
        throw new AppError('conflict', t('stock.changedMeanwhile', { quantity: before }), { fields: { quantity: t('stock.changedMeanwhile', { quantity: before }) } });
      }
      await applyChanges(tx, actorId, 'edit', [{ packageId, warehouseId, after: body.quantity, reason: body.reason.trim() }], locked, 'update');
      return (await row(tx, packageId, warehouseId))!;
    });
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The movement log

  async function movements(query: MovementsQuery): Promise<{ items: StockMovementView[]; total: number }> {
    const where: SQL[] = [];
    if (query.packageId !== undefined) where.push(eq(stockMovements.packageId, query.packageId));
    if (query.warehouseId !== undefined) where.push(eq(stockMovements.warehouseId, query.warehouseId));
    if (query.source) where.push(eq(stockMovements.source, query.source));
    if (query.q) where.push(or(ilike(products.name, likePattern(query.q)), ilike(packages.sku, likePattern(query.q)))!);
    const cond = and(...where);
    const by = query.dir === 'asc' ? asc : desc;
    const [rows, [counted]] = await Promise.all([
      db
        .select({ m: stockMovements, warehouseName: warehouses.name, productName: products.name, packLabel: packages.label, sku: packages.sku, actorName: users.fullName })
        .from(stockMovements)
        .innerJoin(packages, eq(packages.id, stockMovements.packageId))
        .innerJoin(products, eq(products.id, packages.productId))
        .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
        .leftJoin(users, eq(users.id, stockMovements.actorId))
        .where(cond)
        .orderBy(by(stockMovements.id))
        .offset(query.skip)
        .limit(query.limit),
      db
        .select({ n: count() })
        .from(stockMovements)
        .innerJoin(packages, eq(packages.id, stockMovements.packageId))
        .innerJoin(products, eq(products.id, packages.productId))
        .where(cond),
    ]);
    return {
      total: Number(counted?.n ?? 0),
      items: rows.map(({ m, ...r }) => ({
        id: m.id,
        at: m.at.toISOString(),
        packageId: m.packageId,
        warehouseId: m.warehouseId,
        before: m.before,
        after: m.after,
        delta: m.delta,
        reason: m.reason,
        source: m.source as StockMovementSource,
        actorId: m.actorId,
        actorName: r.actorName ?? null,
        warehouseName: r.warehouseName,
        productName: r.productName,
        packLabel: r.packLabel,
        sku: r.sku,
      })),
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // CSV import: parse, check every row, preview (nothing changes) or apply the good rows in one transaction

  interface Parsed {
    rows: Array<StockImportRowView & { quantityText: string }>;
  }

  const HEADER_NAMES: Record<string, 'sku' | 'warehouse' | 'quantity' | 'reason'> = {
    sku: 'sku',
    warehouse: 'warehouse',
    'warehouse id': 'warehouse',
    warehouse_id: 'warehouse',
    'warehouse code': 'warehouse',
    quantity: 'quantity',
    qty: 'quantity',
    units: 'quantity',
    reason: 'reason',
  };

  function parse(body: StockImportBody): Parsed {
    const csvError = (key: Parameters<typeof t>[0], params?: Record<string, string | number>, code: 'validation_failed' | 'payload_too_large' = 'validation_failed') =>
      new AppError(code, t(key, params), { fields: { csv: t(key, params) } });
    if (Buffer.byteLength(body.csv, 'utf8') > STOCK_IMPORT_MAX_BYTES) throw csvError('stock.import.tooLarge', undefined, 'payload_too_large');
    const records = parseCsv(body.csv);
    if (!records.length) throw csvError('stock.import.csvRequired');
    const columns = records[0]!.cells.map((c) => HEADER_NAMES[c.trim().toLowerCase()]);
    const at = (name: 'sku' | 'warehouse' | 'quantity' | 'reason') => columns.indexOf(name);
    if (at('sku') < 0 || at('warehouse') < 0 || at('quantity') < 0) throw csvError('stock.import.header');
    const data = records.slice(1);
    if (!data.length) throw csvError('stock.import.noRows');
    if (data.length > STOCK_IMPORT_MAX_ROWS) throw csvError('stock.import.tooManyRows', { count: data.length, max: STOCK_IMPORT_MAX_ROWS }, 'payload_too_large');
    const fallbackReason = body.reason?.trim() || t('stock.import.defaultReason');
    return {
      rows: data.map(({ line, cells }) => {
        const cell = (name: 'sku' | 'warehouse' | 'quantity' | 'reason') => (at(name) >= 0 ? (cells[at(name)] ?? '').trim() : '');
        return {
          line,
          sku: cell('sku').slice(0, 80),
          warehouse: cell('warehouse').slice(0, 80),
          quantityText: cell('quantity'),
          reason: cell('reason') || fallbackReason,
          packageId: null,
          productName: null,
          packLabel: null,
          warehouseId: null,
          warehouseName: null,
          before: null,
          after: null,
          error: null,
        };
      }),
    };
  }

  /** Resolves SKUs and warehouses and marks each row's first error (unknown SKU, warehouse, bad quantity, duplicate). */
  async function check(tx: DbOrTx, parsed: Parsed) {
    const skus = [...new Set(parsed.rows.map((r) => r.sku).filter(Boolean))];
    const packs = new Map<string, { id: number; label: string; productName: string }>();
    for (const part of chunks(skus)) {
      const found = await tx.select({ id: packages.id, sku: packages.sku, label: packages.label, productName: products.name }).from(packages).innerJoin(products, eq(products.id, packages.productId)).where(inArray(packages.sku, part));
      for (const p of found) packs.set(p.sku, p);
    }
    const allWarehouses = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
    const warehouseOf = (text: string) =>
      /^\d{1,5}$/.test(text) ? allWarehouses.find((w) => w.id === Number(text)) : allWarehouses.find((w) => w.name.toLowerCase() === text.toLowerCase());
    for (const r of parsed.rows) {
      const p = packs.get(r.sku);
      if (p) Object.assign(r, { packageId: p.id, productName: p.productName, packLabel: p.label });
      const w = warehouseOf(r.warehouse);
      if (w) Object.assign(r, { warehouseId: w.id, warehouseName: w.name });
      const n = /^\d{1,7}$/.test(r.quantityText) ? Number(r.quantityText) : NaN;
      if (!p) r.error = t('stock.import.unknownSku');
      else if (!w) r.error = t('stock.import.unknownWarehouse');
      else if (!Number.isInteger(n) || n > STOCK_MAX_UNITS) r.error = t('stock.import.badQuantity');
      else if (r.reason.length > 300) r.error = t('stock.import.reasonTooLong');
      else r.after = n;
    }
    // A pack and warehouse named twice: which count is right is not ours to guess, so every such row is refused (a
    // row with its own error keeps that error).
    const lines = new Map<string, number[]>();
    for (const r of parsed.rows) if (r.packageId && r.warehouseId) lines.set(entityIdOf(r.packageId, r.warehouseId), [...(lines.get(entityIdOf(r.packageId, r.warehouseId)) ?? []), r.line]);
    for (const r of parsed.rows) {
      const same = r.packageId && r.warehouseId ? lines.get(entityIdOf(r.packageId, r.warehouseId))! : [];
      if (same.length > 1 && r.error === null) {
        r.error = t('stock.import.duplicate', { lines: same.join(', ') });
        r.after = null;
      }
    }
  }

  /** Fills `before` from current stock and returns the token naming the changes (pack, warehouse, before, after). */
  function withBefore(parsed: Parsed, current: Map<string, number>) {
    const parts: string[] = [];
    for (const r of parsed.rows) {
      if (!r.packageId || !r.warehouseId) continue;
      r.before = current.get(entityIdOf(r.packageId, r.warehouseId)) ?? 0;
      if (r.error === null && r.after !== null && r.after !== r.before) parts.push(`${r.packageId}:${r.warehouseId}:${r.before}:${r.after}`);
    }
    return crypto.createHash('sha256').update(parts.sort().join('\n')).digest('hex').slice(0, 32);
  }

  function result(parsed: Parsed, dryRun: boolean, token: string, importId: number | null): StockImportResultView {
    const rows = parsed.rows.map(({ quantityText: _q, ...r }) => r);
    const good = rows.filter((r) => r.error === null);
    return { dryRun, token, importId, total: rows.length, good: good.length, bad: rows.length - good.length, changes: good.filter((r) => r.after !== r.before).length, rows };
  }

  /** The current counts of the packs named by the rows (read without locks: a preview, or the token check at confirm). */
  async function currentOf(tx: DbOrTx, parsed: Parsed) {
    const ids = [...new Set(parsed.rows.flatMap((r) => (r.packageId ? [r.packageId] : [])))];
    const current = new Map<string, number>();
    for (const part of chunks(ids)) {
      const rows = await tx.select({ packageId: inventory.packageId, warehouseId: inventory.warehouseId, quantity: inventory.quantity }).from(inventory).where(inArray(inventory.packageId, part));
      for (const r of rows) current.set(entityIdOf(r.packageId, r.warehouseId), r.quantity);
    }
    return current;
  }

  /**
   * A preview (`dryRun`: nothing changes), or a confirmation: the rows are checked again and, with the preview's token,
   * refused (409) if a count they would change moved since; then the import is stored with each row's expected count
   * and a job applies it in batches (`applyImportBatches`). The answer carries the import's id for its status page.
   */
  async function importCsv(actorId: number, body: StockImportBody): Promise<StockImportResultView> {
    const parsed = parse(body);
    await check(db, parsed);
    if (body.dryRun) return result(parsed, true, withBefore(parsed, await currentOf(db, parsed)), null);
    const good = parsed.rows.filter((r) => r.error === null);
    if (!good.length) throw AppError.of('business_rule', 'stock.import.nothingToApply');
    const token = withBefore(parsed, await currentOf(db, parsed));
    if (body.token && body.token !== token) throw AppError.of('conflict', 'stock.import.changed');
    const view = result(parsed, false, token, null);
    const importId = await db.transaction(async (tx) => {
      const at = now();
      const [created] = await tx
        .insert(stockImports)
        .values({ actorId, token, fileRows: view.total, bad: view.bad, unchanged: view.good - view.changes, total: view.changes, createdAt: at, updatedAt: at })
        .returning({ id: stockImports.id });
      const id = created!.id;
      const rows = parsed.rows.map((r) => ({
        importId: id,
        line: r.line,
        sku: r.sku,
        warehouse: r.warehouse,
        packageId: r.packageId,
        warehouseId: r.warehouseId,
        expected: r.error === null ? r.before : null,
        after: r.error === null ? r.after : null,
        reason: r.reason.slice(0, 300),
        outcome: r.error !== null ? ('error' as const) : r.after === r.before ? ('unchanged' as const) : null,
        note: r.error?.slice(0, 300) ?? null,
      }));
      for (const part of chunks(rows)) await tx.insert(stockImportRows).values(part);
      const jobId = await jobs.enqueue(STOCK_IMPORT_JOB, { importId: id }, { key: `${STOCK_IMPORT_JOB}:${id}`, maxAttempts: 1 }, tx);
      await tx.update(stockImports).set({ jobId }).where(eq(stockImports.id, id));
      return id;
    });
    return { ...view, importId };
  }

  /**
   * The import job: applies the rows not yet handled, `importBatchSize` at a time, each batch in its own transaction
   * with the progress row. A row is applied only if its count is still the one the preview showed; otherwise it is a
   * conflict (not applied, the count it found kept). A failing batch rolls back alone: the import is marked failed with
   * the reason, and everything counted as applied is applied. Run again (an operator's retry of the job), it carries on
   * with the rows left.
   */
  async function applyImportBatches(importId: number) {
    const [imp] = await db.select().from(stockImports).where(eq(stockImports.id, importId));
    if (!imp || imp.state === 'done') return;
    await db.update(stockImports).set({ state: 'running', error: null, finishedAt: null, updatedAt: now() }).where(eq(stockImports.id, importId));
    try {
      for (;;) {
        const handled = await db.transaction(async (tx) => {
          const pending = await tx
            .select()
            .from(stockImportRows)
            .where(and(eq(stockImportRows.importId, importId), isNull(stockImportRows.outcome)))
            .orderBy(stockImportRows.line)
            .limit(importBatchSize)
            .for('update');
          if (!pending.length) return 0;
          const locked = await lockPacks(tx, pending.map((r) => r.packageId!));
          const currentOfRow = (r: (typeof pending)[number]) => locked.current.get(entityIdOf(r.packageId!, r.warehouseId!)) ?? 0;
          const ok = pending.filter((r) => currentOfRow(r) === r.expected);
          const conflicts = pending.filter((r) => currentOfRow(r) !== r.expected);
          await applyChanges(tx, imp.actorId, 'import', ok.map((r) => ({ packageId: r.packageId!, warehouseId: r.warehouseId!, after: r.after!, reason: r.reason })), locked, 'import');
          if (ok.length) await tx.update(stockImportRows).set({ outcome: 'applied' }).where(and(eq(stockImportRows.importId, importId), inArray(stockImportRows.line, ok.map((r) => r.line))));
          for (const r of conflicts) {
            const current = currentOfRow(r);
            await tx.update(stockImportRows).set({ outcome: 'conflict', current, note: t('stock.import.rowChanged', { quantity: current }) }).where(and(eq(stockImportRows.importId, importId), eq(stockImportRows.line, r.line)));
          }
          await tx
            .update(stockImports)
            .set({ done: sql`${stockImports.done} + ${pending.length}`, applied: sql`${stockImports.applied} + ${ok.length}`, conflicts: sql`${stockImports.conflicts} + ${conflicts.length}`, updatedAt: now() })
            .where(eq(stockImports.id, importId));
          return pending.length;
        });
        if (!handled) break;
      }
      await db.update(stockImports).set({ state: 'done', finishedAt: now(), updatedAt: now() }).where(eq(stockImports.id, importId));
    } catch (err) {
      // The database's own words (drizzle wraps them with the query and its parameters, which are no help here).
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const message = cause instanceof Error ? cause.message : String(cause);
      await db.update(stockImports).set({ state: 'failed', error: message.slice(0, 1000), finishedAt: now(), updatedAt: now() }).where(eq(stockImports.id, importId));
      throw err;
    }
  }

  /**
   * An import's progress and, once handled, the rows that were not applied (errors of the file, conflicts). Readable
   * by the operator who made it and by the stock role; anyone else gets null (404).
   */
  async function importStatus(id: number, viewer: { id: number; stockRole: boolean }): Promise<StockImportStatusView | null> {
    const [imp] = await db.select({ i: stockImports, actorName: users.fullName }).from(stockImports).leftJoin(users, eq(users.id, stockImports.actorId)).where(eq(stockImports.id, id));
    if (!imp || (!viewer.stockRole && imp.i.actorId !== viewer.id)) return null;
    const { i } = imp;
    const problems = await db
      .select()
      .from(stockImportRows)
      .where(and(eq(stockImportRows.importId, id), inArray(stockImportRows.outcome, ['error', 'conflict'])))
      .orderBy(stockImportRows.line)
      .limit(IMPORT_PROBLEMS_SHOWN);
    return {
      id: i.id,
      state: i.state as StockImportState,
      actorId: i.actorId,
      actorName: imp.actorName ?? null,
      fileRows: i.fileRows,
      bad: i.bad,
      unchanged: i.unchanged,
      total: i.total,
      done: i.done,
      applied: i.applied,
      conflicts: i.conflicts,
      error: i.error,
      createdAt: i.createdAt.toISOString(),
      finishedAt: i.finishedAt ? i.finishedAt.toISOString() : null,
      problems: problems.map((r) => ({ line: r.line, sku: r.sku, warehouse: r.warehouse, outcome: r.outcome as 'error' | 'conflict', expected: r.expected, after: r.after, current: r.current, note: r.note ?? '' })),
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // "Notify me": sent once per open request when the pack is back (the job's handler)

  /**
   * Answers the open "notify me" requests of a pack that is in stock, each once: a request is marked notified in the
   * transaction that records its notification (keyed by the request), so a retry of the job never tells anyone twice.
   */
  async function notifyBackInStock(packageId: number): Promise<number> {
    const [stock] = await db.select({ n: sql<number>`coalesce(sum(${inventory.quantity}), 0)::int` }).from(inventory).where(eq(inventory.packageId, packageId));
    if (!stock || Number(stock.n) <= 0) return 0;
    const [pack] = await db.select({ label: packages.label, name: products.name, slug: products.slug }).from(packages).innerJoin(products, eq(products.id, packages.productId)).where(eq(packages.id, packageId));
    if (!pack) return 0;
    const open = await db
      .select({ id: stockAlerts.id, userId: stockAlerts.userId, userType: users.userType })
      .from(stockAlerts)
      .innerJoin(users, eq(users.id, stockAlerts.userId))
      .where(and(eq(stockAlerts.packageId, packageId), isNull(stockAlerts.notifiedAt), eq(users.status, 1)))
      .orderBy(stockAlerts.id);
    let sent = 0;
    for (const a of open) {
      // The request is answered and the notification recorded together; its delivery jobs send the SMS once.
      await db.transaction(async (tx) => {
        const claimed = await tx.update(stockAlerts).set({ notifiedAt: now() }).where(and(eq(stockAlerts.id, a.id), isNull(stockAlerts.notifiedAt))).returning({ id: stockAlerts.id });
        if (!claimed.length) return;
        const module = isTradeBuyer(a.userType) ? NOTIFY_MODULE.b2bOrders : NOTIFY_MODULE.d2cOrders;
        await deps.notify({ userId: a.userId, module, kind: 'backInStock', params: { name: `${pack.name} (${pack.label})` }, link: productPath(pack.slug), key: `stock-alert:${a.id}` }, tx);
        sent++;
      });
    }
    return sent;
  }

  /**
   * Units that come back into stock as part of another write (a return received), inside its transaction: the same
   * lock order, movement log, audit entry and "notify me" as an operator's edit.
   */
  async function addWithin(tx: Tx, actorId: number | null, source: StockMovementSource, additions: Array<{ packageId: number; warehouseId: number; units: number; reason: string }>) {
    const wanted = additions.filter((a) => a.units > 0);
    if (!wanted.length) return 0;
    const locked = await lockPacks(tx, wanted.map((a) => a.packageId));
    const sums = new Map<string, { packageId: number; warehouseId: number; units: number; reason: string }>();
    for (const a of wanted) {
      const key = entityIdOf(a.packageId, a.warehouseId);
      const prior = sums.get(key);
      sums.set(key, prior ? { ...prior, units: prior.units + a.units } : { ...a });
    }
    const changes = [...sums.values()].map((a) => ({ packageId: a.packageId, warehouseId: a.warehouseId, after: (locked.current.get(entityIdOf(a.packageId, a.warehouseId)) ?? 0) + a.units, reason: a.reason }));
    return applyChanges(tx, actorId, source, changes, locked, source);
  }

  return { list, warehouseOptions, setQuantity, movements, importCsv, applyImportBatches, importStatus, notifyBackInStock, addWithin };
}

export type StockService = ReturnType<typeof createStockService>;
