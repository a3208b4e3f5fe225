/**
 * Two platform instances on one database, as two processes behind a load balancer would be (issue 16). On a
 * PostgreSQL server (TEST_DATABASE_URL) each instance has its own connection pool, so their queries really run at
 * once; on PGlite they share the one embedded database (which is one process anyway).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { CapturingEmail, CapturingSms, type TestApp } from './test-app.ts';

export interface TwoApps {
  /** Instance A as a TestApp (the helpers of the test kits take it). */
  a: TestApp;
  b: { app: FastifyInstance; sms: CapturingSms; database: Database };
  db: TestDatabase;
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTwoApps(overrides: Partial<Config> = {}, sms: { smsA?: CapturingSms; smsB?: CapturingSms } = {}): Promise<TwoApps> {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '0', PAYMENTS: 'local' }, { logLevel: 'silent', dataDir, ...overrides });
  const clock = { now: new Date() };
  const now = () => clock.now;
  const smsA = sms.smsA ?? new CapturingSms();
  const email = new CapturingEmail();
  const appA = await buildApp({ config, database: db.database, providers: { sms: smsA, email }, now });
  const databaseB = db.url ? await openPostgres(db.url) : db.database;
  const sms2 = sms.smsB ?? new CapturingSms();
  const appB = await buildApp({ config, database: databaseB, providers: { sms: sms2, email: new CapturingEmail() }, now });
  await Promise.all([appA.ready(), appB.ready()]);
  const close = async () => {
    await Promise.all([appA.close(), appB.close()]);
    if (databaseB !== db.database) await databaseB.close();
    await db.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    a: { app: appA, db, sms: smsA, email, config, clock, close },
    b: { app: appB, sms: sms2, database: databaseB },
    db,
    clock,
    close,
  };
}
