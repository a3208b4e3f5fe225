/** POST /v2/cart/bulk (decision 043): the quick order grid's many lines in one request, each capped and reported. */
import type { FastifyInstance } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { bulkAddBody } from '@nirog/shared/schemas/trade';
import type { Db } from '../../db/client.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { requireMayOrder } from './may-order.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { CartBulkService } from './cart-bulk.service.ts';

export async function cartBulkRoutes(app: FastifyInstance, { db, bulk }: { db: Db; bulk: CartBulkService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  r.post('/v2/cart/bulk', {
    schema: {
      response: responsesOf('POST /v2/cart/bulk'),
      tags: ['Cart'],
      summary: 'Add many packs to the cart at once (quantities add to what the cart holds). Each line is capped by stock, the per-order limit and a deal cap, and reports added, capped or refused.',
      body: bulkAddBody,
    },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    const result = await bulk.addMany({ ...(await requireMayOrder(db, user)), userId: user.id }, request.body.lines);
    return ok(result, t(result.lines.some((l) => l.outcome !== 'added') ? 'trade.bulk.partly' : 'trade.bulk.done'));
  });
}
