/**
 * Nirog Partner (issue 25, decision 070), without zod: pages import these; the API's schemas re-export them.
 *
 * The reseller tier mapping 0-6 (spec section 3: "codes 0-5 for doctor category; the reseller detail-page mapping
 * uses 0-6"): 0 is the retail reference, what a patient pays buying alone; 1-6 are the partner's customer tier
 * (doctor_category 0 website .. 5 platinum) plus one. Each tier has a discount the patient gets off the retail price
 * and a commission the partner earns on what the patient pays, both in basis points, set by operators.
 */

export const RESELLER_TIERS = [
  { code: 0, key: 'retail' },
  { code: 1, key: 'website' },
  { code: 2, key: 'iron' },
  { code: 3, key: 'silver' },
  { code: 4, key: 'gold' },
  { code: 5, key: 'diamond' },
  { code: 6, key: 'platinum' },
] as const;
export type ResellerTier = (typeof RESELLER_TIERS)[number]['code'];

/** A partner's reseller tier from their customer tier (doctor_category 0-5). */
export const resellerTierOf = (doctorCategory: number): ResellerTier => Math.min(6, Math.max(1, Math.trunc(doctorCategory) + 1)) as ResellerTier;

/** The rates used for a tier no operator has set yet (basis points). */
export const DEFAULT_TIER_RATES: Readonly<Record<ResellerTier, { discountBp: number; commissionBp: number }>> = {
  0: { discountBp: 0, commissionBp: 0 },
  1: { discountBp: 0, commissionBp: 500 },
  2: { discountBp: 200, commissionBp: 600 },
  3: { discountBp: 300, commissionBp: 700 },
  4: { discountBp: 400, commissionBp: 800 },
  5: { discountBp: 500, commissionBp: 900 },
  6: { discountBp: 500, commissionBp: 1000 },
};

/** The partner price of a unit: the retail price less the tier's discount, rounded to the paisa. */
export const partnerUnitPrice = (retailPaise: number, discountBp: number) => Math.round((retailPaise * (10_000 - discountBp)) / 10_000);
/** The commission on a line: its total times the tier's rate, rounded down (never more than the rate). */
export const commissionOf = (lineTotalPaise: number, commissionBp: number) => Math.floor((lineTotalPaise * commissionBp) / 10_000);

export const PARTNER_RULES = {
  /** A payment link opens for this long after it is sent. */
  linkHours: 72,
  maxCartLines: 30,
  maxQuantity: 20,
  diagnosisMax: 300,
  adviceMax: 1000,
} as const;

/** A partner order before the patient acts on it: sent (link live), cancelled by the partner, or placed (an order exists). */
export const PARTNER_ORDER_STATES = ['sent', 'placed', 'cancelled'] as const;
export type PartnerOrderState = (typeof PARTNER_ORDER_STATES)[number];

/** The areas whose pages keep the chosen patient and address (spec section 2): leaving them clears the choice. */
export const PATIENT_ADDRESS_AREAS = ['/reseller', '/nirogpartner', '/about-nirog-partner', '/my-patients', '/my-appointments', '/appointment-'] as const;
export const inPatientAddressArea = (pathname: string) => PATIENT_ADDRESS_AREAS.some((p) => pathname === p || pathname.startsWith(p.endsWith('-') ? p : `${p}/`) || pathname.startsWith(p + '?'));
/** The cookie that carries the chosen patient (association id) between the partner pages. */
export const PATIENT_CHOICE_COOKIE = 'reseller_patient';
