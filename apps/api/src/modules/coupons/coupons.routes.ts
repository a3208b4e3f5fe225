/**
 * Coupons (spec section 7: /v1/coupons/{userId}). A coupon is applied by the checkout (/v1/checkout/coupon in the
 * orders module), which reserves it through the service with the server's cart and the buyer's prices, so no client ever
 * states what its cart costs. The API lists coupons, releases an applied one, and lets operators keep them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { couponBody, couponListQuery, couponPatch } from '@nirog/shared/schemas/coupons';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { createCouponService, type CouponCart } from './coupons.service.ts';
import { createCouponsAdmin } from './coupons-admin.service.ts';
import type { UserRow } from '../identity/users.service.ts';

const tags = ['Coupons'];
export async function couponRoutes(
  app: FastifyInstance,
  { db, now, cartFor }: { db: Db; now?: () => Date; cartFor?: (user: UserRow) => Promise<CouponCart | undefined> },
) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const service = createCouponService(db, now);
  const admin = createCouponsAdmin({ db, coupons: service, now });
  // Coupons are marketing's (decision 032).
  const operator = (request: FastifyRequest) => requireRole(request, 'marketing').user;

  r.get('/v1/coupons/:userId', {
    schema: { response: responsesOf('GET /v1/coupons/:userId'),
      tags,
      summary: 'The coupons this user can see, with their terms and whether each applies (only your own user id).',
      params: z.object({ userId: entityIdParam }),
      querystring: z.object({
        skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
        limit: z.coerce.number().int().min(1).default(PAGING.maxLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
      }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    // Another user's coupons behave as if that user did not exist.
    if (request.params.userId !== user.id) throw AppError.of('not_found', 'error.notFound');
    // With a cart, each coupon says whether it applies to it now and what it takes off.
    return ok(await service.listFor(user.id, cartFor ? await cartFor(user) : undefined, request.query));
  });

  r.post('/v1/coupons/release', { schema: { response: responsesOf('POST /v1/coupons/release'), tags, summary: 'Release the coupon applied to my checkout (leaving the payment page). Safe to repeat.' } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await service.release(user.id));
  });

  // The back office (marketing): coupons-admin.service.ts, every write audited.
  r.get('/v1/admin/coupons', {
    schema: { response: responsesOf('GET /v1/admin/coupons'), tags: ['Back office'], summary: 'Operators: coupons with their terms and usage (times used, people, discount given), paged, sorted, searched, by status.', querystring: couponListQuery },
  }, async (request) => {
    operator(request);
    return ok(await admin.findCoupons(request.query));
  });

  r.get('/v1/admin/coupons/:id', { schema: { response: responsesOf('GET /v1/admin/coupons/:id'), tags: ['Back office'], summary: 'Operators: one coupon with its terms and usage.', params: z.object({ id: entityIdParam }) } }, async (request) => {
    operator(request);
    return ok(await admin.getCoupon(request.params.id));
  });

  r.post('/v1/admin/coupons', { schema: { response: responsesOf('POST /v1/admin/coupons'), tags: ['Back office'], summary: 'Operators: create a coupon (flat paise or percent basis points).', body: couponBody } }, async (request, reply) => {
    const user = operator(request);
    const created = await admin.createCoupon(user.id, request.body);
    reply.status(201);
    return ok(created, t('coupon.saved'));
  });

  r.patch('/v1/admin/coupons/:id', {
    schema: { response: responsesOf('PATCH /v1/admin/coupons/:id'), tags: ['Back office'], summary: 'Operators: edit a coupon\'s rules, or pause / resume it ({ active }).', params: z.object({ id: entityIdParam }), body: couponPatch },
  }, async (request) => {
    const user = operator(request);
    return ok(await admin.updateCoupon(user.id, request.params.id, request.body), t('coupon.saved'));
  });

  r.put('/v1/admin/coupons/:id', {
    schema: { response: responsesOf('PUT /v1/admin/coupons/:id'), tags: ['Back office'], summary: 'Operators: replace every rule of a coupon (the back-office form); its uses are kept.', params: z.object({ id: entityIdParam }), body: couponBody },
  }, async (request) => {
    const user = operator(request);
    const c = request.body;
    return ok(await admin.updateCoupon(user.id, request.params.id, { ...c, maxDiscountPaise: c.maxDiscountPaise ?? null, maxUsesTotal: c.maxUsesTotal ?? null }), t('coupon.saved'));
  });

  r.put('/v1/admin/coupons/:id/active', {
    schema: { response: responsesOf('PUT /v1/admin/coupons/:id/active'), tags: ['Back office'], summary: 'Operators: pause (false) or resume (true) a coupon. Safe to repeat.', params: z.object({ id: entityIdParam }), body: z.strictObject({ active: z.boolean() }) },
  }, async (request) => {
    const user = operator(request);
    return ok(await admin.updateCoupon(user.id, request.params.id, { active: request.body.active }), t('coupon.saved'));
  });
}
