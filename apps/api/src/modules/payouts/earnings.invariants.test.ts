/**
 * Issue 25 part 7: the earnings ledger's invariants over random sequences of movements (fast-check): each balance
 * equals the sum of its account's entries, every transaction adds up to zero, and no balance ever goes negative,
 * whatever order earnings, returns, settlements, releases, adjustments, payouts and failed payouts come in.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { ist, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { expectConsistent } from './payouts-test-kit.ts';

let t: TestApp;
let earners: Actor[];
let operator: Actor;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = ist('2030-01-06', '10:00');
  earners = [];
  for (let i = 0; i < 3; i++) earners.push(await makeDoctor(t, `986660000${i}`, { fullName: 'Random Earner' }));
  operator = await makePatient(t, '9866600009', 'Ledger Operator');
  await makeOperator(t.db.database.db, operator.id, ['finance']);
});
afterAll(() => t.close());

const op = fc.oneof(
  fc.record({ k: fc.constant('earn' as const), who: fc.nat(2), paise: fc.integer({ min: 1, max: 50_000 }), src: fc.nat(7), hours: fc.integer({ min: 0, max: 72 }) }),
  fc.record({ k: fc.constant('cancel' as const), src: fc.nat(7) }),
  fc.record({ k: fc.constant('settle' as const), src: fc.nat(7), keep: fc.integer({ min: 0, max: 50_000 }) }),
  fc.record({ k: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 48 }) }),
  fc.record({ k: fc.constant('adjust' as const), who: fc.nat(2), paise: fc.integer({ min: -30_000, max: 30_000 }).filter((v) => v !== 0) }),
);

describe('earnings ledger invariants (fast-check)', () => {
  it('balances equal the sums of entries and never go negative over random sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const e = t.app.earnings;
        for (const [i, o] of ops.entries()) {
          // Sources are per run, so earlier runs' earnings do not interfere with this one's.
          const src = (s: number) => run * 100 + s;
          try {
            if (o.k === 'earn') {
              await t.db.database.db.transaction((tx) =>
                e.recordPendingWithin(tx, { earnerId: earners[o.who]!.id, paise: o.paise, source: o.src % 2 ? 'partner_order' : 'consultation', sourceId: src(o.src), availableAt: new Date(t.clock.now.getTime() + o.hours * 3_600_000), idempotencyKey: `run${run}:earn:${o.src}:${o.who}` }),
              );
            } else if (o.k === 'cancel') {
              await t.db.database.db.transaction((tx) => e.cancelPendingWithin(tx, { source: o.src % 2 ? 'partner_order' : 'consultation', sourceId: src(o.src), reason: 'returned' }));
            } else if (o.k === 'settle') {
              await t.db.database.db.transaction((tx) => e.settleWithin(tx, { source: o.src % 2 ? 'partner_order' : 'consultation', sourceId: src(o.src), keepPaise: o.keep, reason: 'settled', earnerId: earners[o.src % 3]!.id }));
            } else if (o.k === 'time') {
              t.clock.now = new Date(t.clock.now.getTime() + o.hours * 3_600_000);
              await e.releaseDue();
            } else {
              await e.adjust(operator.id, earners[o.who]!.id, o.paise, 'random adjustment', `run${run}:adj:${i}`);
            }
          } catch (err) {
            // The only refusal allowed: a debit the balance does not cover.
            if (!(err instanceof AppError) || err.message !== 'This is more than your available balance.') throw err;
          }
        }
        for (const a of earners) await expectConsistent(t, a.id);
      }),
      { numRuns: 25 },
    );
    expect(run).toBeGreaterThan(0);
  }, 60_000);
});
