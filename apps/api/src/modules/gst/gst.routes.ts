import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { t } from '@nirog/shared/messages/catalogue';
import { gstVerifyBody } from '@nirog/shared/schemas/address';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import type { GstProvider } from '../../providers/gst/gst.provider.ts';
import { verifyGst } from './gst.service.ts';

export async function gstRoutes(app: FastifyInstance, { gst }: { gst: GstProvider }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  r.post('/v1/gst/verify', {
    schema: { response: responsesOf('POST /v1/gst/verify'), tags: ['Addresses'], summary: 'Verify a GSTIN (GST number, user id): legal entity name and trade name from the GST registry.', body: gstVerifyBody },
  }, async (request) => {
    const { user } = requireUser(request);
    if (request.body.user_id !== undefined && request.body.user_id !== user.id) throw AppError.of('not_found', 'error.notFound');
    const v = await verifyGst(gst, request.body.gst);
    return ok({ gst: v.gstin, legalEntityName: v.legalEntityName, tradeName: v.tradeName }, t('address.gstVerified'));
  });
}
