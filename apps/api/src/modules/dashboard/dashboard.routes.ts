/** The back office's home (issue 18 part 9, decision 038): the figures the caller's roles own. */
import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES } from '@nirog/shared/codes/operator-roles';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import type { DashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/admin/dashboard', {
    schema: {
      response: responsesOf('GET /v1/admin/dashboard'),
      tags: ['Back office'],
      summary: "Operators: today's and this week's figures (India time) and a 30-day series; each figure only for the roles that own its list (admin: all).",
    },
  }, async (request) => {
    const { roles } = requireRole(request, ...OPERATOR_ROLES);
    return ok(await dashboard.dashboard(roles));
  });
}
