/**
 * Issue 18 parts 1 and 6 (decision 037): support finds users and sees one on a page; deactivation and reactivation
 * take a reason and are audited (spec sections 4 and 8: a deactivated token answers 401, code 111); access map edits
 * are audited; an admin removes an operator, never the last admin.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { operatorRoles, sessions, users } from './identity.tables.ts';

let t: TestApp;
let customer: { token: string; id: number };
const tokens = new Map<OperatorRole, { token: string; id: number }>();
let n = 0;
const mobile = () => `95200${String(++n).padStart(5, '0')}`;
const h = (token: string) => ({ 'access-token': token });
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: h(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const db = () => t.db.database.db;
const entriesOf = (userId: number) => db().select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 });
  const c = await signUp(t, mobile());
  customer = { token: c.token, id: c.user.id };
  for (const role of OPERATOR_ROLES) {
    const op = await signUp(t, mobile(), { fullName: `Op ${role}` });
    await makeOperator(db(), op.user.id, [role]);
    tokens.set(role, { token: op.token, id: op.user.id });
  }
  // Nine sign-ups through the real OTP calls: slow on a busy two-core machine.
}, 240_000);
afterAll(async () => t?.close());

const support = () => tokens.get('support')!.token;
const admin = () => tokens.get('admin')!.token;

describe('role matrix (decision 032)', () => {
  it('each users/operators API refuses a customer and an operator without the role, and answers the role and admin', async () => {
    const target = await signUp(t, mobile());
    const apis: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; role: OperatorRole }> = [
      { method: 'GET', url: '/api/v1/admin/users', role: 'support' },
      { method: 'GET', url: `/api/v1/admin/users/${target.user.id}`, role: 'support' },
      { method: 'PUT', url: `/api/v1/users/user-access/${target.user.id}`, body: { section: 'Feed', level: 2, reason: 'Matrix test' }, role: 'support' },
      { method: 'POST', url: `/api/users/reactivate/${target.user.id}`, body: { reason: 'Matrix test' }, role: 'support' },
      { method: 'POST', url: `/api/users/deactivate/${target.user.id}`, body: { reason: 'Matrix test' }, role: 'support' },
      { method: 'DELETE', url: '/api/v1/admin/operators/999999', role: 'admin' },
    ];
    for (const api of apis) {
      const label = `${api.method} ${api.url}`;
      const asCustomer = await call(customer.token, api.method, api.url, api.body);
      // A customer gets 403, or 404 on deactivating someone else's account (it learns nothing about it).
      expect([403, 404], `customer on ${label}`).toContain(asCustomer.statusCode);
      for (const role of OPERATOR_ROLES) {
        const res = await call(tokens.get(role)!.token, api.method, api.url, api.body);
        if (role === 'admin' || role === api.role) {
          expect([401, 403], `${role} on ${label}: ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${role} on ${label}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${role} on ${label}`).toBe(403);
          expect(json(res).message.error, `${role} on ${label}`).toBe(msg('error.roleRequired'));
        }
      }
    }
  }, 120_000);
});

describe('finding users (support)', () => {
  it('matches mobile, name and email; filters by type, status and verification; sorts by name', async () => {
    const m = mobile();
    const asha = await signUp(t, m, { fullName: 'Ashavari Kulkarni' });
    await db().update(users).set({ email: 'ashavari.k@example.in' }).where(eq(users.id, asha.user.id));
    const doc = await signUp(t, mobile(), { fullName: 'Zubin Ashavari Vaid', userType: 2, salutation: 1 });
    await db().insert(doctorProfiles).values({ userId: doc.user.id, isVerified: 2, createdBy: doc.user.id, updatedBy: doc.user.id }).onConflictDoUpdate({ target: doctorProfiles.userId, set: { isVerified: 2 } });

    const list = async (q: string) => json(await call(support(), 'GET', `/api/v1/admin/users?${q}`)).entity;
    expect((await list(`q=${m}`)).items.map((u: { id: number }) => u.id)).toEqual([asha.user.id]);
    expect((await list(`q=${m.slice(0, 8)}`)).items.map((u: { id: number }) => u.id)).toContain(asha.user.id);
    expect((await list('q=ASHAVARI.K@EXAMPLE')).items.map((u: { id: number }) => u.id)).toEqual([asha.user.id]);
    const byName = await list('q=ashavari&sort=name&dir=asc');
    expect(byName.total).toBe(2);
    expect(byName.items.map((u: { fullName: string }) => u.fullName)).toEqual(['Ashavari Kulkarni', 'Zubin Ashavari Vaid']);
    expect(byName.items[0]).toMatchObject({ mobileNumber: m, email: 'ashavari.k@example.in', userType: 1, verification: 1, deactivated: false, isOperator: false });

    expect((await list('q=ashavari&userType=2')).items.map((u: { id: number }) => u.id)).toEqual([doc.user.id]);
    expect((await list('q=ashavari&verification=2')).items.map((u: { id: number }) => u.id)).toEqual([doc.user.id]);
    expect((await list('q=ashavari&status=deactivated')).total).toBe(0);
    // A % in the search is a character, not a wildcard.
    expect((await list('q=%25')).total).toBe(0);
    // Unknown filters and sorts are refused, not ignored.
    expect((await call(support(), 'GET', '/api/v1/admin/users?status=gone')).statusCode).toBe(400);
    expect((await call(support(), 'GET', '/api/v1/admin/users?sort=mobile')).statusCode).toBe(400);
  });

  it("shows one account's page: verification, wallet, orders, appointments, access, and no invented tickets", async () => {
    const u = await signUp(t, mobile(), { fullName: 'Page Person' });
    const res = await call(support(), 'GET', `/api/v1/admin/users/${u.user.id}`);
    expect(res.statusCode).toBe(200);
    const d = json(res).entity;
    expect(d.user).toMatchObject({ id: u.user.id, fullName: 'Page Person', deactivated: false, operatorRoles: [] });
    expect(d.verification).toMatchObject({ status: 1, reviewable: false });
    expect(d.wallet.balancePaise).toBeGreaterThanOrEqual(0);
    expect(d.orders).toEqual({ total: 0, latest: [] });
    expect(d.appointments).toEqual({ total: 0, latest: [] });
    expect(d.tickets).toEqual({ available: false });
    expect(d.access.levels.Medicine).toBe(1);
    expect((await call(support(), 'GET', '/api/v1/admin/users/999999')).statusCode).toBe(404);
  });
});

describe('deactivation and reactivation with a reason (spec sections 4, 8)', () => {
  it('a reason is required; without one nothing changes', async () => {
    const u = await signUp(t, mobile());
    for (const body of [undefined, {}, { reason: '  ' }, { reason: 'x' }]) {
      const res = await call(support(), 'POST', `/api/users/deactivate/${u.user.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message.fields.reason).toBeTruthy();
    }
    expect((await call(u.token, 'GET', '/api/v1/users/me')).statusCode).toBe(200);
    expect(await entriesOf(u.user.id)).toEqual([]);
  });

  it("deactivating ends the user's sessions: their next call gets 401 code 111; reactivating lets them log in again; both audited", async () => {
    const m = mobile();
    const u = await signUp(t, m);
    const supportId = tokens.get('support')!.id;
    const off = await call(support(), 'POST', `/api/users/deactivate/${u.user.id}`, { reason: 'Abusive messages to the doctor' });
    expect(off.statusCode).toBe(200);
    expect(json(off).entity).toEqual({ userId: u.user.id, deactivated: true });

    const next = await call(u.token, 'GET', '/api/v1/users/me');
    expect(next.statusCode).toBe(401);
    expect(json(next)).toEqual({ status: false, message: { code: 111, error: 'Your account has been deactivated' } });
    const live = await db().select().from(sessions).where(eq(sessions.userId, u.user.id));
    expect(live.every((s) => s.expiresAt.getTime() <= Date.now())).toBe(true);
    // Logging in is refused the same way while deactivated; deactivating twice is a conflict.
    expect(json(await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: m } })).message.code).toBe(111);
    expect((await call(support(), 'POST', `/api/users/deactivate/${u.user.id}`, { reason: 'Again' })).statusCode).toBe(409);
    const listed = json(await call(support(), 'GET', `/api/v1/admin/users?q=${m}&status=deactivated`)).entity;
    expect(listed.items.map((r: { id: number }) => r.id)).toEqual([u.user.id]);

    expect((await call(support(), 'POST', `/api/users/reactivate/${u.user.id}`, {})).statusCode).toBe(400);
    const on = await call(support(), 'POST', `/api/users/reactivate/${u.user.id}`, { reason: 'Apologised on the phone' });
    expect(on.statusCode).toBe(200);
    // The old token stays ended; a fresh login works.
    expect(json(await call(u.token, 'GET', '/api/v1/users/me')).message.code).toBe('unauthenticated');
    expect((await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: m } })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: m, otp: t.sms.lastOtp(m) } });
    expect(login.statusCode).toBe(200);
    expect((await call(json(login).entity.token, 'GET', '/api/v1/users/me')).statusCode).toBe(200);
    expect((await call(support(), 'POST', `/api/users/reactivate/${u.user.id}`, { reason: 'Again' })).statusCode).toBe(409);

    const trail = json(await call(support(), 'GET', `/api/v1/admin/audit?entity=user&entityId=${u.user.id}`)).entity;
    expect(trail.items.map((e: { action: string }) => e.action)).toEqual(['reactivate', 'deactivate']);
    expect(trail.items[1]).toMatchObject({ actorId: supportId, reason: 'Abusive messages to the doctor', changes: expect.arrayContaining([{ field: 'deactivated', before: false, after: true }]) });
    expect(trail.items[0]).toMatchObject({ actorId: supportId, reason: 'Apologised on the phone', changes: expect.arrayContaining([{ field: 'deactivated', before: true, after: false }]) });
  });

  it('a user still deactivates their own account without a reason; an operator account cannot be deactivated by support', async () => {
    const u = await signUp(t, mobile());
    expect((await t.app.inject({ method: 'POST', url: `/api/users/deactivate/${u.user.id}`, headers: h(u.token) })).statusCode).toBe(200);
    expect((await entriesOf(u.user.id)).map((e) => [e.action, e.actorId])).toEqual([['deactivate', u.user.id]]);
    const res = await call(support(), 'POST', `/api/users/deactivate/${tokens.get('finance')!.id}`, { reason: 'Left the company' });
    expect(res.statusCode).toBe(403);
    expect(json(res).message.error).toBe(msg('office.users.operatorNotDeactivated'));
  });
});

describe('access map edits (spec section 6)', () => {
  it('records each section change with who, before, after and the reason', async () => {
    const u = await signUp(t, mobile());
    const res = await call(support(), 'PUT', `/api/v1/users/user-access/${u.user.id}`, { section: 'Feed', level: 2, reason: 'Asked to read the feed' });
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.sections.Feed).toBe('read');
    // Without a reason (the field is optional here) it is recorded too; a bad reason is refused and changes nothing.
    expect((await call(support(), 'PUT', `/api/v1/users/user-access/${u.user.id}`, { section: 'Quiz', level: 1 })).statusCode).toBe(200);
    expect((await call(support(), 'PUT', `/api/v1/users/user-access/${u.user.id}`, { section: 'Blogs', level: 3, reason: 'x' })).statusCode).toBe(400);
    const entries = (await entriesOf(u.user.id)).sort((a, b) => a.id - b.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason])).toEqual([
      ['access', { 'access.Feed': 'none' }, { 'access.Feed': 'read' }, 'Asked to read the feed'],
      ['access', { 'access.Quiz': 'none' }, { 'access.Quiz': 'write' }, null],
    ]);
    expect(json(await call(u.token, 'GET', `/api/v1/users/user-access/${u.user.id}`)).entity.sections.Blogs).toBe('write');
  });
});

describe('removing an operator (admin)', () => {
  it('demotes to a customer (roles gone at once), audited; the last admin cannot be removed', async () => {
    const op = await signUp(t, mobile());
    await makeOperator(db(), op.user.id, ['stock']);
    expect((await call(op.token, 'GET', '/api/v1/admin/orders')).statusCode).toBe(200);
    const res = await call(admin(), 'DELETE', `/api/v1/admin/operators/${op.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).entity.items.map((o: { userId: number }) => o.userId)).not.toContain(op.user.id);
    expect((await call(op.token, 'GET', '/api/v1/admin/orders')).statusCode).toBe(403);
    expect(await db().select().from(operatorRoles).where(eq(operatorRoles.userId, op.user.id))).toEqual([]);
    const trail = json(await call(admin(), 'GET', `/api/v1/admin/audit?entity=operator&entityId=${op.user.id}`)).entity;
    expect(trail.items[0]).toMatchObject({ action: 'remove', changes: expect.arrayContaining([{ field: 'roles', before: ['stock'], after: [] }]) });
    // Not an operator any more: 404.
    expect((await call(admin(), 'DELETE', `/api/v1/admin/operators/${op.user.id}`)).statusCode).toBe(404);

    // The only admin cannot remove themself.
    const onlyAdmin = tokens.get('admin')!;
    const refused = await call(onlyAdmin.token, 'DELETE', `/api/v1/admin/operators/${onlyAdmin.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message.error).toBe(msg('operators.lastAdmin'));
    expect((await db().select().from(operatorRoles).where(eq(operatorRoles.userId, onlyAdmin.id))).map((r) => r.role)).toEqual(['admin']);
  });
});
