/**
 * Issue 16: platform processes on one PostgreSQL server, started as `npm start` starts them (separate Node
 * processes, each with its own pool, job worker and listener). PostgreSQL only (TEST_DATABASE_URL; see
 * vitest.config.ts): the embedded database belongs to one process.
 * - a rolling restart of one of two processes, then of the other, under a continuous load loses no request: a tiny
 *   load balancer sends each request to the next process whose readiness answers 200, as nginx or a cloud balancer
 *   would with health checks, and never retries;
 * - 100 parallel bookings of one slot spread over both processes book it once;
 * - processes migrating one database at once take turns under the startup lock, and leave no lock behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './apps/api/src/db/client.ts';
import { appliedMigrationCount, expectedMigrationCount, migrate, STARTUP_LOCK } from './apps/api/src/db/migrate.ts';
import { createTestApp, type TestApp } from './apps/api/src/test-support/test-app.ts';
import { call, makeDoctor, makePatient, type Actor } from './apps/api/src/modules/care/care-test-kit.ts';

const ENTRY = path.join(import.meta.dirname, 'apps/api/src/test-support/platform-process.ts');
let t: TestApp;
let dataDir: string;
/** The two processes behind the balancer (the rolling restart replaces the first). */
let procs: Proc[] = [];
const running = new Set<ChildProcess>();

interface Proc {
  child: ChildProcess;
  base: string;
}

/** Starts one platform process on the test database; resolves when it listens. */
async function startProcess(env: Record<string, string> = {}): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: t.db.url!,
      NODE_ENV: 'test',
      DEMO: '0',
      PAYMENTS: 'local',
      PORT: '0',
      DATA_DIR: dataDir,
      DRAIN_MS: '1500',
      LOG_LEVEL: 'error',
      OTP_SENDS_PER_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/listening (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`platform process ended (${code}) before listening: ${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One request on its own connection (no keep-alive, no retry): the status, or the network error's code. */
function request(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

async function stopProcess(p: Proc) {
  if (p.child.exitCode !== null) return;
  p.child.kill('SIGTERM');
  await once(p.child, 'exit');
}

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-processes-'));
  procs = await Promise.all([startProcess(), startProcess()]);
}, 90_000);
afterAll(async () => {
  await Promise.all(procs.map(stopProcess));
  for (const child of running) child.kill('SIGKILL');
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('platform processes on one PostgreSQL server', () => {
  it('a rolling restart of one of two processes under load loses no request', async () => {
    const slots = procs.map((proc) => ({ proc, up: false, served: 0 }));

    // The load balancer's health checks: every 100 ms each process's readiness decides whether it gets requests.
    let checking = true;
    const checks = (async () => {
      while (checking) {
        await Promise.all(slots.map(async (s) => (s.up = (await request(`${s.proc.base}/api/health/ready`)) === 200)));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    // The load: 4 clients, each request to the next process in service (round robin), catalog and health calls.
    const failures: string[] = [];
    let sent = 0;
    let loading = true;
    let turn = 0;
    const paths = ['/api/pub/v3/products?limit=5', '/api/health/live', '/api/pub/v3/products?limit=2&skip=3'];
    const waitFor = async (what: string, ok: () => boolean) => {
      const deadline = Date.now() + 60_000;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await waitFor('both processes ready', () => slots.every((s) => s.up));
    const clients = Array.from({ length: 4 }, async () => {
      while (loading) {
        const inService = slots.filter((s) => s.up);
        if (inService.length === 0) {
          failures.push('no process in service');
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const slot = inService[turn++ % inService.length]!;
        const url = `${slot.proc.base}${paths[sent++ % paths.length]}`;
        const status = await request(url);
        if (status === 200) slot.served++;
        else failures.push(`${url}: ${status}`);
      }
    });
    const servedSoFar = () => slots.reduce((n, s) => n + s.served, 0);

    try {
      await waitFor('both processes serving', () => slots.every((s) => s.served > 5));
      const slot = slots[0]!;
      // SIGTERM: readiness 503 at once, requests still served while the balancer notices, then the process ends.
      await stopProcess(slot.proc);
      const servedMeanwhile = slots[1]!.served;
      // The new release of this process (as a deploy starts it), taken into service once it is ready.
      slot.proc = procs[0] = await startProcess();
      slot.served = 0;
      await waitFor('the restarted process in service', () => slot.up && slot.served > 5);
      // The other process carried the load while the first was away.
      expect(slots[1]!.served).toBeGreaterThan(servedMeanwhile);
      await waitFor('more load', () => servedSoFar() > 40);
    } finally {
      loading = false;
      await Promise.all(clients);
      checking = false;
      await checks;
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 120_000);

  it('100 parallel bookings of one slot spread over both processes: exactly one books it', async () => {
    const [a, b] = procs as [Proc, Proc];
    const doctor = await makeDoctor(t, '9844400001', { fullName: 'Two Process Doctor' });
    await call(t, doctor, 'PUT', '/api/v3/appointment/settings', { feeVideoPaise: 40000, feeClinicPaise: null, cancelBeforeHours: 4, rescheduleBeforeHours: 4 });
    await call(t, doctor, 'PUT', '/api/v3/appointment/timings', { timings: [{ mode: 0, clinicId: null, weekday: 1, start: '09:00', end: '13:00', slotMinutes: 15 }] });
    const patients: Actor[] = [];
    for (let batch = 0; batch < 10; batch++) {
      patients.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => makePatient(t, `98445${String(100000 + batch * 10 + i).slice(1)}`, `Patient ${String.fromCharCode(65 + i)}`)))));
    }
    // A Monday 10:00 India time, two to eight days from now (the processes run on the real clock).
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (new Date(day.getTime() + 5.5 * 3_600_000).getUTCDay() !== 1) day.setTime(day.getTime() + 86_400_000);
    const startsAt = new Date(`${new Date(day.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)}T10:00:00+05:30`).toISOString();

    const book = (p: Actor, base: string) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const payload = JSON.stringify({ doctorId: doctor.id, mode: 0, clinicId: null, memberPatientId: null, payment: 'clinic', startsAt });
        const req = http.request(`${base}/api/v3/appointment`, { method: 'POST', agent: false, headers: { 'access-token': p.token, 'content-type': 'application/json', platform: 'web' } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        req.end(payload);
      });
    const results = await Promise.all(patients.map((p, i) => book(p, i % 2 === 0 ? a.base : b.base)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(['Sorry, someone has just booked this slot. Please pick another.', 'This slot is not available. Please pick another.']).toContain(r.body.message.fields.startsAt);
    }
    const [{ n }] = await t.db.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM care_appointments WHERE doctor_user_id = $1 AND status <> 'cancelled'`, [doctor.id]);
    expect(n).toBe(1);
  }, 120_000);

  it('processes migrating a new database at once take turns under the startup lock and leave no lock held', async () => {
    const name = `nirog_migrate_${process.pid}_${Date.now()}`;
    const admin = await openPostgres(process.env.TEST_DATABASE_URL!, 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const [one, two, three] = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString()), openPostgres(url.toString())]);
    try {
      await Promise.all([migrate(one), migrate(two), migrate(three)]);
      expect(await appliedMigrationCount(one)).toBe(expectedMigrationCount());
      const held = await one.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`, [STARTUP_LOCK]);
      expect(held[0]!.n).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close(), three.close()]);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  }, 120_000);
});
