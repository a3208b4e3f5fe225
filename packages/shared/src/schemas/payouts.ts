/**
 * Bank details, the earnings ledger and payouts (issue 25 parts 6-8, decision 072; spec section 7: `/v0/payout`,
 * ledger; section 3: payment option types bankAccount and upiId, account verification 0/1/2).
 *
 * Routes:
 *   GET  /v0/payout                     the caller's balances, payout details, TDS and recent payouts
 *   POST /v0/payout                     a payout of the available balance (idempotencyKey)
 *   GET  /v0/payout/ledger              the caller's earnings ledger (skip, limit)
 *   GET  /v0/payout/statements/:month   a monthly statement, ?format=pdf|csv (a download)
 *   GET  /v0/payout/:id                 one of the caller's payouts
 *   GET  /v0/payout/ifsc/:ifsc          the bank of an IFSC (checked offline)
 *   POST /v0/payout/method/otp          an OTP to the caller's mobile, to change payout details
 *   PUT  /v0/payout/method              new payout details (OTP; holds payouts for 24 hours)
 *   Back office (finance): GET /v0/admin/payouts, POST /v0/admin/payouts/:id/{approve,paid,fail,retry},
 *   GET /v0/admin/earners, POST /v0/admin/earners/:id/adjust, GET|PUT /v0/admin/payout-settings
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { otpCode } from './fields.ts';
import { PAGING } from '../constants.ts';

export * from '../payouts.ts';
import { EARNING_KINDS, IFSC_PATTERN, MONTH_PATTERN, PAN_PATTERN, PAYOUT_RULES, PAYOUT_STATUSES, UPI_PATTERN } from '../payouts.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

const holder = z
  .string({ error: () => t('payouts.rule.holder') })
  .trim()
  .min(2, { error: () => t('payouts.rule.holder') })
  .max(PAYOUT_RULES.holderNameMax, { error: () => t('payouts.rule.holder') })
  .regex(/^[A-Za-z .'-]+$/, { error: () => t('payouts.rule.holder') });
const pan = z.preprocess((v) => blank(upper(v)), z.string().regex(PAN_PATTERN, { error: () => t('payouts.rule.pan') }).optional());

export const payoutMethodBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('bankAccount'),
    accountHolder: holder,
    accountNumber: z.string({ error: () => t('payouts.rule.accountNumber') }).trim().regex(/^[0-9]{9,18}$/, { error: () => t('payouts.rule.accountNumber') }),
    confirmAccountNumber: z.string({ error: () => t('payouts.rule.accountMismatch') }).trim(),
    ifsc: z.preprocess(upper, z.string({ error: () => t('payouts.rule.ifscFormat') }).regex(IFSC_PATTERN, { error: () => t('payouts.rule.ifscFormat') })),
    pan,
    otp: otpCode,
  }),
  z.strictObject({
    type: z.literal('upiId'),
    accountHolder: holder,
    upiId: z.string({ error: () => t('payouts.rule.upi') }).trim().max(320, { error: () => t('payouts.rule.upi') }).regex(UPI_PATTERN, { error: () => t('payouts.rule.upi') }),
    pan,
    otp: otpCode,
  }),
], { error: () => t('payouts.rule.type') });
export type PayoutMethodBody = z.output<typeof payoutMethodBody>;

export const payoutRequestBody = z.strictObject({
  /** Omitted: the whole available balance. */
  amountPaise: z.number().int().min(PAYOUT_RULES.minimumPaise, { error: () => t('payouts.error.belowMinimum') }).max(2_000_000_000).optional(),
  /** One payout per key (a retried request answers with the first). */
  idempotencyKey: z.string().trim().min(8).max(80).regex(/^[A-Za-z0-9:_-]+$/),
});

export const pagingQuery = z.object({
  skip: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
});
export const adminPayoutQuery = pagingQuery.extend({ status: z.preprocess(blank, z.enum(PAYOUT_STATUSES).optional()) });
export const statementParams = z.object({ month: z.string().regex(MONTH_PATTERN, { error: () => t('payouts.rule.month') }) });
export const statementQuery = z.object({ format: z.enum(['pdf', 'csv']).default('pdf') });
export const ifscParams = z.object({ ifsc: z.preprocess(upper, z.string().max(11)) });
export const markPaidBody = z.strictObject({ bankReference: z.string().trim().min(4, { error: () => t('payouts.rule.bankReference') }).max(PAYOUT_RULES.bankReferenceMax, { error: () => t('payouts.rule.bankReference') }).regex(/^[A-Za-z0-9/-]+$/, { error: () => t('payouts.rule.bankReference') }) });
const reason = z.string().trim().min(3, { error: () => t('payouts.rule.reason') }).max(PAYOUT_RULES.reasonMax, { error: () => t('payouts.rule.reason') });
export const failBody = z.strictObject({ reason });
export const adjustBody = z.strictObject({
  amountPaise: z.number().int().refine((v) => v !== 0 && Math.abs(v) <= 100_000_000, { error: () => t('payouts.error.amountInvalid') }),
  reason,
  idempotencyKey: z.string().trim().min(8).max(80).regex(/^[A-Za-z0-9:_-]+$/),
});
const bps = z.number().int().min(0).max(10_000);
export const payoutSettingsBody = z.strictObject({
  consultationFeeBps: bps,
  consultationHoldDays: z.number().int().min(0).max(60),
  tdsRateBps: bps,
  tdsNoPanRateBps: bps,
  tdsThresholdPaise: z.number().int().min(0).max(2_000_000_000),
});
export type PayoutSettingsBody = z.output<typeof payoutSettingsBody>;

const nullableDate = isoDateTime.nullable();
export const payoutMethodView = z.object({
  id: int,
  type: z.enum(['bankAccount', 'upiId']),
  accountHolder: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  upiId: z.string().nullable(),
  hasPan: z.boolean(),
  verification: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  verifiedName: z.string().nullable(),
  holdUntil: isoDateTime,
  onHold: z.boolean(),
  createdAt: isoDateTime,
});
export type PayoutMethodView = z.output<typeof payoutMethodView>;

export const payoutView = z.object({
  id: int,
  status: z.enum(PAYOUT_STATUSES),
  grossPaise: int,
  tdsPaise: int,
  netPaise: int,
  tdsRateBps: int,
  financialYear: int,
  bankReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDateTime,
  approvedAt: nullableDate,
  paidAt: nullableDate,
  failedAt: nullableDate,
});
export type PayoutView = z.output<typeof payoutView>;

export const earningsSummary = z.object({
  pendingPaise: int,
  availablePaise: int,
  inFlightPaise: int,
  financialYear: int,
  yearPaidPaise: int,
  yearTdsPaise: int,
  tds: z.object({ rateBps: int, noPanRateBps: int, thresholdPaise: int }),
  minimumPaise: int,
  method: payoutMethodView.nullable(),
  payouts: z.array(payoutView),
});
export type EarningsSummary = z.output<typeof earningsSummary>;

export const ledgerItem = z.object({
  id: int,
  kind: z.enum(EARNING_KINDS),
  source: z.string(),
  sourceId: int.nullable(),
  amountPaise: int,
  grossPaise: int.nullable(),
  feePaise: int.nullable(),
  description: z.string(),
  availableAt: nullableDate,
  state: z.enum(['pending', 'available', 'cancelled']).nullable(),
  createdAt: isoDateTime,
});
export type LedgerItem = z.output<typeof ledgerItem>;

export const payoutCreated = z.object({ payout: payoutView, created: z.boolean() });
export const ifscInfo = z.object({ ifsc: z.string(), bankCode: z.string(), bankName: z.string() });
export const adminPayoutItem = payoutView.extend({ userId: int, name: z.string(), mobile: z.string(), destination: z.string() });
export const earnerItem = z.object({ userId: int, name: z.string(), mobile: z.string(), pendingPaise: int, availablePaise: int, updatedAt: isoDateTime, method: payoutMethodView.nullable() });
export const payoutSettingsView = payoutSettingsBody.extend({ tdsThresholdPaise: int });
export const adjustmentView = z.object({ transactionId: int, created: z.boolean() });

export const PAYOUT_ROUTES = {
  'GET /v0/payout': earningsSummary,
  'POST /v0/payout': payoutCreated,
  'GET /v0/payout/ledger': pageOf(ledgerItem),
  'GET /v0/payout/:id': payoutView,
  'GET /v0/payout/ifsc/:ifsc': ifscInfo,
  'POST /v0/payout/method/otp': z.object({ expiresInSeconds: int }),
  'PUT /v0/payout/method': payoutMethodView,
  'GET /v0/admin/payouts': pageOf(adminPayoutItem),
  'POST /v0/admin/payouts/:id/approve': payoutView,
  'POST /v0/admin/payouts/:id/paid': payoutView,
  'POST /v0/admin/payouts/:id/fail': payoutView,
  'POST /v0/admin/payouts/:id/retry': payoutView,
  'GET /v0/admin/earners': pageOf(earnerItem),
  'POST /v0/admin/earners/:id/adjust': adjustmentView,
  'GET /v0/admin/payout-settings': payoutSettingsView,
  'PUT /v0/admin/payout-settings': payoutSettingsView,
} as const;
