/**
 * Issue 13, item 11 (DPDP): download my data (JSON and PDF, only mine) and delete my account with an OTP of its own
 * purpose; legally kept records stay, detached; every session ends; the number can sign up again.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, signUp } from '../../test-support/test-app.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { users } from '../identity/identity.tables.ts';
import { createOrderKit, type Buyer, type OrderKit } from '../orders/order-test-kit.ts';
import { createWalletService } from '../wallet/wallet.service.ts';

let k: OrderKit;
beforeAll(async () => {
  k = await createOrderKit('92');
});
afterAll(async () => k?.t.close());

async function placeCod(b: Buyer) {
  await b.add(k.pack, 1);
  const res = await b.order(1);
  expect(res.statusCode, res.body).toBe(201);
  return json(res).entity.order as { id: number; orderNumber: string };
}

describe('download my data', () => {
  it('JSON and PDF of my profile, addresses, orders and nirog money; nothing of anyone else', async () => {
    const me = await k.buyer();
    const other = await k.buyer();
    const mine = await placeCod(me);
    const theirs = await placeCod(other);
    const res = await me.call('GET', '/api/v1/users/me/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nirog-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json(res).entity;
    expect(data.profile).toMatchObject({ id: me.id, mobileNumber: me.user.mobileNumber });
    expect(data.addresses.map((a: { id: number }) => a.id)).toEqual([me.addressId]);
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([mine.orderNumber]);
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.orders[0]).not.toHaveProperty('idempotencyKey');
    expect(data.wallet.transactions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(theirs.orderNumber);
    expect(JSON.stringify(data)).not.toContain(other.user.mobileNumber);

    const pdf = await me.call('GET', '/api/v1/users/me/data.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Your data on Nirog');
    expect(text).toContain(mine.orderNumber);
    expect(text).toContain('Lajpat Nagar');
    expect(text).not.toContain(theirs.orderNumber);
    // In Hindi for a Hindi reader (decision 020), in a font that has Devanagari.
    const inHindi = await me.call('GET', '/api/v1/users/me/data.pdf', undefined, { cookie: 'lang=hi' });
    const hindi = (await pdfText(inHindi.rawPayload)).text;
    expect(hindi).toContain('Nirog पर आपका डेटा');
    expect(hindi).toContain(mine.orderNumber);
    expect(inHindi.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect((await k.t.app.inject({ method: 'GET', url: '/api/v1/users/me/data' })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the deletion OTP (not a login code, not a wrong one); refuses while an order is open', async () => {
    const me = await k.buyer();
    const order = await placeCod(me);
    const refused = await me.call('POST', '/api/v1/users/me/deletion/otp');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message.error).toMatch(/^You have an order that is still on its way/);
    expect((await me.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Changed my mind' })).statusCode).toBe(200);

    // A login code for the same number does not confirm a deletion.
    await k.t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: me.user.mobileNumber } });
    const loginCode = k.t.sms.lastOtp(me.user.mobileNumber);
    expect((await me.call('POST', '/api/v1/users/me/deletion', { otp: loginCode })).statusCode).toBe(400);
    expect((await me.call('POST', '/api/v1/users/me/deletion/otp')).statusCode).toBe(200);
    const code = k.t.sms.lastOtp(me.user.mobileNumber);
    expect(k.t.sms.sent.at(-1)!.body).toMatch(/to DELETE your Nirog account/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await me.call('POST', '/api/v1/users/me/deletion', { otp: wrong })).statusCode).toBe(400);
    const [still] = await k.t.db.database.db.select().from(users).where(eq(users.id, me.id));
    expect(still).toMatchObject({ status: 1, mobileNumber: me.user.mobileNumber });
  });

  it('erases the person, keeps the orders and the ledger detached, ends every session; the number signs up afresh', async () => {
    const me = await k.buyer();
    const order = await placeCod(me);
    expect((await me.call('POST', '/api/v1/orders/cancel', { orderId: order.id, reason: 'Changed my mind' })).statusCode).toBe(200);
    // A second session on another device.
    await k.t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: me.user.mobileNumber } });
    const login = await k.t.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: me.user.mobileNumber, otp: k.t.sms.lastOtp(me.user.mobileNumber) } });
    const second = json(login).entity.token as string;

    expect((await me.call('POST', '/api/v1/users/me/deletion/otp')).statusCode).toBe(200);
    const done = await me.call('POST', '/api/v1/users/me/deletion', { otp: k.t.sms.lastOtp(me.user.mobileNumber) });
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe('Your account has been deleted. We are sorry to see you go.');

    for (const token of [me.token, second]) {
      expect((await k.t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } })).statusCode).toBe(401);
    }
    const [row] = await k.t.db.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ status: 2, fullName: 'Deleted user', mobileNumber: '0000000000', email: null });
    const q = (s: ReturnType<typeof sql>) => k.q(s);
    expect((await q(sql`SELECT count(*)::int AS n FROM addresses WHERE user_id = ${me.id}`))[0].n).toBe(0);
    // Kept by law, detached from the person: the order (and its ledger) stays under the anonymous account.
    expect((await q(sql`SELECT user_id, status FROM orders WHERE id = ${order.id}`))[0]).toEqual({ user_id: me.id, status: 'cancelled' });
    expect((await createWalletService(k.t.db.database.db).verifyLedger(me.id)).consistent).toBe(true);

    // The number is free: it signs up as a new person.
    k.t.clock.now = new Date(k.t.clock.now.getTime() + 11 * 60_000);
    const again = await signUp(k.t, me.user.mobileNumber);
    expect(again.user.id).not.toBe(me.id);
    const fresh = json(await k.t.app.inject({ method: 'GET', url: '/api/v1/users/me/data', headers: { 'access-token': again.token } })).entity;
    expect(fresh.orders).toEqual([]);
  });
});
