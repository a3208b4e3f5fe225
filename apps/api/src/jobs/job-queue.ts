/**
 * Background work on one PostgreSQL job queue (decision 021), the same on PGlite and a server. Every process runs a
 * worker; what always holds:
 * - A job runs in one worker at a time: workers claim with `FOR UPDATE SKIP LOCKED` and hold a lease.
 * - Delivery is at least once: a failed attempt is retried after a backoff (base · 2^(attempt-1), capped) until
 *   `maxAttempts`, then the job is `failed` and listed for operators, who may retry it; a worker that dies loses its
 *   lease and the job is claimed again. Handlers therefore make their effect idempotent (a conditional UPDATE, an
 *   idempotency key, a state check before acting).
 * - A periodic job runs once per period whatever the number of processes: each worker enqueues the period's run
 *   under the key `name@periodStart`, and the unique key lets only the first insert through.
 */
import { and, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { JobListQuery } from '@nirog/shared/schemas/jobs';
import { orderOf, searchOf } from '../lib/office-list.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { jobs, type JobStatus } from './jobs.tables.ts';

export interface JobContext {
  id: number;
  /** 1 on the first attempt. */
  attempt: number;
  key: string | null;
}

export interface JobDefinition<P = Record<string, unknown>> {
  run: (payload: P, ctx: JobContext) => Promise<void>;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it, up to an hour (default 10 s). */
  backoffMs?: number;
  /** Periodic: enqueued once per period of this many milliseconds (aligned to the epoch). */
  everyMs?: number;
}

export interface EnqueueOptions {
  /** The same key is enqueued once: a second enqueue is a no-op and returns null. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobView {
  id: number;
  name: string;
  key: string | null;
  status: string;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const BATCH = 10;
const DONE_KEPT_MS = 7 * 24 * 60 * 60_000;

export function backoffDelay(baseMs: number, attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function createJobQueue(deps: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const definitions = new Map<string, JobDefinition<never>>();
  /** The last period this process enqueued per periodic job (saves an INSERT per tick; the key decides). */
  const lastPeriod = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<number> | null = null;
  let stopped = false;
  let failures = 0;

  function define<P>(name: string, definition: JobDefinition<P>) {
    if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    definitions.set(name, definition as JobDefinition<never>);
  }

  /** Adds a job (inside the caller's transaction when given one); null when its key was enqueued before. */
  async function enqueue(name: string, payload: Record<string, unknown> = {}, opts: EnqueueOptions = {}, tx: DbOrTx = db): Promise<number | null> {
    const def = definitions.get(name);
    const at = now();
    const [row] = await tx
      .insert(jobs)
      .values({ name, payload, key: opts.key ?? null, runAt: opts.runAt ?? at, maxAttempts: opts.maxAttempts ?? def?.maxAttempts ?? 5, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    return row?.id ?? null;
  }

  async function schedulePeriodic() {
    const at = now().getTime();
    for (const [name, def] of definitions) {
      if (!def.everyMs) continue;
      const period = Math.floor(at / def.everyMs) * def.everyMs;
      if (lastPeriod.get(name) === period) continue;
      await enqueue(name, {}, { key: `${name}@${new Date(period).toISOString()}`, runAt: new Date(period) });
      lastPeriod.set(name, period);
    }
  }

  async function claim(limit: number) {
    const at = now();
    const names = [...definitions.keys()];
    if (names.length === 0) return [];
    // Only jobs this process knows: during a rolling deploy an older process leaves a newer job to a newer one.
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.name, names), or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, at)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, at)))))
      .orderBy(jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(at.getTime() + LEASE_MS), updatedAt: at })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runOne(job: typeof jobs.$inferSelect) {
    const def = definitions.get(job.name)!;
    // The attempt number fences the update: a worker whose lease ran out cannot overwrite a newer attempt.
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
    try {
      await def.run(job.payload as never, { id: job.id, attempt: job.attempts, key: job.key });
      const at = now();
      await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: at, updatedAt: at }).where(mine);
    } catch (err) {
      failures++;
      const at = now();
      const failed = job.attempts >= job.maxAttempts;
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      await db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          runAt: failed ? job.runAt : new Date(at.getTime() + backoffDelay(def.backoffMs ?? 10_000, job.attempts)),
          lockedUntil: null,
          lastError: message.slice(0, 4000),
          finishedAt: failed ? at : null,
          updatedAt: at,
        })
        .where(mine);
      log[failed ? 'error' : 'warn']({ err, job: job.name, jobId: job.id, attempt: job.attempts }, failed ? 'job failed for good' : 'job failed; will retry');
    }
  }

  /** One pass: enqueue the periodic jobs due, then run claimed jobs until none is due. Returns the number run. */
  async function tick(): Promise<number> {
    await schedulePeriodic();
    let ran = 0;
    for (let rounds = 0; rounds < 100 && !stopped; rounds++) {
      const claimed = await claim(BATCH);
      if (claimed.length === 0) break;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
    }
    return ran;
  }

  /** Runs a tick every pollMs in the background (never two at once in one process). */
  function start(pollMs: number) {
    stopped = false;
    const loop = () => {
      if (stopped) return;
      ticking = tick()
        .catch((err) => {
          log.error({ err }, 'job worker pass failed');
          return 0;
        })
        .finally(() => {
          ticking = null;
          if (!stopped) {
            timer = setTimeout(loop, pollMs);
            timer.unref();
          }
        });
    };
    timer = setTimeout(loop, pollMs);
    timer.unref();
  }

  /** Stops the worker and waits for the pass in progress (its jobs finish or, if the process dies, are claimed again). */
  async function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    await ticking;
  }

  /** Jobs for operators: by status and name, searched by name or key, sorted (then by id: stable pages). */
  async function list(query: Pick<JobListQuery, 'status' | 'name' | 'q' | 'skip' | 'limit'> & Partial<Pick<JobListQuery, 'sort' | 'dir'>>) {
    const where = and(query.status ? eq(jobs.status, query.status) : undefined, query.name ? eq(jobs.name, query.name) : undefined, searchOf(query.q, [jobs.name, jobs.key]));
    const items: JobView[] = await db
      .select({ id: jobs.id, name: jobs.name, key: jobs.key, status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, runAt: jobs.runAt, lastError: jobs.lastError, createdAt: jobs.createdAt, finishedAt: jobs.finishedAt })
      .from(jobs)
      .where(where)
      .orderBy(...orderOf(query.sort ?? 'updated', query.dir ?? 'desc', { updated: jobs.updatedAt, created: jobs.createdAt, run: jobs.runAt }, jobs.id))
      .offset(query.skip)
      .limit(query.limit);
    const [total] = await db.select({ n: count() }).from(jobs).where(where);
    return { items, total: total?.n ?? 0 };
  }

  /**
   * An operator's retry of a failed job: queued now with a fresh set of attempts. False when it is not failed.
   * `within` runs in the same transaction once the job is requeued (the audit entry of who retried it).
   */
  async function retry(id: number, within?: (tx: DbOrTx, job: { name: string; attempts: number; lastError: string | null }) => Promise<unknown>): Promise<boolean> {
    const at = now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select({ name: jobs.name, attempts: jobs.attempts, lastError: jobs.lastError }).from(jobs).where(and(eq(jobs.id, id), eq(jobs.status, 'failed'))).for('update');
      if (!before) return false;
      await tx.update(jobs).set({ status: 'queued', attempts: 0, runAt: at, finishedAt: null, updatedAt: at }).where(eq(jobs.id, id));
      if (within) await within(tx, before);
      return true;
    });
  }

  /** Jobs per status (queue depth for metrics), and failed attempts seen by this process. */
  async function stats() {
    const rows = await db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
    const byStatus: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const r of rows) byStatus[r.status as JobStatus] = r.n;
    return { byStatus, failedAttempts: failures };
  }

  // Done jobs are kept a week (their keys stop a period or a reminder running twice meanwhile), then removed.
  define('jobs.prune', {
    everyMs: 24 * 60 * 60_000,
    run: async () => {
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, new Date(now().getTime() - DONE_KEPT_MS))));
    },
  });

  return { define, enqueue, tick, start, stop, list, retry, stats };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
