/**
 * After the order (issue 7; spec section 7 Orders): /v1/orders/cancel, /v1/orders/return, /v3/order/{hashedId}/track,
 * /orders/refund, and the back office's order pipeline and return handling.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { OPERATOR_STEPS, RETURN_STATUSES } from '@nirog/shared/orders';
import { TRACKING_URL_RE } from '@nirog/shared/couriers';
import { prescriptionDecisionBody } from '@nirog/shared/schemas/prescriptions';
import { officeOrderQuery, pendingRefundQuery } from '@nirog/shared/schemas/orders';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { requireRole, requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import type { AfterOrderService } from './after-order.service.ts';
import { inEnglish } from '../../lib/locale-context.ts';

const id = entityIdParam;

/** Decision 032: refunds are the finance desk's; the orders sheet and dispatch are support's or stock's; returns and
 * prescription checks are support's. */
const requireOperator = (request: FastifyRequest, ...anyOf: [OperatorRole, ...OperatorRole[]]) => requireRole(request, ...anyOf).user;

export async function fulfilmentRoutes(app: FastifyInstance, { after }: { after: AfterOrderService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const tags = ['Orders'];
  const office = ['Back office'];

  r.post('/v1/orders/cancel', {
    schema: { response: responsesOf('POST /v1/orders/cancel'), tags, summary: 'Cancel my order before it ships: stock, nirog money and coupon come back; a paid order is refunded. Twice changes nothing.', body: z.strictObject({ orderId: id, reason: z.string().trim().min(3).max(300) }) },
  }, async (request) => {
    const { user } = requireUser(request);
    const result = await after.cancel(user, request.body.orderId, request.body.reason);
    return ok({ cancelled: true as const, changed: result.changed }, t('order.cancelled'));
  });

  r.post('/v1/orders/return', {
    schema: {
      response: responsesOf('POST /v1/orders/return'),
      tags,
      summary: 'Return all (fullReturn) or some (partialReturn) items of a delivered order, within each product’s return window.',
      body: z.strictObject({
        orderId: id,
        type: z.enum(['fullReturn', 'partialReturn']),
        items: z.array(z.strictObject({ orderItemId: id, quantity: z.number().int().min(1).max(1000) })).max(50).optional(),
        reason: z.string().trim().min(5).max(500),
        refundTo: z.enum(['original', 'nirog_money']),
      }),
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const view = await after.requestReturn(user, request.body);
    reply.status(201);
    return ok(view, t('return.requested'));
  });

  r.get('/v1/orders/:id/after-sales', { schema: { response: responsesOf('GET /v1/orders/:id/after-sales'), tags, summary: "An order's shipment, returns and refunds (its buyer or an operator).", params: z.object({ id }) } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await after.afterSales(user, request.params.id));
  });

  r.get('/v3/order/:hashedId/track', { config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /v3/order/:hashedId/track'), tags, summary: 'Public tracking by the order’s unguessable id: timeline and shipment (no personal details).', params: z.object({ hashedId: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/) }) },
  }, async (request) => ok(await after.track(request.params.hashedId)));

  r.post('/orders/refund', {
    schema: { response: responsesOf('POST /orders/refund'), tags: office, summary: 'Operators: refund a received return (original method as far as paid online, the rest to nirog money).', body: z.strictObject({ returnId: id }) },
  }, async (request) => {
    const operator = requireOperator(request, 'finance');
    return ok(await after.refundReturn(operator.id, request.body.returnId), t('return.updated'));
  });

  r.get('/v1/admin/refunds', {
    schema: { response: responsesOf('GET /v1/admin/refunds'), tags: office, summary: 'Operators: refunds not yet made (the gateway did not take them, or its confirmation is awaited), oldest first; q finds an order number or buyer name; destination filters; sort by created or amount.', querystring: pendingRefundQuery },
  }, async (request) => {
    requireOperator(request, 'finance');
    return ok(await after.pendingRefunds(request.query));
  });

  r.post('/v1/admin/refunds/:id/retry', {
    schema: { response: responsesOf('POST /v1/admin/refunds/:id/retry'), tags: office, summary: 'Operators: send a refund the gateway did not take again (same idempotency key: never twice).', params: z.object({ id }) },
  }, async (request) => {
    requireOperator(request, 'finance');
    const refund = await after.retryRefund(request.params.id);
    return ok({ id: refund?.id, status: refund?.status }, t(refund?.status === 'processed' ? 'refund.processedNow' : 'refund.sent'));
  });

  r.get('/v1/admin/orders', {
    schema: {
      response: responsesOf('GET /v1/admin/orders'),
      tags: office,
      summary: 'Operators: orders by state (rx=pending: those whose uploaded prescription waits to be checked), searched by order number, buyer mobile or name, sorted by placed date or total.',
      querystring: officeOrderQuery,
    },
  }, async (request) => {
    requireOperator(request, 'support', 'stock');
    return ok(await after.listForOperator(request.query));
  });

  r.post('/v1/admin/orders/:id/status', {
    schema: {
      response: responsesOf('POST /v1/admin/orders/:id/status'),
      tags: office,
      summary: 'Operators: move an order to its next state (approved, packed, shipped with courier and AWB, delivered).',
      params: z.object({ id }),
      body: z.strictObject({
        to: z.enum(OPERATOR_STEPS),
        courier: z.string().trim().min(2).max(60).optional(),
        awb: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/).optional(),
        // Decision 043: the courier's tracking page and the expected delivery day, both optional.
        trackingUrl: z.string().trim().regex(TRACKING_URL_RE, { error: () => t('trade.ship.trackingUrlInvalid') }).optional(),
        expectedBy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t('trade.ship.expectedInvalid') }).optional(),
        note: z.string().trim().max(300).optional(),
      }),
    },
  }, async (request) => {
    const operator = requireOperator(request, 'support', 'stock');
    const { to, ...details } = request.body;
    await after.advance(operator.id, request.params.id, to, details);
    // GST wants the tax invoice by the time the goods leave: issue it as the order ships (once; a failure here
    // never undoes the shipment — the buyer's first download issues it then).
    if (to === 'shipped') {
      await inEnglish(() => app.invoices.meta(operator, request.params.id)).catch((err: unknown) => request.log.error({ err }, 'issuing the invoice at shipping failed'));
    }
    return ok({ id: request.params.id, status: to }, t('order.moved'));
  });

  r.post('/v1/admin/orders/:id/prescription/:decision', {
    schema: {
      response: responsesOf('POST /v1/admin/orders/:id/prescription/:decision'),
      tags: office,
      summary: "Operators (pharmacist): accept or reject an order's uploaded prescription. Rejecting (reason required) cancels the order and refunds what was paid.",
      params: z.object({ id, decision: z.enum(['approve', 'reject']) }),
      body: prescriptionDecisionBody.nullish(),
    },
  }, async (request) => {
    const operator = requireOperator(request, 'support');
    const result = await after.reviewPrescription(operator.id, request.params.id, request.params.decision, request.body?.reason);
    return ok(result, t(result.cancelled ? 'order.prescriptionRejected' : 'order.prescriptionApproved'));
  });

  r.get('/v1/admin/returns', {
    schema: {
      response: responsesOf('GET /v1/admin/returns'),
      tags: office,
      summary: 'Operators: return requests by state, newest first, a page at a time; q finds an order number.',
      querystring: z.object({
        status: z.enum(RETURN_STATUSES).optional(),
        q: z.string().trim().max(40).optional(),
        skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
        limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
      }),
    },
  }, async (request) => {
    requireOperator(request, 'support');
    return ok(await after.returnsForOperator(request.query));
  });

  r.post('/v1/admin/returns/:id/:decision', {
    schema: {
      response: responsesOf('POST /v1/admin/returns/:id/:decision'),
      tags: office,
      summary: 'Operators: approve or reject a return request, or record the returned items as received.',
      params: z.object({ id, decision: z.enum(['approve', 'reject', 'receive']) }),
      body: z.strictObject({ note: z.string().trim().min(3).max(300).optional() }).optional(),
    },
  }, async (request) => {
    const operator = requireOperator(request, 'support');
    return ok(await after.decideReturn(operator.id, request.params.id, request.params.decision, request.body?.note), t('return.updated'));
  });
}
