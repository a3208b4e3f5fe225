/** Appointment requests and leads (spec section 7, Care: "requests with OTP"; issue 8, part 6). */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { acceptRequestBody, appointmentRequestBody, DESK_PAGE_MAX, DESK_PAGE_SIZE, sendRequestOtpBody } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { requireProvider } from './desk-access.ts';
import type { RequestsService } from './requests.service.ts';

const tags = ['Care requests and leads'];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const paging = {
  skip: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(DESK_PAGE_MAX).default(DESK_PAGE_SIZE)),
};
const idParam = z.object({ id: entityIdParam });

export async function requestsRoutes(app: FastifyInstance, { db, requests }: { db: Db; requests: RequestsService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.post('/pub/v3/appointment-requests/send-otp', {
    schema: { response: responsesOf('POST /pub/v3/appointment-requests/send-otp'), tags, summary: 'Send the OTP that confirms the mobile number of an appointment request (purpose "appointment"; same limits as login OTPs).', body: sendRequestOtpBody },
  }, async (request) => ok(await requests.sendOtp(request.body.mobileNumber, request.ip, request.log), t('spec.otpSent')));

  r.post('/pub/v3/appointment-requests', {
    schema: {
      response: responsesOf('POST /pub/v3/appointment-requests'),
      tags,
      summary:
        'Leave an appointment request: fullName, mobileNumber, pinCode, problem, appointmentType (0 reseller: signed-in practitioners only, 1 online, 2 in-clinic), optional doctorId, otp (not needed for the signed-in user\'s own number).',
      body: appointmentRequestBody,
    },
  }, async (request, reply) => {
    const created = await requests.create(request.body, request.auth?.user ?? null, request.log);
    reply.status(201);
    return ok(created, t('desk.request.sent'));
  });

  r.get('/v3/appointment-requests/mine', { schema: { response: responsesOf('GET /v3/appointment-requests/mine'), tags, summary: "The signed-in person's own requests, newest first.", querystring: z.object(paging) } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await requests.mine(user, request.query));
  });

  r.get('/v3/appointment-requests', {
    schema: { response: responsesOf('GET /v3/appointment-requests'), tags, summary: 'Requests addressed to the signed-in doctor or clinic (and leads they took), open ones first. Verified providers only (403 otherwise).', querystring: z.object({ ...paging, status: z.preprocess(blank, z.enum(['new', 'accepted', 'declined']).optional()) }) },
  }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await requests.inbox(provider, request.query));
  });

  r.get('/v3/leads', {
    schema: { response: responsesOf('GET /v3/leads'), tags, summary: `Open leads near the provider (within 50 km of their places; online requests for every doctor who does video), mobile numbers masked until accepted.`, querystring: z.object(paging) },
  }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await requests.leads(provider, request.query));
  });

  r.post('/v3/appointment-requests/:id/accept', {
    schema: {
      response: responsesOf('POST /v3/appointment-requests/:id/accept'),
      tags,
      summary: 'Accept a request or take a lead: the person joins my patients; with schedule {date, time (India), mode, clinicId} an appointment is booked for them (paid to the doctor). 404 for a request that is not yours or no longer open; 409 when already decided or the time is taken.',
      params: idParam,
      body: acceptRequestBody,
    },
  }, async (request) => {
    const { provider } = await requireProvider(db, request);
    const done = await requests.accept(provider, request.params.id, request.body.schedule, request.log);
    return ok(done, t(done.appointmentId ? 'desk.request.acceptedScheduled' : 'desk.request.accepted'));
  });

  r.post('/v3/appointment-requests/:id/decline', {
    schema: { response: responsesOf('POST /v3/appointment-requests/:id/decline'), tags, summary: 'Decline a request addressed to you, or hide a lead from your list.', params: idParam, body: z.strictObject({}).optional() },
  }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await requests.decline(provider, request.params.id), t('desk.request.declined'));
  });
}
