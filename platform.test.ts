import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nirog/api/config';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { LOCAL_PAYMENTS_WARNING, startupWarnings } from '@nirog/api/config';
import type { FastifyRequest } from 'fastify';
import { createPlatform, inProcessClient, installShutdown, startupBreakdown } from './platform.ts';
import { SERVER_NODE_OPTIONS } from './scripts/node-options.ts';
import { PGLITE_ONE_PROCESS, workerCount } from './processes.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tempConfig(extra: NodeJS.ProcessEnv = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-platform-'));
  dirs.push(dir);
  return { dir, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', ...extra }) };
}

// Each test opens a fresh embedded database (initdb in WASM) and seeds it: slow beside another worker's tests.
describe('the platform on the embedded database', { timeout: 120_000 }, () => {
  it('keeps what users saved across a stop and a start, and seeds demo data once (idempotent)', async () => {
    const { dir, config } = tempConfig();
    let platform = await createPlatform(config, { web: false });
    // A new database: migrated, reference and demo data loaded.
    expect(platform.startup).toMatchObject({ migrated: true, referenceSeeded: true, demoSeeded: true });
    const mobile = '9812345670';
    const send = await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: mobile } });
    expect(send.statusCode).toBe(200);
    // Demo mode: the SMS is readable in DATA_DIR/outbox.jsonl.
    const lines = fs.readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    const otp = JSON.parse(lines[lines.length - 1]).body.match(/\b(\d{6})\b/)[1];
    const created = await platform.app.inject({
      method: 'POST',
      url: '/api/pub/users/verifyOtp/mobile',
      payload: { mobileNumber: mobile, otp, userType: 1, fullName: 'Persisted Person' },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json().entity.token;
    await platform.stop();

    platform = await createPlatform(config, { web: false });
    // A restart on the unchanged database: no migrator, no seeding, only the checks (decisions 027, 030).
    expect(platform.startup).toMatchObject({ migrated: false, referenceSeeded: false, demoSeeded: false });
    // The steps server.ts prints (and bench/run.ts reads), each timed.
    expect(startupBreakdown({ ...platform.startup, modulesMs: 400, listenMs: 5 })).toMatch(
      /^modules 400, db open \d+, migrations \d+, seed checks \d+, app \d+, web 0, listen 5$/,
    );
    try {
      const me = await platform.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } });
      expect(me.statusCode).toBe(200);
      expect(me.json().entity.user.fullName).toBe('Persisted Person');
      const [{ n }] = await platform.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE mobile_number LIKE '900000000%'");
      // One account per user type, and the demo operator (9000000009) of the review queue; a second start adds none.
      expect(n).toBe(9);
      const [{ ops }] = await platform.database.query<{ ops: number }>("SELECT count(*)::int AS ops FROM users WHERE role = 'operator'");
      expect(ops).toBe(1);
      // The fixed demo OTP works for demo accounts in demo mode.
      await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9000000006' } });
      const login = await platform.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: '9000000006', otp: '123456' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().entity.user.userType).toBe(6);
    } finally {
      await platform.stop();
    }
  });

  it('with DEMO=0 there are no demo accounts, no fixed OTP and no outbox file', async () => {
    const { dir, config } = tempConfig({ DEMO: '0', PAYMENTS: 'off' });
    const platform = await createPlatform(config, { web: false });
    try {
      const send = await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9000000006' } });
      expect(send.json().entity.isExistingUser).toBe(false);
      const res = await platform.app.inject({
        method: 'POST',
        url: '/api/pub/users/verifyOtp/mobile',
        payload: { mobileNumber: '9000000006', otp: '123456', userType: 6, salutation: 2, fullName: 'Not Demo' },
      });
      // The fixed code is not accepted (unless the random code happened to be 123456: one in a million).
      expect(res.statusCode).toBe(400);
      expect(fs.existsSync(path.join(dir, 'outbox.jsonl'))).toBe(false);
      // PAYMENTS=off: no local test gateway to mark orders paid, and the pages are told online payment is off.
      expect((await platform.app.inject({ method: 'POST', url: '/api/gateway/local/checkout/order_ABCDEFGHIJKLMN/pay' })).statusCode).toBe(404);
      expect((await platform.app.inject({ method: 'GET', url: '/api/pub/v1/payments/online' })).json().entity).toEqual({ available: false });
    } finally {
      await platform.stop();
    }
  });

  it('on shutdown, a request in flight finishes and new requests are refused (503, or the socket is already closed)', async () => {
    const { config } = tempConfig();
    const platform = await createPlatform(config, { web: false });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    platform.app.get('/api/test/slow', { config: { public: true } }, async () => {
      await gate;
      return { status: true, entity: 'done', message: '' };
    });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (platform.app.server.address() as { port: number }).port;
    const inflight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    const stopping = platform.stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.app.appState.lifecycle.shuttingDown).toBe(true);
    const late = await fetch(`http://127.0.0.1:${port}/api/health/live`, { headers: { connection: 'close' } }).then((r) => r.status).catch(() => 'refused');
    expect([503, 'refused']).toContain(late);
    release();
    expect(await inflight).toEqual({ status: 200, body: { status: true, entity: 'done', message: '' } });
    await stopping;
  });

  it('SIGTERM drains: ready turns 503 at once, every request sent around the signal is answered, then the listener closes', async () => {
    const { config } = tempConfig();
    const platform = await createPlatform(config, { web: false });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (platform.app.server.address() as { port: number }).port;
    const signals = new EventEmitter();
    let exited!: (code: number) => void;
    const exit = new Promise<number>((r) => (exited = r));
    installShutdown(platform, { drainMs: 4000, exit: (code) => exited(code), signals });
    // A fresh connection per request, as clients behind a load balancer open them.
    const get = (p: string) =>
      new Promise<number | string>((resolve) => {
        http.get({ host: '127.0.0.1', port, path: p, agent: false, headers: { connection: 'close' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const burst = (n: number) => Array.from({ length: n }, () => get('/api/health/live'));

    // The drain is long enough that a loaded machine (two test workers, 2 cores) still asks for readiness inside it.
    const before = burst(60);
    await sleep(40);
    signals.emit('SIGTERM');
    const around = burst(40);
    await sleep(200);
    expect(await get('/api/health/ready')).toBe(503);
    const later = burst(30);
    const statuses = await Promise.all([...before, ...around, ...later]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await exit).toBe(0);
    expect(await get('/api/health/live')).toBe('ECONNREFUSED');
  });

  it("a page's API calls share one session lookup (decision 029): probed by ending the session after the first", async () => {
    const { config } = tempConfig();
    const platform = await createPlatform(config, { web: false });
    try {
      await platform.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9000000006' } });
      const login = await platform.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: '9000000006', otp: '123456' } });
      const token = login.json().entity.token as string;
      // What the page route hands the client: the browser's session cookie, its request id and address.
      const pageRequest = (id: string) => ({ cookies: { AUTH: token }, headers: {}, id, ip: '127.0.0.1' }) as unknown as FastifyRequest;
      const { client } = inProcessClient(platform.app, pageRequest('page-1'));
      expect((await client.get('/v1/users/me')).ok).toBe(true);
      await platform.database.exec('DELETE FROM sessions');
      // The rest of this page's reads reuse its lookup; the next page (or any other request) looks the session up.
      expect((await client.get('/v1/users/me')).ok).toBe(true);
      expect((await inProcessClient(platform.app, pageRequest('page-2')).client.get('/v1/users/me')).httpStatus).toBe(401);
      expect((await platform.app.inject({ url: '/api/v1/users/me', headers: { 'access-token': token } })).statusCode).toBe(401);
    } finally {
      await platform.stop();
    }
  });

  it('PAYMENTS=local outside demo mode warns at every start; demo mode and real keys do not', () => {
    expect(startupWarnings(loadConfig({ DEMO: '0', PAYMENTS: 'local' }))).toEqual([LOCAL_PAYMENTS_WARNING]);
    expect(LOCAL_PAYMENTS_WARNING).toMatch(/NO MONEY MOVES/);
    expect(startupWarnings(loadConfig({ DEMO: '1' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ DEMO: '0', RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ DEMO: '0', PAYMENTS: 'off' }))[0]).toMatch(/^PAYMENTS=off/);
  });
});

describe('npm start', () => {
  it('runs the server with the Node options the benchmark and the end-to-end tests use (a 512 MB heap ceiling)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
    expect(SERVER_NODE_OPTIONS).toEqual(['--max-old-space-size=512']);
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} scripts/start.mjs`);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('runs N workers only with a PostgreSQL server; on the embedded database one process, and the log says why', () => {
    const pg = 'postgres://db/nirog';
    expect(workerCount({}, pg)).toEqual({ workers: 1, note: null });
    expect(workerCount({ WEB_CONCURRENCY: '4' }, pg)).toEqual({ workers: 4, note: null });
    expect(workerCount({ WEB_CONCURRENCY: '4' }, null)).toEqual({ workers: 1, note: `WEB_CONCURRENCY=4 ignored: ${PGLITE_ONE_PROCESS}` });
    expect(workerCount({ WEB_CONCURRENCY: '1' }, null)).toEqual({ workers: 1, note: null });
    expect(() => workerCount({ WEB_CONCURRENCY: 'two' }, pg)).toThrow('WEB_CONCURRENCY must be a whole number from 1 to 64');
    expect(() => workerCount({ WEB_CONCURRENCY: '0' }, pg)).toThrow('WEB_CONCURRENCY must be a whole number');
  });
});
