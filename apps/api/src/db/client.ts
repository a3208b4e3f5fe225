/**
 * The database: embedded PGlite (files under DATA_DIR) by default, a PostgreSQL server with DATABASE_URL.
 * Both run the same migrations and the same Drizzle queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGLITE_SHARED_BUFFERS_MB } from '../config.ts';
import { schema } from './schema.ts';

export type Schema = typeof schema;

/** Per-connection settings: misspelt product searches match names whose closest word is at least 40 % similar. */
const SESSION_SETTINGS = 'SET pg_trgm.word_similarity_threshold = 0.4';
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, health). */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * LISTEN/NOTIFY between the processes on this database (in the one process on PGlite): `listen` calls `onMessage`
   * with each payload sent on the channel; `notify` sends one (at most 7,900 bytes; one process's notifications
   * arrive in the order it sent them). Used to relay real-time events (decision 022).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` holding a session advisory lock on `key`, taken and released on one dedicated connection (a lock taken
   * through the pool could stay with an idle connection, or be released on another one, which does nothing). Other
   * processes asking for the same key wait. PGlite is one process and one connection: `fn` simply runs.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Connections of this process (for metrics): PGlite is one connection in the process, always open. */
  pool(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob; sharedBuffersMB?: number }): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  // Extensions are passed here and enabled by a migration (CREATE EXTENSION).
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMB ?? PGLITE_SHARED_BUFFERS_MB}MB`],
  });
  await client.exec(SESSION_SETTINGS);
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T,>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    listen: async (channel, onMessage) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      return client.listen(channel, onMessage);
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    withLock: (_key, fn) => fn(),
    pool: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      if (closed) return;
      closed = true;
      if (opts.dataDir) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // bigint (int8) as number: ids and paise amounts stay far below 2^53.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  // Session settings travel in the startup packet, so they hold before a connection's first query. JIT compiling
  // pays off for long analytical queries, not for this app's short ones, where it only adds latency.
  const pool = new pg.default.Pool({ connectionString: url, max, options: '-c pg_trgm.word_similarity_threshold=0.4 -c jit=off' });
  // An idle connection the server ends (restart, DROP DATABASE ... WITH (FORCE)) must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  // One connection outside the pool listens and sends notifications (in order, since it runs one query at a time).
  // It reconnects after an error and listens again; what was sent meanwhile is lost (real-time events only).
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: Promise<import('pg').Client> | null = null;
  const connectListener = () => {
    const c = new pg.default.Client({ connectionString: url });
    c.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    c.on('error', () => {
      listener = null;
      void c.end().catch(() => undefined);
      if (!closed && handlers.size > 0) setTimeout(() => void (listener ??= connectListener()).catch(() => undefined), 1000).unref();
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      return c;
    });
  };
  const listenerClient = () => {
    if (closed) throw new Error('database closed');
    return (listener ??= connectListener().catch((err) => {
      listener = null;
      throw err;
    }));
  };
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T,>(sql: string, params?: unknown[]) => (await pool.query(sql, params as unknown[])).rows as T[],
    listen: async (channel, onMessage) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await (await listenerClient()).query(`LISTEN ${channel}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
      };
    },
    notify: async (channel, payload) => {
      await (await listenerClient()).query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    withLock: async (key, fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (broken = err));
        }
      } finally {
        // A connection whose unlock failed may still hold the lock: closed, not returned to the pool.
        client.release(broken);
      }
    },
    pool: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      const l = listener;
      listener = null;
      if (l) await (await l.catch(() => null))?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string; databasePoolMax?: number; pgliteSharedBuffersMB?: number }): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolMax);
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite'), sharedBuffersMB: config.pgliteSharedBuffersMB });
}
