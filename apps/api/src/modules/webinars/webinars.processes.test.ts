/**
 * Issue 24 part 3 (decision 069): the live page's chat and questions reach people connected to another process.
 * Two app instances share one database; with TEST_DATABASE_URL each has its own connections and LISTEN connection
 * (as two processes behind a load balancer); on PGlite they share the embedded database and its notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoApps, type TwoApps } from '../../test-support/two-apps.ts';
import { call, ist, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { liveSocket, scheduleWebinar } from './webinars-test-kit.ts';

let two: TwoApps;
let presenter: Actor;
let participant: Actor;
let webinarId: number;
const base: Record<'a' | 'b', string> = { a: '', b: '' };

beforeAll(async () => {
  two = await createTwoApps({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 });
  two.clock.now = ist('2030-04-01', '17:00');
  presenter = await makeDoctor(two.a, '9847700001', { fullName: 'Presenting Vaidya' });
  participant = await makeDoctor(two.a, '9847700002', { fullName: 'Listening Doctor' });
  webinarId = await scheduleWebinar(two.a, presenter, ist('2030-04-01', '18:00'));
  expect((await call(two.a, participant, 'POST', `/api/v1/webinars/${webinarId}/registration`)).status).toBe(201);
  two.clock.now = ist('2030-04-01', '18:05');
  for (const [name, app] of [['a', two.a.app], ['b', two.b.app]] as const) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base[name] = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }
}, 60_000);
afterAll(() => two?.close());

describe('the live page across two processes', () => {
  it('a message sent on one process reaches a socket on the other; a question answered there comes back', async () => {
    const host = liveSocket(base.a, webinarId, presenter);
    const guest = liveSocket(base.b, webinarId, participant);
    await Promise.all([host.opened, guest.opened]);
    await host.next((m) => m.type === 'welcome');
    expect(await guest.next((m) => m.type === 'welcome')).toMatchObject({ role: 4, phase: 'live' });

    // Sent over the socket of process A, seen on process B.
    host.send({ type: 'chat', body: 'Welcome, we begin with Vata.' });
    expect((await guest.next((m) => m.type === 'message')).message).toMatchObject({ body: 'Welcome, we begin with Vata.', authorRole: 1, authorName: 'Presenting Vaidya' });

    // Posted over HTTP to process A, seen on process B.
    const http = await call(two.a, presenter, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Slides are on screen.' });
    expect(http.status).toBe(201);
    expect((await guest.next((m) => m.type === 'message')).message.body).toBe('Slides are on screen.');

    // The participant asks on B; the presenter on A sees it and marks it answered; B is told.
    guest.send({ type: 'ask', body: 'Is Nadi read on both wrists?' });
    const asked = await host.next((m) => m.type === 'message' && m.message.kind === 'question');
    host.send({ type: 'answer', id: asked.message.id });
    expect(await guest.next((m) => m.type === 'answered')).toMatchObject({ id: asked.message.id });
    host.ws.close();
    guest.ws.close();
  });
});
