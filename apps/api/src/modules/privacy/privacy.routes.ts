/** My data (issue 13, DPDP): download it as JSON or PDF; delete the account with an OTP sent to its own number. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '@nirog/shared/constants';
import { t } from '@nirog/shared/messages/catalogue';
import { otpCode } from '@nirog/shared/schemas/fields';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { renderMyDataPdf, type PrivacyService } from './privacy.service.ts';

const tags = ['Account'];

export async function privacyRoutes(app: FastifyInstance, { privacy }: { privacy: PrivacyService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const fileName = (ext: string) => `nirog-my-data-${new Date().toISOString().slice(0, 10)}.${ext}`;

  r.get('/v1/users/me/data', { schema: { response: responsesOf('GET /v1/users/me/data'), tags, summary: 'Everything we hold about me: profile, addresses, orders, appointments, family members, nirog money (a JSON download).' } }, async (request, reply) => {
    const { user } = requireUser(request);
    reply.header('content-disposition', `attachment; filename="${fileName('json')}"`).header('cache-control', 'no-store');
    return ok(await privacy.exportData(user));
  });

  r.get('/v1/users/me/data.pdf', { schema: { response: nonJsonResponse('application/pdf', 'My data as a PDF (a download).'), tags, summary: 'The same as a PDF.' } }, async (request, reply) => {
    const { user } = requireUser(request);
    const pdf = await renderMyDataPdf(await privacy.exportData(user));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName('pdf')}"`).header('cache-control', 'no-store').send(pdf);
  });

  r.post('/v1/users/me/deletion/otp', { schema: { response: responsesOf('POST /v1/users/me/deletion/otp'), tags, summary: 'Send the OTP that confirms deleting my account (refused while an order or appointment is open).' } }, async (request) => {
    const { user } = requireUser(request);
    await privacy.requestDeletion(user, request.ip);
    return ok(null, t('privacy.otpSent'));
  });

  r.post('/v1/users/me/deletion', {
    schema: { response: responsesOf('POST /v1/users/me/deletion'), tags, summary: 'Delete my account with the deletion OTP: personal details erased, legally kept records detached, every session ended.', body: z.strictObject({ otp: otpCode }) },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    await privacy.deleteAccount(user, request.body.otp);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, t('privacy.deleted'));
  });
}
