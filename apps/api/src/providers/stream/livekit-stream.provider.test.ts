/**
 * The LiveKit provider (decision 075): its tokens, decoded and checked with the secret, give the host, co-host and
 * presenter publishing rights and a participant subscribe-only rights in the webinar's own room; a webinar with its
 * own stream address keeps it; the configuration is all three variables or none.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenVerifier } from 'livekit-server-sdk';
import { liveKitConfig } from '../../config.ts';
import { liveKitOrigins, pageCsp } from '../../plugins/security.ts';
import { LiveKitStreamProvider, TOKEN_TTL_SECONDS } from './livekit-stream.provider.ts';

const config = { url: 'wss://live.example.com', apiKey: 'APInirogTest', apiSecret: 'a-test-secret-of-at-least-32-characters' };
const at = new Date('2030-02-10T12:30:00Z');
const provider = new LiveKitStreamProvider(config, () => at);

/** The JWT's payload after checking its HS256 signature with the API secret (independently of the SDK). */
function decode(jwt: string, secret = config.apiSecret): Record<string, any> {
  const [header, payload, signature] = jwt.split('.');
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  if (expected !== signature) throw new Error('bad signature');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

async function tokenFor(role: 1 | 2 | 3 | 4) {
  const p = await provider.live(null, { webinarId: 42, userId: 7, name: 'Dr Meera', role });
  if (p.kind !== 'livekit') throw new Error(`expected a LiveKit room, got ${p.kind}`);
  return { playback: p, claims: decode(p.token) };
}

describe('LiveKit tokens per webinar role', () => {
  it('the host, a co-host and a presenter may publish camera, microphone and screen in the webinar’s room', async () => {
    for (const role of [1, 2, 3] as const) {
      const { playback, claims } = await tokenFor(role);
      expect(playback).toMatchObject({ url: 'wss://live.example.com', room: 'webinar-42', canPublish: true });
      expect(claims.iss).toBe('APInirogTest');
      expect(claims.sub).toBe('user-7');
      expect(claims.name).toBe('Dr Meera');
      expect(JSON.parse(claims.metadata)).toEqual({ role });
      expect(claims.video).toMatchObject({ room: 'webinar-42', roomJoin: true, canSubscribe: true, canPublish: true, canPublishData: false, canUpdateOwnMetadata: false });
      expect([...claims.video.canPublishSources].sort()).toEqual(['camera', 'microphone', 'screen_share', 'screen_share_audio']);
      expect(claims.video.hidden).toBeFalsy();
      expect(claims.video.roomAdmin).toBeFalsy();
    }
  });

  it('a participant only subscribes: no media, no data, no metadata, no sources, hidden from the room', async () => {
    const { playback, claims } = await tokenFor(4);
    expect(playback.canPublish).toBe(false);
    expect(claims.video).toMatchObject({ room: 'webinar-42', roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, canUpdateOwnMetadata: false, hidden: true });
    expect(claims.video.canPublishSources ?? []).toEqual([]);
    expect(claims.video.roomAdmin).toBeFalsy();
    expect(claims.video.roomCreate).toBeFalsy();
  });

  it('is short-lived, signed with the secret (the SDK’s verifier agrees; another secret is refused), for one room', async () => {
    const { playback, claims } = await tokenFor(4);
    expect(claims.exp - claims.nbf).toBe(TOKEN_TTL_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect(playback.expiresAt).toBe(new Date(at.getTime() + TOKEN_TTL_SECONDS * 1000).toISOString());
    expect(() => decode(playback.token, 'another-secret-of-at-least-32-characters')).toThrow('bad signature');
    const verified = await new TokenVerifier(config.apiKey, config.apiSecret).verify(playback.token, 3_000_000_000);
    expect(verified.video?.room).toBe('webinar-42');
    await expect(new TokenVerifier(config.apiKey, 'another-secret-of-at-least-32-characters').verify(playback.token, 3_000_000_000)).rejects.toThrow();
    const other = await provider.live(null, { webinarId: 43, userId: 7, name: 'Dr Meera', role: 4 });
    expect(other.kind === 'livekit' && decode(other.token).video.room).toBe('webinar-43');
  });

  it('a webinar with its own stream address or video link keeps it; recordings play as before', async () => {
    expect(await provider.live({ kind: 'hls', url: '/media/webinars/demo-live/index.m3u8' }, { webinarId: 1, userId: 1, name: 'A', role: 4 })).toEqual({ kind: 'hls', url: '/media/webinars/demo-live/index.m3u8' });
    expect(provider.playback({ kind: 'hls', url: '/media/webinars/demo-past/index.m3u8' })).toEqual({ kind: 'hls', url: '/media/webinars/demo-past/index.m3u8' });
    expect(provider.playback(null)).toEqual({ kind: 'none' });
  });
});

describe('LiveKit configuration', () => {
  const env = { LIVEKIT_URL: 'wss://live.example.com/', LIVEKIT_API_KEY: 'APIkey', LIVEKIT_API_SECRET: 'x'.repeat(32) };
  it('is all three variables or none', () => {
    expect(liveKitConfig({})).toBeNull();
    expect(liveKitConfig(env)).toEqual({ url: 'wss://live.example.com', apiKey: 'APIkey', apiSecret: 'x'.repeat(32) });
    expect(() => liveKitConfig({ ...env, LIVEKIT_API_SECRET: '' })).toThrow('LiveKit is only partly configured');
    expect(() => liveKitConfig({ ...env, LIVEKIT_URL: 'https://live.example.com' })).toThrow('LIVEKIT_URL must be a wss:// address');
    expect(() => liveKitConfig({ ...env, LIVEKIT_URL: 'ws://live.example.com' })).toThrow('LIVEKIT_URL must be a wss:// address');
    expect(liveKitConfig({ ...env, LIVEKIT_URL: 'ws://127.0.0.1:7880' })?.url).toBe('ws://127.0.0.1:7880');
    expect(() => liveKitConfig({ ...env, LIVEKIT_API_SECRET: 'short' })).toThrow('at least 32 characters');
  });

  it('lets the pages call the media server and nothing else', () => {
    const on = pageCsp('n1', { connectSources: liveKitOrigins('wss://live.example.com') });
    expect(on).toContain("connect-src 'self' wss://live.example.com https://live.example.com;");
    expect(on.replaceAll(' wss://live.example.com https://live.example.com', '')).toBe(pageCsp('n1'));
  });
});
