/**
 * Payout calls of spec section 7 (`/v0/payout`, ledger) and the back office's payouts (issue 25 parts 6-8, decision
 * 072). Everything of an earner is read from the session: another person's payout answers 404. Reading needs the
 * NirogPartner section; changing payout details and requesting a payout need write access and a verified account
 * (payout-access.ts, decision 076); the back office needs the finance role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  adjustBody,
  adminPayoutQuery,
  failBody,
  ifscParams,
  markPaidBody,
  pagingQuery,
  payoutMethodBody,
  payoutRequestBody,
  payoutSettingsBody,
  statementParams,
  statementQuery,
} from '@nirog/shared/schemas/payouts';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { EarningsService } from './earnings.service.ts';
import type { PayoutService } from './payouts.service.ts';

const tags = ['Payouts'];
const idParam = z.object({ id: entityIdParam });

export async function payoutRoutes(
  app: FastifyInstance,
  { payouts, earnings, access }: { payouts: PayoutService; earnings: EarningsService; access: { read: (request: FastifyRequest) => Promise<void>; write: (request: FastifyRequest) => Promise<void> } },
) {
  const requireWrite = access.write;
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v0/payout', {
    schema: { response: responsesOf('GET /v0/payout'), tags, summary: "The caller's earnings: pending and available balances, payouts in flight, this financial year's payouts and TDS (section 194H), the payout details (account masked, 24-hour hold) and the last 10 payouts." },
  }, async (request) => {
    await access.read(request);
    return ok(await payouts.summary(requireUser(request).user.id));
  });

  r.post('/v0/payout', {
    schema: { response: responsesOf('POST /v0/payout'), tags, summary: 'A payout of the available balance (or amountPaise of it) to the verified payout details, TDS withheld. 201 when made; the same idempotencyKey answers 200 with the first payout. Never more than the available balance (422).', body: payoutRequestBody },
  }, async (request, reply) => {
    await requireWrite(request);
    const { user } = requireUser(request);
    const r = await payouts.request(user.id, { ...request.body, requestedBy: user.id });
    reply.status(r.created ? 201 : 200);
    return ok(r, t('payouts.toast.requested'));
  });

  r.get('/v0/payout/ledger', {
    schema: { response: responsesOf('GET /v0/payout/ledger'), tags, summary: "The caller's ledger, newest first: earnings (pending, available or cancelled), releases, cancellations, adjustments, payouts.", querystring: pagingQuery },
  }, async (request) => {
    await access.read(request);
    return ok(await earnings.history(requireUser(request).user.id, request.query));
  });

  r.get('/v0/payout/statements/:month', {
    schema: { response: nonJsonResponse('application/pdf', 'A monthly statement (PDF, or CSV with format=csv).'), tags, summary: "The caller's statement of one month (India time): movements, payouts and TDS.", params: statementParams, querystring: statementQuery },
  }, async (request, reply) => {
    await access.read(request);
    const csv = request.query.format === 'csv';
    const body = await payouts.statement(requireUser(request).user.id, request.params.month, request.query.format);
    return reply
      .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/pdf')
      .header('content-disposition', `attachment; filename="nirog-statement-${request.params.month}.${csv ? 'csv' : 'pdf'}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  r.get('/v0/payout/:id', {
    schema: { response: responsesOf('GET /v0/payout/:id'), tags, summary: "One of the caller's payouts; another's: 404.", params: idParam },
  }, async (request) => {
    await access.read(request);
    return ok(await payouts.mine(requireUser(request).user.id, request.params.id));
  });

  r.get('/v0/payout/ifsc/:ifsc', {
    schema: { response: responsesOf('GET /v0/payout/ifsc/:ifsc'), tags, summary: "The bank of an IFSC, checked offline against Razorpay's IFSC list (npm ifsc).", params: ifscParams },
  }, async (request) => {
    requireUser(request);
    return ok(await payouts.ifscInfo(request.params.ifsc));
  });

  r.post('/v0/payout/method/otp', {
    schema: { response: responsesOf('POST /v0/payout/method/otp'), tags, summary: "Sends an OTP to the caller's own mobile number, needed to change payout details.", body: z.strictObject({}).optional() },
  }, async (request) => {
    await requireWrite(request);
    const sent = await payouts.sendOtp(requireUser(request).user, request.ip);
    return ok({ expiresInSeconds: sent.expiresInSeconds }, t('payouts.toast.otpSent'));
  });

  r.put('/v0/payout/method', {
    schema: { response: responsesOf('PUT /v0/payout/method'), tags, summary: 'New payout details: a bank account (IFSC checked offline, penny drop through the account verification provider) or a UPI id, with the OTP; payouts are held for 24 hours after a change.', body: payoutMethodBody },
  }, async (request) => {
    await requireWrite(request);
    return ok(await payouts.saveMethod(requireUser(request).user, request.body), t('payouts.toast.methodSaved'));
  });

  // Back office (finance) ----------------------------------------------------------------------------------------

  r.get('/v0/admin/payouts', {
    schema: { response: responsesOf('GET /v0/admin/payouts'), tags, summary: 'Payouts, newest first, by status; with the destination account in full. Finance role.', querystring: adminPayoutQuery },
  }, async (request) => {
    requireRole(request, 'finance');
    return ok(await payouts.list(request.query));
  });

  r.post('/v0/admin/payouts/:id/approve', {
    schema: { response: responsesOf('POST /v0/admin/payouts/:id/approve'), tags, summary: 'Approve a requested payout (409 from any other state). Finance role; audited.', params: idParam },
  }, async (request) => ok(await payouts.approve(requireRole(request, 'finance').user.id, request.params.id), t('payouts.toast.approved')));

  r.post('/v0/admin/payouts/:id/paid', {
    schema: { response: responsesOf('POST /v0/admin/payouts/:id/paid'), tags, summary: "Mark an approved payout paid with the bank's reference. Finance role; audited.", params: idParam, body: markPaidBody },
  }, async (request) => ok(await payouts.markPaid(requireRole(request, 'finance').user.id, request.params.id, request.body.bankReference), t('payouts.toast.paid')));

  r.post('/v0/admin/payouts/:id/fail', {
    schema: { response: responsesOf('POST /v0/admin/payouts/:id/fail'), tags, summary: 'Mark a requested or approved payout failed with a reason: its gross goes back to the available balance. Finance role; audited.', params: idParam, body: failBody },
  }, async (request) => ok(await payouts.fail(requireRole(request, 'finance').user.id, request.params.id, request.body.reason), t('payouts.toast.failed')));

  r.post('/v0/admin/payouts/:id/retry', {
    schema: { response: responsesOf('POST /v0/admin/payouts/:id/retry'), tags, summary: 'Try a failed payout again: its gross is debited again (422 if no longer available) and it is requested again. Finance role; audited.', params: idParam },
  }, async (request) => ok(await payouts.retry(requireRole(request, 'finance').user.id, request.params.id), t('payouts.toast.retried')));

  r.get('/v0/admin/earners', {
    schema: { response: responsesOf('GET /v0/admin/earners'), tags, summary: "Partners', doctors' and clinics' balances with their payout details. Finance role.", querystring: pagingQuery },
  }, async (request) => {
    requireRole(request, 'finance');
    return ok(await payouts.earners(request.query));
  });

  r.post('/v0/admin/earners/:id/adjust', {
    schema: { response: responsesOf('POST /v0/admin/earners/:id/adjust'), tags, summary: "An adjustment of an earner's available balance with a reason (a debit only where covered). Finance role; audited.", params: idParam, body: adjustBody },
  }, async (request, reply) => {
    const { user } = requireRole(request, 'finance');
    const r = await earnings.adjust(user.id, request.params.id, request.body.amountPaise, request.body.reason, request.body.idempotencyKey);
    reply.status(r.created ? 201 : 200);
    return ok({ transactionId: r.transaction.id, created: r.created }, t('payouts.toast.adjusted'));
  });

  r.get('/v0/admin/payout-settings', {
    schema: { response: responsesOf('GET /v0/admin/payout-settings'), tags, summary: 'The platform fee on consultations, their hold, and TDS under section 194H. Finance role.' },
  }, async (request) => {
    requireRole(request, 'finance');
    return ok(await payouts.settings());
  });

  r.put('/v0/admin/payout-settings', {
    schema: { response: responsesOf('PUT /v0/admin/payout-settings'), tags, summary: 'Change the platform fee and TDS settings. Finance role; audited.', body: payoutSettingsBody },
  }, async (request) => ok(await payouts.updateSettings(requireRole(request, 'finance').user.id, request.body), t('payouts.toast.settingsSaved')));
}
