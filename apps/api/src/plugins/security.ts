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

export interface PageCspOptions {
  dev?: boolean;
  /** Other sites our pages may post a form to (the payment gateway's hosted checkout). */
  formTargets?: readonly string[];
  /** Other origins pictures load from (the storage bucket, to which /api/files/… redirects). */
  imageSources?: readonly string[];
  /** The chat widget's origin (config.chatBot): its script, its calls, its frames and pictures; no other. */
  chatHost?: string | null;
  /** Other origins the pages' scripts may call (LiveKit's media server for live webinars, decision 075). */
  connectSources?: readonly string[];
}

/** The origins a LiveKit client reaches for a server address: its WebSocket and the same host over http(s). */
export function liveKitOrigins(url: string): string[] {
  const u = new URL(url);
  return [`${u.protocol}//${u.host}`, `${u.protocol === 'wss:' ? 'https:' : 'http:'}//${u.host}`];
}

export function pageCsp(nonce: string, opts: PageCspOptions = {}): string {
  const { dev = false, formTargets = [], imageSources = [], chatHost = null, connectSources = [] } = opts;
  const chat = chatHost ? ` ${chatHost}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${chat}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageSources.map((o) => ` ${o}`).join('')}${chat}`,
    "font-src 'self' data:",
    // Course videos (decision 068): our files, and HLS through hls.js, which plays from MediaSource blob: URLs.
    // Uploaded topic videos in a bucket (decision 075) play from its signed URLs: the same origins as pictures.
    `media-src 'self' blob:${imageSources.map((o) => ` ${o}`).join('')}`,
    // An article's video plays in YouTube's privacy-enhanced player, loaded only when the reader presses play (decision 046).
    `frame-src https://www.youtube-nocookie.com${chat}`,
    `connect-src 'self'${chat}${connectSources.map((o) => ` ${o}`).join('')}${dev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}`,
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

export async function registerSecurity(app: FastifyInstance, opts: PageCspOptions & { publicUrl: string | null; secureCookies: boolean; dev: boolean }) {
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
    const url = request.url;
    // The build's fingerprinted files: no policy (it governs documents, not a script or a font) and no cookie (a
    // response that sets one is not cached by a CDN; a page's many parallel asset requests would each mint a new
    // token). Saves ~500 bytes on each of a page's ~35 requests (issue 17).
    if (url.startsWith('/assets/')) return;
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    // The API reference (Swagger UI) sets its own policy with hashes for its scripts.
    if (!url.startsWith('/api/docs')) {
      reply.header('content-security-policy', url.startsWith('/api/') ? API_CSP : pageCsp(request.cspNonce, opts));
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
 * Posts from the payment gateway, authenticated by its HMAC signature and never by our session: the checkout callback
 * (the buyer's browser sent back from the gateway's site, so cross-site) and the webhook (the gateway's server).
 */
const SIGNED_GATEWAY_POSTS = new Set(['/api/v2/orders/payment/online/callback', '/api/payments/webhook']);
/**
 * The local test gateway's Pay and Fail buttons: plain forms on its own page (same-site, so the Origin check still
 * applies) that cannot send the CSRF header; they do not use our session (the gateway order id authorises them).
 */
const LOCAL_GATEWAY_FORM = /^\/api\/gateway\/local\/checkout\/order_[A-Za-z0-9]+\/(pay|fail)$/;

/**
 * Writes authenticated by the session cookie must carry the CSRF token in a header equal to the cookie, and come
 * from our own origin. Header-token clients (mobile apps, partners) are not exposed to CSRF and skip the token check.
 */
export function checkWriteOrigin(request: FastifyRequest, publicUrl: string | null, authVia: 'cookie' | 'header' | null) {
  if (!UNSAFE.has(request.method)) return;
  const path = request.url.split('?')[0];
  if (SIGNED_GATEWAY_POSTS.has(path)) return;
  if (!isSameSite(request, publicUrl)) throw AppError.of('csrf_failed', 'error.crossSite');
  if (authVia === 'cookie' && !LOCAL_GATEWAY_FORM.test(path)) {
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies?.[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header.length !== cookie.length ||
        !crypto.timingSafeEqual(Buffer.from(header), Buffer.from(cookie))) {
      throw new AppError('csrf_failed', t('error.csrf'));
    }
  }
}
