import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';

/**
 * The advisory lock under which a process prepares the database at start (migrations, then reference and demo data):
 * processes starting together on one server take turns, so the first applies the migrations and the others find
 * nothing left to apply.
 */
export const STARTUP_LOCK = 727274;

/** Applies pending drizzle-kit migrations (the same SQL on PGlite and PostgreSQL) under the startup lock. */
export async function migrate(database: Database): Promise<void> {
  await database.withLock(STARTUP_LOCK, () => migrateHoldingLock(database));
}

/**
 * Applies pending migrations; the caller holds STARTUP_LOCK (or is the only process, on PGlite). True when it ran
 * drizzle's migrator, false when the database already had every migration (a restart: one lookup and one read).
 */
export async function migrateHoldingLock(database: Database): Promise<boolean> {
  if (await migrationsUpToDate(database)) return false;
  const migrationsFolder = migrationsDir();
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
  return true;
}

function journalEntries(): Array<{ tag: string; when: number }> {
  return JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')).entries;
}

/**
 * Whether the database has every migration of the journal, by drizzle's own rule: it applies each migration whose
 * timestamp (`when`) is newer than the newest one it recorded, so none pending means none newer (decision 030). Its
 * migrator would otherwise read and hash every migration file and run its DDL checks in a transaction at each start.
 */
export async function migrationsUpToDate(database: Database): Promise<boolean> {
  const [table] = await database.query<{ present: boolean }>("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present");
  if (!table?.present) return false;
  const [row] = await database.query<{ newest: number | string | bigint | null }>('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations');
  if (row?.newest === null || row?.newest === undefined) return false;
  const newestInJournal = Math.max(...journalEntries().map((e) => e.when));
  return Number(row.newest) >= newestInJournal;
}

/** Number of migrations in the journal, to compare with what the database has applied. */
export function expectedMigrationCount(): number {
  return journalEntries().length;
}

export async function appliedMigrationCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}
