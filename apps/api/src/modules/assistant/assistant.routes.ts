/**
 * The Vaidya assistant and universal search (issue 26, decision 071; spec section 7: universal search, AI assistant
 * calls). The route list is in packages/shared/src/schemas/assistant.ts.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { ASSISTANT_FEEDBACK_OPTIONS, adminFeedbackQuery, askBody, feedbackBody, searchQuery } from '@nirog/shared/schemas/assistant';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import { accessMap } from '../identity/access.service.ts';
import type { AssistantService, Asker } from './assistant.service.ts';
import type { SearchService } from './search.service.ts';
import type { Viewer } from './retrieval.ts';

const tags = ['Assistant'];
const idParam = z.object({ id: entityIdParam });

export async function assistantRoutes(app: FastifyInstance, { assistant, search, db }: { assistant: AssistantService; search: SearchService; db: Db }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const askerOf = (request: FastifyRequest): Asker => (request.auth ? { user: request.auth.user } : { visitorIp: request.ip });
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> =>
    request.auth ? { userId: request.auth.user.id, seesPractitionerPosts: (await accessMap(db, request.auth.user)).Feed !== 3 } : { userId: null, seesPractitionerPosts: false };

  r.post('/pub/v1/assistant/ask', {
    schema: { response: responsesOf('POST /pub/v1/assistant/ask'), tags, summary: 'Ask the assistant: an answer composed only from retrieved passages the caller may see, with citations [n]; the page sections (discussions, medicines, top vaidyas, blogs); the quota left. Visitors: 3 a day; AiAssistant write: 30; read: 403; 5 a minute (429).', body: askBody },
  }, async (request, reply) => {
    reply.status(201);
    return ok(await assistant.ask(askerOf(request), request.body.question));
  });

  /**
   * The same ask, streamed as server-sent events (decision 077): `start` {id} once the question is accepted, `token`
   * {text} for each piece of the answer as the model (or the extractive composer) writes it, `reset` {} when what was
   * streamed is replaced, then `done` with the whole answer as POST /pub/v1/assistant/ask returns it (its citations
   * checked to exist; the page shows that text), or `error` {error}. Refusals before the start (validation, quota,
   * access) are the usual JSON error with its status.
   */
  r.post('/pub/v1/assistant/ask/stream', {
    schema: { response: nonJsonResponse('text/event-stream', 'Server-sent events: start {id}, token {text}..., reset {}, then done {the answer as POST /pub/v1/assistant/ask returns it} or error {error}.'), tags, summary: 'Ask the assistant with the answer streamed (text/event-stream) as it is written; the same rules and quota as POST /pub/v1/assistant/ask.', body: askBody },
  }, async (request, reply) => {
    const stream = new PassThrough();
    stream.on('error', () => {});
    const send = (event: string, data: unknown) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let started = false;
    let onStart!: () => void;
    const accepted = new Promise<void>((resolve) => (onStart = resolve));
    const run = assistant.ask(askerOf(request), request.body.question, {
      start: (id) => {
        started = true;
        send('start', { id });
        onStart();
      },
      token: (text) => send('token', { text }),
      reset: () => send('reset', {}),
    });
    run.then(
      (answer) => {
        send('done', answer);
        stream.end();
      },
      (err: unknown) => {
        if (!started) return;
        request.log.error({ err }, 'assistant stream failed');
        send('error', { error: err instanceof AppError ? err.message : t('error.internal') });
        stream.end();
      },
    );
    // Until the question is accepted a refusal is an ordinary error reply; after it, the events say how it ends.
    await Promise.race([accepted, run]);
    reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store, no-transform').header('x-accel-buffering', 'no');
    return reply.send(stream);
  });

  r.get('/pub/v1/assistant/quota', {
    schema: { response: responsesOf('GET /pub/v1/assistant/quota'), tags, summary: "The caller's questions used and left today (India day)." },
  }, async (request) => ok(await assistant.quota(askerOf(request))));

  r.get('/pub/v1/assistant/feedback-options', {
    schema: { response: responsesOf('GET /pub/v1/assistant/feedback-options'), tags, summary: 'Spec section 3: assistant feedback options (id, text, reaction 1 helpful, 0 not helpful); texts of spec section 9.' },
  }, async () => ok(ASSISTANT_FEEDBACK_OPTIONS.map((o) => ({ id: o.id, text: t(o.key), reaction: o.reaction }))));

  r.get('/v1/assistant/questions', {
    schema: { response: responsesOf('GET /v1/assistant/questions'), tags, summary: "The caller's 20 most recent questions." },
  }, async (request) => ok(await assistant.history(requireUser(request).user.id)));

  r.get('/pub/v1/assistant/questions/:id', {
    schema: { response: responsesOf('GET /pub/v1/assistant/questions/:id'), tags, summary: "One of the caller's answers with its feedback (a visitor: theirs of today, by address); another's: 404.", params: idParam },
  }, async (request) => ok(await assistant.get(askerOf(request), request.params.id)));

  r.post('/pub/v1/assistant/questions/:id/feedback', {
    schema: { response: responsesOf('POST /pub/v1/assistant/questions/:id/feedback'), tags, summary: "Rate one's answer helpful (1) or not (0) with reasons of that reaction; 'Other' needs otherText. Again to change it.", params: idParam, body: feedbackBody },
  }, async (request) => ok(await assistant.feedback(askerOf(request), request.params.id, request.body), t('assistant.feedback.thanks')));

  r.post('/v1/assistant/questions/:id/share', {
    schema: { response: responsesOf('POST /v1/assistant/questions/:id/share'), tags, summary: "Make one's answer public at /bot?answer={id} (then a short link through /v1/share-links, entityType answer); 422 when it cites practitioners-only discussions.", params: idParam },
  }, async (request) => ok(await assistant.share(requireUser(request).user.id, request.params.id)));

  r.get('/pub/v1/assistant/answers/:id', {
    schema: { response: responsesOf('GET /pub/v1/assistant/answers/:id'), tags, summary: 'A shared answer (not shared: 404), without discussions only practitioners may see.', params: idParam },
  }, async (request) => ok(await assistant.shared(request.params.id)));

  r.get('/v1/admin/assistant/feedback', {
    schema: { response: responsesOf('GET /v1/admin/assistant/feedback'), tags, summary: 'Back office: feedback with its question, answer and sources, newest first; reaction filter. Operators with the support role.', querystring: adminFeedbackQuery },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await assistant.adminFeedback(request.query));
  });

  r.get('/pub/v1/search', {
    schema: { response: responsesOf('GET /pub/v1/search'), tags, summary: 'Universal search over medicines, doctors, clinics, articles and discussions. mode 0 aggregation (items), 1 sequential, 2 concurrent (default), 3 only products, 4 posts and products (groups); first: the page kind searched first.', querystring: searchQuery },
  }, async (request) => ok(await search.search(await viewerOf(request), request.query)));
}
