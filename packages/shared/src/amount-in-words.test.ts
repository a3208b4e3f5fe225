import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWordsIndian } from './amount-in-words.ts';

describe('amount in words (Indian system, for tax invoices)', () => {
  it('zero and single paise', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paisa Only');
    expect(amountInWords(2)).toBe('Rupees Zero and Two Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });

  it('the example of an invoice total', () => {
    expect(amountInWords(123_450)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');
  });

  it('lakh and crore, not million', () => {
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(12_34_56_789_50)).toBe('Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(10_05_000_99)).toBe('Rupees Ten Lakh Five Thousand and Ninety-Nine Paise Only');
  });

  it('whole numbers: teens, tens, hundreds, and crores counted again above 99 crore', () => {
    expect(numberInWordsIndian(11)).toBe('Eleven');
    expect(numberInWordsIndian(40)).toBe('Forty');
    expect(numberInWordsIndian(101)).toBe('One Hundred One');
    expect(numberInWordsIndian(999)).toBe('Nine Hundred Ninety-Nine');
    expect(numberInWordsIndian(1_000)).toBe('One Thousand');
    expect(numberInWordsIndian(99_99_999)).toBe('Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWordsIndian(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
