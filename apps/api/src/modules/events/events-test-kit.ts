/** Test helpers for events: an event made straight in its table (there is no editor for events yet). */
import type { TestApp } from '../../test-support/test-app.ts';
import { events } from './events.tables.ts';

export async function makeEvent(t: TestApp, slug: string, opts: { startsAt: Date; capacity?: number; series?: 'ayuransh' | null; online?: boolean }) {
  const [row] = await t.db.database.db
    .insert(events)
    .values({
      slug,
      title: `Event ${slug}`,
      summary: 'A test event.',
      body: 'Paragraph one.\n\nParagraph two.',
      startsAt: opts.startsAt,
      endsAt: new Date(opts.startsAt.getTime() + 2 * 3_600_000),
      mode: opts.online ? 'online' : 'in_person',
      placeName: opts.online ? null : 'Town hall',
      address: opts.online ? null : '1, Main Road, Pune 411001',
      city: opts.online ? null : 'Pune',
      onlineUrl: opts.online ? 'https://meet.example.org/test' : null,
      capacity: opts.capacity ?? 100,
      series: opts.series ?? null,
      cover: 'herb-garden',
    })
    .returning({ id: events.id });
  return row!.id;
}
