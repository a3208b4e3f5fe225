/**
 * Coupons (spec section 7: /v1/coupons/{userId}). A coupon is applied by the checkout (/v1/checkout/coupon in the
 * orders module), which reserves it through the service with the server's cart and the buyer's prices, so no client ever
 * states what its cart costs. The API lists coupons, releases an applied one, and lets operators keep them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, entityId, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { brands, categories } from '../catalog/catalog.tables.ts';
import { coupons } from './coupons.tables.ts';
import { createCouponService, termsOf, type CouponCart } from './coupons.service.ts';
import type { UserRow } from '../identity/users.service.ts';

const tags = ['Coupons'];
const MAX_FLAT_PAISE = 10_000_000; // ₹1,00,000

const couponInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, { message: 'A code is 4 to 20 letters A-Z and digits' })),
    title: z.string().trim().min(3).max(120),
    description: z.string().trim().min(3).max(1000),
    kind: z.enum(['flat', 'percent']),
    /** Paise for 'flat', basis points for 'percent'. */
    value: z.number().int().min(1).max(PG_INT_MAX),
    maxDiscountPaise: z.number().int().min(1).max(MAX_FLAT_PAISE).nullable().optional(),
    minOrderPaise: z.number().int().min(0).max(1_000_000_000).default(0),
    brandIds: z.array(entityId).max(50).default([]),
    categoryIds: z.array(entityId).max(50).default([]),
    userTypes: z.array(z.number().int().min(1).max(8)).max(8).default([]),
    firstOrderOnly: z.boolean().default(false),
    maxUsesTotal: z.number().int().min(1).max(PG_INT_MAX).nullable().optional(),
    maxUsesPerUser: z.number().int().min(1).max(1000).default(1),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (new Date(c.endsAt) <= new Date(c.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('coupon.endsBeforeStart') });
    if (c.kind === 'percent' && c.value > 10_000) ctx.addIssue({ code: 'custom', path: ['value'], message: t('coupon.percentRange') });
    if (c.kind === 'flat' && c.value > MAX_FLAT_PAISE) ctx.addIssue({ code: 'custom', path: ['value'], message: t('coupon.flatRange') });
  });

export async function couponRoutes(
  app: FastifyInstance,
  { db, now, cartFor }: { db: Db; now?: () => Date; cartFor?: (user: UserRow) => Promise<CouponCart | undefined> },
) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const service = createCouponService(db, now);
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

  r.get('/v1/admin/coupons', { schema: { response: responsesOf('GET /v1/admin/coupons'), tags: ['Back office'], summary: 'Operators: every coupon with its uses.' } }, async (request) => {
    operator(request);
    const rows = await service.withScopeNames(await db.select().from(coupons).orderBy(asc(coupons.id)));
    const items = rows.map((c) => ({ ...c, terms: termsOf(c) }));
    return ok({ items, total: items.length });
  });

  r.post('/v1/admin/coupons', { schema: { response: responsesOf('POST /v1/admin/coupons'), tags: ['Back office'], summary: 'Operators: create a coupon (flat paise or percent basis points).', body: couponInput } }, async (request, reply) => {
    const user = operator(request);
    const c = request.body;
    const fieldError = async (ids: number[], table: typeof brands | typeof categories, field: string, key: 'coupon.unknownBrand' | 'coupon.unknownCategory') => {
      if (!ids.length) return;
      const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((x) => x.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw AppError.field(field, t(key, { id: missing }));
    };
    await fieldError(c.brandIds, brands, 'brandIds', 'coupon.unknownBrand');
    await fieldError(c.categoryIds, categories, 'categoryIds', 'coupon.unknownCategory');
    const [row] = await db
      .insert(coupons)
      .values({
        code: c.code,
        title: c.title,
        description: c.description,
        kind: c.kind,
        value: c.value,
        maxDiscountPaise: c.maxDiscountPaise ?? null,
        minOrderPaise: c.minOrderPaise,
        brandIds: [...new Set(c.brandIds)],
        categoryIds: [...new Set(c.categoryIds)],
        userTypes: [...new Set(c.userTypes)],
        firstOrderOnly: c.firstOrderOnly,
        maxUsesTotal: c.maxUsesTotal ?? null,
        maxUsesPerUser: c.maxUsesPerUser,
        startsAt: new Date(c.startsAt),
        endsAt: new Date(c.endsAt),
        active: c.active,
        createdBy: user.id,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw new AppError('conflict', t('coupon.codeTaken'), { fields: { code: t('coupon.codeTaken') } });
    const [named] = await service.withScopeNames([row]);
    reply.status(201);
    return ok({ ...row, terms: termsOf(named) });
  });

  r.patch('/v1/admin/coupons/:id', {
    schema: { response: responsesOf('PATCH /v1/admin/coupons/:id'), tags: ['Back office'], summary: 'Operators: switch a coupon on or off.', params: z.object({ id: entityIdParam }), body: z.strictObject({ active: z.boolean() }) },
  }, async (request) => {
    operator(request);
    const [row] = await db.update(coupons).set({ active: request.body.active }).where(eq(coupons.id, request.params.id)).returning();
    if (!row) throw AppError.of('not_found', 'error.notFound');
    return ok(row);
  });
}
