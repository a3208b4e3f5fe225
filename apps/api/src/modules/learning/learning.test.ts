/**
 * The learning library (issue 24, decision 068; spec sections 2, 3, 6 and 7): progress saved on the server and
 * resumed on any device, monotonic unless a deliberate rewind; a paid course's videos refused until its order (type
 * 6) is paid through the gateway; the Learning access map (none, read) and verification; completion recorded once;
 * share links for the four learning levels; the back office's publishing rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyAlert } from '@nirog/shared/codes/access';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { throughLocalCheckout } from '../payments/payment-test-kit.ts';
import { byteRange } from './learning.routes.ts';
import { inclusiveTax } from '../invoices/invoices.service.ts';
import { seedDemoLearning } from './learning.seed.ts';
import { DEMO_LEARNING } from './learning-demo.data.ts';
import { learningCourses, learningEnrolments } from './learning.tables.ts';
import { learningMediaDir, type CourseCompleted } from './learning.service.ts';
import { makeOperator } from '../../test-support/operators.ts';

let t: TestApp;
let doctor: Actor;
let secondDevice: Actor;
let pending: Actor;
let patient: Actor;
let reader: Actor;
let freeId: number;
let paidId: number;
const completions: CourseCompleted[] = [];

const course = (who: Actor | null, id: number) => call(t, who, 'GET', `/api/v1/learning/courses/${id}`);
const enrol = (who: Actor, id: number) => call(t, who, 'POST', `/api/v1/learning/courses/${id}/enrolments`);
const save = (who: Actor, videoId: number, positionSeconds: number, rewind?: boolean) => call(t, who, 'PUT', `/api/v1/learning/videos/${videoId}/progress`, rewind === undefined ? { positionSeconds } : { positionSeconds, rewind });
const videosOf = async (who: Actor, id: number) => ((await course(who, id)).body.entity.topics as { videos: { id: number }[] }[]).flatMap((tp) => tp.videos.map((v) => v.id));

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  await seedDemoLearning(t.db.database.db);
  const rows = await t.db.database.db.select({ id: learningCourses.id, title: learningCourses.title }).from(learningCourses);
  freeId = rows.find((r) => r.title === DEMO_LEARNING[0]!.courses[0]!.title)!.id;
  paidId = rows.find((r) => r.title === DEMO_LEARNING[0]!.courses[1]!.title)!.id;
  doctor = await makeDoctor(t, '9866600001', { fullName: 'Learning Doctor' });
  // The same person on a second device: a second session of the same account.
  const login = await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '9866600001' } });
  expect(login.statusCode, login.body).toBe(200);
  const otp = t.sms.lastOtp('9866600001');
  const session = await t.app.inject({ method: 'POST', url: '/api/pub/users/login/mobile', payload: { mobileNumber: '9866600001', otp } });
  secondDevice = { id: doctor.id, token: session.json().entity.token };
  pending = await makeDoctor(t, '9866600002', { fullName: 'Pending Doctor', status: 0 });
  patient = await makePatient(t, '9866600003');
  reader = await makeDoctor(t, '9866600004', { fullName: 'Reading Doctor' });
  await t.db.database.query(`INSERT INTO user_access (user_id, section, level, updated_by) VALUES ($1, 'Learning', 2, $1)`, [reader.id]);
  t.app.learning.onCourseCompleted((c) => void completions.push(c));
}, 120_000);
afterAll(() => t.close());

describe('the library (public) and a course page', () => {
  it('lists 4 categories and 8 courses with prices, and filters by category', async () => {
    const cats = await call(t, null, 'GET', '/api/pub/v1/learning/categories');
    expect(cats.body.entity.items.map((c: { title: string }) => c.title)).toEqual(DEMO_LEARNING.map((c) => c.title));
    const all = await call(t, null, 'GET', '/api/pub/v1/learning/courses');
    expect(all.body.entity.total).toBe(8);
    const one = await call(t, null, 'GET', `/api/pub/v1/learning/courses?category=${cats.body.entity.items[0].id}`);
    expect(one.body.entity.items.map((c: { pricePaise: number }) => c.pricePaise)).toEqual([0, 49_900]);
    expect(one.body.entity.items[0].path).toBe(`/learning/${cats.body.entity.items[0].id}/${freeId}`);
  });

  it('Learning access none (a patient) is 403; read sees the course but cannot enrol (the alert popup text)', async () => {
    expect((await course(patient, freeId)).status).toBe(403);
    expect((await course(reader, freeId)).status).toBe(200);
    const refused = await enrol(reader, freeId);
    expect(refused.status).toBe(403);
    expect(refused.body.message.error).toBe(readOnlyAlert('Learning').message);
    expect(refused.body.message.alert).toEqual(readOnlyAlert('Learning'));
    const notVerified = await enrol(pending, freeId);
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.message.error).toContain('verification is pending');
  });
});

describe('progress (saved on the server, any device)', () => {
  it('refuses videos before enrolling; enrolling twice gives one enrolment', async () => {
    const [first] = await videosOf(doctor, freeId);
    expect((await call(t, doctor, 'GET', `/api/v1/learning/videos/${first}`)).status).toBe(403);
    expect((await enrol(doctor, freeId)).status).toBe(201);
    expect((await enrol(doctor, freeId)).status).toBe(200);
    const rows = await t.db.database.db.select().from(learningEnrolments).where(eq(learningEnrolments.userId, doctor.id));
    expect(rows).toHaveLength(1);
  });

  it('resumes at the saved second on a second device; an older, smaller save never moves it back; a rewind does', async () => {
    const [first] = await videosOf(doctor, freeId);
    expect((await save(doctor, first!, 7.4)).status).toBe(200);
    const other = await call(t, secondDevice, 'GET', `/api/v1/learning/videos/${first}`);
    expect(other.body.entity.positionSeconds).toBeCloseTo(7.4, 1);
    // A late save from before (the first device's beacon arriving last) does not drag the position back.
    const late = await save(secondDevice, first!, 3);
    expect(late.body.entity.positionSeconds).toBeCloseTo(7.4, 1);
    expect((await call(t, doctor, 'GET', `/api/v1/learning/videos/${first}`)).body.entity.positionSeconds).toBeCloseTo(7.4, 1);
    // A deliberate seek back counts; the furthest point stays.
    const back = await save(doctor, first!, 2, true);
    expect(back.body.entity).toMatchObject({ positionSeconds: 2, furthestSeconds: expect.closeTo(7.4, 1), watched: false });
    // Past the end is the end; a strict body refuses anything else.
    expect((await save(doctor, first!, 9999)).body.entity.positionSeconds).toBe(20);
    expect((await call(t, doctor, 'PUT', `/api/v1/learning/videos/${first}/progress`, { positionSeconds: 3, watched: true })).status).toBe(400);
    expect((await save(reader, first!, 5)).status).toBe(403);
  });

  it('serves the file with range requests to the enrolled only', async () => {
    const [first] = await videosOf(doctor, freeId);
    const part = await t.app.inject({ method: 'GET', url: `/api/v1/learning/videos/${first}/file`, headers: { 'access-token': doctor.token, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const stranger = await makeDoctor(t, '9866600009', { fullName: 'Stranger' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/learning/videos/${first}/file`, headers: { 'access-token': stranger.token } })).statusCode).toBe(403);
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=200-', 100)).toBeNull();
  });

  it('completes the course once every video is watched to 90 %, and records it once', async () => {
    const ids = await videosOf(doctor, freeId);
    for (const id of ids.slice(0, -1)) expect((await save(doctor, id, 18)).body.entity.watched).toBe(true);
    expect((await save(doctor, ids.at(-1)!, 17)).body.entity.courseCompletedAt).toBeNull();
    const done = await save(doctor, ids.at(-1)!, 18.5);
    expect(done.body.entity.courseCompletedAt).not.toBeNull();
    const again = await save(secondDevice, ids.at(-1)!, 20);
    expect(again.body.entity.courseCompletedAt).toBe(done.body.entity.courseCompletedAt);
    expect(completions.filter((c) => c.userId === doctor.id && c.courseId === freeId)).toHaveLength(1);
    const mine = await call(t, doctor, 'GET', '/api/v1/learning/enrolments');
    expect(mine.body.entity.items[0].enrolment).toMatchObject({ state: 'completed', watchedVideos: ids.length, totalVideos: ids.length });
  });
});

describe('a paid course (order type 6 through the gateway)', () => {
  it('refuses its videos until the order is paid, then opens them', async () => {
    const buyer = await makeDoctor(t, '9866600005', { fullName: 'Buying Doctor' });
    const [video] = await videosOf(buyer, paidId);
    const opened = await enrol(buyer, paidId);
    expect(opened.status).toBe(201);
    expect(opened.body.entity.enrolment.state).toBe('awaiting_payment');
    const orderId = opened.body.entity.orderId as number;
    const [order] = await t.db.database.query<{ order_type: number; total_paise: number }>('SELECT order_type, total_paise FROM orders WHERE id = $1', [orderId]);
    expect(order).toMatchObject({ order_type: 6, total_paise: 49_900 });
    // Enrolling again while the order is open hands back the same order.
    expect((await enrol(buyer, paidId)).body.entity.orderId).toBe(orderId);
    expect((await call(t, buyer, 'GET', `/api/v1/learning/videos/${video}`)).status).toBe(403);
    expect((await save(buyer, video!, 4)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/learning/videos/${video}/file`, headers: { 'access-token': buyer.token } })).statusCode).toBe(403);
    // No tax invoice before it is paid (decision 075).
    expect(opened.body.entity.enrolment.paidOrderId).toBeNull();
    expect((await call(t, buyer, 'GET', `/api/v1/orders/${orderId}/invoice/meta`)).status).toBe(422);
    // Someone else cannot pay (or see) this order.
    expect((await call(t, doctor, 'POST', '/api/v2/orders/payment/online', { orderId })).status).toBe(404);

    const start = await call(t, buyer, 'POST', '/api/v2/orders/payment/online', { orderId });
    expect(start.status, start.raw.body).toBe(200);
    const { callback } = await throughLocalCheckout((o) => t.app.inject(o), start.body.entity.checkout, 'pay');
    expect(callback.headers.location).toContain(`/learning/`);
    const page = await course(buyer, paidId);
    expect(page.body.entity.enrolment.state).toBe('active');
    expect((await call(t, buyer, 'GET', `/api/v1/learning/videos/${video}`)).status).toBe(200);
    expect((await save(buyer, video!, 4)).status).toBe(200);
    // Paid: a GST tax invoice (SAC 999293, 18 % inside the price, CGST + SGST from the registered office in Delhi),
    // reachable from the course page, the same number every time; nobody else's.
    expect(page.body.entity.enrolment.paidOrderId).toBe(orderId);
    const meta = await call(t, buyer, 'GET', `/api/v1/orders/${orderId}/invoice/meta`);
    expect(meta.status, meta.raw.body).toBe(200);
    expect(meta.body.entity.invoiceNumber).toMatch(/07/);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/invoice`, headers: { 'access-token': buyer.token } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/invoice`, headers: { 'access-token': buyer.token } });
    expect(Buffer.compare(again.rawPayload, pdf.rawPayload)).toBe(0);
    expect((await call(t, buyer, 'GET', `/api/v1/orders/${orderId}/invoice/meta`)).body.entity.invoiceNumber).toBe(meta.body.entity.invoiceNumber);
    expect((await call(t, doctor, 'GET', `/api/v1/orders/${orderId}/invoice/meta`)).status).toBe(404);
    expect(inclusiveTax(49_900, 1800)).toEqual({ taxablePaise: 42_288, cgstPaise: 3806, sgstPaise: 3806, igstPaise: 0 });
    expect(inclusiveTax(100, 1800)).toEqual({ taxablePaise: 85, cgstPaise: 7, sgstPaise: 8, igstPaise: 0 });
    // Course orders are not listed among medicine orders.
    const list = await call(t, buyer, 'GET', '/api/v3/orders');
    expect(list.body.entity.items.map((o: { id: number }) => o.id)).not.toContain(orderId);
  });
});

describe('share links and the back office', () => {
  it('shares each learning level to its page; an unpublished course is not shared', async () => {
    const outline = (await course(doctor, freeId)).body.entity;
    const topic = outline.topics[1];
    const cases: [string, number, string][] = [
      ['learningCategory', outline.categoryId, `/learning?category=${outline.categoryId}`],
      ['learningCourse', freeId, outline.path],
      ['learningTopic', topic.id, topic.videos[0].path],
      ['learningVideo', topic.videos[0].id, topic.videos[0].path],
    ];
    for (const [entityType, entityId, path] of cases) {
      const made = await call(t, doctor, 'POST', '/api/v1/share-links', { parameters: { entityType, entityId }, title: 'Learn' });
      expect(made.status, made.raw.body).toBe(200);
      const opened = await call(t, null, 'GET', `/api/pub/v1/share-links/${made.body.entity.code}`);
      expect(opened.body.entity.path).toBe(path);
    }
    await t.db.database.db.update(learningCourses).set({ published: false }).where(eq(learningCourses.id, paidId));
    expect((await call(t, doctor, 'POST', '/api/v1/share-links', { parameters: { entityType: 'learningCourse', entityId: paidId }, title: 'Learn' })).status).toBe(404);
    await t.db.database.db.update(learningCourses).set({ published: true }).where(eq(learningCourses.id, paidId));
  });

  it('an editor authors a course; it cannot be published without a video; a customer cannot author', async () => {
    const editor = await makeDoctor(t, '9866600007', { fullName: 'Course Editor' });
    await makeOperator(t.db.database.db, editor.id, ['editor']);
    expect((await call(t, doctor, 'GET', '/api/v1/admin/learning/courses')).status).toBe(403);
    const cat = await call(t, editor, 'POST', '/api/v1/admin/learning/categories', { title: 'Rasashastra', description: 'Herbo-mineral medicines.' });
    expect(cat.status, cat.raw.body).toBe(201);
    const body = { categoryId: cat.body.entity.id, title: 'Bhasma basics', summary: 'What a bhasma is.', description: 'Shodhana, marana and the tests of a good bhasma.', pricePaise: 0 };
    const made = await call(t, editor, 'POST', '/api/v1/admin/learning/courses', body);
    expect(made.status, made.raw.body).toBe(201);
    const id = made.body.entity.id;
    expect((await call(t, editor, 'PUT', `/api/v1/admin/learning/courses/${id}`, { ...body, published: true })).status).toBe(422);
    expect((await call(t, editor, 'POST', `/api/v1/admin/learning/courses/${id}`, { ...body, enrolments: 5 })).status).toBe(404);
    const topic = await call(t, editor, 'POST', `/api/v1/admin/learning/courses/${id}/topics`, { title: 'Shodhana', description: 'Purifying the metal.', position: 1 });
    const topicId = topic.body.entity.topics[0].id;
    const badLink = await call(t, editor, 'POST', `/api/v1/admin/learning/topics/${topicId}/videos`, { title: 'Intro', kind: 'platform', source: 'https://example.com/watch?v=abc', durationSeconds: 60, position: 1 });
    expect(badLink.status).toBe(400);
    const video = await call(t, editor, 'POST', `/api/v1/admin/learning/topics/${topicId}/videos`, { title: 'Intro', kind: 'platform', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', durationSeconds: 60, position: 1 });
    expect(video.status, video.raw.body).toBe(201);
    expect((await call(t, editor, 'PUT', `/api/v1/admin/learning/courses/${id}`, { ...body, published: true })).status).toBe(200);
    const listed = await call(t, null, 'GET', `/api/pub/v1/learning/courses?category=${cat.body.entity.id}`);
    expect(listed.body.entity.items.map((c: { title: string }) => c.title)).toEqual(['Bhasma basics']);
    // The platform video plays in the platform's player.
    await enrol(doctor, id);
    const play = await call(t, doctor, 'GET', `/api/v1/learning/videos/${video.body.entity.topics[0].videos[0].id}`);
    expect(play.body.entity.source).toEqual({ kind: 'platform', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' });
  });
  it('an editor uploads a topic video (MP4) through the uploads; the enrolled play it with range requests, others are refused', async () => {
    const editor = await makeDoctor(t, '9866600010', { fullName: 'Video Editor' });
    await makeOperator(t.db.database.db, editor.id, ['editor']);
    const mp4 = fs.readFileSync(path.join(learningMediaDir(), 'nadi-1.mp4'));
    const upload = async (bytes: Buffer, purpose = 'course_video') => {
      const slot = await call(t, editor, 'POST', '/api/v1/uploads/presign', { purpose, fileName: 'lesson.mp4' });
      expect(slot.status, slot.raw.body).toBe(201);
      expect(slot.body.entity).toMatchObject({ maxBytes: 50 * 1024 * 1024, accepted: ['video/mp4'] });
      const put = await t.app.inject({ method: 'PUT', url: slot.body.entity.uploadUrl, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
      return { id: slot.body.entity.uploadId as string, put };
    };
    // Not an MP4 (a PDF's bytes) is refused in the spec's words, and cannot be named by a video.
    const pdf = await upload(Buffer.from('%PDF-1.4 not a video'));
    expect(pdf.put.statusCode).toBe(400);
    expect(pdf.put.body).toContain('Upload an MP4 video.');
    const good = await upload(mp4);
    expect(good.put.statusCode, good.put.body).toBe(200);
    expect(good.put.json().entity).toMatchObject({ contentType: 'video/mp4', size: mp4.length });

    const cat = await call(t, editor, 'POST', '/api/v1/admin/learning/categories', { title: 'Uploaded lessons', description: 'Videos uploaded by the editors.' });
    const body = { categoryId: cat.body.entity.id, title: 'Pulse in practice', summary: 'A filmed lesson.', description: 'The lesson, uploaded as an MP4.', pricePaise: 0 };
    const id = (await call(t, editor, 'POST', '/api/v1/admin/learning/courses', body)).body.entity.id;
    const topicId = (await call(t, editor, 'POST', `/api/v1/admin/learning/courses/${id}/topics`, { title: 'Filmed', description: 'The filmed lesson.', position: 1 })).body.entity.topics[0].id;
    const video = (source: string) => call(t, editor, 'POST', `/api/v1/admin/learning/topics/${topicId}/videos`, { title: 'Lesson', kind: 'file', source, durationSeconds: 20, position: 1 });
    // A refused upload, an unknown one, or one of another purpose is no video file.
    expect((await video(`upload:${pdf.id}`)).status).toBe(400);
    expect((await video('upload:00000000-0000-4000-8000-000000000000')).status).toBe(400);
    const made = await video(`upload:${good.id}`);
    expect(made.status, made.raw.body).toBe(201);
    const videoId = made.body.entity.topics[0].videos[0].id;
    expect((await call(t, editor, 'PUT', `/api/v1/admin/learning/courses/${id}`, { ...body, published: true })).status).toBe(200);

    const viewer = await makeDoctor(t, '9866600011', { fullName: 'Uploaded Viewer' });
    const file = (who: Actor, range?: string) => t.app.inject({ method: 'GET', url: `/api/v1/learning/videos/${videoId}/file`, headers: { 'access-token': who.token, ...(range ? { range } : {}) } });
    expect((await file(viewer)).statusCode).toBe(403);
    await enrol(viewer, id);
    const play = await call(t, viewer, 'GET', `/api/v1/learning/videos/${videoId}`);
    expect(play.body.entity.source).toEqual({ kind: 'file', url: `/api/v1/learning/videos/${videoId}/file` });
    const whole = await file(viewer);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.rawPayload, mp4)).toBe(0);
    const part = await file(viewer, 'bytes=100-1099');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${mp4.length}`);
    expect(Buffer.compare(part.rawPayload, mp4.subarray(100, 1100))).toBe(0);
    const tail = await file(viewer, 'bytes=-16');
    expect(Buffer.compare(tail.rawPayload, mp4.subarray(mp4.length - 16))).toBe(0);
    expect((await file(viewer, `bytes=${mp4.length + 10}-`)).statusCode).toBe(416);
  });
});
