/**
 * Issue 18 part 3 (decision 035): two operators saving over the same stock count never overwrite each other silently.
 * Meant for PostgreSQL (TEST_DATABASE_URL), where the requests really run at once: the row locks decide, not the
 * order in which the code happens to run (PGlite serialises every query, so there it passes trivially).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { inventory } from '../catalog/catalog.tables.ts';
import { stockMovements } from './stock.tables.ts';
import { and, count, eq } from 'drizzle-orm';

let t: TestApp;
const tokens: string[] = [];
let pack: { id: number; sku: string };

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  await seedDemoCatalog(t.db.database);
  for (let i = 0; i < 10; i++) {
    const op = await signUp(t, `94600000${10 + i}`);
    await makeOperator(t.db.database.db, op.user.id, ['stock']);
    tokens.push(op.token);
  }
  const { rows } = (await t.db.database.db.execute(sql`SELECT id, sku FROM packages ORDER BY id LIMIT 1`)) as unknown as { rows: Array<{ id: number; sku: string }> };
  pack = { id: Number(rows[0]!.id), sku: rows[0]!.sku };
}, 120_000);
afterAll(() => t?.close());

const units = async () => (await t.db.database.db.select({ q: inventory.quantity }).from(inventory).where(and(eq(inventory.packageId, pack.id), eq(inventory.warehouseId, 1))))[0]?.q ?? 0;
const moves = async () => (await t.db.database.db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.packageId, pack.id)))[0]!.n;

describe('parallel stock edits', () => {
  it('10 operators setting the count they all saw at once: one wins, nine get 409 and change nothing', async () => {
    const seen = await units();
    const results = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({ method: 'PUT', url: `/api/v1/admin/stock/${pack.id}/1`, headers: { 'access-token': token }, payload: { quantity: seen + 1 + i, reason: `Count ${i}`, expectedQuantity: seen } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = json(results.find((r) => r.statusCode === 200)!).entity.quantity;
    for (const r of results.filter((x) => x.statusCode === 409)) expect(json(r).message.error).toBe(msg('stock.changedMeanwhile', { quantity: winner }));
    expect(await units()).toBe(winner);
    expect(await moves()).toBe(1);
  });

  it('parallel edits and import jobs: an import row applies only over the count it was confirmed with, and the log chains before → after exactly', async () => {
    const base = await units();
    // Five imports confirmed over the same count, then applied by the job while five edits run at once.
    const imports: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/stock/import', headers: { 'access-token': tokens[i]! }, payload: { csv: `sku,warehouse,quantity\n${pack.sku},1,${200 + i}`, dryRun: false } });
      expect(res.statusCode).toBe(200);
      imports.push(json(res).entity.importId);
    }
    await Promise.all([
      t.app.jobs.tick(),
      ...tokens.slice(5).map((token, i) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/stock/${pack.id}/1`, headers: { 'access-token': token }, payload: { quantity: 100 + i, reason: `Edit ${i}` } })),
    ]);
    await t.app.jobs.tick();
    const log = await t.db.database.db.select().from(stockMovements).where(eq(stockMovements.packageId, pack.id)).orderBy(stockMovements.id);
    const chain = log.slice(1);
    expect(chain[0]!.before).toBe(base);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before).toBe(chain[i - 1]!.after);
    expect(chain.at(-1)!.after).toBe(await units());
    // At most one import found the count it was confirmed with; each applied one wrote a movement from that count.
    const { rows } = (await t.db.database.db.execute(
      sql`SELECT i.id, i.state, r.outcome, r.expected, r.current FROM stock_imports i JOIN stock_import_rows r ON r.import_id = i.id WHERE i.id IN (${sql.join(imports.map((id) => sql`${id}`), sql`, `)}) ORDER BY i.id`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.state === 'done')).toBe(true);
    const applied = rows.filter((r) => r.outcome === 'applied');
    expect(applied.length).toBeLessThanOrEqual(1);
    for (const r of rows.filter((x) => x.outcome === 'conflict')) expect(r.current).not.toBe(r.expected);
    const importMoves = log.filter((m) => m.source === 'import' && m.id > log[0]!.id);
    expect(importMoves).toHaveLength(applied.length);
    for (const m of importMoves) expect(m.before).toBe(base);
  });
});
