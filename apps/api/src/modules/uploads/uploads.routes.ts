import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { requireUser, PUBLIC_ROUTE } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { UPLOAD_BODY_LIMIT, UPLOAD_PURPOSES, type UploadService } from './uploads.service.ts';

const tags = ['Uploads'];
const idParam = z.object({ id: z.string().uuid() });
const signed = z.object({ exp: z.string(), sig: z.string() });

export async function uploadRoutes(app: FastifyInstance, { uploads }: { uploads: UploadService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  // Raw bytes for the signed PUT; the file's real type is read from its bytes, whatever the header says.
  app.addContentTypeParser(
    ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'video/mp4'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  r.post('/v1/uploads/presign', {
    schema: {
      response: responsesOf('POST /v1/uploads/presign'),
      tags,
      summary: 'A pre-signed URL to PUT one file to (PDF, JPEG, PNG or WebP, at most 5 MB; a course video: MP4, at most 50 MB), valid 15 minutes.',
      body: z.strictObject({ purpose: z.enum(UPLOAD_PURPOSES), fileName: z.string().max(200).optional() }),
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    reply.status(201);
    return ok(await uploads.presign(user.id, request.body.purpose, request.body.fileName));
  });

  r.put('/uploads/:id', { config: PUBLIC_ROUTE,
    schema: { response: responsesOf('PUT /uploads/:id'), tags, summary: 'Receive the bytes of a pre-signed upload (the signature is the authorisation).', params: idParam, querystring: signed },
    bodyLimit: UPLOAD_BODY_LIMIT,
  }, async (request) => ok(await uploads.receive(request.params.id, request.query.exp, request.query.sig, request.body as Buffer)));

  r.post('/v1/uploads/:id/complete', {
    schema: { response: responsesOf('POST /v1/uploads/:id/complete'), tags, summary: "After a PUT straight to the bucket (the slot's completeUrl): the API checks the stored file and accepts or refuses it.", params: idParam },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await uploads.complete(user.id, request.params.id));
  });

  r.get('/v1/uploads/:id/url', { schema: { response: responsesOf('GET /v1/uploads/:id/url'), tags, summary: 'A signed read URL (5 minutes) for the owner or a reviewer.', params: idParam } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await uploads.readUrl({ id: user.id, role: user.role }, request.params.id));
  });

  r.get('/files/:id', { config: PUBLIC_ROUTE, schema: { tags, summary: 'The bytes behind a signed read URL.', params: idParam, querystring: signed } }, async (request, reply) => {
    const file = await uploads.read(request.params.id, request.query.exp, request.query.sig);
    // Files in a bucket: the bytes come from there, at a URL that lives a little longer than this redirect is cached.
    if ('redirect' in file) return reply.header('cache-control', 'private, max-age=240').redirect(file.redirect, 302);
    reply
      .type(file.contentType)
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; plugin-types application/pdf; sandbox");
    return reply.send(file.bytes);
  });
}
