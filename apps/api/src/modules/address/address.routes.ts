/** Address calls (spec section 7). Every call acts on the session user's own book; other ids are 404. */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import { setDefaultBillingBody } from '@nirog/shared/schemas/address';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { AddressService } from './address.service.ts';

const tags = ['Addresses'];
const idParam = z.object({ id: entityIdParam });
/** Address bodies are validated by the service with the user's own rules (spec section 5); only known keys pass. */
const KNOWN = ['contact_person_name', 'contact_person_phone', 'alt_mobile', 'address', 'landmark', 'pin_code', 'city', 'state', 'is_default', 'is_billing', 'gst', 'legalEntityName', 'tradeName'] as const;
const addressBody = z
  .object(Object.fromEntries(KNOWN.map((k) => [k, z.unknown().optional()])) as Record<(typeof KNOWN)[number], z.ZodOptional<z.ZodUnknown>>)
  .strict();

export async function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const { user } = requireUser(request);
    return { id: user.id, userType: user.userType };
  };
  const patientQuery = z.object({ patient_id: entityIdParam.optional() });

  r.get('/v1/address', { schema: { response: responsesOf('GET /v1/address'), tags, summary: "The session user's addresses (default first).", querystring: patientQuery } }, async (request) => {
    const actor = actorOf(request);
    const items = await addresses.list(actor, actor.id, request.query.patient_id ?? null);
    return ok({ items, total: items.length });
  });

  r.get('/v1/address/user/:userId', {
    schema: { response: responsesOf('GET /v1/address/user/:userId'), tags, summary: 'Addresses of a user (only your own).', params: z.object({ userId: entityIdParam }), querystring: patientQuery },
  }, async (request) => {
    const actor = actorOf(request);
    const items = await addresses.list(actor, request.params.userId, request.query.patient_id ?? null);
    return ok({ items, total: items.length });
  });

  r.get('/v0/address/:id', { schema: { response: responsesOf('GET /v0/address/:id'), tags, summary: 'One address.', params: idParam } }, async (request) => ok(await addresses.get(actorOf(request), request.params.id)));

  r.post('/v1/address', {
    schema: { response: responsesOf('POST /v1/address'), tags, summary: 'Create an address (patient_id when a partner keeps it for a patient).', body: addressBody.extend({ patient_id: entityIdParam.optional() }) },
  }, async (request, reply) => {
    const created = await addresses.create(actorOf(request), request.body as Record<string, unknown> & { patient_id?: number });
    reply.status(201);
    return ok(created, t('spec.addressAdded'));
  });

  r.put('/v1/address/:id', { schema: { response: responsesOf('PUT /v1/address/:id'), tags, summary: 'Update an address.', params: idParam, body: addressBody } }, async (request) =>
    ok(await addresses.update(actorOf(request), request.params.id, request.body as Record<string, unknown>), t('spec.addressSaved')),
  );

  r.post('/v1/address/default-billing', {
    schema: { response: responsesOf('POST /v1/address/default-billing'), tags, summary: 'Choose the default delivery and/or billing address (address_id, user_id, is_default, is_billing, updated_by).', body: setDefaultBillingBody },
  }, async (request) => ok(await addresses.setDefaultBilling(actorOf(request), request.body), t('spec.addressSaved')));

  r.delete('/v1/address/:id', { schema: { response: responsesOf('DELETE /v1/address/:id'), tags, summary: 'Delete an address (the last one cannot be deleted).', params: idParam } }, async (request) => {
    await addresses.remove(actorOf(request), request.params.id);
    return ok(null, t('spec.addressDeleted'));
  });
}
