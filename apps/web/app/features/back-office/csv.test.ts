import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

describe('back-office CSV', () => {
  it('quotes what needs quoting, defuses formulas, and reads back what it wrote', () => {
    const text = toCsv(['Name', 'Note', 'Paise'], [
      ['Triphala, 60 tabs', 'says "hi"', 12_500],
      ['=HYPERLINK("x")', 'line\nbreak', null],
      ['अश्वगंधा', '-5', 0],
    ]);
    expect(text.startsWith('\uFEFFName,Note,Paise\r\n')).toBe(true);
    expect(text).toContain('"Triphala, 60 tabs","says ""hi""",12500');
    expect(text).toContain(`"'=HYPERLINK(""x"")","line\nbreak",`);
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note', 'Paise'],
      ['Triphala, 60 tabs', 'says "hi"', '12500'],
      [`'=HYPERLINK("x")`, 'line\nbreak', ''],
      ['अश्वगंधा', "'-5", '0'],
    ]);
  });

  it('reads LF files, skips blank lines and keeps a last line without a break', () => {
    expect(parseCsv('sku,qty\nA-1,5\n\nB-2,7')).toEqual([['sku', 'qty'], ['A-1', '5'], ['B-2', '7']]);
  });
});
