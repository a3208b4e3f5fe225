/**
 * Referral and reward points (issue 21, parts 5 and 6; decision 057). Both pay out when an order settles: delivered,
 * and the longest return window of its products closed without a return.
 */
import { isTradeBuyer } from './trade-buyers.ts';

/** The referral code's letters: no 0/O or 1/I/L to misread when it is typed from a message. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;

/** What the referrer sees of each person they brought: signed up, first order placed, rewarded, not eligible. */
export const REFERRAL_STATES = ['signedUp', 'ordered', 'rewarded', 'notEligible'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** The operator's settings, and what applies until an operator changes them. */
export interface RewardSettings {
  /** Nirog money to the person who shared the link, and to the person who signed up with it; 0 turns one off. */
  referrerRewardPaise: number;
  referredRewardPaise: number;
  /** Per trade user type (2-8): the taxable value in paise that earns one point; 0 earns none. */
  earnPaisePerPoint: Record<string, number>;
  /** What one point is worth when redeemed as nirog money, and the fewest points one redemption takes. */
  pointValuePaise: number;
  minRedeemPoints: number;
}

export const TRADE_POINT_USER_TYPES = [2, 3, 4, 5, 6, 7, 8] as const;

export const DEFAULT_REWARD_SETTINGS: RewardSettings = {
  referrerRewardPaise: 10_000,
  referredRewardPaise: 5_000,
  earnPaisePerPoint: Object.fromEntries(TRADE_POINT_USER_TYPES.map((u) => [String(u), 10_000])),
  pointValuePaise: 50,
  minRedeemPoints: 100,
};

/** Points an order of this taxable value earns a buyer of this type: whole points, rounded down. */
export function pointsFor(settings: Pick<RewardSettings, 'earnPaisePerPoint'>, userType: number, taxablePaise: number): number {
  if (!isTradeBuyer(userType)) return 0;
  const per = settings.earnPaisePerPoint[String(userType)] ?? 0;
  return per > 0 && taxablePaise > 0 ? Math.floor(taxablePaise / per) : 0;
}

/** The page people are sent to from a referral link (`/r/<code>` lands there too). */
export const referralSignUpPath = (code: string) => `/sign-up?ref=${encodeURIComponent(code)}`;
export const REFERRAL_PAGE_PATH = '/referral';
