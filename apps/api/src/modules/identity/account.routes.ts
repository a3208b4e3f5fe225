/** Access map, deactivation, login links and analytics events (spec sections 4, 6, 7). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, entityId } from '@nirog/shared/schemas/fields';
import { accessEditBody, userStatusBody } from '@nirog/shared/schemas/admin-users';
import { SESSION_COOKIE } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { holdsRole, requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { accessDto, accessMap } from './access.service.ts';
import type { AdminUserService } from './admin-users.service.ts';
import { analyticsEvents, users } from './identity.tables.ts';
import type { LoginLinkService } from './login-links.service.ts';
import { toPublicUser } from './users.service.ts';
import type { SessionEntity } from '@nirog/shared/schemas/auth';

export const ANALYTICS_EVENTS = [
  'signup_modal_skip',
  'signup_modal_close',
  // Commerce (spec section 3: cart, payment, coupons, offers, addresses, product listings).
  'cart_add',
  'cart_remove',
  'cart_view',
  'checkout_address_select',
  'coupon_apply',
  'coupon_remove',
  'nirog_money_apply',
  'payment_method_select',
  'order_place',
  'payment_start',
  'offer_view',
  'product_list_view',
] as const;

export interface AccountDeps {
  db: Db;
  /** Deactivation, reactivation and access edits (with their audit entries). */
  users: AdminUserService;
  loginLinks: LoginLinkService;
  startSession: (request: FastifyRequest, reply: import('fastify').FastifyReply, user: typeof users.$inferSelect) => Promise<SessionEntity>;
}

const userParam = z.object({ userId: entityIdParam });

async function findUser(db: Db, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u || u.status !== 1) throw AppError.of('not_found', 'error.notFound');
  return u;
}

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const { db, loginLinks } = deps;

  r.get('/v1/users/user-access/:userId', {
    schema: { response: responsesOf('GET /v1/users/user-access/:userId'), tags: ['Access'], summary: 'The access map: each section write, read or none, with the alert popup for read-only sections.', params: userParam },
  }, async (request) => {
    const { user } = requireUser(request);
    if (request.params.userId !== user.id && !holdsRole(request.auth, 'support')) throw AppError.of('not_found', 'error.notFound');
    const target = request.params.userId === user.id ? user : await findUser(db, request.params.userId);
    return ok({ userId: target.id, ...accessDto(await accessMap(db, target)) });
  });

  r.put('/v1/users/user-access/:userId', {
    schema: { response: responsesOf('PUT /v1/users/user-access/:userId'),
      tags: ['Access'],
      summary: 'Operators (support): set one section of a user to write (1), read (2) or none (3), with an optional reason; recorded in the audit trail.',
      params: userParam,
      body: accessEditBody,
    },
  }, async (request) => {
    const { user: operator } = requireRole(request, 'support');
    const target = await deps.users.setAccess(operator, request.params.userId, request.body.section, request.body.level, request.body.reason);
    return ok({ userId: target.id, ...accessDto(await accessMap(db, target)) }, t('office.users.accessSaved'));
  });

  r.post('/users/deactivate/:userId', {
    schema: { response: responsesOf('POST /users/deactivate/:userId'),
      tags: ['Account'],
      summary: 'Deactivate an account: the user themself, or an operator (support) with a reason, recorded in the audit trail. All its sessions end; its token then answers 401, code 111.',
      params: userParam,
      body: userStatusBody,
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const self = request.params.userId === user.id;
    // Someone else's account: an operator needs support (403 otherwise); a customer learns nothing (404).
    if (!self && user.role === 'operator') requireRole(request, 'support');
    if (!self && !holdsRole(request.auth, 'support')) throw AppError.of('not_found', 'error.notFound');
    await deps.users.deactivate(user, request.params.userId, request.body?.reason);
    if (self) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok({ userId: request.params.userId, deactivated: true }, t('spec.accountDeactivated'));
  });

  r.post('/users/reactivate/:userId', {
    schema: { response: responsesOf('POST /users/reactivate/:userId'),
      tags: ['Account'],
      summary: 'Operators (support): reactivate a deactivated account, with a reason (recorded in the audit trail). The user logs in again.',
      params: userParam,
      body: userStatusBody,
    },
  }, async (request) => {
    const { user: operator } = requireRole(request, 'support');
    await deps.users.reactivate(operator, request.params.userId, request.body?.reason);
    return ok({ userId: request.params.userId, deactivated: false }, t('office.users.reactivated'));
  });

  r.post('/v1/login-links', {
    schema: { response: responsesOf('POST /v1/login-links'),
      tags: ['Account'],
      summary: 'Operators: a single-use login link for a user (for an SMS or the app), valid up to 24 hours.',
      body: z.strictObject({ userId: entityId, ttlMinutes: z.number().int().min(1).max(1440).default(30), path: z.string().startsWith('/').max(300).default('/') }),
    },
  }, async (request) => {
    const { user: operator } = requireRole(request, 'support');
    const target = await findUser(db, request.body.userId);
    // A link is a session for whoever holds it: never one for a back-office account (their own included).
    if (target.role === 'operator') throw AppError.of('forbidden', 'loginLink.notForOperators');
    const { auth, expiresAt } = await loginLinks.issue(target.id, { ttlMinutes: request.body.ttlMinutes, purpose: 'link', createdBy: operator.id });
    request.log.info({ issuedBy: operator.id, userId: target.id, expiresAt }, 'login link issued');
    const sep = request.body.path.includes('?') ? '&' : '?';
    return ok({ url: `${request.body.path}${sep}auth=${encodeURIComponent(auth)}`, expiresAt: expiresAt.toISOString() });
  });

  r.post('/pub/v1/users/login-link', {
    schema: { response: responsesOf('POST /pub/v1/users/login-link'), tags: ['Auth'], summary: 'Redeem a login link token (the auth query parameter): starts a session once.', body: z.strictObject({ auth: z.string().max(400) }) },
  }, async (request, reply) => {
    const result = await loginLinks.redeem(request.body.auth);
    if ('rejected' in result) {
      request.log.warn({ reason: result.rejected }, 'login link refused');
      throw AppError.of('unauthenticated', 'error.loginLinkInvalid');
    }
    const user = await findUser(db, result.userId);
    if (user.deactivatedAt) throw new AppError(111, t('spec.accountDeactivated'));
    // A user made an operator after the link was issued does not log in by it.
    if (user.role === 'operator') throw AppError.of('unauthenticated', 'error.loginLinkInvalid');
    return ok(await deps.startSession(request, reply, user), 'Logged in');
  });

  r.post('/v1/analytics/events', {
    schema: { response: responsesOf('POST /v1/analytics/events'), tags: ['Analytics'], summary: 'Record a product analytics event.', body: z.strictObject({ name: z.enum(ANALYTICS_EVENTS), props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional() }) },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    await db.insert(analyticsEvents).values({ userId: user.id, name: request.body.name, props: request.body.props ?? null });
    reply.status(201);
    return ok(null, 'Recorded');
  });

  r.get('/v1/users/:userId/summary', { schema: { response: responsesOf('GET /v1/users/:userId/summary'), tags: ['Account'], summary: 'Operators: a user record.', params: userParam } }, async (request) => {
    requireRole(request, 'support');
    return ok({ user: toPublicUser(await findUser(db, request.params.userId)) });
  });
}
