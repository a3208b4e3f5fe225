/**
 * Composing an answer from retrieved passages (decision 071). Pure functions, no database:
 * - `safetyOf`: an emergency (chest pain, stroke signs, suicidal thoughts, poisoning...) gets advice to seek care now
 *   and no answer; a question on doses for children or in pregnancy gets a caution shown above the answer.
 * - `extractiveParts`: without a language model, the sentences of the passages ranked near the best (`answerPassages`)
 *   that share the most words with the question, each followed by its source's number [n]; every sentence comes from
 *   a passage, so every claim cites.
 * - `llmMessages` + `CitationStream` + `keepSupported` (decision 077): with a model, it sees only the numbered passages
 *   and is told to answer from them alone and cite [n]; its reply streams with markers renumbered as they come and
 *   numbers that name no passage never shown; at the end a claim citing nothing that still exists is dropped, and an
 *   answer left citing nothing is replaced by the extractive one, so no answer is shown without its sources.
 */
import type { ChatMessage } from '../../providers/llm/llm.provider.ts';
import type { Passage } from './retrieval.ts';

const EMERGENCY = [
  /chest\s*(pain|tightness|pressure)/i,
  /heart\s*attack/i,
  /\bstroke\b/i,
  /(can'?t|cannot|unable to|difficulty|trouble)\s+breath/i,
  /not\s+breathing/i,
  /suicid/i,
  /kill\s+(my|him|her|them)self|end\s+my\s+life|want\s+to\s+die/i,
  /self[-\s]?harm/i,
  /unconscious|fainted|seizure|convulsion/i,
  /(heavy|severe|uncontrolled)\s+bleeding|vomiting\s+blood|blood\s+in\s+vomit/i,
  /poison|overdose|swallowed\s+(pills|tablets)/i,
  /snake\s*bite/i,
  /सीने\s*में\s*दर्द|आत्महत्या/,
];
const DOSE = /\b(dose|doses|dosage|dosing|how\s+much|how\s+many|mg|ml|grams?|tablets?\s+a\s+day|quantity)\b|मात्रा|खुराक/i;
const VULNERABLE = /\b(child|children|kid|kids|baby|babies|infant|infants|toddler|newborn|paediatric|pediatric|pregnan\w*|expecting|nursing|breast\s*feeding|lactat\w*)\b|बच्च|गर्भ/i;

export function safetyOf(question: string): { emergency: boolean; caution: boolean } {
  const emergency = EMERGENCY.some((r) => r.test(question));
  return { emergency, caution: !emergency && DOSE.test(question) && VULNERABLE.test(question) };
}

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?।])\s+(?=[A-Z\u0900-\u097F"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 25 && s.length <= 400);

const wordsOf = (s: string) => new Set((s.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => w.length >= 3));

/**
 * The passages an extractive answer cites (decision 077): those ranked at least half as high as the best one, at most
 * ANSWER_MAX. Retrieval returns five passages, but below half the best score a passage usually shares only a side
 * word with the question ("routine" in an evening-routine article for a Pitta question): citing it lowers precision
 * without adding an answer. The model path still sees all five and cites what it uses.
 */
export const ANSWER_MAX = 4;
export const ANSWER_SCORE_RATIO = 0.5;
export function answerPassages(passages: Passage[]): Passage[] {
  const top = Math.max(0, ...passages.map((p) => p.score));
  return passages.filter((p) => p.score >= top * ANSWER_SCORE_RATIO).slice(0, ANSWER_MAX);
}

/**
 * Up to two sentences per passage, those sharing the most words (a prefix of 5 letters counts) with the question,
 * one paragraph per passage ending with its number [n]; a passage without a usable sentence is left out, so the
 * numbers name `cited` in order.
 */
export function extractiveParts(words: string[], passages: Passage[]): { parts: string[]; cited: Passage[] } {
  const stems = words.map((w) => w.slice(0, 5)).filter((w) => w.length >= 3);
  const parts: string[] = [];
  const cited: Passage[] = [];
  for (const p of passages) {
    const scored = sentencesOf(p.text).map((s, at) => {
      const ws = [...wordsOf(s)];
      const hits = stems.filter((st) => ws.some((w) => w.startsWith(st))).length;
      return { s, at, hits };
    });
    const best = scored
      .filter((x) => x.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.at - b.at)
      .slice(0, 2)
      .sort((a, b) => a.at - b.at);
    const chosen = best.length ? best : scored.slice(0, 1);
    if (!chosen.length) continue;
    cited.push(p);
    parts.push(`${chosen.map((x) => x.s).join(' ')} [${cited.length}]`);
  }
  return { parts, cited };
}

export function extractiveAnswer(words: string[], passages: Passage[]): string {
  return extractiveParts(words, passages).parts.join('\n\n');
}

export function llmMessages(question: string, passages: Passage[]): ChatMessage[] {
  const sources = passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text.slice(0, 1500)}`).join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You are an assistant for Ayurvedic practitioners. Answer ONLY from the numbered sources below; do not add facts they do not state. ' +
        'After every sentence cite the source it comes from as [n]. If the sources do not answer the question, reply exactly: NO_ANSWER. ' +
        'Do not give doses for children or in pregnancy. Keep it under 200 words.\n\nSources:\n' +
        sources,
    },
    { role: 'user', content: question },
  ];
}

/** One citation marker as a model writes it: [2], or several numbers in one pair of brackets, [1, 3]. */
const MARKER = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/;
/** What may still become a marker when more of the stream arrives. */
const MARKER_PREFIX = /^\[[\d,\s]{0,12}$/;
const REFUSAL = 'NO_ANSWER';
/** Written in place of a marker that named no passage: never shown, it marks the claim as unsupported. */
const UNSUPPORTED = '[0]';

/**
 * The model's reply as it streams (decision 077): each piece is passed on at once, except that a citation marker is
 * held until complete and then renumbered in order of first citation ([3] first cited becomes [1]), so the text the
 * page shows while it streams is the text kept; a marker naming no passage is never shown. The start of a reply that
 * may be the refusal (NO_ANSWER) is held back until it cannot be.
 */
export class CitationStream {
  private raw = '';
  private pending = '';
  /** As shown, with UNSUPPORTED where a marker named no passage. */
  marked = '';
  /** Passage numbers (1-based, of the passages sent) in order of first citation: the shown [k] is order[k-1]. */
  readonly order: number[] = [];
  constructor(private readonly count: number) {}

  get refused(): boolean {
    return this.raw.includes(REFUSAL);
  }

  /** The part of the reply that can be shown now. */
  push(piece: string): string {
    this.raw += piece;
    this.pending += piece;
    if (this.refused) return '';
    if (!this.marked && REFUSAL.startsWith(this.raw.trimStart())) return '';
    return this.drain(false);
  }

  /** The rest, at the end of the reply. */
  end(): string {
    return this.refused ? '' : this.drain(true);
  }

  private drain(final: boolean): string {
    let shown = '';
    let marked = '';
    while (this.pending) {
      const at = this.pending.indexOf('[');
      if (at < 0) {
        shown += this.pending;
        marked += this.pending;
        this.pending = '';
        break;
      }
      shown += this.pending.slice(0, at);
      marked += this.pending.slice(0, at);
      this.pending = this.pending.slice(at);
      const m = this.pending.match(MARKER);
      if (m && m.index === 0) {
        const ks = m[1]!.split(',').map((n) => this.numberOf(Number(n.trim())));
        const valid = ks.filter((k) => k > 0);
        shown += valid.map((k) => `[${k}]`).join('');
        marked += valid.length ? valid.map((k) => `[${k}]`).join('') : UNSUPPORTED;
        this.pending = this.pending.slice(m[0].length);
        continue;
      }
      if (!final && MARKER_PREFIX.test(this.pending)) break;
      shown += '[';
      marked += '[';
      this.pending = this.pending.slice(1);
    }
    this.marked += marked;
    return shown;
  }

  private numberOf(n: number): number {
    if (!(n >= 1 && n <= this.count)) return 0;
    const k = this.order.indexOf(n);
    if (k >= 0) return k + 1;
    this.order.push(n);
    return this.order.length;
  }
}

/** Sentences, a citation written after the full stop staying with its sentence. */
const SENTENCE_BREAK = /(?<=[.!?।](?:\s*\[\d+\])*)\s+(?!\[)/;

/**
 * The answer as kept (decision 077): a sentence whose citations all name no source that exists (`ok` says which of
 * the numbers still do) is dropped, as a claim without a source; other markers naming nothing are removed; the
 * numbers left are renumbered 1.. in order of first citation. `cited` lists the old numbers in the new order; an
 * answer left citing nothing has `cited` empty.
 */
export function keepSupported(text: string, ok: (n: number) => boolean): { text: string; cited: number[] } {
  const order: number[] = [];
  const paragraphs = text
    .split(/\n{2,}/)
    .map((para) =>
      para
        .split(SENTENCE_BREAK)
        .filter((sentence) => {
          const ns = [...sentence.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
          return !ns.length || ns.some(ok);
        })
        .map((sentence) =>
          sentence.replace(/\[(\d+)\]/g, (_m, d: string) => {
            const n = Number(d);
            if (!ok(n)) return '';
            if (!order.includes(n)) order.push(n);
            return `[${order.indexOf(n) + 1}]`;
          }),
        )
        .join(' ')
        .replace(/[ \t]+([.,;:!?।])/g, '$1')
        .replace(/[ \t]{2,}/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return { text: paragraphs.join('\n\n'), cited: order };
}
