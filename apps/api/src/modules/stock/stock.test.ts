/**
 * Issue 18 part 3 (decision 035): stock in the back office. Each API is refused to customers and to operators without
 * the stock role; edits are logged as movements and audited; a CSV import previews without changing anything and then
 * applies exactly its good rows; "notify me" is sent once when a pack is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { LOW_STOCK_UNITS } from '@nirog/shared/catalog';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { createStockService } from './stock.service.ts';

let t: TestApp;
let admin: { token: string; id: number };
let stockOp: { token: string; id: number };
let catalogOp: string;
let customer: { token: string; id: number; mobile: string };
type Row = Record<string, unknown>;
const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url: `/api${url}`, headers: { 'access-token': token }, payload: payload as object });

/** Packs with their SKU: one with stock in warehouse 1, one out of stock everywhere, and a spare one. */
let inStock: { id: number; sku: string; qty: number };
let outOfStock: { id: number; sku: string };
let spare: { id: number; sku: string };
const units = async (packageId: number, warehouseId: number) =>
  Number((await q(sql`SELECT coalesce((SELECT quantity FROM inventory WHERE package_id = ${packageId} AND warehouse_id = ${warehouseId}), 0) AS n`))[0]!.n);
const movementCount = async () => Number((await q(sql`SELECT count(*)::int AS n FROM stock_movements`))[0]!.n);
const snapshot = async () => JSON.stringify(await q(sql`SELECT package_id, warehouse_id, quantity FROM inventory ORDER BY 1, 2`));

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  await seedDemoCatalog(t.db.database);
  const db = t.db.database.db;
  const a = await signUp(t, '9450000001');
  await makeOperator(db, a.user.id, ['admin']);
  admin = { token: a.token, id: a.user.id };
  const s = await signUp(t, '9450000002');
  await makeOperator(db, s.user.id, ['stock']);
  stockOp = { token: s.token, id: s.user.id };
  const c = await signUp(t, '9450000003');
  await makeOperator(db, c.user.id, ['catalog']);
  catalogOp = c.token;
  const b = await signUp(t, '9450000004');
  customer = { token: b.token, id: b.user.id, mobile: '9450000004' };

  const [p1] = await q(sql`SELECT k.id, k.sku, i.quantity FROM packages k JOIN inventory i ON i.package_id = k.id AND i.warehouse_id = 1 WHERE i.quantity > ${LOW_STOCK_UNITS} AND k.active ORDER BY k.id LIMIT 1`);
  inStock = { id: Number(p1!.id), sku: String(p1!.sku), qty: Number(p1!.quantity) };
  const [p2] = await q(sql`SELECT k.id, k.sku FROM packages k WHERE k.active AND coalesce((SELECT sum(quantity) FROM inventory i WHERE i.package_id = k.id), 0) = 0 ORDER BY k.id LIMIT 1`);
  outOfStock = { id: Number(p2!.id), sku: String(p2!.sku) };
  const [p3] = await q(sql`SELECT k.id, k.sku FROM packages k WHERE k.active AND k.id NOT IN (${inStock.id}, ${outOfStock.id}) ORDER BY k.id DESC LIMIT 1`);
  spare = { id: Number(p3!.id), sku: String(p3!.sku) };
}, 120_000);
afterAll(async () => t?.close());

describe('who may use the stock APIs (decision 032)', () => {
  const apis = () => [
    { method: 'GET' as const, url: '/v1/admin/stock' },
    { method: 'GET' as const, url: '/v1/admin/stock/warehouses' },
    { method: 'GET' as const, url: '/v1/admin/stock/movements' },
    { method: 'PUT' as const, url: `/v1/admin/stock/${spare.id}/2`, body: { quantity: 7, reason: 'Role matrix check' } },
    { method: 'POST' as const, url: '/v1/admin/stock/import', body: { csv: `sku,warehouse,quantity\n${spare.sku},2,7`, dryRun: true } },
  ];
  it('a customer gets 403, an operator without the stock role 403 roleRequired; the stock role and admin get through', async () => {
    for (const api of apis()) {
      expect((await call(customer.token, api.method, api.url, api.body)).statusCode, api.url).toBe(403);
      const refused = await call(catalogOp, api.method, api.url, api.body);
      expect(refused.statusCode, api.url).toBe(403);
      expect(json(refused).message.error).toBe(msg('error.roleRequired'));
      expect((await call(stockOp.token, api.method, api.url, api.body)).statusCode, api.url).toBe(200);
      expect((await call(admin.token, api.method, api.url, api.body)).statusCode, api.url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/stock' })).statusCode).toBe(401);
  });
});

describe('the stock list', () => {
  it('finds a pack by SKU in every active warehouse, and filters by warehouse and level', async () => {
    const all = json(await call(stockOp.token, 'GET', `/v1/admin/stock?q=${encodeURIComponent(inStock.sku)}`)).entity;
    expect(all.items.map((r: Row) => r.warehouseId)).toEqual([1, 2]);
    expect(all.items[0]).toMatchObject({ packageId: inStock.id, sku: inStock.sku, quantity: inStock.qty });
    const one = json(await call(stockOp.token, 'GET', `/v1/admin/stock?q=${encodeURIComponent(inStock.sku)}&warehouseId=1`)).entity;
    expect(one.total).toBe(1);
    const out = json(await call(stockOp.token, 'GET', '/v1/admin/stock?level=out&limit=100')).entity;
    expect(out.total).toBeGreaterThan(0);
    expect(out.items.every((r: Row) => r.quantity === 0)).toBe(true);
    const low = json(await call(stockOp.token, 'GET', '/v1/admin/stock?level=low&sort=quantity&dir=desc&limit=100')).entity;
    expect(low.items.every((r: Row) => Number(r.quantity) <= LOW_STOCK_UNITS)).toBe(true);
    expect(low.total).toBeGreaterThanOrEqual(out.total);
    const sorted = json(await call(stockOp.token, 'GET', '/v1/admin/stock?sort=quantity&dir=desc&limit=5')).entity.items.map((r: Row) => r.quantity);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect((await call(stockOp.token, 'GET', '/v1/admin/stock?level=some')).statusCode).toBe(400);
    expect((await call(stockOp.token, 'GET', '/v1/admin/stock?warehouseId=99999')).statusCode).toBe(400);
  });
});

describe('setting a count', () => {
  it('logs a movement and an audit entry with who and why; a stale expectedQuantity is refused with 409 and changes nothing', async () => {
    const url = `/v1/admin/stock/${inStock.id}/1`;
    const res = await call(stockOp.token, 'PUT', url, { quantity: inStock.qty + 5, reason: 'Shelf count', expectedQuantity: inStock.qty });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity).toMatchObject({ packageId: inStock.id, warehouseId: 1, quantity: inStock.qty + 5 });
    const moves = json(await call(stockOp.token, 'GET', `/v1/admin/stock/movements?packageId=${inStock.id}&warehouseId=1`)).entity;
    expect(moves.items[0]).toMatchObject({ before: inStock.qty, after: inStock.qty + 5, delta: 5, reason: 'Shelf count', source: 'edit', actorId: stockOp.id });
    const audit = json(await call(stockOp.token, 'GET', `/v1/admin/audit?entity=stock&entityId=${inStock.id}:1`)).entity;
    expect(audit.items[0]).toMatchObject({ actorId: stockOp.id, action: 'update', reason: 'Shelf count', changes: [{ field: 'quantity', before: inStock.qty, after: inStock.qty + 5 }] });

    const before = await movementCount();
    const stale = await call(admin.token, 'PUT', url, { quantity: 1, reason: 'Old screen', expectedQuantity: inStock.qty });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message.error).toBe(msg('stock.changedMeanwhile', { quantity: inStock.qty + 5 }));
    expect(await units(inStock.id, 1)).toBe(inStock.qty + 5);
    expect(await movementCount()).toBe(before);
    // The same count again changes nothing and logs nothing.
    expect((await call(stockOp.token, 'PUT', url, { quantity: inStock.qty + 5, reason: 'Recount' })).statusCode).toBe(200);
    expect(await movementCount()).toBe(before);
  });

  it('refuses a bad count, a missing reason, an unknown pack or warehouse', async () => {
    const url = `/v1/admin/stock/${inStock.id}/1`;
    for (const quantity of [-1, 1.5, 1_000_001, '5']) {
      const res = await call(stockOp.token, 'PUT', url, { quantity, reason: 'Shelf count' });
      expect(res.statusCode).toBe(400);
      expect(json(res).message.fields.quantity).toBe(msg('stock.quantityInvalid'));
    }
    expect(json(await call(stockOp.token, 'PUT', url, { quantity: 3, reason: ' ' })).message.fields.reason).toBe(msg('stock.reasonInvalid'));
    expect((await call(stockOp.token, 'PUT', url, { quantity: 3, reason: 'Shelf count', extra: 1 })).statusCode).toBe(400);
    expect((await call(stockOp.token, 'PUT', `/v1/admin/stock/999999/1`, { quantity: 3, reason: 'Shelf count' })).statusCode).toBe(404);
    expect((await call(stockOp.token, 'PUT', `/v1/admin/stock/${inStock.id}/99`, { quantity: 3, reason: 'Shelf count' })).statusCode).toBe(404);
  });

  it('two operators saving over the same count at once: one wins, the other gets 409', async () => {
    const url = `/v1/admin/stock/${spare.id}/1`;
    const seen = await units(spare.id, 1);
    const results = await Promise.all([
      call(stockOp.token, 'PUT', url, { quantity: seen + 1, reason: 'First operator', expectedQuantity: seen }),
      call(admin.token, 'PUT', url, { quantity: seen + 2, reason: 'Second operator', expectedQuantity: seen }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(await units(spare.id, 1)).toBe(json(winner).entity.quantity);
  });
});

describe('CSV import', () => {
  it('a CSV stock import with bad rows changes nothing until confirmed and then exactly the good rows', async () => {
    const w1Before = await units(spare.id, 2);
    const csv = [
      'sku,warehouse,quantity,reason',
      `${spare.sku},2,${w1Before + 11},Delivery from supplier`,
      `${inStock.sku},Delhi warehouse,40,`,
      'NO-SUCH-SKU,1,5,',
      `${spare.sku},Mumbai warehouse,5,`,
      `${inStock.sku},2,-3,`,
      `${inStock.sku},2,2.5,`,
      `${outOfStock.sku},1,4,`,
      `${outOfStock.sku},1,6,`,
    ].join('\n');
    const state = await snapshot();
    const moves = await movementCount();

    const preview = await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: true, reason: 'Monthly count' });
    expect(preview.statusCode).toBe(200);
    const p = json(preview).entity;
    expect(p).toMatchObject({ dryRun: true, total: 8, good: 2, bad: 6, changes: 2, importId: null });
    expect(p.rows[0]).toMatchObject({ line: 2, packageId: spare.id, warehouseId: 2, before: w1Before, after: w1Before + 11, reason: 'Delivery from supplier', error: null });
    expect(p.rows[1]).toMatchObject({ line: 3, packageId: inStock.id, warehouseId: 1, warehouseName: 'Delhi warehouse', after: 40, reason: 'Monthly count', error: null });
    expect(p.rows.slice(2).map((r: Row) => r.error)).toEqual([
      msg('stock.import.unknownSku'),
      msg('stock.import.unknownWarehouse'),
      msg('stock.import.badQuantity'),
      msg('stock.import.badQuantity'),
      msg('stock.import.duplicate', { lines: '8, 9' }),
      msg('stock.import.duplicate', { lines: '8, 9' }),
    ]);
    // Nothing changed by the preview.
    expect(await snapshot()).toBe(state);
    expect(await movementCount()).toBe(moves);

    const applied = await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: false, reason: 'Monthly count', token: p.token });
    expect(applied.statusCode).toBe(200);
    const { importId } = json(applied).entity;
    expect(json(applied).entity).toMatchObject({ dryRun: false, good: 2, bad: 6, changes: 2 });
    expect(json(applied).message).toBe(msg('stock.import.queued', { count: 2 }));
    // Confirmed, queued, not applied yet: the job applies it.
    expect(json(await call(stockOp.token, 'GET', `/v1/admin/stock/imports/${importId}`)).entity).toMatchObject({ state: 'queued', total: 2, done: 0, applied: 0, bad: 6, fileRows: 8 });
    expect(await snapshot()).toBe(state);
    await t.app.jobs.tick();
    const status = json(await call(stockOp.token, 'GET', `/v1/admin/stock/imports/${importId}`)).entity;
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, applied: 2, conflicts: 0, error: null, actorId: stockOp.id });
    expect(status.problems.map((r: Row) => [r.line, r.outcome])).toEqual([[4, 'error'], [5, 'error'], [6, 'error'], [7, 'error'], [8, 'error'], [9, 'error']]);
    expect(status.problems[0].note).toBe(msg('stock.import.unknownSku'));
    expect(await units(spare.id, 2)).toBe(w1Before + 11);
    expect(await units(inStock.id, 1)).toBe(40);
    expect(await units(outOfStock.id, 1)).toBe(0);
    // Exactly the two good rows changed, each with a movement from the import.
    const after = JSON.parse(await snapshot()) as Row[];
    const was = JSON.parse(state) as Row[];
    const changed = after.filter((r) => !was.some((b) => b.package_id === r.package_id && b.warehouse_id === r.warehouse_id && b.quantity === r.quantity));
    expect(changed.map((r) => `${r.package_id}:${r.warehouse_id}`).sort()).toEqual([`${inStock.id}:1`, `${spare.id}:2`].sort());
    expect(await movementCount()).toBe(moves + 2);
    const log = json(await call(stockOp.token, 'GET', '/v1/admin/stock/movements?source=import')).entity;
    expect(log.items.map((m: Row) => m.reason).sort()).toEqual(['Delivery from supplier', 'Monthly count']);
  });

  it('refuses to apply a preview whose stock changed meanwhile, and a file with no good row', async () => {
    const csv = `sku,warehouse,quantity\n${spare.sku},1,33`;
    const p = json(await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: true })).entity;
    await call(admin.token, 'PUT', `/v1/admin/stock/${spare.id}/1`, { quantity: 31, reason: 'Someone else counted' });
    const res = await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: false, token: p.token });
    expect(res.statusCode).toBe(409);
    expect(json(res).message.error).toBe(msg('stock.import.changed'));
    expect(await units(spare.id, 1)).toBe(31);
    const none = await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv: 'sku,warehouse,quantity\nNOPE,1,3', dryRun: false });
    expect(none.statusCode).toBe(422);
    expect(json(none).message.error).toBe(msg('stock.import.nothingToApply'));
  });

  it('says clearly what is wrong with the file itself: no header, no rows, too many rows, too large', async () => {
    const send = (csv: string) => call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: true });
    expect(json(await send('a,b,c\n1,2,3')).message.fields.csv).toBe(msg('stock.import.header'));
    expect(json(await send('sku,warehouse,quantity\n')).message.fields.csv).toBe(msg('stock.import.noRows'));
    const many = await send(`sku,warehouse,quantity\n${Array.from({ length: 5001 }, (_, i) => `S${i},1,1`).join('\n')}`);
    expect(many.statusCode).toBe(413);
    expect(json(many).message.error).toBe(msg('stock.import.tooManyRows', { count: 5001, max: 5000 }));
    const big = await send(`sku,warehouse,quantity,reason\n${Array.from({ length: 3000 }, (_, i) => `S${i},1,1,${'x'.repeat(400)}`).join('\n')}`);
    expect(big.statusCode).toBe(413);
    expect(json(big).message.error).toBe(msg('stock.import.tooLarge'));
  });
});

describe('the import job (decision 040)', () => {
  /** Five packs no other test here touches, and a file setting each in warehouse 2 (lines 2-6). */
  let fiveUsed = 0;
  const fivePacks = async () => {
    const rows = await q(sql`SELECT id, sku FROM packages WHERE active AND id NOT IN (${inStock.id}, ${outOfStock.id}, ${spare.id}) ORDER BY id LIMIT 5 OFFSET ${fiveUsed}`);
    fiveUsed += 5;
    return rows.map((r) => ({ id: Number(r.id), sku: String(r.sku) }));
  };
  const fileOf = (packs: Array<{ sku: string }>, base: number) => ['sku,warehouse,quantity,reason', ...packs.map((p, i) => `${p.sku},2,${base + i},Job test`)].join('\n');
  const confirm = async (csv: string, token = stockOp.token) => {
    const preview = json(await call(token, 'POST', '/v1/admin/stock/import', { csv, dryRun: true })).entity;
    const res = await call(token, 'POST', '/v1/admin/stock/import', { csv, dryRun: false, token: preview.token });
    expect(res.statusCode).toBe(200);
    return json(res).entity.importId as number;
  };
  const statusOf = async (id: number, token = stockOp.token) => json(await call(token, 'GET', `/v1/admin/stock/imports/${id}`)).entity;
  /** The same service as the app's, applying 2 rows per batch, so a file of 5 rows takes three batches. */
  const smallBatches = () => createStockService({ db: t.db.database.db, jobs: t.app.jobs, notify: t.app.notify, log: t.app.log, importBatchSize: 2 });

  it('goes from queued to done in batches; a row whose count changed after the preview is not applied but reported', async () => {
    const packs = await fivePacks();
    const id = await confirm(fileOf(packs, 901));
    expect(await statusOf(id)).toMatchObject({ state: 'queued', total: 5, done: 0, applied: 0 });
    // Someone counts the third pack between the confirmation and the job.
    expect((await call(admin.token, 'PUT', `/v1/admin/stock/${packs[2]!.id}/2`, { quantity: 44, reason: 'Counted meanwhile' })).statusCode).toBe(200);
    const moves = await movementCount();
    await smallBatches().applyImportBatches(id);
    const status = await statusOf(id);
    expect(status).toMatchObject({ state: 'done', total: 5, done: 5, applied: 4, conflicts: 1, error: null });
    expect(status.finishedAt).not.toBeNull();
    expect(status.problems).toEqual([
      { line: 4, sku: packs[2]!.sku, warehouse: '2', outcome: 'conflict', expected: expect.any(Number), after: 903, current: 44, note: msg('stock.import.rowChanged', { quantity: 44 }) },
    ]);
    expect(await units(packs[2]!.id, 2)).toBe(44);
    for (const i of [0, 1, 3, 4]) expect(await units(packs[i]!.id, 2)).toBe(901 + i);
    expect(await movementCount()).toBe(moves + 4);
    const audit = json(await call(stockOp.token, 'GET', `/v1/admin/audit?entity=stock&entityId=${packs[4]!.id}:2`)).entity;
    expect(audit.items[0]).toMatchObject({ actorId: stockOp.id, action: 'import', reason: 'Job test', changes: [{ field: 'quantity', after: 905 }] });
    // The queued job finds nothing left to do.
    await t.app.jobs.tick();
    expect(await statusOf(id)).toMatchObject({ state: 'done', applied: 4 });
    expect(await movementCount()).toBe(moves + 4);
  });

  it('a failing batch stops the import as failed; the batches before it stay applied and are counted exactly; a retry carries on', async () => {
    const packs = await fivePacks();
    const before = await Promise.all(packs.map((p) => units(p.id, 2)));
    const id = await confirm(fileOf(packs, 801));
    // The second batch (lines 4 and 5) fails on its second row, as a full disk or a lost connection would.
    await t.db.database.db.execute(sql.raw(`CREATE FUNCTION test_fail_pack() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.package_id = ${packs[3]!.id} THEN RAISE EXCEPTION 'test: the disk is full'; END IF; RETURN NEW; END $$`));
    await t.db.database.db.execute(sql.raw('CREATE TRIGGER test_fail_pack BEFORE INSERT OR UPDATE ON inventory FOR EACH ROW EXECUTE FUNCTION test_fail_pack()'));
    const moves = await movementCount();
    try {
      await expect(smallBatches().applyImportBatches(id)).rejects.toThrow();
    } finally {
      await t.db.database.db.execute(sql.raw('DROP TRIGGER test_fail_pack ON inventory'));
      await t.db.database.db.execute(sql.raw('DROP FUNCTION test_fail_pack()'));
    }
    const failed = await statusOf(id);
    expect(failed).toMatchObject({ state: 'failed', total: 5, done: 2, applied: 2, conflicts: 0, error: 'test: the disk is full' });
    // Exactly the first batch is applied, with its movements; the failed batch rolled back whole (line 4 too).
    expect(await units(packs[0]!.id, 2)).toBe(801);
    expect(await units(packs[1]!.id, 2)).toBe(802);
    for (const i of [2, 3, 4]) expect(await units(packs[i]!.id, 2)).toBe(before[i]);
    expect(await movementCount()).toBe(moves + 2);

    // Run again (the job queued at the confirmation): the rows left are applied, the first two not twice.
    await t.app.jobs.tick();
    expect(await statusOf(id)).toMatchObject({ state: 'done', done: 5, applied: 5, error: null });
    for (const i of [0, 1, 2, 3, 4]) expect(await units(packs[i]!.id, 2)).toBe(801 + i);
    expect(await movementCount()).toBe(moves + 5);
  });

  it('is read by the operator who made it and by the stock role; other operators and customers get nothing', async () => {
    const packs = await fivePacks();
    const id = await confirm(fileOf(packs.slice(0, 1), 701));
    expect((await call(stockOp.token, 'GET', `/v1/admin/stock/imports/${id}`)).statusCode).toBe(200);
    expect((await call(admin.token, 'GET', `/v1/admin/stock/imports/${id}`)).statusCode).toBe(200);
    const other = await signUp(t, '9450000005');
    await makeOperator(t.db.database.db, other.user.id, ['stock']);
    expect((await call(other.token, 'GET', `/v1/admin/stock/imports/${id}`)).statusCode).toBe(200);
    const refused = await call(catalogOp, 'GET', `/v1/admin/stock/imports/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message.error).toBe(msg('error.notFound'));
    expect((await call(customer.token, 'GET', `/v1/admin/stock/imports/${id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/stock/imports/${id}` })).statusCode).toBe(401);
    expect((await call(stockOp.token, 'GET', '/v1/admin/stock/imports/999999')).statusCode).toBe(404);
    // Its maker keeps sight of it after losing the stock role, and of no one else's.
    const maker = await signUp(t, '9450000006');
    await makeOperator(t.db.database.db, maker.user.id, ['stock']);
    const own = await confirm(fileOf(packs.slice(1, 2), 711), maker.token);
    await makeOperator(t.db.database.db, maker.user.id, ['catalog']);
    expect((await call(maker.token, 'GET', `/v1/admin/stock/imports/${own}`)).statusCode).toBe(200);
    expect((await call(maker.token, 'GET', `/v1/admin/stock/imports/${id}`)).statusCode).toBe(404);
    await t.app.jobs.tick();
  });
});

describe('notify me (back in stock)', () => {
  it('is sent once when a pack comes back from 0, and marked notified', async () => {
    const pack = outOfStock.id;
    expect(await units(pack, 1)).toBe(0);
    expect((await call(customer.token, 'POST', '/v1/stock-alerts', { packageId: pack })).statusCode).toBe(201);
    const sent = () => t.sms.sent.filter((m) => m.to === customer.mobile && m.template === 'back_in_stock');

    // Back in stock by an import; a later edit (5 → 8) is not a return from 0.
    const csv = `sku,warehouse,quantity\n${outOfStock.sku},2,5`;
    expect((await call(stockOp.token, 'POST', '/v1/admin/stock/import', { csv, dryRun: false })).statusCode).toBe(200);
    await t.app.jobs.tick();
    expect(await units(pack, 2)).toBe(5);
    expect((await call(stockOp.token, 'PUT', `/v1/admin/stock/${pack}/2`, { quantity: 8, reason: 'Recount' })).statusCode).toBe(200);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toContain('is back in stock');
    const [alert] = await q(sql`SELECT notified_at FROM stock_alerts WHERE user_id = ${customer.id} AND package_id = ${pack}`);
    expect(alert!.notified_at).not.toBeNull();
    expect(json(await call(customer.token, 'GET', '/v1/stock-alerts')).entity.total).toBe(0);

    // Out again and back again: the request was answered, so nothing more is sent.
    await call(stockOp.token, 'PUT', `/v1/admin/stock/${pack}/2`, { quantity: 0, reason: 'Damaged' });
    await call(stockOp.token, 'PUT', `/v1/admin/stock/${pack}/1`, { quantity: 2, reason: 'Found two' });
    await t.app.jobs.tick();
    expect(sent()).toHaveLength(1);
  });
});
