import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';
import { createTestDatabase } from '../test-support/test-db.ts';

// Migration 0020 (decision 032): every operator from before roles becomes admin; other accounts get no role.
// Runs the real migration file on PGlite, or on PostgreSQL with TEST_DATABASE_URL: on a migrated database the roles
// table is dropped (as it was before 0020), accounts are added, and 0020's statements run again as the migrator runs them.
describe('migration 0020 operator roles', { timeout: 60_000 }, () => {
  it('grants admin to each existing operator and to no one else', async () => {
    const t = await createTestDatabase();
    try {
      const db = t.database;
      await db.exec('DROP TABLE operator_roles');
      const add = (mobile: string, role: string) =>
        db.query<{ id: number }>(`INSERT INTO users (user_type, ext_user_id, mobile_number, full_name, role) VALUES (1, $1, $2, 'Someone', $3) RETURNING id`, [`x${mobile}`, mobile, role]);
      const [op] = await add('9111100001', 'operator');
      const [plain] = await add('9111100002', 'user');

      const sql = fs.readFileSync(path.join(migrationsDir(), '0020_operator_roles.sql'), 'utf8');
      for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
      const rows = await db.query<{ user_id: number; role: string }>('SELECT user_id, role FROM operator_roles WHERE user_id IN ($1, $2)', [op.id, plain.id]);
      expect(rows).toEqual([{ user_id: op.id, role: 'admin' }]);
    } finally {
      await t.dispose();
    }
  });
});
