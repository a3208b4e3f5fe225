/**
 * Seeds the demo webinars (DEMO=1). Idempotent by title; hosts and presenters are the demo doctors (skipped when
 * they do not exist). `retimeDemoWebinars` runs at every demo start: once the live demo webinar is no longer live,
 * all five are moved relative to now again, so the demo always has one live, three upcoming and one past.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { DEMO_LIVE_STREAM, DEMO_WEBINARS, type DemoWebinar } from './webinars-demo.data.ts';
import { webinarAttendance, webinarPeople, webinars } from './webinars.tables.ts';

const DAY_MS = 86_400_000;

function timesOf(w: DemoWebinar, now: Date) {
  if (w.when === 'live') {
    const startsAt = new Date(Math.floor((now.getTime() - 15 * 60_000) / 60_000) * 60_000);
    return { startsAt, endsAt: new Date(startsAt.getTime() + w.durationMinutes * 60_000) };
  }
  // 6:30 pm India time (13:00 UTC) on the day `when` days away.
  const day = new Date(now.getTime() + w.when * DAY_MS);
  const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13, 0));
  return { startsAt, endsAt: new Date(startsAt.getTime() + w.durationMinutes * 60_000) };
}

export async function seedDemoWebinars(db: DbOrTx, now = new Date()): Promise<number> {
  const mobiles = [...new Set(DEMO_WEBINARS.flatMap((w) => [w.host, ...(w.presenter ? [w.presenter] : [])]).concat(['9000001002', '9000000003']))];
  const people = new Map((await db.select({ id: users.id, mobile: users.mobileNumber }).from(users).where(and(inArray(users.mobileNumber, mobiles), eq(users.status, 1)))).map((u) => [u.mobile, u.id]));
  const existing = new Set((await db.select({ title: webinars.title }).from(webinars).where(inArray(webinars.title, DEMO_WEBINARS.map((w) => w.title)))).map((r) => r.title));
  let made = 0;
  for (const w of DEMO_WEBINARS) {
    const hostId = people.get(w.host);
    if (existing.has(w.title) || !hostId) continue;
    const { startsAt, endsAt } = timesOf(w, now);
    const [row] = await db
      .insert(webinars)
      .values({
        title: w.title,
        description: w.description,
        speakers: w.speakers,
        startsAt,
        endsAt,
        capacity: w.capacity,
        requiredMinutes: w.requiredMinutes,
        streamKind: 'hls',
        streamUrl: DEMO_LIVE_STREAM,
        recordingKind: w.recording ? 'hls' : null,
        recordingUrl: w.recording ?? null,
        createdBy: hostId,
      })
      .returning({ id: webinars.id });
    await db.insert(webinarPeople).values({ webinarId: row!.id, userId: hostId, role: 1, createdAt: now });
    const presenterId = w.presenter ? people.get(w.presenter) : undefined;
    if (presenterId) await db.insert(webinarPeople).values({ webinarId: row!.id, userId: presenterId, role: 3, createdAt: now });
    // The past webinar has an attendance report to read: one attendee stayed long enough, one did not.
    if (w.recording) {
      const stayed = people.get('9000001002');
      const brief = people.get('9000000003');
      for (const [userId, minutes] of [[stayed, 70], [brief, 20]] as const) {
        if (!userId) continue;
        await db.insert(webinarPeople).values({ webinarId: row!.id, userId, role: 4, createdAt: new Date(startsAt.getTime() - DAY_MS) });
        await db.insert(webinarAttendance).values({ webinarId: row!.id, userId, joinedAt: new Date(startsAt.getTime() + 5 * 60_000), leftAt: new Date(startsAt.getTime() + (5 + minutes) * 60_000) });
      }
    }
    made++;
  }
  await retimeDemoWebinars(db, now);
  return made;
}

/** Moves the demo webinars relative to now when the live one has ended (or not yet begun). */
export async function retimeDemoWebinars(db: DbOrTx, now = new Date()): Promise<void> {
  const live = DEMO_WEBINARS.find((w) => w.when === 'live')!;
  const [row] = await db.select().from(webinars).where(eq(webinars.title, live.title)).limit(1);
  if (!row || (row.startsAt <= now && row.endsAt > now)) return;
  for (const w of DEMO_WEBINARS) {
    const [current] = await db.select().from(webinars).where(eq(webinars.title, w.title)).limit(1);
    if (!current) continue;
    const { startsAt, endsAt } = timesOf(w, now);
    const shift = startsAt.getTime() - current.startsAt.getTime();
    await db.update(webinars).set({ startsAt, endsAt }).where(eq(webinars.id, current.id));
    // Attendance moves with its webinar, so reports keep their minutes.
    const visits = await db.select().from(webinarAttendance).where(eq(webinarAttendance.webinarId, current.id));
    for (const v of visits) await db.update(webinarAttendance).set({ joinedAt: new Date(v.joinedAt.getTime() + shift), leftAt: v.leftAt ? new Date(v.leftAt.getTime() + shift) : null }).where(eq(webinarAttendance.id, v.id));
  }
}
