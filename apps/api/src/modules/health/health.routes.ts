import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import type { Database } from '../../db/client.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.ts';
import { errorBody, ok } from '../../plugins/errors.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';

export interface Lifecycle {
  shuttingDown: boolean;
}

export async function healthRoutes(app: FastifyInstance, deps: { database: Database; lifecycle: Lifecycle }) {
  const tags = ['Health'];
  const r = app.withTypeProvider<ContractTypeProvider>();
  r.get('/health/live', { config: PUBLIC_ROUTE, schema: { response: responsesOf('GET /health/live'), tags, summary: 'The process is up (does not touch the database).' } }, async () => ok({ live: true as const }));

  r.get('/health/ready', { config: PUBLIC_ROUTE, schema: { response: responsesOf('GET /health/ready'), tags, summary: 'Database reachable, migrations applied, not shutting down.' } }, async (_request, reply) => {
    if (deps.lifecycle.shuttingDown) return reply.status(503).send(errorBody('unavailable', 'shutting down'));
    try {
      const expected = expectedMigrationCount();
      const applied = await appliedMigrationCount(deps.database);
      if (applied < expected) {
        return reply.status(503).send(errorBody('unavailable', `migrations pending: ${applied}/${expected} applied`));
      }
      return ok({ ready: true as const, database: deps.database.kind, migrations: applied });
    } catch {
      return reply.status(503).send(errorBody('unavailable', 'database unreachable'));
    }
  });
}
