import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite, type Database } from '../db/client.ts';
import { isUniqueViolation, pgError } from './errors.ts';

// Services turn a refused row into the spec's message (a taken slug, a used payment link, an account that exists).
// drizzle wraps the driver's error, so the SQLSTATE is found through the cause: on PGlite and, with
// TEST_DATABASE_URL, on a PostgreSQL server.
describe('pgError: the database refusal behind drizzle\'s wrapping', { timeout: 60_000 }, () => {
  let database: Database;
  // Plain tables (a pool's connections do not share temporary ones), named for this run, dropped afterwards.
  const tag = `pg_error_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    await database?.exec(`DROP TABLE IF EXISTS ${tag}_child; DROP TABLE IF EXISTS ${tag}_parent;`);
    await database?.close();
  });

  const refusal = async (statement: ReturnType<typeof sql>) => {
    try {
      await database.db.execute(statement);
    } catch (err) {
      return err;
    }
    throw new Error('the statement was not refused');
  };

  it('names the unique, check and foreign key refusals and their constraints', async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = url ? await openDatabase({ databaseUrl: url, dataDir: '' }) : await openPglite({});
    await database.exec(`CREATE TABLE ${tag}_parent (id int PRIMARY KEY);
      CREATE TABLE ${tag}_child (id int CONSTRAINT ${tag}_key UNIQUE, parent int REFERENCES ${tag}_parent(id), n int CONSTRAINT ${tag}_ck CHECK (n >= 0));
      INSERT INTO ${tag}_parent VALUES (1); INSERT INTO ${tag}_child VALUES (1, 1, 0);`);
    const child = sql.raw(`${tag}_child`);

    const taken = await refusal(sql`INSERT INTO ${child} VALUES (1, 1, 0)`);
    expect(taken).not.toHaveProperty('code'); // the wrapper's own error carries no SQLSTATE ...
    expect(pgError(taken)).toEqual({ code: '23505', constraint: `${tag}_key` }); // ... its cause does
    expect(isUniqueViolation(taken)).toBe(true);

    const negative = await refusal(sql`INSERT INTO ${child} VALUES (2, 1, -1)`);
    expect(pgError(negative)).toEqual({ code: '23514', constraint: `${tag}_ck` });
    expect(isUniqueViolation(negative)).toBe(false);

    const orphan = await refusal(sql`INSERT INTO ${child} VALUES (3, 99, 0)`);
    expect(pgError(orphan).code).toBe('23503');
  });

  it('is empty for what was not the database\'s', () => {
    expect(pgError(new Error('boom'))).toEqual({});
    expect(pgError(Object.assign(new Error('no route'), { code: 'ERR_SOMETHING' }))).toEqual({});
    expect(pgError(undefined)).toEqual({});
    expect(isUniqueViolation(null)).toBe(false);
  });
});
