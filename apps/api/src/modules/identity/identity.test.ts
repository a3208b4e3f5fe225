import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { otpCodes, sessions } from './identity.tables.ts';
import { hashToken } from './session.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A fresh valid mobile number per test, so limits never leak between tests. */
const mobile = () => `98${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const sendRegister = (m: string, headers?: Record<string, string>) => post('/api/pub/users/sendOtp/register', { mobileNumber: m }, headers);
const sendLogin = (m: string, headers?: Record<string, string>) => post('/api/pub/users/sendOtp/mobile', { mobileNumber: m }, headers);

describe('sending an OTP (spec sections 4, 7, 8)', () => {
  it('answers in the envelope with the spec message and says the number is new', async () => {
    const res = await sendRegister(mobile());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: true, entity: { isExistingUser: false, expiresInSeconds: 600 }, message: 'Successfully sent Otp!' });
  });

  it('marks a number that has an account as existing, from either send call', async () => {
    const m = mobile();
    await signUp(t, m);
    expect(json(await sendRegister(m)).entity.isExistingUser).toBe(true);
    expect(json(await sendLogin(m)).entity.isExistingUser).toBe(true);
  });

  it('stores only a hash of the code, never the digits', async () => {
    const m = mobile();
    await sendRegister(m);
    const code = t.sms.lastOtp(m);
    const rows = await t.db.database.db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, m));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('rejects bad numbers with the spec field messages and sends nothing', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Enter your 10 digit mobile number'],
      ['98765abcde', 'Mobile can only have Numbers.'],
      ['98765432101', 'Max 10 digits are valid'],
      ['987654', 'Enter your 10 digit mobile number'],
      ['5876543210', 'Mobile number is not valid'],
    ];
    const before = t.sms.sent.length;
    for (const [value, message] of cases) {
      const res = await sendRegister(value);
      expect(res.statusCode, value).toBe(400);
      expect(json(res)).toMatchObject({ status: false, message: { code: 'validation_failed', fields: { mobileNumber: message } } });
    }
    expect(t.sms.sent.length).toBe(before);
  });

  it('refuses unknown fields (no mass assignment)', async () => {
    const res = await post('/api/pub/users/sendOtp/register', { mobileNumber: mobile(), userType: 2, status: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('allows 5 sends per number in 10 minutes, then 429 with a clear message, then again after the window', async () => {
    const m = mobile();
    for (let i = 0; i < 5; i++) expect((await sendRegister(m)).statusCode).toBe(200);
    const sixth = await sendRegister(m);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message.error).toMatch(/Too many OTP requests for this number/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 601_000);
    try {
      expect((await sendRegister(m)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('caps sends per IP across numbers', async () => {
    const ip = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: mobile() }, remoteAddress: ip });
      last = res.statusCode;
      if (i < 30) expect(res.statusCode).toBe(200);
    }
    expect(last).toBe(429);
  });
});

describe('verifying an OTP', () => {
  it('signs up with the right code, once: the same code cannot be used again', async () => {
    const m = mobile();
    await sendRegister(m);
    const otp = t.sms.lastOtp(m);
    const body = { mobileNumber: m, otp, userType: 1, fullName: 'Asha Verma' };
    const first = await post('/api/pub/users/verifyOtp/mobile', body);
    expect(first.statusCode).toBe(201);
    expect(json(first).entity.user).toMatchObject({ mobileNumber: m, fullName: 'Asha Verma', userType: 1, status: 1 });
    const again = await post('/api/pub/users/login/mobile', { mobileNumber: m, otp });
    expect(again.statusCode).toBe(400);
  });

  it('an expired code is refused', async () => {
    const m = mobile();
    await sendRegister(m);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 601_000);
    try {
      const res = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp: t.sms.lastOtp(m), userType: 1, fullName: 'Late Person' });
      expect(res.statusCode).toBe(400);
      expect(json(res).message.fields.otp).toBe('This OTP has expired. Please request a new one.');
    } finally {
      t.clock.now = saved;
    }
  });

  it('after 5 wrong tries the code is dead, even the right one', async () => {
    const m = mobile();
    await sendRegister(m);
    const otp = t.sms.lastOtp(m);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp: wrong, userType: 1, fullName: 'Some One' });
      expect(res.statusCode).toBe(400);
      expect(json(res).message.fields.otp).toBe('The OTP you entered is incorrect.');
    }
    const fifth = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp: wrong, userType: 1, fullName: 'Some One' });
    expect(fifth.statusCode).toBe(429);
    const right = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp, userType: 1, fullName: 'Some One' });
    expect(right.statusCode).toBe(429);
    expect(json(right).message.fields.otp).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('a code is bound to its purpose: a sign-up code does not log in, a login code does not sign up', async () => {
    const m = mobile();
    await sendRegister(m);
    const registerCode = t.sms.lastOtp(m);
    expect((await post('/api/pub/users/login/mobile', { mobileNumber: m, otp: registerCode })).statusCode).toBe(400);

    const existing = mobile();
    await signUp(t, existing);
    await sendLogin(existing);
    const loginCode = t.sms.lastOtp(existing);
    const res = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: existing, otp: loginCode, userType: 1, fullName: 'Dup Person' });
    expect(res.statusCode).toBe(409);
    expect((await post('/api/pub/users/login/mobile', { mobileNumber: existing, otp: loginCode })).statusCode).toBe(200);
  });

  it('a code is bound to its number', async () => {
    const a = mobile();
    const b = mobile();
    await sendRegister(a);
    await sendRegister(b);
    const res = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: b, otp: t.sms.lastOtp(a), userType: 1, fullName: 'Wrong Number' });
    expect(res.statusCode).toBe(400);
  });

  it('validates the sign-up fields with the spec messages', async () => {
    const m = mobile();
    await sendRegister(m);
    const otp = t.sms.lastOtp(m);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: '' }, 'fullName', 'Full Name is Required'],
      [{ fullName: 'Ram123' }, 'fullName', 'Name can only have alphabets.'],
      [{ fullName: 'राम शर्मा' }, 'fullName', 'Enter your name in English'],
      [{ userType: 9 }, 'userType', 'Choose what describes you best'],
      [{ userType: 2 }, 'salutation', 'Choose a salutation'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp, userType: 1, fullName: 'Valid Name', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json(res).message.fields[field]).toBe(message);
    }
    // None of the refused attempts used up the code.
    expect((await post('/api/pub/users/verifyOtp/mobile', { mobileNumber: m, otp, userType: 6, salutation: 2, fullName: 'Valid Name' })).statusCode).toBe(201);
  });
});

describe('sessions', () => {
  it('sets the AUTH cookie: 7 days, path /, HttpOnly, SameSite=Lax; no token in the body for the web', async () => {
    const m = mobile();
    await sendRegister(m);
    const res = await post(
      '/api/pub/users/verifyOtp/mobile',
      { mobileNumber: m, otp: t.sms.lastOtp(m), userType: 1, fullName: 'Cookie Person' },
      { platform: 'web' },
    );
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('AUTH='))!;
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(json(res).entity.token).toBeUndefined();
    const token = cookie.split(';')[0].slice('AUTH='.length);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Stored only as a hash.
    const rows = await t.db.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
  });

  it('a new token at every login, and logout revokes the session server-side', async () => {
    const m = mobile();
    const { token: first } = await signUp(t, m);
    await sendLogin(m);
    const login = await post('/api/pub/users/login/mobile', { mobileNumber: m, otp: t.sms.lastOtp(m) });
    const second = json(login).entity.token;
    expect(second).not.toBe(first);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': second } });
    expect(json(me).entity.user.mobileNumber).toBe(m);
    const out = await post('/api/v1/users/logout', {}, { 'access-token': second });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': second } });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toEqual({ status: false, message: { code: 'unauthenticated', error: 'Please log in to continue.' } });
  });

  it('logout ends the session whatever the body: none, empty JSON, junk, a form or unknown fields', async () => {
    const variants: Array<{ headers?: Record<string, string>; payload?: string }> = [
      {},
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { headers: { 'content-type': 'application/json' }, payload: '{"everywhere":true}' },
      { headers: { 'content-type': 'text/plain' }, payload: 'bye' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    ];
    for (const v of variants) {
      // Each sign-up from this one address starts a new OTP window, so the per-IP limit does not bite.
      t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
      const { token } = await signUp(t, mobile());
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { 'access-token': token, ...v.headers }, payload: v.payload });
      expect(out.statusCode, JSON.stringify(v)).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } });
      expect(after.statusCode, JSON.stringify(v)).toBe(401);
    }
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
  });

  it('a visitor calling a protected route gets 401 before any field check (no schema shown to visitors)', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/api/v3/orders', { nonsense: 1 }],
      ['POST', '/api/v2/cart/bulk', { lines: 'x' }],
      ['PUT', '/api/v1/users/user-access/abc', { section: 'Nope' }],
      ['POST', '/api/v1/login-links', {}],
      ['GET', '/api/v2/patients/by-mobile?mobile=zz', undefined],
      ['POST', '/api/v1/admin/nirogmoney/1/adjust', { amountPaise: 'lots' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(json(res).message, `${method} ${url}`).toEqual({ code: 'unauthenticated', error: 'Please log in to continue.' });
    }
    // Public calls still validate for visitors (a visitor's cart is a guest cart, decision 042), and unknown paths are
    // still 404.
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/cart', payload: { packageId: 'x' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/deliverytime' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/order/!!/track' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v9/nothing-here', payload: {} })).statusCode).toBe(404);
  });

  it('the cookie authenticates too, and a cookie write needs the CSRF token', async () => {
    const { token } = await signUp(t, mobile());
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', cookies: { AUTH: token } });
    expect(me.statusCode).toBe(200);
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', cookies: { AUTH: token }, payload: {} });
    expect(noCsrf.statusCode).toBe(403);
    expect(json(noCsrf).message.code).toBe('csrf_failed');
    const csrf = 'abcdefghijklmnopqrstuvwxyz012345';
    const withCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      cookies: { AUTH: token, csrf },
      headers: { 'x-csrf-token': csrf, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: {},
    });
    expect(withCsrf.statusCode).toBe(200);
  });

  it('a cross-site POST with a session cookie is refused and changes nothing', async () => {
    const { token } = await signUp(t, mobile());
    const csrf = 'abcdefghijklmnopqrstuvwxyz012345';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      cookies: { AUTH: token, csrf },
      headers: { 'x-csrf-token': csrf, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).message.code).toBe('csrf_failed');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } });
    expect(me.statusCode).toBe(200);
  });

  it('moves an account to a new number with an update OTP', async () => {
    const m = mobile();
    const { token } = await signUp(t, m);
    const next = mobile();
    const sent = await post('/api/pub/users/sendOtp/update', { mobileNumber: next }, { 'access-token': token });
    expect(sent.statusCode).toBe(200);
    const res = await post('/api/pub/v1/users/otp/verify', { mobileNumber: next, otp: t.sms.lastOtp(next) }, { 'access-token': token });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.user.mobileNumber).toBe(next);
    const same = await post('/api/pub/users/sendOtp/update', { mobileNumber: next }, { 'access-token': token });
    expect(json(same).message.fields.mobileNumber).toBe('Please enter a different mobile number');
  });
});

describe('API conventions', () => {
  it('an unknown API path is a 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ status: false, message: { code: 'not_found' } });
  });

  it('health: live without the database, ready with migrations applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(json(live)).toEqual({ status: true, entity: { live: true }, message: '' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready).entity.ready).toBe(true);
    t.app.appState.lifecycle.shuttingDown = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      t.app.appState.lifecycle.shuttingDown = false;
    }
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'abc12345-test' } });
    expect(res.headers['x-request-id']).toBe('abc12345-test');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const other = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post('/api/pub/users/sendOtp/register', { mobileNumber: '9876543210', pad: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(json(res).message.code).toBe('payload_too_large');
  });

  it('serves the code tables of spec section 3 publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pub/v1/codes' });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.userTypes).toContainEqual({ code: 7, key: 'doctorDistributor', label: 'Doctor distributor' });
    expect(json(res).entity.paymentMethods.map((p: { code: number }) => p.code)).toEqual([1, 2, 4]);
  });

  it('serves the OpenAPI reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/pub/users/sendOtp/register');
  });
});
