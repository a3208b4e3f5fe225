import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { COMPRESSION_THRESHOLD, compressPage, negotiateEncoding } from './compression.ts';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8 * 1024, 'stream of an already compressed document ')]);

describe('compression of API replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // A document as the invoice and upload routes send one: never compressed again.
      app.get('/api/pub/test-compression/document.pdf', async (_req, reply) => reply.type('application/pdf').send(PDF));
    });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends JSON brotli-compressed when asked, gzip as the fallback, as it is when not asked; Vary is set', async () => {
    const plain = await get('/api/pub/v1/codes');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/pub/v1/codes', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('/api/pub/v1/codes', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/api/pub/v1/codes', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('does not inflate request bodies: a compressed body is not read as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pub/users/sendOtp/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ mobileNumber: '9812345670' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(t.sms.sent).toHaveLength(0);
  });

  it('leaves tiny replies and PDFs alone', async () => {
    const tiny = await get('/api/health/live', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(tiny.headers['content-encoding']).toBeUndefined();

    const pdf = await get('/api/pub/test-compression/document.pdf', 'br, gzip');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('compression of pages (written after reply.hijack())', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('compresses a streamed page chunk by chunk: the first part arrives before the page is finished', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const head = `<!DOCTYPE html><html><head><title>Nirog</title></head><body>${'<p>Ayurveda for every home</p>'.repeat(60)}`;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        await finished;
        controller.enqueue(new TextEncoder().encode('</body></html>'));
        controller.close();
      },
    });
    const page = compressPage('GET', 'gzip, br', new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' } }));
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const reader = page.body!.getReader();
    const decoder = zlib.createBrotliDecompress();
    const out: Buffer[] = [];
    decoder.on('data', (c: Buffer) => out.push(c));
    // Only the head has been written: it must reach the browser, and decode in full, before the page is finished.
    const decoded = () => Buffer.concat(out).toString();
    const giveUp = Date.now() + 5_000;
    while (decoded() !== head && Date.now() < giveUp) {
      const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), giveUp - Date.now()))]);
      if (!next || next.done) break;
      decoder.write(next.value);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(decoded()).toBe(head);
    finish();
    for (let r = await reader.read(); !r.done; r = await reader.read()) decoder.write(r.value);
    await new Promise((resolve) => decoder.end(resolve));
    expect(Buffer.concat(out).toString()).toBe(`${head}</body></html>`);
  });

  it('a browser going away mid-page cancels the render behind the compressor', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<p>the start of a page</p>'.repeat(100)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const page = compressPage('GET', 'gzip', new Response(body, { headers: { 'content-type': 'text/html' } }));
    const reader = page.body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled).toBe(true);
  });

  it('leaves non-text, small and bodiless responses alone, but says the page varies when it is not asked to compress', async () => {
    const html = () => new Response('<p>x</p>'.repeat(500), { headers: { 'content-type': 'text/html' } });
    const identity = compressPage('GET', undefined, html());
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toBe('Accept-Encoding');
    expect(await identity.text()).toBe('<p>x</p>'.repeat(500));
    expect(compressPage('HEAD', 'br', html()).headers.get('content-encoding')).toBeNull();
    const pdf = compressPage('GET', 'br', new Response(PDF, { headers: { 'content-type': 'application/pdf' } }));
    expect(pdf.headers.get('content-encoding')).toBeNull();
    const small = compressPage('GET', 'br', new Response('{"ok":true}', { headers: { 'content-type': 'application/json', 'content-length': '11' } }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(compressPage('GET', 'br', new Response(null, { status: 204 })).headers.get('content-encoding')).toBeNull();
  });
});
