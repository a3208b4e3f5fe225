/**
 * The olympiad's rules, codes and paths (issue 23 part 2, decision 065), free of zod so pages can import them
 * without loading the schema library; `schemas/olympiad.ts` re-exports them beside the contract.
 */
import { IST_OFFSET_MINUTES, istDate } from './care.ts';

export const OLYMPIAD_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type OlympiadStatus = (typeof OLYMPIAD_STATUSES)[number];

/** The three leaderboards of spec section 2, by their page path segment. */
export const LEADERBOARDS = ['all-time-leaderboard', 'today-leaderboard', 'top-performers'] as const;
export type Leaderboard = (typeof LEADERBOARDS)[number];

export const OLYMPIAD_RULES = {
  /** Rows a leaderboard answers by default and at most. */
  boardLimit: 50,
  boardMax: 100,
  /** Top performers: the best of each day that has opened. */
  topPerDay: 3,
  /** A question left open longer than this counts this long (the tie-break is time taken; an idle tab is capped). */
  maxSecondsPerQuestion: 600,
  optionsMax: 6,
  /** How often the leaderboard pages ask again while the olympiad is live. */
  pollSeconds: 15,
} as const;

/** Spec section 4: these user types register without seeing the success modal (chemist, chemist distributor, retailer). */
export const NO_SUCCESS_MODAL_USER_TYPES: readonly number[] = [6, 8, 5];
export const showsRegistrationSuccess = (userType: number) => !NO_SUCCESS_MODAL_USER_TYPES.includes(userType);

/** Spec section 5: olympiad sign-up is by name and mobile number with country code 91. */
export const OLYMPIAD_COUNTRY_CODE = '91';

export const olympiadStatusAt = (o: { startsAt: Date | string; endsAt: Date | string }, now: Date): OlympiadStatus => {
  const start = new Date(o.startsAt).getTime();
  const end = new Date(o.endsAt).getTime();
  return now.getTime() < start ? 'upcoming' : now.getTime() < end ? 'live' : 'ended';
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "December 8, 9AM" in India time (minutes shown only when not on the hour: "December 8, 9:30AM"). */
export function istMoment(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  const h = shifted.getUTCHours();
  const m = shifted.getUTCMinutes();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCDate()}, ${h12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'AM' : 'PM'}`;
}

/** The schedule line of spec section 9: "December 8, 9AM to December 11, 9PM". */
export const scheduleText = (o: { startsAt: Date | string; endsAt: Date | string }) => `${istMoment(o.startsAt)} to ${istMoment(o.endsAt)}`;

/** Today's India date, the date `/pub/v1/olympiadByDate` asks about by default. */
export const indiaToday = (now = new Date()) => istDate(now);

export const olympiadPagePath = (id: number) => `/olympiad/${id}`;
export const leaderboardPath = (board: Leaderboard, editionId?: number) => `/olympiad/${board}${editionId ? `?edition=${editionId}` : ''}`;
export const olympiadResultPath = (id: number) => `/olympiad-result?edition=${id}`;
