/**
 * WebRTC signalling for the 1:1 consultation room (issue 8, part 8). The media flows browser to browser; the server
 * only relays the offer, answer and ICE candidates between the doctor and the patient of one appointment, tells each
 * when the other comes and goes, and pushes "prescription" and "notes" so the other side refreshes.
 *
 * Each process keeps the sockets connected to it; with several processes the two parties may be on different ones,
 * and the hub relays between processes over the database's LISTEN/NOTIFY (`bus`, decision 022): who joins and
 * leaves, the signalling, and the room's notices. `welcome.peerPresent` says whether the peer is on this process;
 * a peer on another one answers the join, and the newcomer then gets `peer-joined` (before any signalling from it).
 * docs/decisions/010-care-desk-and-consultations.md.
 */
import type { WebSocket } from 'ws';
import type { PubSub } from '../../db/pubsub.ts';

export type Role = 'doctor' | 'patient';

/** What a browser may send; anything else is dropped. */
const RELAYED = new Set(['offer', 'answer', 'candidate', 'hangup']);
const MAX_SDP = 20_000;
const MAX_CANDIDATE = 2_000;

interface Room {
  sockets: Partial<Record<Role, WebSocket>>;
  timers: Partial<Record<Role, NodeJS.Timeout>>;
}

export type ServerMessage =
  | { type: 'welcome'; role: Role; peerPresent: boolean; closesAt: string }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'prescription' }
  | { type: 'notes' }
  | { type: 'closing'; reason: 'window' | 'replaced' | 'ended' };

/** What the processes tell each other about rooms. */
export type HubEvent =
  | { k: 'join'; appt: number; role: Role }
  | { k: 'present'; appt: number; role: Role }
  | { k: 'left'; appt: number; role: Role }
  | { k: 'signal'; appt: number; to: Role; msg: Record<string, unknown> }
  | { k: 'notify'; appt: number; msg: { type: 'prescription' | 'notes' } }
  | { k: 'close'; appt: number };

const other = (role: Role): Role => (role === 'doctor' ? 'patient' : 'doctor');

function send(socket: WebSocket | undefined, message: object) {
  if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A relayed message rebuilt from the fields it may carry, or null when it is not one. */
export function cleanSignal(raw: string): Record<string, unknown> | null {
  let m: unknown;
  try {
    m = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  const msg = m as Record<string, unknown>;
  if (typeof msg.type !== 'string' || !RELAYED.has(msg.type)) return null;
  if (msg.type === 'offer' || msg.type === 'answer') {
    return typeof msg.sdp === 'string' && msg.sdp.length <= MAX_SDP ? { type: msg.type, sdp: msg.sdp } : null;
  }
  if (msg.type === 'candidate') {
    const c = msg.candidate as Record<string, unknown> | null;
    if (!c || typeof c !== 'object' || typeof c.candidate !== 'string' || c.candidate.length > MAX_CANDIDATE) return null;
    return {
      type: 'candidate',
      candidate: {
        candidate: c.candidate,
        sdpMid: typeof c.sdpMid === 'string' ? c.sdpMid.slice(0, 64) : null,
        sdpMLineIndex: typeof c.sdpMLineIndex === 'number' && Number.isInteger(c.sdpMLineIndex) ? c.sdpMLineIndex : null,
        usernameFragment: typeof c.usernameFragment === 'string' ? c.usernameFragment.slice(0, 256) : null,
      },
    };
  }
  return { type: 'hangup' };
}

export function createSignalHub(opts: { bus?: PubSub<HubEvent> } = {}) {
  const rooms = new Map<number, Room>();
  const bus = opts.bus;

  function leave(apptId: number, role: Role, socket: WebSocket) {
    const room = rooms.get(apptId);
    if (!room || room.sockets[role] !== socket) return;
    delete room.sockets[role];
    clearTimeout(room.timers[role]);
    delete room.timers[role];
    const peer = room.sockets[other(role)];
    if (peer) send(peer, { type: 'peer-left' });
    else bus?.publish({ k: 'left', appt: apptId, role });
    if (!room.sockets.doctor && !room.sockets.patient) rooms.delete(apptId);
  }

  /** Closes this process's socket of a role that was opened again elsewhere: the newest wins, no peer-left. */
  function replace(room: Room, role: Role) {
    const previous = room.sockets[role];
    if (!previous) return;
    delete room.sockets[role];
    clearTimeout(room.timers[role]);
    send(previous, { type: 'closing', reason: 'replaced' });
    previous.close(4000, 'replaced');
  }

  bus?.subscribe((e) => {
    const room = rooms.get(e.appt);
    if (!room) return;
    switch (e.k) {
      case 'join':
        // The same person joined on another process; or our party's peer arrived there: say so both ways.
        replace(room, e.role);
        if (room.sockets[other(e.role)]) {
          bus.publish({ k: 'present', appt: e.appt, role: other(e.role) });
          send(room.sockets[other(e.role)], { type: 'peer-joined' });
        }
        break;
      case 'present':
        send(room.sockets[other(e.role)], { type: 'peer-joined' });
        break;
      case 'left':
        send(room.sockets[other(e.role)], { type: 'peer-left' });
        break;
      case 'signal':
        send(room.sockets[e.to], e.msg);
        break;
      case 'notify':
        send(room.sockets.doctor, e.msg);
        send(room.sockets.patient, e.msg);
        break;
      case 'close':
        closeLocal(room);
        break;
    }
  });

  /** A party enters the room; the socket is closed when the consultation window ends. */
  function join(apptId: number, role: Role, socket: WebSocket, closesInMs: number, closesAt: Date) {
    let room = rooms.get(apptId);
    if (!room) rooms.set(apptId, (room = { sockets: {}, timers: {} }));
    // The same person opened the room again (another tab): the newest wins.
    replace(room, role);
    room.sockets[role] = socket;
    room.timers[role] = setTimeout(() => {
      send(socket, { type: 'closing', reason: 'window' });
      socket.close(4001, 'window closed');
    }, Math.max(0, Math.min(closesInMs, 2_147_000_000)));
    room.timers[role].unref?.();
    const peer = room.sockets[other(role)];
    send(socket, { type: 'welcome', role, peerPresent: !!peer, closesAt: closesAt.toISOString() });
    send(peer, { type: 'peer-joined' });
    // Other processes: a tab of the same person there closes; a peer there answers 'present'.
    bus?.publish({ k: 'join', appt: apptId, role });

    const alive = setInterval(() => socket.readyState === socket.OPEN && socket.ping(), 25_000);
    alive.unref?.();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const clean = cleanSignal(data.toString());
      if (!clean) return;
      const peerHere = rooms.get(apptId)?.sockets[other(role)];
      if (peerHere) send(peerHere, clean);
      else bus?.publish({ k: 'signal', appt: apptId, to: other(role), msg: clean });
    });
    socket.on('close', () => {
      clearInterval(alive);
      leave(apptId, role, socket);
    });
  }

  /** Tells both parties that something beside the video changed. */
  function notify(apptId: number, message: { type: 'prescription' | 'notes' }) {
    bus?.publish({ k: 'notify', appt: apptId, msg: message });
    const room = rooms.get(apptId);
    if (!room) return;
    send(room.sockets.doctor, message);
    send(room.sockets.patient, message);
  }

  function closeLocal(room: Room) {
    for (const role of ['doctor', 'patient'] as const) {
      send(room.sockets[role], { type: 'closing', reason: 'ended' });
      room.sockets[role]?.close(4002, 'ended');
    }
  }

  /** Ends the room (the appointment was completed or cancelled). */
  function close(apptId: number) {
    bus?.publish({ k: 'close', appt: apptId });
    const room = rooms.get(apptId);
    if (room) closeLocal(room);
  }

  const present = (apptId: number) => ({ doctor: !!rooms.get(apptId)?.sockets.doctor, patient: !!rooms.get(apptId)?.sockets.patient });

  return { join, notify, close, present };
}

export type SignalHub = ReturnType<typeof createSignalHub>;

/** STUN/TURN servers from the environment: ICE_SERVERS (comma-separated stun:/turn: URLs), TURN_USERNAME, TURN_CREDENTIAL. None by default. */
export function iceServersFromEnv(env: Record<string, string | undefined>): Array<{ urls: string[]; username?: string; credential?: string }> {
  const urls = (env.ICE_SERVERS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => /^(stun|stuns|turn|turns):[^\s]+$/.test(u));
  const stun = urls.filter((u) => u.startsWith('stun'));
  const turn = urls.filter((u) => u.startsWith('turn'));
  const out: Array<{ urls: string[]; username?: string; credential?: string }> = [];
  if (stun.length) out.push({ urls: stun });
  if (turn.length) out.push({ urls: turn, ...(env.TURN_USERNAME ? { username: env.TURN_USERNAME } : {}), ...(env.TURN_CREDENTIAL ? { credential: env.TURN_CREDENTIAL } : {}) });
  return out;
}
