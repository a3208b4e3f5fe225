/**
 * The visitor page cache across processes (decision 028): two platforms, each with its own pool, listener and page
 * cache, on one PostgreSQL database. A write committed through one process drops the kept page in both: the database
 * trigger's NOTIFY reaches every listener. PostgreSQL only (TEST_DATABASE_URL): the embedded database belongs to one
 * process. Builds the web app first if it is missing or stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nirog/api/config';
import { packages, products } from '@nirog/api/modules/catalog/catalog.tables';
import { careDoctors } from '@nirog/api/modules/care/directory.tables';
import { createTestDatabase, type TestDatabase } from '@nirog/api/test-support/test-db';
import { ensureWebBuild } from '@nirog/api/test-support/web-build';
import { createPlatform, type Platform } from './platform.ts';

let db: TestDatabase;
let dir: string;
let a: Platform;
let b: Platform;

beforeAll(async () => {
  await ensureWebBuild();
  db = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-page-cache-pg-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url!, DEMO: '1', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  // Started together, as two processes are: they take turns migrating and seeding under the startup lock.
  [a, b] = await Promise.all([createPlatform(config), createPlatform(config)]);
}, 240_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: Platform, url: string) => p.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The notification travels over B's own listener connection: wait for it (bounded), not for a fixed time. */
async function untilMiss(p: Platform, url: string) {
  for (let i = 0; i < 100; i++) {
    const res = await get(p, url);
    if (res.headers['x-page-cache'] === 'miss') return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} was still served from the cache 5 s after the change`);
}

describe('the visitor page cache on two processes', { timeout: 60_000 }, () => {
  it('a price written through one process drops the product page kept by both', async () => {
    const [product] = await a.database.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.active, true)).limit(1);
    const url = `/medicines/${product.slug}`;
    for (const p of [a, b]) {
      await get(p, url);
      expect((await get(p, url)).headers['x-page-cache']).toBe('hit');
    }
    await a.database.db.update(packages).set({ mrpPaise: 876500, salePricePaise: 876500 }).where(eq(packages.productId, product.id));
    expect((await untilMiss(a, url)).body).toContain('8,765');
    expect((await untilMiss(b, url)).body).toContain('8,765');
  });

  it("a doctor's profile change through one process drops the doctors' pages of the other", async () => {
    const url = '/ayurveda/doctors';
    await get(b, url);
    expect((await get(b, url)).headers['x-page-cache']).toBe('hit');
    const [doctor] = await a.database.db.select({ userId: careDoctors.userId }).from(careDoctors).limit(1);
    await a.database.db.update(careDoctors).set({ updatedAt: new Date() }).where(eq(careDoctors.userId, doctor.userId));
    await untilMiss(b, url);
  });
});
