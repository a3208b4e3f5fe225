/**
 * The Vaidya assistant (issue 26, decision 071). What always holds:
 * - an answer cites only passages retrieved for its asker (retrieval.ts applies the asker's visibility), numbered
 *   [1]..[n] in the answer; with no passage the answer is "I could not find this in our texts"; an emergency gets the
 *   advice to seek care now and nothing else; a dosing question for children or in pregnancy carries a caution;
 * - the daily quota (India day) and the per-minute limit count the asker's stored questions under a per-asker
 *   advisory lock, in the transaction that stores the new one, so parallel asks cannot pass them; a question whose
 *   answer failed is deleted (it does not use the quota);
 * - access (spec section 6, AiAssistant): write asks with the user quota; read is view only (403 with the alert);
 *   none (patients by default) asks only as on the public /bot page, with the visitor's allowance per account;
 * - answers, feedback and sharing are the asker's own: another's id answers 404.
 */
import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { t } from '@nirog/shared/messages/catalogue';
import { ASSISTANT_FEEDBACK_OPTIONS, ASSISTANT_RULES, OTHER_OPTION_IDS, type SourceKind } from '@nirog/shared/assistant';
import type { AnswerRecord as AnswerView, AskRecord as AskResult, Citation, FeedbackBody, QuotaView, SourceItem } from '@nirog/shared/schemas/assistant';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { LlmProvider } from '../../providers/llm/llm.provider.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import { users } from '../identity/identity.tables.ts';
import { answerPassages, CitationStream, extractiveParts, keepSupported, llmMessages, safetyOf } from './answer.ts';
import { assistantFeedback, assistantQuestions } from './assistant.tables.ts';
import type { Passage, Retrieval, Viewer } from './retrieval.ts';

/** Who asks: a user (by session) or a visitor (by a daily key of their address). */
export type Asker = { user: { id: number; userType: number } } | { visitorIp: string };

/**
 * What an ask streams as it goes (decision 077; the SSE route): `start` once the question is reserved (quota and
 * rate limit passed), `token` for each piece of the answer as it is composed, `reset` when what was streamed is
 * replaced (the model failed or cited nothing, and the extractive answer follows). The complete answer, with its
 * citations checked, is what `ask` returns.
 */
export interface AskLive {
  start(id: number): void;
  token(text: string): void;
  reset(): void;
}

type QuestionRow = typeof assistantQuestions.$inferSelect;
type Sections = AnswerView['sections'];

const CITED_KINDS: SourceKind[] = ['glossary', 'condition', 'treatment', 'article', 'post'];
const SECTION_SIZE = 6;
/** What one ask retrieves: the citable kinds and the sections' medicines and doctors. */
export const ASK_KINDS: SourceKind[] = [...CITED_KINDS, 'product', 'doctor'];
const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** A passage ranked below this shares too little with the question to be cited. */
const MIN_SCORE = 0.02;

const notFound = () => AppError.of('not_found', 'assistant.error.notFound');
const item = (p: Passage): SourceItem => ({ kind: p.kind, ref: p.ref, title: p.title, path: p.path, text: p.text.slice(0, 200) });

/** The passages an answer may cite: knowledge, articles and posts, best first, one per page, at most citeMax. */
export function citable(found: Record<SourceKind, Passage[]>): Passage[] {
  const seen = new Set<string>();
  return CITED_KINDS.flatMap((k) => found[k])
    .filter((p) => p.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .filter((p) => !seen.has(p.path) && !!seen.add(p.path))
    .slice(0, ASSISTANT_RULES.citeMax);
}

export function indiaDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + IST_MS) / DAY_MS) * DAY_MS - IST_MS);
}

/** The public page of a shared answer (links module: entityType answer), or null when it is not shared. */
export async function sharedAnswerPath(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ id: assistantQuestions.id }).from(assistantQuestions).where(and(eq(assistantQuestions.id, id), eq(assistantQuestions.shared, true))).limit(1);
  return row ? `/bot?answer=${row.id}` : null;
}

export interface AssistantDeps {
  db: Db;
  retrieval: Retrieval;
  llm: LlmProvider | null;
  now?: () => Date;
}

export function createAssistantService({ db, retrieval, llm, now = () => new Date() }: AssistantDeps) {
  /** A visitor's key: their address hashed with the India date, so it names them for one day and no longer. */
  const visitorKey = (ip: string) => crypto.createHash('sha256').update(`assistant:${indiaDayStart(now()).toISOString()}:${ip}`).digest('hex').slice(0, 40);

  async function viewerOf(asker: Asker): Promise<{ viewer: Viewer; limit: number }> {
    if (!('user' in asker)) return { viewer: { userId: null, seesPractitionerPosts: false }, limit: ASSISTANT_RULES.dailyVisitor };
    const map = await accessMap(db, asker.user);
    return {
      viewer: { userId: asker.user.id, seesPractitionerPosts: map.Feed !== 3 },
      limit: map.AiAssistant === 1 ? ASSISTANT_RULES.dailyUser : ASSISTANT_RULES.dailyVisitor,
    };
  }

  const ownerWhere = (asker: Asker) => ('user' in asker ? eq(assistantQuestions.userId, asker.user.id) : eq(assistantQuestions.visitorKey, visitorKey(asker.visitorIp)));

  async function quota(asker: Asker): Promise<QuotaView> {
    const { limit } = await viewerOf(asker);
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(assistantQuestions)
      .where(and(ownerWhere(asker), sql`${assistantQuestions.createdAt} >= ${indiaDayStart(now())}`));
    const used = Number(r?.n ?? 0);
    return { used, limit, remaining: Math.max(0, limit - used), visitor: !('user' in asker) };
  }

  /**
   * The answer from the passages: the model's when one is configured and it cites a passage, else the extractive one.
   * Either way, as it streams (`live`), and at the end with its citations checked against the records as they are now
   * (a sentence citing only what no longer exists is dropped, numbers renumbered); nothing left cited: null.
   */
  async function compose(viewer: Viewer, question: string, passages: Passage[], words: string[], live?: AskLive): Promise<{ text: string; composer: 'extractive' | 'llm'; cited: Passage[] } | null> {
    const checked = async (text: string, cited: Passage[]) => {
      const visible = await retrieval.stillVisible(viewer, cited);
      const kept = keepSupported(text, (n) => n >= 1 && n <= cited.length && visible.has(`${cited[n - 1]!.kind}:${cited[n - 1]!.ref}`));
      return kept.cited.length ? { text: kept.text, cited: kept.cited.map((n) => cited[n - 1]!) } : null;
    };
    if (llm) {
      const stream = new CitationStream(passages.length);
      let streamed = false;
      try {
        for await (const piece of llm.stream(llmMessages(question, passages))) {
          const shown = stream.push(piece);
          if (shown) (streamed = true), live?.token(shown);
        }
        const rest = stream.end();
        if (rest) (streamed = true), live?.token(rest);
        if (!stream.refused) {
          const kept = await checked(stream.marked, stream.order.map((n) => passages[n - 1]!));
          if (kept) return { ...kept, composer: 'llm' };
        }
      } catch {
        // The model is down or timed out: the extractive answer below still answers, from the same passages.
      }
      if (streamed) live?.reset();
    }
    const { parts, cited } = extractiveParts(words, answerPassages(passages));
    parts.forEach((part, i) => live?.token(i ? `\n\n${part}` : part));
    const kept = await checked(parts.join('\n\n'), cited);
    return kept && { ...kept, composer: 'extractive' };
  }

  function view(row: QuestionRow, feedback: typeof assistantFeedback.$inferSelect | null): AnswerView {
    return {
      id: row.id,
      question: row.question,
      answer: row.answer,
      outcome: row.outcome as AnswerView['outcome'],
      composer: row.composer as AnswerView['composer'],
      caution: row.caution,
      citations: row.citations as Citation[],
      sections: { discussions: [], medicines: [], vaidyas: [], blogs: [], ...(row.sections as Partial<Sections>) },
      shared: row.shared,
      feedback: feedback ? { reaction: feedback.reaction, options: feedback.options, otherText: feedback.otherText } : null,
      createdAt: row.createdAt,
    };
  }

  async function feedbackOf(questionId: number) {
    const [f] = await db.select().from(assistantFeedback).where(eq(assistantFeedback.questionId, questionId)).limit(1);
    return f ?? null;
  }

  async function ownRow(asker: Asker, id: number): Promise<QuestionRow> {
    const [row] = await db.select().from(assistantQuestions).where(and(eq(assistantQuestions.id, id), ownerWhere(asker))).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    quota,

    async ask(asker: Asker, question: string, live?: AskLive): Promise<AskResult> {
      if ('user' in asker) {
        const level = (await accessMap(db, asker.user)).AiAssistant;
        if (level === 2) throw viewOnlyRefusal('AiAssistant');
      }
      const { viewer, limit } = await viewerOf(asker);
      const at = now();
      const owner = 'user' in asker ? { userId: asker.user.id, visitorKey: null } : { userId: null, visitorKey: visitorKey(asker.visitorIp) };
      // Reserve the question under the asker's lock: the quota and the rate limit hold under parallel asks.
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`assistant:${owner.userId ?? owner.visitorKey}`}))`);
        const [c] = await tx
          .select({ day: sql<number>`count(*)::int`, minute: sql<number>`count(*) FILTER (WHERE ${assistantQuestions.createdAt} > ${new Date(at.getTime() - 60_000)})::int` })
          .from(assistantQuestions)
          .where(and(ownerWhere(asker), sql`${assistantQuestions.createdAt} >= ${indiaDayStart(at)}`));
        if (Number(c?.day ?? 0) >= limit) throw AppError.of('rate_limited', 'visitorKey' in owner && owner.visitorKey ? 'assistant.error.visitorQuota' : 'assistant.error.quota', { limit });
        if (Number(c?.minute ?? 0) >= ASSISTANT_RULES.perMinute) throw AppError.of('rate_limited', 'assistant.error.tooFast');
        const [row] = await tx.insert(assistantQuestions).values({ ...owner, question, createdAt: at }).returning({ id: assistantQuestions.id });
        return row!.id;
      });
      live?.start(id);
      try {
        const safety = safetyOf(question);
        let outcome: AnswerView['outcome'] = 'answered';
        let answer = '';
        let composer: AnswerView['composer'] = 'extractive';
        let citations: Citation[] = [];
        const sections: Sections = { discussions: [], medicines: [], vaidyas: [], blogs: [] };
        if (safety.emergency) {
          outcome = 'emergency';
          answer = t('assistant.answer.emergency');
        } else {
          const found = await retrieval.search(viewer, question, ASK_KINDS, SECTION_SIZE, { semantic: true });
          const ranked = citable(found);
          const words = (await retrieval.terms(question)).words.map((w) => w.fix ?? w.word);
          const composed = ranked.length ? await compose(viewer, question, ranked, words, live) : null;
          if (!composed) {
            outcome = 'no_sources';
            answer = t('assistant.answer.noSources');
          } else {
            answer = composed.text;
            composer = composed.composer;
            citations = composed.cited.map((p, i) => ({ ...item(p), n: i + 1 }));
          }
          sections.discussions = found.post.map(item);
          sections.medicines = found.product.map(item);
          sections.vaidyas = (found.doctor.length ? found.doctor : await retrieval.topDoctors(4)).slice(0, 4).map(item);
          sections.blogs = found.article.map(item);
        }
        const [row] = await db
          .update(assistantQuestions)
          .set({ answer, outcome, composer, caution: safety.caution, citations, sections })
          .where(eq(assistantQuestions.id, id))
          .returning();
        return { ...view(row!, null), quota: await quota(asker) };
      } catch (err) {
        await db.delete(assistantQuestions).where(eq(assistantQuestions.id, id));
        throw err;
      }
    },

    async history(userId: number) {
      const items = await db
        .select({ id: assistantQuestions.id, question: assistantQuestions.question, outcome: assistantQuestions.outcome, createdAt: assistantQuestions.createdAt })
        .from(assistantQuestions)
        .where(eq(assistantQuestions.userId, userId))
        .orderBy(desc(assistantQuestions.createdAt), desc(assistantQuestions.id))
        .limit(ASSISTANT_RULES.historyMax);
      return { items, total: items.length };
    },

    async get(asker: Asker, id: number): Promise<AnswerView> {
      const row = await ownRow(asker, id);
      return view(row, await feedbackOf(id));
    },

    async feedback(asker: Asker, id: number, body: FeedbackBody) {
      const row = await ownRow(asker, id);
      if (row.outcome === 'emergency') throw AppError.of('business_rule', 'assistant.error.noFeedback');
      const options = [...new Set(body.options)].sort((a, b) => a - b);
      for (const o of options) {
        const opt = ASSISTANT_FEEDBACK_OPTIONS.find((x) => x.id === o);
        if (!opt || opt.reaction !== body.reaction) throw AppError.field('options', t('assistant.rule.options'));
      }
      const other = options.some((o) => OTHER_OPTION_IDS.includes(o));
      if (other && !body.otherText) throw AppError.field('otherText', t('assistant.rule.otherText'));
      const values = { reaction: body.reaction, options, otherText: other ? (body.otherText ?? null) : null, createdAt: now() };
      const [f] = await db
        .insert(assistantFeedback)
        .values({ questionId: id, userId: 'user' in asker ? asker.user.id : null, ...values })
        .onConflictDoUpdate({ target: assistantFeedback.questionId, set: values })
        .returning();
      return { reaction: f!.reaction, options: f!.options, otherText: f!.otherText };
    },

    /** Makes one's answer public at /bot?answer={id}: refused when it cites a post only practitioners may see. */
    async share(userId: number, id: number) {
      const row = await ownRow({ user: { id: userId, userType: 0 } }, id);
      if (row.outcome !== 'answered') throw AppError.of('business_rule', 'assistant.error.notShareable');
      const postIds = (row.citations as Citation[]).filter((c) => c.kind === 'post').map((c) => Number(c.ref));
      if (await citesClosed(postIds)) throw AppError.of('business_rule', 'assistant.error.citesPractitionerPosts');
      await db.update(assistantQuestions).set({ shared: true }).where(eq(assistantQuestions.id, id));
      return { id, shared: true };
    },

    /** A shared answer, as a visitor sees it: discussions only practitioners may see are left out. */
    async shared(id: number): Promise<AnswerView> {
      const [row] = await db.select().from(assistantQuestions).where(and(eq(assistantQuestions.id, id), eq(assistantQuestions.shared, true))).limit(1);
      if (!row) throw notFound();
      const v = view(row, null);
      const open = await openPosts(v.sections.discussions.map((d) => Number(d.ref)));
      return { ...v, sections: { ...v.sections, discussions: v.sections.discussions.filter((d) => open.has(Number(d.ref))) } };
    },

    async adminFeedback(q: { skip: number; limit: number; reaction?: 0 | 1 }) {
      const where = q.reaction === undefined ? undefined : eq(assistantFeedback.reaction, q.reaction);
      const rowsFound = await db
        .select({ f: assistantFeedback, q: assistantQuestions, name: users.fullName })
        .from(assistantFeedback)
        .innerJoin(assistantQuestions, eq(assistantQuestions.id, assistantFeedback.questionId))
        .leftJoin(users, eq(users.id, assistantFeedback.userId))
        .where(where)
        .orderBy(desc(assistantFeedback.createdAt), desc(assistantFeedback.id))
        .offset(q.skip)
        .limit(q.limit);
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(assistantFeedback).where(where);
      return {
        items: rowsFound.map(({ f, q: row, name }) => ({
          id: f.id,
          questionId: row.id,
          question: row.question,
          answer: row.answer,
          citations: row.citations as Citation[],
          reaction: f.reaction,
          options: f.options.map((o) => {
            const opt = ASSISTANT_FEEDBACK_OPTIONS.find((x) => x.id === o);
            return opt ? t(opt.key) : String(o);
          }),
          otherText: f.otherText,
          askedBy: name ?? null,
          createdAt: f.createdAt,
        })),
        total: Number(c?.n ?? 0),
      };
    },
  };

  async function openPosts(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const r = (await db.execute(sql`SELECT id FROM feed_posts WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) AND NOT practitioners_only AND hidden_at IS NULL`)) as unknown as { rows: Array<{ id: number }> };
    return new Set(r.rows.map((x) => Number(x.id)));
  }
  async function citesClosed(postIds: number[]) {
    const open = await openPosts(postIds);
    return postIds.some((p) => !open.has(p));
  }
}

export type AssistantService = ReturnType<typeof createAssistantService>;
