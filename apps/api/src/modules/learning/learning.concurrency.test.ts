/**
 * The learning library under parallel requests (decision 068). Meant for PostgreSQL (TEST_DATABASE_URL), where the
 * requests really run at once: the enrolments' unique index, GREATEST in the progress upsert and the conditional
 * completion UPDATE decide, not the code's checks. On PGlite the same assertions hold with the requests serialised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makeDoctor, type Actor } from '../care/care-test-kit.ts';
import { seedDemoLearning } from './learning.seed.ts';
import { DEMO_LEARNING } from './learning-demo.data.ts';
import { learningCourses, learningEnrolments, learningProgress } from './learning.tables.ts';
import type { CourseCompleted } from './learning.service.ts';

let t: TestApp;
let doctor: Actor;
let courseId: number;
const completions: CourseCompleted[] = [];

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  await seedDemoLearning(t.db.database.db);
  const rows = await t.db.database.db.select({ id: learningCourses.id }).from(learningCourses).where(eq(learningCourses.title, DEMO_LEARNING[1]!.courses[0]!.title));
  courseId = rows[0]!.id;
  doctor = await makeDoctor(t, '9877700001', { fullName: 'Parallel Learner' });
  t.app.learning.onCourseCompleted((c) => void completions.push(c));
}, 120_000);
afterAll(() => t.close());

describe('parallel learning requests', () => {
  it('20 parallel enrols make one enrolment: one 201, the others 200', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => call(t, doctor, 'POST', `/api/v1/learning/courses/${courseId}/enrolments`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    const [n] = await t.db.database.db.select({ n: count() }).from(learningEnrolments).where(and(eq(learningEnrolments.userId, doctor.id), eq(learningEnrolments.courseId, courseId)));
    expect(Number(n!.n)).toBe(1);
  });

  it('parallel saves in any order keep the largest position; parallel finishing saves complete the course once', async () => {
    const page = await call(t, doctor, 'GET', `/api/v1/learning/courses/${courseId}`);
    const ids: number[] = page.body.entity.topics.flatMap((tp: { videos: { id: number }[] }) => tp.videos.map((v) => v.id));
    const positions = Array.from({ length: 30 }, (_, i) => (i * 7) % 17);
    await Promise.all(positions.map((p) => call(t, doctor, 'PUT', `/api/v1/learning/videos/${ids[0]}/progress`, { positionSeconds: p })));
    const [row] = await t.db.database.db.select().from(learningProgress).where(and(eq(learningProgress.userId, doctor.id), eq(learningProgress.videoId, ids[0]!)));
    expect(row!.positionSeconds).toBe(Math.max(...positions));
    for (const id of ids.slice(1)) await call(t, doctor, 'PUT', `/api/v1/learning/videos/${id}/progress`, { positionSeconds: 19 });
    const finishing = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t, doctor, 'PUT', `/api/v1/learning/videos/${ids[0]}/progress`, { positionSeconds: 18 + (i % 3) * 0.5 })));
    expect(finishing.every((r) => r.status === 200)).toBe(true);
    const stamps = new Set(finishing.map((r) => r.body.entity.courseCompletedAt));
    expect(stamps.size).toBe(1);
    expect([...stamps][0]).not.toBeNull();
    expect(completions.filter((c) => c.userId === doctor.id)).toHaveLength(1);
  });
});
