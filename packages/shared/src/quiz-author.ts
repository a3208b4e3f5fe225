/**
 * Authoring quizzes in the back office (issue 23 part 3, decision 066): the rules of question banks, questions and
 * quizzes assembled from them, free of zod so the back-office pages can import them; `schemas/quiz-author.ts`
 * re-exports them beside the contract.
 */
export const QUIZ_SELECTIONS = ['fixed', 'random'] as const;
export type QuizSelection = (typeof QUIZ_SELECTIONS)[number];
export const BANK_STATUSES = ['active', 'archived', 'all'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

export const AUTHOR_RULES = {
  bankTitleMin: 3,
  bankTitleMax: 120,
  bankDescriptionMax: 1000,
  promptMin: 5,
  promptMax: 1000,
  optionsMin: 2,
  optionsMax: 6,
  optionMax: 300,
  explanationMin: 10,
  explanationMax: 2000,
  referencesMax: 5,
  referenceMin: 3,
  referenceMax: 200,
  tagsMax: 8,
  tagMin: 2,
  tagMax: 40,
  quizTitleMin: 5,
  quizTitleMax: 160,
  topicMin: 2,
  topicMax: 80,
  quizDescriptionMin: 10,
  quizDescriptionMax: 2000,
  minutesMin: 1,
  minutesMax: 180,
  passPercentMin: 1,
  passPercentMax: 100,
  questionsMax: 100,
  banksMax: 20,
  drawMax: 100,
} as const;

/** A tag: lower case letters, digits, spaces and hyphens (stored lower case, trimmed). */
export const TAG_RE = /^[a-z0-9\u0900-\u097f][a-z0-9\u0900-\u097f -]*$/;
export const normaliseTag = (raw: string) => raw.trim().toLowerCase().replace(/\s+/g, ' ');

/** Splits a comma-separated line of tags (the form's field) into normalised, distinct tags. */
export const tagsOf = (line: string) => [...new Set(line.split(',').map(normaliseTag).filter(Boolean))];
