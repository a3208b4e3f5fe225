/**
 * Webinars (issue 24 parts 2-6, decision 069): scheduling, roles, registration, the live page's chat and Q&A, the
 * recording, attendance. Routes (below /api):
 *   GET  /pub/v1/webinars                         upcoming, live and past (public)
 *   GET  /v1/webinars/:id                         a webinar's page (Webinar read)
 *   POST /v1/webinars                             a practitioner schedules one and becomes its host
 *   PUT  /v1/webinars/:id                         the host (or an operator) edits it; recording after it ended
 *   POST /v1/webinars/:id/people                  the host names a co-host or presenter (by mobile number)
 *   DELETE /v1/webinars/:id/people/:userId        the host removes one
 *   POST|DELETE /v1/webinars/:id/registration     a participant registers / cancels
 *   GET  /v1/webinars/:id/live-state              the live page: stream playback, messages, questions, role
 *   GET  /v1/webinars/:id/live                    WebSocket: chat, questions, upvotes, answers, moderation
 *   POST /v1/webinars/:id/messages                chat (also over the socket)
 *   POST /v1/webinars/:id/questions               ask (also over the socket)
 *   POST /v1/webinar-questions/:id/upvote | /answer, DELETE /v1/webinar-messages/:id, POST /v1/webinars/:id/mutes
 *   GET  /v1/webinars/:id/attendance              the host's attendance report with the certificate rule
 *   GET  /v1/my-webinars                          the caller's webinars as host, co-host or presenter
 *   GET|POST /v1/admin/webinars, PUT /v1/admin/webinars/:id  back-office authoring (editor)
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId, mobileNumber, wholeNumber } from './fields.ts';
import { videoIdOf } from './articles.ts';
import { STREAM_KINDS, WEBINAR_PHASES, WEBINAR_RULES, type StreamKind } from '../webinar.ts';

export * from '../webinar.ts';

/** An HLS playlist: a path on this site or an https address, ending in .m3u8. */
export function isHlsUrl(v: string): boolean {
  if (v.length > 500 || !/^[\x21-\x7e]+$/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.includes('\\') && /\.m3u8(\?|$)/.test(v);
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && !u.username && !u.password && /\.m3u8$/.test(u.pathname);
  } catch {
    return false;
  }
}
export const isStreamUrl = (kind: StreamKind, url: string) => (kind === 'hls' ? isHlsUrl(url) : videoIdOf(url) !== null);

const line = (max: number, key: 'webinar.rule.title' | 'webinar.rule.speaker') =>
  z.string({ error: () => t(key) }).trim().min(1, { error: () => t(key) }).max(max, { error: () => t(key) });

const source = z.strictObject({ kind: z.enum(STREAM_KINDS, { error: () => t('webinar.rule.streamKind') }), url: z.string().trim().max(500) }).refine((s) => isStreamUrl(s.kind, s.url), {
  error: () => t('webinar.rule.streamUrl'),
  path: ['url'],
});

export const webinarBody = z.strictObject({
  title: line(WEBINAR_RULES.titleMax, 'webinar.rule.title'),
  description: z.string().trim().min(1, { error: () => t('webinar.rule.description') }).max(WEBINAR_RULES.descriptionMax, { error: () => t('webinar.rule.description') }),
  speakers: z.array(line(WEBINAR_RULES.speakerMax, 'webinar.rule.speaker')).min(1, { error: () => t('webinar.rule.speakers') }).max(WEBINAR_RULES.speakersMax, { error: () => t('webinar.rule.speakers') }),
  /** The start with its offset (the pages send India time, +05:30). */
  startsAt: z.iso.datetime({ offset: true, error: () => t('webinar.rule.startsAt') }),
  durationMinutes: wholeNumber(WEBINAR_RULES.durationMin, WEBINAR_RULES.durationMax, 'webinar.rule.duration'),
  capacity: wholeNumber(WEBINAR_RULES.capacityMin, WEBINAR_RULES.capacityMax, 'webinar.rule.capacity'),
  requiredMinutes: wholeNumber(0, WEBINAR_RULES.durationMax, 'webinar.rule.required'),
  stream: source.nullable(),
  recording: source.nullable().optional(),
});
export type WebinarInput = z.output<typeof webinarBody>;
export const adminWebinarBody = webinarBody.extend({ hostMobile: mobileNumber, published: z.boolean().optional() });
export type AdminWebinarInput = z.output<typeof adminWebinarBody>;

export const staffBody = z.strictObject({ mobileNumber, role: z.union([z.literal(2), z.literal(3)], { error: () => t('webinar.rule.staffRole') }) });
export const chatBody = z.strictObject({ body: z.string().trim().min(1, { error: () => t('webinar.rule.chat') }).max(WEBINAR_RULES.chatMax, { error: () => t('webinar.rule.chat') }) });
export const questionBody = z.strictObject({ body: z.string().trim().min(1, { error: () => t('webinar.rule.question') }).max(WEBINAR_RULES.questionMax, { error: () => t('webinar.rule.question') }) });
export const muteBody = z.strictObject({ userId: entityId, muted: z.boolean() });
export const webinarListQuery = z.object({ phase: z.enum(WEBINAR_PHASES).optional() });

const role = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const playback = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hls'), url: z.string() }),
  z.object({ kind: z.literal('embed'), url: z.string() }),
  z.object({ kind: z.literal('none') }),
  /**
   * A LiveKit room (decision 075): the media server's address, the room and a short-lived token for this person;
   * `canPublish` only for the host, co-hosts and presenters (the token's grants say the same, the server enforces them).
   */
  z.object({ kind: z.literal('livekit'), url: z.string(), room: z.string(), token: z.string(), canPublish: z.boolean(), expiresAt: isoDateTime }),
]);
export type Playback = z.output<typeof playback>;

export const webinarSummary = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  speakers: z.array(z.string()),
  hostName: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  phase: z.enum(WEBINAR_PHASES),
  capacity: int,
  registered: int,
  seatsLeft: int,
  hasRecording: z.boolean(),
  path: z.string(),
});
export type WebinarSummary = z.output<typeof webinarSummary>;

export const webinarView = webinarSummary.extend({
  published: z.boolean(),
  requiredMinutes: int,
  myRole: role.nullable(),
  staff: z.array(z.object({ userId: int, name: z.string(), role })),
  recording: playback.nullable(),
  /** For the host: what the edit form shows. */
  stream: z.object({ kind: z.enum(STREAM_KINDS), url: z.string() }).nullable(),
  recordingSource: z.object({ kind: z.enum(STREAM_KINDS), url: z.string() }).nullable(),
  myMinutes: int.nullable(),
  qualifies: z.boolean().nullable(),
  /** LiveKit is configured (decision 075): a webinar without a stream address is a live room presented from the page. */
  liveRooms: z.boolean(),
});
export type WebinarView = z.output<typeof webinarView>;

export const liveMessage = z.object({
  id: int,
  kind: z.enum(['chat', 'question']),
  userId: int,
  authorName: z.string(),
  authorRole: role,
  body: z.string(),
  createdAt: isoDateTime,
  upvotes: int,
  answeredAt: isoDateTime.nullable(),
});

export const liveState = z.object({
  webinar: webinarSummary,
  role,
  muted: z.boolean(),
  playback,
  chat: z.array(liveMessage),
  questions: z.array(liveMessage),
  myVotes: z.array(int),
  socketPath: z.string(),
});
export type LiveState = z.output<typeof liveState>;

export const attendanceRow = z.object({ userId: int, name: z.string(), role, visits: int, firstJoinedAt: isoDateTime, lastLeftAt: isoDateTime.nullable(), minutes: int, qualifies: z.boolean() });
export const attendanceReport = z.object({ webinarId: int, requiredMinutes: int, registered: int, attended: int, qualified: int, items: z.array(attendanceRow) });
export type AttendanceReport = z.output<typeof attendanceReport>;

export const registrationView = z.object({ webinarId: int, role, registered: z.boolean(), seatsLeft: int });
export const voteView = z.object({ id: int, upvotes: int });
export const muteView = z.object({ userId: int, muted: z.boolean() });

export const WEBINAR_ROUTES = {
  'GET /pub/v1/webinars': z.object({ live: z.array(webinarSummary), upcoming: z.array(webinarSummary), past: z.array(webinarSummary) }),
  'GET /v1/webinars/:id': webinarView,
  'POST /v1/webinars': webinarView,
  'PUT /v1/webinars/:id': webinarView,
  'POST /v1/webinars/:id/people': webinarView,
  'DELETE /v1/webinars/:id/people/:userId': webinarView,
  'POST /v1/webinars/:id/registration': registrationView,
  'DELETE /v1/webinars/:id/registration': registrationView,
  'GET /v1/webinars/:id/live-state': liveState,
  'POST /v1/webinars/:id/messages': liveMessage,
  'POST /v1/webinars/:id/questions': liveMessage,
  'POST /v1/webinar-questions/:id/upvote': voteView,
  'POST /v1/webinar-questions/:id/answer': liveMessage,
  'DELETE /v1/webinar-messages/:id': z.object({ id: int }),
  'POST /v1/webinars/:id/mutes': muteView,
  'GET /v1/webinars/:id/attendance': attendanceReport,
  'GET /v1/my-webinars': pageOf(webinarSummary.extend({ myRole: role })),
  'GET /v1/admin/webinars': pageOf(webinarSummary),
  'POST /v1/admin/webinars': webinarView,
  'PUT /v1/admin/webinars/:id': webinarView,
} as const;
