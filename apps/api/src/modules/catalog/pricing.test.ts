import { describe, expect, it } from 'vitest';
import { priceFor, VISITOR, type Buyer } from './pricing.ts';

const pack = { mrpPaise: 20_000, salePricePaise: 18_000, fixedTradePaise: null, tradeDiscountBp: 3_000, dealBp: null };
const chemist = (status: number, tier = 3): Buyer => ({ userId: 1, userType: 6, tier, verificationStatus: status });

describe('prices by who is buying', () => {
  it('visitors and patients pay the retail price', () => {
    expect(priceFor(VISITOR, pack)).toMatchObject({ price: 18_000, priceType: 'retail', percentOff: 10 });
    expect(priceFor({ userId: 1, userType: 1, tier: 0, verificationStatus: 1 }, pack).priceType).toBe('retail');
  });

  it('trade prices only for verified trade buyers (1 verified, 3 re-verified)', () => {
    for (const status of [0, 2, 4]) expect(priceFor(chemist(status), pack).priceType).toBe('retail');
    for (const status of [1, 3]) expect(priceFor(chemist(status), pack)).toMatchObject({ price: 14_000, priceType: 'trade', percentOff: 30 });
  });

  it('a fixed price for the type and tier wins over the discount; never above retail', () => {
    expect(priceFor(chemist(1), { ...pack, fixedTradePaise: 13_500 }).price).toBe(13_500);
    expect(priceFor(chemist(1), { ...pack, fixedTradePaise: 19_000 }).price).toBe(18_000);
  });

  it('a deal comes off the price the buyer would pay, in whole paise', () => {
    expect(priceFor(VISITOR, { ...pack, dealBp: 1_500 })).toMatchObject({ price: 15_300, dealPercent: 15 });
    expect(priceFor(chemist(1), { ...pack, mrpPaise: 9_999, salePricePaise: 9_999, dealBp: 333 }).price).toBe(Math.round((Math.round(9_999 * 0.7) * 9_667) / 10_000));
  });
});
