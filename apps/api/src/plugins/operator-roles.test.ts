/**
 * Issue 18 part 1 (decision 032): each back-office API checks the operator's role. For every role, an operator
 * holding only that role reaches the APIs of its work (any answer but 401/403/5xx) and is refused (403,
 * `error.roleRequired`) on every other role's; admin reaches all; a customer is refused everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../test-support/test-app.ts';
import { makeOperator } from '../test-support/operators.ts';

let t: TestApp;
let customer: { token: string; id: number };
const tokens = new Map<OperatorRole, string>();

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const c = await signUp(t, '9410000001');
  customer = { token: c.token, id: c.user.id };
  let n = 10;
  for (const role of OPERATOR_ROLES) {
    const op = await signUp(t, `94100000${n++}`);
    await makeOperator(t.db.database.db, op.user.id, [role]);
    tokens.set(role, op.token);
  }
});
afterAll(async () => t?.close());

interface Api {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body?: unknown;
  /** The roles whose work it is (admin holds them all). */
  roles: OperatorRole[];
}

const APIS: Api[] = [
  { method: 'PUT', url: () => '/api/v1/admin/trade-discounts', body: { userType: 2, tier: 0, discountBp: 1000 }, roles: ['catalog'] },
  { method: 'GET', url: () => '/api/v1/admin/orders', roles: ['support', 'stock'] },
  { method: 'POST', url: () => '/api/v1/admin/orders/999999/status', body: { to: 'approved' }, roles: ['support', 'stock'] },
  { method: 'GET', url: () => '/api/v1/admin/returns', roles: ['support'] },
  { method: 'GET', url: () => '/api/v1/admin/feeds/reports', roles: ['moderator'] },
  { method: 'GET', url: () => '/api/v1/admin/quiz-banks', roles: ['editor'] },
  { method: 'POST', url: () => '/api/v1/admin/orders/999999/prescription/approve', roles: ['support'] },
  { method: 'GET', url: () => '/api/v1/admin/verifications', roles: ['support'] },
  { method: 'GET', url: () => `/api/v1/users/${customer.id}/summary`, roles: ['support'] },
  { method: 'PUT', url: () => `/api/v1/users/user-access/${customer.id}`, body: { section: 'Feed', level: 1 }, roles: ['support'] },
  { method: 'POST', url: () => '/api/users/reactivate/' + customer.id, roles: ['support'] },
  { method: 'GET', url: () => '/api/v1/admin/neft', roles: ['finance'] },
  { method: 'GET', url: () => `/api/v1/admin/credit/${customer.id}`, roles: ['finance'] },
  { method: 'GET', url: () => '/api/v1/admin/refunds', roles: ['finance'] },
  { method: 'GET', url: () => '/api/v1/admin/cod-confirmation', roles: ['finance'] },
  { method: 'POST', url: () => '/api/orders/refund', body: { returnId: 999999 }, roles: ['finance'] },
  { method: 'POST', url: () => `/api/v1/admin/nirogmoney/${customer.id}/adjust`, body: { amountPaise: 0, description: 'Matrix test' }, roles: ['finance'] },
  { method: 'GET', url: () => '/api/v1/admin/coupons', roles: ['marketing'] },
  { method: 'GET', url: () => '/api/v1/admin/products', roles: ['catalog'] },
  { method: 'GET', url: () => '/api/v1/admin/brands', roles: ['catalog'] },
  { method: 'GET', url: () => '/api/v1/admin/categories', roles: ['catalog'] },
  { method: 'GET', url: () => '/api/v1/admin/jobs', roles: ['admin'] },
  { method: 'GET', url: () => '/api/v1/admin/serviceable-pincodes', roles: ['admin'] },
  { method: 'GET', url: () => '/api/v1/admin/operators', roles: ['admin'] },
];

const call = (api: Api, token: string) =>
  t.app.inject({ method: api.method, url: api.url(), headers: { 'access-token': token }, ...(api.body === undefined ? {} : { payload: api.body as object }) });
const label = (api: Api) => `${api.method} ${api.url().replace(/\d{3,}/g, ':id')}`;

describe('operator roles matrix', () => {
  for (const role of OPERATOR_ROLES) {
    it(`${role}: its own APIs answer, every other role's API says 403 roleRequired`, async () => {
      const token = tokens.get(role)!;
      for (const api of APIS) {
        const res = await call(api, token);
        const allowed = role === 'admin' || api.roles.includes(role);
        if (allowed) {
          expect([401, 403], `${role} on ${label(api)}: ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${role} on ${label(api)}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${role} on ${label(api)}`).toBe(403);
          expect(json(res)).toMatchObject({ status: false, message: { code: 'forbidden', error: msg('error.roleRequired') } });
        }
      }
    });
  }

  it('every role owns at least one API (editor: the quiz authoring desk, decision 066)', () => {
    const owned = new Set(APIS.flatMap((a) => a.roles));
    expect(OPERATOR_ROLES.filter((r) => !owned.has(r))).toEqual([]);
  });

  it('a customer is refused on every back-office API, a visitor is asked to log in', async () => {
    for (const api of APIS) {
      const res = await call(api, customer.token);
      expect([403, 404], `customer on ${label(api)}`).toContain(res.statusCode);
      if (res.statusCode === 404) expect(api.url()).toContain(String(customer.id)); // someone else's record is hidden
      const visitor = await t.app.inject({ method: api.method, url: api.url(), ...(api.body === undefined ? {} : { payload: api.body as object }) });
      expect(visitor.statusCode, `visitor on ${label(api)}`).toBe(401);
    }
  });

  it('roles are read on each request: a role granted or taken away counts at once', async () => {
    const op = await signUp(t, '9410000099');
    await makeOperator(t.db.database.db, op.user.id, ['marketing']);
    const jobs = APIS.find((a) => a.url() === '/api/v1/admin/jobs')!;
    expect((await call(jobs, op.token)).statusCode).toBe(403);
    await makeOperator(t.db.database.db, op.user.id, ['marketing', 'admin']);
    expect((await call(jobs, op.token)).statusCode).toBe(200);
    await makeOperator(t.db.database.db, op.user.id, []);
    const coupons = APIS.find((a) => a.url() === '/api/v1/admin/coupons')!;
    expect((await call(coupons, op.token)).statusCode).toBe(403);
  });
});
