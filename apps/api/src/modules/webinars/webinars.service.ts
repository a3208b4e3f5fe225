/**
 * Webinars (issue 24 parts 2-6, decision 069).
 *
 * What always holds:
 * - One role per person and webinar (primary key on webinar_people): 1 host, 2 co-host, 3 presenter, 4 participant.
 *   What each may do is WEBINAR_CAN (shared): the role always comes from this table, never from a request body.
 * - Participants never outnumber the capacity: `register` locks the webinar's row (FOR UPDATE) and counts, in one
 *   transaction; a parallel registration waits for the lock and then sees the seat taken (webinars.concurrency.test.ts).
 * - A question is answered once (conditional UPDATE on `answered_at IS NULL`) and upvoted once per person (primary key).
 * - Chat and questions only while the webinar is live, from people with a role, not muted, at most
 *   WEBINAR_RULES.chatBurst messages per 10 seconds each.
 * - Every change is published on the live hub, which relays it to the sockets of every process (LISTEN/NOTIFY).
 * - Attendance is a row per visit of the live page (join and leave times); the minutes count only inside the
 *   webinar's time, overlapping visits once; `qualifies` = minutes >= required_minutes (the certificate rule).
 *
 * Access (spec section 6, section Webinar): write to schedule, register, chat and ask; read to see the pages (actions
 * answer the alert popup's text); none: 403. Practitioners whose verification asks for documents (0, 2, 4) may not
 * register or host. A webinar one may not see is 404.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { needsDocuments } from '@nirog/shared/verification-rules';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { t } from '@nirog/shared/messages/catalogue';
import {
  WEBINAR_CAN,
  WEBINAR_RULES,
  attendedMinutes,
  webinarLivePath,
  webinarLivePathApi,
  webinarPath,
  type AdminWebinarInput,
  type AttendanceReport,
  type LiveMessage,
  type LiveServerMessage,
  type LiveState,
  type StreamKind,
  type WebinarInput,
  type WebinarPhase,
  type WebinarRole,
  type WebinarSummary,
  type WebinarView,
} from '@nirog/shared/schemas/webinar';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../plugins/errors.ts';
import type { StreamProvider } from '../../providers/stream/stream.provider.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import { users } from '../identity/identity.tables.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { webinarAttendance, webinarMessages, webinarPeople, webinarQuestionVotes, webinars } from './webinars.tables.ts';

export const WEBINAR_REMIND_JOB = 'webinars.remind';

export interface LiveHub {
  publish(webinarId: number, message: LiveServerMessage): void;
}

export interface WebinarServiceDeps {
  db: Db;
  stream: StreamProvider;
  notify: Notify;
  jobs: Pick<JobQueue, 'enqueue' | 'define'>;
  hub: LiveHub;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type Actor = { id: number; userType: number; doctorCategory: number; role?: string };
type Row = typeof webinars.$inferSelect;

const registeredCount = sql<number>`(SELECT count(*)::int FROM ${webinarPeople} p WHERE p.webinar_id = ${sql.identifier('webinars')}.${sql.identifier('id')} AND p.role = 4)`;
const hostName = sql<string>`(SELECT u.full_name FROM ${webinarPeople} p JOIN ${users} u ON u.id = p.user_id WHERE p.webinar_id = ${sql.identifier('webinars')}.${sql.identifier('id')} AND p.role = 1 LIMIT 1)`;
const isOperator = (user: Actor) => user.role === 'operator';

/** The page a share link of a webinar opens, when it is published. */
export async function publishedWebinarPath(db: DbOrTx, id: number): Promise<string | null> {
  const [w] = await db.select({ id: webinars.id }).from(webinars).where(and(eq(webinars.id, id), eq(webinars.published, true))).limit(1);
  return w ? webinarPath(w.id) : null;
}

export function createWebinarService(deps: WebinarServiceDeps) {
  const { db, stream, notify, jobs, hub, log } = deps;
  const now = deps.now ?? (() => new Date());

  jobs.define<{ webinarId: number; userId: number; startsAt: number }>(WEBINAR_REMIND_JOB, {
    maxAttempts: 3,
    run: async ({ webinarId, userId, startsAt }) => {
      const [w] = await db.select().from(webinars).where(eq(webinars.id, webinarId));
      const person = await roleOf(webinarId, userId);
      // Told only while still registered, before the end (a reminder that ran late still helps during the webinar),
      // and for the start it was queued for (a moved webinar queues new reminders).
      if (!w || !person || w.endsAt <= now() || w.startsAt.getTime() !== startsAt) return;
      await notify({ userId, module: NOTIFY_MODULE.webinars, kind: 'webinarReminder', params: { title: w.title, time: istTime(w.startsAt) }, link: webinarLivePath(w.id), key: `webinar-reminder:${w.id}:${userId}:${startsAt}` });
    },
  });

  /** Queues a participant's reminder, WEBINAR_RULES.reminderMinutes before the start (once per person and start). */
  async function queueReminder(tx: DbOrTx, w: Pick<Row, 'id' | 'startsAt'>, userId: number) {
    if (w.startsAt <= now()) return;
    const remindAt = new Date(w.startsAt.getTime() - WEBINAR_RULES.reminderMinutes * 60_000);
    await jobs.enqueue(WEBINAR_REMIND_JOB, { webinarId: w.id, userId, startsAt: w.startsAt.getTime() }, { key: `webinar-remind:${w.id}:${userId}:${w.startsAt.getTime()}`, runAt: remindAt > now() ? remindAt : now() }, tx);
  }

  const phaseOf = (w: Pick<Row, 'startsAt' | 'endsAt'>, at = now()): WebinarPhase => (at < w.startsAt ? 'upcoming' : at < w.endsAt ? 'live' : 'past');

  // -------------------------------------------------------------------------------------------------------------
  // Access

  async function gate(user: Actor, need: 'read' | 'write') {
    if (isOperator(user)) return;
    const level = (await accessMap(db, user)).Webinar;
    if (level === 3) throw AppError.of('forbidden', 'webinar.error.noAccess');
    if (need === 'read') return;
    if (level === 2) throw viewOnlyRefusal('Webinar');
    const buyer = await buyerOf(db, user);
    if (needsDocuments(user.userType, buyer.verificationStatus ?? 0)) throw AppError.of('forbidden', 'webinar.error.verifyFirst');
  }

  async function roleOf(webinarId: number, userId: number, tx: DbOrTx = db): Promise<{ role: WebinarRole; muted: boolean } | null> {
    const [p] = await tx.select({ role: webinarPeople.role, mutedAt: webinarPeople.mutedAt }).from(webinarPeople).where(and(eq(webinarPeople.webinarId, webinarId), eq(webinarPeople.userId, userId)));
    return p ? { role: p.role as WebinarRole, muted: !!p.mutedAt } : null;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading

  const summaryColumns = { w: webinars, registered: registeredCount, hostName };
  type SummaryRow = { w: Row; registered: number; hostName: string | null };

  function summaryOf(r: SummaryRow): WebinarSummary {
    const registered = Number(r.registered);
    return {
      id: r.w.id,
      title: r.w.title,
      description: r.w.description,
      speakers: r.w.speakers,
      hostName: r.hostName ?? '',
      startsAt: r.w.startsAt.toISOString(),
      endsAt: r.w.endsAt.toISOString(),
      phase: phaseOf(r.w),
      capacity: r.w.capacity,
      registered,
      seatsLeft: Math.max(0, r.w.capacity - registered),
      hasRecording: !!r.w.recordingUrl,
      path: webinarPath(r.w.id),
    };
  }

  async function row(id: number, opts: { unpublished?: boolean } = {}): Promise<SummaryRow> {
    const [r] = await db
      .select(summaryColumns)
      .from(webinars)
      .where(and(eq(webinars.id, id), opts.unpublished ? undefined : eq(webinars.published, true)))
      .limit(1);
    if (!r) throw AppError.of('not_found', 'webinar.error.notFound');
    return r as SummaryRow;
  }

  /** The public list: live now, upcoming (soonest first) and the last 20 past (newest first). */
  async function list() {
    const at = now();
    const pub = eq(webinars.published, true);
    const [live, upcoming, past] = await Promise.all([
      db.select(summaryColumns).from(webinars).where(and(pub, lte(webinars.startsAt, at), gt(webinars.endsAt, at))).orderBy(asc(webinars.startsAt)),
      db.select(summaryColumns).from(webinars).where(and(pub, gt(webinars.startsAt, at))).orderBy(asc(webinars.startsAt)).limit(50),
      db.select(summaryColumns).from(webinars).where(and(pub, lte(webinars.endsAt, at))).orderBy(desc(webinars.startsAt)).limit(20),
    ]);
    return { live: live.map((r) => summaryOf(r as SummaryRow)), upcoming: upcoming.map((r) => summaryOf(r as SummaryRow)), past: past.map((r) => summaryOf(r as SummaryRow)) };
  }

  const sourceOf = (kind: string | null, url: string | null) => (kind && url ? { kind: kind as StreamKind, url } : null);

  async function viewOf(r: SummaryRow, user: Actor): Promise<WebinarView> {
    const staff = await db
      .select({ userId: webinarPeople.userId, name: users.fullName, role: webinarPeople.role })
      .from(webinarPeople)
      .innerJoin(users, eq(users.id, webinarPeople.userId))
      .where(and(eq(webinarPeople.webinarId, r.w.id), lt(webinarPeople.role, 4)))
      .orderBy(asc(webinarPeople.role), asc(users.fullName));
    const mine = await roleOf(r.w.id, user.id);
    const manages = WEBINAR_CAN.manage(mine?.role ?? null) || isOperator(user);
    const summary = summaryOf(r);
    let myMinutes: number | null = null;
    if (mine && summary.phase !== 'upcoming') {
      const visits = await db.select({ joinedAt: webinarAttendance.joinedAt, leftAt: webinarAttendance.leftAt }).from(webinarAttendance).where(and(eq(webinarAttendance.webinarId, r.w.id), eq(webinarAttendance.userId, user.id)));
      myMinutes = attendedMinutes(visits, r.w.startsAt, r.w.endsAt, now());
    }
    return {
      ...summary,
      published: r.w.published,
      requiredMinutes: r.w.requiredMinutes,
      myRole: mine?.role ?? null,
      staff: staff.map((s) => ({ ...s, role: s.role as WebinarRole })),
      // The recording is published on the page once the webinar has ended.
      recording: summary.phase === 'past' && r.w.recordingUrl ? stream.playback(sourceOf(r.w.recordingKind, r.w.recordingUrl)) : null,
      stream: manages ? sourceOf(r.w.streamKind, r.w.streamUrl) : null,
      recordingSource: manages ? sourceOf(r.w.recordingKind, r.w.recordingUrl) : null,
      myMinutes,
      qualifies: myMinutes === null ? null : myMinutes >= r.w.requiredMinutes,
      liveRooms: stream.name === 'livekit',
    };
  }

  async function get(user: Actor, id: number): Promise<WebinarView> {
    await gate(user, 'read');
    return viewOf(await row(id, { unpublished: isOperator(user) }), user);
  }

  /** The webinars the caller hosts, co-hosts or presents (the presenter's page). */
  async function mine(user: Actor) {
    const rows = await db
      .select({ ...summaryColumns, myRole: webinarPeople.role })
      .from(webinars)
      .innerJoin(webinarPeople, and(eq(webinarPeople.webinarId, webinars.id), eq(webinarPeople.userId, user.id), lt(webinarPeople.role, 4)))
      .orderBy(desc(webinars.startsAt))
      .limit(100);
    const items = rows.map((r) => ({ ...summaryOf(r as SummaryRow), myRole: r.myRole as WebinarRole }));
    // Live first, then upcoming (soonest first), then past.
    const rank = { live: 0, upcoming: 1, past: 2 } as const;
    items.sort((a, b) => rank[a.phase] - rank[b.phase] || (a.phase === 'past' ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt)));
    return { items, total: items.length };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Scheduling and authoring

  function columnsOf(input: WebinarInput) {
    const startsAt = new Date(input.startsAt);
    return {
      title: input.title,
      description: input.description,
      speakers: input.speakers,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      capacity: input.capacity,
      requiredMinutes: Math.min(input.requiredMinutes, input.durationMinutes),
      streamKind: input.stream?.kind ?? 'hls',
      streamUrl: input.stream?.url ?? null,
      ...(input.recording !== undefined ? { recordingKind: input.recording?.kind ?? null, recordingUrl: input.recording?.url ?? null } : {}),
    };
  }

  /** A practitioner schedules a webinar and becomes its host (role 1). */
  async function schedule(user: Actor, input: WebinarInput): Promise<WebinarView> {
    await gate(user, 'write');
    if (user.userType === 1) throw AppError.of('forbidden', 'webinar.error.hostsOnly');
    if (new Date(input.startsAt) <= now()) throw AppError.field('startsAt', t('webinar.rule.future'));
    const id = await db.transaction(async (tx) => {
      const [w] = await tx.insert(webinars).values({ ...columnsOf(input), createdBy: user.id }).returning({ id: webinars.id });
      await tx.insert(webinarPeople).values({ webinarId: w!.id, userId: user.id, role: 1, createdAt: now() });
      return w!.id;
    });
    return viewOf(await row(id), user);
  }

  async function requireManager(user: Actor, id: number) {
    const mine = await roleOf(id, user.id);
    if (isOperator(user) || WEBINAR_CAN.manage(mine?.role ?? null)) return;
    // Others may see the webinar but not manage it; one they cannot see stays 404.
    await row(id);
    throw AppError.of('forbidden', 'webinar.error.hostOnly');
  }

  async function update(user: Actor, id: number, input: WebinarInput): Promise<WebinarView> {
    await requireManager(user, id);
    await saveAndRemind(id, { ...columnsOf(input), updatedAt: now() });
    return viewOf(await row(id, { unpublished: isOperator(user) }), user);
  }

  /** Saves a webinar's columns; when its start moved, its participants get reminders for the new time. */
  async function saveAndRemind(id: number, set: Partial<typeof webinars.$inferInsert>, tx?: DbOrTx) {
    const run = async (t: DbOrTx) => {
      const [before] = await t.select({ startsAt: webinars.startsAt }).from(webinars).where(eq(webinars.id, id)).for('update');
      const [after] = await t.update(webinars).set(set).where(eq(webinars.id, id)).returning({ id: webinars.id, startsAt: webinars.startsAt });
      if (!before || !after || before.startsAt.getTime() === after.startsAt.getTime()) return;
      const participants = await t.select({ userId: webinarPeople.userId }).from(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.role, 4)));
      for (const p of participants) await queueReminder(t, after, p.userId);
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /** The host names a co-host (2) or presenter (3) by mobile number; a registered participant keeps no seat then. */
  async function addStaff(user: Actor, id: number, input: { mobileNumber: string; role: 2 | 3 }): Promise<WebinarView> {
    await requireManager(user, id);
    const [person] = await db.select({ id: users.id, userType: users.userType }).from(users).where(and(eq(users.mobileNumber, input.mobileNumber), eq(users.status, 1)));
    if (!person || person.userType === 1) throw AppError.field('mobileNumber', t('webinar.error.noPractitioner'));
    const current = await roleOf(id, person.id);
    if (current?.role === 1) throw AppError.of('conflict', 'webinar.error.isHost');
    await db
      .insert(webinarPeople)
      .values({ webinarId: id, userId: person.id, role: input.role, createdAt: now() })
      .onConflictDoUpdate({ target: [webinarPeople.webinarId, webinarPeople.userId], set: { role: input.role, mutedAt: null } });
    const w = await row(id, { unpublished: true });
    await notify({ userId: person.id, module: NOTIFY_MODULE.webinars, kind: 'webinarRole', params: { title: w.w.title, role: input.role === 2 ? 'co-host' : 'presenter' }, link: webinarPath(id), key: `webinar-role:${id}:${person.id}:${input.role}` });
    return viewOf(w, user);
  }

  async function removeStaff(user: Actor, id: number, userId: number): Promise<WebinarView> {
    await requireManager(user, id);
    await db.delete(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.userId, userId), inArray(webinarPeople.role, [2, 3])));
    return viewOf(await row(id, { unpublished: true }), user);
  }

  // Back office (operators with the editor role): any webinar, published or not, with its host named by mobile.
  async function adminList() {
    const rows = await db.select(summaryColumns).from(webinars).orderBy(desc(webinars.startsAt)).limit(100);
    return { items: rows.map((r) => summaryOf(r as SummaryRow)), total: rows.length };
  }

  async function hostByMobile(mobileNumber: string) {
    const [host] = await db.select({ id: users.id, userType: users.userType }).from(users).where(and(eq(users.mobileNumber, mobileNumber), eq(users.status, 1)));
    if (!host || host.userType === 1) throw AppError.field('hostMobile', t('webinar.error.noPractitioner'));
    return host.id;
  }

  async function adminCreate(operator: Actor, input: AdminWebinarInput): Promise<WebinarView> {
    const hostId = await hostByMobile(input.hostMobile);
    const id = await db.transaction(async (tx) => {
      const [w] = await tx.insert(webinars).values({ ...columnsOf(input), published: input.published ?? true, createdBy: operator.id }).returning({ id: webinars.id });
      await tx.insert(webinarPeople).values({ webinarId: w!.id, userId: hostId, role: 1, createdAt: now() });
      return w!.id;
    });
    return viewOf(await row(id, { unpublished: true }), operator);
  }

  async function adminUpdate(operator: Actor, id: number, input: AdminWebinarInput): Promise<WebinarView> {
    await row(id, { unpublished: true });
    const hostId = await hostByMobile(input.hostMobile);
    await db.transaction(async (tx) => {
      await saveAndRemind(id, { ...columnsOf(input), published: input.published ?? true, updatedAt: now() }, tx);
      // One host: the named one (an earlier host leaves the webinar's staff).
      await tx.delete(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.role, 1), ne(webinarPeople.userId, hostId)));
      await tx
        .insert(webinarPeople)
        .values({ webinarId: id, userId: hostId, role: 1, createdAt: now() })
        .onConflictDoUpdate({ target: [webinarPeople.webinarId, webinarPeople.userId], set: { role: 1, mutedAt: null } });
    });
    return viewOf(await row(id, { unpublished: true }), operator);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Registration

  /** Registers the caller as a participant (`created` false when already registered or on the staff). */
  async function register(user: Actor, id: number) {
    await gate(user, 'write');
    const result = await db.transaction(async (tx) => {
      // The lock orders parallel registrations: each counts the seats after the one before it committed.
      const [w] = await tx.select().from(webinars).where(and(eq(webinars.id, id), eq(webinars.published, true))).for('update');
      if (!w) throw AppError.of('not_found', 'webinar.error.notFound');
      const existing = await roleOf(id, user.id, tx);
      if (existing) return { w, role: existing.role, created: false };
      if (phaseOf(w) === 'past') throw AppError.of('business_rule', 'webinar.error.ended');
      const [taken] = await tx.select({ n: count() }).from(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.role, 4)));
      if (Number(taken?.n ?? 0) >= w.capacity) throw AppError.of('conflict', 'webinar.error.full');
      await tx.insert(webinarPeople).values({ webinarId: id, userId: user.id, role: 4, createdAt: now() });
      await notify({ userId: user.id, module: NOTIFY_MODULE.webinars, kind: 'webinarRegistered', params: { title: w.title, time: istTime(w.startsAt) }, link: webinarPath(id), key: `webinar-registered:${id}:${user.id}` }, tx);
      await queueReminder(tx, w, user.id);
      return { w, role: 4 as WebinarRole, created: true };
    });
    return { created: result.created, view: { webinarId: id, role: result.role, registered: true, seatsLeft: await seatsLeft(id) } };
  }

  async function seatsLeft(id: number) {
    const r = await row(id, { unpublished: true });
    return Math.max(0, r.w.capacity - Number(r.registered));
  }

  async function cancel(user: Actor, id: number) {
    await gate(user, 'write');
    const r = await row(id);
    if (phaseOf(r.w) === 'past') throw AppError.of('business_rule', 'webinar.error.ended');
    await db.delete(webinarPeople).where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.userId, user.id), eq(webinarPeople.role, 4)));
    const mine = await roleOf(id, user.id);
    return { webinarId: id, role: mine?.role ?? 4, registered: !!mine, seatsLeft: await seatsLeft(id) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // The live page

  const messageColumns = {
    id: webinarMessages.id,
    kind: webinarMessages.kind,
    userId: webinarMessages.userId,
    authorName: users.fullName,
    authorRole: sql<number>`coalesce((SELECT p.role FROM ${webinarPeople} p WHERE p.webinar_id = ${webinarMessages.webinarId} AND p.user_id = ${webinarMessages.userId}), 4)`,
    body: webinarMessages.body,
    createdAt: webinarMessages.createdAt,
    upvotes: webinarMessages.upvotes,
    answeredAt: webinarMessages.answeredAt,
  };
  type MessageRow = { id: number; kind: string; userId: number; authorName: string; authorRole: number; body: string; createdAt: Date; upvotes: number; answeredAt: Date | null };
  const messageOf = (m: MessageRow): LiveMessage => ({
    id: m.id,
    kind: m.kind as LiveMessage['kind'],
    userId: m.userId,
    authorName: m.authorName,
    authorRole: Number(m.authorRole) as WebinarRole,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    upvotes: m.upvotes,
    answeredAt: m.answeredAt?.toISOString() ?? null,
  });

  async function messageById(id: number): Promise<MessageRow & { webinarId: number; deletedAt: Date | null }> {
    const [m] = await db
      .select({ ...messageColumns, webinarId: webinarMessages.webinarId, deletedAt: webinarMessages.deletedAt })
      .from(webinarMessages)
      .innerJoin(users, eq(users.id, webinarMessages.userId))
      .where(eq(webinarMessages.id, id));
    if (!m || m.deletedAt) throw AppError.of('not_found', 'webinar.error.messageNotFound');
    return m as MessageRow & { webinarId: number; deletedAt: Date | null };
  }

  /** The caller's role in a webinar they may see, or 403 asking them to register first. */
  async function liveAccess(user: Actor, id: number): Promise<{ w: SummaryRow; role: WebinarRole; muted: boolean }> {
    await gate(user, 'read');
    const w = await row(id);
    const mine = await roleOf(id, user.id);
    if (!mine) throw AppError.of('forbidden', 'webinar.error.registerFirst');
    return { w, ...mine };
  }

  async function liveState(user: Actor, id: number): Promise<LiveState> {
    const { w, role, muted } = await liveAccess(user, id);
    const history = (kind: 'chat' | 'question') =>
      db
        .select(messageColumns)
        .from(webinarMessages)
        .innerJoin(users, eq(users.id, webinarMessages.userId))
        .where(and(eq(webinarMessages.webinarId, id), eq(webinarMessages.kind, kind), isNull(webinarMessages.deletedAt)))
        .orderBy(desc(webinarMessages.id))
        .limit(WEBINAR_RULES.historyLimit);
    const [chat, questions, votes] = await Promise.all([
      history('chat'),
      history('question'),
      db.select({ id: webinarQuestionVotes.messageId }).from(webinarQuestionVotes).innerJoin(webinarMessages, eq(webinarMessages.id, webinarQuestionVotes.messageId)).where(and(eq(webinarMessages.webinarId, id), eq(webinarQuestionVotes.userId, user.id))),
    ]);
    const summary = summaryOf(w);
    let playback: LiveState['playback'];
    if (summary.phase === 'past') playback = stream.playback(w.w.recordingUrl ? sourceOf(w.w.recordingKind, w.w.recordingUrl) : sourceOf(w.w.streamKind, w.w.streamUrl));
    else {
      // Before and during the webinar: its own stream, or (LiveKit configured, no stream address) a room token whose
      // grants follow the role from webinar_people (decision 075).
      const [me] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, user.id));
      playback = await stream.live(sourceOf(w.w.streamKind, w.w.streamUrl), { webinarId: id, userId: user.id, name: me?.name ?? '', role });
    }
    return {
      webinar: summary,
      role,
      muted,
      playback,
      chat: chat.reverse().map((m) => messageOf(m as MessageRow)),
      questions: questions.map((m) => messageOf(m as MessageRow)),
      myVotes: votes.map((v) => v.id),
      socketPath: webinarLivePathApi(id),
    };
  }

  async function post(user: Actor, id: number, kind: 'chat' | 'question', body: string): Promise<LiveMessage> {
    await gate(user, 'write');
    const { w, muted } = await liveAccess(user, id);
    if (phaseOf(w.w) !== 'live') throw AppError.of('business_rule', 'webinar.error.notLive');
    if (muted) throw AppError.of('forbidden', 'webinar.error.muted');
    const [recent] = await db.select({ n: count() }).from(webinarMessages).where(and(eq(webinarMessages.webinarId, id), eq(webinarMessages.userId, user.id), gte(webinarMessages.createdAt, new Date(now().getTime() - 10_000))));
    if (Number(recent?.n ?? 0) >= WEBINAR_RULES.chatBurst) throw AppError.of('rate_limited', 'webinar.error.slowDown');
    const [made] = await db.insert(webinarMessages).values({ webinarId: id, userId: user.id, kind, body, createdAt: now() }).returning({ id: webinarMessages.id });
    const message = messageOf(await messageById(made!.id));
    hub.publish(id, { type: 'message', message });
    return message;
  }

  async function upvote(user: Actor, questionId: number) {
    await gate(user, 'write');
    const q = await messageById(questionId);
    await liveAccess(user, q.webinarId);
    if (q.kind !== 'question') throw AppError.of('not_found', 'webinar.error.messageNotFound');
    const added = await db.insert(webinarQuestionVotes).values({ messageId: questionId, userId: user.id }).onConflictDoNothing().returning({ id: webinarQuestionVotes.messageId });
    let upvotes = q.upvotes;
    if (added.length) {
      const [u] = await db.update(webinarMessages).set({ upvotes: sql`${webinarMessages.upvotes} + 1` }).where(eq(webinarMessages.id, questionId)).returning({ upvotes: webinarMessages.upvotes });
      upvotes = u!.upvotes;
      hub.publish(q.webinarId, { type: 'votes', id: questionId, upvotes });
    }
    return { id: questionId, upvotes };
  }

  /** A presenter (or the host) marks a question answered; once. */
  async function answer(user: Actor, questionId: number): Promise<LiveMessage> {
    const q = await messageById(questionId);
    const { role } = await liveAccess(user, q.webinarId);
    if (!WEBINAR_CAN.answer(role)) throw AppError.of('forbidden', 'webinar.error.presenterOnly');
    if (q.kind !== 'question') throw AppError.of('not_found', 'webinar.error.messageNotFound');
    const [done] = await db
      .update(webinarMessages)
      .set({ answeredAt: now(), answeredBy: user.id })
      .where(and(eq(webinarMessages.id, questionId), isNull(webinarMessages.answeredAt)))
      .returning({ answeredAt: webinarMessages.answeredAt });
    if (done?.answeredAt) hub.publish(q.webinarId, { type: 'answered', id: questionId, answeredAt: done.answeredAt.toISOString() });
    return messageOf(await messageById(questionId));
  }

  /** The co-host or host removes a message; anyone may remove their own. */
  async function remove(user: Actor, messageId: number) {
    const m = await messageById(messageId);
    const { role } = await liveAccess(user, m.webinarId);
    if (m.userId !== user.id && !WEBINAR_CAN.moderate(role)) throw AppError.of('forbidden', 'webinar.error.moderatorOnly');
    await db.update(webinarMessages).set({ deletedAt: now(), deletedBy: user.id }).where(and(eq(webinarMessages.id, messageId), isNull(webinarMessages.deletedAt)));
    hub.publish(m.webinarId, { type: 'deleted', id: messageId });
    return { id: messageId };
  }

  /** The co-host or host mutes (or unmutes) a participant. */
  async function mute(user: Actor, id: number, input: { userId: number; muted: boolean }) {
    const { role } = await liveAccess(user, id);
    if (!WEBINAR_CAN.moderate(role)) throw AppError.of('forbidden', 'webinar.error.moderatorOnly');
    const changed = await db
      .update(webinarPeople)
      .set({ mutedAt: input.muted ? now() : null })
      .where(and(eq(webinarPeople.webinarId, id), eq(webinarPeople.userId, input.userId), eq(webinarPeople.role, 4)))
      .returning({ userId: webinarPeople.userId });
    if (!changed.length) throw AppError.of('not_found', 'webinar.error.participantNotFound');
    hub.publish(id, { type: 'muted', userId: input.userId, muted: input.muted });
    return { userId: input.userId, muted: input.muted };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Attendance

  async function joined(webinarId: number, userId: number): Promise<number> {
    const [a] = await db.insert(webinarAttendance).values({ webinarId, userId, joinedAt: now() }).returning({ id: webinarAttendance.id });
    return a!.id;
  }

  async function left(attendanceId: number) {
    await db.update(webinarAttendance).set({ leftAt: now() }).where(and(eq(webinarAttendance.id, attendanceId), isNull(webinarAttendance.leftAt)));
  }

  /**
   * The host's attendance report: everyone who joined, their visits, minutes inside the webinar's time and whether
   * they stayed the required time (the certificate rule; the certificates service issues from `qualifies`).
   */
  async function attendance(user: Actor, id: number): Promise<AttendanceReport> {
    await requireManager(user, id);
    const r = await row(id, { unpublished: true });
    const visits = await db
      .select({ userId: webinarAttendance.userId, name: users.fullName, role: sql<number>`coalesce(${webinarPeople.role}, 4)`, joinedAt: webinarAttendance.joinedAt, leftAt: webinarAttendance.leftAt })
      .from(webinarAttendance)
      .innerJoin(users, eq(users.id, webinarAttendance.userId))
      .leftJoin(webinarPeople, and(eq(webinarPeople.webinarId, webinarAttendance.webinarId), eq(webinarPeople.userId, webinarAttendance.userId)))
      .where(eq(webinarAttendance.webinarId, id))
      .orderBy(asc(webinarAttendance.joinedAt));
    const byUser = new Map<number, typeof visits>();
    for (const v of visits) byUser.set(v.userId, [...(byUser.get(v.userId) ?? []), v]);
    const at = now();
    const items = [...byUser.values()].map((vs) => {
      const minutes = attendedMinutes(vs, r.w.startsAt, r.w.endsAt, at);
      const open = vs.some((v) => !v.leftAt);
      const lastLeft = vs.reduce<Date | null>((m, v) => (v.leftAt && (!m || v.leftAt > m) ? v.leftAt : m), null);
      return { userId: vs[0]!.userId, name: vs[0]!.name, role: Number(vs[0]!.role) as WebinarRole, visits: vs.length, firstJoinedAt: vs[0]!.joinedAt.toISOString(), lastLeftAt: open ? null : (lastLeft?.toISOString() ?? null), minutes, qualifies: minutes >= r.w.requiredMinutes };
    });
    items.sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
    return { webinarId: id, requiredMinutes: r.w.requiredMinutes, registered: Number(r.registered), attended: items.length, qualified: items.filter((i) => i.qualifies).length, items };
  }

  /**
   * The attendees who stayed the required time of an ended webinar: what the certificates service (webinar context)
   * issues from. Empty before the end.
   */
  async function qualifiedAttendees(id: number): Promise<number[]> {
    const r = await row(id, { unpublished: true });
    if (phaseOf(r.w) !== 'past') return [];
    const visits = await db.select({ userId: webinarAttendance.userId, joinedAt: webinarAttendance.joinedAt, leftAt: webinarAttendance.leftAt }).from(webinarAttendance).where(eq(webinarAttendance.webinarId, id));
    const byUser = new Map<number, typeof visits>();
    for (const v of visits) byUser.set(v.userId, [...(byUser.get(v.userId) ?? []), v]);
    return [...byUser].filter(([, vs]) => attendedMinutes(vs, r.w.startsAt, r.w.endsAt, r.w.endsAt) >= r.w.requiredMinutes).map(([u]) => u);
  }

  return { list, get, mine, schedule, update, addStaff, removeStaff, adminList, adminCreate, adminUpdate, register, cancel, liveAccess, liveState, post, upvote, answer, remove, mute, joined, left, attendance, qualifiedAttendees, log };
}

/** "27 Nov 2026, 6:30 pm IST" (India time; the notification texts are in the reader's language, the time is the same). */
export function istTime(d: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(d)} IST`;
}

export type WebinarService = ReturnType<typeof createWebinarService>;
