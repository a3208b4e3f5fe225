/**
 * Events (issue 20 part 3, decision 050): the public lists and pages, the sitemap list, drawn covers, and a signed-in
 * user's registrations (register, cancel, list their own).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { eventListQuery, eventSlugParam } from '@nirog/shared/schemas/events';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { PUBLIC_ROUTE, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { eventCover, EVENT_COVER_SCENES } from './event-covers.ts';
import { createEventService, type EventServiceDeps } from './events.service.ts';

const tags = ['Events'];

export async function eventRoutes(app: FastifyInstance, deps: EventServiceDeps) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const events = createEventService(deps);

  r.get('/pub/v1/events', {
    schema: { response: responsesOf('GET /pub/v1/events'), tags, summary: 'Upcoming events (soonest first) and past ones (latest first, up to 50), of one series or all.', querystring: eventListQuery, security: [] },
  }, async (request) => ok(await events.list(request.query)));

  r.get('/pub/v1/events/sitemap', {
    schema: { response: responsesOf('GET /pub/v1/events/sitemap'), tags, summary: 'Every event page with the time it last changed, for the sitemap.', security: [] },
  }, async () => ok(await events.sitemap()));

  r.get('/pub/v1/events/:slug', {
    schema: { response: responsesOf('GET /pub/v1/events/:slug'), tags, summary: "An event's page: when, where or the online link, seats left, and whether the signed-in caller is registered.", params: eventSlugParam, security: [] },
  }, async (request, reply) => {
    if (request.auth) reply.header('cache-control', 'private, no-store');
    return ok(await events.get(request.params.slug, request.auth?.user.id ?? null));
  });

  r.get('/v1/events/registrations', {
    schema: { response: responsesOf('GET /v1/events/registrations'), tags, summary: "The signed-in user's own registrations: upcoming events first, then past ones." },
  }, async (request) => ok(await events.mine(requireUser(request).user.id)));

  r.post('/v1/events/:slug/registrations', {
    schema: { response: responsesOf('POST /v1/events/:slug/registrations'), tags, summary: 'Register the signed-in user (201; 200 with the same registration when already registered). Full: 409. Started: 422.', params: eventSlugParam },
  }, async (request, reply) => {
    const { registration, created } = await events.register(requireUser(request).user.id, request.params.slug);
    reply.status(created ? 201 : 200);
    return ok(registration, t(created ? 'events.toast.registered' : 'events.toast.alreadyRegistered'));
  });

  r.delete('/v1/events/:slug/registrations', {
    schema: { response: responsesOf('DELETE /v1/events/:slug/registrations'), tags, summary: "Cancel the signed-in user's registration (the seat is freed). Not registered: 404. Started: 422.", params: eventSlugParam },
  }, async (request) => {
    await events.cancel(requireUser(request).user.id, request.params.slug);
    return ok(null, t('events.toast.cancelled'));
  });

  // The drawn covers never change under their address.
  app.get('/images/events/:scene/:file', {
    config: PUBLIC_ROUTE,
    schema: { tags, summary: "An event's drawn cover ({width}.webp, 480 or 960); cached for a year.", params: z.object({ scene: z.enum(EVENT_COVER_SCENES), file: z.string().regex(/^\d{3}\.webp$/) }) },
  }, async (request, reply) => {
    const { scene, file } = request.params as { scene: string; file: string };
    const job = eventCover(scene, Number(file.slice(0, 3)));
    if (!job) return reply.status(404).send({ status: false, message: { code: 'not_found', error: t('error.notFound') } });
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(await job);
  });
}
