/**
 * Webinars' roles, rules and paths (issue 24 parts 2-6, decision 069), free of zod so pages can import them without
 * loading the schema library; `schemas/webinar.ts` re-exports them beside the contract.
 */
import { WEBINAR_ROLES } from './codes/tables.ts';

export { WEBINAR_ROLES };
/** Spec section 3: 1 host/admin, 2 co-host, 3 presenter, 4 participant. */
export type WebinarRole = 1 | 2 | 3 | 4;
export const WEBINAR_ROLE = { host: 1, coHost: 2, presenter: 3, participant: 4 } as const satisfies Record<string, WebinarRole>;
export const WEBINAR_STAFF_ROLES = [2, 3] as const;

/**
 * What each role may do (spec section 3; decision 069). The host manages the webinar (details, stream, recording,
 * co-hosts and presenters, the attendance report); the co-host moderates (delete a message, mute a participant); the
 * presenter presents (the stream's status) and answers questions (marks them answered); a participant watches,
 * chats, asks and upvotes. A higher role may do everything of the roles below it except that only presenters and
 * hosts answer questions.
 */
export const WEBINAR_CAN = {
  manage: (role: WebinarRole | null) => role === 1,
  moderate: (role: WebinarRole | null) => role === 1 || role === 2,
  answer: (role: WebinarRole | null) => role === 1 || role === 3,
  present: (role: WebinarRole | null) => role === 1 || role === 2 || role === 3,
  chat: (role: WebinarRole | null) => role !== null,
} as const;

export const WEBINAR_PHASES = ['upcoming', 'live', 'past'] as const;
export type WebinarPhase = (typeof WEBINAR_PHASES)[number];
export const STREAM_KINDS = ['hls', 'videoLink'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

export const WEBINAR_RULES = {
  titleMax: 160,
  descriptionMax: 2000,
  speakersMax: 6,
  speakerMax: 80,
  capacityMin: 1,
  capacityMax: 10_000,
  durationMin: 15,
  durationMax: 480,
  chatMax: 500,
  questionMax: 300,
  /** Messages a live page loads on opening. */
  historyLimit: 100,
  /** The reminder goes this long before the start. */
  reminderMinutes: 30,
  /** Chat messages one person may send in 10 seconds. */
  chatBurst: 5,
} as const;

export const webinarPath = (id: number) => `/webinar/${id}`;
export const webinarLivePath = (id: number) => `/webinar/participant/${id}`;
export const presenterPath = (id?: number) => (id ? `/webinar/presenter?webinar=${id}` : '/webinar/presenter');
export const webinarLivePathApi = (id: number) => `/api/v1/webinars/${id}/live`;

/** Minutes a person attended within the webinar's time, from their join and leave times (open visits count to `until`). */
export function attendedMinutes(visits: ReadonlyArray<{ joinedAt: Date; leftAt: Date | null }>, startsAt: Date, endsAt: Date, until: Date): number {
  const end = Math.min(endsAt.getTime(), until.getTime());
  // Merge overlapping visits (two tabs) so time counts once.
  const spans = visits
    .map((v) => [Math.max(v.joinedAt.getTime(), startsAt.getTime()), Math.min((v.leftAt ?? until).getTime(), end)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const [a, b] of spans) {
    if (cur && a <= cur[1]) cur[1] = Math.max(cur[1], b);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [a, b];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.floor(total / 60_000);
}

/** Messages the live socket sends. */
export type LiveServerMessage =
  | { type: 'welcome'; role: WebinarRole; muted: boolean; phase: WebinarPhase }
  | { type: 'message'; message: LiveMessage }
  | { type: 'deleted'; id: number }
  | { type: 'votes'; id: number; upvotes: number }
  | { type: 'answered'; id: number; answeredAt: string }
  | { type: 'muted'; userId: number; muted: boolean }
  | { type: 'error'; error: string };

/** Messages a browser may send on the live socket. */
export type LiveClientMessage =
  | { type: 'chat'; body: string }
  | { type: 'ask'; body: string }
  | { type: 'upvote'; id: number }
  | { type: 'answer'; id: number }
  | { type: 'delete'; id: number }
  | { type: 'mute'; userId: number; muted: boolean };

export interface LiveMessage {
  id: number;
  kind: 'chat' | 'question';
  userId: number;
  authorName: string;
  authorRole: WebinarRole;
  body: string;
  createdAt: string;
  upvotes: number;
  answeredAt: string | null;
}
