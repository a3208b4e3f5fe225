/**
 * ETags and 304 Not Modified for the public API's GETs (issue 17 part 4, decision 028): a reply a visitor may fetch
 * (under /api/pub/, or a route marked public) gets a weak ETag from a hash of its JSON, and a request whose
 * If-None-Match names it gets 304 without a body. Weak, because @fastify/compress then sends the same JSON as br,
 * gzip or plain bytes. Registered before compression: a hook on the whole app runs before the per-route compressor,
 * so it hashes the JSON, not a compressed stream.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const isPublic = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? request.url;
  return url.startsWith('/api/pub/') || request.routeOptions.config?.public === true;
};

export function registerApiEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('etag') || !isPublic(request)) return payload;
    const etag = `W/"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2))) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
