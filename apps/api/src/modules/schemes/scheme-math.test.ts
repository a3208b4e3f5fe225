/** Decision 056: the arithmetic of slabs, buy X get Y and what a partial return takes back. */
import { describe, expect, it } from 'vitest';
import type { SchemeRule } from '@nirog/shared/schemas/schemes';
import { benefitOf, clawbackOf, freeUnitsFor, returnShare, slabFor, slabUnitPrice } from './scheme-math.ts';

const slabs = [
  { minQty: 10, percentBp: 500, offPaise: null },
  { minQty: 20, percentBp: null, offPaise: 2500 },
];
const slab: SchemeRule = { kind: 'slab', slabs };
const bxgy: SchemeRule = { kind: 'bxgy', buyQty: 10, freeQty: 1, freePackageId: null, freeName: null };

describe('slabs', () => {
  it('takes the highest slab the quantity reaches, exactly at its boundary and not one below', () => {
    expect(slabFor(slabs, 9)).toBeNull();
    expect(slabFor(slabs, 10)?.minQty).toBe(10);
    expect(slabFor(slabs, 19)?.minQty).toBe(10);
    expect(slabFor(slabs, 20)?.minQty).toBe(20);
    expect(slabUnitPrice(24_999, slabs, 9)).toBe(24_999);
    // 5 % of ₹249.99 rounds to the nearest paisa: 23,749.05 → 23,749.
    expect(slabUnitPrice(24_999, slabs, 10)).toBe(23_749);
    expect(slabUnitPrice(24_999, slabs, 20)).toBe(22_499);
    // Rupees off never make a price negative.
    expect(slabUnitPrice(1_000, slabs, 25)).toBe(0);
  });

  it('values a line by what the scheme saves or gives', () => {
    expect(benefitOf(slab, 10_000, 10, 0)).toBe(5_000);
    expect(benefitOf(bxgy, 10_000, 25, 10_000)).toBe(20_000);
    expect(freeUnitsFor({ buyQty: 10, freeQty: 1 }, 9)).toBe(0);
    expect(freeUnitsFor({ buyQty: 10, freeQty: 2 }, 30)).toBe(6);
  });
});

describe('what a return takes back', () => {
  it('slab: the kept units pay the price of the slab they still reach; nothing when they still reach the same one', () => {
    const line = { rule: slab, quantity: 20, listPricePaise: 10_000, pricePaise: 7_500 };
    expect(clawbackOf({ ...line, gone: 0 })).toBe(0);
    // 19 kept: the 10+ slab (₹95) instead of ₹75: 19 × ₹20.
    expect(clawbackOf({ ...line, gone: 1 })).toBe(19 * 2_000);
    // 9 kept: no slab at all: 9 × ₹25.
    expect(clawbackOf({ ...line, gone: 11 })).toBe(9 * 2_500);
    // All returned: nothing is kept, nothing is owed.
    expect(clawbackOf({ ...line, gone: 20 })).toBe(0);
  });

  it('buy X get Y: free units kept beyond what the kept paid units earn, at their value', () => {
    const line = { rule: bxgy, quantity: 20, listPricePaise: 10_000, pricePaise: 10_000 };
    expect(clawbackOf({ ...line, gone: 0, free: { quantity: 2, gone: 0, unitValuePaise: 10_000 } })).toBe(0);
    expect(clawbackOf({ ...line, gone: 1, free: { quantity: 2, gone: 0, unitValuePaise: 10_000 } })).toBe(10_000);
    // Returning the free unit too: nothing taken back.
    expect(clawbackOf({ ...line, gone: 1, free: { quantity: 2, gone: 1, unitValuePaise: 10_000 } })).toBe(0);
  });

  it('a return never refunds below zero, and a later return of the free units gives back what an earlier one held', () => {
    const free = { quantity: 2, gone: 0, unitValuePaise: 30_000 };
    const base = { rule: bxgy, quantity: 20, listPricePaise: 10_000, pricePaise: 10_000 };
    // Returning 1 paid unit (₹100) would owe a ₹300 free unit: the share stops at ₹100, the refund at 0.
    const first = returnShare([{ ...base, gone: 1, free }], 0, 10_000);
    expect(first).toBe(10_000);
    // Then the two free units come back (paid value 0): the ₹100 held comes back.
    const second = returnShare([{ ...base, gone: 1, free: { ...free, gone: 2 } }], first, 0);
    expect(second).toBe(-10_000);
    // Over both returns: refunded 0 + 100 = the ₹100 paid for the one unit returned, never more.
    expect(10_000 - first + (0 - second)).toBe(10_000);
  });
});
