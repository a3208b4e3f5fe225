/**
 * Webinars (issue 24 parts 2-6, decision 069; spec section 7 "webinars"; routes listed in schemas/webinar.ts).
 * The live socket carries chat, questions, upvotes, answers and moderation both ways; the same actions are HTTP
 * routes too (for API clients), all through the one service, which takes the caller's role from the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { adminWebinarBody, chatBody, muteBody, questionBody, staffBody, webinarBody, type LiveServerMessage } from '@nirog/shared/schemas/webinar';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { isSameSite } from '../../plugins/security.ts';
import type { WebinarService } from './webinars.service.ts';
import type { LiveHubImpl } from './webinars-live.ts';

const tags = ['Webinars'];
const idParam = z.object({ id: entityIdParam });

export async function webinarRoutes(app: FastifyInstance, { webinars, hub, publicUrl }: { webinars: WebinarService; hub: LiveHubImpl; publicUrl: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const me = (request: FastifyRequest) => {
    const { user } = requireUser(request);
    return user;
  };

  r.get('/pub/v1/webinars', { schema: { response: responsesOf('GET /pub/v1/webinars'), tags, summary: 'Published webinars: live now, upcoming (soonest first) and the last 20 past.' } }, async () => ok(await webinars.list()));

  r.get('/v1/webinars/:id', {
    schema: { response: responsesOf('GET /v1/webinars/:id'), tags, summary: "A webinar's page: details, speakers, seats, staff, the caller's role and attended minutes, the recording once it has ended. Webinar read access.", params: idParam },
  }, async (request) => ok(await webinars.get(me(request), request.params.id)));

  r.get('/v1/my-webinars', { schema: { response: responsesOf('GET /v1/my-webinars'), tags, summary: 'The webinars the caller hosts, co-hosts or presents: live, upcoming, then past.' } }, async (request) => ok(await webinars.mine(me(request))));

  r.post('/v1/webinars', {
    schema: { response: responsesOf('POST /v1/webinars'), tags, summary: 'A verified practitioner schedules a webinar (title, description, speakers, start with its offset, duration, capacity, required minutes, stream) and becomes its host (role 1).', body: webinarBody },
  }, async (request, reply) => {
    const view = await webinars.schedule(me(request), request.body);
    reply.status(201);
    return ok(view, t('webinar.toast.scheduled'));
  });

  r.put('/v1/webinars/:id', {
    schema: { response: responsesOf('PUT /v1/webinars/:id'), tags, summary: 'The host edits the webinar, its stream and (once it has ended) its recording.', params: idParam, body: webinarBody },
  }, async (request) => ok(await webinars.update(me(request), request.params.id, request.body), t('webinar.toast.saved')));

  r.post('/v1/webinars/:id/people', {
    schema: { response: responsesOf('POST /v1/webinars/:id/people'), tags, summary: 'The host names a co-host (2) or a presenter (3) by mobile number; they are notified.', params: idParam, body: staffBody },
  }, async (request) => ok(await webinars.addStaff(me(request), request.params.id, request.body), t('webinar.toast.staffAdded')));

  r.delete('/v1/webinars/:id/people/:userId', {
    schema: { response: responsesOf('DELETE /v1/webinars/:id/people/:userId'), tags, summary: 'The host removes a co-host or presenter.', params: idParam.extend({ userId: entityIdParam }) },
  }, async (request) => ok(await webinars.removeStaff(me(request), request.params.id, request.params.userId), t('webinar.toast.staffRemoved')));

  r.post('/v1/webinars/:id/registration', {
    schema: { response: responsesOf('POST /v1/webinars/:id/registration'), tags, summary: 'Register as a participant (201; 200 when already registered or on the staff): a seat while seats last (409 when full), a confirmation and a reminder 30 minutes before.', params: idParam },
  }, async (request, reply) => {
    const { created, view } = await webinars.register(me(request), request.params.id);
    reply.status(created ? 201 : 200);
    return ok(view, t(created ? 'webinar.toast.registered' : 'webinar.toast.alreadyRegistered'));
  });

  r.delete('/v1/webinars/:id/registration', {
    schema: { response: responsesOf('DELETE /v1/webinars/:id/registration'), tags, summary: "Cancel the caller's registration (frees the seat).", params: idParam },
  }, async (request) => ok(await webinars.cancel(me(request), request.params.id), t('webinar.toast.cancelled')));

  r.get('/v1/webinars/:id/live-state', {
    schema: { response: responsesOf('GET /v1/webinars/:id/live-state'), tags, summary: "The live page for a registered person or the staff: the stream's player, the last 100 chat messages, the questions (newest first), the caller's votes and role.", params: idParam },
  }, async (request) => ok(await webinars.liveState(me(request), request.params.id)));

  r.post('/v1/webinars/:id/messages', {
    schema: { response: responsesOf('POST /v1/webinars/:id/messages'), tags, summary: 'Chat while live (not when muted). The author and role come from the session.', params: idParam, body: chatBody },
  }, async (request, reply) => {
    reply.status(201);
    return ok(await webinars.post(me(request), request.params.id, 'chat', request.body.body));
  });

  r.post('/v1/webinars/:id/questions', {
    schema: { response: responsesOf('POST /v1/webinars/:id/questions'), tags, summary: 'Ask the presenters a question while live.', params: idParam, body: questionBody },
  }, async (request, reply) => {
    reply.status(201);
    return ok(await webinars.post(me(request), request.params.id, 'question', request.body.body), t('webinar.toast.asked'));
  });

  r.post('/v1/webinar-questions/:id/upvote', {
    schema: { response: responsesOf('POST /v1/webinar-questions/:id/upvote'), tags, summary: 'Upvote a question (once per person).', params: idParam },
  }, async (request) => ok(await webinars.upvote(me(request), request.params.id)));

  r.post('/v1/webinar-questions/:id/answer', {
    schema: { response: responsesOf('POST /v1/webinar-questions/:id/answer'), tags, summary: 'A presenter or the host marks a question answered.', params: idParam },
  }, async (request) => ok(await webinars.answer(me(request), request.params.id), t('webinar.toast.answered')));

  r.delete('/v1/webinar-messages/:id', {
    schema: { response: responsesOf('DELETE /v1/webinar-messages/:id'), tags, summary: 'The co-host or host deletes a message or question; an author their own.', params: idParam },
  }, async (request) => ok(await webinars.remove(me(request), request.params.id), t('webinar.toast.deleted')));

  r.post('/v1/webinars/:id/mutes', {
    schema: { response: responsesOf('POST /v1/webinars/:id/mutes'), tags, summary: 'The co-host or host mutes or unmutes a participant.', params: idParam, body: muteBody },
  }, async (request) => ok(await webinars.mute(me(request), request.params.id, request.body), t(request.body.muted ? 'webinar.toast.muted' : 'webinar.toast.unmuted')));

  r.get('/v1/webinars/:id/attendance', {
    schema: { response: responsesOf('GET /v1/webinars/:id/attendance'), tags, summary: "The host's attendance report: each attendee's visits, minutes within the webinar's time and whether they stayed the required time (the certificate rule).", params: idParam },
  }, async (request) => ok(await webinars.attendance(me(request), request.params.id)));

  // Back office (decision 069): operators with the editor role author any webinar.
  r.get('/v1/admin/webinars', { schema: { response: responsesOf('GET /v1/admin/webinars'), tags, summary: 'Back office: all webinars, newest first.' } }, async (request) => {
    requireRole(request, 'editor');
    return ok(await webinars.adminList());
  });
  r.post('/v1/admin/webinars', { schema: { response: responsesOf('POST /v1/admin/webinars'), tags, summary: 'Back office: create a webinar with its host (a practitioner, by mobile number).', body: adminWebinarBody } }, async (request, reply) => {
    const { user } = requireRole(request, 'editor');
    reply.status(201);
    return ok(await webinars.adminCreate(user, request.body), t('webinar.toast.scheduled'));
  });
  r.put('/v1/admin/webinars/:id', { schema: { response: responsesOf('PUT /v1/admin/webinars/:id'), tags, summary: 'Back office: edit a webinar, its host, stream, recording and publication.', params: idParam, body: adminWebinarBody } }, async (request) => {
    const { user } = requireRole(request, 'editor');
    return ok(await webinars.adminUpdate(user, request.params.id, request.body), t('webinar.toast.saved'));
  });

  // The live socket. Admission is checked before the upgrade, so a refused person gets a plain HTTP answer.
  const admitted = new WeakMap<FastifyRequest, { userId: number; role: number; muted: boolean }>();
  r.get('/v1/webinars/:id/live', {
    websocket: true,
    schema: { tags, summary: 'WebSocket of the live page: sends welcome, message, deleted, votes, answered, muted, error; takes chat, ask, upvote, answer, delete, mute (same rules as the HTTP routes).', params: idParam },
    preValidation: async (request) => {
      if (!isSameSite(request, publicUrl)) throw AppError.of('forbidden', 'error.crossSite');
      const user = me(request);
      const id = (request.params as { id: number }).id;
      const access = await webinars.liveAccess(user, id);
      admitted.set(request, { userId: user.id, role: access.role, muted: access.muted });
    },
  }, async (socket: WebSocket, request) => {
    const entry = admitted.get(request);
    const user = request.auth?.user;
    if (!entry || !user) {
      socket.close(4403, 'not admitted');
      return;
    }
    const webinarId = request.params.id;
    hub.join(webinarId, socket);
    const send = (m: LiveServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
    let attendanceId: number | null = null;
    const joinedAt = webinars.joined(webinarId, user.id).then((id) => (attendanceId = id)).catch((err: unknown) => webinars.log.error({ err }, 'webinar attendance not recorded'));
    socket.on('close', () => {
      hub.leave(webinarId, socket);
      void joinedAt.then(async () => { if (attendanceId !== null) await webinars.left(attendanceId); }).catch((err: unknown) => webinars.log.error({ err }, 'webinar leave not recorded'));
    });
    socket.on('message', (data) => {
      void handle(String(data)).catch((err: unknown) => {
        if (err instanceof AppError) send({ type: 'error', error: err.message });
        else {
          webinars.log.error({ err }, 'webinar socket message failed');
          send({ type: 'error', error: t('error.internal') });
        }
      });
    });
    async function handle(raw: string) {
      let m: Record<string, unknown>;
      try {
        m = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return;
      }
      const id = typeof m.id === 'number' && Number.isInteger(m.id) && m.id > 0 ? m.id : null;
      switch (m.type) {
        case 'chat':
        case 'ask': {
          const parsed = (m.type === 'chat' ? chatBody : questionBody).safeParse({ body: m.body });
          if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? t('webinar.rule.chat'));
          await webinars.post(user!, webinarId, m.type === 'chat' ? 'chat' : 'question', parsed.data.body);
          return;
        }
        case 'upvote':
          if (id) await webinars.upvote(user!, id);
          return;
        case 'answer':
          if (id) await webinars.answer(user!, id);
          return;
        case 'delete':
          if (id) await webinars.remove(user!, id);
          return;
        case 'mute': {
          const parsed = muteBody.safeParse({ userId: m.userId, muted: m.muted });
          if (parsed.success) await webinars.mute(user!, webinarId, parsed.data);
          return;
        }
      }
    }
    await joinedAt;
    send({ type: 'welcome', role: entry.role as 1 | 2 | 3 | 4, muted: entry.muted, phase: (await webinars.get(user, webinarId)).phase });
  });
}
