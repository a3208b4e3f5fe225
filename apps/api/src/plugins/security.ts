/** Security headers, request ids, the CSRF cookie/header pair and the same-site Origin check. */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { CSRF_COOKIE, CSRF_HEADER } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
    csrfToken: string;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function pageCsp(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Whether the request comes from our own site (or from a non-browser client, which sends no Origin). */
export function isSameSite(request: FastifyRequest, publicUrl: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}

export async function registerSecurity(app: FastifyInstance, opts: { publicUrl: string | null; secureCookies: boolean; dev: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false, // set below, with a per-request nonce for pages
    crossOriginEmbedderPolicy: false,
    hsts: opts.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Not helmet's `no-referrer`: with it a browser sends `Origin: null` on form posts, and the same-site check
    // (rightly) refuses them — every form would fail without JavaScript.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.decorateRequest('cspNonce', '');
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    const url = request.url;
    // The API reference (Swagger UI) sets its own policy with hashes for its scripts.
    if (!url.startsWith('/api/docs')) {
      reply.header('content-security-policy', url.startsWith('/api/') ? API_CSP : pageCsp(request.cspNonce, opts.dev));
    }
    ensureCsrfCookie(request, reply, opts.secureCookies);
  });
}

function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const existing = request.cookies?.[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) {
    request.csrfToken = existing;
    return;
  }
  request.csrfToken = crypto.randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, request.csrfToken, { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/**
 * Writes authenticated by the session cookie must carry the CSRF token in a header equal to the cookie, and come
 * from our own origin. Header-token clients (mobile apps, partners) are not exposed to CSRF and skip the token check.
 */
export function checkWriteOrigin(request: FastifyRequest, publicUrl: string | null, authVia: 'cookie' | 'header' | null) {
  if (!UNSAFE.has(request.method)) return;
  if (!isSameSite(request, publicUrl)) throw AppError.of('csrf_failed', 'error.crossSite');
  if (authVia === 'cookie') {
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies?.[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header.length !== cookie.length ||
        !crypto.timingSafeEqual(Buffer.from(header), Buffer.from(cookie))) {
      throw new AppError('csrf_failed', t('error.csrf'));
    }
  }
}
