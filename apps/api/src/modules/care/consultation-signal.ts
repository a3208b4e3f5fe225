/**
 * WebRTC signalling for the 1:1 consultation room (issue 8, part 8). The media flows browser to browser; the server
 * only relays the offer, answer and ICE candidates between the doctor and the patient of one appointment, tells each
 * when the other comes and goes, and pushes "prescription" and "notes" so the other side refreshes.
 *
 * Rooms live in this process's memory: both parties of a consultation must reach the same process (one process by
 * default; behind a load balancer, route /api/v3/consultations/{id}/signal by the id). docs/decisions/010-care-desk-and-consultations.md.
 */
import type { WebSocket } from 'ws';

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

export function createSignalHub() {
  const rooms = new Map<number, Room>();

  function leave(apptId: number, role: Role, socket: WebSocket) {
    const room = rooms.get(apptId);
    if (!room || room.sockets[role] !== socket) return;
    delete room.sockets[role];
    clearTimeout(room.timers[role]);
    delete room.timers[role];
    send(room.sockets[other(role)], { type: 'peer-left' });
    if (!room.sockets.doctor && !room.sockets.patient) rooms.delete(apptId);
  }

  /** A party enters the room; the socket is closed when the consultation window ends. */
  function join(apptId: number, role: Role, socket: WebSocket, closesInMs: number, closesAt: Date) {
    let room = rooms.get(apptId);
    if (!room) rooms.set(apptId, (room = { sockets: {}, timers: {} }));
    const previous = room.sockets[role];
    if (previous) {
      // The same person opened the room again (another tab): the newest wins.
      delete room.sockets[role];
      clearTimeout(room.timers[role]);
      send(previous, { type: 'closing', reason: 'replaced' });
      previous.close(4000, 'replaced');
    }
    room.sockets[role] = socket;
    room.timers[role] = setTimeout(() => {
      send(socket, { type: 'closing', reason: 'window' });
      socket.close(4001, 'window closed');
    }, Math.max(0, Math.min(closesInMs, 2_147_000_000)));
    room.timers[role].unref?.();
    const peer = room.sockets[other(role)];
    send(socket, { type: 'welcome', role, peerPresent: !!peer, closesAt: closesAt.toISOString() });
    send(peer, { type: 'peer-joined' });

    const alive = setInterval(() => socket.readyState === socket.OPEN && socket.ping(), 25_000);
    alive.unref?.();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const clean = cleanSignal(data.toString());
      if (!clean) return;
      send(rooms.get(apptId)?.sockets[other(role)], clean);
    });
    socket.on('close', () => {
      clearInterval(alive);
      leave(apptId, role, socket);
    });
  }

  /** Tells both parties that something beside the video changed. */
  function notify(apptId: number, message: { type: 'prescription' | 'notes' }) {
    const room = rooms.get(apptId);
    if (!room) return;
    send(room.sockets.doctor, message);
    send(room.sockets.patient, message);
  }

  /** Ends the room (the appointment was completed or cancelled). */
  function close(apptId: number) {
    const room = rooms.get(apptId);
    if (!room) return;
    for (const role of ['doctor', 'patient'] as const) {
      send(room.sockets[role], { type: 'closing', reason: 'ended' });
      room.sockets[role]?.close(4002, 'ended');
    }
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
