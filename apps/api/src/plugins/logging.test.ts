import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db.ts';
import type { FastifyInstance } from 'fastify';

const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '0', PAYMENTS: 'local', LOG_LEVEL: 'info' }, { dataDir: '/nonexistent' });
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  // The default provider (outbox table + log line), so its log line is checked too.
  app = await buildApp({ config, database: db.database, logger: { ...(loggerOptions(config) as object), stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

describe('logs', () => {
  it('carry the request id on every line of a request and never show the mobile number, the OTP or a token', async () => {
    const mobile = '9811122233';
    const res = await app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: mobile }, headers: { 'x-request-id': 'req-log-test-1' } });
    expect(res.statusCode).toBe(200);
    const [row] = await db.database.query<{ body: string }>('SELECT body FROM outbox_messages WHERE recipient = $1', [mobile]);
    const otp = row.body.match(/\b(\d{6})\b/)![1];
    const mine = lines.filter((l) => l.reqId === 'req-log-test-1');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed', expect.stringMatching(/^sms queued/)]));
    const text = JSON.stringify(lines);
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(otp);

    const reg = await app.inject({
      method: 'POST',
      url: '/api/pub/users/verifyOtp/mobile',
      payload: { mobileNumber: mobile, otp, userType: 1, fullName: 'Log Person' },
    });
    const token = reg.json().entity.token as string;
    await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } });
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
