import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db.ts';
import { openPglite, type Database } from './client.ts';
import { appliedMigrationCount, expectedMigrationCount, migrateHoldingLock, migrationsUpToDate } from './migrate.ts';

// A start runs drizzle's migrator only when the database lacks a migration of the journal (decision 030).
describe('migrations at start', { timeout: 60_000 }, () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  it('a new database is migrated; a second start finds nothing pending and does not run the migrator', async () => {
    const database = await openPglite({});
    open.push(database);
    expect(await migrationsUpToDate(database)).toBe(false);
    expect(await migrateHoldingLock(database)).toBe(true);
    expect(await appliedMigrationCount(database)).toBe(expectedMigrationCount());
    expect(await migrationsUpToDate(database)).toBe(true);
    expect(await migrateHoldingLock(database)).toBe(false);
    expect(await appliedMigrationCount(database)).toBe(expectedMigrationCount());
  });

  it('a database whose newest recorded migration is older than the journal\'s newest has one pending', async () => {
    const t = await createTestDatabase();
    try {
      expect(await migrationsUpToDate(t.database)).toBe(true);
      // As if the journal's last migration had been added since this database was last started.
      await t.database.exec('DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)');
      expect(await migrationsUpToDate(t.database)).toBe(false);
    } finally {
      await t.dispose();
    }
  });
});
