/**
 * The Vaidya assistant and universal search (issue 26, decision 071): codes, limits and paths without zod, so the
 * assistant page and the header's search do not load it.
 */

/** Spec section 3: assistant feedback option (id, text, reaction: 1 helpful, 0 not helpful). Texts: spec section 9. */
export const ASSISTANT_FEEDBACK_OPTIONS = [
  { id: 1, reaction: 1, key: 'assistant.feedback.like.terms' },
  { id: 2, reaction: 1, key: 'assistant.feedback.like.relevant' },
  { id: 3, reaction: 1, key: 'assistant.feedback.like.classical' },
  { id: 4, reaction: 1, key: 'assistant.feedback.like.practical' },
  { id: 5, reaction: 1, key: 'assistant.feedback.like.concepts' },
  { id: 6, reaction: 1, key: 'assistant.feedback.other' },
  { id: 7, reaction: 0, key: 'assistant.feedback.dislike.wrong' },
  { id: 8, reaction: 0, key: 'assistant.feedback.dislike.notAyurveda' },
  { id: 9, reaction: 0, key: 'assistant.feedback.dislike.missedClassical' },
  { id: 10, reaction: 0, key: 'assistant.feedback.dislike.notPractical' },
  { id: 11, reaction: 0, key: 'assistant.feedback.dislike.unclear' },
  { id: 12, reaction: 0, key: 'assistant.feedback.other' },
] as const;
export type AssistantFeedbackOptionId = (typeof ASSISTANT_FEEDBACK_OPTIONS)[number]['id'];
/** The 'Other' choices, which take free text. */
export const OTHER_OPTION_IDS: readonly number[] = [6, 12];

/** Spec section 2: six example prompts (acidity, migraine by dosha, diabetes formulations, liver herbs, summer routine for Pitta, IT professionals with anxiety). */
export const EXAMPLE_PROMPT_KEYS = [
  'assistant.example.acidity',
  'assistant.example.migraine',
  'assistant.example.diabetes',
  'assistant.example.liver',
  'assistant.example.pittaSummer',
  'assistant.example.itAnxiety',
] as const;

/** Spec section 2: the assistant page's sections, in this order. */
export const ASSISTANT_SECTIONS = ['answer', 'discussions', 'medicines', 'vaidyas', 'blogs'] as const;

export const ASSISTANT_RULES = {
  questionMin: 3,
  questionMax: 300,
  otherTextMax: 500,
  /** Questions a day (India time). */
  dailyVisitor: 3,
  dailyUser: 30,
  /** Questions a minute per person (or per visitor address). */
  perMinute: 5,
  /** Passages an answer is composed from and cites. */
  citeMax: 5,
  historyMax: 20,
} as const;

/** What a citation or a search result points at. */
export const SOURCE_KINDS = ['glossary', 'condition', 'treatment', 'article', 'post', 'product', 'doctor', 'clinic'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * Universal search modes (spec section 2): 0 aggregation (one ranked list across kinds), 1 sequential (groups in a
 * fixed order, filled until the limit), 2 concurrent (each group's own top N), 3 only products, 4 posts and products.
 */
export const SEARCH_MODES = [0, 1, 2, 3, 4] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const SEARCH_MODE_NAMES: Record<SearchMode, string> = { 0: 'aggregation', 1: 'sequential', 2: 'concurrent', 3: 'only products', 4: 'posts and products' };
/** The kinds universal search covers, in the sequential order. */
export const SEARCH_KINDS = ['medicines', 'doctors', 'clinics', 'articles', 'posts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_QUERY_MAX = 100;

export const ASSISTANT_PAGE = '/ai-assistant';
export const BOT_PAGE = '/bot';
export const SEARCH_PAGE = '/search';

// The floating icon's rule lives on its own: the root layout imports it on every page.
export { showsAssistantIcon } from './assistant-icon.ts';
