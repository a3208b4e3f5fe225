/**
 * Certificates (issue 23 part 4, decision 067): the holder's list and PDF, the public verification behind
 * `/certificates/{id}`, and the operators' look-up and revocation. Issuing is not a route: the areas whose
 * achievements earn one (quiz, webinar, lms, olympiad) call `CertificateService.issue` in their own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { certificateIdParam, myCertificatesQuery, revokeCertificateBody } from '@nirog/shared/schemas/certificates';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { publicOrigin } from '../payments/payments.routes.ts';
import type { CertificateService } from './certificates.service.ts';

const tags = ['Certificates'];

export async function certificateRoutes(app: FastifyInstance, { certificates, publicUrl }: { certificates: CertificateService; publicUrl: string | null }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/certificates', {
    schema: { response: responsesOf('GET /v1/certificates'), tags, summary: "My certificates, newest first (offset, limit; optionally one context and subjectId, as the quiz result page asks for its quiz's).", querystring: myCertificatesQuery },
  }, async (request) => ok(await certificates.mine(requireUser(request).user.id, request.query)));

  r.get('/v1/certificates/:publicId/pdf', {
    schema: {
      response: nonJsonResponse('application/pdf', 'The certificate (a PDF download).'),
      tags,
      summary: 'My certificate as an A4 landscape PDF with a QR code of its verification page. Someone else’s certificate, or a forged id: 404.',
      params: certificateIdParam,
    },
  }, async (request, reply) => {
    const { bytes, fileName } = await certificates.pdf(requireUser(request).user.id, request.params.publicId, publicOrigin(publicUrl, request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  r.get('/pub/v1/certificates/:publicId', {
    schema: {
      response: responsesOf('GET /pub/v1/certificates/:publicId'),
      tags,
      summary: "A certificate's public facts (name, achievement, context, dates, valid or revoked). A forged, altered or unknown id: 404 without a database look-up for a forged one. Limited per client IP.",
      params: certificateIdParam,
      security: [],
    },
  }, async (request, reply) => {
    const found = await certificates.verify(request.params.publicId, request.ip);
    // A revocation shows at once: no cache may keep the answer.
    reply.header('cache-control', 'no-store');
    return ok(found);
  });

  r.get('/v1/admin/certificates/:publicId', {
    schema: { response: responsesOf('GET /v1/admin/certificates/:publicId'), tags, summary: 'Operators (support): one certificate with its holder and any revocation reason.', params: certificateIdParam },
  }, async (request) => {
    requireRole(request, 'support');
    return ok(await certificates.find(request.params.publicId));
  });

  r.post('/v1/admin/certificates/:publicId/revoke', {
    schema: { response: responsesOf('POST /v1/admin/certificates/:publicId/revoke'), tags, summary: 'Operators (support): revoke a certificate with a reason (5-300 characters); its verification page then says it is revoked. Once only (409).', params: certificateIdParam, body: revokeCertificateBody },
  }, async (request) => {
    const { user } = requireRole(request, 'support');
    return ok(await certificates.revoke(user.id, request.params.publicId, request.body.reason), t('certificate.toast.revoked'));
  });
}
