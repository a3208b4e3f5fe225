/**
 * Messages between the processes on one database (decision 022) over LISTEN/NOTIFY: every process that subscribes
 * gets every message another process publishes on the channel, in the order that process published them. A
 * process never receives its own messages (it acts on them locally). Messages above NOTIFY's 8 kB limit travel in
 * numbered parts and are put together again. Delivery is best effort: for real-time events, not for work
 * (that is the job queue's).
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

const PART = 7_000;

interface Envelope {
  /** The sending process. */
  f: string;
  /** A whole message, or part i of n of message id. */
  m?: unknown;
  id?: string;
  i?: number;
  n?: number;
  d?: string;
}

export interface PubSub<M> {
  publish(message: M): void;
  subscribe(handler: (message: M) => void): void;
  close(): Promise<void>;
}

export async function createPubSub<M>(database: Database, channel: string, log: FastifyBaseLogger): Promise<PubSub<M>> {
  const self = crypto.randomUUID();
  const handlers: Array<(message: M) => void> = [];
  const partial = new Map<string, { parts: string[]; got: number; at: number }>();
  let sending: Promise<void> = Promise.resolve();

  const deliver = (message: M) => {
    for (const h of handlers) {
      try {
        h(message);
      } catch (err) {
        log.error({ err, channel }, 'pubsub handler failed');
      }
    }
  };
  const stop = await database.listen(channel, (payload) => {
    let e: Envelope;
    try {
      e = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (e.f === self) return;
    if (e.id === undefined) return deliver(e.m as M);
    const key = `${e.f}:${e.id}`;
    let p = partial.get(key);
    if (!p) partial.set(key, (p = { parts: new Array(e.n ?? 0), got: 0, at: Date.now() }));
    p.parts[e.i ?? 0] = e.d ?? '';
    if (++p.got < (e.n ?? 0)) return;
    partial.delete(key);
    // Parts lost with a dropped connection would otherwise stay forever.
    for (const [k, v] of partial) if (Date.now() - v.at > 60_000) partial.delete(k);
    try {
      deliver(JSON.parse(p.parts.join('')) as M);
    } catch {
      /* a message that cannot be put together is dropped */
    }
  });

  function publish(message: M) {
    const whole = JSON.stringify({ f: self, m: message } satisfies Envelope);
    const payloads: string[] = [];
    if (Buffer.byteLength(whole) <= PART) payloads.push(whole);
    else {
      // Parts are cut from the JSON text by characters; PART characters stay below 8000 bytes for the ASCII-only
      // signalling (SDP, candidates). Wider text is cut smaller.
      const text = JSON.stringify(message);
      const size = Buffer.byteLength(text) === text.length ? PART : Math.floor(PART / 4);
      const id = crypto.randomBytes(6).toString('hex');
      const n = Math.ceil(text.length / size);
      for (let i = 0; i < n; i++) payloads.push(JSON.stringify({ f: self, id, i, n, d: text.slice(i * size, (i + 1) * size) } satisfies Envelope));
    }
    // One after the other, so the other processes get them in this order.
    sending = sending.then(async () => {
      for (const p of payloads) await database.notify(channel, p).catch((err) => log.error({ err, channel }, 'pubsub publish failed'));
    });
  }

  return {
    publish,
    subscribe: (handler) => void handlers.push(handler),
    close: async () => {
      await sending;
      await stop();
    },
  };
}
