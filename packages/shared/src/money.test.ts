import { describe, expect, it } from 'vitest';
import { formatRupees, MAX_TYPED_PAISE, rupeesToPaise } from './money.ts';

describe('rupees as people read and type them', () => {
  it('formats paise with Indian grouping, paise only when there are some', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('reads what a person types into exact paise', () => {
    expect(rupeesToPaise('1,234.50')).toBe(123_450);
    expect(rupeesToPaise('₹ 500')).toBe(50_000);
    expect(rupeesToPaise('0.5')).toBe(50);
    expect(rupeesToPaise('19.99')).toBe(1_999); // not 1998.9999 as a float would give
  });

  it('refuses what is not an amount, or is above the limit', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e5', '12.5.1', '0x10']) expect(rupeesToPaise(bad), bad).toBeNull();
    expect(rupeesToPaise('10,00,00,000')).toBe(MAX_TYPED_PAISE);
    expect(rupeesToPaise('10,00,00,000.01')).toBeNull();
    expect(rupeesToPaise('500', 40_000)).toBeNull();
  });
});
