/** Test helpers for earnings and payouts: an earner with money available and verified payout details past the hold. */
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { call, type Actor } from '../care/care-test-kit.ts';

/** Adds `paise` to the earner's available balance the way a settled partner order does (pending, then settled). */
export async function earn(t: TestApp, earnerId: number, paise: number, sourceId: number) {
  await t.db.database.db.transaction(async (tx) => {
    await t.app.earnings.recordPendingWithin(tx, { earnerId, paise, source: 'partner_order', sourceId, availableAt: new Date(t.clock.now.getTime() + 86_400_000), idempotencyKey: `test-order:${sourceId}` });
    await t.app.earnings.settleWithin(tx, { source: 'partner_order', sourceId, reason: 'test: settled' });
  });
}

/** Saves a UPI id (or the given details) with the OTP sent to `mobile`; answers the PUT's result. */
export async function saveMethod(t: TestApp, who: Actor, mobile: string, body: Record<string, unknown> = { type: 'upiId', accountHolder: 'Test Earner', upiId: 'test.earner@okaxis' }) {
  expect((await call(t, who, 'POST', '/api/v0/payout/method/otp', {})).status).toBe(200);
  return call(t, who, 'PUT', '/api/v0/payout/method', { ...body, otp: t.sms.lastOtp(mobile) });
}

/** Balances equal the sums of their entries, none is negative, every transaction adds up to zero. */
export async function expectConsistent(t: TestApp, userId: number) {
  const v = await t.app.earnings.verifyLedger(userId);
  expect(v.unbalancedTransactions, `unbalanced transactions of ${userId}`).toEqual([]);
  expect(v.pendingPaise).toBe(v.pendingEntriesPaise);
  expect(v.availablePaise).toBe(v.availableEntriesPaise);
  expect(v.pendingPaise).toBeGreaterThanOrEqual(0);
  expect(v.availablePaise).toBeGreaterThanOrEqual(0);
  return v;
}
