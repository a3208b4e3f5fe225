/**
 * Compression of text responses (issue 17, decision 027): brotli when the client takes it, else gzip. Replies sent
 * through Fastify (the API, static files without a precompressed copy) go through @fastify/compress; the pages, which
 * React Router writes to the raw response after `reply.hijack()`, go through `compressPage` below. Build assets are
 * compressed once at build time (scripts/build.mjs) and sent as they are by @fastify/static.
 */
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Smaller bodies go as they are: the encoding's framing would eat most of the gain. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text only: HTML, JSON, JavaScript, CSS, SVG, XML. Not images, PDFs or octet-streams (uploads), which are compressed
 * already or would not shrink.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/(?:x-)?javascript(?:;|$)/;

export const isCompressible = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE.test(contentType);

/** Dynamic bodies: brotli 4 compresses better than gzip 6 at about the same speed (quality 11 is for build time). */
const BROTLI_QUALITY = 4;

/** Brotli when the client accepts it, else gzip, else nothing. Honours `;q=0`. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Responses only: no client of ours sends compressed bodies, and inflating them would be one more way in.
    globalDecompression: false,
  });
}

/** Adds a token to a Vary header value unless it is there. */
function withVary(current: string | null, token: string): string {
  if (!current) return token;
  return current.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase() || v.trim() === '*') ? current : `${current}, ${token}`;
}

/**
 * A page response compressed for the request's Accept-Encoding, streaming: what React Router writes in one burst is
 * flushed through the compressor once the burst is over (the next turn of the event loop), so a streamed page still
 * reaches the browser piece by piece without a flush, and its cost in size and CPU, after every small chunk.
 * Responses that are not text, already encoded, bodiless or known to be small are returned as they are.
 */
export function compressPage(method: string, acceptEncoding: string | string[] | undefined, response: Response): Response {
  if (!response.body || method === 'HEAD' || response.status === 204 || response.status === 304 || response.status === 206) return response;
  const headers = response.headers;
  if (!isCompressible(headers.get('content-type')) || headers.has('content-encoding') || headers.has('content-range')) return response;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return response;
  // The same address answers differently by Accept-Encoding: caches must keep the variants apart.
  headers.set('vary', withVary(headers.get('vary'), 'Accept-Encoding'));
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding) return response;
  const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : zlib.createGzip();
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  const source = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  let flushPending = false;
  source.on('data', () => {
    if (flushPending) return;
    flushPending = true;
    setImmediate(() => {
      flushPending = false;
      if (!compressor.writableEnded && !compressor.destroyed) compressor.flush(flushKind);
    });
  });
  // pipeline, not pipe: a browser that goes away cancels the compressed stream, and that must cancel the render too.
  pipeline(source, compressor, () => {});
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  return new Response(Readable.toWeb(compressor) as ReadableStream, { status: response.status, statusText: response.statusText, headers });
}
