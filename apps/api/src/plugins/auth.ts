/** Resolves the session from the `access-token` header or the AUTH cookie, for every request. */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEACTIVATED_CODE, SESSION_COOKIE } from '@nirog/shared/constants';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import { t } from '@nirog/shared/messages/catalogue';
import type { SessionService } from '../modules/identity/session.service.ts';
import type { UserRow } from '../modules/identity/users.service.ts';
import { AppError } from './errors.ts';
import { checkWriteOrigin } from './security.ts';

export interface AuthContext {
  user: UserRow;
  /** The operator roles the user holds (decision 032); empty for everyone but operators. */
  roles: readonly OperatorRole[];
  sessionId: number;
  via: 'cookie' | 'header';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** A route a visitor may call although it is not under /api/pub/ (health, signed URLs, gateway returns). */
    public?: boolean;
  }
}

type Resolved = Awaited<ReturnType<SessionService['resolve']>>;

/** Session lookups shared by the API calls of one page request, by token (decision 029). */
const pageSessions = new AsyncLocalStorage<Map<string, Promise<Resolved>>>();

/**
 * A page's loaders make several API calls in-process (the user, their access map, the cart count, the page's own
 * data), each carrying the same token. Calls made inside `memo.run` share one session lookup: the first read looks
 * it up, the other reads reuse it. A write (login, logout, a deactivation, a deletion) looks it up afresh and drops
 * what was kept, so the reads after it see its effect. Only code in this process can enter a memo: a request from
 * outside never runs inside one.
 */
export function pageSessionMemo() {
  const kept = new Map<string, Promise<Resolved>>();
  // Awaited inside: app.inject answers with a thenable that starts the request only when awaited, which must happen
  // within the memo.
  return { run: <T>(work: () => PromiseLike<T>): Promise<T> => pageSessions.run(kept, async () => await work()) };
}

function resolveShared(sessions: SessionService, token: string, method: string): Promise<Resolved> {
  const kept = pageSessions.getStore();
  if (!kept) return sessions.resolve(token);
  if (method !== 'GET' && method !== 'HEAD') {
    kept.clear();
    return sessions.resolve(token);
  }
  let found = kept.get(token);
  if (!found) {
    found = sessions.resolve(token);
    kept.set(token, found);
    found.catch(() => kept.delete(token));
  }
  return found;
}

/** The route option of the API calls a visitor may make outside /api/pub/. */
export const PUBLIC_ROUTE = { public: true } as const;

export function registerAuth(app: FastifyInstance, sessions: SessionService, publicUrl: string | null) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers['access-token'];
    const cookie = request.cookies?.[SESSION_COOKIE];
    const via = typeof header === 'string' && header ? 'header' : cookie ? 'cookie' : null;
    const token = via === 'header' ? (header as string) : cookie;
    checkWriteOrigin(request, publicUrl, via);
    if (!token || !via) return;
    const found = await resolveShared(sessions, token, request.method);
    // Spec sections 4 and 8: any call with a deactivated account's token gets 401, code 111.
    if (found?.deactivated) throw new AppError(DEACTIVATED_CODE, t('spec.accountDeactivated'));
    if (found) request.auth = { user: found.user, roles: found.roles, sessionId: found.sessionId, via };
  });
  // A visitor calling a protected route gets 401 before the body, query or path is validated: the field errors of a
  // call's schema are for the people allowed to make it.
  app.addHook('preValidation', async (request) => {
    if (request.auth) return;
    const url = request.routeOptions.url ?? request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/pub/') || url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
    throw AppError.of('unauthenticated', 'error.unauthenticated');
  });
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.of('unauthenticated', 'error.unauthenticated');
  return request.auth;
}

/**
 * The back office's one guard (decision 032): the caller must be an operator holding one of `anyOf` (or `admin`,
 * which holds every role). A visitor gets 401; a customer gets 403 `error.forbidden`; an operator without the role gets 403
 * `error.roleRequired`.
 */
export function requireRole(request: FastifyRequest, ...anyOf: [OperatorRole, ...OperatorRole[]]): AuthContext {
  const auth = requireUser(request);
  if (auth.user.role !== 'operator') throw AppError.of('forbidden', 'error.forbidden');
  if (!anyOf.some((role) => roleAllows(auth.roles, role))) throw AppError.of('forbidden', 'error.roleRequired');
  return auth;
}

/** Whether the caller is an operator holding `role` (or admin): for reads that show operators more than the owner. */
export function holdsRole(auth: AuthContext | null, role: OperatorRole): boolean {
  return !!auth && auth.user.role === 'operator' && roleAllows(auth.roles, role);
}
