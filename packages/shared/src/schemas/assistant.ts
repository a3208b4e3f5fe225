/**
 * The Vaidya assistant and universal search (issue 26, decision 071; spec section 7: universal search, AI assistant
 * calls). Routes:
 * - POST /pub/v1/assistant/ask — ask (visitors: a small daily quota; users: theirs; AiAssistant read: 403)
 * - GET  /pub/v1/assistant/quota — questions left today for the caller
 * - GET  /pub/v1/assistant/feedback-options — spec section 3's options (id, text, reaction)
 * - GET  /v1/assistant/questions — the caller's recent questions
 * - GET  /pub/v1/assistant/questions/:id — one of the caller's answers (visitors: theirs today, by address; another's: 404)
 * - POST /pub/v1/assistant/questions/:id/feedback — rate an answer (the asker only; visitors by their address)
 * - POST /v1/assistant/questions/:id/share — make one's answer shareable (422 if it cites practitioners-only posts)
 * - GET  /pub/v1/assistant/answers/:id — a shared answer
 * - GET  /v1/admin/assistant/feedback — the back office's feedback list (operators: support or admin)
 * - GET  /pub/v1/search — universal search, modes 0-4
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { ASSISTANT_FEEDBACK_OPTIONS, ASSISTANT_RULES, SEARCH_KINDS, SEARCH_MODES, SEARCH_QUERY_MAX, SOURCE_KINDS } from '../assistant.ts';

export * from '../assistant.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const askBody = z.strictObject({
  question: z
    .string({ error: () => t('assistant.rule.question') })
    .trim()
    .min(ASSISTANT_RULES.questionMin, { error: () => t('assistant.rule.question') })
    .max(ASSISTANT_RULES.questionMax, { error: () => t('assistant.rule.questionTooLong') }),
});
export type AskBody = z.output<typeof askBody>;

export const feedbackBody = z.strictObject({
  reaction: z.union([z.literal(0), z.literal(1)], { error: () => t('assistant.rule.reaction') }),
  options: z.array(z.number().int().min(1).max(ASSISTANT_FEEDBACK_OPTIONS.length), { error: () => t('assistant.rule.options') }).max(ASSISTANT_FEEDBACK_OPTIONS.length).default([]),
  otherText: z.preprocess(blank, z.string().trim().max(ASSISTANT_RULES.otherTextMax, { error: () => t('assistant.rule.otherTooLong') }).optional()),
});
export type FeedbackBody = z.output<typeof feedbackBody>;

export const searchQuery = z.object({
  q: z.string().trim().min(1, { error: () => t('search.universal.rule.query') }).max(SEARCH_QUERY_MAX, { error: () => t('search.universal.rule.query') }),
  mode: z.preprocess(blank, z.coerce.number().pipe(z.union(SEARCH_MODES.map((m) => z.literal(m)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>])).default(2)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(50).default(10)),
  /** The page's own kind, searched (and shown) first in modes 1 and 2. */
  first: z.preprocess(blank, z.enum(SEARCH_KINDS).optional()),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const sourceItem = z.object({
  kind: z.enum(SOURCE_KINDS),
  ref: z.string(),
  title: z.string(),
  path: z.string(),
  text: z.string(),
});
export type SourceItem = z.output<typeof sourceItem>;

export const citation = sourceItem.extend({ n: int });
export type Citation = z.output<typeof citation>;

export const quotaView = z.object({ used: int, limit: int, remaining: int, visitor: z.boolean() });
export type QuotaView = z.output<typeof quotaView>;

export const feedbackView = z.object({ reaction: int, options: z.array(int), otherText: z.string().nullable() });

export const answerView = z.object({
  id: int,
  question: z.string(),
  answer: z.string(),
  outcome: z.enum(['answered', 'no_sources', 'emergency']),
  composer: z.enum(['extractive', 'llm']),
  caution: z.boolean(),
  citations: z.array(citation),
  sections: z.object({ discussions: z.array(sourceItem), medicines: z.array(sourceItem), vaidyas: z.array(sourceItem), blogs: z.array(sourceItem) }),
  shared: z.boolean(),
  feedback: feedbackView.nullable(),
  createdAt: isoDateTime,
});
export type AnswerView = z.output<typeof answerView>;
/** As the API builds it (dates as Date). */
export type AnswerRecord = z.input<typeof answerView>;

export const askResult = answerView.extend({ quota: quotaView });
export type AskResult = z.output<typeof askResult>;
export type AskRecord = z.input<typeof askResult>;

export const historyItem = z.object({ id: int, question: z.string(), outcome: z.string(), createdAt: isoDateTime });

export const feedbackOption = z.object({ id: int, text: z.string(), reaction: int });

export const adminFeedbackItem = z.object({
  id: int,
  questionId: int,
  question: z.string(),
  answer: z.string(),
  citations: z.array(citation),
  reaction: int,
  options: z.array(z.string()),
  otherText: z.string().nullable(),
  askedBy: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AdminFeedbackItem = z.output<typeof adminFeedbackItem>;

export const adminFeedbackQuery = z.object({
  skip: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(10).transform((v) => Math.min(v, 100))),
  reaction: z.preprocess(blank, z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).optional()),
});

export const searchHit = sourceItem.extend({ group: z.enum(SEARCH_KINDS) });
export type SearchHit = z.output<typeof searchHit>;
export const searchResult = z.object({
  mode: int,
  query: z.string(),
  /** The query with misspelt words corrected, or null. */
  didYouMean: z.string().nullable(),
  /** "Search all for …" in the caller's language, for the header's last suggestion (it links to /search). */
  seeAll: z.string(),
  /** Mode 0: one ranked list across kinds. */
  items: z.array(searchHit),
  /** Modes 1-4: groups in order. */
  /** Modes 1-4: groups in order, each with its heading in the caller's language. */
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), items: z.array(searchHit) })),
});
export type SearchResult = z.output<typeof searchResult>;

export const ASSISTANT_ROUTES = {
  'POST /pub/v1/assistant/ask': askResult,
  'GET /pub/v1/assistant/quota': quotaView,
  'GET /pub/v1/assistant/feedback-options': z.array(feedbackOption),
  'GET /v1/assistant/questions': pageOf(historyItem),
  'GET /pub/v1/assistant/questions/:id': answerView,
  'POST /pub/v1/assistant/questions/:id/feedback': feedbackView,
  'POST /v1/assistant/questions/:id/share': z.object({ id: int, shared: z.boolean() }),
  'GET /pub/v1/assistant/answers/:id': answerView,
  'GET /v1/admin/assistant/feedback': pageOf(adminFeedbackItem),
  'GET /pub/v1/search': searchResult,
} as const;
