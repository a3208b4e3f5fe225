/** Issue 18 part 7 (decision 033): back-office writes leave an entry with who, what, before and after; each role reads its kinds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { changedFields, recordAudit } from './audit.service.ts';

let t: TestApp;
let admin: { token: string; id: number };
const h = (token: string) => ({ 'access-token': token });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: h(token) });

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  const a = await signUp(t, '9430000001');
  await makeOperator(t.db.database.db, a.user.id, ['admin']);
  admin = { token: a.token, id: a.user.id };
});
afterAll(async () => t?.close());

describe('audit trail', () => {
  it('keeps only the fields a write changed; an update that changes nothing is not recorded', async () => {
    expect(changedFields({ a: 1, b: 'x', d: new Date('2026-01-01T00:00:00Z') }, { a: 2, b: 'x', d: new Date('2026-01-01T00:00:00Z') })).toEqual({ before: { a: 1 }, after: { a: 2 } });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(await recordAudit(t.db.database.db, { actorId: admin.id, entity: 'setting', entityId: 'x', action: 'update', before: { v: 1 }, after: { v: 1 } })).toBe(false);
    const page = json(await get(admin.token, '/api/v1/admin/audit?entity=setting&entityId=x')).entity;
    expect(page.total).toBe(0);
  });

  it('records an operator role change with who made it, and shows it to the admin per record', async () => {
    const c = await signUp(t, '9430000002');
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/operators/${c.user.id}/roles`, headers: h(admin.token), payload: { roles: ['support'] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/operators/${c.user.id}/roles`, headers: h(admin.token), payload: { roles: ['support', 'stock'] } })).statusCode).toBe(200);
    // A refused change (unknown role) records nothing.
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/operators/${c.user.id}/roles`, headers: h(admin.token), payload: { roles: ['owner'] } })).statusCode).toBe(400);

    const page = json(await get(admin.token, `/api/v1/admin/audit?entity=operator&entityId=${c.user.id}`)).entity;
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ actorId: admin.id, action: 'roles', entity: 'operator', entityId: String(c.user.id), changes: [{ field: 'roles', before: ['support'], after: ['stock', 'support'] }] });
    expect(page.items[1]).toMatchObject({ action: 'create', changes: [{ field: 'roles', before: null, after: ['support'] }] });

    // The support operator cannot read operator entries (admin's kind), and sees an empty trail for it.
    const support = await get(c.token, `/api/v1/admin/audit?entity=operator&entityId=${c.user.id}`);
    expect(support.statusCode).toBe(200);
    expect(json(support).entity).toEqual({ items: [], total: 0 });
    // A customer is refused.
    const customer = await signUp(t, '9430000003');
    expect((await get(customer.token, '/api/v1/admin/audit')).statusCode).toBe(403);
  });

  it('records delivery rules and nirog money adjustments with their reason, in their own transaction', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/admin/serviceable-pincodes', headers: h(admin.token), payload });
    expect((await put({ prefix: '7440', serviceable: true, b2bServiceable: true, codAvailable: true })).statusCode).toBe(200);
    expect((await put({ prefix: '7440', serviceable: true, b2bServiceable: true, codAvailable: false, note: 'Courier stopped COD' })).statusCode).toBe(200);
    const rules = json(await get(admin.token, '/api/v1/admin/audit?entity=setting&entityId=pincode:7440')).entity;
    expect(rules.items.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(rules.items[0].changes).toEqual([
      { field: 'codAvailable', before: true, after: false },
      { field: 'note', before: null, after: 'Courier stopped COD' },
    ]);

    const c = await signUp(t, '9430000004');
    const adjust = (amountPaise: number) =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/nirogmoney/${c.user.id}/adjust`, headers: h(admin.token), payload: { amountPaise, description: 'Goodwill for a late parcel' } });
    const before = json(await get(admin.token, `/api/v1/admin/audit?entity=wallet&entityId=${c.user.id}`)).entity.total;
    expect((await adjust(5000)).statusCode).toBe(201);
    // A debit the wallet cannot cover is refused and leaves no entry.
    expect((await adjust(-10_000_000)).statusCode).toBe(422);
    const money = json(await get(admin.token, `/api/v1/admin/audit?entity=wallet&entityId=${c.user.id}`)).entity;
    expect(money.total).toBe(before + 1);
    expect(money.items[0]).toMatchObject({ action: 'credit', reason: 'Goodwill for a late parcel', actorId: admin.id });
    expect(money.items[0].changes[0]).toEqual({ field: 'balancePaise', before: money.items[0].changes[0].after - 5000, after: money.items[0].changes[0].after });
  });

  it('refuses an unknown kind', async () => {
    expect((await get(admin.token, '/api/v1/admin/audit?entity=planet')).statusCode).toBe(400);
  });
});
