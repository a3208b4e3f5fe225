/**
 * The certificates of what ended (decision 073): webinar attendees who stayed the required minutes (and nobody who
 * left early), every participant of an ended olympiad with their rank (ties share it; nothing while it runs), a
 * completed course; a second sweep issues nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { webinarAttendance, webinars } from '../webinars/webinars.tables.ts';
import { olympiadParticipants, olympiads } from '../olympiad/olympiad.tables.ts';
import { learningCategories, learningCourses, learningEnrolments } from '../learning/learning.tables.ts';
import { certificates } from './certificates.tables.ts';

let t: TestApp;
let host: Actor;
let stayed: Actor;
let leftEarly: Actor;
let third: Actor;
const at = (iso: string) => new Date(iso);
const db = () => t.db.database.db;
const held = async (context: string, subjectId: number) =>
  (await db().select({ userId: certificates.userId, achievement: certificates.achievement }).from(certificates).where(and(eq(certificates.context, context), eq(certificates.subjectId, subjectId)))).sort((a, b) => a.userId - b.userId);

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = at('2030-05-01T12:00:00Z');
  host = await makeDoctor(t, '9866600001', { fullName: 'Host Vaidya' });
  stayed = await makeDoctor(t, '9866600002', { fullName: 'Stayed Doctor' });
  leftEarly = await makeDoctor(t, '9866600003', { fullName: 'Early Doctor' });
  third = await makeDoctor(t, '9866600004', { fullName: 'Third Doctor' });
}, 120_000);
afterAll(() => t.close());

describe('the certificate sweep', () => {
  it('issues webinar, olympiad and course certificates once, to those who earned them', async () => {
    // A webinar 10:00-11:00 needing 45 minutes: one stayed 50, one left after 20.
    const [w] = await db()
      .insert(webinars)
      .values({ title: 'Nadi Pariksha live', description: 'Pulse diagnosis', speakers: ['Host Vaidya'], startsAt: at('2030-05-01T10:00:00Z'), endsAt: at('2030-05-01T11:00:00Z'), capacity: 100, requiredMinutes: 45, createdBy: host.id })
      .returning({ id: webinars.id });
    await db().insert(webinarAttendance).values([
      { webinarId: w!.id, userId: stayed.id, joinedAt: at('2030-05-01T10:05:00Z'), leftAt: at('2030-05-01T10:55:00Z') },
      { webinarId: w!.id, userId: leftEarly.id, joinedAt: at('2030-05-01T10:00:00Z'), leftAt: at('2030-05-01T10:20:00Z') },
    ]);
    // An ended olympiad with a tie for first, and one still running.
    const [ended] = await db().insert(olympiads).values({ title: 'Spring Olympiad 2030', description: 'Ended', startsAt: at('2030-04-20T03:30:00Z'), endsAt: at('2030-04-25T15:30:00Z') }).returning({ id: olympiads.id });
    const [running] = await db().insert(olympiads).values({ title: 'Running Olympiad', description: 'Live', startsAt: at('2030-04-30T03:30:00Z'), endsAt: at('2030-05-03T15:30:00Z') }).returning({ id: olympiads.id });
    const entry = (olympiadId: number, who: Actor, score: number, answered: number, timeTakenMs: number) => ({ olympiadId, userId: who.id, fullName: 'X', mobileNumber: '9866600000', registeredAt: at('2030-04-19T00:00:00Z'), score, answered, timeTakenMs });
    await db().insert(olympiadParticipants).values([entry(ended!.id, stayed, 8, 10, 50_000), entry(ended!.id, leftEarly, 8, 10, 50_000), entry(ended!.id, third, 5, 10, 40_000), entry(ended!.id, host, 0, 0, 0), entry(running!.id, stayed, 3, 3, 9_000)]);
    // A completed course.
    const [cat] = await db().insert(learningCategories).values({ title: 'Panchakarma' }).returning({ id: learningCategories.id });
    const [course] = await db().insert(learningCourses).values({ categoryId: cat!.id, title: 'Basics of Panchakarma', summary: 'S', description: 'D' }).returning({ id: learningCourses.id });
    await db().insert(learningEnrolments).values({ courseId: course!.id, userId: third.id, enrolledAt: at('2030-04-28T00:00:00Z'), completedAt: at('2030-04-29T00:00:00Z') });

    expect(await t.app.certificateSweep.sweep()).toEqual({ webinar: 1, olympiad: 3, lms: 1 });

    expect(await held('webinar', w!.id)).toEqual([{ userId: stayed.id, achievement: { kind: 'attended' } }]);
    expect(await held('olympiad', ended!.id)).toEqual([
      { userId: stayed.id, achievement: { kind: 'rank', rank: 1, of: 3 } },
      { userId: leftEarly.id, achievement: { kind: 'rank', rank: 1, of: 3 } },
      { userId: third.id, achievement: { kind: 'rank', rank: 3, of: 3 } },
    ]);
    expect(await held('olympiad', running!.id)).toEqual([]);
    expect(await held('lms', course!.id)).toEqual([{ userId: third.id, achievement: { kind: 'completed' } }]);

    // A second sweep (or a second process) issues nothing more; the holder sees theirs in their list.
    expect(await t.app.certificateSweep.sweep()).toEqual({ webinar: 0, olympiad: 0, lms: 0 });
    expect(await db().select().from(certificates)).toHaveLength(5);
  });
});
