/**
 * The price breakdown of an order as pure arithmetic on integer paise: coupon shares per line, GST per line and for
 * delivery, nirog money within its limit, the total. Catalog prices are GST-inclusive (an MRP in India includes
 * tax), so tax is taken out of each line's net value: taxable = round(net × 10000 / (10000 + rate)), tax = net −
 * taxable. Within the seller's state tax splits into CGST and SGST (SGST takes the odd paisa); across states it is
 * IGST. A coupon is a discount at the time of sale and lowers the taxable value of the lines it applies to; nirog
 * money is a way of paying and does not change tax.
 */
import { FREE_DELIVERY_THRESHOLD_PAISE } from '@nirog/shared/catalog';
import { nirogMoneyLimitFor } from '@nirog/shared/nirog-money';
import { DELIVERY_CHARGE_PAISE, DELIVERY_GST_RATE_BP } from '@nirog/shared/orders';

export interface PricedLine {
  pricePaise: number;
  quantity: number;
  gstRateBp: number;
  /** The applied coupon covers this line (its brand/category scope). */
  couponEligible: boolean;
  /** Nirog money may not pay for this line (Kottakal). */
  noNirogMoney: boolean;
}

export interface LineAmounts {
  lineTotalPaise: number;
  couponSharePaise: number;
  netPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface BillingInput {
  lines: PricedLine[];
  couponDiscountPaise: number;
  intraState: boolean;
  userType: number;
  walletBalancePaise: number;
  useNirogMoney: boolean;
}

export interface BillingAmounts {
  lines: LineAmounts[];
  itemsTotalPaise: number;
  couponDiscountPaise: number;
  deliveryChargePaise: number;
  delivery: Omit<LineAmounts, 'lineTotalPaise' | 'couponSharePaise'>;
  nirogMoneyLimitPaise: number;
  nirogMoneyPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Splits `amount` over `weights` in proportion, exactly (largest remainder; ties go to the earlier weight). */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const out = exact.map(Math.floor);
  let left = amount - out.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** Tax contained in a GST-inclusive amount. */
export function taxOf(netPaise: number, rateBp: number, intraState: boolean) {
  const taxablePaise = Math.round((netPaise * 10_000) / (10_000 + rateBp));
  const tax = netPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const sgstPaise = intraState ? tax - cgstPaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : tax };
}

export function deliveryChargeFor(itemsTotalPaise: number): number {
  return itemsTotalPaise === 0 || itemsTotalPaise >= FREE_DELIVERY_THRESHOLD_PAISE ? 0 : DELIVERY_CHARGE_PAISE;
}

export function computeBilling(input: BillingInput): BillingAmounts {
  const totals = input.lines.map((l) => l.pricePaise * l.quantity);
  const itemsTotalPaise = totals.reduce((s, v) => s + v, 0);
  const eligibleTotals = input.lines.map((l, i) => (l.couponEligible ? totals[i] : 0));
  const coupon = Math.min(Math.max(0, input.couponDiscountPaise), eligibleTotals.reduce((s, v) => s + v, 0));
  const shares = allocate(coupon, eligibleTotals);
  const lines: LineAmounts[] = input.lines.map((l, i) => {
    const netPaise = totals[i] - shares[i];
    return { lineTotalPaise: totals[i], couponSharePaise: shares[i], netPaise, ...taxOf(netPaise, l.gstRateBp, input.intraState) };
  });
  const deliveryChargePaise = deliveryChargeFor(itemsTotalPaise);
  const delivery = { netPaise: deliveryChargePaise, ...taxOf(deliveryChargePaise, DELIVERY_GST_RATE_BP, input.intraState) };

  // Nirog money pays for the lines it may pay for, up to the user's per-order limit on their value.
  const nirogEligible = lines.reduce((s, l, i) => s + (input.lines[i].noNirogMoney ? 0 : l.netPaise), 0);
  const nirogMoneyLimitPaise = Math.min(nirogEligible, nirogMoneyLimitFor(input.userType, nirogEligible));
  const nirogMoneyPaise = input.useNirogMoney ? Math.max(0, Math.min(input.walletBalancePaise, nirogMoneyLimitPaise)) : 0;

  const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => lines.reduce((s, l) => s + l[k], 0) + delivery[k];
  return {
    lines,
    itemsTotalPaise,
    couponDiscountPaise: coupon,
    deliveryChargePaise,
    delivery,
    nirogMoneyLimitPaise,
    nirogMoneyPaise,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: itemsTotalPaise - coupon + deliveryChargePaise - nirogMoneyPaise,
  };
}
