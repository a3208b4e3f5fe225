/** Responses of the job queue's back-office calls (decisions 018, 021). */
import { z } from 'zod';
import { int, isoDateTime, pageOf } from './envelope.ts';

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
