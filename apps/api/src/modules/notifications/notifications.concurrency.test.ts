/**
 * Issue 21 part 1: "a notification reaches each channel once when a job is retried or two workers run". Meant for
 * PostgreSQL (TEST_DATABASE_URL): two platform instances with their own connection pools run their workers at the
 * same time, so two claims of one delivery really race; the conditional UPDATE of the claim decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { createTwoApps, type TwoApps } from '../../test-support/two-apps.ts';
import { makePatient, type Actor } from '../care/care-test-kit.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { notificationDeliveries } from './notifications.tables.ts';
import { DELIVER_JOB } from './notify.ts';

let two: TwoApps;
let asha: Actor;
const MOBILE = '9844600001';
const db = () => two.db.database.db;
const smsSent = () => [...two.a.sms.sent, ...two.b.sms.sent].filter((m) => m.to === MOBILE && m.template === 'order.sms.shipped');
const bothPass = () => Promise.all([two.a.app.jobs.tick(), two.b.app.jobs.tick(), two.a.app.jobs.tick(), two.b.app.jobs.tick()]);
const shipped = (n: number) => ({ userId: asha.id, module: NOTIFY_MODULE.d2cOrders, kind: 'orderShipped', params: { orderNumber: `NRG-${n}`, courier: 'Delhivery', awb: `AWB${n}`, trackPath: '/myorders/x' }, link: '/myorders/x', key: `race:${n}` });

beforeAll(async () => {
  two = await createTwoApps({ otpSendsPerIp: 10_000 });
  asha = await makePatient(two.a, MOBILE, 'Asha Rao');
}, 60_000);
afterAll(() => two?.close());

describe('deliveries with two workers', () => {
  it('30 notifications queued in transactions: both instances work the queue at once, and each SMS goes out once', async () => {
    for (let n = 1; n <= 30; n++) await db().transaction((tx) => two.a.app.notify(shipped(n), tx));
    expect(smsSent()).toHaveLength(0);
    await bothPass();
    const bodies = smsSent().map((m) => m.body);
    expect(bodies).toHaveLength(30);
    expect(new Set(bodies).size).toBe(30);
    const rows = await db().select().from(notificationDeliveries);
    expect(rows.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  });

  it('every job run again at once (a retry, a lost lease) sends nothing more', async () => {
    await db().update(jobs).set({ status: 'queued', runAt: two.clock.now, lockedUntil: null }).where(eq(jobs.name, DELIVER_JOB));
    await bothPass();
    expect(smsSent()).toHaveLength(30);
    const done = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.name, DELIVER_JOB));
    expect(done.every((j) => j.status === 'done')).toBe(true);
  });

  it('the same notification told by both instances at once is one inbox row and one SMS', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? two.a.app : two.b.app).notify(shipped(99))));
    two.clock.now = new Date(two.clock.now.getTime() + 10 * 60_000);
    await bothPass();
    expect(smsSent().filter((m) => m.body.includes('NRG-99'))).toHaveLength(1);
    const [{ n }] = await two.db.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE key = 'race:99'`);
    expect(n).toBe(1);
  });

  it('a sender that died holding a claim is taken over after its lease, once', async () => {
    await db().transaction((tx) => two.a.app.notify(shipped(100), tx));
    const [d] = await db().select().from(notificationDeliveries).where(eq(notificationDeliveries.status, 'pending'));
    // A worker claimed it and died before sending: "sending", lease running.
    await db().update(notificationDeliveries).set({ status: 'sending', attempts: 1, claimedUntil: new Date(two.clock.now.getTime() + 120_000) }).where(eq(notificationDeliveries.id, d.id));
    await bothPass();
    expect(smsSent().filter((m) => m.body.includes('NRG-100'))).toHaveLength(0);
    // The lease runs out; the job's retry takes it over and sends it once.
    two.clock.now = new Date(two.clock.now.getTime() + 60 * 60_000);
    await bothPass();
    expect(smsSent().filter((m) => m.body.includes('NRG-100'))).toHaveLength(1);
    const [after] = await db().select().from(notificationDeliveries).where(inArray(notificationDeliveries.id, [d.id]));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
