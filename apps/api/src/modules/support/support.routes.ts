/**
 * Support tickets (spec section 7: tickets /v0/customer-ticket; issue 21 parts 2 and 3, decision 055): a customer's
 * own tickets, a visitor's "Need help", and the back office's queue (role support).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  assignBody,
  myTicketsQuery,
  needHelpBody,
  needHelpOtpBody,
  operatorReplyBody,
  ticketBody,
  ticketQueueQuery,
  ticketReplyBody,
  ticketStatusBody,
} from '@nirog/shared/schemas/support';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { SupportService } from './support.service.ts';

const tags = ['Support tickets'];
const idParam = z.object({ id: entityIdParam });

export async function supportRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.post('/v0/customer-ticket', {
    schema: { response: responsesOf('POST /v0/customer-ticket'), tags, summary: "Open a ticket: category, subject, description (spec section 5 free text), optionally one of the caller's orders or appointments (another's: 404) and up to 3 photos (uploads of purpose ticket_photo).", body: ticketBody },
  }, async (request, reply) => {
    const ticket = await support.create(requireUser(request).user.id, request.body);
    reply.status(201);
    return ok(ticket, t('support.toast.created', { number: ticket.number }));
  });

  r.get('/v0/customer-ticket', {
    schema: { response: responsesOf('GET /v0/customer-ticket'), tags, summary: "The caller's own tickets, latest activity first.", querystring: myTicketsQuery },
  }, async (request) => ok(await support.mine(requireUser(request).user.id, request.query)));

  r.get('/v0/customer-ticket/:id', {
    schema: { response: responsesOf('GET /v0/customer-ticket/:id'), tags, summary: "One of the caller's tickets with its thread (never operators' internal notes); anyone else's is 404.", params: idParam },
  }, async (request) => ok(await support.get(requireUser(request).user.id, request.params.id)));

  r.post('/v0/customer-ticket/:id/replies', {
    schema: { response: responsesOf('POST /v0/customer-ticket/:id/replies'), tags, summary: 'Reply to an open or awaiting ticket (a resolved one must be reopened first; a closed one is final: 422).', params: idParam, body: ticketReplyBody },
  }, async (request) => ok(await support.reply(requireUser(request).user.id, request.params.id, request.body), t('support.toast.replied')));

  r.post('/v0/customer-ticket/:id/reopen', {
    schema: { response: responsesOf('POST /v0/customer-ticket/:id/reopen'), tags, summary: 'Reopen a resolved ticket within 7 days of its resolution (otherwise 422).', params: idParam },
  }, async (request) => ok(await support.reopen(requireUser(request).user.id, request.params.id), t('support.toast.reopened')));

  r.post('/v0/customer-ticket/:id/close', {
    schema: { response: responsesOf('POST /v0/customer-ticket/:id/close'), tags, summary: 'Close the ticket for good (the customer is satisfied or no longer needs help).', params: idParam },
  }, async (request) => ok(await support.close(requireUser(request).user.id, request.params.id), t('support.toast.closed')));

  r.post('/pub/v0/customer-ticket/need-help/send-otp', {
    schema: { response: responsesOf('POST /pub/v0/customer-ticket/need-help/send-otp'), tags, summary: 'Send the OTP that confirms a visitor\'s mobile number for "Need help" (purpose "support"; same limits as login OTPs).', body: needHelpOtpBody },
  }, async (request) => {
    await support.sendNeedHelpOtp(request.body.mobileNumber, request.ip, request.log);
    return ok(null, t('spec.otpSent'));
  });

  r.post('/pub/v0/customer-ticket/need-help', {
    schema: { response: responsesOf('POST /pub/v0/customer-ticket/need-help'), tags, summary: '"Need help" without an account: full name, mobile (with its OTP), email and message open a call-back ticket; answers its number.', body: needHelpBody },
  }, async (request, reply) => {
    const made = await support.needHelp(request.body);
    reply.status(201);
    return ok(made, t('support.needHelp.sent', { number: made.number }));
  });

  // The back office (role support).
  r.get('/v1/admin/tickets', {
    schema: { response: responsesOf('GET /v1/admin/tickets'), tags, summary: 'The queue: open and awaiting tickets first, soonest due first; filter by status (or active), category, assignee (an id, me, none), SLA state, call-backs.', querystring: ticketQueueQuery },
  }, async (request) => {
    const { user } = requireRole(request, 'support');
    return ok(await support.queue(user.id, request.query));
  });

  r.get('/v1/admin/tickets/assignees', {
    schema: { response: responsesOf('GET /v1/admin/tickets/assignees'), tags, summary: 'Operators a ticket can be assigned to (support or admin role).' },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await support.assignees());
  });

  r.get('/v1/admin/tickets/:id', {
    schema: { response: responsesOf('GET /v1/admin/tickets/:id'), tags, summary: 'A ticket with its whole thread, internal notes included, the customer and the SLA timers.', params: idParam },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await support.getForOperator(request.params.id));
  });

  r.post('/v1/admin/tickets/:id/assign', {
    schema: { response: responsesOf('POST /v1/admin/tickets/:id/assign'), tags, summary: 'Assign the ticket to an operator with the support role (null: nobody). Audited.', params: idParam, body: assignBody },
  }, async (request) => {
    const { user } = requireRole(request, 'support');
    return ok(await support.assign(user.id, request.params.id, request.body.assigneeId), t('support.toast.assigned'));
  });

  r.post('/v1/admin/tickets/:id/replies', {
    schema: { response: responsesOf('POST /v1/admin/tickets/:id/replies'), tags, summary: 'Answer the customer (they are told; an open ticket becomes awaiting customer) or add an internal note (internal: true; operators only). Audited.', params: idParam, body: operatorReplyBody },
  }, async (request) => {
    const { user } = requireRole(request, 'support');
    return ok(await support.operatorReply(user.id, request.params.id, request.body), t(request.body.internal ? 'support.toast.noted' : 'support.toast.replied'));
  });

  r.post('/v1/admin/tickets/:id/status', {
    schema: { response: responsesOf('POST /v1/admin/tickets/:id/status'), tags, summary: 'Set the status (a closed ticket is final: 422). Resolved and closed are told to the customer. Audited.', params: idParam, body: ticketStatusBody },
  }, async (request) => {
    const { user } = requireRole(request, 'support');
    return ok(await support.setStatus(user.id, request.params.id, request.body.status), t('support.toast.statusSet'));
  });
}
