/**
 * Referral and reward points (issue 21 parts 5 and 6, decision 057): paid once when the first order settles, never
 * for a cancelled or returned first order, never to oneself; the points ledger adds up; a redemption never overdraws.
 * The parallel cases run here on PGlite (serialised) and, with TEST_DATABASE_URL, really at once on PostgreSQL.
 */
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test-support/test-app.ts';
import { createOrderKit, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { createWalletService, type WalletService } from '../wallet/wallet.service.ts';
import { walletTransactions } from '../wallet/wallet.tables.ts';
import { createPointsService } from './points.service.ts';
import { createReferralService } from './referral.service.ts';
import { referrals } from './rewards.tables.ts';

let k: OrderKit;
let t: TestApp;
let op: Awaited<ReturnType<OrderKit['operator']>>;
let wallet: WalletService;
const touched = new Set<number>();

beforeAll(async () => {
  k = await createOrderKit('93');
  t = k.t;
  op = await k.operator();
  wallet = createWalletService(t.db.database.db);
}, 120_000);
afterAll(async () => t?.close());

afterEach(async () => {
  const points = createPointsService({ db: t.db.database.db, wallet, notify: t.app.notify });
  for (const id of touched) {
    expect((await wallet.verifyLedger(id)).consistent, `wallet of ${id}`).toBe(true);
    const v = await points.verifyLedger(id);
    expect(v, `points of ${id}`).toMatchObject({ consistent: true });
    expect(v.balance).toBeGreaterThanOrEqual(0);
  }
});

const DAY = 86_400_000;
const move = (orderId: number, body: object) => op.call('POST', `/api/v1/admin/orders/${orderId}/status`, body);

async function deliver(orderId: number) {
  for (const body of [{ to: 'approved' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DLV12345678' }, { to: 'delivered' }]) {
    const res = await move(orderId, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function codOrder(b: Buyer, quantity = 2) {
  expect((await b.add(k.pack, quantity)).statusCode).toBe(200);
  const res = await b.order(1);
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity.order as { id: number; orderNumber: string };
}

/** Runs the settle job's pass `times` times at once, a month after now (every window closed). */
async function settleLater(times = 1) {
  const today = t.clock.now;
  t.clock.now = new Date(today.getTime() + 31 * DAY);
  try {
    return await Promise.all(Array.from({ length: times }, () => t.app.settlement.settleDue()));
  } finally {
    t.clock.now = today;
  }
}

async function referrer() {
  const doctor = await k.buyer(2);
  touched.add(doctor.id);
  const me = json(await doctor.call('GET', '/api/v1/referral')).entity;
  return { doctor, code: me.code as string, link: me.link as string };
}

const referralCredits = async (userId: number) =>
  t.db.database.db.select().from(walletTransactions).where(sql`${walletTransactions.userId} = ${userId} AND ${walletTransactions.kind} = 'referral'`);

describe('referral', () => {
  it('rewards both people exactly once when the first order settles, even when the job runs five times at once', async () => {
    const { doctor, code, link } = await referrer();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(link).toContain(`/sign-up?ref=${code}`);
    // The code is kept: asked again, the same one.
    expect(json(await doctor.call('GET', '/api/v1/referral')).entity.code).toBe(code);
    const friend = await k.buyer(1, { signUp: { referralCode: code.toLowerCase(), fullName: 'Meera Friend' } });
    touched.add(friend.id);
    let history = json(await doctor.call('GET', '/api/v1/referral')).entity;
    expect(history.items).toMatchObject([{ name: 'Meera Friend', state: 'signedUp', rewardPaise: null }]);

    const order = await codOrder(friend);
    expect(json(await doctor.call('GET', '/api/v1/referral')).entity.items[0].state).toBe('ordered');
    await deliver(order.id);
    // Delivered but the return window is still open: nothing yet.
    expect(await t.app.settlement.settleDue()).not.toContain(order.id);
    expect(await referralCredits(doctor.id)).toHaveLength(0);

    const before = { doctor: await wallet.balance(doctor.id), friend: await wallet.balance(friend.id) };
    const runs = await settleLater(5);
    expect(runs.flat().filter((id) => id === order.id)).toHaveLength(1);
    await settleLater(1);
    expect(await wallet.balance(doctor.id)).toBe(before.doctor + 10_000);
    expect(await wallet.balance(friend.id)).toBe(before.friend + 5_000);
    expect(await referralCredits(doctor.id)).toHaveLength(1);
    expect(await referralCredits(friend.id)).toHaveLength(1);
    history = json(await doctor.call('GET', '/api/v1/referral')).entity;
    expect(history.items[0]).toMatchObject({ state: 'rewarded', rewardPaise: 10_000 });
    // Both are told once, in their inbox (module 14, account), however often the job ran.
    const inbox = async (b: Buyer, kind: string) => (json(await b.call('GET', '/api/v1/notification?module=14')).entity.items as Array<{ kind: string; title: string; body: string; link: string }>).filter((n) => n.kind === kind);
    expect(await inbox(doctor, 'referralRewardReferrer')).toMatchObject([
      { title: 'You earned a referral reward', body: 'Meera Friend joined with your link and their first order is complete: ₹100 nirog money is in your wallet.', link: '/referral' },
    ]);
    expect(await inbox(friend, 'referralRewardReferred')).toHaveLength(1);
    // A second order of the friend's pays nobody again.
    const second = await codOrder(friend);
    await deliver(second.id);
    await settleLater(2);
    expect(await referralCredits(doctor.id)).toHaveLength(1);
  });

  it('a returned first order is not eligible, and a later delivered order does not count either', async () => {
    const { doctor, code } = await referrer();
    const friend = await k.buyer(1, { signUp: { referralCode: code } });
    touched.add(friend.id);
    const order = await codOrder(friend, 1);
    await deliver(order.id);
    const ret = json(await friend.call('POST', '/api/v1/orders/return', { orderId: order.id, type: 'fullReturn', reason: 'Wrong medicine sent', refundTo: 'nirog_money' })).entity;
    // A return open: the order does not settle.
    await settleLater();
    expect((await t.db.database.db.select().from(referrals).where(eq(referrals.referredId, friend.id)))[0].status).toBe('pending');
    for (const step of ['approve', 'receive']) expect((await op.call('POST', `/api/v1/admin/returns/${ret.id}/${step}`, {})).statusCode).toBe(200);
    expect((await op.call('POST', '/api/orders/refund', { returnId: ret.id })).statusCode).toBe(200);
    await settleLater();
    const next = await codOrder(friend);
    await deliver(next.id);
    await settleLater();
    expect((await t.db.database.db.select().from(referrals).where(eq(referrals.referredId, friend.id)))[0]).toMatchObject({ status: 'not_eligible', orderId: order.id });
    expect(json(await doctor.call('GET', '/api/v1/referral')).entity.items[0].state).toBe('notEligible');
    expect(await referralCredits(doctor.id)).toHaveLength(0);
    expect(await referralCredits(friend.id)).toHaveLength(0);
  });

  it('a cancelled first order is not eligible: the next settled order pays nothing', async () => {
    const { doctor, code } = await referrer();
    const friend = await k.buyer(1, { signUp: { referralCode: code } });
    touched.add(friend.id);
    const first = await codOrder(friend, 1);
    expect((await friend.call('POST', '/api/v1/orders/cancel', { orderId: first.id, reason: 'Ordered by mistake' })).statusCode).toBe(200);
    expect(json(await doctor.call('GET', '/api/v1/referral')).entity.items[0].state).toBe('notEligible');
    const next = await codOrder(friend);
    await deliver(next.id);
    await settleLater();
    expect((await t.db.database.db.select().from(referrals).where(eq(referrals.referredId, friend.id)))[0].status).toBe('not_eligible');
    expect(await referralCredits(doctor.id)).toHaveLength(0);
  });

  it('no self-referral: not the same account, not the same mobile; an unknown code links nobody', async () => {
    const { doctor, code } = await referrer();
    const service = createReferralService({ db: t.db.database.db, wallet, notify: t.app.notify });
    expect(await service.recordSignUp({ id: doctor.id, mobileNumber: doctor.user.mobileNumber }, code)).toBeNull();
    // Another account on the owner's mobile (an old account closed, the number back): not linked.
    const other = await k.buyer(1, { address: null });
    expect(await service.recordSignUp({ id: other.id, mobileNumber: doctor.user.mobileNumber }, code)).toBeNull();
    const stranger = await k.buyer(1, { address: null, signUp: { referralCode: 'ZZZZZZZZ' } });
    expect(await t.db.database.db.select().from(referrals).where(eq(referrals.referredId, stranger.id))).toHaveLength(0);
    // The database refuses it too.
    await expect(t.db.database.db.insert(referrals).values({ referrerId: doctor.id, referredId: doctor.id, code })).rejects.toThrow();
    expect(json(await doctor.call('GET', '/api/v1/referral')).entity.total).toBe(0);
  });
});

describe('reward points', () => {
  it('a trade buyer earns points on a settled order once, sees them, and redeems them for nirog money', async () => {
    // 1 point per ₹1 of taxable value for doctors; ₹0.50 a point; at least 10 a time.
    const settings = json(await op.call('GET', '/api/v1/admin/rewards/settings')).entity;
    const put = await op.call('PUT', '/api/v1/admin/rewards/settings', { ...settings, updatedAt: undefined, earnPaisePerPoint: { ...settings.earnPaisePerPoint, 2: 100 }, minRedeemPoints: 10 });
    expect(put.statusCode, put.body).toBe(200);
    const bad = await op.call('PUT', '/api/v1/admin/rewards/settings', { ...json(put).entity, updatedAt: undefined, minRedeemPoints: 0 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.fields.minRedeemPoints).toBe('Enter a whole number of points, at least 1.');

    const buyer = await k.buyer(2);
    touched.add(buyer.id);
    const order = await codOrder(buyer, 3);
    const [{ taxable }] = await k.q(sql`SELECT sum(taxable_paise)::int AS taxable FROM order_items WHERE order_id = ${order.id}`);
    await deliver(order.id);
    await settleLater(3);
    await settleLater(1);
    const expected = Math.floor(Number(taxable) / 100);
    const mine = json(await buyer.call('GET', '/api/v1/rewards/points')).entity;
    expect(mine).toMatchObject({ eligible: true, balance: expected, earnPaisePerPoint: 100, minRedeemPoints: 10 });
    expect(mine.history.items).toMatchObject([{ kind: 'earn', points: expected, balanceAfter: expected, description: `Earned on order ${order.orderNumber}` }]);
    const told = json(await buyer.call('GET', '/api/v1/notification?module=14')).entity.items.filter((n: { kind: string }) => n.kind === 'pointsEarned');
    expect(told).toMatchObject([{ title: 'Reward points earned', body: `You earned ${expected} reward points on order ${order.orderNumber}.` }]);
    // Operators see it too; a patient does not earn and cannot redeem.
    expect(json(await op.call('GET', `/api/v1/admin/rewards/points/${buyer.id}`)).entity.balance).toBe(expected);
    const patient = await k.buyer(1, { address: null });
    expect(json(await patient.call('GET', '/api/v1/rewards/points')).entity.eligible).toBe(false);
    expect((await patient.call('POST', '/api/v1/rewards/points/redeem', { points: 10 })).statusCode).toBe(403);
    expect((await buyer.call('POST', '/api/v1/rewards/points/redeem', { points: 9 })).statusCode).toBe(400);

    const walletBefore = await wallet.balance(buyer.id);
    const once = await buyer.call('POST', '/api/v1/rewards/points/redeem', { points: 10, idempotencyKey: 'form-abcdef01' });
    expect(once.statusCode, once.body).toBe(201);
    expect(json(once).message).toBe('10 points redeemed as nirog money.');
    const again = await buyer.call('POST', '/api/v1/rewards/points/redeem', { points: 10, idempotencyKey: 'form-abcdef01' });
    expect(again.statusCode).toBe(200);
    expect(await wallet.balance(buyer.id)).toBe(walletBefore + 10 * settings.pointValuePaise);
    expect(json(await buyer.call('GET', '/api/v1/rewards/points')).entity.balance).toBe(expected - 10);
  });

  it('parallel redemptions never take the balance below zero: exactly as many as it covers succeed', async () => {
    const buyer = await k.buyer(2);
    touched.add(buyer.id);
    const points = createPointsService({ db: t.db.database.db, wallet, notify: t.app.notify });
    // 35 points given by a settled order's hook (a fake settlement of a real order).
    const order = await codOrder(buyer, 1);
    await t.db.database.db.transaction((tx) => points.onSettled(tx, { orderId: order.id, userId: buyer.id, userType: 2, outcome: 'settled', keptTaxablePaise: 3_500, hadReturn: 0, settledAt: new Date() }));
    expect(await points.balance(buyer.id)).toBe(35);
    const results = await Promise.all(Array.from({ length: 12 }, () => buyer.call('POST', '/api/v1/rewards/points/redeem', { points: 10 })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(9);
    expect(json(refused[0]).message.error).toBe('You do not have that many reward points.');
    expect(await points.balance(buyer.id)).toBe(5);
    const credits = await t.db.database.db.select().from(walletTransactions).where(like(walletTransactions.idempotencyKey, 'points:redeem:%'));
    expect(credits.filter((c) => c.userId === buyer.id)).toHaveLength(3);
  });
});
