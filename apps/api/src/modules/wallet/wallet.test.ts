import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WELCOME_NIROG_MONEY_PAISE } from '@nirog/shared/constants';
import { users } from '../identity/identity.tables.ts';
import { createUser } from '../identity/users.service.ts';
import { createOperator } from '../verification/operators.ts';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import { walletEntries, walletTransactions } from './wallet.tables.ts';

let t: TestApp;
let wallet: WalletService;
let seq = 0;
const mobile = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
/** Every user a test touched: the ledger invariants are checked for each after every test. */
const touched = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  wallet = createWalletService(t.db.database.db);
});
afterAll(async () => t?.close());

afterEach(async () => {
  for (const id of touched) {
    const v = await wallet.verifyLedger(id);
    expect(v, `ledger of user ${id}`).toMatchObject({ consistent: true, unbalancedTransactions: [] });
    expect(v.balance).toBe(v.sumOfEntries);
    expect(v.balance).toBeGreaterThanOrEqual(0);
  }
  // Platform-wide: every transaction's entries add up to zero.
  const bad = await t.db.database.db
    .select({ id: walletEntries.transactionId })
    .from(walletEntries)
    .groupBy(walletEntries.transactionId)
    .having(sql`sum(${walletEntries.amountPaise}) <> 0`);
  expect(bad).toEqual([]);
});

async function person(fullName = 'Wallet Person') {
  const { token, user, res } = await signUp(t, mobile(), { fullName });
  touched.add(user.id);
  const h = { 'access-token': token };
  return {
    id: user.id as number,
    signupEntity: json(res).entity,
    get: (qs = '') => t.app.inject({ method: 'GET', url: `/api/v1/nirogmoney${qs}`, headers: h }),
    inject: (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: h, payload }),
  };
}

/** A user with an empty wallet (the welcome reward taken back). */
async function emptyPerson() {
  const p = await person();
  await wallet.debit(p.id, WELCOME_NIROG_MONEY_PAISE, { kind: 'adjustment', description: 'test: empty the wallet' });
  expect(await wallet.balance(p.id)).toBe(0);
  return p;
}

describe('nirog money ledger (issue 6 part 3)', () => {
  it('credits and debits move the balance, and history shows signed amounts with the running balance', async () => {
    const p = await emptyPerson();
    await wallet.credit(p.id, 50_000, { kind: 'cashback', description: 'Cashback on order 1', reference: 'order:1' });
    const d = await wallet.debit(p.id, 12_345, { kind: 'order_spend', description: 'Order 2', reference: 'order:2' });
    expect(d).toMatchObject({ created: true, balancePaise: 37_655 });
    expect(await wallet.balance(p.id)).toBe(37_655);
    const h = await wallet.history(p.id, { skip: 0, limit: 10 });
    expect(h.total).toBe(4);
    expect(h.items.map((i) => [i.kind, i.amountPaise, i.balanceAfter])).toEqual([
      ['order_spend', -12_345, 37_655],
      ['cashback', 50_000, 50_000],
      ['adjustment', -10_000, 0],
      ['welcome', 10_000, 10_000],
    ]);
    const page2 = await wallet.history(p.id, { skip: 2, limit: 1 });
    expect(page2).toMatchObject({ total: 4, items: [{ kind: 'adjustment', balanceAfter: 0 }] });
    // The platform leg of each movement is the matching platform account.
    const legs = await t.db.database.db.select().from(walletEntries).where(eq(walletEntries.transactionId, d.transaction.id));
    expect(legs.map((l) => [l.account, l.amountPaise]).sort()).toEqual([
      ['platform:orders', 12_345],
      [`wallet:${p.id}`, -12_345],
    ]);
  });

  it('never goes negative: a debit beyond the balance is refused with 422 and moves nothing', async () => {
    const p = await person();
    await expect(wallet.debit(p.id, WELCOME_NIROG_MONEY_PAISE + 1, { kind: 'order_spend', description: 'too much' })).rejects.toMatchObject({
      status: 422,
      message: 'Not enough nirog money in your wallet.',
    });
    expect(await wallet.balance(p.id)).toBe(WELCOME_NIROG_MONEY_PAISE);
    // A user without a wallet row at all.
    const u = await createUser(t.db.database.db, { userType: 1, mobileNumber: mobile(), fullName: 'No Wallet', salutation: null });
    touched.add(u.id);
    await expect(wallet.debit(u.id, 1, { kind: 'order_spend', description: 'x' })).rejects.toMatchObject({ status: 422 });
    // The table's own check stands behind the service.
    await expect(t.db.database.db.execute(sql`UPDATE wallets SET balance_paise = -1 WHERE user_id = ${p.id}`)).rejects.toThrow();
  });

  it('refuses amounts that are not positive whole paise', async () => {
    const p = await person();
    for (const bad of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      await expect(wallet.credit(p.id, bad, { kind: 'cashback', description: 'x' }), String(bad)).rejects.toMatchObject({ status: 400 });
      await expect(wallet.debit(p.id, bad, { kind: 'order_spend', description: 'x' }), String(bad)).rejects.toMatchObject({ status: 400 });
    }
    expect(await wallet.balance(p.id)).toBe(WELCOME_NIROG_MONEY_PAISE);
  });

  it('the same idempotency key moves money once, also when the calls race', async () => {
    const p = await person();
    const first = await wallet.credit(p.id, 700, { kind: 'refund', description: 'Refund', idempotencyKey: `refund:${p.id}:a` });
    const again = await wallet.credit(p.id, 700, { kind: 'refund', description: 'Refund', idempotencyKey: `refund:${p.id}:a` });
    expect(again).toMatchObject({ created: false, transaction: { id: first.transaction.id } });
    const raced = await Promise.all(Array.from({ length: 10 }, () => wallet.debit(p.id, 300, { kind: 'order_spend', description: 'Order', idempotencyKey: `spend:${p.id}:o1` })));
    expect(raced.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(raced.map((r) => r.transaction.id)).size).toBe(1);
    expect(await wallet.balance(p.id)).toBe(WELCOME_NIROG_MONEY_PAISE + 700 - 300);
    // A retried spend whose key was used answers with the first transaction even if the balance no longer covers it.
    await wallet.debit(p.id, await wallet.balance(p.id), { kind: 'order_spend', description: 'all', idempotencyKey: `spend:${p.id}:all` });
    await expect(wallet.debit(p.id, 300, { kind: 'order_spend', description: 'Order', idempotencyKey: `spend:${p.id}:o1` })).resolves.toMatchObject({ created: false });
  });

  it('a wallet of ₹500 and 100 parallel ₹100 debits: exactly 5 succeed', async () => {
    const p = await emptyPerson();
    await wallet.credit(p.id, 50_000, { kind: 'cashback', description: 'Five hundred' });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => wallet.debit(p.id, 10_000, { kind: 'order_spend', description: `Order ${i}`, reference: `order:${i}` })),
    );
    const okCount = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(okCount).toBe(5);
    expect(refused).toHaveLength(95);
    for (const e of refused) expect(e).toMatchObject({ status: 422, message: 'Not enough nirog money in your wallet.' });
    expect(await wallet.balance(p.id)).toBe(0);
    const spends = await t.db.database.db.select().from(walletTransactions).where(sql`${walletTransactions.userId} = ${p.id} and ${walletTransactions.kind} = 'order_spend'`);
    expect(spends).toHaveLength(5);
  });

  it('lapsed credits expire: only their unspent remainder, once, first in first out', async () => {
    const p = await emptyPerson();
    const base = new Date('2030-01-01T00:00:00Z');
    const day = 86_400_000;
    const c1 = await wallet.credit(p.id, 10_000, { kind: 'cashback', description: 'Cashback A', expiresAt: new Date(base.getTime() + day) });
    await wallet.debit(p.id, 3_000, { kind: 'order_spend', description: 'Order' });
    await wallet.credit(p.id, 5_000, { kind: 'refund', description: 'Refund, never lapses' });
    const c3 = await wallet.credit(p.id, 2_000, { kind: 'referral', description: 'Referral', expiresAt: new Date(base.getTime() + 10 * day) });
    // Not yet due.
    expect(await wallet.expireDue(base, p.id)).toEqual([]);
    const first = await wallet.expireDue(new Date(base.getTime() + 2 * day), p.id);
    expect(first).toEqual([{ creditId: c1.transaction.id, userId: p.id, amountPaise: 7_000 }]);
    expect(await wallet.balance(p.id)).toBe(7_000);
    // Running again (or on another server) expires nothing more.
    expect(await wallet.expireDue(new Date(base.getTime() + 2 * day), p.id)).toEqual([]);
    await wallet.debit(p.id, 6_000, { kind: 'order_spend', description: 'Order' });
    // Of 7000 the refund (5000) was spent before the referral (2000)... FIFO: the refund came first, so 1000 of the referral is left.
    const second = await wallet.expireDue(new Date(base.getTime() + 11 * day), p.id);
    expect(second).toEqual([{ creditId: c3.transaction.id, userId: p.id, amountPaise: 1_000 }]);
    expect(await wallet.balance(p.id)).toBe(0);
    const h = await wallet.history(p.id, { limit: 2 });
    expect(h.items.map((i) => [i.kind, i.amountPaise])).toEqual([
      ['expiry', -1_000],
      ['order_spend', -6_000],
    ]);
  });

  it('a lapsed credit already spent leaves later credits alone', async () => {
    const p = await emptyPerson();
    const base = new Date('2031-01-01T00:00:00Z');
    await wallet.credit(p.id, 4_000, { kind: 'cashback', description: 'Cashback', expiresAt: base });
    await wallet.debit(p.id, 4_000, { kind: 'order_spend', description: 'Order' });
    expect(await wallet.expireDue(new Date(base.getTime() + 1000), p.id)).toEqual([]);
    await wallet.credit(p.id, 2_500, { kind: 'refund', description: 'Refund' });
    expect(await wallet.expireDue(new Date(base.getTime() + 2000), p.id)).toEqual([]);
    expect(await wallet.balance(p.id)).toBe(2_500);
  });

  it('spendableFor is the balance capped by the order limit', async () => {
    const p = await person();
    expect(await wallet.spendableFor(p.id, { limitPaise: 2_000 })).toBe(2_000);
    expect(await wallet.spendableFor(p.id, { limitPaise: 50_000 })).toBe(WELCOME_NIROG_MONEY_PAISE);
  });
});

describe('welcome reward and the API', () => {
  it('a new sign-up gets ₹100 valid 90 days, exactly once, and the response says so', async () => {
    const p = await person('Meera Nair');
    expect(p.signupEntity.signupReward).toMatchObject({ type: 'money', amountPaise: 10_000 });
    expect(p.signupEntity.signupReward.message).toContain('₹100');
    const res = await p.get();
    expect(res.statusCode).toBe(200);
    const e = json(res).entity;
    expect(e.balancePaise).toBe(10_000);
    expect(e.nirogMoneyLimit).toEqual({ percent: 10, capPaise: 20_000 });
    expect(e.history.total).toBe(1);
    const w = e.history.items[0];
    expect(w).toMatchObject({ kind: 'welcome', amountPaise: 10_000, balanceAfter: 10_000 });
    const days = (Date.parse(w.expiresAt) - Date.parse(w.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    // Granting again (a retry, a second hook) moves nothing.
    const again = await wallet.credit(p.id, 10_000, { kind: 'welcome', description: 'Welcome reward', idempotencyKey: `welcome:${p.id}` });
    expect(again.created).toBe(false);
    expect(await wallet.balance(p.id)).toBe(10_000);
    // The alias answers the same.
    const alias = await p.inject('GET', '/api/nirogmoney');
    expect(json(alias).entity.balancePaise).toBe(10_000);
  });

  it('history pages with skip and limit (default 10, at most 100)', async () => {
    const p = await person();
    for (let i = 0; i < 12; i++) await wallet.credit(p.id, 100 + i, { kind: 'cashback', description: `Cashback ${i}` });
    const first = json(await p.get()).entity.history;
    expect(first).toMatchObject({ total: 13, skip: 0, limit: 10 });
    expect(first.items).toHaveLength(10);
    const last = json(await p.get('?skip=10&limit=10')).entity.history;
    expect(last.items).toHaveLength(3);
    expect(last.items[2]).toMatchObject({ kind: 'welcome', balanceAfter: 10_000 });
    expect(json(await p.get('?limit=1000')).entity.history.limit).toBe(100);
    expect((await p.get('?skip=-1')).statusCode).toBe(400);
  });

  it("needs a session, and nobody reads another user's wallet", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nirogmoney' })).statusCode).toBe(401);
    const a = await person();
    const b = await person();
    await wallet.credit(b.id, 99_900, { kind: 'cashback', description: 'B only' });
    const mine = json(await a.get()).entity;
    expect(mine.balancePaise).toBe(10_000);
    expect(mine.history.items.map((i: { description: string }) => i.description)).not.toContain('B only');
    // There is no user id in the user-facing path; a query parameter is not a way in either.
    expect(json(await a.get(`?userId=${b.id}`)).entity.balancePaise).toBe(10_000);
    expect((await a.inject('GET', `/api/v1/nirogmoney/${b.id}`)).statusCode).toBe(404);
  });

  it('operators adjust a wallet (recorded with who did it); anyone else is refused', async () => {
    const target = await person();
    const nobody = await person();
    const refused = await nobody.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: 5_000, description: 'Goodwill' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/nirogmoney/${target.id}/adjust`, payload: { amountPaise: 5_000, description: 'Goodwill' } })).statusCode).toBe(401);

    const op = await person('Back Office');
    const [row] = await t.db.database.db.select().from(users).where(eq(users.id, op.id));
    await createOperator(t.db.database.db, { mobile: row.mobileNumber, name: 'Back Office' });
    const credit = await op.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: 5_000, description: 'Goodwill for a late delivery' });
    expect(credit.statusCode).toBe(201);
    expect(json(credit).entity.balancePaise).toBe(15_000);
    const [tx] = await t.db.database.db.select().from(walletTransactions).where(eq(walletTransactions.id, json(credit).entity.transactionId));
    expect(tx).toMatchObject({ kind: 'adjustment', createdBy: op.id, userId: target.id });
    const debit = await op.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: -15_000, description: 'Correction' });
    expect(json(debit).entity.balancePaise).toBe(0);
    const tooMuch = await op.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: -1, description: 'Correction' });
    expect(tooMuch.statusCode).toBe(422);
    expect((await op.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: 0, description: 'Nothing' })).statusCode).toBe(400);
    expect((await op.inject('POST', `/api/v1/admin/nirogmoney/${target.id}/adjust`, { amountPaise: 1.5, description: 'Half' })).statusCode).toBe(400);
    expect((await op.inject('POST', `/api/v1/admin/nirogmoney/999999/adjust`, { amountPaise: 100, description: 'Nobody' })).statusCode).toBe(404);
  });
});
