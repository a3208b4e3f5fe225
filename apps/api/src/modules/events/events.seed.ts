/**
 * Seeds the demo events (DEMO=1). Idempotent by slug: an event's text and dates are brought back to the demo's, its
 * registrations are kept.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DEMO_EVENTS } from './events-demo.data.ts';
import { events } from './events.tables.ts';

const DAY_MS = 86_400_000;

/** The India date `days` after `from`'s India date, at an India time: an instant. */
export function indiaDayAt(from: Date, days: number, hhmm: string): Date {
  const indiaToday = new Date(from.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const day = new Date(Date.parse(`${indiaToday}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${hhmm}:00+05:30`);
}

export async function seedDemoEvents(db: DbOrTx, now = new Date()): Promise<number> {
  for (const e of DEMO_EVENTS) {
    const values = {
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      body: e.body,
      startsAt: indiaDayAt(now, e.inDays, e.start),
      endsAt: indiaDayAt(now, e.inDays, e.end),
      mode: e.mode,
      placeName: e.placeName ?? null,
      address: e.address ?? null,
      city: e.city ?? null,
      onlineUrl: e.onlineUrl ?? null,
      capacity: e.capacity,
      series: e.series ?? null,
      cover: e.cover,
      updatedAt: now,
    };
    const { slug: _slug, ...update } = values;
    await db.insert(events).values(values).onConflictDoUpdate({ target: events.slug, set: { ...update, updatedAt: sql`excluded.updated_at` } });
  }
  return DEMO_EVENTS.length;
}
