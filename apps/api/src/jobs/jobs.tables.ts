import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job queue (decision 021). A job is claimed by one worker at a time (`FOR UPDATE SKIP LOCKED`) for a lease;
 * a worker that dies loses its lease and the job is claimed again, so delivery is at least once and handlers make
 * their effect idempotent. `attempts` counts claims and fences a worker whose lease ran out (it may only finish the
 * attempt it claimed). A unique `key` enqueues a piece of work once: a periodic job's run of one period
 * (`care.reminders@2030-01-07T10:05:00.000Z`), a reminder of one appointment. Done jobs are pruned after a week.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    key: varchar('key', { length: 200 }).unique(),
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_ck', sql.raw(`status IN (${JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('jobs_attempts_ck', sql`attempts >= 0 AND max_attempts >= 1`),
    // What a worker scans: queued jobs due, and running ones whose lease ran out.
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);
