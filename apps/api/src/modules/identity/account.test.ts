import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { requireWriteAccess } from './access.service.ts';
import { analyticsEvents, loginTokens } from './identity.tables.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `95${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
let operator: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({}, (app, db) => {
    // A route of the Feed section, as later features tag their write calls.
    app.post('/api/test/feed-post', async (request) => {
      await requireWriteAccess(db.database.db, request, 'Feed');
      return { status: true, entity: 'posted', message: '' };
    });
  });
  const op = await signUp(t, mobile());
  await makeOperator(t.db.database.db, op.user.id);
  operator = { token: op.token, id: op.user.id };
});
afterAll(async () => t?.close());

const h = (token: string) => ({ 'access-token': token });

describe('access map (spec section 6)', () => {
  it('has sensible defaults per user type', async () => {
    const patient = await signUp(t, mobile());
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/user-access/${patient.user.id}`, headers: h(patient.token) });
    expect(json(res).entity.sections).toMatchObject({ Medicine: 'write', FindDoctors: 'write', NirogPartner: 'none', AiAssistant: 'none', Feed: 'none' });
    const chemist = await signUp(t, mobile(), { userType: 6, salutation: 2 });
    const c = json(await t.app.inject({ method: 'GET', url: `/api/v1/users/user-access/${chemist.user.id}`, headers: h(chemist.token) })).entity;
    expect(c.sections).toMatchObject({ Medicine: 'write', Feed: 'read', NirogPartner: 'write' });
    expect(c.alertPopup.Feed.message).toMatch(/can view Feed but not take part/);
  });

  it('a read-only section refuses writes with 403; an operator grants write and the call goes through', async () => {
    const chemist = await signUp(t, mobile(), { userType: 6, salutation: 2 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/test/feed-post', headers: h(chemist.token) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message.error).toMatch(/can view Feed but not take part/);
    expect(json(refused).message.alert).toEqual({ title: 'View only', message: json(refused).message.error, actionLabel: 'OK' });
    const grant = await t.app.inject({ method: 'PUT', url: `/api/v1/users/user-access/${chemist.user.id}`, headers: h(operator.token), payload: { section: 'Feed', level: 1 } });
    expect(grant.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/feed-post', headers: h(chemist.token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/v1/users/user-access/${chemist.user.id}`, headers: h(operator.token), payload: { section: 'Feed', level: 3 } });
    const none = await t.app.inject({ method: 'POST', url: '/api/test/feed-post', headers: h(chemist.token) });
    expect(none.statusCode).toBe(403);
    expect(json(none).message.alert, 'no popup for a section the account does not have').toBeUndefined();
  });

  it("users cannot read another user's map or change any map; bad levels are refused", async () => {
    const a = await signUp(t, mobile());
    const b = await signUp(t, mobile());
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/user-access/${b.user.id}`, headers: h(a.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/users/user-access/${a.user.id}`, headers: h(a.token), payload: { section: 'NirogPartner', level: 1 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/users/user-access/${a.user.id}`, headers: h(operator.token), payload: { section: 'Nope', level: 1 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/users/user-access/${a.user.id}`, headers: h(operator.token), payload: { section: 'Feed', level: 4 } })).statusCode).toBe(400);
  });
});

describe('deactivation (spec sections 4, 8)', () => {
  it("a deactivated user's old token fails with 401 and code 111 on any call, and login is refused the same way", async () => {
    const m = mobile();
    const u = await signUp(t, m);
    const res = await t.app.inject({ method: 'POST', url: `/api/users/deactivate/${u.user.id}`, headers: h(u.token) });
    expect(res.statusCode).toBe(200);
    for (const url of ['/api/v1/users/me', '/api/v1/address', '/api/pub/v1/codes']) {
      const after = await t.app.inject({ method: 'GET', url, headers: h(u.token) });
      expect(after.statusCode, url).toBe(401);
      expect(json(after)).toEqual({ status: false, message: { code: 111, error: 'Your account has been deactivated' } });
    }
    const send = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: m } });
    expect(json(send).message.code).toBe(111);
  });

  it('an operator can deactivate a user (their sessions end) and reactivate them; others cannot', async () => {
    const u = await signUp(t, mobile());
    const other = await signUp(t, mobile());
    expect((await t.app.inject({ method: 'POST', url: `/api/users/deactivate/${u.user.id}`, headers: h(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h(u.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/deactivate/${u.user.id}`, headers: h(operator.token), payload: { reason: 'Spam orders' } })).statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h(u.token) })).message.code).toBe(111);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/reactivate/${u.user.id}`, headers: h(operator.token), payload: { reason: 'Confirmed by phone' } })).statusCode).toBe(200);
    // Reactivation does not bring the old sessions back: the user logs in again.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: h(u.token) });
    expect(me.statusCode).toBe(401);
    expect(json(me).message.code).toBe('unauthenticated');
  });
});

describe('login links (spec section 4, auto-session)', () => {
  async function link(userId: number, ttlMinutes = 30) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login-links', headers: h(operator.token), payload: { userId, ttlMinutes, path: '/profile' } });
    expect(res.statusCode).toBe(200);
    return decodeURIComponent(new URL(json(res).entity.url, 'http://x').searchParams.get('auth')!);
  }
  const redeem = (auth: string) => t.app.inject({ method: 'POST', url: '/api/pub/v1/users/login-link', payload: { auth } });

  it('a server-issued link logs in once', async () => {
    const u = await signUp(t, mobile());
    const auth = await link(u.user.id);
    const first = await redeem(auth);
    expect(first.statusCode).toBe(200);
    expect(json(first).entity.user.id).toBe(u.user.id);
    expect([first.headers['set-cookie']].flat().some((c) => c?.startsWith('AUTH='))).toBe(true);
    const again = await redeem(auth);
    expect(again.statusCode).toBe(401);
  });

  it('a bare base64 id, a forged token, a non-base64 string or an expired link creates no session', async () => {
    const u = await signUp(t, mobile());
    const forged = Buffer.from(`${u.user.id}:${'ab'.repeat(32)}`).toString('base64');
    for (const auth of [Buffer.from(String(u.user.id)).toString('base64'), forged, 'abc', 'YWJj=', '!!!!']) {
      const res = await redeem(auth);
      expect(res.statusCode, auth).toBe(401);
      expect(res.headers['set-cookie'] ?? '').not.toMatch(/AUTH=/);
    }
    const stale = await link(u.user.id, 1);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 2 * 60_000);
    try {
      expect((await redeem(stale)).statusCode).toBe(401);
    } finally {
      t.clock.now = saved;
    }
  });

  it('never for an operator (another or oneself), and every link records who issued it', async () => {
    const other = await signUp(t, mobile());
    await makeOperator(t.db.database.db, other.user.id);
    for (const userId of [other.user.id, operator.id]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login-links', headers: h(operator.token), payload: { userId } });
      expect(res.statusCode).toBe(403);
      expect(json(res).message.error).toBe('Login links are not issued for back-office accounts. Operators log in with their mobile number and OTP.');
    }
    const none = await t.db.database.db.select().from(loginTokens).where(inArray(loginTokens.userId, [other.user.id, operator.id]));
    expect(none).toEqual([]);

    const u = await signUp(t, mobile());
    const auth = await link(u.user.id);
    const rows = await t.db.database.db.select().from(loginTokens).where(eq(loginTokens.userId, u.user.id));
    expect(rows).toEqual([expect.objectContaining({ createdBy: operator.id, purpose: 'link', usedAt: null })]);
    // A user made an operator after the link was issued does not log in by it.
    await makeOperator(t.db.database.db, u.user.id);
    expect((await redeem(auth)).statusCode).toBe(401);
  });

  it('only operators issue links', async () => {
    const u = await signUp(t, mobile());
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login-links', headers: h(u.token), payload: { userId: u.user.id } });
    expect(res.statusCode).toBe(403);
  });
});

describe('analytics events', () => {
  it('records the signup modal skip and close, and nothing else', async () => {
    const u = await signUp(t, mobile());
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: h(u.token), payload: { name: 'signup_modal_skip' } });
    expect(ok.statusCode).toBe(201);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: h(u.token), payload: { name: 'drop_tables' } });
    expect(bad.statusCode).toBe(400);
    const rows = await t.db.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, u.user.id));
    expect(rows.map((r) => r.name)).toEqual(['signup_modal_skip']);
  });
});
