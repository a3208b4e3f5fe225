import { describe, expect, it } from 'vitest';
import { allocate, computeBilling, deliveryChargeFor, taxOf } from './billing.ts';

describe('billing arithmetic (integer paise)', () => {
  it('allocates a discount exactly, in proportion, largest remainder first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [30_000, 10_000, 0])).toEqual([750, 250, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    for (const [amount, weights] of [[9_999, [12_345, 678, 90_001]], [1, [5, 5]], [50_000, [49_900, 100]]] as const) {
      const parts = allocate(amount, [...weights]);
      expect(parts.reduce((s, v) => s + v, 0)).toBe(amount);
    }
  });

  it('takes GST out of an inclusive amount: CGST + SGST within the state, IGST across', () => {
    // ₹112 at 12 %: taxable ₹100, tax ₹12.
    expect(taxOf(11_200, 1_200, true)).toEqual({ taxablePaise: 10_000, cgstPaise: 600, sgstPaise: 600, igstPaise: 0 });
    expect(taxOf(11_200, 1_200, false)).toEqual({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_200 });
    // An odd paisa of tax goes to SGST; the parts always add up to the amount.
    const odd = taxOf(10_001, 500, true);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(10_001);
    expect(odd.sgstPaise - odd.cgstPaise).toBeLessThanOrEqual(1);
    expect(taxOf(0, 1_200, true)).toEqual({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('charges delivery below the free-delivery threshold only', () => {
    expect(deliveryChargeFor(0)).toBe(0);
    expect(deliveryChargeFor(49_899)).toBe(4_900);
    expect(deliveryChargeFor(49_900)).toBe(0);
  });

  it('a coupon lowers the taxable value of the lines it covers; nirog money lowers only what is paid', () => {
    const b = computeBilling({
      lines: [
        { pricePaise: 20_000, quantity: 2, gstRateBp: 1_200, couponEligible: true, noNirogMoney: false },
        { pricePaise: 15_000, quantity: 1, gstRateBp: 500, couponEligible: false, noNirogMoney: true },
      ],
      couponDiscountPaise: 4_000,
      intraState: true,
      userType: 1,
      walletBalancePaise: 100_000,
      useNirogMoney: true,
    });
    expect(b.itemsTotalPaise).toBe(55_000);
    expect(b.lines.map((l) => l.couponSharePaise)).toEqual([4_000, 0]);
    expect(b.lines[0].netPaise).toBe(36_000);
    expect(b.deliveryChargePaise).toBe(0);
    // Individuals: 10 % of what nirog money may pay for (the first line's ₹360, not the Kottakal line).
    expect(b.nirogMoneyLimitPaise).toBe(3_600);
    expect(b.nirogMoneyPaise).toBe(3_600);
    expect(b.totalPaise).toBe(55_000 - 4_000 - 3_600);
    expect(b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise).toBe(55_000 - 4_000);
    expect(b.igstPaise).toBe(0);
  });

  it('nirog money never exceeds the balance, and a Kottakal-only cart takes none', () => {
    const line = { pricePaise: 30_000, quantity: 1, gstRateBp: 1_200, couponEligible: false, noNirogMoney: false };
    expect(computeBilling({ lines: [line], couponDiscountPaise: 0, intraState: false, userType: 1, walletBalancePaise: 1_000, useNirogMoney: true }).nirogMoneyPaise).toBe(1_000);
    const kottakal = computeBilling({ lines: [{ ...line, noNirogMoney: true }], couponDiscountPaise: 0, intraState: false, userType: 1, walletBalancePaise: 50_000, useNirogMoney: true });
    expect(kottakal.nirogMoneyLimitPaise).toBe(0);
    expect(kottakal.nirogMoneyPaise).toBe(0);
    expect(kottakal.totalPaise).toBe(30_000 + 4_900);
    // Delivery tax is in the totals too: ₹49 at 18 % inclusive.
    expect(kottakal.taxablePaise + kottakal.igstPaise).toBe(34_900);
  });
});
