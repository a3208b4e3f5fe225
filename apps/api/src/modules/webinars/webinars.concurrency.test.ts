/**
 * Issue 24 part 2 (decision 069): a webinar's seats are never overbooked, even by parallel registrations. Meant for
 * PostgreSQL (TEST_DATABASE_URL), where the requests really run at once; on PGlite they run one after another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { webinarPeople } from './webinars.tables.ts';
import { scheduleWebinar } from './webinars-test-kit.ts';

let t: TestApp;
let people: Actor[];
let small: number;
let open: number;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  const host = await makeDoctor(t, '9846600000', { fullName: 'Host Vaidya' });
  small = await scheduleWebinar(t, host, ist('2030-01-08', '18:00'), { capacity: 10 });
  open = await scheduleWebinar(t, host, ist('2030-01-09', '18:00'), { capacity: 500 });
  people = [];
  for (let i = 0; i < 40; i++) people.push(await makeDoctor(t, `984661${String(1000 + i)}`, { fullName: 'Guest Doctor' }));
}, 180_000);
afterAll(() => t.close());

const seats = async (id: number) => (await t.db.database.db.select({ n: count() }).from(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.role, 4))))[0]!.n;

describe('parallel webinar registrations', () => {
  it('40 practitioners register at once for 10 seats: exactly 10 get one, the others are told it is full', async () => {
    const results = await Promise.all(people.map((p) => call(t, p, 'POST', `/api/v1/webinars/${small}/registration`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect(r.body.message.error).toBe('Sorry, all seats for this webinar are taken.');
    expect(await seats(small)).toBe(10);
    expect((await call(t, people[0]!, 'GET', `/api/v1/webinars/${small}`)).body.entity.seatsLeft).toBe(0);
  });

  it('one person registering 10 times at once holds one seat', async () => {
    const p = people[0]!;
    const results = await Promise.all(Array.from({ length: 10 }, () => call(t, p, 'POST', `/api/v1/webinars/${open}/registration`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(await seats(open)).toBe(1);
  });
});
