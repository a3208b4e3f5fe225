import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db.ts';
import { migrateHoldingLock } from './migrate.ts';

// Migration 0020 (decision 032): every operator from before roles becomes admin; other accounts get no role.
// Runs the real migration file on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
describe('migration 0020 operator roles', { timeout: 60_000 }, () => {
  it('grants admin to each existing operator and to no one else', async () => {
    const t = await createTestDatabase();
    try {
      const db = t.database;
      // Back to the database as it was before 0020: no roles table, 0020 not recorded.
      await db.exec('DROP TABLE operator_roles');
      await db.exec("DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)");
      const add = (mobile: string, role: string) =>
        db.query<{ id: number }>(`INSERT INTO users (user_type, ext_user_id, mobile_number, full_name, role) VALUES (1, $1, $2, 'Someone', $3) RETURNING id`, [`x${mobile}`, mobile, role]);
      const [op] = await add('9111100001', 'operator');
      const [plain] = await add('9111100002', 'user');

      expect(await migrateHoldingLock(db)).toBe(true);
      const rows = await db.query<{ user_id: number; role: string }>('SELECT user_id, role FROM operator_roles WHERE user_id IN ($1, $2)', [op.id, plain.id]);
      expect(rows).toEqual([{ user_id: op.id, role: 'admin' }]);
    } finally {
      await t.dispose();
    }
  });
});
