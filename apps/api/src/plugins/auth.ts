/** Resolves the session from the `access-token` header or the AUTH cookie, for every request. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEACTIVATED_CODE, SESSION_COOKIE } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import type { SessionService } from '../modules/identity/session.service.ts';
import type { UserRow } from '../modules/identity/users.service.ts';
import { AppError } from './errors.ts';
import { checkWriteOrigin } from './security.ts';

export interface AuthContext {
  user: UserRow;
  sessionId: number;
  via: 'cookie' | 'header';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

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
    const found = await sessions.resolve(token);
    // Spec sections 4 and 8: any call with a deactivated account's token gets 401, code 111.
    if (found?.deactivated) throw new AppError(DEACTIVATED_CODE, t('spec.accountDeactivated'));
    if (found) request.auth = { user: found.user, sessionId: found.sessionId, via };
  });
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.of('unauthenticated', 'error.unauthenticated');
  return request.auth;
}
