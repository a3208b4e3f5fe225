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

/** Applies pending migrations; the caller holds STARTUP_LOCK (or is the only process, on PGlite). */
export async function migrateHoldingLock(database: Database): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

/** Number of migrations in the journal, to compare with what the database has applied. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

export async function appliedMigrationCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}
