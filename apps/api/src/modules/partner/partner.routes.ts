/**
 * Nirog Partner calls (issue 25 parts 1-5, decision 070; spec section 7: /v0/reseller/... calls). The route list is
 * in packages/shared/src/schemas/partner.ts. Partner calls need the NirogPartner section with write access (spec
 * section 6) and membership; the patient's link calls need only a session with the patient's mobile number.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { patientBody } from '@nirog/shared/care-desk';
import {
  cartLineBody,
  cartQuery,
  officePartnerQuery,
  partnerPageQuery,
  payLinkBody,
  prescriptionQuery,
  selectAddressBody,
  sendOrderBody,
  tierRateBody,
  tokenParam,
  type ResellerTier,
} from '@nirog/shared/schemas/partner';
import type { Db } from '../../db/client.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { holdsRole, requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { PartnerService } from './partner.service.ts';

const tags = ['Nirog Partner'];
const idParam = z.object({ id: entityIdParam });
const ADDRESS_KEYS = ['contact_person_name', 'contact_person_phone', 'alt_mobile', 'address', 'landmark', 'pin_code', 'city', 'state', 'is_default', 'is_billing'] as const;
/** Address fields are checked by the address service with the spec's rules; only known keys pass. */
const addressBody = z.strictObject(Object.fromEntries(ADDRESS_KEYS.map((k) => [k, z.unknown().optional()])) as Record<(typeof ADDRESS_KEYS)[number], z.ZodOptional<z.ZodUnknown>>);

export async function partnerRoutes(app: FastifyInstance, { db, partner, settle }: { db: Db; partner: PartnerService; settle: (orderId: number) => Promise<boolean> }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  /** The partner area: NirogPartner write access (read-only users get the alert text), then the caller. */
  const partnerUser = async (request: Parameters<typeof requireUser>[0]) => {
    await requireWriteAccess(db, request, 'NirogPartner');
    return requireUser(request).user;
  };

  r.get('/pub/v0/reseller/rates', { schema: { response: responsesOf('GET /pub/v0/reseller/rates'), tags, summary: 'The partner discount and commission per reseller tier 0-6 (0 is the retail reference).' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return ok({ items: await partner.rates() });
  });

  r.get('/v0/reseller/me', { schema: { response: responsesOf('GET /v0/reseller/me'), tags, summary: 'Whether the caller is a partner, their reseller tier and its rates, and whether they are verified.' } }, async (request) =>
    ok(await partner.me(requireUser(request).user)),
  );

  r.post('/v0/reseller/join', { schema: { response: responsesOf('POST /v0/reseller/join'), tags, summary: 'Join Nirog Partner: NirogPartner write access and a verified account (1 or 3); joining again changes nothing.' } }, async (request) =>
    ok(await partner.join(await partnerUser(request)), t('partner.joined')),
  );

  r.get('/v0/reseller/patients', { schema: { response: responsesOf('GET /v0/reseller/patients'), tags, summary: "The partner's patients (the care desk's associations), by name or mobile.", querystring: partnerPageQuery } }, async (request) =>
    ok(await partner.patients(await partnerUser(request), request.query)),
  );

  r.post('/v0/reseller/patients', { schema: { response: responsesOf('POST /v0/reseller/patients'), tags, summary: 'Add a patient: name, mobile, gender, date of birth. 409 when the number is already one of yours.', body: patientBody } }, async (request, reply) => {
    const created = await partner.addPatient(await partnerUser(request), request.body);
    reply.status(201);
    return ok(created, t('partner.patientAdded'));
  });

  r.get('/v0/reseller/patients/:id/addresses', { schema: { response: responsesOf('GET /v0/reseller/patients/:id/addresses'), tags, summary: 'The addresses the partner keeps for one of their patients (patient_id) and the chosen one.', params: idParam } }, async (request) =>
    ok(await partner.patientAddresses(await partnerUser(request), request.params.id)),
  );

  r.post('/v0/reseller/patients/:id/addresses', { schema: { response: responsesOf('POST /v0/reseller/patients/:id/addresses'), tags, summary: "Add an address for the patient (the address form's fields and rules, spec section 5); the first becomes the chosen one.", params: idParam, body: addressBody } }, async (request, reply) => {
    const saved = await partner.addPatientAddress(await partnerUser(request), request.params.id, request.body);
    reply.status(201);
    return ok(saved, t('spec.addressAdded'));
  });

  r.post('/v0/reseller/patients/:id/select-address', { schema: { response: responsesOf('POST /v0/reseller/patients/:id/select-address'), tags, summary: 'Choose where the patient’s orders go: one of the addresses kept for them.', params: idParam, body: selectAddressBody } }, async (request) =>
    ok(await partner.selectPatientAddress(await partnerUser(request), request.params.id, request.body.addressId)),
  );

  r.get('/v0/reseller/cart', { schema: { response: responsesOf('GET /v0/reseller/cart'), tags, summary: "A patient's cart at partner prices, with the commission per line (paise).", querystring: cartQuery } }, async (request) =>
    ok(await partner.cart(await partnerUser(request), request.query.patientId)),
  );

  r.post('/v0/reseller/cart', { schema: { response: responsesOf('POST /v0/reseller/cart'), tags, summary: "Set a pack's quantity in a patient's cart (0 removes it).", body: cartLineBody } }, async (request) =>
    ok(await partner.setCartLine(await partnerUser(request), request.body)),
  );

  r.post('/v0/reseller/orders', { schema: { response: responsesOf('POST /v0/reseller/orders'), tags, summary: "Send the patient's cart with a prescription: prices and commission are fixed, a payment link goes to the patient by SMS. 409 when the total changed.", body: sendOrderBody } }, async (request, reply) => {
    const sent = await partner.send(await partnerUser(request), request.body);
    reply.status(201);
    return ok(sent, t('partner.sent'));
  });

  r.get('/v0/reseller/orders', { schema: { response: responsesOf('GET /v0/reseller/orders'), tags, summary: "The partner's orders, newest first: state, patient, amount, commission and the order's own status.", querystring: partnerPageQuery } }, async (request) =>
    ok(await partner.listOrders(await partnerUser(request), request.query)),
  );

  r.post('/v0/reseller/orders/:id/resend', { schema: { response: responsesOf('POST /v0/reseller/orders/:id/resend'), tags, summary: 'Send a new payment link (the previous one stops working) while the patient has not placed the order.', params: idParam } }, async (request) =>
    ok(await partner.resend(await partnerUser(request), request.params.id), t('partner.resent')),
  );

  r.post('/v0/reseller/orders/:id/cancel', { schema: { response: responsesOf('POST /v0/reseller/orders/:id/cancel'), tags, summary: 'Withdraw a partner order and its link while the patient has not placed it.', params: idParam } }, async (request) =>
    ok(await partner.cancel(await partnerUser(request), request.params.id), t('partner.cancelledToast')),
  );

  r.get('/pub/v0/reseller/prescription/:id', { schema: { response: responsesOf('GET /pub/v0/reseller/prescription/:id'), tags, summary: "A partner order's prescription: with a live link token of this order, or to its patient, its partner and operators; anyone else 404.", params: idParam, querystring: prescriptionQuery } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await partner.prescription({ user: request.auth?.user ?? null, operator: holdsRole(request.auth, 'support') }, request.params.id, request.query.token));
  });

  r.get('/v0/reseller/links/:token', { schema: { response: responsesOf('GET /v0/reseller/links/:token'), tags, summary: "A payment link for its patient (the session's mobile must be the one the partner entered; else 404): prescription, medicines, amount, address, doctor.", params: tokenParam } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await partner.openLink(requireUser(request).user, request.params.token));
  });

  r.post('/v0/reseller/links/:token/pay', { schema: { response: responsesOf('POST /v0/reseller/links/:token/pay'), tags, summary: 'Place the order from the link: 1 cash on delivery, 2 online (then pay it with /v2/orders/payment/online). The link is used once.', params: tokenParam, body: payLinkBody } }, async (request, reply) => {
    const placed = await partner.payLink(requireUser(request).user, request.params.token, request.body);
    reply.status(201);
    return ok(placed, t('partner.placed'));
  });

  r.get('/v1/admin/reseller/rates', { schema: { response: responsesOf('GET /v1/admin/reseller/rates'), tags, summary: 'Operators (finance): the rates per reseller tier.' } }, async (request) => {
    requireRole(request, 'finance');
    return ok({ items: await partner.rates() });
  });

  r.put('/v1/admin/reseller/rates/:tier', { schema: { response: responsesOf('PUT /v1/admin/reseller/rates/:tier'), tags, summary: "Operators (finance): set a tier's partner discount and commission (basis points, 0-5000). Orders already sent keep theirs.", params: z.object({ tier: z.coerce.number().int().min(0).max(6) }), body: tierRateBody } }, async (request) => {
    const { user } = requireRole(request, 'finance');
    return ok({ items: await partner.setRate(user.id, request.params.tier as ResellerTier, request.body) }, t('partner.ratesSaved'));
  });

  // Back office (decision 076): partners and their orders, for the finance desk (which also sets the rates above).
  r.get('/v1/admin/reseller/partners', { schema: { response: responsesOf('GET /v1/admin/reseller/partners'), tags, summary: 'Operators (finance): Nirog Partner members, newest first, by name or mobile, with their orders, commission and earnings.', querystring: partnerPageQuery } }, async (request) => {
    requireRole(request, 'finance');
    return ok(await partner.officePartners(request.query));
  });

  r.get('/v1/admin/reseller/orders', { schema: { response: responsesOf('GET /v1/admin/reseller/orders'), tags, summary: "Operators (finance): partner orders, newest first (one partner's with partnerId): state, patient, amount, commission and where the commission is in the ledger.", querystring: officePartnerQuery } }, async (request) => {
    requireRole(request, 'finance');
    return ok(await partner.officeOrders(request.query));
  });

  r.post('/v1/admin/reseller/orders/:id/settle', { schema: { response: responsesOf('POST /v1/admin/reseller/orders/:id/settle'), tags, summary: "Operators (finance): settle a delivered partner order now (its return windows closed, no return open): the commission on the kept units becomes available. 422 when it is not due.", params: idParam } }, async (request) => {
    requireRole(request, 'finance');
    return ok(await partner.officeSettle(request.params.id, settle), t('partner.office.settled'));
  });
}
