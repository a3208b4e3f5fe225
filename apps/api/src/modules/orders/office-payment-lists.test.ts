/**
 * Decision 040: the payments page's lists and the job queue's list take the back office's list query (search, sort,
 * direction, skip/limit) and answer a page with its total: NEFT transfers to confirm (search an order number or UTR;
 * sort by reported or amount), refunds not yet made (search an order number or buyer; filter by destination; sort by
 * created or amount) and jobs (status, name, search a name or key; sort by updated, created or due time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { eq } from 'drizzle-orm';
import { neftPayments, orders, refunds } from './orders.tables.ts';

let t: TestApp;
let finance: string;
let support: string;
let admin: string;
type Row = Record<string, unknown>;
const get = async (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'access-token': token } });
const page = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).entity as { items: Row[]; total: number };
};

/** Orders (consultation fees: no address) of two buyers, each with a reported NEFT transfer and a pending refund, made directly: only the lists are under test. */
beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const db = t.db.database.db;
  const f = await signUp(t, '9470000001');
  await makeOperator(db, f.user.id, ['finance']);
  finance = f.token;
  const s = await signUp(t, '9470000002');
  await makeOperator(db, s.user.id, ['support']);
  support = s.token;
  const a = await signUp(t, '9470000003');
  await makeOperator(db, a.user.id, ['admin']);
  admin = a.token;
  const buyers = [await signUp(t, '9470000011'), await signUp(t, '9470000012')];
  await db.update(users).set({ fullName: 'Kamala Devi' }).where(eq(users.id, buyers[0]!.user.id));
  await db.update(users).set({ fullName: 'Ravi Menon' }).where(eq(users.id, buyers[1]!.user.id));
  const made = [
    { n: 'NR-LIST-0001', buyer: 0, total: 50_000, utr: 'SBIN000000000001', refund: 'original', refundPaise: 12_000 },
    { n: 'NR-LIST-0002', buyer: 1, total: 90_000, utr: 'HDFC000000000002', refund: 'nirog_money', refundPaise: 3_000 },
    { n: 'NR-LIST-0003', buyer: 0, total: 20_000, utr: 'ICIC000000000003', refund: 'nirog_money', refundPaise: 40_000 },
  ];
  for (const [i, m] of made.entries()) {
    const userId = buyers[m.buyer]!.user.id;
    const [o] = await db
      .insert(orders)
      .values({ orderNumber: m.n, hashedId: `list-test-${i}`, userId, orderType: 4, status: 'placed', paymentMethod: 2, paymentStatus: 'due', idempotencyKey: `list-test-${i}`, requestHash: 'x'.repeat(64), mrpTotalPaise: m.total, itemsTotalPaise: m.total, taxablePaise: m.total, totalPaise: m.total, createdAt: new Date(Date.now() - (3 - i) * 60_000) })
      .returning({ id: orders.id });
    await db.insert(neftPayments).values({ orderId: o!.id, userId, utr: m.utr, amountPaise: m.total, paidOn: '2026-11-20', createdAt: new Date(Date.now() - (3 - i) * 60_000) });
    await db.insert(refunds).values({ orderId: o!.id, destination: m.refund, amountPaise: m.refundPaise, idempotencyKey: `list-test-refund-${i}`, createdAt: new Date(Date.now() - (3 - i) * 60_000) });
  }
}, 120_000);
afterAll(async () => t?.close());

describe('NEFT transfers to confirm', () => {
  it('pages, searches an order number or UTR, and sorts by reported or amount', async () => {
    const all = await page(finance, '/v1/admin/neft');
    expect(all.total).toBe(3);
    expect(all.items.map((n) => n.orderNumber)).toEqual(['NR-LIST-0001', 'NR-LIST-0002', 'NR-LIST-0003']);
    expect((await page(finance, '/v1/admin/neft?q=list-0002')).items.map((n) => n.orderNumber)).toEqual(['NR-LIST-0002']);
    expect((await page(finance, '/v1/admin/neft?q=icic')).items.map((n) => n.utr)).toEqual(['ICIC000000000003']);
    expect((await page(finance, '/v1/admin/neft?sort=amount&dir=desc')).items.map((n) => n.amountPaise)).toEqual([90_000, 50_000, 20_000]);
    expect((await page(finance, '/v1/admin/neft?sort=reported&dir=desc')).items.map((n) => n.orderNumber)).toEqual(['NR-LIST-0003', 'NR-LIST-0002', 'NR-LIST-0001']);
    const second = await page(finance, '/v1/admin/neft?skip=1&limit=1');
    expect(second).toMatchObject({ total: 3, items: [{ orderNumber: 'NR-LIST-0002' }] });
    expect((await get(finance, '/v1/admin/neft?sort=utr')).statusCode).toBe(400);
    const refused = await get(support, '/v1/admin/neft');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message.error).toBe(msg('error.roleRequired'));
  });
});

describe('refunds not yet made', () => {
  it('pages, searches an order number or buyer, filters by destination, and sorts by created or amount', async () => {
    const all = await page(finance, '/v1/admin/refunds');
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.orderNumber)).toEqual(['NR-LIST-0001', 'NR-LIST-0002', 'NR-LIST-0003']);
    expect(all.items[0]).toMatchObject({ buyerName: 'Kamala Devi', destination: 'original', amountPaise: 12_000, accepted: false });
    expect((await page(finance, '/v1/admin/refunds?q=ravi')).items.map((r) => r.orderNumber)).toEqual(['NR-LIST-0002']);
    expect((await page(finance, '/v1/admin/refunds?q=NR-LIST-0003')).total).toBe(1);
    const wallet = await page(finance, '/v1/admin/refunds?destination=nirog_money');
    expect(wallet.items.map((r) => r.orderNumber)).toEqual(['NR-LIST-0002', 'NR-LIST-0003']);
    expect((await page(finance, '/v1/admin/refunds?destination=nirog_money&q=kamala')).items.map((r) => r.orderNumber)).toEqual(['NR-LIST-0003']);
    expect((await page(finance, '/v1/admin/refunds?sort=amount&dir=desc')).items.map((r) => r.amountPaise)).toEqual([40_000, 12_000, 3_000]);
    expect((await page(finance, '/v1/admin/refunds?sort=amount&dir=asc&skip=2&limit=5')).items.map((r) => r.amountPaise)).toEqual([40_000]);
    expect((await get(finance, '/v1/admin/refunds?destination=bank')).statusCode).toBe(400);
    expect((await get(support, '/v1/admin/refunds')).statusCode).toBe(403);
  });
});

describe('the job queue list', () => {
  it('filters by status and name, searches a name or key, sorts by updated, created or due time, and pages', async () => {
    const db = t.db.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 10, minutes));
    await db.insert(jobs).values([
      { name: 'list-test.alpha', key: 'list-test:a1', status: 'failed', runAt: at(1), createdAt: at(1), updatedAt: at(30), lastError: 'boom' },
      { name: 'list-test.alpha', key: 'list-test:a2', status: 'done', runAt: at(2), createdAt: at(2), updatedAt: at(20) },
      { name: 'list-test.beta', key: 'list-test:b1', status: 'failed', runAt: at(3), createdAt: at(3), updatedAt: at(10), lastError: 'bang' },
    ]);
    const mine = (q: string) => page(admin, `/v1/admin/jobs?q=list-test${q}`);
    const all = await mine('');
    expect(all.total).toBe(3);
    expect(all.items.map((j) => j.key)).toEqual(['list-test:a1', 'list-test:a2', 'list-test:b1']);
    expect((await mine('&status=failed')).items.map((j) => j.key)).toEqual(['list-test:a1', 'list-test:b1']);
    expect((await page(admin, '/v1/admin/jobs?name=list-test.alpha')).items.map((j) => j.key)).toEqual(['list-test:a1', 'list-test:a2']);
    expect((await page(admin, '/v1/admin/jobs?q=test:b')).items.map((j) => j.key)).toEqual(['list-test:b1']);
    expect((await mine('&sort=run&dir=asc')).items.map((j) => j.key)).toEqual(['list-test:a1', 'list-test:a2', 'list-test:b1']);
    expect((await mine('&sort=created&dir=desc')).items.map((j) => j.key)).toEqual(['list-test:b1', 'list-test:a2', 'list-test:a1']);
    expect(await mine('&skip=1&limit=1')).toMatchObject({ total: 3, items: [{ key: 'list-test:a2' }] });
    expect((await get(admin, '/v1/admin/jobs?status=lost')).statusCode).toBe(400);
    expect((await get(admin, '/v1/admin/jobs?sort=name')).statusCode).toBe(400);
    expect((await get(finance, '/v1/admin/jobs')).statusCode).toBe(403);
  });
});
