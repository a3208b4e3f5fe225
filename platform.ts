/**
 * The composition root: one Fastify process serves the API under /api and the server-rendered web app for every
 * other path. server.ts starts it; tests and the benchmark build it without listening.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { buildApp } from '@nirog/api/app';
import { loadConfig, startupWarnings, type Config } from '@nirog/api/config';
import { openDatabase, type Database } from '@nirog/api/db/client';
import { migrateHoldingLock, STARTUP_LOCK } from '@nirog/api/db/migrate';
import { seedDemoWhenChanged } from '@nirog/api/db/seed';
import { seedReferenceDataWhenChanged } from '@nirog/api/modules/location/location.seed';
import { repoRoot } from '@nirog/api/paths';
import { pageSessionMemo } from '@nirog/api/plugins/auth';
import { isSameSite } from '@nirog/api/plugins/security';
import { compressPage } from '@nirog/api/plugins/compression';
import { createPageCache, markPrivate, type PageCache } from '@nirog/api/plugins/page-cache';
import { SESSION_COOKIE } from '@nirog/shared/constants';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@nirog/shared/messages/catalogue';
import { isHindiAddress } from '@nirog/shared/messages/locale-path';
import type { ApiClient, ApiResult } from './apps/web/app/lib/api-client.ts';
import { CHECKOUT_HOLD_COOKIE, clearHoldCookie, isOtherPage, readHold } from './apps/web/app/features/orders/checkout-hold.ts';
import { PATIENT_CHOICE_COOKIE, inPatientAddressArea } from '@nirog/shared/partner';
import { GUEST_CART_COOKIE, GUEST_CART_HEADER } from '@nirog/shared/cart-rules';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Cookies of a viewer's own state: a request carrying one is never answered from the visitor page cache. The guest
 * cart's (decision 042) is one: every page's header shows that visitor's cart count.
 */
const VIEWER_COOKIES = [SESSION_COOKIE, CHECKOUT_HOLD_COOKIE, GUEST_CART_COOKIE];

/** The web app's API client for one page request: dispatches in-process, forwards the session, keeps new cookies. */
export function inProcessClient(app: FastifyInstance, request: FastifyRequest) {
  let token = request.cookies[SESSION_COOKIE] || undefined;
  // The visitor's guest cart (decision 042): sent as a header, so the API's cookie CSRF rule is not in play.
  let guestCart = request.cookies[GUEST_CART_COOKIE] || undefined;
  const setCookies: string[] = [];
  const lang = request.cookies[LOCALE_COOKIE];
  const langCookie = isLocale(lang) ? `${LOCALE_COOKIE}=${lang}` : null;
  // The page's API calls share one session lookup (decision 029).
  const sessions = pageSessionMemo();
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    apiPath: string,
    body?: unknown,
    raw?: { bytes: Uint8Array; contentType: string },
    extraHeaders?: Record<string, string>,
  ): Promise<ApiResult<T>> {
    const res = await sessions.run(() => app.inject({
      method,
      url: `/api${apiPath}`,
      payload: raw ? Buffer.from(raw.bytes.buffer, raw.bytes.byteOffset, raw.bytes.byteLength) : body === undefined ? undefined : (body as object),
      headers: {
        ...(raw ? { 'content-type': raw.contentType } : {}),
        ...extraHeaders,
        platform: 'web',
        // The page's host: the API builds absolute links from it (the payment gateway's return address).
        ...(request.headers.host ? { host: request.headers.host } : {}),
        'x-request-id': request.id,
        ...(token ? { 'access-token': token } : {}),
        ...(guestCart ? { [GUEST_CART_HEADER]: guestCart } : {}),
        // The visitor's language choice (decision 020): a login saves it for an account that has none.
        ...(langCookie ? { cookie: langCookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
    }));
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      // A login or the saved language choice sets the user's language for the browser too.
      if (c.startsWith(`${LOCALE_COOKIE}=`)) setCookies.push(c);
      // A visitor's first add to cart makes the guest cart's cookie; a login merges the cart and clears it.
      if (c.startsWith(`${GUEST_CART_COOKIE}=`)) {
        setCookies.push(c);
        guestCart = c.slice(GUEST_CART_COOKIE.length + 1).split(';')[0] || undefined;
        continue;
      }
      if (!c.startsWith(`${SESSION_COOKIE}=`)) continue;
      setCookies.push(c);
      const value = c.slice(SESSION_COOKIE.length + 1).split(';')[0];
      token = value || undefined;
    }
    const json = res.json() as { status: boolean; entity: T; message: unknown };
    if (json.status) return { ok: true, httpStatus: res.statusCode, entity: json.entity, message: String(json.message ?? '') };
    return { ok: false, httpStatus: res.statusCode, error: json.message as Extract<ApiResult<T>, { ok: false }>['error'] };
  }
  // The typed overloads of ApiClient (decision 018) are a compile-time view; one implementation serves them all.
  const client: ApiClient = {
    get: (p: string) => call<never>('GET', p),
    post: (p: string, b?: unknown, opts?: { headers?: Record<string, string> }) => call<never>('POST', p, b ?? {}, undefined, opts?.headers),
    put: (p: string, b?: unknown) => call<never>('PUT', p, b ?? {}),
    del: (p: string) => call<never>('DELETE', p),
    upload: (p, bytes, contentType) => call('PUT', p, undefined, { bytes, contentType }),
    hasSession: () => !!token,
    hasGuestCart: () => !!guestCart,
  };
  return { client, setCookies };
}

/** A document load or React Router's data request for a client-side navigation (not an image, script or probe). */
/**
 * Spec section 2: the patient a partner chose (the `reseller_patient` cookie, decision 070) is forgotten once they
 * leave the reseller, partner, patient-address and appointments areas. Any page, or a page's data on a client-side
 * navigation, outside them drops it: with or without JavaScript, and no script for it on anyone's page.
 */
function leavesPatientArea(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.cookies[PATIENT_CHOICE_COOKIE] === undefined || !isPageLoad(request)) return false;
  const pathname = request.url.split('?')[0]!;
  const page = (pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')).replace(/^\/hi(?=\/|$)/, '') || '/';
  return !inPatientAddressArea(page);
}

function isPageLoad(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest === 'document') return true;
  if (request.url.split('?')[0].endsWith('.data')) return true;
  return dest === undefined && String(request.headers.accept ?? '').includes('text/html');
}

export async function registerWeb(app: FastifyInstance, config: Config, database?: Database): Promise<PageCache> {
  const webRoot = path.join(repoRoot(), 'apps', 'web');
  // Made once: React Router derives its route tables (flattened, ranked branches of every route) when a handler is
  // created, which cost more than the rest of a page's routing when it was done per request. In development the build
  // is a function, so each request still sees Vite's latest modules.
  let handleRequest: RequestHandler;
  const mode = config.nodeEnv === 'production' ? 'production' : 'development';

  if (config.nodeEnv === 'development') {
    const vite = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const server = await vite.createServer({ configFile: path.join(webRoot, 'vite.config.ts'), server: { middlewareMode: true, hmr: { port: config.port + 10000 } }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : server.middlewares(req, res, next)));
    handleRequest = createRequestHandler(() => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, mode);
    app.addHook('onClose', () => server.close());
  } else {
    const buildFile = path.join(webRoot, 'build', 'server', 'index.js');
    if (!fs.existsSync(buildFile)) throw new Error(`The web app is not built (${buildFile} is missing): run npm run build`);
    handleRequest = createRequestHandler((await import(buildFile)) as ServerBuild, mode);
    const clientDir = path.join(webRoot, 'build', 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies scripts/build.mjs writes beside each asset, chosen by Accept-Encoding. They are found
      // beside the file asked for, so they need no routes of their own (two thirds of the routes a start would add).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        // Fingerprinted assets never change; everything else is revalidated.
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Visitors' public pages from memory (decision 028); data changes reach every process through the database.
  const pageCache = createPageCache({ app, ...config.pageCache, viewerCookies: VIEWER_COOKIES, publicUrl: config.publicUrl });
  if (database && config.pageCache.enabled) {
    const stop = await pageCache.listen(database);
    app.addHook('onClose', () => stop());
  }
  /** Sends a rendered page: still streaming, compressed for the browser (hijacked: @fastify/compress never sees it). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, response: Response) {
    reply.hijack();
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined && !response.headers.has(k)) reply.raw.setHeader(k, v as string);
    await sendResponse(reply.raw, compressPage(request.method, request.headers['accept-encoding'], response));
  }
  /** Renders the page through React Router with an in-process API client; the API's new cookies go to the browser. */
  async function render(request: FastifyRequest, reply: FastifyReply, client = inProcessClient(app, request)) {
    const response = await handleRequest(createRequest(request.raw, reply.raw), { api: client.client, cspNonce: request.cspNonce, requestId: request.id });
    for (const c of client.setCookies) response.headers.append('set-cookie', c);
    return response;
  }
  /** A Hindi address (decision 020) also remembers Hindi for this browser, so the pages it leads to that have one
   * address (cart, checkout, account) go on in Hindi; the language switch changes it back. */
  const languageCookies = (request: FastifyRequest) =>
    request.method === 'GET' && isPageLoad(request) && isHindiAddress(request.url.split('?')[0]) && request.cookies[LOCALE_COOKIE] !== 'hi'
      ? [`${LOCALE_COOKIE}=hi; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`]
      : [];

  await app.register(async (pages) => {
    // React Router reads form bodies itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_req, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (UNSAFE.has(request.method) && !isSameSite(request, config.publicUrl)) {
          return reply.status(403).type('text/plain').send('Requests from other sites are not accepted.');
        }
        if (pageCache.cacheable(request)) {
          const cookies = languageCookies(request);
          return pageCache.answer(request, reply, () => render(request, reply), (response) => {
            for (const c of cookies) response.headers.append('set-cookie', c);
            return sendPage(request, reply, response);
          }, cookies);
        }
        const inProcess = inProcessClient(app, request);
        const { client, setCookies } = inProcess;
        // Auto-session links (spec section 4): `auth` (or `token`) on a page URL logs in once, then the parameter
        // is dropped from the address bar whatever the outcome.
        if (request.method === 'GET') {
          const url = new URL(request.url, 'http://localhost');
          const auth = url.searchParams.get('auth') ?? url.searchParams.get('token');
          if (auth) {
            await client.post('/pub/v1/users/login-link', { auth });
            url.searchParams.delete('auth');
            url.searchParams.delete('token');
            reply.header('cache-control', 'no-store');
            for (const c of setCookies) reply.header('set-cookie', c);
            return reply.redirect(url.pathname + url.search, 302);
          }
        }
        // Leaving the payment page without JavaScript: a coupon or nirog money applied there is released by the next
        // page the browser loads (apps/web/app/features/orders/checkout-hold.ts).
        let releasedHold = false;
        if (request.method === 'GET' && readHold(request.headers.cookie) && isPageLoad(request) && isOtherPage(request.url.split('?')[0])) {
          const released = await client.post('/v1/checkout/release');
          releasedHold = released.ok || released.httpStatus === 401;
        }
        const response = await render(request, reply, inProcess);
        for (const c of languageCookies(request)) response.headers.append('set-cookie', c);
        if (releasedHold) response.headers.append('set-cookie', clearHoldCookie());
        if (leavesPatientArea(request)) response.headers.append('set-cookie', `${PATIENT_CHOICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
        markPrivate(request, response, VIEWER_COOKIES);
        await sendPage(request, reply, response);
      },
    });
  });
  return pageCache;
}

export interface Platform {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The visitor page cache (null without the web app). */
  pageCache: PageCache | null;
  /**
   * Stops: /api/health/ready answers 503 at once; with `drainMs` the server keeps accepting and serving that long (a
   * load balancer's time to stop sending), then closes the listener and finishes the requests in flight.
   */
  stop(opts?: { drainMs?: number }): Promise<void>;
  /** How long each step of createPlatform took, ms (server.ts logs it at info: "ready in ..."), and what it did. */
  startup: StartupTimings & { migrated: boolean; referenceSeeded: boolean; demoSeeded: boolean };
}

export interface StartupTimings {
  /** Opening the database (PGlite: loading its WebAssembly and starting PostgreSQL; a server: the first connection). */
  dbOpenMs: number;
  /** Checking for (and applying) migrations. */
  migrateMs: number;
  /** Checking the reference and demo data stamps (and seeding when they changed). */
  seedMs: number;
  /** Building the API (plugins, routes). */
  appMs: number;
  /** Loading the web app's server build and registering the pages. */
  webMs: number;
}

/**
 * A start's steps in one line, ms: "modules 450, db open 290, migrations 3, seed checks 25, app 140, web 250,
 * listen 20". `modulesMs` is the time from the process's start to createPlatform (Node and the bundle's modules).
 * server.ts prints it after "Ready in"; bench/run.ts reads it from there.
 */
export function startupBreakdown(t: StartupTimings & { modulesMs: number; listenMs: number }): string {
  return `modules ${t.modulesMs}, db open ${t.dbOpenMs}, migrations ${t.migrateMs}, seed checks ${t.seedMs}, app ${t.appMs}, web ${t.webMs}, listen ${t.listenMs}`;
}

/** Opens the database, migrates, seeds (demo), builds the app and the web layer. Does not listen. */
export async function createPlatform(config: Config = loadConfig(), opts: { web?: boolean } = {}): Promise<Platform> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const startup: Platform['startup'] = { dbOpenMs: 0, migrateMs: 0, seedMs: 0, appMs: 0, webMs: 0, migrated: false, referenceSeeded: false, demoSeeded: false };
  const database = await openDatabase(config);
  startup.dbOpenMs = lap();
  // Processes starting at once on one server prepare the database one after another (the first does the work).
  await database.withLock(STARTUP_LOCK, async () => {
    // Only when the database lacks a migration of the journal (decision 030).
    startup.migrated = await migrateHoldingLock(database);
    startup.migrateMs = lap();
    // Each only when its source changed since it was last loaded into this database (decision 027).
    const reference = await seedReferenceDataWhenChanged(database, { log: (msg) => ['trace', 'debug', 'info'].includes(config.logLevel) && console.log(msg) });
    startup.referenceSeeded = reference !== null;
    if (config.demo) startup.demoSeeded = await seedDemoWhenChanged(database);
    startup.seedMs = lap();
  });
  const app = await buildApp({ config, database });
  startup.appMs = lap();
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const pageCache = opts.web !== false ? await registerWeb(app, config, database) : null;
  startup.webMs = lap();
  let stopping: Promise<void> | null = null;
  return {
    app,
    database,
    config,
    startup,
    pageCache,
    stop: (stopOpts = {}) =>
      (stopping ??= (async () => {
        app.appState.lifecycle.shuttingDown = true;
        if (stopOpts.drainMs && stopOpts.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, stopOpts.drainMs));
        // Keep-alive connections would hold the server open for their whole timeout: close each one as soon as it
        // goes idle (requests in flight finish first; new requests get 503 from Fastify while it closes).
        const idle = setInterval(() => app.server.closeIdleConnections?.(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(idle);
        }
        await database.close();
      })()),
  };
}


/**
 * Stops the platform on SIGTERM and SIGINT. SIGTERM (an orchestrator or load balancer) drains first: ready answers
 * 503 while the server still accepts and serves for `drainMs`, then the listener closes and the requests in flight
 * finish. SIGINT (Ctrl-C at a terminal) stops at once. A stop that hangs is cut short 15 s after the drain.
 */
export function installShutdown(
  platform: Platform,
  opts: { drainMs: number; exit?: (code: number) => void; signals?: Pick<NodeJS.EventEmitter, 'once'> },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const signals = opts.signals ?? process;
  const log = platform.app.log;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    signals.once(signal, () => {
      const drainMs = signal === 'SIGTERM' ? opts.drainMs : 0;
      log.info({ signal, drainMs }, 'shutting down');
      const force = setTimeout(() => {
        log.error('shutdown took too long; exiting');
        exit(1);
      }, drainMs + 15_000);
      force.unref();
      platform.stop({ drainMs }).then(
        () => {
          clearTimeout(force);
          exit(0);
        },
        (err) => {
          log.error({ err }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }
}
