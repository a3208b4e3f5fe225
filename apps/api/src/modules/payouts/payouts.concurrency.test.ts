/**
 * Issue 25 part 7: a payout never exceeds the available balance, even under 50 parallel requests over HTTP. Meant for
 * PostgreSQL (TEST_DATABASE_URL), where the requests really run at once (PGlite serialises them): the balance row's
 * lock and the conditional UPDATE under the CHECK decide, not the code's check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { earn, expectConsistent, saveMethod } from './payouts-test-kit.ts';
import { payouts } from './payouts.tables.ts';

let t: TestApp;
let partner: Actor;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  partner = await makeDoctor(t, '9855500001', { fullName: 'Parallel Partner' });
  await saveMethod(t, partner, '9855500001');
  t.clock.now = ist('2030-01-07', '11:00');
  // ₹1,000 available.
  await earn(t, partner.id, 100_000, 1);
});
afterAll(() => t.close());

describe('parallel payouts', () => {
  it('50 parallel payouts of ₹150 from ₹1,000: six are made, the rest are refused, the balance never goes below zero', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => call(t, partner, 'POST', '/api/v0/payout', { amountPaise: 15_000, idempotencyKey: `parallel-${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(44);
    for (const r of refused) expect(r.body.message.error).toBe('This is more than your available balance.');
    const made = await t.db.database.db.select().from(payouts).where(eq(payouts.userId, partner.id));
    expect(made.reduce((n, p) => n + p.grossPaise, 0)).toBe(90_000);
    const v = await expectConsistent(t, partner.id);
    expect(v.availablePaise).toBe(10_000);
  });

  it('50 parallel requests with one key make one payout', async () => {
    await earn(t, partner.id, 50_000, 2);
    const results = await Promise.all(Array.from({ length: 50 }, () => call(t, partner, 'POST', '/api/v0/payout', { idempotencyKey: 'one-key-for-all' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(49);
    expect(new Set(results.map((r) => r.body.entity.payout.id)).size).toBe(1);
    expect(results[0]!.body.entity.payout.grossPaise).toBe(60_000);
    expect((await expectConsistent(t, partner.id)).availablePaise).toBe(0);
  });
});
