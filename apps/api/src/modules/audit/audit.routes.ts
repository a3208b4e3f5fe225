/** The audit trail (issue 18 part 7, decision 033): entries per record, per kind or per operator, for the role that owns the kind. */
import type { FastifyInstance } from 'fastify';
import { auditQuery } from '@nirog/shared/schemas/audit';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import { OPERATOR_ROLES } from '@nirog/shared/codes/operator-roles';
import { findAudit } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/admin/audit', {
    schema: {
      response: responsesOf('GET /v1/admin/audit'),
      tags: ['Back office'],
      summary: 'Operators: who changed what and when, newest first; each kind of record is visible to the role that changes it (admin: all).',
      querystring: auditQuery,
    },
  }, async (request) => {
    const { roles } = requireRole(request, ...OPERATOR_ROLES);
    return ok(await findAudit(db, roles, request.query));
  });
}
