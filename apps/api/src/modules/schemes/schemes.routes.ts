/**
 * Trade schemes (issue 21 part 6, decision 056): the back office's schemes (marketing, like coupons and deals) and
 * the offers a viewer sees on products. Spec section 7 names "schemes" without a path; these follow its style.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { schemeBody, schemeIdParams, schemeListQuery, schemeOffersQuery } from '@nirog/shared/schemas/schemes';
import type { Db } from '../../db/client.ts';
import { requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import type { SchemeService } from './schemes.service.ts';

const tags = ['Back office'];

export async function schemeRoutes(app: FastifyInstance, { db, schemes }: { db: Db; schemes: SchemeService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const marketing = (request: FastifyRequest) => requireRole(request, 'marketing').user;

  r.get('/pub/v1/schemes', {
    schema: { response: responsesOf('GET /pub/v1/schemes'), tags: ['Catalog'], summary: 'The trade schemes that apply to the viewer on these products (productIds: up to 100, comma separated); none for a visitor or patient unless a scheme is for retail buyers too.', querystring: schemeOffersQuery },
  }, async (request) => ok(await schemes.offersFor(await buyerOf(db, request.auth?.user ?? null), request.query.productIds)));

  r.get('/v1/admin/schemes', {
    schema: { response: responsesOf('GET /v1/admin/schemes'), tags, summary: 'Operators (marketing): schemes, newest first; state live, upcoming or ended.', querystring: schemeListQuery },
  }, async (request) => {
    marketing(request);
    return ok(await schemes.list(request.query));
  });
  r.post('/v1/admin/schemes', {
    schema: { response: responsesOf('POST /v1/admin/schemes'), tags, summary: 'Operators (marketing): create a slab or buy-X-get-Y scheme on a brand, product or category, for trade user types and tiers, within dates.', body: schemeBody },
  }, async (request, reply) => {
    const user = marketing(request);
    reply.status(201);
    return ok(await schemes.create(user.id, request.body), t('scheme.saved'));
  });
  r.get('/v1/admin/schemes/:id', { schema: { response: responsesOf('GET /v1/admin/schemes/:id'), tags, summary: 'Operators (marketing): one scheme.', params: schemeIdParams } }, async (request) => {
    marketing(request);
    return ok(await schemes.get(request.params.id));
  });
  r.put('/v1/admin/schemes/:id', {
    schema: { response: responsesOf('PUT /v1/admin/schemes/:id'), tags, summary: 'Operators (marketing): change a scheme that has not ended; placed orders keep what they got.', params: schemeIdParams, body: schemeBody },
  }, async (request) => {
    const user = marketing(request);
    return ok(await schemes.update(user.id, request.params.id, request.body), t('scheme.saved'));
  });
  r.post('/v1/admin/schemes/:id/end', { schema: { response: responsesOf('POST /v1/admin/schemes/:id/end'), tags, summary: 'Operators (marketing): end a scheme now.', params: schemeIdParams } }, async (request) => {
    const user = marketing(request);
    return ok(await schemes.end(user.id, request.params.id), t('scheme.ended'));
  });
}
