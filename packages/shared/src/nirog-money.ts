/** The per-order nirog money limit (spec: cart profile `nirogMoneyLimit`), shared by the API and the web. */
import { NIROG_MONEY_LIMIT_PAISE } from './constants.ts';

export type NirogMoneyRule = { percent: number; capPaise: number };

export function nirogMoneyRuleFor(userType: number): NirogMoneyRule {
  return userType === 1 ? NIROG_MONEY_LIMIT_PAISE.individual : NIROG_MONEY_LIMIT_PAISE.practitioner;
}

/** The most nirog money an order of `orderPaise` may use; without an order value, the cap. */
export function nirogMoneyLimitFor(userType: number, orderPaise?: number): number {
  const rule = nirogMoneyRuleFor(userType);
  if (orderPaise === undefined) return rule.capPaise;
  return Math.max(0, Math.min(rule.capPaise, Math.floor((orderPaise * rule.percent) / 100)));
}
