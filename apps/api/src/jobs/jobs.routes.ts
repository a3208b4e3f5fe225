/** Operators: the job queue's jobs by status (failed ones first of interest) and a retry of a failed job (decision 021). */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { requireRole } from '../plugins/auth.ts';
import { AppError, ok } from '../plugins/errors.ts';
import type { JobQueue } from './job-queue.ts';
import { JOB_STATUSES } from './jobs.tables.ts';

const tags = ['Back office'];

export async function jobRoutes(app: FastifyInstance, { jobs }: { jobs: JobQueue }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  // The job queue is the admin's (decision 032).
  const operator = (request: Parameters<typeof requireRole>[0]) => {
    requireRole(request, 'admin');
  };

  r.get('/v1/admin/jobs', {
    schema: {
      response: responsesOf('GET /v1/admin/jobs'),
      tags,
      summary: 'Operators: background jobs, most recently changed first; status=failed lists the jobs that ran out of attempts, with their last error.',
      querystring: z.object({
        status: z.enum(JOB_STATUSES).optional(),
        skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(PAGING.defaultOffset),
        limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
      }),
    },
  }, async (request) => {
    operator(request);
    return ok(await jobs.list(request.query));
  });

  r.post('/v1/admin/jobs/:id/retry', {
    schema: { response: responsesOf('POST /v1/admin/jobs/:id/retry'), tags, summary: 'Operators: run a failed job again now, with a fresh set of attempts.', params: z.object({ id: entityIdParam }) },
  }, async (request) => {
    operator(request);
    if (!(await jobs.retry(request.params.id))) throw AppError.of('conflict', 'jobs.error.notFailed');
    return ok({ id: request.params.id }, t('jobs.toast.retried'));
  });
}
