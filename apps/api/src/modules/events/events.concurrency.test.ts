/**
 * Issue 20 part 3 (decision 050): an event's seats are never overbooked, even by parallel requests. Meant for
 * PostgreSQL (TEST_DATABASE_URL), where the requests really run at once; on PGlite they run one after another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makePatient, type Actor } from '../care/care-test-kit.ts';
import { makeEvent } from './events-test-kit.ts';
import { eventRegistrations } from './events.tables.ts';

let t: TestApp;
let people: Actor[];
let eventId: number;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  eventId = await makeEvent(t, 'small-workshop', { startsAt: ist('2030-01-20', '15:00'), capacity: 10 });
  await makeEvent(t, 'open-talk', { startsAt: ist('2030-01-21', '18:00'), capacity: 100, online: true });
  people = [];
  for (let i = 0; i < 50; i++) people.push(await makePatient(t, `98455${String(100000 + i).slice(1)}`, `Guest ${String.fromCharCode(65 + (i % 26))}`));
}, 180_000);
afterAll(() => t.close());

const seats = async (id: number) => (await t.db.database.db.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id)))[0]!.n;

describe('parallel registrations', () => {
  it('50 people register at once for 10 seats: exactly 10 get one, the others are told it is full', async () => {
    const results = await Promise.all(people.map((p) => call(t, p, 'POST', '/api/v1/events/small-workshop/registrations')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message.error).toBe('Sorry, all seats for this event are taken.');
    expect(await seats(eventId)).toBe(10);
    expect((await call(t, null, 'GET', '/api/pub/v1/events/small-workshop')).body.entity.seatsLeft).toBe(0);
  });

  it('one person registering 10 times at once holds one registration', async () => {
    const p = people[0]!;
    const results = await Promise.all(Array.from({ length: 10 }, () => call(t, p, 'POST', '/api/v1/events/open-talk/registrations')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => r.body.entity.id)).size).toBe(1);
  });
});
