/**
 * The live page's real-time relay (issue 24 part 3, decision 069). Each process keeps the sockets connected to it,
 * per webinar; every change (a message, a deletion, votes, an answer, a mute) is sent to this process's sockets and
 * published on the database's LISTEN/NOTIFY channel (decision 022's `PubSub`), so the sockets of every other process
 * get it too. On embedded PGlite the platform is one process and the channel stays in it.
 */
import type { WebSocket } from 'ws';
import type { LiveServerMessage } from '@nirog/shared/webinar';
import type { PubSub } from '../../db/pubsub.ts';

export interface LiveEvent {
  w: number;
  msg: LiveServerMessage;
}

export function createLiveHub(opts: { bus?: PubSub<LiveEvent> } = {}) {
  const rooms = new Map<number, Set<WebSocket>>();
  const bus = opts.bus;

  function deliver(webinarId: number, msg: LiveServerMessage) {
    const room = rooms.get(webinarId);
    if (!room) return;
    const text = JSON.stringify(msg);
    for (const s of room) if (s.readyState === s.OPEN) s.send(text);
  }
  bus?.subscribe((e) => deliver(e.w, e.msg));

  return {
    publish(webinarId: number, msg: LiveServerMessage) {
      deliver(webinarId, msg);
      bus?.publish({ w: webinarId, msg });
    },
    join(webinarId: number, socket: WebSocket) {
      let room = rooms.get(webinarId);
      if (!room) rooms.set(webinarId, (room = new Set()));
      room.add(socket);
    },
    leave(webinarId: number, socket: WebSocket) {
      const room = rooms.get(webinarId);
      if (!room) return;
      room.delete(socket);
      if (!room.size) rooms.delete(webinarId);
    },
    /** Sockets connected to this process (for tests and logs). */
    size: () => [...rooms.values()].reduce((n, r) => n + r.size, 0),
  };
}

export type LiveHubImpl = ReturnType<typeof createLiveHub>;
