/**
 * Issue 16, part 2: a consultation's doctor and patient connected to different processes on one database complete
 * the signalling over the real WebSocket; the processes relay the room over LISTEN/NOTIFY (decision 022). Meant for
 * PostgreSQL (TEST_DATABASE_URL: each instance has its own connections and its own listener); on PGlite the two
 * instances share the embedded database and its notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTwoApps, type TwoApps } from '../../test-support/two-apps.ts';
import { createDeskKit, type Actor, type DeskKit } from './desk-test-kit.ts';

let two: TwoApps;
let k: DeskKit;
let doc: Actor;
let patient: Actor;
let appt: number;
const base: Record<'a' | 'b', string> = { a: '', b: '' };

beforeAll(async () => {
  two = await createTwoApps({ otpSendsPerIp: 100_000, otpSendsPerNumber: 100 });
  k = await createDeskKit('953', two.a);
  doc = await k.doctor({ name: 'Meera Pillai' });
  patient = await k.patient('Gita Devi');
  appt = await k.appointment({ doctor: doc.id, patient: patient.id, startsAt: new Date(two.clock.now.getTime() + 10 * 60_000) });
  expect((await patient.call('POST', `/api/v3/consultations/${appt}/consent`)).status).toBe(200);
  for (const [name, app] of [['a', two.a.app], ['b', two.b.app]] as const) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base[name] = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }
}, 60_000);
afterAll(() => two?.close());

function connect(who: Actor, on: 'a' | 'b') {
  const ws = new WebSocket(`${base[on]}/api/v3/consultations/${appt}/signal`, { headers: { 'access-token': who.token } });
  const inbox: any[] = [];
  /** Every message type in the order it arrived. */
  const log: string[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()));
    log.push(inbox[inbox.length - 1].type);
    waiters.splice(0).forEach((w) => w());
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  async function next(type: string, timeout = 3000): Promise<any> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return inbox.splice(i, 1)[0];
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(inbox)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  }
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, opened, next, inbox, log, closed, send: (m: object) => ws.send(JSON.stringify(m)) };
}

describe('a consultation across two processes', () => {
  it('the doctor on one process and the patient on the other complete the offer/answer exchange', async () => {
    const d = connect(doc, 'a');
    await d.opened;
    expect(await d.next('welcome')).toMatchObject({ role: 'doctor', peerPresent: false });
    const p = connect(patient, 'b');
    await p.opened;
    // The patient's process does not hold the doctor: the doctor's process answers, and both learn of each other.
    expect(await p.next('welcome')).toMatchObject({ role: 'patient', peerPresent: false });
    await p.next('peer-joined');
    await d.next('peer-joined');

    d.send({ type: 'offer', sdp: 'v=0 offer', extra: 'dropped' });
    expect(await p.next('offer')).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    p.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await d.next('answer')).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    p.send({ type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    expect((await d.next('candidate')).candidate).toMatchObject({ candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 });
    // A real offer can be bigger than one notification (8 kB): it arrives whole, before what was sent after it.
    const big = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host generation 0\r\n'.repeat(250)}`.slice(0, 19_000);
    d.send({ type: 'offer', sdp: big });
    d.send({ type: 'candidate', candidate: { candidate: 'candidate:2 1 udp 1 127.0.0.1 5001 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    expect((await p.next('offer')).sdp).toBe(big);
    expect((await p.next('candidate')).candidate.candidate).toBe('candidate:2 1 udp 1 127.0.0.1 5001 typ host');
    expect(p.log.slice(-2)).toEqual(['offer', 'candidate']);

    // The doctor writes a note through process A; the patient on B is told to refresh.
    const notes = await doc.call('POST', `/api/v3/consultations/${appt}/notes`, { body: 'Warm water, early dinner.' });
    expect(notes.status, JSON.stringify(notes.body)).toBe(201);
    await p.next('notes');

    // The patient opens the room again on process A: the old tab on B closes and the doctor sees the new one.
    const p2 = connect(patient, 'a');
    await p2.opened;
    expect(await p2.next('welcome')).toMatchObject({ role: 'patient', peerPresent: true });
    expect(await p.closed).toBe(4000);
    await d.next('peer-joined');
    expect(d.inbox.filter((m) => m.type === 'peer-left')).toEqual([]);

    // The doctor leaves from A; the patient, now on A too, is told.
    d.ws.close();
    await p2.next('peer-left');
    p2.ws.close();
  });

  it('a party leaving one process is seen leaving by the peer on the other', async () => {
    const p = connect(patient, 'a');
    await p.opened;
    await p.next('welcome');
    const d = connect(doc, 'b');
    await d.opened;
    await d.next('peer-joined');
    p.ws.close();
    await d.next('peer-left');
    d.ws.close();
  });
});
