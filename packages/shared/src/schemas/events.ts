/**
 * Events (issue 20 part 3, decision 050): talks, camps and the Ayuransh series, in a place or online, with
 * registration by the user's account. Times are UTC instants; pages show them in India time.
 */
import { z } from 'zod';
import { int, isoDateTime, noEntity, pageOf } from './envelope.ts';

export const EVENT_MODES = ['in_person', 'online'] as const;
export type EventMode = (typeof EVENT_MODES)[number];
/** The series an event can belong to; each has a page at /events/{series}. */
export const EVENT_SERIES = ['ayuransh'] as const;
export type EventSeries = (typeof EVENT_SERIES)[number];
/** Slugs an event may not take: the series pages live beside event pages under /events/. */
export const RESERVED_EVENT_SLUGS: readonly string[] = EVENT_SERIES;

/** An event's public page. */
export const eventPath = (slug: string) => `/events/${slug}`;

export const eventSummary = z.object({
  id: int,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  mode: z.enum(EVENT_MODES),
  placeName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  series: z.enum(EVENT_SERIES).nullable(),
  coverUrl: z.string(),
  coverAlt: z.string(),
  capacity: int,
  seatsLeft: int,
  /** Started already: registration is closed. */
  past: z.boolean(),
  updatedAt: isoDateTime,
});
export type EventSummary = z.output<typeof eventSummary>;

export const eventDetail = eventSummary.extend({
  body: z.string(),
  /** Whether the signed-in caller is registered (null: no session). */
  registered: z.boolean().nullable(),
});
export type EventDetail = z.output<typeof eventDetail>;

export const eventLists = z.object({ upcoming: z.array(eventSummary), past: z.array(eventSummary) });
export type EventLists = z.output<typeof eventLists>;

export const eventListQuery = z.object({ series: z.enum(EVENT_SERIES).optional() }).strict();

export const eventSlugParam = z.object({ slug: z.string().min(1).max(80).regex(/^[a-z0-9-]+$/) });

export const eventRegistration = z.object({
  id: int,
  eventId: int,
  createdAt: isoDateTime,
  event: eventSummary,
});
export type EventRegistration = z.output<typeof eventRegistration>;

/** For the sitemap: every event page and when it last changed. */
export const eventSitemap = z.object({ items: z.array(z.object({ path: z.string(), lastmod: isoDateTime })) });
export type EventSitemap = z.output<typeof eventSitemap>;

export const EVENT_ROUTES = {
  'GET /pub/v1/events': eventLists,
  'GET /pub/v1/events/sitemap': eventSitemap,
  'GET /pub/v1/events/:slug': eventDetail,
  'GET /v1/events/registrations': pageOf(eventRegistration),
  'POST /v1/events/:slug/registrations': eventRegistration,
  'DELETE /v1/events/:slug/registrations': noEntity,
} as const;
