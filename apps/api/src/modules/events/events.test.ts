/**
 * Issue 20 part 3 (decision 050): events and registrations by the user's account: register (idempotent), cancel,
 * owner scoping, the started-event rule, the public lists and pages, the sitemap list, the drawn covers, share links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makePatient, type Actor } from '../care/care-test-kit.ts';
import { makeEvent } from './events-test-kit.ts';

let t: TestApp;
let asha: Actor;
let ravi: Actor;
let pastId: number;
let talkId: number;

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-01-06', '10:00');
  asha = await makePatient(t, '9844400001', 'Asha Rao');
  ravi = await makePatient(t, '9844400002', 'Ravi Kumar');
  await makeEvent(t, 'ayuransh-2030-pune', { startsAt: ist('2030-02-10', '09:30'), series: 'ayuransh' });
  pastId = await makeEvent(t, 'ayuransh-2029-jaipur', { startsAt: ist('2029-03-01', '09:30'), series: 'ayuransh' });
  talkId = await makeEvent(t, 'agni-talk', { startsAt: ist('2030-01-12', '18:30'), online: true, capacity: 2 });
  await makeEvent(t, 'later-today', { startsAt: ist('2030-01-06', '10:30') });
}, 60_000);
afterAll(() => t.close());

describe('event lists and pages', () => {
  it('lists upcoming events soonest first and past ones latest first, with place or online link', async () => {
    const res = await call(t, null, 'GET', '/api/pub/v1/events');
    expect(res.status).toBe(200);
    expect(res.body.entity.upcoming.map((e: { slug: string }) => e.slug)).toEqual(['later-today', 'agni-talk', 'ayuransh-2030-pune']);
    expect(res.body.entity.past.map((e: { slug: string }) => e.slug)).toEqual(['ayuransh-2029-jaipur']);
    const talk = res.body.entity.upcoming[1];
    expect(talk).toMatchObject({ mode: 'online', onlineUrl: 'https://meet.example.org/test', placeName: null, path: '/events/agni-talk', seatsLeft: 2, past: false });
    expect(res.body.entity.upcoming[2]).toMatchObject({ mode: 'in_person', placeName: 'Town hall', series: 'ayuransh' });
  });

  it('lists one series: the Ayuransh editions', async () => {
    const res = await call(t, null, 'GET', '/api/pub/v1/events?series=ayuransh');
    expect(res.body.entity.upcoming.map((e: { slug: string }) => e.slug)).toEqual(['ayuransh-2030-pune']);
    expect(res.body.entity.past.map((e: { slug: string }) => e.slug)).toEqual(['ayuransh-2029-jaipur']);
  });

  it('an event page says whether the caller is registered (null for a visitor); an unknown slug is 404', async () => {
    expect((await call(t, null, 'GET', '/api/pub/v1/events/agni-talk')).body.entity).toMatchObject({ registered: null, body: 'Paragraph one.\n\nParagraph two.' });
    expect((await call(t, asha, 'GET', '/api/pub/v1/events/agni-talk')).body.entity.registered).toBe(false);
    const missing = await call(t, null, 'GET', '/api/pub/v1/events/no-such-event');
    expect(missing.status).toBe(404);
    expect(missing.body.message.error).toBe('We could not find this event.');
  });

  it('the sitemap list has every event page with its last change', async () => {
    const res = await call(t, null, 'GET', '/api/pub/v1/events/sitemap');
    expect(res.body.entity.items).toHaveLength(4);
    expect(res.body.entity.items[0]).toMatchObject({ path: '/events/ayuransh-2030-pune' });
    expect(res.body.entity.items[0].lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a cover is a drawn WebP picture; an unknown scene is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/events/herb-garden/480.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: '/api/images/events/nothing/480.webp' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/events/herb-garden/123.webp' })).statusCode).toBe(404);
  });
});

describe('registration', () => {
  it('needs a session', async () => {
    expect((await call(t, null, 'POST', '/api/v1/events/agni-talk/registrations')).status).toBe(401);
  });

  it('registers once: a second register returns the same registration, and the seat count follows', async () => {
    const first = await call(t, asha, 'POST', '/api/v1/events/agni-talk/registrations');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('You are registered. See you there!');
    expect(first.body.entity).toMatchObject({ eventId: talkId, event: { slug: 'agni-talk', seatsLeft: 1 } });
    const again = await call(t, asha, 'POST', '/api/v1/events/agni-talk/registrations');
    expect(again.status).toBe(200);
    expect(again.body.entity.id).toBe(first.body.entity.id);
    expect(again.body.message).toBe('You are already registered for this event.');
    expect((await call(t, asha, 'GET', '/api/pub/v1/events/agni-talk')).body.entity).toMatchObject({ registered: true, seatsLeft: 1 });
  });

  it('a full event refuses with 409 and a clear message', async () => {
    expect((await call(t, ravi, 'POST', '/api/v1/events/agni-talk/registrations')).status).toBe(201);
    const third = await makePatient(t, '9844400003', 'Meera Nair');
    const full = await call(t, third, 'POST', '/api/v1/events/agni-talk/registrations');
    expect(full.status).toBe(409);
    expect(full.body.message.error).toBe('Sorry, all seats for this event are taken.');
  });

  it('a user sees only their own registrations', async () => {
    await call(t, asha, 'POST', '/api/v1/events/ayuransh-2030-pune/registrations');
    const mine = await call(t, asha, 'GET', '/api/v1/events/registrations');
    expect(mine.body.entity.total).toBe(2);
    expect(mine.body.entity.items.map((r: { event: { slug: string } }) => r.event.slug)).toEqual(['agni-talk', 'ayuransh-2030-pune']);
    const his = await call(t, ravi, 'GET', '/api/v1/events/registrations');
    expect(his.body.entity.items.map((r: { event: { slug: string } }) => r.event.slug)).toEqual(['agni-talk']);
    expect((await call(t, null, 'GET', '/api/v1/events/registrations')).status).toBe(401);
  });

  it('cancelling gives the seat back; cancelling what one does not hold is 404 and touches nobody else', async () => {
    const meera = await makePatient(t, '9844400004', 'Meera Two');
    expect((await call(t, meera, 'DELETE', '/api/v1/events/agni-talk/registrations')).status).toBe(404);
    const cancelled = await call(t, ravi, 'DELETE', '/api/v1/events/agni-talk/registrations');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Your registration is cancelled.');
    expect((await call(t, asha, 'GET', '/api/pub/v1/events/agni-talk')).body.entity).toMatchObject({ registered: true, seatsLeft: 1 });
    expect((await call(t, meera, 'POST', '/api/v1/events/agni-talk/registrations')).status).toBe(201);
  });

  it('an event that has started refuses registration with a clear message (422), also to cancel', async () => {
    const res = await call(t, asha, 'POST', '/api/v1/events/ayuransh-2029-jaipur/registrations');
    expect(res.status).toBe(422);
    expect(res.body.message.error).toBe('This event has already started, so registration is closed.');
    // An event starting in half an hour is open; once its start has passed, it is closed.
    expect((await call(t, ravi, 'POST', '/api/v1/events/later-today/registrations')).status).toBe(201);
    t.clock.now = ist('2030-01-06', '10:30');
    expect((await call(t, asha, 'POST', '/api/v1/events/later-today/registrations')).status).toBe(422);
    const cancel = await call(t, ravi, 'DELETE', '/api/v1/events/later-today/registrations');
    expect(cancel.status).toBe(422);
    expect(cancel.body.message.error).toBe('This event has already started, so the registration can no longer be cancelled.');
    t.clock.now = ist('2030-01-06', '10:00');
    expect(pastId).toBeGreaterThan(0);
  });
});

describe('share links for events', () => {
  it('an event gets a short link that opens its page', async () => {
    const made = await call(t, null, 'POST', '/api/pub/v1/share-links', { parameters: { entityType: 'event', entityId: talkId }, title: 'Agni talk' });
    expect(made.status).toBe(200);
    const opened = await call(t, null, 'GET', `/api/pub/v1/share-links/${made.body.entity.code}`);
    expect(opened.body.entity.path).toBe('/events/agni-talk');
    expect((await call(t, null, 'POST', '/api/pub/v1/share-links', { parameters: { entityType: 'event', entityId: 99999 }, title: 'Nothing' })).status).toBe(404);
  });
});
