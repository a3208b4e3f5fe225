import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';

/** Applies pending drizzle-kit migrations (the same SQL on PGlite and PostgreSQL). */
export async function migrate(database: Database): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // One migrator at a time across processes sharing a server.
    await database.exec('SELECT pg_advisory_lock(727274)');
    try {
      await run(database.db as never, { migrationsFolder });
    } finally {
      await database.exec('SELECT pg_advisory_unlock(727274)');
    }
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
