/**
 * Decision 056: free units are taken from stock with the paid ones, so parallel checkouts can never hand out more free
 * units than there are. Meant for PostgreSQL (TEST_DATABASE_URL), where the ten orders really run at once and the
 * conditional stock update decides (PGlite serialises them, and the later carts are simply offered no free unit).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test-support/test-app.ts';
import { createOrderKit, type OrderKit } from '../orders/order-test-kit.ts';

let k: OrderKit;
let free: { id: number; sku: string; name: string };

beforeAll(async () => {
  k = await createOrderKit('92');
  const [f] = await k.q(sql`SELECT k.id, k.sku, p.name FROM packages k JOIN products p ON p.id = k.product_id
    WHERE k.product_id <> (SELECT product_id FROM packages WHERE id = ${k.pack}) AND k.active AND p.active ORDER BY k.id LIMIT 1`);
  free = { id: Number(f.id), sku: String(f.sku), name: String(f.name) };
  const [p] = await k.q(sql`SELECT sku FROM packages WHERE id = ${k.pack}`);
  const op = await k.operator();
  const res = await op.call('POST', '/api/v1/admin/schemes', {
    name: 'Three free units',
    kind: 'bxgy',
    scope: 'product',
    scopeId: null,
    sku: String(p.sku),
    userTypes: [5],
    tiers: [],
    includeRetail: false,
    slabs: null,
    buyQty: 2,
    freeQty: 1,
    freeSku: free.sku,
    startsAt: new Date(k.t.clock.now.getTime() - 60_000).toISOString(),
    endsAt: new Date(k.t.clock.now.getTime() + 86_400_000).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  // Three free units in all, in every warehouse's stock together.
  await k.q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = 1 THEN 3 ELSE 0 END WHERE package_id = ${free.id}`);
}, 120_000);
afterAll(async () => k?.t.close());

describe('free units under parallel checkouts', () => {
  it('10 retailers each earning 1 of the last 3 free units, ordering at once: never more than 3 go out, stock never negative', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => k.buyer(5)));
    for (const b of buyers) expect((await b.add(k.pack, 2)).statusCode).toBe(200);
    const paidBefore = await k.stockOf(k.pack);
    const results = await Promise.all(buyers.map((b) => b.order(1)));
    const placed = results.filter((r) => r.statusCode === 201).map((r) => json(r).entity.order);
    const refused = results.filter((r) => r.statusCode !== 201);
    // A refusal is about stock and nothing else: the conflict naming the free pack when the units went while the order
    // was being written, or the billing's own stock refusal when they had already gone before it started.
    for (const r of refused) {
      if (r.statusCode === 409) expect(json(r).message.error, r.body).toContain(free.name);
      else expect({ status: r.statusCode, error: json(r).message.error }, r.body).toEqual({ status: 422, error: 'Some items are not in stock together at one of our warehouses. Please reduce the quantities.' });
    }
    const freeUnits = placed.flatMap((o) => o.items).filter((i: { free: boolean }) => i.free).reduce((s: number, i: { quantity: number }) => s + i.quantity, 0);
    const left = await k.stockOf(free.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(freeUnits).toBe(3 - left);
    expect(freeUnits).toBeLessThanOrEqual(3);
    expect(await k.stockOf(k.pack)).toBe(paidBefore - 2 * placed.length);
    expect(placed.length + refused.length).toBe(10);
  });
});
