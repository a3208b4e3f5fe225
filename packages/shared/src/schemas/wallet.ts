/** Responses of the nirog money calls (decision 018). Amounts are integer paise. */
import { z } from 'zod';
import { int, isoDateTime } from './envelope.ts';

/** One movement of the session user's nirog money, newest first, with the balance after it. */
export const walletHistoryItem = z.object({
  id: int,
  /** welcome, referral, cashback, refund, order_spend, order_release, expiry, adjustment. */
  kind: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountPaise: int,
  balanceAfter: int,
  createdAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
});
export type WalletHistoryItem = z.output<typeof walletHistoryItem>;

/** GET /v1/nirogmoney. */
export const walletSummary = z.object({
  balancePaise: int,
  nirogMoneyLimit: z.object({ percent: z.number(), capPaise: int }),
  history: z.object({ items: z.array(walletHistoryItem), total: int, skip: int, limit: int }),
});
export type WalletSummary = z.output<typeof walletSummary>;

/** POST /v1/admin/nirogmoney/{userId}/adjust. */
export const walletAdjustment = z.object({ transactionId: int, created: z.boolean(), balancePaise: int });
