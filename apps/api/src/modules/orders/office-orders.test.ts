/** The back office's order sheet as a list (issue 18 part 8, decision 033): search, filters and sorts on the server. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test-support/test-app.ts';
import { users } from '../identity/identity.tables.ts';
import { orders } from './orders.tables.ts';
import { createOrderKit, type OrderKit } from './order-test-kit.ts';

let kit: OrderKit;
let op: Awaited<ReturnType<OrderKit['operator']>>;
const placed: Array<{ id: number; number: string; total: number; mobile: string }> = [];
const list = async (query: string) => {
  const res = await op.call('GET', `/api/v1/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as { items: Array<{ id: number; orderNumber: string; totalPaise: number }>; total: number; byStatus: Record<string, number> };
};

beforeAll(async () => {
  kit = await createOrderKit('92');
  op = await kit.operator();
  for (const [name, units] of [['Kamala Devi', 1], ['Suresh Iyer', 3], ['Kamala Devi', 2]] as const) {
    const b = await kit.buyer();
    await kit.t.db.database.db.update(users).set({ fullName: name }).where(eq(users.id, b.id));
    await b.add(kit.pack, units);
    const res = await b.order(1);
    expect(res.statusCode, res.body).toBe(201);
    const o = json(res).entity.order;
    const [row] = await kit.t.db.database.db.select({ total: orders.totalPaise }).from(orders).where(eq(orders.id, o.id));
    placed.push({ id: o.id, number: o.orderNumber, total: row.total, mobile: b.user.mobileNumber });
  }
  // Seeding the catalog and placing orders through the API takes a while on a busy machine.
}, 180_000);
afterAll(async () => kit?.t.close());

describe('GET /v1/admin/orders as a list', () => {
  it('searches by order number, buyer mobile or name', async () => {
    expect((await list(`q=${placed[1].number}`)).items.map((o) => o.id)).toEqual([placed[1].id]);
    expect((await list(`q=${placed[2].mobile}`)).items.map((o) => o.id)).toEqual([placed[2].id]);
    const kamala = await list('q=kamala');
    expect(kamala.total).toBe(2);
    expect(kamala.items.map((o) => o.id)).toEqual([placed[2].id, placed[0].id]);
    // Counts per state stay over all orders.
    expect(kamala.byStatus.placed).toBe(3);
    expect((await list('q=nobody%25')).total).toBe(0);
  });

  it('sorts by total or placed date, newest first by default, and pages', async () => {
    expect((await list('')).items.map((o) => o.id)).toEqual([placed[2].id, placed[1].id, placed[0].id]);
    const byTotal = (await list('sort=total&dir=asc')).items.map((o) => o.totalPaise);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    expect(byTotal).toEqual(placed.map((p) => p.total).sort((a, b) => a - b));
    const page2 = await list('sort=placed&dir=asc&skip=1&limit=1');
    expect(page2).toMatchObject({ total: 3, items: [{ id: placed[1].id }] });
  });

  it('filters by state and refuses an unknown sort', async () => {
    expect((await list('status=placed&q=suresh')).items.map((o) => o.id)).toEqual([placed[1].id]);
    expect((await list('status=shipped')).total).toBe(0);
    expect((await op.call('GET', '/api/v1/admin/orders?sort=buyer')).statusCode).toBe(400);
  });
});
