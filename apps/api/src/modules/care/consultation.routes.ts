/**
 * The consultation room (issue 8, part 8; spec route /appointment-consultation/{apptId}): the room's state, the
 * WebSocket that relays WebRTC signalling, the doctor's notes, the prescription and its PDF. Only the doctor and the
 * patient of the appointment get anything; everyone else gets 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { multilineText, prescriptionBody, prescriptionItemBody } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { isSameSite } from '../../plugins/security.ts';
import type { ConsultationService } from './consultation.service.ts';

const tags = ['Care: consultation'];
const apptParam = z.object({ apptId: entityIdParam });

export async function consultationRoutes(app: FastifyInstance, { consultations, publicUrl }: { consultations: ConsultationService; publicUrl: string | null }) {
  // The WebSocket plugin is registered once for the API in app.ts (also used by the webinars' live pages).
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v3/consultations/:apptId', {
    schema: {
      response: responsesOf('GET /v3/consultations/:apptId'),
      tags,
      summary: 'The consultation of an appointment for its doctor or patient: role, the window (15 minutes before to 60 after), whether the video room is open and why not, ICE servers, shared notes, the prescription.',
      params: apptParam,
    },
  }, async (request) => ok(await consultations.view(requireUser(request).user, request.params.apptId)));

  // Checked before the upgrade, so a refused party gets a plain HTTP answer (404 not a party, 422 outside the window).
  async function admit(request: FastifyRequest<{ Params: { apptId: number } }>) {
    if (!isSameSite(request, publicUrl)) throw AppError.of('forbidden', 'error.crossSite');
    const { user } = requireUser(request);
    return consultations.signalAccess(user, request.params.apptId);
  }
  const admitted = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof admit>>>();

  r.get('/v3/consultations/:apptId/signal', {
    websocket: true,
    schema: { tags, summary: 'WebSocket: WebRTC signalling between the two parties (offer, answer, candidate, hangup relayed; welcome, peer-joined, peer-left, prescription, notes, closing sent by the server).', params: apptParam },
    preValidation: async (request) => {
      admitted.set(request, await admit(request as FastifyRequest<{ Params: { apptId: number } }>));
    },
  }, (socket, request) => {
    const entry = admitted.get(request);
    if (!entry) {
      socket.close(4403, 'not admitted');
      return;
    }
    consultations.hub.join(request.params.apptId, entry.role, socket, entry.closesInMs, entry.closesAt);
  });

  r.post('/v3/consultations/:apptId/consent', {
    schema: { response: responsesOf('POST /v3/consultations/:apptId/consent'), tags, summary: "The patient's consent to the video consultation (time, who, text version), needed before they join the room. Repeating it changes nothing.", params: apptParam },
  }, async (request) => ok(await consultations.consent(requireUser(request).user, request.params.apptId, request.ip)));

  r.post('/v3/consultations/:apptId/notes', {
    schema: { response: responsesOf('POST /v3/consultations/:apptId/notes'), tags, summary: 'The doctor writes a consultation note (shared with the patient). Edit or delete it with /v2/patient-notes/{noteId}.', params: apptParam, body: z.strictObject({ body: multilineText(1, 4000, 'desk.note.required') }) },
  }, async (request, reply) => {
    const notes = await consultations.addNote(requireUser(request).user, request.params.apptId, request.body.body);
    reply.status(201);
    return ok({ items: notes }, t('desk.note.saved'));
  });

  r.get('/v3/consultations/:apptId/prescription', { schema: { response: responsesOf('GET /v3/consultations/:apptId/prescription'), tags, summary: 'The prescription (null until the doctor writes one).', params: apptParam } }, async (request) =>
    ok(await consultations.prescription(requireUser(request).user, request.params.apptId)),
  );

  r.put('/v3/consultations/:apptId/prescription', { schema: { response: responsesOf('PUT /v3/consultations/:apptId/prescription'), tags, summary: 'The doctor sets the diagnosis and advice.', params: apptParam, body: prescriptionBody } }, async (request) =>
    ok(await consultations.savePrescription(requireUser(request).user, request.params.apptId, request.body), t('desk.rx.saved')),
  );

  r.post('/v3/consultations/:apptId/prescription/items', {
    schema: { response: responsesOf('POST /v3/consultations/:apptId/prescription/items'), tags, summary: 'The doctor prescribes a catalog pack (packageId) with dose, duration, instructions and quantity; the same pack again replaces its line.', params: apptParam, body: prescriptionItemBody },
  }, async (request, reply) => {
    const rx = await consultations.addItem(requireUser(request).user, request.params.apptId, request.body);
    reply.status(201);
    return ok(rx, t('desk.rx.itemAdded'));
  });

  r.delete('/v3/consultations/:apptId/prescription/items/:itemId', {
    schema: { response: responsesOf('DELETE /v3/consultations/:apptId/prescription/items/:itemId'), tags, summary: 'The doctor removes a medicine from the prescription.', params: apptParam.extend({ itemId: entityIdParam }) },
  }, async (request) => ok(await consultations.removeItem(requireUser(request).user, request.params.apptId, request.params.itemId), t('desk.rx.itemRemoved')));

  r.get('/v3/consultations/:apptId/prescription/pdf', { schema: { response: nonJsonResponse('application/pdf', 'The prescription (a PDF download).'), tags, summary: 'The prescription as a PDF, for the two parties.', params: apptParam } }, async (request, reply) => {
    const { pdf, fileName } = await consultations.prescriptionPdf(requireUser(request).user, request.params.apptId);
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store');
    return reply.send(pdf);
  });
}
