/**
 * POST /v3/orders/{id}/reorder (decision 043): the buyer's past medicine order back in the cart, at today's prices.
 * Lines no longer sold or out of stock are reported, lines over today's cap go in at the cap and say so.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { isServiceOrder } from '@nirog/shared/orders';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { requireMayOrder } from '../cart/may-order.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { CartBulkService } from '../cart/cart-bulk.service.ts';
import { orderItems, orders } from './orders.tables.ts';

export async function reorderRoutes(app: FastifyInstance, { db, bulk }: { db: Db; bulk: CartBulkService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  r.post('/v3/orders/:id/reorder', {
    schema: {
      response: responsesOf('POST /v3/orders/:id/reorder'),
      tags: ['Orders'],
      summary: "Put my past order's packs back in the cart (today's prices and stock); each line reports added, capped or refused.",
      params: z.object({ id: entityIdParam }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    // Someone else's order is not found, as everywhere.
    const [order] = await db.select({ id: orders.id, orderType: orders.orderType }).from(orders).where(and(eq(orders.id, request.params.id), eq(orders.userId, user.id)));
    if (!order) throw AppError.of('not_found', 'error.notFound');
    if (isServiceOrder(order.orderType)) throw AppError.of('business_rule', 'trade.reorder.notMedicine');
    // Free units of a scheme are not ordered again: the scheme (if still live) adds them to the paid units (decision 056).
    const items = await db
      .select({ packageId: orderItems.packageId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.freeOfItemId)))
      .orderBy(orderItems.id);
    const result = await bulk.addMany({ ...(await requireMayOrder(db, user)), userId: user.id }, items);
    return ok(result, t(result.lines.some((l) => l.outcome !== 'added') ? 'trade.bulk.partly' : 'trade.bulk.done'));
  });
}
