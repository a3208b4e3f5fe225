/** Operators: the job queue's jobs by status (failed ones first of interest) and a retry of a failed job (decision 021). */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { jobListQuery } from '@nirog/shared/schemas/jobs';
import { t } from '@nirog/shared/messages/catalogue';
import { requireRole } from '../plugins/auth.ts';
import { AppError, ok } from '../plugins/errors.ts';
import type { JobQueue } from './job-queue.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';

const tags = ['Back office'];

export async function jobRoutes(app: FastifyInstance, { jobs }: { jobs: JobQueue }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  // The job queue is the admin's (decision 032).
  const operator = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin');

  r.get('/v1/admin/jobs', {
    schema: {
      response: responsesOf('GET /v1/admin/jobs'),
      tags,
      summary: 'Operators: background jobs, most recently changed first; status=failed lists the jobs that ran out of attempts, with their last error. name: one job name; q: a name or key contains it; sort by updated, created or run (when due).',
      querystring: jobListQuery,
    },
  }, async (request) => {
    operator(request);
    return ok(await jobs.list(request.query));
  });

  r.post('/v1/admin/jobs/:id/retry', {
    schema: { response: responsesOf('POST /v1/admin/jobs/:id/retry'), tags, summary: 'Operators: run a failed job again now, with a fresh set of attempts.', params: z.object({ id: entityIdParam }) },
  }, async (request) => {
    const actorId = operator(request).user.id;
    // Who ran a failed job again, and what it had failed with (issue 18 part 7).
    const retried = await jobs.retry(request.params.id, (tx, job) =>
      recordAudit(tx, { actorId, entity: 'job', entityId: request.params.id, action: 'retry', before: { status: 'failed', attempts: job.attempts, name: job.name }, after: { status: 'queued', attempts: 0, name: job.name }, reason: job.lastError?.slice(0, 300) ?? null }),
    );
    if (!retried) throw AppError.of('conflict', 'jobs.error.notFailed');
    return ok({ id: request.params.id }, t('jobs.toast.retried'));
  });
}
