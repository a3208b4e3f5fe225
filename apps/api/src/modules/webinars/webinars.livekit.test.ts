/**
 * Live webinars on LiveKit when it is configured (decision 075): the live page's playback for a webinar without a
 * stream address is a token for the webinar's room whose grants follow the role in webinar_people (host, co-host and
 * presenter publish; a participant only subscribes, whatever they send); someone not registered gets no token; a
 * webinar with its own HLS address keeps it; the recording plays after the end.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { scheduleWebinar } from './webinars-test-kit.ts';

const livekit = { url: 'wss://live.example.com', apiKey: 'APIwebinarTest', apiSecret: 'webinar-test-secret-0123456789abcdef' };
let t: TestApp;
let host: Actor;
let cohost: Actor;
let presenter: Actor;
let participant: Actor;
let stranger: Actor;
let roomWebinar: number;
let hlsWebinar: number;
const START = ist('2030-03-05', '18:00');

function claimsOf(token: string): Record<string, any> {
  const [h, p, s] = token.split('.');
  expect(crypto.createHmac('sha256', livekit.apiSecret).update(`${h}.${p}`).digest('base64url')).toBe(s);
  return JSON.parse(Buffer.from(p!, 'base64url').toString());
}

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000, livekit });
  t.clock.now = ist('2030-03-05', '10:00');
  host = await makeDoctor(t, '9845600001', { fullName: 'Host Vaidya' });
  cohost = await makeDoctor(t, '9845600002', { fullName: 'Cohost Vaidya' });
  presenter = await makeDoctor(t, '9845600003', { fullName: 'Presenting Vaidya' });
  participant = await makeDoctor(t, '9845600004', { fullName: 'Young Doctor' });
  stranger = await makeDoctor(t, '9845600005', { fullName: 'Other Doctor' });
  roomWebinar = await scheduleWebinar(t, host, START, { stream: null });
  hlsWebinar = await scheduleWebinar(t, host, START);
  for (const [mobileNumber, role] of [['9845600002', 2], ['9845600003', 3]] as const) {
    expect((await call(t, host, 'POST', `/api/v1/webinars/${roomWebinar}/people`, { mobileNumber, role })).status).toBe(200);
  }
  expect((await call(t, participant, 'POST', `/api/v1/webinars/${roomWebinar}/registration`)).status).toBe(201);
  expect((await call(t, participant, 'POST', `/api/v1/webinars/${hlsWebinar}/registration`)).status).toBe(201);
}, 120_000);
afterAll(() => t.close());

describe('the live page on LiveKit (decision 075)', () => {
  it('the host, co-host and presenter get a token that may publish in the webinar’s room', async () => {
    t.clock.now = new Date(START.getTime() + 5 * 60_000);
    for (const [who, role] of [[host, 1], [cohost, 2], [presenter, 3]] as const) {
      const res = await call(t, who, 'GET', `/api/v1/webinars/${roomWebinar}/live-state`);
      expect(res.status, res.raw.body).toBe(200);
      const playback = res.body.entity.playback;
      expect(playback).toMatchObject({ kind: 'livekit', url: livekit.url, room: `webinar-${roomWebinar}`, canPublish: true });
      const claims = claimsOf(playback.token);
      expect(claims.sub).toBe(`user-${who.id}`);
      expect(JSON.parse(claims.metadata)).toEqual({ role });
      expect(claims.video).toMatchObject({ room: `webinar-${roomWebinar}`, roomJoin: true, canPublish: true, canSubscribe: true });
    }
  });

  it('a participant never gets publishing rights, also not by asking for them', async () => {
    for (const url of [`/api/v1/webinars/${roomWebinar}/live-state`, `/api/v1/webinars/${roomWebinar}/live-state?role=1&canPublish=true`]) {
      const res = await call(t, participant, 'GET', url);
      expect(res.status, res.raw.body).toBe(200);
      const playback = res.body.entity.playback;
      expect(playback).toMatchObject({ kind: 'livekit', room: `webinar-${roomWebinar}`, canPublish: false });
      const claims = claimsOf(playback.token);
      expect(claims.sub).toBe(`user-${participant.id}`);
      expect(claims.name).toBe('Young Doctor');
      expect(claims.video).toMatchObject({ roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true });
      expect(claims.video.canPublishSources ?? []).toEqual([]);
    }
    // A presenter removed by the host is nobody in the webinar: no token at all.
    expect((await call(t, host, 'DELETE', `/api/v1/webinars/${roomWebinar}/people/${presenter.id}`)).status).toBe(200);
    expect((await call(t, presenter, 'GET', `/api/v1/webinars/${roomWebinar}/live-state`)).status).toBe(403);
  });

  it('someone not registered gets no token; a webinar with its own HLS address keeps it; the host’s form knows of rooms', async () => {
    const refused = await call(t, stranger, 'GET', `/api/v1/webinars/${roomWebinar}/live-state`);
    expect(refused.status).toBe(403);
    expect(refused.raw.body).not.toContain('livekit');
    const hls = await call(t, participant, 'GET', `/api/v1/webinars/${hlsWebinar}/live-state`);
    expect(hls.body.entity.playback).toEqual({ kind: 'hls', url: '/media/webinars/demo-live/index.m3u8' });
    expect((await call(t, host, 'GET', `/api/v1/webinars/${roomWebinar}`)).body.entity).toMatchObject({ liveRooms: true, stream: null });
  });

  it('after the end the page plays the recording, not the room', async () => {
    t.clock.now = new Date(START.getTime() + 2 * 60 * 60_000);
    const res = await call(t, host, 'PUT', `/api/v1/webinars/${roomWebinar}`, {
      title: 'Nadi Pariksha in daily practice', description: 'Recorded.', speakers: ['Dr Meera Pillai'], startsAt: START.toISOString(), durationMinutes: 60, capacity: 100, requiredMinutes: 30, stream: null,
      recording: { kind: 'hls', url: '/media/webinars/demo-past/index.m3u8' },
    });
    expect(res.status, res.raw.body).toBe(200);
    const state = await call(t, participant, 'GET', `/api/v1/webinars/${roomWebinar}/live-state`);
    expect(state.body.entity.playback).toEqual({ kind: 'hls', url: '/media/webinars/demo-past/index.m3u8' });
  });
});
