import { describe, expect, it } from 'vitest';
import { addCatalogue, t } from './catalogue.ts';
import { en, type MessageKey } from './en.ts';
import { hi } from './hi.ts';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi catalogue (issue 15)', () => {
  it('has a Hindi text for every English key and nothing else', () => {
    expect(Object.keys(hi).sort()).toEqual([...keys].sort());
    for (const k of keys) expect(hi[k].trim(), k).not.toBe('');
  });

  it('keeps every {parameter} of the English text, none added, none translated', () => {
    const wrong = keys.filter((k) => placeholders(hi[k]).join() !== placeholders(en[k]).join());
    expect(wrong).toEqual([]);
  });

  it('is Hindi: a message without Devanagari must be one with nothing to translate (codes, names, numbers)', () => {
    const untranslated = keys.filter((k) => !DEVANAGARI.test(hi[k]) && /[a-z]{4,}/.test(en[k].replace(/\{\w+\}/g, '').replace(/\bNirog\b/g, '')) && hi[k] === en[k]);
    expect(untranslated).toEqual([]);
  });

  it('answers in the language asked for, with parameters filled', () => {
    addCatalogue('hi', hi);
    expect(t('shop.pay.place', { amount: '₹218' }, 'en')).toBe('Place order · ₹218');
    const inHindi = t('shop.pay.place', { amount: '₹218' }, 'hi');
    expect(inHindi).toContain('₹218');
    expect(inHindi).toMatch(DEVANAGARI);
  });
});
