/**
 * The back office's users (issue 18 part 6, decision 037), role support: the list and one account's page. The writes
 * on an account are the spec's own calls in account.routes.ts (/users/deactivate, /users/reactivate,
 * /v1/users/user-access), which take the operator's reason and go through the same service.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserListQuery } from '@nirog/shared/schemas/admin-users';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import type { AdminUserService } from './admin-users.service.ts';

const tags = ['Back office'];

export async function adminUserRoutes(app: FastifyInstance, { users }: { users: AdminUserService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/admin/users', {
    schema: {
      response: responsesOf('GET /v1/admin/users'),
      tags,
      summary: 'Support: accounts by mobile, name or email (q), user type, active or deactivated, verification status; sorted by created or name.',
      querystring: adminUserListQuery,
    },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await users.find(request.query));
  });

  r.get('/v1/admin/users/:userId', {
    schema: {
      response: responsesOf('GET /v1/admin/users/:userId'),
      tags,
      summary: 'Support: one account with its verification, wallet, latest orders and appointments, and access map.',
      params: z.object({ userId: entityIdParam }),
    },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await users.get(request.params.userId));
  });
}
