/**
 * Checkout and order calls of spec section 7 (Commerce): /v2/orders/billing, /v3/orders (create with an
 * Idempotency-Key; list with the payment-method filter, 0 = all), plus the checkout's own calls (addresses, coupon,
 * nirog money, leaving the payment page), postpaid credit and NEFT.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIdParam, otpCode, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_STATUSES } from '@nirog/shared/orders';
import { attachPrescriptionBody } from '@nirog/shared/schemas/prescriptions';
import { codConfirmationBody, neftListQuery } from '@nirog/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { formatRupees } from '@nirog/shared/money';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { OrderService } from './orders.service.ts';

const tags = ['Orders'];
const id = entityIdParam;

/** Credit limits, NEFT confirmations and the cash-on-delivery confirmation amount are the finance desk's (decision 032). */
const requireFinance = (request: FastifyRequest) => requireRole(request, 'finance').user;

export async function orderRoutes(app: FastifyInstance, { db, orders }: { db: Db; orders: OrderService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  // navigator.sendBeacon posts text/plain; the release call takes no body, so accept that type and ignore it.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));

  r.get('/v2/orders/billing', {
    schema: {
      response: responsesOf('GET /v2/orders/billing'),
      tags,
      summary: 'The price breakdown of my checkout: items, discount, coupon, nirog money, delivery, GST, total; payment methods. dropShipTo: a customer address id (order type 5).',
      querystring: z.object({ dropShipTo: id.optional() }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await orders.billingFor(user, request.query.dropShipTo));
  });

  r.put('/v1/checkout', {
    schema: {
      response: responsesOf('PUT /v1/checkout'),
      tags,
      summary: 'Choose the delivery and billing addresses and whether to use nirog money; returns the new billing.',
      body: z.strictObject({ deliveryAddressId: id.optional(), billingAddressId: id.optional(), useNirogMoney: z.boolean().optional() }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    return ok(await orders.updateCheckout(user, request.body), t('checkout.saved'));
  });

  r.post('/v1/checkout/coupon', {
    schema: { response: responsesOf('POST /v1/checkout/coupon'), tags, summary: 'Apply a coupon to my checkout (one per order; replaces an applied one). 422 with the reason when it does not apply.', body: z.strictObject({ code: z.string().trim().min(1).max(30) }) },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    const billing = await orders.applyCoupon(user, request.body.code);
    return ok(billing, t('checkout.couponApplied', { code: billing.coupon?.code ?? request.body.code.toUpperCase() }));
  });

  r.put('/v1/checkout/prescription', {
    schema: {
      response: responsesOf('PUT /v1/checkout/prescription'),
      tags,
      summary: 'Attach the prescription for the prescription-only medicines of my cart: one of my consultation prescriptions (prescriptionId) or a file I uploaded with purpose "prescription" (uploadId). Returns the new billing.',
      body: attachPrescriptionBody,
    },
  }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    return ok(await orders.attachPrescription(user, request.body), t('checkout.prescriptionAttached'));
  });

  r.delete('/v1/checkout/prescription', { schema: { response: responsesOf('DELETE /v1/checkout/prescription'), tags, summary: 'Detach the prescription from my checkout; returns the new billing.' } }, async (request) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    return ok(await orders.attachPrescription(user, null), t('checkout.prescriptionRemoved'));
  });

  r.post('/v1/checkout/release', { schema: { response: responsesOf('POST /v1/checkout/release'), tags, summary: 'Leaving the payment page: release the applied coupon and nirog money. Safe to repeat; accepts a beacon.' } }, async (request) => {
    const { user } = requireUser(request);
    return ok({ released: await orders.releaseCheckout(user.id) }, t('checkout.released'));
  });

  r.post('/v1/checkout/cod-otp', {
    schema: { response: responsesOf('POST /v1/checkout/cod-otp'), tags, summary: 'Send the code that confirms a cash-on-delivery order above the set amount to my mobile (decision 056); 422 when my checkout does not need one.' },
  }, async (request) => {
    const { user } = requireUser(request);
    const sent = await orders.sendCodOtp(user, request.ip);
    return ok(sent, t('cod.otpSent', { mobile: sent.mobile }));
  });

  r.post('/v3/orders', {
    schema: {
      response: responsesOf('POST /v3/orders'),
      tags,
      summary: 'Place the order for my checkout (order type 3; 5 = drop shipping to one of my customers’ addresses, billed to me). Send an Idempotency-Key: a retry returns the same order; the same key with another body is refused.',
      headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
      body: z.strictObject({
        orderType: z.union([z.literal(3), z.literal(5)]).optional(),
        paymentMethod: z.union([z.literal(1), z.literal(2), z.literal(4)]),
        deliveryAddressId: id,
        billingAddressId: id,
        expectedTotalPaise: z.number().int().min(0).max(PG_INT_MAX),
        /** Cash on delivery above the set amount: the code sent by POST /v1/checkout/cod-otp. */
        otp: otpCode.optional(),
      }),
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'Medicine');
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') throw AppError.field('Idempotency-Key', t('checkout.idempotencyKey'));
    const { orderId, created } = await orders.placeOrder(user, key, request.body);
    reply.status(created ? 201 : 200);
    return ok({ order: await orders.detail(user, orderId) }, created ? t('order.placed') : t('order.existing'));
  });

  r.get('/v3/orders', {
    schema: {
      response: responsesOf('GET /v3/orders'),
      tags,
      summary: 'My orders, newest first; paymentMethod 0 = all, 1 COD, 2 online, 4 postpaid; status; from/to (dates placed, India time, inclusive).',
      querystring: z.object({
        paymentMethod: z.coerce.number().int().refine((v) => [0, 1, 2, 4].includes(v), 'Payment method is 0, 1, 2 or 4').default(0),
        status: z.enum(ORDER_STATUSES).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
        limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
      }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await orders.list(user.id, request.query));
  });

  r.get('/v3/orders/:id', { schema: { response: responsesOf('GET /v3/orders/:id'), tags, summary: 'One of my orders with items, addresses, amounts and timeline.', params: z.object({ id }) } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await orders.detail(user, request.params.id));
  });

  r.get('/v1/credit', { schema: { response: responsesOf('GET /v1/credit'), tags, summary: 'My postpaid (NEFT) credit: limit, used by unpaid orders, available.' } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await orders.creditOf(user));
  });

  r.post('/v1/orders/:id/neft', {
    schema: {
      response: responsesOf('POST /v1/orders/:id/neft'),
      tags,
      summary: 'Report a NEFT transfer for my postpaid order; an operator confirms it.',
      params: z.object({ id }),
      body: z.strictObject({
        utr: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{12,22}$/, t('neft.utrInvalid')),
        amountPaise: z.number().int().min(1).max(PG_INT_MAX),
        paidOn: z.iso.date(),
      }),
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const result = await orders.reportNeft(user, request.params.id, request.body);
    reply.status(201);
    return ok(result, t('neft.reported'));
  });

  r.put('/v1/admin/credit/:userId', {
    schema: { response: responsesOf('PUT /v1/admin/credit/:userId'), tags: ['Back office'], summary: "Operators: set a trade buyer's postpaid credit limit (paise).", params: z.object({ userId: id }), body: z.strictObject({ limitPaise: z.number().int().min(0).max(100_000_000_00) }) },
  }, async (request) => {
    const operator = requireFinance(request);
    return ok(await orders.setCreditLimit(operator.id, request.params.userId, request.body.limitPaise), t('credit.updated'));
  });

  r.get('/v1/admin/credit/:userId', { schema: { response: responsesOf('GET /v1/admin/credit/:userId'), tags: ['Back office'], summary: "Operators: a user's postpaid credit (limit, used, available).", params: z.object({ userId: id }) } }, async (request) => {
    requireFinance(request);
    return ok(await orders.creditOfUser(request.params.userId));
  });

  r.get('/v1/admin/neft', { schema: { response: responsesOf('GET /v1/admin/neft'), tags: ['Back office'], summary: 'Operators: NEFT transfers waiting for confirmation, oldest report first; q finds an order number or UTR; sort by reported or amount.', querystring: neftListQuery } }, async (request) => {
    requireFinance(request);
    return ok(await orders.pendingNeft(request.query));
  });

  r.post('/v1/admin/neft/:id/confirm', { schema: { response: responsesOf('POST /v1/admin/neft/:id/confirm'), tags: ['Back office'], summary: 'Operators: confirm a reported NEFT transfer; the order is paid.', params: z.object({ id }) } }, async (request) => {
    const operator = requireFinance(request);
    return ok(await orders.confirmNeft(operator.id, request.params.id), t('neft.confirmed'));
  });

  // Issue 21 part 7 (decision 056): the amount above which cash on delivery needs the buyer's code.
  r.get('/v1/admin/cod-confirmation', { schema: { response: responsesOf('GET /v1/admin/cod-confirmation'), tags: ['Back office'], summary: 'Operators (finance): the amount above which a cash-on-delivery order is confirmed with a code to the buyer’s mobile, and the server default (COD_OTP_ABOVE_RUPEES) that applies until one is set.' } }, async (request) => {
    requireFinance(request);
    return ok(await orders.codConfirmationSetting());
  });

  r.put('/v1/admin/cod-confirmation', { schema: { response: responsesOf('PUT /v1/admin/cod-confirmation'), tags: ['Back office'], summary: 'Operators (finance): set the amount in paise above which a cash-on-delivery order needs the buyer’s code (0: every one). Audited.', body: codConfirmationBody } }, async (request) => {
    const operator = requireFinance(request);
    const saved = await orders.setCodConfirmation(operator.id, request.body.abovePaise);
    return ok(saved, t('cod.settings.saved', { amount: formatRupees(saved.abovePaise) }));
  });
}
