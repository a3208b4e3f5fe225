/**
 * Composing an answer from retrieved passages (decision 071). Pure functions, no database:
 * - `safetyOf`: an emergency (chest pain, stroke signs, suicidal thoughts, poisoning...) gets advice to seek care now
 *   and no answer; a question on doses for children or in pregnancy gets a caution shown above the answer.
 * - `extractiveAnswer`: without a language model, the sentences of the best passages that share the most words with
 *   the question, each followed by its source's number [n]; every sentence comes from a passage, so every claim cites.
 * - `llmMessages` + `checkedCitations`: with a model, it sees only the numbered passages and is told to answer from
 *   them alone and cite [n]; numbers that name no passage are removed, and an answer left citing nothing is replaced by
 *   the extractive one, so no answer is shown without its sources.
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

/** Up to two sentences per passage, those sharing the most words (a prefix of 5 letters counts) with the question. */
export function extractiveAnswer(words: string[], passages: Passage[]): string {
  const stems = words.map((w) => w.slice(0, 5)).filter((w) => w.length >= 3);
  const lines: string[] = [];
  passages.forEach((p, i) => {
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
    if (chosen.length) lines.push(`${chosen.map((x) => x.s).join(' ')} [${i + 1}]`);
  });
  return lines.join('\n\n');
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

/** The model's answer with only citations that name a passage; null when it cites none (or said NO_ANSWER). */
export function checkedCitations(answer: string, count: number): { text: string; cited: number[] } | null {
  if (/NO_ANSWER/.test(answer)) return null;
  const cited = new Set<number>();
  const text = answer
    .replace(/\[(\d{1,2})\]/g, (m, n: string) => {
      const i = Number(n);
      if (i >= 1 && i <= count) {
        cited.add(i);
        return m;
      }
      return '';
    })
    .trim();
  return cited.size ? { text, cited: [...cited].sort((a, b) => a - b) } : null;
}
