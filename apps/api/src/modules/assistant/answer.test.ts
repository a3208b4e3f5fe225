/**
 * Composing answers (decisions 071, 077), pure functions: the model's streamed reply renumbered as it streams, claims
 * citing no existing source dropped, and the extractive answer citing only the passages close to the best one.
 */
import { describe, expect, it } from 'vitest';
import { answerPassages, CitationStream, extractiveParts, keepSupported } from './answer.ts';
import type { Passage } from './retrieval.ts';

const feed = (count: number, pieces: string[]) => {
  const s = new CitationStream(count);
  const shown = pieces.map((p) => s.push(p));
  shown.push(s.end());
  return { s, shown };
};

describe('CitationStream: the model reply as it streams', () => {
  it('passes text on at once, holds a marker split across pieces, and renumbers by first citation', () => {
    const { s, shown } = feed(5, ['Guduchi is a ', 'Rasayana [', '3', '] and Amalaki cools Pitta [1]', '. Both [3][1].']);
    expect(shown).toEqual(['Guduchi is a ', 'Rasayana ', '', '[1] and Amalaki cools Pitta [2]', '. Both [1][2].', '']);
    expect(s.order).toEqual([3, 1]);
    expect(s.marked).toBe('Guduchi is a Rasayana [1] and Amalaki cools Pitta [2]. Both [1][2].');
  });

  it('never shows a number that names no passage; [1, 4] is split into two markers; a lone bracket is text', () => {
    const { s, shown } = feed(4, ['It cures all [9]. ', 'It calms Vata [1, 4]. Range [a] ok']);
    expect(shown.join('')).toBe('It cures all . It calms Vata [1][2]. Range [a] ok');
    expect(s.marked).toBe('It cures all [0]. It calms Vata [1][2]. Range [a] ok');
    expect(s.order).toEqual([1, 4]);
  });

  it('holds back a reply that may be the refusal, and shows nothing of one that is', () => {
    const refusal = feed(3, ['NO_', 'ANSWER']);
    expect(refusal.shown.join('')).toBe('');
    expect(refusal.s.refused).toBe(true);
    const answer = feed(3, ['NO', 'rmally Vata [1].']);
    expect(answer.shown).toEqual(['', 'NOrmally Vata [1].', '']);
    expect(answer.s.refused).toBe(false);
  });
});

describe('keepSupported: every claim cites a source that exists', () => {
  it('drops a sentence citing only what does not exist, keeps uncited connecting text, renumbers the rest', () => {
    const ok = (n: number) => n === 2 || n === 3;
    const kept = keepSupported('Vata is air [1]. Pitta is fire [2]. So Kapha binds [3][1].\n\nIt cures all [0]. In short, balance matters.', ok);
    expect(kept.text).toBe('Pitta is fire [1]. So Kapha binds [2].\n\nIn short, balance matters.');
    expect(kept.cited).toEqual([2, 3]);
  });

  it('a citation after the full stop stays with its sentence', () => {
    const kept = keepSupported('Triphala has three fruits. [2] It is taken at night. [1]', (n) => n === 1);
    expect(kept).toEqual({ text: 'It is taken at night. [1]', cited: [1] });
  });

  it('an answer left citing nothing has no citations', () => {
    expect(keepSupported('All is well [4].', () => false).cited).toEqual([]);
  });
});

const passage = (title: string, score: number, text: string): Passage => ({ kind: 'glossary', ref: title, title, path: `/ayurveda/glossary/${title}`, text, score });

describe('the extractive answer', () => {
  it('cites only the passages ranked at least half as high as the best one', () => {
    const ps = [passage('a', 1.2, ''), passage('b', 0.7, ''), passage('c', 0.59, ''), passage('d', 0.3, '')];
    expect(answerPassages(ps).map((p) => p.title)).toEqual(['a', 'b']);
  });

  it('one paragraph per passage with a sentence on the question, numbered in the order cited', () => {
    const ps = [
      passage('liver', 1, 'Kalmegh is a bitter herb used for the liver. It grows in India and is harvested in autumn.'),
      passage('empty', 0.9, 'Too short.'),
      passage('kalmegh', 0.8, 'Bhumi amalaki protects the liver in jaundice. Its leaves are small and feathery.'),
    ];
    const { parts, cited } = extractiveParts(['liver', 'herbs'], ps);
    expect(parts).toEqual(['Kalmegh is a bitter herb used for the liver. [1]', 'Bhumi amalaki protects the liver in jaundice. [2]']);
    expect(cited.map((p) => p.title)).toEqual(['liver', 'kalmegh']);
  });
});
