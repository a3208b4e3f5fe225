/** Test helpers for webinars: a scheduled webinar through the real call, and a live socket client. */
import WebSocket from 'ws';
import { expect } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { call, type Actor } from '../care/care-test-kit.ts';

export function webinarInput(startsAt: Date, extra: Record<string, unknown> = {}) {
  return {
    title: 'Nadi Pariksha in daily practice',
    description: 'Reading the pulse for Vata, Pitta and Kapha, with cases.',
    speakers: ['Dr Meera Pillai'],
    startsAt: startsAt.toISOString(),
    durationMinutes: 60,
    capacity: 100,
    requiredMinutes: 30,
    stream: { kind: 'hls', url: '/media/webinars/demo-live/index.m3u8' },
    ...extra,
  };
}

export async function scheduleWebinar(t: TestApp, host: Actor, startsAt: Date, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call(t, host, 'POST', '/api/v1/webinars', webinarInput(startsAt, extra));
  expect(res.status, res.raw.body).toBe(201);
  return res.body.entity.id as number;
}

/** A socket on the live page with an inbox to wait on. */
export function liveSocket(base: string, webinarId: number, who: Actor) {
  const ws = new WebSocket(`${base}/api/v1/webinars/${webinarId}/live`, { headers: { 'access-token': who.token } });
  const inbox: any[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  async function next(match: (m: any) => boolean, timeout = 4000): Promise<any> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const i = inbox.findIndex(match);
      if (i >= 0) return inbox.splice(i, 1)[0];
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(inbox)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, opened, next, inbox, closed, send: (m: object) => ws.send(JSON.stringify(m)) };
}
