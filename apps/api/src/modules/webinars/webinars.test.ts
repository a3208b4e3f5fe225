/**
 * Webinars (issue 24 parts 2-6, decision 069; spec sections 3 and 6): roles decide who may answer and moderate (a
 * participant cannot post as a presenter or mark answered), muting, registration with its confirmation and reminder,
 * attendance from the live socket's join and leave with the certificate rule, the recording after the end, the
 * Webinar access map (none, read) and verification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { makeOperator } from '../../test-support/operators.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { webinarAttendance } from './webinars.tables.ts';
import { liveSocket, scheduleWebinar } from './webinars-test-kit.ts';

let t: TestApp;
let host: Actor;
let presenter: Actor;
let cohost: Actor;
let participant: Actor;
let other: Actor;
let webinarId: number;
let base: string;
const START = ist('2030-02-10', '18:00');
const setClock = (d: Date) => (t.clock.now = d);
const minutes = (m: number) => new Date(START.getTime() + m * 60_000);

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  setClock(ist('2030-02-10', '10:00'));
  host = await makeDoctor(t, '9845500001', { fullName: 'Host Vaidya' });
  presenter = await makeDoctor(t, '9845500002', { fullName: 'Presenting Vaidya' });
  cohost = await makeDoctor(t, '9845500003', { fullName: 'Cohost Vaidya' });
  participant = await makeDoctor(t, '9845500004', { fullName: 'Young Doctor' });
  other = await makeDoctor(t, '9845500005', { fullName: 'Other Doctor' });
  webinarId = await scheduleWebinar(t, host, START);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(() => t.close());

describe('scheduling, roles and registration (spec section 3)', () => {
  it('the host names a presenter and a co-host; only the host may', async () => {
    expect((await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/people`, { mobileNumber: '9845500002', role: 3 })).status).toBe(403);
    expect((await call(t, host, 'POST', `/api/v1/webinars/${webinarId}/people`, { mobileNumber: '9845500002', role: 3 })).status).toBe(200);
    const res = await call(t, host, 'POST', `/api/v1/webinars/${webinarId}/people`, { mobileNumber: '9845500003', role: 2 });
    expect(res.body.entity.staff.map((s: { name: string; role: number }) => [s.name, s.role])).toEqual([['Host Vaidya', 1], ['Cohost Vaidya', 2], ['Presenting Vaidya', 3]]);
    // Naming oneself host through the body is not a thing: role 1 is refused.
    expect((await call(t, host, 'POST', `/api/v1/webinars/${webinarId}/people`, { mobileNumber: '9845500004', role: 1 })).status).toBe(400);
  });

  it('a participant registers once, is confirmed, and a reminder is queued 30 minutes before the start', async () => {
    const first = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/registration`);
    expect(first.status, first.raw.body).toBe(201);
    expect(first.body.entity).toMatchObject({ role: 4, registered: true, seatsLeft: 99 });
    expect((await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/registration`)).status).toBe(200);
    const inbox = await t.db.database.db.select().from(notifications).where(eq(notifications.userId, participant.id));
    expect(inbox.map((n) => n.kind)).toEqual(['webinarRegistered']);
    expect(inbox[0]!.module).toBe(1);
    const [job] = await t.db.database.db.select().from(jobs).where(eq(jobs.key, `webinar-remind:${webinarId}:${participant.id}:${START.getTime()}`));
    expect(job!.runAt.toISOString()).toBe(minutes(-30).toISOString());
    // The reminder is sent by the job, once, in the webinars module of the inbox.
    setClock(minutes(-30));
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const reminded = await t.db.database.db.select().from(notifications).where(eq(notifications.userId, participant.id));
    expect(reminded.map((n) => n.kind).sort()).toEqual(['webinarRegistered', 'webinarReminder']);
    setClock(ist('2030-02-10', '10:00'));
    const page = await call(t, participant, 'GET', `/api/v1/webinars/${webinarId}`);
    expect(page.body.entity).toMatchObject({ myRole: 4, registered: 1, phase: 'upcoming', recording: null, stream: null });
  });

  it('a webinar is shared by a short link that opens its page (deep-link entity webinar)', async () => {
    const made = await call(t, participant, 'POST', '/api/v1/share-links', { parameters: { entityType: 'webinar', entityId: webinarId }, title: 'Webinar' });
    expect(made.status, made.raw.body).toBe(200);
    const opened = await call(t, null, 'GET', `/api/pub/v1/share-links/${made.body.entity.code}`);
    expect(opened.body.entity.path).toBe(`/webinar/${webinarId}`);
  });

  it('the chat is closed before the webinar is live', async () => {
    const res = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Hello' });
    expect(res.status).toBe(422);
    expect(res.body.message.error).toBe('The chat opens when the webinar is live.');
  });
});

describe('the live webinar: chat, questions, moderation', () => {
  let questionId: number;

  it('a participant cannot post as the presenter: the role comes from the session, extra fields are refused', async () => {
    setClock(minutes(5));
    const sneaky = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Official answer', role: 3, authorRole: 3, userId: presenter.id });
    expect(sneaky.status).toBe(400);
    const honest = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Namaste everyone' });
    expect(honest.status, honest.raw.body).toBe(201);
    expect(honest.body.entity).toMatchObject({ authorRole: 4, userId: participant.id, authorName: 'Young Doctor' });
    // Someone not registered may not chat or read the live page.
    expect((await call(t, other, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Hi' })).body.message.error).toBe('Register for this webinar to join it.');
  });

  it('a participant asks and upvotes; cannot mark answered; the presenter can, once', async () => {
    const asked = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/questions`, { body: 'How long should one practise Nadi daily?' });
    expect(asked.status).toBe(201);
    questionId = asked.body.entity.id;
    expect((await call(t, participant, 'POST', `/api/v1/webinar-questions/${questionId}/upvote`)).body.entity.upvotes).toBe(1);
    expect((await call(t, participant, 'POST', `/api/v1/webinar-questions/${questionId}/upvote`)).body.entity.upvotes).toBe(1);
    const refused = await call(t, participant, 'POST', `/api/v1/webinar-questions/${questionId}/answer`);
    expect(refused.status).toBe(403);
    expect(refused.body.message.error).toBe('Only a presenter or the host can answer questions.');
    // A co-host moderates but does not answer.
    expect((await call(t, cohost, 'POST', `/api/v1/webinar-questions/${questionId}/answer`)).status).toBe(403);
    const done = await call(t, presenter, 'POST', `/api/v1/webinar-questions/${questionId}/answer`);
    expect(done.status).toBe(200);
    const at = done.body.entity.answeredAt;
    expect(at).toBe(minutes(5).toISOString());
    setClock(minutes(6));
    expect((await call(t, presenter, 'POST', `/api/v1/webinar-questions/${questionId}/answer`)).body.entity.answeredAt).toBe(at);
    const state = await call(t, participant, 'GET', `/api/v1/webinars/${webinarId}/live-state`);
    expect(state.body.entity.questions[0]).toMatchObject({ id: questionId, upvotes: 1, answeredAt: at });
    expect(state.body.entity.myVotes).toEqual([questionId]);
    expect(state.body.entity.playback).toEqual({ kind: 'hls', url: '/media/webinars/demo-live/index.m3u8' });
  });

  it('a muted participant cannot chat or ask; a participant cannot mute; the co-host deletes a message', async () => {
    expect((await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: participant.id, muted: true })).status).toBe(403);
    // Staff cannot be muted.
    expect((await call(t, cohost, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: presenter.id, muted: true })).status).toBe(404);
    expect((await call(t, cohost, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: participant.id, muted: true })).status).toBe(200);
    const chat = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Am I heard?' });
    expect(chat.status).toBe(403);
    expect(chat.body.message.error).toBe('A moderator has muted you in this webinar.');
    expect((await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/questions`, { body: 'And now?' })).status).toBe(403);
    expect((await call(t, cohost, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: participant.id, muted: false })).status).toBe(200);
    const again = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/messages`, { body: 'Thank you' });
    expect(again.status).toBe(201);
    expect((await call(t, participant, 'DELETE', `/api/v1/webinar-messages/${questionId}`)).status).toBe(200);
    expect((await call(t, presenter, 'DELETE', `/api/v1/webinar-messages/${again.body.entity.id}`)).status).toBe(403);
    expect((await call(t, cohost, 'DELETE', `/api/v1/webinar-messages/${again.body.entity.id}`)).status).toBe(200);
    const state = await call(t, host, 'GET', `/api/v1/webinars/${webinarId}/live-state`);
    expect(state.body.entity.chat.map((m: { body: string }) => m.body)).toEqual(['Namaste everyone']);
    expect(state.body.entity.questions).toEqual([]);
  });

  it('the socket refuses the same things: a participant answering gets an error, a muted one cannot chat', async () => {
    const asked = await call(t, participant, 'POST', `/api/v1/webinars/${webinarId}/questions`, { body: 'Which text covers Nadi best?' });
    const p = liveSocket(base, webinarId, participant);
    await p.opened;
    expect(await p.next((m) => m.type === 'welcome')).toMatchObject({ role: 4, muted: false, phase: 'live' });
    p.send({ type: 'answer', id: asked.body.entity.id });
    expect((await p.next((m) => m.type === 'error')).error).toBe('Only a presenter or the host can answer questions.');
    await call(t, cohost, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: participant.id, muted: true });
    await p.next((m) => m.type === 'muted' && m.userId === participant.id && m.muted);
    p.send({ type: 'chat', body: 'Let me speak' });
    expect((await p.next((m) => m.type === 'error')).error).toBe('A moderator has muted you in this webinar.');
    await call(t, cohost, 'POST', `/api/v1/webinars/${webinarId}/mutes`, { userId: participant.id, muted: false });
    p.send({ type: 'chat', body: 'Back again' });
    expect((await p.next((m) => m.type === 'message')).message).toMatchObject({ body: 'Back again', authorRole: 4 });
    p.ws.close();
    await p.closed;
  });
});

describe('attendance and the certificate rule', () => {
  it('records join and leave times from the live socket; the host reads minutes and who qualifies', async () => {
    await t.db.database.db.delete(webinarAttendance).where(eq(webinarAttendance.webinarId, webinarId));
    setClock(minutes(10));
    const p = liveSocket(base, webinarId, participant);
    await p.opened;
    await p.next((m) => m.type === 'welcome');
    const [open] = await t.db.database.db.select().from(webinarAttendance).where(and(eq(webinarAttendance.webinarId, webinarId), eq(webinarAttendance.userId, participant.id)));
    expect(open).toMatchObject({ joinedAt: minutes(10), leftAt: null });
    setClock(minutes(45));
    p.ws.close();
    await p.closed;
    await expect.poll(async () => (await t.db.database.db.select().from(webinarAttendance).where(eq(webinarAttendance.id, open!.id)))[0]!.leftAt?.toISOString()).toBe(minutes(45).toISOString());

    // The presenter stays 10 minutes only.
    setClock(minutes(50));
    const pr = liveSocket(base, webinarId, presenter);
    await pr.opened;
    await pr.next((m) => m.type === 'welcome');
    setClock(minutes(60));
    pr.ws.close();
    await pr.closed;
    await expect.poll(async () => (await t.db.database.db.select().from(webinarAttendance).where(and(eq(webinarAttendance.userId, presenter.id)))).every((a) => a.leftAt)).toBe(true);

    expect((await call(t, participant, 'GET', `/api/v1/webinars/${webinarId}/attendance`)).status).toBe(403);
    setClock(minutes(90));
    const report = await call(t, host, 'GET', `/api/v1/webinars/${webinarId}/attendance`);
    expect(report.status, report.raw.body).toBe(200);
    expect(report.body.entity).toMatchObject({ requiredMinutes: 30, registered: 1, attended: 2, qualified: 1 });
    expect(report.body.entity.items.map((i: any) => [i.name, i.minutes, i.qualifies])).toEqual([['Young Doctor', 35, true], ['Presenting Vaidya', 10, false]]);
    const mine = await call(t, participant, 'GET', `/api/v1/webinars/${webinarId}`);
    expect(mine.body.entity).toMatchObject({ phase: 'past', myMinutes: 35, qualifies: true });
  });

  it('the recording is published on the page once the webinar has ended', async () => {
    const w = await call(t, host, 'GET', `/api/v1/webinars/${webinarId}`);
    const body = { title: w.body.entity.title, description: w.body.entity.description, speakers: w.body.entity.speakers, startsAt: w.body.entity.startsAt, durationMinutes: 60, capacity: 100, requiredMinutes: 30, stream: w.body.entity.stream, recording: { kind: 'videoLink', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } };
    expect((await call(t, participant, 'PUT', `/api/v1/webinars/${webinarId}`, body)).status).toBe(403);
    expect((await call(t, host, 'PUT', `/api/v1/webinars/${webinarId}`, { ...body, recording: { kind: 'videoLink', url: 'https://example.com/video' } })).status).toBe(400);
    expect((await call(t, host, 'PUT', `/api/v1/webinars/${webinarId}`, body)).status).toBe(200);
    const page = await call(t, participant, 'GET', `/api/v1/webinars/${webinarId}`);
    expect(page.body.entity.recording).toEqual({ kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' });
    expect((await call(t, null, 'GET', '/api/pub/v1/webinars')).body.entity.past[0]).toMatchObject({ id: webinarId, hasRecording: true });
  });
});

describe('back-office authoring (editors)', () => {
  it('an editor creates an unpublished webinar with its host; others may not; it is listed once published', async () => {
    setClock(ist('2030-02-10', '10:00'));
    const { webinarInput } = await import('./webinars-test-kit.ts');
    const editor = await makePatient(t, '9845500021', 'Editor Desk');
    const moderator = await makePatient(t, '9845500022', 'Moderator Desk');
    await makeOperator(t.db.database.db, editor.id, ['editor']);
    await makeOperator(t.db.database.db, moderator.id, ['moderator']);
    const body = { ...webinarInput(ist('2030-02-20', '18:30'), { title: 'Marma therapy basics' }), hostMobile: '9845500004', published: false };
    expect((await call(t, host, 'POST', '/api/v1/admin/webinars', body)).status).toBe(403);
    expect((await call(t, moderator, 'POST', '/api/v1/admin/webinars', body)).status).toBe(403);
    expect((await call(t, editor, 'POST', '/api/v1/admin/webinars', { ...body, hostMobile: '9845500999' })).body.message.fields.hostMobile).toBe('No practitioner has an account with this mobile number.');
    const made = await call(t, editor, 'POST', '/api/v1/admin/webinars', body);
    expect(made.status, made.raw.body).toBe(201);
    expect(made.body.entity).toMatchObject({ published: false, staff: [{ userId: participant.id, name: 'Young Doctor', role: 1 }] });
    const listed = async () => (await call(t, null, 'GET', '/api/pub/v1/webinars')).body.entity.upcoming.map((w: { title: string }) => w.title);
    expect(await listed()).not.toContain('Marma therapy basics');
    expect((await call(t, participant, 'GET', `/api/v1/webinars/${made.body.entity.id}`)).status).toBe(404);
    expect((await call(t, editor, 'PUT', `/api/v1/admin/webinars/${made.body.entity.id}`, { ...body, published: true })).status).toBe(200);
    expect(await listed()).toContain('Marma therapy basics');
    expect((await call(t, participant, 'GET', `/api/v1/webinars/${made.body.entity.id}`)).body.entity.myRole).toBe(1);
  });
});

describe('a moved webinar', () => {
  it('queues new reminders for its participants at the new time; the old reminder stays silent', async () => {
    setClock(ist('2030-02-10', '10:00'));
    const { webinarInput } = await import('./webinars-test-kit.ts');
    const first = ist('2030-02-14', '18:00');
    const id = await scheduleWebinar(t, host, first);
    expect((await call(t, other, 'POST', `/api/v1/webinars/${id}/registration`)).status).toBe(201);
    const moved = ist('2030-02-15', '19:00');
    expect((await call(t, host, 'PUT', `/api/v1/webinars/${id}`, webinarInput(moved))).status).toBe(200);
    const [job] = await t.db.database.db.select().from(jobs).where(eq(jobs.key, `webinar-remind:${id}:${other.id}:${moved.getTime()}`));
    expect(job!.runAt.toISOString()).toBe(new Date(moved.getTime() - 30 * 60_000).toISOString());
    // At the old reminder's time nothing is sent; at the new one the reminder goes.
    setClock(new Date(first.getTime() - 20 * 60_000));
    await t.app.jobs.tick();
    const kinds = async () => (await t.db.database.db.select().from(notifications).where(eq(notifications.userId, other.id))).map((n) => n.kind).sort();
    expect(await kinds()).toEqual(['webinarRegistered']);
    setClock(new Date(moved.getTime() - 20 * 60_000));
    await t.app.jobs.tick();
    expect(await kinds()).toEqual(['webinarRegistered', 'webinarReminder']);
    setClock(ist('2030-02-10', '10:00'));
  });
});

describe('access and verification (spec section 6, section Webinar)', () => {
  it('none: the page is refused; read: the page shows but registering answers the alert popup', async () => {
    const nobody = await makeDoctor(t, '9845500011', { fullName: 'Closed Door' });
    const reader = await makeDoctor(t, '9845500012', { fullName: 'Reading Doctor' });
    await t.db.database.query(`INSERT INTO user_access (user_id, section, level, updated_by) VALUES ($1, 'Webinar', 3, $1), ($2, 'Webinar', 2, $2)`, [nobody.id, reader.id]);
    setClock(ist('2030-02-10', '10:00'));
    const later = await scheduleWebinar(t, host, ist('2030-03-01', '18:00'));
    const none = await call(t, nobody, 'GET', `/api/v1/webinars/${later}`);
    expect(none.status).toBe(403);
    expect(none.body.message.error).toBe('Your account does not have access to webinars.');
    expect((await call(t, reader, 'GET', `/api/v1/webinars/${later}`)).status).toBe(200);
    const reg = await call(t, reader, 'POST', `/api/v1/webinars/${later}/registration`);
    expect(reg.status).toBe(403);
    expect(reg.body.message.error).toMatch(/webinar/i);
    expect((await call(t, reader, 'POST', '/api/v1/webinars', { title: 'x' })).status).toBe(400);
  });

  it('a practitioner pending verification cannot register; patients cannot host; unknown ids are 404', async () => {
    const pending = await makeDoctor(t, '9845500013', { fullName: 'Pending Doctor', status: 0 });
    const patient = await makePatient(t, '9845500014');
    const later = await scheduleWebinar(t, host, ist('2030-03-02', '18:00'));
    const res = await call(t, pending, 'POST', `/api/v1/webinars/${later}/registration`);
    expect(res.status).toBe(403);
    expect(res.body.message.error).toBe('Your profile verification is pending. Upload your documents to join webinars.');
    const { webinarInput } = await import('./webinars-test-kit.ts');
    expect((await call(t, patient, 'POST', '/api/v1/webinars', webinarInput(ist('2030-03-05', '18:00')))).status).toBe(403);
    expect((await call(t, participant, 'GET', '/api/v1/webinars/999999')).status).toBe(404);
  });
});
