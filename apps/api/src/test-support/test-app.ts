import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import type { SmsMessage, SmsProvider } from '../providers/sms/sms.provider.ts';
import type { EmailMessage, EmailProvider } from '../providers/email/email.provider.ts';

/** Captures SMS in memory so a test can read the OTP a person would receive. */
export class CapturingSms implements SmsProvider {
  readonly name = 'capture';
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
  lastOtp(to: string): string {
    const m = [...this.sent].reverse().find((s) => s.to === to);
    const code = m?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no OTP sent to ${to}`);
    return code;
  }
}

/** Captures email in memory so a test can read the code a person would receive. */
export class CapturingEmail implements EmailProvider {
  readonly name = 'capture';
  sent: EmailMessage[] = [];
  async send(message: EmailMessage) {
    this.sent.push(message);
  }
  lastCode(to: string): string {
    const m = [...this.sent].reverse().find((s) => s.to === to);
    const code = m?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code emailed to ${to}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  sms: CapturingSms;
  email: CapturingEmail;
  config: Config;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}, setup?: (app: FastifyInstance, db: TestDatabase) => void): Promise<TestApp> {
  const db = await createTestDatabase();
  const sms = new CapturingSms();
  const email = new CapturingEmail();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '0', PAYMENTS: 'local' }, { logLevel: 'silent', dataDir, ...overrides });
  const clock = { now: new Date() };
  const app = await buildApp({ config, database: db.database, providers: { sms, email }, now: () => clock.now, checkResponses: true });
  setup?.(app, db);
  await app.ready();
  return {
    app,
    db,
    sms,
    email,
    config,
    clock,
    close: async () => {
      await app.close();
      await db.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Res = LightMyRequestResponse;
export const json = (res: Res) => res.json() as { status: boolean; entity: any; message: any };

/** Signs up a user through the real calls and returns their token. */
export async function signUp(t: TestApp, mobileNumber: string, extra: Record<string, unknown> = {}) {
  const send = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber } });
  if (send.statusCode !== 200) throw new Error(send.body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pub/users/verifyOtp/mobile',
    payload: { mobileNumber, otp: t.sms.lastOtp(mobileNumber), userType: 1, fullName: 'Test Person', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { token: json(res).entity.token as string, user: json(res).entity.user, res };
}

export function inject(t: TestApp, opts: InjectOptions) {
  return t.app.inject(opts);
}
