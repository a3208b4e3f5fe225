/** Responses of the job queue's back-office calls (decisions 018, 021). */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { officeListQuery } from './office-list.ts';

export const JOB_LIST_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const JOB_SORTS = ['updated', 'created', 'run'] as const;
/**
 * GET /v1/admin/jobs (decision 040): by status; `name` is one job's name exactly, `q` finds a name or key; sorted by
 * last change (default, newest first), creation or the time it is due.
 */
export const jobListQuery = officeListQuery(JOB_SORTS, { sort: 'updated', dir: 'desc' }).extend({
  status: z.enum(JOB_LIST_STATUSES).optional(),
  name: z.string().trim().max(80).optional(),
});
export type JobListQuery = z.output<typeof jobListQuery>;

/** One background job as operators see it. */
export const jobView = z.object({
  id: int,
  name: z.string(),
  key: z.string().nullable(),
  /** queued, running, done, failed. */
  status: z.string(),
  attempts: int,
  maxAttempts: int,
  runAt: isoDateTime,
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type JobView = z.output<typeof jobView>;

/** GET /v1/admin/jobs. */
export const jobList = pageOf(jobView);
/** POST /v1/admin/jobs/{id}/retry. */
export const jobRetried = z.object({ id: int });
