/**
 * What a buyer pays for a pack: the retail (D2C) price for visitors, patients and unverified practitioners; for
 * verified trade buyers the fixed price set for their type and tier, else MRP less their type-and-tier discount.
 * A live deal takes its discount off that price. All amounts are integer paise.
 */
import { percentOff, seesTradePrices } from '@nirog/shared/catalog';

export interface Buyer {
  userId: number | null;
  userType: number | null;
  tier: number;
  verificationStatus: number | null;
}

export const VISITOR: Buyer = { userId: null, userType: null, tier: 0, verificationStatus: null };

export interface PriceInputs {
  mrpPaise: number;
  salePricePaise: number;
  /** Fixed trade price for this buyer's type and tier, if an operator set one. */
  fixedTradePaise: number | null;
  /** Trade discount off MRP for this buyer's type and tier, basis points. */
  tradeDiscountBp: number | null;
  /** The best live deal for this buyer, basis points. */
  dealBp: number | null;
}

export interface Price {
  mrp: number;
  price: number;
  priceType: 'retail' | 'trade';
  percentOff: number;
  dealPercent: number | null;
}

export const applyBp = (paise: number, bp: number) => Math.round((paise * (10_000 - bp)) / 10_000);

export function priceFor(buyer: Buyer, p: PriceInputs): Price {
  const trade = seesTradePrices(buyer.userType, buyer.verificationStatus) && (p.fixedTradePaise != null || p.tradeDiscountBp != null);
  let base = p.salePricePaise;
  if (trade) base = p.fixedTradePaise ?? applyBp(p.mrpPaise, p.tradeDiscountBp!);
  // Never above the retail price: a trade price that would cost more is not a trade price.
  if (trade) base = Math.min(base, p.salePricePaise);
  const price = p.dealBp ? applyBp(base, p.dealBp) : base;
  return {
    mrp: p.mrpPaise,
    price,
    priceType: trade ? 'trade' : 'retail',
    percentOff: percentOff(p.mrpPaise, price),
    dealPercent: p.dealBp ? Math.floor(p.dealBp / 100) : null,
  };
}

/** Which deals a buyer qualifies for: 'all' always, 'trade' for trade-price buyers, 'd2c' otherwise. */
export function dealAudience(buyer: Buyer): 'trade' | 'd2c' {
  return seesTradePrices(buyer.userType, buyer.verificationStatus) ? 'trade' : 'd2c';
}
