/**
 * Share links (spec section 7: "share link create and fetch (two variants by signed-in or anonymous)"): a signed-in
 * create that records who shared, an anonymous create limited per client IP, and the public fetch behind /dl/{code}.
 * Both creates take `{ parameters: { entityType, entityId, userId? }, title, description?, imageUrl? }` (section 3).
 */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { anonymousShareLinkBody, shareLinkBody } from '@nirog/shared/share-links';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { createShareLinkService, type ShareLinkDeps } from './links.service.ts';

const tags = ['Share links'];
const codeParam = z.object({ code: z.string().max(64) }).strict();

export async function shareLinkRoutes(app: FastifyInstance, deps: ShareLinkDeps) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const links = createShareLinkService(deps);

  r.post('/v1/share-links', {
    schema: { response: responsesOf('POST /v1/share-links'),
      tags,
      summary: "A short link to a doctor's, clinic's or medicine's page, one per entity and sharer; the sharer is the signed-in user (a userId in the body must be theirs).",
      body: shareLinkBody,
    },
  }, async (request) => {
    const { user } = requireUser(request);
    const { userId } = request.body.parameters;
    if (userId !== undefined && userId !== user.id) throw AppError.of('forbidden', 'share.error.notYou');
    return ok(await links.create(request.body, user.id));
  });

  r.post('/pub/v1/share-links', {
    schema: { response: responsesOf('POST /pub/v1/share-links'), tags, summary: 'The same without signing in (no userId); one code per entity for all anonymous shares; limited per client IP.', body: anonymousShareLinkBody, security: [] },
  }, async (request) => ok(await links.createAnonymous(request.body, request.ip)));

  r.get('/pub/v1/share-links/:code', {
    schema: { response: responsesOf('GET /pub/v1/share-links/:code'), tags, summary: 'What a short code stands for and the page it opens now; counts the visit. A page no longer shown is not found.', params: codeParam, security: [] },
  }, async (request, reply) => {
    const found = await links.open(request.params.code);
    if (!found) throw AppError.of('not_found', 'share.error.notFound');
    reply.header('cache-control', 'no-store');
    return ok(found);
  });
}
