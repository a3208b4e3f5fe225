/**
 * The knowledge section's public calls (issue 20 parts 2 and 5; decisions 048 and 049): the glossary, treatments by
 * category with their conditions, health conditions, services, search and the sitemap list, plus the drawn
 * illustrations of categories and services. No session needed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GLOSSARY_KINDS, ILLUSTRATION_KINDS, KNOWLEDGE_SLUG_MAX } from '@nirog/shared/knowledge';
import { t } from '@nirog/shared/messages/catalogue';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import { PUBLIC_ROUTE } from '../../plugins/auth.ts';
import type { KnowledgeService } from './knowledge.service.ts';
import type { Illustrations } from './knowledge-illustrations.ts';

const tags = ['Knowledge'];
const slug = z.string().trim().min(1).max(KNOWLEDGE_SLUG_MAX);
const slugParams = z.object({ slug });
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const glossaryQuery = z.object({ kind: z.preprocess(blank, z.enum(GLOSSARY_KINDS).optional()) });
export const knowledgeSearchQuery = z.object({ q: z.string().trim().min(1).max(100) });

export async function knowledgeRoutes(app: FastifyInstance, { knowledge, illustrations }: { knowledge: KnowledgeService; illustrations: Illustrations }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v1/knowledge/glossary', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/glossary'), tags, summary: 'Every glossary entry A-Z, or those of one kind (dosha, dhatu, mala, herb, formulation, therapy).', querystring: glossaryQuery },
  }, async (request) => ok(await knowledge.glossary(request.query.kind)));

  r.get('/pub/v1/knowledge/glossary/:slug', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/glossary/:slug'), tags, summary: 'A glossary entry with its related entries and the conditions and services that name it.', params: slugParams },
  }, async (request) => ok(await knowledge.glossaryTerm(request.params.slug)));

  r.get('/pub/v1/knowledge/treatments', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/treatments'), tags, summary: 'The eight treatment categories of spec section 2, in order, each with its conditions.' },
  }, async () => ok(await knowledge.categories()));

  r.get('/pub/v1/knowledge/treatments/:category', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/treatments/:category'), tags, summary: 'A treatment category with its conditions and what it links to.', params: z.object({ category: slug }) },
  }, async (request) => ok(await knowledge.category(request.params.category)));

  r.get('/pub/v1/knowledge/treatments/:category/:condition', {
    schema: {
      response: responsesOf('GET /pub/v1/knowledge/treatments/:category/:condition'),
      tags,
      summary: 'A condition under its category (404 under another): care, doctors, clinics and medicines it links to, related entries.',
      params: z.object({ category: slug, condition: slug }),
    },
  }, async (request) => ok(await knowledge.treatment(request.params.category, request.params.condition)));

  r.get('/pub/v1/knowledge/conditions', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/conditions'), tags, summary: 'Every health condition A-Z.' },
  }, async () => ok(await knowledge.conditions()));

  r.get('/pub/v1/knowledge/conditions/:slug', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/conditions/:slug'), tags, summary: 'A health condition (the same entry as its treatment page).', params: slugParams },
  }, async (request) => ok(await knowledge.condition(request.params.slug)));

  r.get('/pub/v1/knowledge/services', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/services'), tags, summary: 'The services (Panchakarma, Shirodhara...), in order.' },
  }, async () => ok(await knowledge.services()));

  r.get('/pub/v1/knowledge/services/:slug', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/services/:slug'), tags, summary: 'A service: what it is, the steps of a session, conditions, doctors and clinics it links to.', params: slugParams },
  }, async (request) => ok(await knowledge.service(request.params.slug)));

  r.get('/pub/v1/knowledge/search', {
    schema: {
      response: responsesOf('GET /pub/v1/knowledge/search'),
      tags,
      summary: 'Full-text search (English, and Devanagari names) with typo tolerance, in sections: glossary, conditions, treatments, services; at most 20 each.',
      querystring: knowledgeSearchQuery,
    },
  }, async (request) => ok(await knowledge.search(request.query.q)));

  r.get('/pub/v1/knowledge/sitemap', {
    schema: { response: responsesOf('GET /pub/v1/knowledge/sitemap'), tags, summary: 'Every page of the section with its lastmod and kind (glossary, treatments, services, conditions), for the sitemap index.' },
  }, async () => ok(await knowledge.sitemap()));

  // A drawing never changes under its address within a version, so browsers keep it a day.
  app.get('/images/knowledge/:kind/:file', {
    config: PUBLIC_ROUTE,
    schema: { tags, summary: 'The drawn illustration of a treatment category or a service (PNG).', params: z.object({ kind: z.enum(ILLUSTRATION_KINDS), file: z.string().regex(/^[a-z0-9-]{1,80}\.png$/) }) },
  }, async (request, reply) => {
    const { kind, file } = request.params as { kind: (typeof ILLUSTRATION_KINDS)[number]; file: string };
    const bytes = await illustrations.png(kind, file.slice(0, -4));
    if (!bytes) return reply.status(404).send({ status: false, message: { code: 'not_found', error: t('error.notFound') } });
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(bytes);
  });
}
