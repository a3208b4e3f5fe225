/** The guest cart (issue 19 item 2, decision 042): a visitor's cart in a cookie-bound session, merged at login. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '@nirog/shared/cart-rules';
import { createTestApp, json, signUp, type Res, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoCatalog } from '../catalog/catalog.seed.ts';
import { hashGuestToken } from './guest-cart.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `94${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
type Row = Record<string, unknown>;
const q = async (query: ReturnType<typeof sql>) => ((await t.db.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

let packA: number;
let packB: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalog(t.db.database);
  const rows = await q(sql`SELECT i.package_id AS id FROM inventory i JOIN packages k ON k.id = i.package_id WHERE k.max_per_order IS NULL
    GROUP BY i.package_id HAVING sum(i.quantity) >= 20 ORDER BY i.package_id LIMIT 2`);
  packA = Number(rows[0].id);
  packB = Number(rows[1].id);
});
afterAll(async () => t?.close());

/** The guest cookie a response set (its value), or null. */
function guestCookie(res: Res): string | null {
  const c = [res.headers['set-cookie'] ?? []].flat().find((v) => v.startsWith(`${GUEST_CART_COOKIE}=`));
  return c ? c.slice(GUEST_CART_COOKIE.length + 1).split(';')[0] : null;
}

/** A visitor: the first add mints the token; later calls carry it as the web app's in-process client does. */
function visitor() {
  let token: string | null = null;
  const headers = () => (token ? { 'guest-cart': token } : {});
  return {
    get token() {
      return token;
    },
    async add(packageId: number, quantity: number) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/cart', headers: headers(), payload: { packageId, quantity } });
      token ??= guestCookie(res);
      return res;
    },
    view: () => t.app.inject({ method: 'GET', url: '/api/v2/guest-cart', headers: headers() }),
    count: () => t.app.inject({ method: 'GET', url: '/api/v2/guest-cart/count', headers: headers() }),
    del: (packageId: number) => t.app.inject({ method: 'POST', url: `/api/v2/cart/${packageId}/delete`, headers: headers() }),
  };
}

async function login(mobileNumber: string, guestToken: string | null) {
  await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pub/users/login/mobile',
    headers: guestToken ? { cookie: `${GUEST_CART_COOKIE}=${guestToken}` } : {},
    payload: { mobileNumber, otp: t.sms.lastOtp(mobileNumber) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, token: json(res).entity.token as string, user: json(res).entity.user as { id: number } };
}

const userCart = (token: string, userId: number) => t.app.inject({ method: 'GET', url: `/api/v2/cart/${userId}?platform=1`, headers: { 'access-token': token } });
const setStock = (packageId: number, n: number) =>
  q(sql`UPDATE inventory SET quantity = CASE WHEN warehouse_id = (SELECT min(warehouse_id) FROM inventory WHERE package_id = ${packageId}) THEN ${n} ELSE 0 END WHERE package_id = ${packageId}`);

describe('guest cart (decision 042)', () => {
  it('a visitor adds to cart: an httpOnly cookie with a random token, only its hash stored, priced as for visitors', async () => {
    const v = visitor();
    const res = await v.add(packA, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).entity.count).toBe(2);
    const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${GUEST_CART_COOKIE}=`))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await q(sql`SELECT guest_token_hash, expires_at FROM carts WHERE guest_token_hash = ${hashGuestToken(v.token!)}`);
    expect(stored).toHaveLength(1);
    expect(await q(sql`SELECT 1 FROM carts WHERE guest_token_hash = ${v.token}`)).toHaveLength(0);
    expect((await v.add(packB, 1)).statusCode).toBe(200);
    const view = json(await v.view()).entity;
    expect(view.cartItems.map((l: { packageId: number; quantity: number; priceType: string }) => [l.packageId, l.quantity, l.priceType])).toEqual([
      [packA, 2, 'retail'],
      [packB, 1, 'retail'],
    ]);
    expect(json(await v.count()).entity.count).toBe(3);
    expect((await v.del(packB)).statusCode).toBe(200);
    expect(json(await v.count()).entity.count).toBe(2);
  });

  it("another visitor's cookie (or none, or a forged one) never reads the cart", async () => {
    const a = visitor();
    await a.add(packA, 3);
    const b = visitor();
    await b.add(packB, 1);
    const bView = json(await b.view()).entity;
    expect(bView.cartItems.map((l: { packageId: number }) => l.packageId)).toEqual([packB]);
    const none = json(await t.app.inject({ method: 'GET', url: '/api/v2/guest-cart' })).entity;
    expect(none.cartItems).toEqual([]);
    // The stored hash used as a cookie finds nothing: the hash is not the key.
    const forged = await t.app.inject({ method: 'GET', url: '/api/v2/guest-cart', headers: { cookie: `${GUEST_CART_COOKIE}=${hashGuestToken(a.token!).slice(0, 43)}` } });
    expect(json(forged).entity.cartItems).toEqual([]);
    // B cannot remove A's line either.
    expect((await b.del(packA)).statusCode).toBe(404);
    expect(json(await a.count()).entity.count).toBe(3);
  });

  it('a cookie write from the browser needs the CSRF header, as the session cookie does', async () => {
    const v = visitor();
    await v.add(packA, 1);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cart', headers: { cookie: `${GUEST_CART_COOKIE}=${v.token}` }, payload: { packageId: packA, quantity: 5 } });
    expect(res.statusCode).toBe(403);
    expect(json(await v.count()).entity.count).toBe(1);
  });

  it('merges at login: quantities combined and capped by stock; the guest cart and its cookie are gone', async () => {
    const number = mobile();
    const account = await signUp(t, number);
    await t.app.inject({ method: 'POST', url: '/api/v2/cart', headers: { 'access-token': account.token }, payload: { packageId: packA, quantity: 4 } });
    const v = visitor();
    await v.add(packA, 5);
    await v.add(packB, 2);
    await setStock(packA, 7);
    try {
      const { res, token, user } = await login(number, v.token);
      const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${GUEST_CART_COOKIE}=`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      const lines = json(await userCart(token, user.id)).entity.cartItems as { packageId: number; quantity: number; problems: string[] }[];
      // 4 + 5 = 9, only 7 in stock: 7. The other pack was only in the guest cart: 2.
      expect(lines.map((l) => [l.packageId, l.quantity])).toEqual([
        [packA, 7],
        [packB, 2],
      ]);
      expect(lines.every((l) => l.problems.length === 0)).toBe(true);
      expect(await q(sql`SELECT 1 FROM carts WHERE guest_token_hash = ${hashGuestToken(v.token!)}`)).toHaveLength(0);
      // The old cookie after the merge reads an empty guest cart.
      expect(json(await v.view()).entity.cartItems).toEqual([]);
    } finally {
      await setStock(packA, 50);
    }
  });

  it('merges at sign-up too, capped by the pack’s per-order limit from the back office', async () => {
    await q(sql`UPDATE packages SET max_per_order = 3 WHERE id = ${packB}`);
    try {
      const v = visitor();
      await v.add(packB, 3);
      const number = mobile();
      await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: number } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pub/users/verifyOtp/mobile',
        headers: { cookie: `${GUEST_CART_COOKIE}=${v.token}` },
        payload: { mobileNumber: number, otp: t.sms.lastOtp(number), userType: 1, fullName: 'Guest Shopper' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { token, user } = json(res).entity;
      expect(json(await userCart(token, user.id)).entity.cartItems.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
    } finally {
      await q(sql`UPDATE packages SET max_per_order = NULL WHERE id = ${packB}`);
    }
  });

  it('two logins racing with one guest cookie merge it once (quantities not doubled)', async () => {
    const number = mobile();
    await signUp(t, number);
    const v = visitor();
    await v.add(packA, 3);
    // Both logins send their OTP first (one code each would replace the other), then verify at once.
    await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: number } });
    const code = t.sms.lastOtp(number);
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', headers: { cookie: `${GUEST_CART_COOKIE}=${v.token}` }, payload: { mobileNumber: number, otp: code } });
    const [r1, r2] = await Promise.all([attempt(), attempt()]);
    const winner = [r1, r2].find((r) => r.statusCode === 200)!;
    const { token, user } = json(winner).entity;
    expect(json(await userCart(token, user.id)).entity.cartItems.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
  });

  it('concurrent merges of one guest cart into an account add its quantities once', async () => {
    const number = mobile();
    const account = await signUp(t, number);
    const v = visitor();
    await v.add(packA, 2);
    const { mergeGuestCart } = await import('./guest-cart.ts');
    const merged = await Promise.all([1, 2, 3].map(() => mergeGuestCart(t.db.database.db, hashGuestToken(v.token!), account.user.id)));
    expect(merged.filter((n) => n > 0)).toEqual([1]);
    expect(json(await userCart(account.token, account.user.id)).entity.cartItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });

  it('an expired guest cart is neither read nor merged', async () => {
    const number = mobile();
    await signUp(t, number);
    const v = visitor();
    await v.add(packA, 2);
    await q(sql`UPDATE carts SET expires_at = now() - interval '1 minute' WHERE guest_token_hash = ${hashGuestToken(v.token!)}`);
    expect(json(await v.view()).entity.cartItems).toEqual([]);
    const { token, user } = await login(number, v.token);
    expect(json(await userCart(token, user.id)).entity.cartItems).toEqual([]);
  });
});
