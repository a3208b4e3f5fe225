/**
 * Partner earnings, bank details and payouts (issue 25 parts 6-8, decision 072), free of zod so pages can import
 * them; `schemas/payouts.ts` re-exports them beside the contract.
 */

/** Spec section 3: payment option types. */
export const PAYMENT_OPTION_TYPES = ['bankAccount', 'upiId'] as const;
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];

/** Spec section 3: account verification 0 invalid, 1 valid, 2 inconclusive. */
export const ACCOUNT_VERIFICATION = { invalid: 0, valid: 1, inconclusive: 2 } as const;
export type AccountVerification = 0 | 1 | 2;

/** Where an earning comes from. */
export const EARNING_SOURCES = ['partner_order', 'consultation', 'adjustment'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** Ledger movements (each one transaction of legs summing to zero). */
export const EARNING_KINDS = ['pending', 'release', 'cancel', 'adjustment', 'payout', 'payout_reversal'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_RULES = {
  /** Changing payout details holds payouts this long. */
  holdHours: 24,
  /** The smallest payout (₹100). */
  minimumPaise: 10_000,
  accountNumberMin: 9,
  accountNumberMax: 18,
  holderNameMax: 80,
  reasonMax: 200,
  bankReferenceMax: 40,
} as const;

/** IFSC: 4 letters (bank), a zero, 6 letters or digits (branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): handle@provider. */
export const UPI_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** PAN: 5 letters, 4 digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

/** A statement month, e.g. 2026-11. */
export const MONTH_PATTERN = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

export const PAYOUT_PATHS = {
  bankDetails: '/reseller/bankdetails',
  earnings: '/reseller/earnings',
  backOffice: '/admin/payouts',
} as const;

/** "XXXXXX1234": an account number as pages show it. */
export const maskAccount = (n: string) => `${'X'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** The Indian financial year (April to March) a date falls in, as its first year: 2026-11-27 → 2026. */
export function financialYearOf(d: Date): number {
  // India time: +05:30.
  const ist = new Date(d.getTime() + 330 * 60_000);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}
