/**
 * Issue 21 part 1 (spec sections 3 and 7, `/v1/notification`): the inbox is its owner's alone, marking read, the unread
 * count, preferences honoured per channel, and each channel told once however often a delivery runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makePatient, type Actor } from '../care/care-test-kit.ts';
import { users } from '../identity/identity.tables.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { notificationDeliveries, notifications } from './notifications.tables.ts';
import { DELIVER_JOB } from './notify.ts';
import { smsDltTemplates } from '../../config.ts';

let t: TestApp;
let asha: Actor;
let ravi: Actor;
const ASHA = '9844400001';
const RAVI = '9844400002';

const shipped = (key: string, userId = asha.id) => ({ userId, module: NOTIFY_MODULE.d2cOrders, kind: 'orderShipped', params: { orderNumber: 'NRG-1', courier: 'Delhivery', awb: 'AWB1', trackPath: '/myorders/x' }, link: '/myorders/x', key });
const smsTo = (mobile: string) => t.sms.sent.filter((m) => m.to === mobile);

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000, smsDltTemplates: { 'order.sms.shipped': '1107161234567890123', otp: '1107169876543210987' } });
  asha = await makePatient(t, ASHA, 'Asha Rao');
  ravi = await makePatient(t, RAVI, 'Ravi Kumar');
}, 60_000);
afterAll(() => t.close());

describe('the inbox', () => {
  it('a notification shows in its owner\'s inbox, in the reader\'s language, and rings the bell once per key', async () => {
    await t.app.notify(shipped('order-shipped:1'));
    await t.app.notify(shipped('order-shipped:1'));
    const list = await call(t, asha, 'GET', '/api/v1/notification');
    expect(list.status).toBe(200);
    expect(list.body.entity).toMatchObject({ total: 1, unread: 1 });
    expect(list.body.entity.items[0]).toMatchObject({ module: 11, kind: 'orderShipped', title: 'Order shipped', body: 'Your order NRG-1 has shipped with Delhivery (AWB AWB1).', link: '/myorders/x', readAt: null });
    expect((await call(t, asha, 'GET', '/api/v1/notification/unread-count')).body.entity).toEqual({ unread: 1 });
    // The same key twice: one SMS, as registered before the inbox existed.
    expect(smsTo(ASHA).filter((m) => m.template === 'order.sms.shipped')).toHaveLength(1);
    expect(smsTo(ASHA).at(-1)).toMatchObject({ body: 'Nirog: your order NRG-1 has shipped with Delhivery (AWB AWB1). Track it: /myorders/x', dltTemplateId: '1107161234567890123' });
    const hindi = await t.app.inject({ method: 'GET', url: '/api/v1/notification', headers: { 'access-token': asha.token, cookie: 'lang=hi' } });
    expect(hindi.json().entity.items[0].title).toBe('ऑर्डर भेज दिया गया');
  });

  it("another user's notification is 404 and stays unread; their inbox and count are their own", async () => {
    const [n] = await t.db.database.db.select().from(notifications).where(eq(notifications.userId, asha.id));
    const foreign = await call(t, ravi, 'POST', `/api/v1/notification/${n.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message.error).toBe('We could not find this notification.');
    expect((await call(t, ravi, 'GET', '/api/v1/notification')).body.entity).toEqual({ items: [], total: 0, unread: 0 });
    expect((await call(t, asha, 'GET', '/api/v1/notification/unread-count')).body.entity).toEqual({ unread: 1 });
    expect((await call(t, null, 'GET', '/api/v1/notification')).status).toBe(401);
  });

  it('mark one read keeps its first read time; mark all read clears the bell; filters by module and unread', async () => {
    await t.app.notify(shipped('order-shipped:2'));
    await t.app.notify({ userId: asha.id, module: NOTIFY_MODULE.account, kind: 'orderRefundedWallet', params: { amount: '₹10', orderNumber: 'NRG-2' }, key: 'refund:2' });
    const page = (await call(t, asha, 'GET', '/api/v1/notification')).body.entity;
    expect(page.unread).toBe(3);
    const first = page.items[0].id;
    const read = await call(t, asha, 'POST', `/api/v1/notification/${first}/read`);
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Marked as read.');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = await call(t, asha, 'POST', `/api/v1/notification/${first}/read`);
    expect(again.body.entity.readAt).toBe(read.body.entity.readAt);
    expect((await call(t, asha, 'GET', '/api/v1/notification?unread=1')).body.entity.total).toBe(2);
    expect((await call(t, asha, 'GET', '/api/v1/notification?module=14')).body.entity.items.map((i: { kind: string }) => i.kind)).toEqual(['orderRefundedWallet']);
    expect((await call(t, asha, 'GET', '/api/v1/notification?module=15')).status).toBe(400);
    const all = await call(t, asha, 'POST', '/api/v1/notification/read-all');
    expect(all.body.entity).toEqual({ marked: 2, unread: 0 });
    expect((await call(t, asha, 'GET', '/api/v1/notification/unread-count')).body.entity).toEqual({ unread: 0 });
  });

  it('pages are capped at 100 and numbered by skip', async () => {
    const res = await call(t, asha, 'GET', '/api/v1/notification?limit=500&skip=1');
    expect(res.status).toBe(200);
    expect(res.body.entity.items).toHaveLength(2);
  });
});

describe('SMS_DLT_TEMPLATES', () => {
  it('is a JSON object of template names to the digits the DLT portal gave; anything else stops the start', () => {
    expect(smsDltTemplates({ SMS_DLT_TEMPLATES: '{"order.sms.shipped":"1107161234567890123"}' })).toEqual({ 'order.sms.shipped': '1107161234567890123' });
    expect(smsDltTemplates({})).toEqual({});
    expect(() => smsDltTemplates({ SMS_DLT_TEMPLATES: 'order.sms.shipped=1' })).toThrow(/must be a JSON object/);
    expect(() => smsDltTemplates({ SMS_DLT_TEMPLATES: '{"otp":"abc"}' })).toThrow(/the template id of "otp"/);
  });

  it('every SMS carries the id of its template, not only notifications: the OTP too', async () => {
    const mobile = '9844400077';
    const res = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: mobile } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(smsTo(mobile).at(-1)).toMatchObject({ template: 'otp', dltTemplateId: '1107169876543210987' });
  });
});

describe('preferences', () => {
  it('defaults: every channel for orders, no SMS or email for feeds', async () => {
    const prefs = (await call(t, ravi, 'GET', '/api/v1/notification/preferences')).body.entity;
    expect(prefs.modules).toHaveLength(14);
    expect(prefs.modules.find((m: { module: number }) => m.module === 11).channels).toEqual({ inApp: true, sms: true, email: true, push: true });
    expect(prefs.modules.find((m: { module: number }) => m.module === 8).channels).toEqual({ inApp: true, sms: false, email: false, push: true });
    expect(prefs.reach).toEqual({ sms: true, email: false, push: 0 });
  });

  it('each channel follows its switch: SMS off sends no SMS, email on reaches a verified address, in-app off files it read', async () => {
    await t.db.database.db.update(users).set({ email: 'ravi@example.in', emailVerifiedAt: new Date() }).where(eq(users.id, ravi.id));
    const put = await call(t, ravi, 'PUT', '/api/v1/notification/preferences', { preferences: [{ module: 11, channel: 'sms', enabled: false }, { module: 11, channel: 'inApp', enabled: false }] });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Your notification settings are saved.');
    expect(put.body.entity.modules.find((m: { module: number }) => m.module === 11).channels).toEqual({ inApp: false, sms: false, email: true, push: true });
    const smsBefore = smsTo(RAVI).length;
    await t.app.notify(shipped('order-shipped:r1', ravi.id));
    expect(smsTo(RAVI)).toHaveLength(smsBefore);
    const mail = t.email.sent.filter((m) => m.to === 'ravi@example.in');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Order shipped', template: 'orderShipped' });
    expect(mail[0]!.text).toContain('Your order NRG-1 has shipped with Delhivery (AWB AWB1).');
    const inbox = (await call(t, ravi, 'GET', '/api/v1/notification')).body.entity;
    expect(inbox).toMatchObject({ total: 1, unread: 0 });
    // A module left alone keeps its defaults: SMS on for the account module.
    await t.app.notify({ userId: ravi.id, module: NOTIFY_MODULE.account, kind: 'orderRefundedWallet', params: { amount: '₹10', orderNumber: 'NRG-3' }, key: 'refund:r1' });
    expect(smsTo(RAVI)).toHaveLength(smsBefore + 1);
  });

  it('refuses an unknown channel or module and changes nothing', async () => {
    const before = (await call(t, ravi, 'GET', '/api/v1/notification/preferences')).body.entity;
    expect((await call(t, ravi, 'PUT', '/api/v1/notification/preferences', { preferences: [{ module: 11, channel: 'fax', enabled: true }] })).status).toBe(400);
    const bad = await call(t, ravi, 'PUT', '/api/v1/notification/preferences', { preferences: [{ module: 99, channel: 'sms', enabled: true }] });
    expect(bad.status).toBe(400);
    expect((await call(t, ravi, 'GET', '/api/v1/notification/preferences')).body.entity).toEqual(before);
  });
});

describe('delivery runs once per channel', () => {
  it('a notification made inside a transaction waits for the job; the job and its retries send the SMS once', async () => {
    const db = t.db.database.db;
    await db.transaction(async (tx) => t.app.notify(shipped('order-shipped:tx'), tx));
    const before = smsTo(ASHA).length;
    const [n] = await db.select().from(notifications).where(eq(notifications.key, 'order-shipped:tx'));
    const [d] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, n.id));
    expect(d).toMatchObject({ channel: 'sms', status: 'pending' });
    const [job] = await db.select().from(jobs).where(eq(jobs.key, `notify.deliver:${d.id}`));
    expect(job).toMatchObject({ name: DELIVER_JOB, status: 'queued' });
    await t.app.jobs.tick();
    expect(smsTo(ASHA)).toHaveLength(before + 1);
    // The job runs again (an operator's retry, a lease that ran out): nothing more goes out.
    await db.update(jobs).set({ status: 'queued', runAt: t.clock.now }).where(eq(jobs.id, job.id));
    await t.app.jobs.tick();
    expect(smsTo(ASHA)).toHaveLength(before + 1);
    const [after] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, d.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a notification rolled back with its transaction tells nobody', async () => {
    const db = t.db.database.db;
    await expect(
      db.transaction(async (tx) => {
        await t.app.notify(shipped('order-shipped:rolled-back'), tx);
        throw new Error('the order step failed');
      }),
    ).rejects.toThrow('the order step failed');
    expect(await db.select().from(notifications).where(eq(notifications.key, 'order-shipped:rolled-back'))).toEqual([]);
  });
});
