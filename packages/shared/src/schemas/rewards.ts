/** Referral and reward points: requests and responses (decision 057). Amounts are integer paise, points integers. */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime } from './envelope.ts';
import { PG_INT_MAX, wholeNumber } from './fields.ts';
import { REFERRAL_STATES, TRADE_POINT_USER_TYPES } from '../rewards.ts';

const MAX_REWARD_PAISE = 10_000_00;

/** GET /v1/referral: my code, link and the people I brought. */
export const referralSummary = z.object({
  code: z.string(),
  link: z.string(),
  referrerRewardPaise: int,
  referredRewardPaise: int,
  items: z.array(
    z.object({
      id: int,
      name: z.string(),
      state: z.enum(REFERRAL_STATES),
      signedUpAt: isoDateTime,
      rewardedAt: isoDateTime.nullable(),
      rewardPaise: int.nullable(),
    }),
  ),
  total: int,
});
export type ReferralSummary = z.output<typeof referralSummary>;

/** One movement of reward points, newest first, with the balance after it. */
export const pointsHistoryItem = z.object({
  id: int,
  kind: z.enum(['earn', 'redeem', 'adjustment']),
  points: int,
  description: z.string(),
  balanceAfter: int,
  createdAt: isoDateTime,
});

/** GET /v1/rewards/points: my points, what earns and redeems them, my history. */
export const pointsSummary = z.object({
  eligible: z.boolean(),
  balance: int,
  earnPaisePerPoint: int,
  pointValuePaise: int,
  minRedeemPoints: int,
  history: z.object({ items: z.array(pointsHistoryItem), total: int, skip: int, limit: int }),
});
export type PointsSummary = z.output<typeof pointsSummary>;

export const redeemPointsBody = z.strictObject({
  points: wholeNumber(1, PG_INT_MAX, 'rewards.points.redeemInvalid'),
  /** The same key redeems once (a form sent twice). */
  idempotencyKey: z.string().min(8).max(64).optional(),
});
export const pointsRedemption = z.object({ points: int, amountPaise: int, balance: int, created: z.boolean() });

const paise = wholeNumber(0, MAX_REWARD_PAISE, 'rewards.settings.amountInvalid');

/** PUT /v1/admin/rewards/settings. */
export const rewardSettingsBody = z.strictObject({
  referrerRewardPaise: paise,
  referredRewardPaise: paise,
  earnPaisePerPoint: z.strictObject(Object.fromEntries(TRADE_POINT_USER_TYPES.map((u) => [String(u), paise])) as Record<'2' | '3' | '4' | '5' | '6' | '7' | '8', typeof paise>),
  pointValuePaise: paise,
  minRedeemPoints: wholeNumber(1, 1_000_000, 'rewards.settings.minInvalid'),
});
export const rewardSettingsEntity = z.object({
  referrerRewardPaise: int,
  referredRewardPaise: int,
  /** User type ('2'..'8') → paise of taxable value per point; 0 earns none. */
  earnPaisePerPoint: z.record(z.string(), int),
  pointValuePaise: int,
  minRedeemPoints: int,
  updatedAt: isoDateTime.nullable(),
});
export type RewardSettingsView = z.output<typeof rewardSettingsEntity>;

/** GET /v1/admin/rewards/points/{userId}: a user's points for operators. */
export const adminUserPoints = z.object({
  userId: int,
  balance: int,
  history: z.object({ items: z.array(pointsHistoryItem), total: int, skip: int, limit: int }),
});
