/**
 * The olympiad (issue 23 part 2, decision 065; spec section 7: /pub/v1/olympiadByDate, leaderboard,
 * /v0/olympiad/answer). Routes (below /api):
 *   GET  /pub/v1/olympiadByDate                 the edition running on a date (India), or the next one; null if none
 *   GET  /pub/v1/olympiads                      every edition, latest first
 *   GET  /pub/v1/olympiads/:id                  one edition (status, schedule text, days)
 *   GET  /pub/v1/olympiads/:id/leaderboard      all-time-leaderboard | today-leaderboard | top-performers (ended: 410)
 *   POST /pub/v1/olympiads/:id/register         a visitor: name, mobile, OTP (account made or logged in)
 *   POST /v1/olympiads/:id/register             a logged-in user: name; the account's own mobile
 *   GET  /v1/olympiads/:id/play                 today's progress and the current question (Olympiad read or write)
 *   POST /v0/olympiad/answer                    one answer per question, judged and timed by the server
 *   GET  /v1/olympiads/:id/result               a participant's score, rank and closed days' answers
 *   GET/POST /v1/admin/olympiads..., days, questions: the schedule (back office, editor role)
 * Correct answers and explanations leave the server only for questions whose day has closed.
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId, fullName, mobileNumber, otpCode } from './fields.ts';

export * from '../olympiad.ts';
import { LEADERBOARDS, OLYMPIAD_RULES, OLYMPIAD_STATUSES } from '../olympiad.ts';
import { isIsoDate, parseTimeOfDay } from '../care.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const isoDate = z.string().trim().refine(isIsoDate, { error: () => t('olympiad.rule.date') });
const timeOfDay = z.string().trim().refine((v) => parseTimeOfDay(v) !== null && parseTimeOfDay(v)! < 1440, { error: () => t('olympiad.rule.time') });

export const olympiadByDateQuery = z.object({ date: z.preprocess(blank, isoDate.optional()) });

export const olympiadDay = z.object({
  id: int,
  dayNumber: int,
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  status: z.enum(['upcoming', 'open', 'closed']),
  questionCount: int,
});
export const olympiadView = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Spec section 9's line: "December 8, 9AM to December 11, 9PM". */
  scheduleText: z.string(),
  status: z.enum(OLYMPIAD_STATUSES),
  participants: int,
  days: z.array(olympiadDay),
  /** The caller's registration (null for a visitor). */
  me: z.object({ registered: z.boolean(), participantId: int.nullable() }).nullable(),
});
/** What the service hands the route (timestamps as Dates). */
export type OlympiadView = z.input<typeof olympiadView>;

export const leaderboardQuery = z.object({
  board: z.enum(LEADERBOARDS, { error: () => t('olympiad.rule.board') }),
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(OLYMPIAD_RULES.boardLimit).transform((v) => Math.min(v, OLYMPIAD_RULES.boardMax))),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

export const leaderboardRow = z.object({ participantId: int, rank: int, name: z.string(), score: int, answered: int, timeTakenSeconds: int, dayNumber: int.nullable() });
export type LeaderboardRow = z.output<typeof leaderboardRow>;
export const leaderboardView = z.object({
  board: z.enum(LEADERBOARDS),
  olympiadId: int,
  /** The day the today board and each top performers group belong to (null: no day of the olympiad is today). */
  dayNumber: int.nullable(),
  items: z.array(leaderboardRow),
  total: int,
  generatedAt: isoDateTime,
});
/** What the service hands the route (timestamps as Dates). */
export type LeaderboardView = z.input<typeof leaderboardView>;

export const visitorRegisterBody = z.strictObject({ fullName, mobileNumber, otp: otpCode });
export const memberRegisterBody = z.strictObject({ fullName });
export const registrationEntity = z.object({
  participantId: int,
  olympiadId: int,
  created: z.boolean(),
  status: z.enum(OLYMPIAD_STATUSES),
  /** Spec section 4: false for chemists, chemist distributors and retailers. */
  showSuccess: z.boolean(),
  /** Where the page goes after the modal closes: top performers when the olympiad is live. */
  next: z.string().nullable(),
  /** A visitor's new session (the API client's token; the browser gets the cookie). */
  token: z.string().optional(),
});

export const playQuestion = z.object({ id: int, dayNumber: int, position: int, kind: z.enum(['single', 'multiple']), prompt: z.string(), options: z.array(z.string()), servedAt: isoDateTime });
export const playView = z.object({
  olympiad: olympiadView,
  participantId: int.nullable(),
  /** Olympiad write access and registered: may answer. */
  canAnswer: z.boolean(),
  today: z.object({ dayNumber: int, answered: int, total: int, closesAt: isoDateTime }).nullable(),
  question: playQuestion.nullable(),
  score: int,
});
/** What the service hands the route (timestamps as Dates). */
export type PlayView = z.input<typeof playView>;

export const olympiadAnswerBody = z.strictObject({
  olympiadId: entityId,
  questionId: entityId,
  options: z.array(z.number().int().min(0).max(OLYMPIAD_RULES.optionsMax - 1), { error: () => t('olympiad.rule.chooseOption') }).min(1, { error: () => t('olympiad.rule.chooseOption') }).max(OLYMPIAD_RULES.optionsMax),
});
export type OlympiadAnswerInput = z.output<typeof olympiadAnswerBody>;
export const answerRecorded = z.object({ questionId: int, timeTakenSeconds: int, answeredToday: int, totalToday: int });

export const resultAnswer = z.object({
  questionId: int,
  dayNumber: int,
  prompt: z.string(),
  options: z.array(z.string()),
  chosen: z.array(int),
  correct: z.array(int),
  isCorrect: z.boolean(),
  timeTakenSeconds: int.nullable(),
  explanation: z.string(),
  reference: z.string(),
});
export const olympiadResult = z.object({
  olympiad: olympiadView,
  participantId: int,
  name: z.string(),
  score: int,
  answered: int,
  timeTakenSeconds: int,
  /** Rank on the all-time leaderboard (null until the first answer). */
  rank: int.nullable(),
  participants: int,
  answers: z.array(resultAnswer),
});
/** What the service hands the route (timestamps as Dates). */
export type OlympiadResult = z.input<typeof olympiadResult>;

// Back office -------------------------------------------------------------------------------------------------

export const olympiadBody = z.strictObject({
  title: z.string().trim().min(3, { error: () => t('olympiad.rule.title') }).max(160, { error: () => t('olympiad.rule.title') }),
  description: z.string().trim().min(1, { error: () => t('olympiad.rule.description') }).max(2000, { error: () => t('olympiad.rule.description') }),
  startDate: isoDate,
  startTime: timeOfDay,
  endDate: isoDate,
  endTime: timeOfDay,
});
export type OlympiadInput = z.output<typeof olympiadBody>;
export const olympiadDayBody = z.strictObject({ date: isoDate, opensAt: timeOfDay, closesAt: timeOfDay });
export type OlympiadDayInput = z.output<typeof olympiadDayBody>;
export const olympiadQuestionBody = z.strictObject({
  prompt: z.string().trim().min(5, { error: () => t('olympiad.rule.prompt') }).max(1000, { error: () => t('olympiad.rule.prompt') }),
  options: z.array(z.string().trim().min(1, { error: () => t('olympiad.rule.option') }).max(300)).min(2, { error: () => t('olympiad.rule.options') }).max(OLYMPIAD_RULES.optionsMax, { error: () => t('olympiad.rule.options') }),
  correct: z.array(z.number().int().min(0).max(OLYMPIAD_RULES.optionsMax - 1)).min(1, { error: () => t('olympiad.rule.correct') }).max(OLYMPIAD_RULES.optionsMax),
  explanation: z.string().trim().min(1, { error: () => t('olympiad.rule.explanation') }).max(2000),
  reference: z.string().trim().max(200).default(''),
});
export type OlympiadQuestionInput = z.output<typeof olympiadQuestionBody>;

export const adminQuestion = z.object({ id: int, position: int, kind: z.enum(['single', 'multiple']), prompt: z.string(), options: z.array(z.string()), correct: z.array(int), explanation: z.string(), reference: z.string() });
export const adminOlympiad = olympiadView.extend({ days: z.array(olympiadDay.extend({ questions: z.array(adminQuestion) })) });
/** What the service hands the route (timestamps as Dates). */
export type AdminOlympiad = z.input<typeof adminOlympiad>;

export const OLYMPIAD_ROUTES = {
  'GET /pub/v1/olympiadByDate': olympiadView.nullable(),
  'GET /pub/v1/olympiads': pageOf(olympiadView),
  'GET /pub/v1/olympiads/:id': olympiadView,
  'GET /pub/v1/olympiads/:id/leaderboard': leaderboardView,
  'POST /pub/v1/olympiads/:id/register': registrationEntity,
  'POST /v1/olympiads/:id/register': registrationEntity,
  'GET /v1/olympiads/:id/play': playView,
  'POST /v0/olympiad/answer': answerRecorded,
  'GET /v1/olympiads/:id/result': olympiadResult,
  'GET /v1/admin/olympiads': pageOf(olympiadView),
  'POST /v1/admin/olympiads': adminOlympiad,
  'GET /v1/admin/olympiads/:id': adminOlympiad,
  'POST /v1/admin/olympiads/:id/days': adminOlympiad,
  'POST /v1/admin/olympiad-days/:id/questions': adminOlympiad,
  'DELETE /v1/admin/olympiad-questions/:id': adminOlympiad,
} as const;
