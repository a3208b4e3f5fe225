/**
 * Quizzes (issue 23 part 1, decision 063; spec section 7: quizzes with offset, limit, user_id, search, sortType;
 * questions; submitAnswer; submitResult). Correct answers appear only in a finished attempt's result; the score is
 * always computed by the server (submitResult takes an empty strict body).
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId } from './fields.ts';
import { PAGING } from '../constants.ts';

// The rules, codes and paths, without zod: pages import them from '@nirog/shared/quiz' (zod stays off the client).
export * from '../quiz.ts';
import { QUESTION_KINDS, QUIZ_RULES, QUIZ_SORTS } from '../quiz.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const quizListQuery = z.object({
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(PAGING.defaultOffset)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
  /** The spec's parameter: personal fields come from the session only, so another's id changes nothing. */
  user_id: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  search: z.preprocess(blank, z.string().trim().max(QUIZ_RULES.searchMax, { error: () => t('quiz.rule.searchTooLong') }).optional()),
  sortType: z.preprocess(blank, z.enum(QUIZ_SORTS, { error: () => t('quiz.rule.sort') }).default('newest')),
});
export type QuizListQuery = z.output<typeof quizListQuery>;

export const quizSummary = z.object({
  id: int,
  title: z.string(),
  topic: z.string(),
  description: z.string(),
  difficulty: int,
  questionCount: int,
  timeLimitSeconds: int,
  attempts: int,
  path: z.string(),
  createdAt: isoDateTime,
});
export type QuizSummary = z.output<typeof quizSummary>;

export const activeAttempt = z.object({ id: int, deadlineAt: isoDateTime, remainingSeconds: int });
export const quizView = quizSummary.extend({
  myBest: z.object({ score: int, total: int, percent: int }).nullable(),
  attemptsUsed: int,
  attemptsLeft: int,
  maxAttempts: int,
  active: activeAttempt.nullable(),
  lastFinishedAttemptId: int.nullable(),
});
export type QuizView = z.output<typeof quizView>;

/** A question as served during an attempt: options only, never which are right. */
export const attemptQuestion = z.object({
  id: int,
  position: int,
  prompt: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  /** A signed URL of the question's picture (decision 066), or null. */
  imageUrl: z.string().nullable(),
  chosen: z.array(int),
});
export type AttemptQuestion = z.output<typeof attemptQuestion>;

export const attemptView = z.object({
  id: int,
  quizId: int,
  quizTitle: z.string(),
  status: z.enum(['active', 'finished']),
  startedAt: isoDateTime,
  deadlineAt: isoDateTime,
  remainingSeconds: int,
  answered: int,
  questions: z.array(attemptQuestion),
});
export type AttemptView = z.output<typeof attemptView>;

export const resultQuestion = attemptQuestion.extend({ correct: z.array(int), isCorrect: z.boolean(), explanation: z.string(), reference: z.string(), references: z.array(z.string()) });
export const resultView = z.object({
  attemptId: int,
  quizId: int,
  quizTitle: z.string(),
  score: int,
  total: int,
  percent: int,
  passed: z.boolean(),
  /** The quiz's pass mark (percent). */
  passPercent: int,
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
  timedOut: z.boolean(),
  attemptsLeft: int,
  questions: z.array(resultQuestion),
});
export type ResultView = z.output<typeof resultView>;

export const submitAnswerBody = z.strictObject({
  questionId: entityId,
  options: z.array(z.number().int().min(0).max(QUIZ_RULES.optionsMax - 1), { error: () => t('quiz.rule.chooseOption') }).min(1, { error: () => t('quiz.rule.chooseOption') }).max(QUIZ_RULES.optionsMax),
});
export type SubmitAnswerInput = z.output<typeof submitAnswerBody>;
/** Nothing: the score is the server's to compute; any field (a score, answers) is refused with 400. */
export const submitResultBody = z.strictObject({});

export const answerSaved = z.object({ answered: int, total: int, remainingSeconds: int });

export const QUIZ_ROUTES = {
  'GET /pub/v1/quizzes': pageOf(quizSummary),
  'GET /v1/quizzes/:id': quizView,
  'POST /v1/quizzes/:id/attempts': attemptView,
  'GET /v1/quiz-attempts/:id/questions': attemptView,
  'POST /v1/quiz-attempts/:id/submitAnswer': answerSaved,
  'POST /v1/quiz-attempts/:id/submitResult': resultView,
  'GET /v1/quiz-attempts/:id/result': resultView,
} as const;
