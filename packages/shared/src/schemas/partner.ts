/**
 * Nirog Partner (issue 25 parts 1-5, decision 070; spec sections 3, 6, 7: /v0/reseller/... calls, the catalog's
 * `reseller` and `memberPatient` filters). Money in integer paise; rates in basis points.
 *
 * Routes:
 *   GET  /pub/v0/reseller/rates                     the commission and discount per reseller tier 0-6
 *   GET  /v0/reseller/me                            membership, tier, verification
 *   POST /v0/reseller/join                          join (NirogPartner write access, verified)
 *   GET  /v0/reseller/patients                      the partner's patients (care associations)
 *   POST /v0/reseller/patients                      add a patient
 *   GET  /v0/reseller/patients/:id/addresses        the addresses kept for a patient (patient_id)
 *   POST /v0/reseller/patients/:id/addresses        add one (address fields as /v1/address)
 *   POST /v0/reseller/patients/:id/select-address   choose the delivery address
 *   GET  /v0/reseller/cart?patientId=               the patient's cart at partner prices with commission per line
 *   POST /v0/reseller/cart                          set a line's quantity (0 removes)
 *   POST /v0/reseller/orders                        send the cart: a partner order with prescription, link and SMS
 *   GET  /v0/reseller/orders                        all partner orders with state, patient, amount, commission
 *   POST /v0/reseller/orders/:id/resend             a new link (the old one stops working), SMS again
 *   POST /v0/reseller/orders/:id/cancel             withdraw the order and its link
 *   GET  /pub/v0/reseller/prescription/:id?token=   the prescription (link token, patient, partner, operators)
 *   GET  /v0/reseller/links/:token                  the payment link for its patient
 *   POST /v0/reseller/links/:token/pay              place the order: cash on delivery (1) or online (2)
 *   GET  /v1/admin/reseller/rates, PUT /v1/admin/reseller/rates/:tier   operators set the rates
 *   GET  /v1/admin/reseller/partners                operators: partners with their orders' counts and earnings
 *   GET  /v1/admin/reseller/orders?partnerId=       operators: partner orders with the commission's ledger state
 *   POST /v1/admin/reseller/orders/:id/settle       operators: settle a due order now (its commission available)
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId, freeText } from './fields.ts';
import { addressSnapshot } from './orders.ts';
import { patientDetail, patientItem } from './care.ts';
import { PAGING } from '../constants.ts';
import { PARTNER_RULES, PARTNER_ORDER_STATES } from '../partner.ts';

export * from '../partner.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
export const partnerPageQuery = z.object({
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
  search: z.preprocess(blank, z.string().trim().max(60).optional()),
});

export const tierRate = z.object({ tier: int, key: z.string(), discountBp: int, commissionBp: int });
export const tierRates = z.object({ items: z.array(tierRate) });
export const tierRateBody = z.strictObject({ discountBp: z.number().int().min(0).max(5000), commissionBp: z.number().int().min(0).max(5000) });

export const partnerMe = z.object({ member: z.boolean(), joinedAt: isoDateTime.nullable(), verified: z.boolean(), tier: int, discountBp: int, commissionBp: int });

export const patientAddressItem = z.object({ id: int, name: z.string(), phone: z.string(), address: z.string(), landmark: z.string().nullable(), city: z.string(), stateName: z.string(), pincode: z.string() });
export const patientAddresses = z.object({ selectedAddressId: int.nullable(), items: z.array(patientAddressItem) });
export const selectAddressBody = z.strictObject({ addressId: entityId });

export const cartLineBody = z.strictObject({ patientId: entityId, packageId: entityId, quantity: z.number().int().min(0).max(PARTNER_RULES.maxQuantity) });
export const partnerCartLine = z.object({
  packageId: int,
  productId: int,
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  label: z.string(),
  quantity: int,
  mrpPaise: int,
  retailPaise: int,
  pricePaise: int,
  lineTotalPaise: int,
  commissionBp: int,
  commissionPaise: int,
});
export const partnerCart = z.object({
  patient: z.object({ patientAssociationId: int, fullName: z.string(), mobile: z.string() }),
  address: patientAddressItem.nullable(),
  tier: int,
  discountBp: int,
  commissionBp: int,
  lines: z.array(partnerCartLine),
  itemsTotalPaise: int,
  retailTotalPaise: int,
  commissionPaise: int,
});
export type PartnerCart = z.output<typeof partnerCart>;
export const cartQuery = z.object({ patientId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const sendOrderBody = z.strictObject({
  patientId: entityId,
  diagnosis: freeText(PARTNER_RULES.diagnosisMax).pipe(z.string().trim().min(2, { error: () => t('partner.rule.diagnosis') })),
  advice: freeText(PARTNER_RULES.adviceMax).optional(),
  expectedTotalPaise: z.number().int().min(0),
});

export const partnerOrderItem = z.object({
  id: int,
  patientAssociationId: int,
  patientName: z.string(),
  patientMobile: z.string(),
  state: z.enum(PARTNER_ORDER_STATES),
  linkExpired: z.boolean(),
  linkExpiresAt: isoDateTime.nullable(),
  itemsTotalPaise: int,
  commissionPaise: int,
  order: z.object({ id: int, orderNumber: z.string(), status: z.string(), paymentStatus: z.string(), paymentMethod: int, totalPaise: int }).nullable(),
  createdAt: isoDateTime,
});
export type PartnerOrderItem = z.output<typeof partnerOrderItem>;

export const partnerPrescription = z.object({
  id: int,
  prescriptionNumber: z.string(),
  doctorName: z.string(),
  patientName: z.string(),
  diagnosis: z.string(),
  advice: z.string().nullable(),
  issuedAt: isoDateTime,
  lines: z.array(z.object({ packageId: int, name: z.string(), label: z.string(), quantity: int, mrpPaise: int, pricePaise: int, lineTotalPaise: int })),
  itemsTotalPaise: int,
  deliveryAddress: addressSnapshot.nullable(),
});
export type PartnerPrescription = z.output<typeof partnerPrescription>;
export const prescriptionQuery = z.object({ token: z.string().max(64).optional() });

export const paymentLinkView = partnerPrescription.extend({ placed: z.object({ orderId: int }).nullable(), problem: z.string().nullable(), expiresAt: isoDateTime });
export type PaymentLinkView = z.output<typeof paymentLinkView>;
export const tokenParam = z.object({ token: z.string().max(64) });
export const payLinkBody = z.strictObject({ paymentMethod: z.union([z.literal(1), z.literal(2)]) });
export const linkPlaced = z.object({ orderId: int, orderNumber: z.string(), paymentMethod: int, totalPaise: int });

export const officePartnerQuery = partnerPageQuery.extend({ partnerId: z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647).optional()) });
export const officePartnerItem = z.object({
  userId: int,
  name: z.string(),
  mobile: z.string(),
  tier: int,
  joinedAt: isoDateTime,
  orders: int,
  placed: int,
  commissionPaise: int,
  pendingPaise: int,
  availablePaise: int,
});
export const officePartnerOrder = partnerOrderItem.extend({
  partner: z.object({ userId: int, name: z.string() }),
  /** The commission in the partner's ledger: pending (not yet closed) and made available. */
  earning: z.object({ pendingPaise: int, availablePaise: int }),
  /** When the order's return windows close (delivery + the longest window); null before delivery. */
  windowClosesAt: isoDateTime.nullable(),
  /** Due to settle now (delivered, windows closed, no return open, not settled yet). */
  settleable: z.boolean(),
});
export type OfficePartnerOrder = z.output<typeof officePartnerOrder>;

export const PARTNER_ROUTES = {
  'GET /pub/v0/reseller/rates': tierRates,
  'GET /v0/reseller/me': partnerMe,
  'POST /v0/reseller/join': partnerMe,
  'GET /v0/reseller/patients': pageOf(patientItem).extend({ offset: int, limit: int }),
  'POST /v0/reseller/patients': patientDetail,
  'GET /v0/reseller/patients/:id/addresses': patientAddresses,
  'POST /v0/reseller/patients/:id/addresses': patientAddresses,
  'POST /v0/reseller/patients/:id/select-address': patientAddresses,
  'GET /v0/reseller/cart': partnerCart,
  'POST /v0/reseller/cart': partnerCart,
  'POST /v0/reseller/orders': partnerOrderItem,
  'GET /v0/reseller/orders': pageOf(partnerOrderItem),
  'POST /v0/reseller/orders/:id/resend': partnerOrderItem,
  'POST /v0/reseller/orders/:id/cancel': partnerOrderItem,
  'GET /pub/v0/reseller/prescription/:id': partnerPrescription,
  'GET /v0/reseller/links/:token': paymentLinkView,
  'POST /v0/reseller/links/:token/pay': linkPlaced,
  'GET /v1/admin/reseller/rates': tierRates,
  'PUT /v1/admin/reseller/rates/:tier': tierRates,
  'GET /v1/admin/reseller/partners': pageOf(officePartnerItem),
  'GET /v1/admin/reseller/orders': pageOf(officePartnerOrder),
  'POST /v1/admin/reseller/orders/:id/settle': officePartnerOrder,
} as const;
