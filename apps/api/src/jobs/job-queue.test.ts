/**
 * Issue 16, part 3: background jobs on one PostgreSQL job queue, with two platform instances on one database (run it
 * with TEST_DATABASE_URL for two connection pools really working at once; on PGlite the instances share one database).
 * Both instances run their worker passes at the same time, as every process of a deployment does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTwoApps, type TwoApps } from '../test-support/two-apps.ts';
import { CapturingSms, json, signUp } from '../test-support/test-app.ts';
import type { SmsMessage } from '../providers/sms/sms.provider.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from '../modules/care/care-test-kit.ts';
import { jobs } from './jobs.tables.ts';
import { auditLog } from '../modules/audit/audit.tables.ts';
import { makeOperator } from '../test-support/operators.ts';

/** An SMS gateway that refuses the next `failReminders` reminders (shared by both instances, like one gateway). */
class FlakySms extends CapturingSms {
  constructor(private readonly outage: { failReminders: number }) {
    super();
  }
  override async send(message: SmsMessage) {
    if (message.template === 'appointment_reminder' && this.outage.failReminders > 0) {
      this.outage.failReminders--;
      throw new Error('SMS gateway unavailable');
    }
    await super.send(message);
  }
}

const MON = '2030-01-07';
const outage = { failReminders: 0 };
let two: TwoApps;
let doctor: Actor;
let patient: Actor;

const bothPass = () => Promise.all([two.a.app.jobs.tick(), two.b.app.jobs.tick()]);
const reminders = () => [...two.a.sms.sent, ...two.b.sms.sent].filter((m) => m.template === 'appointment_reminder');
const db = () => two.db.database.db;
const advance = (ms: number) => (two.clock.now = new Date(two.clock.now.getTime() + ms));

async function book(time: string) {
  const res = await call(two.a, patient, 'POST', '/api/v3/appointment', { doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt: ist(MON, time).toISOString() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.entity.id as number;
}

beforeAll(async () => {
  two = await createTwoApps({}, { smsA: new FlakySms(outage), smsB: new FlakySms(outage) });
  two.clock.now = ist('2030-01-06', '10:00');
  doctor = await makeDoctor(two.a, '9833400001', { fullName: 'Queue Doctor' });
  await call(two.a, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 40000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 4 });
  await call(two.a, doctor, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '09:00', end: '13:00', slotMinutes: 15 }] });
  patient = await makePatient(two.a, '9833400002', 'Queue Patient');
}, 60_000);
afterAll(() => two?.close());

describe('job queue with two instances', () => {
  it('a reminder due once is sent once while both instances run their workers', async () => {
    const id = await book('11:00');
    two.clock.now = ist(MON, '08:00');
    await bothPass();
    expect(reminders()).toHaveLength(0);
    // From 09:00 the appointment is within two hours; both workers pass every minute (and several times a minute).
    two.clock.now = ist(MON, '09:00');
    for (let minute = 0; minute < 12; minute++) {
      await Promise.all([bothPass(), bothPass()]);
      advance(60_000);
    }
    const sent = reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('9833400002');
    expect(sent[0]!.body).toContain('Reminder:');
    // The periodic sweep ran once per 5-minute period (08:00, 09:00, 09:05, 09:10), not once per instance or pass.
    const sweeps = await db().select().from(jobs).where(like(jobs.key, 'care.reminders@%')).orderBy(jobs.runAt);
    expect(sweeps.map((j) => [j.key, j.status])).toEqual(['08:00', '09:00', '09:05', '09:10'].map((at) => [`care.reminders@${ist(MON, at).toISOString()}`, 'done']));
    const [job] = await db().select().from(jobs).where(like(jobs.key, `appointment-reminder:${id}:%`));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a reminder whose SMS fails twice is retried with backoff and sent once on the third attempt', async () => {
    const id = await book('12:30');
    const before = reminders().length;
    outage.failReminders = 2;
    two.clock.now = ist(MON, '10:31');
    await bothPass();
    const jobOf = async () => (await db().select().from(jobs).where(like(jobs.key, `appointment-reminder:${id}:%`)))[0]!;
    let job = await jobOf();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toContain('SMS gateway unavailable');
    // First retry after 30 s.
    expect(job.runAt.getTime() - two.clock.now.getTime()).toBe(30_000);
    advance(29_000);
    await bothPass();
    expect((await jobOf()).attempts).toBe(1);
    advance(1_000);
    await bothPass();
    job = await jobOf();
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    // The second retry waits twice as long.
    expect(job.runAt.getTime() - two.clock.now.getTime()).toBe(60_000);
    advance(59_000);
    await Promise.all([bothPass(), bothPass()]);
    expect((await jobOf()).attempts).toBe(2);
    expect(reminders().slice(before)).toHaveLength(0);
    advance(1_000);
    await Promise.all([bothPass(), bothPass()]);
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    // Later passes and sweeps send nothing more.
    for (let i = 0; i < 3; i++) {
      advance(5 * 60_000);
      await Promise.all([bothPass(), bothPass()]);
    }
    expect(reminders().slice(before)).toHaveLength(1);
    expect(outage.failReminders).toBe(0);
  });

  it('a job out of attempts is listed for operators, who can run it again', async () => {
    let runs = 0;
    for (const app of [two.a.app, two.b.app]) {
      app.jobs.define('test.always-fails', {
        maxAttempts: 2,
        backoffMs: 1_000,
        run: async () => {
          runs++;
          throw new Error('the partner API said no');
        },
      });
    }
    const jobId = await two.a.app.jobs.enqueue('test.always-fails', { orderId: 7 }, { key: 'test-fails-1' });
    expect(await two.b.app.jobs.enqueue('test.always-fails', { orderId: 7 }, { key: 'test-fails-1' })).toBeNull();
    await bothPass();
    advance(1_000);
    await bothPass();
    advance(60_000);
    await bothPass();
    expect(runs).toBe(2);

    const op = await signUp(two.a, '9833400003');
    await makeOperator(db(), op.user.id);
    const list = await two.b.app.inject({ method: 'GET', url: '/api/v1/admin/jobs?status=failed', headers: { 'access-token': op.token } });
    expect(list.statusCode).toBe(200);
    expect(json(list).entity.total).toBe(1);
    expect(json(list).entity.items[0]).toMatchObject({ id: jobId, name: 'test.always-fails', status: 'failed', attempts: 2, maxAttempts: 2 });
    expect(json(list).entity.items[0].lastError).toContain('the partner API said no');
    const forbidden = await two.b.app.inject({ method: 'GET', url: '/api/v1/admin/jobs?status=failed', headers: { 'access-token': patient.token } });
    expect(forbidden.statusCode).toBe(403);

    const retry = await two.a.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${jobId}/retry`, headers: { 'access-token': op.token } });
    expect(retry.statusCode).toBe(200);
    expect(json(retry).message).toBe('The job is queued to run again.');
    const again = await two.a.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${jobId}/retry`, headers: { 'access-token': op.token } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message.error).toBe('Only a failed job can be retried.');
    // The retry is in the audit trail: who, which job, what it had failed with; the refused second one is not.
    const trail = await db().select().from(auditLog).where(eq(auditLog.entity, 'job'));
    expect(trail.filter((e) => e.entityId === String(jobId))).toEqual([
      expect.objectContaining({ actorId: op.user.id, action: 'retry', before: expect.objectContaining({ status: 'failed' }), after: expect.objectContaining({ status: 'queued' }), reason: expect.stringContaining('the partner API said no') }),
    ]);
    await bothPass();
    expect(runs).toBe(3);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId!));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  });
});
