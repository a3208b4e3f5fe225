/**
 * The visitor page cache's rules (decision 028) on a bare Fastify with a counting stand-in for React Router: what is
 * kept, for whom, how long, and what a kept page's answer carries. The real pages are in platform.page-cache.test.ts.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pagePathOf, type PageCache } from './page-cache.ts';

interface Setup {
  app: FastifyInstance;
  cache: PageCache;
  renders: string[];
  clock: { ms: number };
  /** What the next render answers (status, extra headers), per path. */
  answers: Map<string, { status?: number; headers?: Record<string, string>; gate?: Promise<void> }>;
}

let current: Setup | null = null;
afterEach(async () => {
  await current?.app.close();
  current = null;
});

async function setup(opts: { freshSeconds?: number; staleSeconds?: number } = {}): Promise<Setup> {
  const app = Fastify();
  await app.register(cookie);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('content-security-policy', `script-src 'self' 'nonce-${request.cspNonce}'`);
  });
  const clock = { ms: 1_000_000 };
  const renders: string[] = [];
  const answers: Setup['answers'] = new Map();
  const cache = createPageCache({
    app,
    enabled: true,
    freshSeconds: opts.freshSeconds ?? 30,
    staleSeconds: opts.staleSeconds ?? 300,
    viewerCookies: ['AUTH', 'hold'],
    publicUrl: null,
    now: () => clock.ms,
  });
  app.get('/*', async (request, reply) => {
    const render = async () => {
      const path = request.url.split('?')[0];
      const lang = request.cookies.lang ?? 'en';
      renders.push(`${lang} ${request.url}`);
      const a = answers.get(path) ?? {};
      await a.gate;
      // A page the size of a real one (compressible), with the request's nonce where React puts it.
      const html = `<!DOCTYPE html><html lang="${lang}"><body><p>${path} render ${renders.length}</p>${'<li>item</li>'.repeat(200)}<script nonce="${request.cspNonce}">x()</script><script>window.__ctx={"nonce":"${request.cspNonce}"}</script></body></html>`;
      return new Response(html, { status: a.status ?? 200, headers: { 'content-type': 'text/html; charset=utf-8', ...a.headers } });
    };
    const sendRendered = async (response: Response) => {
      reply.status(response.status).header('x-rendered', 'uncached');
      return reply.send(await response.text());
    };
    if (cache.cacheable(request)) return cache.answer(request, reply, render, sendRendered, []);
    return sendRendered(await render());
  });
  current = { app, cache, renders, clock, answers };
  return current;
}

const get = (s: Setup, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const nonceOfCsp = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)![1];

describe('the visitor page cache', () => {
  it('renders a public page once: the next visitor gets the same bytes from memory, whatever analytics cookies they carry', async () => {
    const s = await setup();
    const first = await get(s, '/medicines?category=churna');
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(s, '/medicines?category=churna', { cookie: '_ga=GA1.2.3; csrf=abcdefghijklmnopqrstuv' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(s.renders).toEqual(['en /medicines?category=churna']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    // Another query is another page.
    await get(s, '/medicines?category=oils');
    expect(s.renders).toHaveLength(2);
  });

  it('a session or checkout-hold cookie bypasses it both ways: never served a kept page, never kept', async () => {
    const s = await setup();
    await get(s, '/medicines');
    const viewer = await get(s, '/medicines', { cookie: 'AUTH=token123' });
    expect(viewer.headers['x-page-cache']).toBeUndefined();
    expect(viewer.headers['x-rendered']).toBe('uncached');
    await get(s, '/medicines', { cookie: 'hold=view12345' });
    expect(s.renders).toHaveLength(3);
    expect(s.cache.stats().entries).toBe(1);
    // Pages that are not public (the cart, login) and writes are never cached.
    const cart = await get(s, '/cart');
    expect(cart.headers['x-page-cache']).toBeUndefined();
  });

  it('never keeps a render that sets a cookie or is not 200', async () => {
    const s = await setup();
    s.answers.set('/medicines/with-cookie', { headers: { 'set-cookie': 'x=1; Path=/' } });
    s.answers.set('/medicines/gone', { status: 404 });
    for (const url of ['/medicines/with-cookie', '/medicines/gone']) {
      const a = await get(s, url);
      const b = await get(s, url);
      expect(a.headers['x-rendered']).toBe('uncached');
      expect(b.headers['x-rendered']).toBe('uncached');
    }
    expect(s.renders).toHaveLength(4);
    expect(s.cache.stats().entries).toBe(0);
  });

  it('keys English and Hindi apart (cookie or /hi address)', async () => {
    const s = await setup();
    const en = await get(s, '/medicines');
    const hi = await get(s, '/medicines', { cookie: 'lang=hi' });
    expect(hi.headers['x-page-cache']).toBe('miss');
    expect(hi.body).toContain('lang="hi"');
    expect(en.body).toContain('lang="en"');
    expect((await get(s, '/medicines', { cookie: 'lang=hi' })).body).toBe(hi.body);
    expect((await get(s, '/medicines')).body).toBe(en.body);
    await get(s, '/hi/medicines');
    expect(s.renders).toEqual(['en /medicines', 'hi /medicines', 'en /hi/medicines']);
  });

  it('a kept page carries one nonce, in its scripts and in its CSP header, for every visitor; an unchanged re-render keeps it and the ETag', async () => {
    const s = await setup();
    const a = await get(s, '/');
    const b = await get(s, '/');
    const nonce = nonceOfCsp(a.headers['content-security-policy']);
    expect(nonceOfCsp(b.headers['content-security-policy'])).toBe(nonce);
    for (const res of [a, b]) {
      expect([...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce]);
      expect(res.body).toContain(`"nonce":"${nonce}"`);
    }
    // Data changed: the page is rendered again, with a fresh request nonce, and comes out the same.
    s.cache.changed('catalog');
    s.renders.length = 0;
    const c = await get(s, '/');
    expect(c.headers['x-page-cache']).toBe('miss');
    expect(s.renders).toHaveLength(1);
    expect(c.headers.etag).toMatch(/^W\/"/);
  });

  it('answers 304 to a matching If-None-Match, with the same nonce in the CSP header', async () => {
    const s = await setup();
    const a = await get(s, '/support');
    const again = await get(s, '/support', { 'if-none-match': String(a.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(a.headers.etag);
    expect(nonceOfCsp(again.headers['content-security-policy'])).toBe(nonceOfCsp(a.headers['content-security-policy']));
    expect((await get(s, '/support', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip copies made once, and HEAD without a body', async () => {
    const s = await setup();
    const plain = await get(s, '/about-us');
    const br = await get(s, '/about-us', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(s, '/about-us', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const head = await s.app.inject({ method: 'HEAD', url: '/about-us' });
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
    expect(s.renders).toHaveLength(1);
  });

  it('visitors asking at once for a page not kept wait for one render', async () => {
    const s = await setup();
    let open!: () => void;
    s.answers.set('/ayurveda/new-delhi/doctors', { gate: new Promise<void>((r) => (open = r)) });
    const all = Array.from({ length: 8 }, () => get(s, '/ayurveda/new-delhi/doctors'));
    await new Promise((r) => setTimeout(r, 20));
    open();
    const answers = await Promise.all(all);
    expect(s.renders).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('fresh for 30 s; then served stale once while one background render replaces it; too old is a miss', async () => {
    const s = await setup({ freshSeconds: 30, staleSeconds: 300 });
    const first = await get(s, '/medicines');
    s.clock.ms += 31_000;
    const stale = await get(s, '/medicines');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.body).toBe(first.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.renders).toHaveLength(2);
    const refreshed = await get(s, '/medicines');
    expect(refreshed.headers['x-page-cache']).toBe('hit');
    expect(refreshed.body).toContain('render 2');
    s.clock.ms += 331_000;
    expect((await get(s, '/medicines')).headers['x-page-cache']).toBe('miss');
    expect(s.renders).toHaveLength(3);
  });

  it('a change of data drops the pages of its scope at once (not served stale), and only those', async () => {
    const s = await setup();
    await get(s, '/medicines/ashwagandha');
    await get(s, '/ayurveda/new-delhi/doctors');
    await get(s, '/about-us');
    s.cache.changed('catalog');
    expect((await get(s, '/medicines/ashwagandha')).headers['x-page-cache']).toBe('miss');
    expect((await get(s, '/ayurveda/new-delhi/doctors')).headers['x-page-cache']).toBe('hit');
    expect((await get(s, '/about-us')).headers['x-page-cache']).toBe('hit');
    s.cache.changed('care');
    expect((await get(s, '/ayurveda/new-delhi/doctors')).headers['x-page-cache']).toBe('miss');
  });

  it('a page whose data changed while it rendered is not kept', async () => {
    const s = await setup();
    let open!: () => void;
    s.answers.set('/medicines', { gate: new Promise<void>((r) => (open = r)) });
    const during = get(s, '/medicines');
    await new Promise((r) => setTimeout(r, 20));
    s.cache.changed('catalog');
    open();
    expect((await during).statusCode).toBe(200);
    s.answers.delete('/medicines');
    expect((await get(s, '/medicines')).headers['x-page-cache']).toBe('miss');
  });

  it('maps addresses to the English page: documents, data requests and /hi', () => {
    expect(pagePathOf('/_root.data')).toBe('/');
    expect(pagePathOf('/hi.data?_routes=root')).toBe('/');
    expect(pagePathOf('/hi/medicines/ashwagandha.data')).toBe('/medicines/ashwagandha');
    expect(pagePathOf('/medicines/?q=1')).toBe('/medicines');
  });
});

describe('PAGE_CACHE settings', () => {
  it('on by default, off under development and with PAGE_CACHE=0; the times are whole seconds', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({ NODE_ENV: 'production' }).pageCache).toEqual({ enabled: true, freshSeconds: 30, staleSeconds: 300 });
    expect(loadConfig({ NODE_ENV: 'development' }).pageCache.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAGE_CACHE: '0' }).pageCache.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAGE_CACHE_FRESH_S: '60', PAGE_CACHE_STALE_S: '0' }).pageCache).toEqual({ enabled: true, freshSeconds: 60, staleSeconds: 0 });
    expect(() => loadConfig({ PAGE_CACHE_FRESH_S: '0' })).toThrow(/PAGE_CACHE_FRESH_S/);
    expect(() => loadConfig({ PAGE_CACHE_STALE_S: 'soon' })).toThrow(/PAGE_CACHE_STALE_S/);
  });
});
