/**
 * Events and registrations (issue 20 part 3, decision 050).
 *
 * What always holds: an event's registrations never outnumber its capacity; a user has at most one registration per
 * event; nobody registers for an event that has started. How: `register` locks the event's row (FOR UPDATE), checks
 * start time, existing registration and seats, and inserts, all in one transaction; a parallel registration waits on
 * the lock and then sees the seat taken (tested on PostgreSQL in events.concurrency.test.ts). The unique index backs
 * the one-per-user rule. Registrations are owner-scoped: a user reads and cancels only their own.
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { eventPath, type EventDetail, type EventLists, type EventRegistration, type EventSeries, type EventSitemap, type EventSummary } from '@nirog/shared/schemas/events';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { eventCoverAlt, eventCoverUrl } from './event-covers.ts';
import { eventRegistrations, events } from './events.tables.ts';

export interface EventServiceDeps {
  db: Db;
  now?: () => Date;
}

/** How many past events a list shows. */
const PAST_SHOWN = 50;

/** Seats taken: the event's registration rows (the outer row qualified by name: in a one-table select Drizzle leaves columns bare). */
const registeredCount = sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r WHERE r.event_id = ${sql.identifier('events')}.${sql.identifier('id')})`;

const summaryColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  mode: events.mode,
  placeName: events.placeName,
  address: events.address,
  city: events.city,
  onlineUrl: events.onlineUrl,
  series: events.series,
  cover: events.cover,
  capacity: events.capacity,
  registered: registeredCount,
  updatedAt: events.updatedAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: K extends 'registered' ? number : (typeof events.$inferSelect)[Exclude<K, 'registered'> & keyof typeof events.$inferSelect] };

function summaryOf(r: SummaryRow, now: Date): EventSummary {
  return {
    id: r.id,
    slug: r.slug,
    path: eventPath(r.slug),
    title: r.title,
    summary: r.summary,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    mode: r.mode as EventSummary['mode'],
    placeName: r.placeName,
    address: r.address,
    city: r.city,
    onlineUrl: r.onlineUrl,
    series: r.series as EventSeries | null,
    coverUrl: eventCoverUrl(r.cover),
    coverAlt: eventCoverAlt(r.cover),
    capacity: r.capacity,
    seatsLeft: Math.max(0, r.capacity - Number(r.registered)),
    past: r.startsAt.getTime() <= now.getTime(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The public page of an event, for share links; null when there is no such event. */
export async function eventPathOf(db: DbOrTx, eventId: number): Promise<string | null> {
  const [e] = await db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId)).limit(1);
  return e ? eventPath(e.slug) : null;
}

export function createEventService(deps: EventServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function summaries(where: SQL | undefined, order: SQL, limit?: number) {
    const q = db.select(summaryColumns).from(events).where(where).orderBy(order);
    const rows = (limit ? await q.limit(limit) : await q) as SummaryRow[];
    const at = now();
    return rows.map((r) => summaryOf(r, at));
  }

  /** Upcoming events (soonest first) and past ones (latest first), of one series or all. */
  async function list(opts: { series?: EventSeries } = {}): Promise<EventLists> {
    const at = now();
    const inSeries = opts.series ? eq(events.series, opts.series) : undefined;
    const [upcoming, past] = await Promise.all([
      summaries(and(inSeries, gt(events.startsAt, at)), asc(events.startsAt)),
      summaries(and(inSeries, lte(events.startsAt, at)), desc(events.startsAt), PAST_SHOWN),
    ]);
    return { upcoming, past };
  }

  async function find(slug: string) {
    const [row] = (await db.select({ ...summaryColumns, body: events.body }).from(events).where(eq(events.slug, slug)).limit(1)) as Array<SummaryRow & { body: string }>;
    if (!row) throw AppError.of('not_found', 'events.error.notFound');
    return row;
  }

  /** One event's page; `registered` says whether the caller (if signed in) holds a place. */
  async function get(slug: string, viewerId: number | null): Promise<EventDetail> {
    const row = await find(slug);
    let registered: boolean | null = null;
    if (viewerId !== null) {
      const [mine] = await db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, row.id), eq(eventRegistrations.userId, viewerId)))
        .limit(1);
      registered = !!mine;
    }
    return { ...summaryOf(row, now()), body: row.body, registered };
  }

  async function registrationView(registrationId: number, userId: number): Promise<EventRegistration> {
    const [r] = await db
      .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId, createdAt: eventRegistrations.createdAt, slug: events.slug })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.userId, userId)));
    if (!r) throw AppError.of('not_found', 'events.error.notRegistered');
    const [event] = await summaries(eq(events.id, r.eventId), asc(events.id));
    return { id: r.id, eventId: r.eventId, createdAt: r.createdAt.toISOString(), event: event! };
  }

  /**
   * A place at the event for the user. Registering again returns the same registration (`created: false`). An event
   * that has started refuses (422); a full one answers 409.
   */
  async function register(userId: number, slug: string): Promise<{ registration: EventRegistration; created: boolean }> {
    const { id, created } = await db.transaction(async (tx) => {
      const [event] = await tx.select({ id: events.id, capacity: events.capacity, startsAt: events.startsAt }).from(events).where(eq(events.slug, slug)).for('update');
      if (!event) throw AppError.of('not_found', 'events.error.notFound');
      const [existing] = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, userId)));
      if (existing) return { id: existing.id, created: false };
      if (event.startsAt.getTime() <= now().getTime()) throw AppError.of('business_rule', 'events.error.past');
      const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))) as [{ n: number }];
      if (Number(n) >= event.capacity) throw AppError.of('conflict', 'events.error.full');
      const [made] = await tx.insert(eventRegistrations).values({ eventId: event.id, userId, createdAt: now() }).returning({ id: eventRegistrations.id });
      return { id: made!.id, created: true };
    });
    return { registration: await registrationView(id, userId), created };
  }

  /** Gives the user's place back. Not registered: 404. An event that has started keeps its list (422). */
  async function cancel(userId: number, slug: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [event] = await tx.select({ id: events.id, startsAt: events.startsAt }).from(events).where(eq(events.slug, slug)).for('update');
      if (!event) throw AppError.of('not_found', 'events.error.notFound');
      if (event.startsAt.getTime() <= now().getTime()) throw AppError.of('business_rule', 'events.error.pastCancel');
      const gone = await tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, userId)))
        .returning({ id: eventRegistrations.id });
      if (!gone.length) throw AppError.of('not_found', 'events.error.notRegistered');
    });
  }

  /** The user's own registrations: upcoming events first (soonest first), then past ones. */
  async function mine(userId: number): Promise<{ items: EventRegistration[]; total: number }> {
    const rows = (await db
      .select({ ...summaryColumns, registrationId: eventRegistrations.id, registeredAt: eventRegistrations.createdAt })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(sql`${events.startsAt} <= ${now()}`, sql`CASE WHEN ${events.startsAt} > ${now()} THEN ${events.startsAt} END ASC`, desc(events.startsAt))) as Array<
      SummaryRow & { registrationId: number; registeredAt: Date }
    >;
    const at = now();
    const items = rows.map((r) => ({ id: r.registrationId, eventId: r.id, createdAt: r.registeredAt.toISOString(), event: summaryOf(r, at) }));
    return { items, total: items.length };
  }

  /** Every event page and when it last changed. */
  async function sitemap(): Promise<EventSitemap> {
    const rows = await db.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events).orderBy(asc(events.id));
    return { items: rows.map((r) => ({ path: eventPath(r.slug), lastmod: r.updatedAt.toISOString() })) };
  }

  return { list, get, register, cancel, mine, sitemap };
}
export type EventService = ReturnType<typeof createEventService>;
