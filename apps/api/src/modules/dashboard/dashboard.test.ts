/**
 * Issue 18 part 9 (decision 038): the dashboard's figures against orders, sign-ups, refunds, verifications, stock and
 * jobs made here, on India days and weeks (Monday first), and each figure only for the roles that own it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { DashboardView } from '@nirog/shared/schemas/dashboard';
import { json, signUp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { inventory, packages } from '../catalog/catalog.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { orders, refunds } from '../orders/orders.tables.ts';
import { createOrderKit, type OrderKit } from '../orders/order-test-kit.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { periodsOf } from './dashboard.service.ts';

// Wednesday 25 November 2026, 12:00 in India (06:30 UTC): the week began on Monday 23 November, 00:00 IST (22 Nov 18:30 UTC).
const NOW = new Date('2026-11-25T06:30:00Z');
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

let kit: OrderKit;
const db = () => kit.t.db.database.db;
const tokens = new Map<string, string>();
const totals: number[] = [];

async function operatorWith(roles: OperatorRole[], mobile: string) {
  const s = await signUp(kit.t, mobile);
  await makeOperator(db(), s.user.id, roles);
  return s.token;
}
const dashboardOf = async (token: string) => {
  const res = await kit.t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { 'access-token': token } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as DashboardView;
};

/** Places a cash-on-delivery order and dates it `at`; returns its id and total. */
async function orderAt(at: string) {
  const b = await kit.buyer();
  expect((await b.add(kit.pack, 1)).statusCode).toBe(200);
  const res = await b.order(1);
  expect(res.statusCode, res.body).toBe(201);
  const id = json(res).entity.order.id as number;
  await db().update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, id));
  const [o] = await db().select({ total: orders.totalPaise }).from(orders).where(eq(orders.id, id));
  return { id, total: o.total, buyer: b };
}

beforeAll(async () => {
  kit = await createOrderKit('93');
  kit.t.clock.now = NOW;
  for (const [name, roles] of Object.entries({ admin: ['admin'], finance: ['finance'], stock: ['stock'], support: ['support'], editor: ['editor'] } as Record<string, OperatorRole[]>)) {
    tokens.set(name, await operatorWith(roles, `94300001${tokens.size}0`));
  }

  // Today (05:30 IST Wednesday), Tuesday 23:59 IST (this week), Sunday 23:59 IST (last week).
  const today = await orderAt('2026-11-25T00:00:00Z');
  const tuesday = await orderAt('2026-11-24T18:29:00Z');
  const sunday = await orderAt('2026-11-22T18:29:00Z');
  totals.push(today.total, tuesday.total, sunday.total);
  // Placed today and then cancelled: an order, but no revenue.
  const cancelled = await orderAt('2026-11-25T01:00:00Z');
  expect((await cancelled.buyer.call('POST', '/api/v1/orders/cancel', { orderId: cancelled.id, reason: 'Ordered by mistake' })).statusCode).toBe(200);
  // An online order waiting for payment, and one cancelled because it was never paid: neither was placed.
  const online = await kit.buyer();
  await online.add(kit.pack, 1);
  const waiting = json(await online.order(2)).entity.order.id as number;
  await online.add(kit.pack, 1);
  const lapsed = json(await online.order(2)).entity.order.id as number;
  await db().update(orders).set({ status: 'cancelled', createdAt: new Date('2026-11-25T02:00:00Z') }).where(eq(orders.id, lapsed));
  await db().update(orders).set({ createdAt: new Date('2026-11-25T02:00:00Z') }).where(eq(orders.id, waiting));

  // Sign-ups: every account so far is old, but two customers and one operator joined this week.
  await db().update(users).set({ createdAt: LONG_AGO });
  const joined = await Promise.all(['9430000201', '9430000202', '9430000203'].map((m) => signUp(kit.t, m)));
  await db().update(users).set({ createdAt: new Date('2026-11-25T05:00:00Z') }).where(eq(users.id, joined[0].user.id));
  await db().update(users).set({ createdAt: new Date('2026-11-23T00:00:00Z') }).where(inArray(users.id, [joined[1].user.id, joined[2].user.id]));
  await makeOperator(db(), joined[2].user.id, ['catalog']);

  // Refunds: processed today and on Monday count; pending and last week's do not.
  await db().insert(refunds).values([
    { orderId: today.id, destination: 'nirog_money', amountPaise: 5_000, status: 'processed', idempotencyKey: 'd1', processedAt: new Date('2026-11-25T04:00:00Z') },
    { orderId: today.id, destination: 'nirog_money', amountPaise: 3_000, status: 'processed', idempotencyKey: 'd2', processedAt: new Date('2026-11-22T19:00:00Z') },
    { orderId: today.id, destination: 'original', amountPaise: 7_000, status: 'pending', idempotencyKey: 'd3' },
    { orderId: sunday.id, destination: 'original', amountPaise: 9_000, status: 'processed', idempotencyKey: 'd4', processedAt: new Date('2026-11-22T18:00:00Z') },
  ]);

  // One practitioner waits for review.
  await db().insert(doctorProfiles).values({ userId: joined[0].user.id, isVerified: 2, createdBy: joined[0].user.id, updatedBy: joined[0].user.id });

  // Stock: all plenty, then two pack × warehouse rows at or below 10 (one at exactly 10), one at 11, one of a pack off sale.
  await db().update(inventory).set({ quantity: 100 });
  const rows = await db().select({ packageId: inventory.packageId, warehouseId: inventory.warehouseId }).from(inventory).orderBy(inventory.packageId, inventory.warehouseId).limit(4);
  const setQty = (i: number, quantity: number) => db().update(inventory).set({ quantity }).where(sql`${inventory.packageId} = ${rows[i].packageId} AND ${inventory.warehouseId} = ${rows[i].warehouseId}`);
  await setQty(0, 10);
  await setQty(1, 0);
  await setQty(2, 11);
  const [off] = await db().select({ id: packages.id }).from(packages).where(sql`${packages.id} NOT IN (${rows[0].packageId}, ${rows[1].packageId}, ${rows[2].packageId})`).limit(1);
  await db().update(packages).set({ active: false }).where(eq(packages.id, off.id));
  await db().update(inventory).set({ quantity: 0 }).where(eq(inventory.packageId, off.id));

  // Jobs: one failed, one done.
  await db().insert(jobs).values([
    { name: 'test.failed', status: 'failed', lastError: 'boom' },
    { name: 'test.done', status: 'done' },
  ]);
  // Seeding the catalog and placing orders through the API takes a while on a busy machine.
}, 180_000);
afterAll(async () => kit?.t.close());

describe('GET /v1/admin/dashboard', () => {
  it('knows India days and weeks that start on Monday', () => {
    expect(periodsOf(NOW)).toMatchObject({ today: '2026-11-25', weekStart: '2026-11-23' });
    // 23:59 IST on a Sunday is still that Sunday, in a week that began six days before.
    expect(periodsOf(new Date('2026-11-29T18:29:00Z'))).toMatchObject({ today: '2026-11-29', weekStart: '2026-11-23' });
    // 00:00 IST on Monday (Sunday 18:30 UTC) starts a new week.
    expect(periodsOf(new Date('2026-11-29T18:30:00Z'))).toMatchObject({ today: '2026-11-30', weekStart: '2026-11-30' });
    const p = periodsOf(NOW);
    expect(p.days).toHaveLength(30);
    expect(p.days.at(-1)).toBe('2026-11-25');
    expect(p.days[0]).toBe('2026-10-27');
  });

  it('gives the admin every figure, counted as decision 038 says', async () => {
    const d = await dashboardOf(tokens.get('admin')!);
    const [today, tuesday] = totals;
    expect(d.today).toBe('2026-11-25');
    expect(d.weekStart).toBe('2026-11-23');
    // Today: the order of this morning and the cancelled one; the week adds Tuesday's.
    expect(d.orders).toEqual({ today: 2, week: 3 });
    expect(d.revenuePaise).toEqual({ today, week: today + tuesday });
    expect(d.refundsPaise).toEqual({ today: 5_000, week: 8_000 });
    expect(d.signUps).toEqual({ today: 1, week: 2 });
    expect(d.verificationsWaiting).toBe(1);
    expect(d.lowStock).toBe(2);
    expect(d.failedJobs).toBe(1);

    expect(d.series).toHaveLength(30);
    const day = (s: string) => d.series.find((x) => x.day === s);
    expect(day('2026-11-25')).toEqual({ day: '2026-11-25', orders: 2, revenuePaise: today, signUps: 1 });
    expect(day('2026-11-24')).toEqual({ day: '2026-11-24', orders: 1, revenuePaise: tuesday, signUps: 0 });
    expect(day('2026-11-22')).toMatchObject({ orders: 1, revenuePaise: totals[2] });
    expect(day('2026-11-23')).toMatchObject({ orders: 0, revenuePaise: 0, signUps: 1 });
  });

  it('shows each role only its own figures', async () => {
    const finance = await dashboardOf(tokens.get('finance')!);
    expect(Object.keys(finance).sort()).toEqual(['refundsPaise', 'revenuePaise', 'series', 'today', 'weekStart']);
    expect(finance.series.at(-1)).toEqual({ day: '2026-11-25', revenuePaise: totals[0] });

    const stock = await dashboardOf(tokens.get('stock')!);
    expect(Object.keys(stock).sort()).toEqual(['lowStock', 'orders', 'series', 'today', 'weekStart']);
    expect(stock.series.at(-1)).toEqual({ day: '2026-11-25', orders: 2 });

    const support = await dashboardOf(tokens.get('support')!);
    expect(Object.keys(support).sort()).toEqual(['orders', 'series', 'signUps', 'today', 'verificationsWaiting', 'weekStart']);
    expect(support.series.at(-1)).toEqual({ day: '2026-11-25', orders: 2, signUps: 1 });

    // An editor owns none of these lists: the days, and nothing else.
    const editor = await dashboardOf(tokens.get('editor')!);
    expect(Object.keys(editor).sort()).toEqual(['series', 'today', 'weekStart']);
    expect(editor.series.at(-1)).toEqual({ day: '2026-11-25' });
  });

  it('refuses a customer and a visitor', async () => {
    const customer = await signUp(kit.t, '9430000299');
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { 'access-token': customer.token } });
    expect(res.statusCode).toBe(403);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
  });
});
