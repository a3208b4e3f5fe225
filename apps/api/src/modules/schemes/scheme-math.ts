/**
 * The arithmetic of trade schemes (decision 056), on integer paise, for one pack line of an order:
 *
 * - Slab: the highest slab whose minimum the line's quantity reaches sets the unit price: `round(price × (1 − bp))`
 *   or `price − off` (never below 0). Every unit of the line pays that price.
 * - Buy X get Y: each full X paid units earn Y free units (of the same pack, or of the named free pack), billed at 0.
 * - A return takes back what the kept units no longer earn: for a slab line, kept × (price at the kept quantity −
 *   price paid); for a free line, the free units kept beyond what the kept paid units earn, at what a free unit is
 *   worth to the buyer. The refund of a return is what was paid for the returned units less that share, never below
 *   0, and over all returns of an order never more than was paid for the units returned (see `returnShare`).
 */
import type { SchemeRule, SchemeSlab } from '@nirog/shared/schemas/schemes';
import { applyBp } from '../catalog/pricing.ts';

/** The slab a quantity reaches (the one with the highest minimum at or below it), or null. */
export function slabFor(slabs: SchemeSlab[], quantity: number): SchemeSlab | null {
  let best: SchemeSlab | null = null;
  for (const s of slabs) if (quantity >= s.minQty && (!best || s.minQty > best.minQty)) best = s;
  return best;
}

/** The unit price of `quantity` units under a slab rule (the list price when no slab is reached). */
export function slabUnitPrice(listPaise: number, slabs: SchemeSlab[], quantity: number): number {
  const s = slabFor(slabs, quantity);
  if (!s) return listPaise;
  return s.percentBp !== null ? applyBp(listPaise, s.percentBp) : Math.max(0, listPaise - (s.offPaise ?? 0));
}

/** Free units that `paidUnits` earn under a buy-X-get-Y rule. */
export function freeUnitsFor(rule: { buyQty: number; freeQty: number }, paidUnits: number): number {
  return paidUnits > 0 ? Math.floor(paidUnits / rule.buyQty) * rule.freeQty : 0;
}

/** What a line is worth to the buyer under a rule: the paise a slab saves, or the value of the free units. */
export function benefitOf(rule: SchemeRule, listPaise: number, quantity: number, freeUnitPaise: number): number {
  if (rule.kind === 'slab') return (listPaise - slabUnitPrice(listPaise, rule.slabs, quantity)) * quantity;
  return freeUnitsFor(rule, quantity) * freeUnitPaise;
}

/** One scheme line of an order, as its return maths needs it. */
export interface SchemeLineState {
  rule: SchemeRule;
  /** Units ordered, and units out of the buyer's hands after this return (returned or in an open return). */
  quantity: number;
  gone: number;
  /** Slab: the list price and the price paid. */
  listPricePaise: number;
  pricePaise: number;
  /** Buy X get Y: the free line's units ordered and gone, and what one free unit is worth. */
  free?: { quantity: number; gone: number; unitValuePaise: number };
}

/** The benefit the kept units of a scheme line no longer earn (paise, never below 0). */
export function clawbackOf(s: SchemeLineState): number {
  const kept = s.quantity - s.gone;
  if (s.rule.kind === 'slab') {
    if (kept <= 0) return 0;
    return Math.max(0, (slabUnitPrice(s.listPricePaise, s.rule.slabs, kept) - s.pricePaise) * kept);
  }
  if (!s.free) return 0;
  const freeKept = s.free.quantity - s.free.gone;
  return Math.max(0, freeKept - freeUnitsFor(s.rule, kept)) * s.free.unitValuePaise;
}

/**
 * The scheme share a return takes back, given the order's scheme lines after it and what the earlier returns already
 * took back: the order's total clawback now less what was taken before, at most the return's own paid value (so its
 * refund is never negative). It is negative when the buyer now gives back free units an earlier return charged for:
 * that return's share comes back. Over all returns, refunds = paid value of the units returned − the clawback of
 * what is kept ≤ what was paid for them.
 */
export function returnShare(after: SchemeLineState[], takenBeforePaise: number, returnValuePaise: number): number {
  const total = after.reduce((s, l) => s + clawbackOf(l), 0);
  return Math.min(returnValuePaise, total - takenBeforePaise);
}
