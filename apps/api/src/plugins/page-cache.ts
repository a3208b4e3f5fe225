/**
 * The visitor page cache (issue 17 part 4, decision 028). A public page (home, the shop, doctors and clinics, the
 * company pages) looks the same to every visitor without a session, so this process keeps the rendered page in memory
 * and answers the next visitors from it:
 * - key: host, language (the `lang` cookie or the /hi address) and path with query; GET and HEAD share an entry, a
 *   document and React Router's `.data` request are different paths. Other cookies (analytics, csrf) never matter; the
 *   session cookie or the checkout hold cookie always bypass the cache, in both directions.
 * - fresh for `freshSeconds`; then served once more ("stale") while one background render replaces it, up to
 *   `staleSeconds` more; older is a miss. Visitors asking at once for a page not in the cache wait for one render.
 * - kept only when the render answered 200 with an HTML or data body and set no cookie.
 * - invalidated by data: a database trigger NOTIFYs `nirog_public_pages` with a scope ('catalog', 'care', 'content') after
 *   every committed write to the tables the pages show (migrations 0019, 0032); every process, this one included, bumps the scope's
 *   generation, and pages rendered under an older generation are never served again, not even stale.
 * - the CSP nonce: the page is kept with a nonce derived from its own content (so a re-render of unchanged data gives
 *   the same bytes and the same ETag), and every answer from the entry carries that nonce in its CSP header.
 * - stored uncompressed once, brotli and gzip copies made on first demand (off the main thread) and kept beside it.
 * Answers say `x-page-cache: hit | stale | miss`; `stats()` counts renders (tests).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '@nirog/shared/messages/catalogue';
import { englishPathOf } from '@nirog/shared/messages/locale-path';
import type { Database } from '../db/client.ts';
import { localeFor } from '../lib/locale-context.ts';
import { COMPRESSION_THRESHOLD, isCompressible, negotiateEncoding } from './compression.ts';

export const PUBLIC_PAGES_CHANNEL = 'nirog_public_pages';
export const PAGE_SCOPES = ['catalog', 'care', 'content'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

/** The pages a visitor may get from the cache, by English path (no /hi, no .data), with the data each one shows. */
const PUBLIC_PAGES: ReadonlyArray<readonly [RegExp, readonly PageScope[]]> = [
  [/^\/$/, ['catalog', 'care']],
  [/^\/(?:medicines(?:\/.+)?|brands\/[^/]+|offers(?:\/[^/]+)?)$/, ['catalog']],
  // Issue 20's knowledge pages (decision 049) and articles with their listings (decision 046): their own text is the
  // 'content' scope (migration 0032: an editor's publish shows at once); the doctors, clinics and medicines they show
  // are the other two. An article whose scheduled time comes (no write) is listed once the entry is 30 s old.
  [/^\/(?:treatments|services|health-conditions|ayurveda\/glossary)(?:\/.+)?$/, ['catalog', 'care', 'content']],
  [/^\/(?:blogs|news|photos|videos|shorts)\/(?:en|hi)(?:\/[^/]+){0,2}$/, ['catalog', 'care', 'content']],
  [/^\/(?:ayurveda|ayurvedic-doctor|clinics)(?:\/.+)?$/, ['care']],
  // Texts of the catalogue only: they change with a deployment, which starts with an empty cache (the landing pages of
  // decision 051 too).
  [/^\/(?:about-us|company|terms-of-service|privacy-policy|cancellation-policy|refunds-returns-policy|support|sanchaalak\/privacy-policy|practitioner|learn|manage|smartcenter|connect-peers)$/, []],
];

/** A background refresh is an in-process request carrying a one-time token for the entry it renders. */
const REFRESH_HEADER = 'x-page-cache-refresh';
/** Bodies kept: a document or React Router's turbo-stream data. */
const KEPT_TYPES = /^(?:text\/html|text\/x-script)(?:;|$)/;
/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'date', 'set-cookie', 'etag', 'cache-control', 'vary', 'connection', 'transfer-encoding', 'keep-alive']);
/** Brotli at build-time quality would hold the first compressed answer of a page ~100 ms; 5 is one render's worth. */
const BROTLI_QUALITY = 5;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Entry {
  key: string;
  scopes: readonly PageScope[];
  /** The scopes' generations when its render started. */
  generations: number[];
  createdAt: number;
  headers: Array<[string, string]>;
  /** The render's own Vary, if any (Cookie and Accept-Encoding are added to every answer). */
  vary: string | null;
  body: Buffer;
  nonce: string;
  etag: string;
  variants: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  bytes: number;
  refreshing: boolean;
}

export interface PageCacheOptions {
  app: FastifyInstance;
  enabled: boolean;
  freshSeconds: number;
  staleSeconds: number;
  /** Cookies of the viewer's own state (session, checkout hold): such a request is never answered from the cache. */
  viewerCookies: readonly string[];
  /** PUBLIC_URL: when set, only requests for its host are cached (a forged Host header gets no entry). */
  publicUrl: string | null;
  /** Memory for kept pages and their compressed copies (least recently used go first). */
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /** A visitor's GET or HEAD of a public page: answered through `answer`. */
  cacheable(request: FastifyRequest): boolean;
  /**
   * Answers a cacheable request from the cache, or renders it once (`render`), keeps it if it may be kept and answers
   * from the entry; a render that may not be kept is sent by `sendRendered` as any page is. `cookies` are set on this
   * answer only (the Hindi address remembering Hindi): they are not part of the page.
   */
  answer(request: FastifyRequest, reply: FastifyReply, render: () => Promise<Response>, sendRendered: (response: Response) => Promise<void>, cookies: string[]): Promise<void>;
  /** Data of a scope changed: this process never serves a page rendered before. */
  changed(scope: PageScope): void;
  /** Listens for the database's notifications of changed data (every process, this one included). */
  listen(database: Database): Promise<() => Promise<void>>;
  stats(): { renders: number; hits: number; stale: number; misses: number; entries: number; bytes: number };
}

/** The English page path a URL shows: `/hi/medicines.data` → `/medicines`, `/_root.data` → `/`. */
export function pagePathOf(url: string): string {
  const pathname = url.split('?')[0];
  const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return englishPathOf(page.length > 1 ? page.replace(/\/+$/, '') : page) || '/';
}

export function scopesOf(pagePath: string): readonly PageScope[] | null {
  for (const [pattern, scopes] of PUBLIC_PAGES) if (pattern.test(pagePath)) return scopes;
  return null;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const now = opts.now ?? Date.now;
  const freshMs = opts.freshSeconds * 1000;
  const keptMs = (opts.freshSeconds + opts.staleSeconds) * 1000;
  const maxBytes = opts.maxBytes ?? 48 * 1024 * 1024;
  const publicHost = opts.publicUrl ? new URL(opts.publicUrl).host : null;
  const generations = PAGE_SCOPES.map(() => 0);
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  const refreshTokens = new Map<string, string>();
  const counts = { renders: 0, hits: 0, stale: 0, misses: 0 };
  let bytes = 0;
  const publicCacheControl = `public, max-age=0, s-maxage=${opts.freshSeconds}, stale-while-revalidate=${opts.staleSeconds}`;

  const snapshot = (scopes: readonly PageScope[]) => scopes.map((s) => generations[PAGE_SCOPES.indexOf(s)]);
  const current = (e: Entry) => e.scopes.every((s, i) => generations[PAGE_SCOPES.indexOf(s)] === e.generations[i]);

  function drop(e: Entry) {
    if (entries.get(e.key) === e) entries.delete(e.key);
    bytes -= e.bytes;
  }

  function remember(e: Entry) {
    const old = entries.get(e.key);
    if (old) drop(old);
    entries.set(e.key, e);
    bytes += e.bytes;
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes || oldest === e) break;
      drop(oldest);
    }
  }

  function keyOf(request: FastifyRequest): string {
    return `${request.headers.host ?? ''}\n${localeFor(request.headers.cookie, request.url)}\n${request.url}`;
  }

  /** The kept form of a render, or null when it may not be kept (its body is then untouched). */
  async function toEntry(key: string, scopes: readonly PageScope[], gens: number[], response: Response, requestNonce: string): Promise<Entry | null> {
    const type = response.headers.get('content-type') ?? '';
    const cacheControl = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || !response.body || response.headers.has('set-cookie') || !KEPT_TYPES.test(type) || /no-store|private/.test(cacheControl)) return null;
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    // The request's random nonce is replaced by one derived from the page itself: an unchanged page re-rendered keeps
    // its bytes, so its ETag, and a browser's 304 still matches the nonce of the copy it holds.
    const parts = requestNonce ? text.split(requestNonce) : [text];
    const digest = crypto.createHash('sha256').update(parts.join('\u0000')).update(type).digest();
    const nonce = digest.subarray(0, 16).toString('base64');
    const body = Buffer.from(parts.join(nonce), 'utf8');
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (!PER_ANSWER.has(name)) headers.push([name, value]);
    });
    return {
      key,
      scopes,
      generations: gens,
      createdAt: now(),
      headers,
      vary: response.headers.get('vary'),
      body,
      nonce,
      etag: `W/"${digest.subarray(16, 32).toString('base64url')}"`,
      variants: {},
      bytes: body.length,
      refreshing: false,
    };
  }

  function variant(e: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let p = e.variants[encoding];
    if (!p) {
      p = encoding === 'br' ? brotli(e.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: e.body.length } }) : gzip(e.body);
      e.variants[encoding] = p;
      void p.then(
        (b) => {
          e.bytes += b.length;
          if (entries.get(e.key) === e) bytes += b.length;
        },
        () => delete e.variants[encoding],
      );
    }
    return p;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, e: Entry, state: 'hit' | 'stale' | 'miss', cookies: string[]) {
    const headers: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | string[] | number;
    const csp = headers['content-security-policy'];
    if (typeof csp === 'string' && request.cspNonce) headers['content-security-policy'] = csp.split(`'nonce-${request.cspNonce}'`).join(`'nonce-${e.nonce}'`);
    let type = '';
    for (const [name, value] of e.headers) {
      headers[name] = value;
      if (name === 'content-type') type = value;
    }
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    // A shared cache (a CDN) may keep the page, keyed apart by cookie and encoding; never an answer setting a cookie.
    headers['cache-control'] = cookies.length > 0 ? 'private, no-cache' : publicCacheControl;
    headers.vary = e.vary ? `${e.vary}, Cookie, Accept-Encoding` : 'Cookie, Accept-Encoding';
    headers.etag = e.etag;
    headers['x-page-cache'] = state;
    reply.hijack();
    const res = reply.raw;
    if (etagMatches(request.headers['if-none-match'], e.etag)) {
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = e.body.length >= COMPRESSION_THRESHOLD && isCompressible(type) ? negotiateEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? await variant(e, encoding) : e.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(request.method === 'HEAD' ? undefined : body);
  }

  /** Renders and keeps a page; resolves to the entry, or to null and the response when it may not be kept. */
  async function fill(key: string, scopes: readonly PageScope[], render: () => Promise<Response>, requestNonce: string): Promise<{ entry: Entry | null; response: Response | null }> {
    const gens = snapshot(scopes);
    counts.renders++;
    const response = await render();
    const entry = await toEntry(key, scopes, gens, response, requestNonce);
    if (!entry) return { entry: null, response };
    // Data that changed while it rendered makes it old at once: it is not kept.
    if (current(entry)) remember(entry);
    return { entry, response: null };
  }

  function changed(scope: PageScope) {
    const i = PAGE_SCOPES.indexOf(scope);
    if (i >= 0) generations[i]++;
  }

  function refreshInBackground(request: FastifyRequest, e: Entry) {
    if (e.refreshing) return;
    e.refreshing = true;
    const token = crypto.randomBytes(18).toString('base64url');
    refreshTokens.set(token, e.key);
    const locale = localeFor(request.headers.cookie, request.url);
    const headers: Record<string, string> = { [REFRESH_HEADER]: token, cookie: `${LOCALE_COOKIE}=${locale}` };
    if (request.headers.host) headers.host = request.headers.host;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    opts.app
      .inject({ method: 'GET', url: request.url, headers })
      .catch((err: unknown) => opts.app.log.error({ err, url: request.url }, 'page cache refresh failed'))
      .finally(() => {
        refreshTokens.delete(token);
        e.refreshing = false;
      });
  }

  return {
    cacheable(request) {
      if (!opts.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      if (publicHost && request.headers.host !== publicHost) return false;
      const cookies = request.cookies ?? {};
      if (opts.viewerCookies.some((name) => cookies[name] !== undefined)) return false;
      // Auto-session links (`auth`, `token`) log in: never a visitor's page.
      const query = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)) : null;
      if (query && (query.has('auth') || query.has('token'))) return false;
      return scopesOf(pagePathOf(request.url)) !== null;
    },

    async answer(request, reply, render, sendRendered, cookies) {
      const scopes = scopesOf(pagePathOf(request.url)) ?? [];
      const token = request.headers[REFRESH_HEADER];
      const refreshKey = typeof token === 'string' ? refreshTokens.get(token) : undefined;
      if (refreshKey !== undefined) {
        refreshTokens.delete(token as string);
        if (!inflight.has(refreshKey)) {
          const p = fill(refreshKey, scopes, render, request.cspNonce).then((r) => r.entry);
          inflight.set(refreshKey, p);
          await p.finally(() => inflight.get(refreshKey) === p && inflight.delete(refreshKey));
        }
        reply.hijack();
        reply.raw.writeHead(204, { 'cache-control': 'no-store' });
        reply.raw.end();
        return;
      }

      const key = keyOf(request);
      let e = entries.get(key);
      if (e && (!current(e) || now() - e.createdAt >= keptMs)) {
        drop(e);
        e = undefined;
      }
      if (e) {
        // Most recently used last: the oldest go first when memory is short.
        entries.delete(key);
        entries.set(key, e);
        const fresh = now() - e.createdAt < freshMs;
        if (fresh) counts.hits++;
        else {
          counts.stale++;
          refreshInBackground(request, e);
        }
        return send(request, reply, e, fresh ? 'hit' : 'stale', cookies);
      }

      counts.misses++;
      const running = inflight.get(key);
      if (running) {
        const shared = await running.catch(() => null);
        if (shared) return send(request, reply, shared, 'miss', cookies);
        // The other render could not be kept (or failed): this visitor gets a render of their own.
        return sendRendered(await render());
      }
      let own: Response | null = null;
      const p = fill(key, scopes, render, request.cspNonce).then((r) => {
        own = r.response;
        return r.entry;
      });
      inflight.set(key, p);
      let entry: Entry | null;
      try {
        entry = await p;
      } finally {
        if (inflight.get(key) === p) inflight.delete(key);
      }
      if (entry) return send(request, reply, entry, 'miss', cookies);
      return sendRendered(own!);
    },

    changed,

    listen: (database) =>
      database.listen(PUBLIC_PAGES_CHANNEL, (payload) => {
        if ((PAGE_SCOPES as readonly string[]).includes(payload)) changed(payload as PageScope);
      }),

    stats: () => ({ ...counts, entries: entries.size, bytes }),
  };
}

/** Logged-in pages (a session cookie) are the viewer's own: no cache anywhere may keep them. */
export function markPrivate(request: FastifyRequest, response: Response, viewerCookies: readonly string[]) {
  const cookies = request.cookies ?? {};
  if (!response.headers.has('cache-control') && viewerCookies.some((name) => cookies[name] !== undefined)) response.headers.set('cache-control', 'private, no-store');
}
