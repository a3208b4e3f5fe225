import { describe, expect, it } from 'vitest';
import { parseCsv } from './stock-csv.ts';

describe('reading a stock CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and keeps each record\'s line', () => {
    const text = '\ufeffsku,warehouse,quantity,reason\r\nA-1,1,5,"count, aisle 3"\n\nB-2,Delhi warehouse,0,"said ""none""\nleft"\nC-3,2,7';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'warehouse', 'quantity', 'reason'] },
      { line: 2, cells: ['A-1', '1', '5', 'count, aisle 3'] },
      { line: 4, cells: ['B-2', 'Delhi warehouse', '0', 'said "none"\nleft'] },
      { line: 6, cells: ['C-3', '2', '7'] },
    ]);
  });
  it('gives nothing for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
  });
});
