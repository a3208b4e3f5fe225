/** Issue 18 part 1 (decision 032): the admin lists operators and sets their roles; the last admin stays admin. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as msg } from '@nirog/shared/messages/catalogue';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { operatorRoles } from './identity.tables.ts';

let t: TestApp;
let admin: { token: string; id: number };
const h = (token: string) => ({ 'access-token': token });
const put = (token: string, userId: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/operators/${userId}/roles`, headers: h(token), payload: payload as object });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: h(token) });

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const a = await signUp(t, '9420000001');
  await makeOperator(t.db.database.db, a.user.id, ['admin']);
  admin = { token: a.token, id: a.user.id };
});
afterAll(async () => t?.close());

describe('operators and their roles (admin)', () => {
  it('makes a customer an operator with roles, which count at once; changes them; lists them', async () => {
    const c = await signUp(t, '9420000002');
    expect((await get(c.token, '/api/v1/admin/neft')).statusCode).toBe(403);

    const made = await put(admin.token, c.user.id, { roles: ['support', 'finance', 'support'] });
    expect(made.statusCode).toBe(200);
    expect(json(made)).toMatchObject({ status: true, message: msg('operators.rolesSaved'), entity: { userId: c.user.id, roles: ['support', 'finance'], deactivated: false } });
    const rows = await t.db.database.db.select().from(operatorRoles).where(eq(operatorRoles.userId, c.user.id));
    expect(rows.map((r) => r.grantedBy)).toEqual([admin.id, admin.id]);
    expect((await get(c.token, '/api/v1/admin/neft')).statusCode).toBe(200);
    expect((await get(c.token, '/api/v1/admin/coupons')).statusCode).toBe(403);

    const changed = await put(admin.token, c.user.id, { roles: ['marketing'] });
    expect(json(changed).entity.roles).toEqual(['marketing']);
    expect((await get(c.token, '/api/v1/admin/neft')).statusCode).toBe(403);
    expect((await get(c.token, '/api/v1/admin/coupons')).statusCode).toBe(200);

    const list = json(await get(admin.token, '/api/v1/admin/operators')).entity.items as Array<{ userId: number; roles: string[] }>;
    expect(list.find((o) => o.userId === c.user.id)?.roles).toEqual(['marketing']);
    expect(list.find((o) => o.userId === admin.id)?.roles).toEqual(['admin']);
    // Only the admin sees or changes operators.
    expect((await get(c.token, '/api/v1/admin/operators')).statusCode).toBe(403);
    expect((await put(c.token, c.user.id, { roles: ['admin'] })).statusCode).toBe(403);
    expect(json(await get(admin.token, '/api/v1/admin/operators')).entity.items.find((o: { userId: number }) => o.userId === c.user.id).roles).toEqual(['marketing']);
  });

  it('refuses no roles, an unknown role and an unknown account', async () => {
    expect((await put(admin.token, admin.id, { roles: [] })).statusCode).toBe(400);
    expect((await put(admin.token, admin.id, { roles: ['owner'] })).statusCode).toBe(400);
    expect((await put(admin.token, 999_999, { roles: ['stock'] })).statusCode).toBe(404);
  });

  it('the last active admin keeps admin; with a second admin, one may give it up', async () => {
    const alone = await put(admin.token, admin.id, { roles: ['finance'] });
    expect(alone.statusCode).toBe(409);
    expect(json(alone).message).toMatchObject({ error: msg('operators.lastAdmin') });
    expect((await get(admin.token, '/api/v1/admin/jobs')).statusCode).toBe(200);

    const second = await signUp(t, '9420000003');
    expect((await put(admin.token, second.user.id, { roles: ['admin'] })).statusCode).toBe(200);
    const stepDown = await put(admin.token, admin.id, { roles: ['finance'] });
    expect(stepDown.statusCode).toBe(200);
    expect(json(stepDown).entity.roles).toEqual(['finance']);
    expect((await get(admin.token, '/api/v1/admin/jobs')).statusCode).toBe(403);
    // Now the second one is the last admin.
    expect((await put(second.token, second.user.id, { roles: ['support'] })).statusCode).toBe(409);
  });

  it('two admins each giving up admin at the same moment: one succeeds, the other is told it is the last', async () => {
    const a = await signUp(t, '9420000011');
    const b = await signUp(t, '9420000012');
    await makeOperator(t.db.database.db, a.user.id, ['admin']);
    await makeOperator(t.db.database.db, b.user.id, ['admin']);
    // Leave a and b as the only admins.
    for (const o of json(await get(a.token, '/api/v1/admin/operators')).entity.items as Array<{ userId: number; roles: string[] }>) {
      if (o.roles.includes('admin') && o.userId !== a.user.id && o.userId !== b.user.id) expect((await put(a.token, o.userId, { roles: ['support'] })).statusCode).toBe(200);
    }
    const [ra, rb] = await Promise.all([put(a.token, a.user.id, { roles: ['finance'] }), put(b.token, b.user.id, { roles: ['finance'] })]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const admins = json(await get(ra.statusCode === 200 ? b.token : a.token, '/api/v1/admin/operators')).entity.items.filter((o: { roles: string[] }) => o.roles.includes('admin'));
    expect(admins).toHaveLength(1);
  });
});
