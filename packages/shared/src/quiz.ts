/**
 * The quizzes' rules, codes and paths (issue 23 part 1, decision 063), free of zod so pages can import them without
 * loading the schema library; `schemas/quiz.ts` re-exports them beside the contract.
 */
export const QUIZ_SORTS = ['newest', 'popular', 'difficulty'] as const;
export type QuizSort = (typeof QUIZ_SORTS)[number];
export const QUIZ_DIFFICULTIES = [1, 2, 3] as const;
export const QUESTION_KINDS = ['single', 'multiple'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUIZ_RULES = {
  /** Attempts a person may make at one quiz (the active one included). */
  maxAttempts: 3,
  /** Spec section 9: "quiz and article search limit 20". */
  searchLimit: 20,
  searchMax: 80,
  optionsMax: 6,
  /** Score (percent) that counts as passed. */
  passPercent: 60,
} as const;

export const quizPath = (id: number) => `/quizzes/${id}`;
export const attemptPath = (attemptId: number) => `/attempt-quiz?attempt=${attemptId}`;
export const resultPath = (attemptId: number) => `/quiz-result?attempt=${attemptId}`;
