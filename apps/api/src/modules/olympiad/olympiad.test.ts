/**
 * The olympiad (issue 23 part 2, decision 065; spec sections 4-9): registration by OTP, questions released and
 * closed on the India-time schedule, answers judged and timed by the server once, leaderboards in order with ties
 * by time, the ended message (section 8, word for word), the Olympiad access map (section 6), the demo editions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { call, ist, makeDoctor, makePatient, type Actor } from '../care/care-test-kit.ts';
import { registeredDoctor, scheduleEdition, type Edition } from './olympiad-test-kit.ts';
import { seedDemoOlympiads } from './olympiad.seed.ts';

const ENDED = 'This event has ended. The leaderboard is no longer available.';

let t: TestApp;
let ed: Edition;
const players: Record<'a' | 'b' | 'c' | 'd', Actor> = {} as never;

const play = (who: Actor | null) => call(t, who, 'GET', `/api/v1/olympiads/${ed.id}/play`);
const answer = (who: Actor, questionId: number, options: number[]) => call(t, who, 'POST', '/api/v0/olympiad/answer', { olympiadId: ed.id, questionId, options });
const board = (name: string, extra = '') => call(t, null, 'GET', `/api/pub/v1/olympiads/${ed.id}/leaderboard?board=${name}${extra}`);
const tick = (seconds: number) => (t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000));

beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 10_000 });
  t.clock.now = ist('2030-03-01', '10:00');
  ed = await scheduleEdition(t, '9866600001', { start: '2030-03-02', end: '2030-03-03', days: ['2030-03-02', '2030-03-03'], perDay: 2 });
  players.a = await registeredDoctor(t, ed.id, '9866600011', 'Asha Rao');
  players.b = await registeredDoctor(t, ed.id, '9866600012', 'Bala Iyer');
  players.c = await registeredDoctor(t, ed.id, '9866600013', 'Chitra Das');
  players.d = await registeredDoctor(t, ed.id, '9866600014', 'Dev Sen');
}, 120_000);
afterAll(() => t.close());

describe('the edition and registration (spec sections 4, 5, 7 and 9)', () => {
  it('olympiadByDate answers the next edition with its India-time schedule line', async () => {
    const res = await call(t, null, 'GET', '/api/pub/v1/olympiadByDate?date=2030-03-01');
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity).toMatchObject({ id: ed.id, status: 'upcoming', scheduleText: 'March 2, 9AM to March 3, 9PM', participants: 4, me: null });
    expect(res.body.entity.days.map((d: { status: string }) => d.status)).toEqual(['upcoming', 'upcoming']);
    expect((await call(t, null, 'GET', '/api/pub/v1/olympiadByDate?date=2030-03-03')).body.entity.id).toBe(ed.id);
    expect((await call(t, null, 'GET', '/api/pub/v1/olympiadByDate?date=2030-03-04')).body.entity).toBeNull();
    expect((await call(t, null, 'GET', '/api/pub/v1/olympiadByDate?date=2030-13-40')).status).toBe(400);
  });

  it('a visitor registers with name, mobile and the OTP: a new number gets a student account and a session', async () => {
    const mobile = '9866600021';
    expect((await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: mobile } })).statusCode).toBe(200);
    const wrong = await call(t, null, 'POST', `/api/pub/v1/olympiads/${ed.id}/register`, { fullName: 'Nila Visitor', mobileNumber: mobile, otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message.fields.otp).toBeTruthy();
    const res = await call(t, null, 'POST', `/api/pub/v1/olympiads/${ed.id}/register`, { fullName: 'Nila Visitor', mobileNumber: mobile, otp: t.sms.lastOtp(mobile) });
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.entity).toMatchObject({ olympiadId: ed.id, created: true, status: 'upcoming', showSuccess: true, next: null });
    const me = { id: 0, token: res.body.entity.token as string };
    const who = await call(t, me, 'GET', '/api/v1/users/me');
    expect(who.body.entity.user).toMatchObject({ mobileNumber: mobile, userType: 4, fullName: 'Nila Visitor' });
    // Registering again answers the first registration.
    const again = await call(t, me, 'POST', `/api/v1/olympiads/${ed.id}/register`, { fullName: 'Nila Visitor' });
    expect(again.status).toBe(200);
    expect(again.body.entity).toMatchObject({ created: false, participantId: res.body.entity.participantId });
    expect((await call(t, me, 'GET', `/api/pub/v1/olympiads/${ed.id}`)).body.entity.me).toEqual({ registered: true, participantId: res.body.entity.participantId });
  });

  it('an existing account is logged in by the OTP; a chemist registers without the success modal (spec section 4)', async () => {
    const chemist = await signUp(t, '9866600022', { fullName: 'Suresh Chemist', userType: 6, salutation: 2 });
    await t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/register', payload: { mobileNumber: '9866600022' } });
    const res = await call(t, null, 'POST', `/api/pub/v1/olympiads/${ed.id}/register`, { fullName: 'Suresh Gupta', mobileNumber: '9866600022', otp: t.sms.lastOtp('9866600022') });
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.entity.showSuccess).toBe(false);
    const who = await call(t, { id: 0, token: res.body.entity.token }, 'GET', '/api/v1/users/me');
    expect(who.body.entity.user.id).toBe(chemist.user.id);
    const retailer = await signUp(t, '9866600023', { fullName: 'Kiran Store', userType: 5, salutation: 2 });
    const viaSession = await call(t, { id: retailer.user.id, token: retailer.token }, 'POST', `/api/v1/olympiads/${ed.id}/register`, { fullName: 'Kiran Store', mobileNumber: '9866600099' });
    expect(viaSession.status).toBe(400);
    const ok = await call(t, { id: retailer.user.id, token: retailer.token }, 'POST', `/api/v1/olympiads/${ed.id}/register`, { fullName: 'Kiran Store' });
    expect(ok.body.entity.showSuccess).toBe(false);
  });
});

describe('questions on the India-time schedule', () => {
  it('nothing is shown or accepted before a day is released', async () => {
    const view = await play(players.a);
    expect(view.status, view.raw.body).toBe(200);
    expect(view.body.entity).toMatchObject({ canAnswer: false, question: null, today: null });
    const early = await answer(players.a, ed.questions[0]![0]!, [1]);
    expect(early.status).toBe(422);
    expect(early.body.message.error).toBe('This question is not open for answers now.');
  });

  it('on day 1 the first question is served without its answer, and an answer is timed by the server, once', async () => {
    t.clock.now = ist('2030-03-02', '10:00');
    const views = await Promise.all([players.a, players.b, players.c, players.d].map(play));
    for (const v of views) {
      expect(v.body.entity).toMatchObject({ canAnswer: true, today: { dayNumber: 1, answered: 0, total: 2 }, question: { id: ed.questions[0]![0], dayNumber: 1, position: 1 } });
      expect(v.raw.body).not.toMatch(/"correct"|explanation|Charaka Samhita/);
    }
    // A question not yet shown to you cannot be answered blind.
    const blind = await answer(players.a, ed.questions[0]![1]!, [1]);
    expect(blind.status).toBe(422);
    expect(blind.body.message.error).toBe('Open the question on the olympiad page before answering it.');
    tick(10);
    const b = await answer(players.b, ed.questions[0]![0]!, [1]);
    expect(b.status, b.raw.body).toBe(200);
    expect(b.body.entity).toEqual({ questionId: ed.questions[0]![0], timeTakenSeconds: 10, answeredToday: 1, totalToday: 2 });
    expect(b.raw.body).not.toMatch(/correct/i);
    tick(10);
    expect((await answer(players.a, ed.questions[0]![0]!, [1])).body.entity.timeTakenSeconds).toBe(20);
    expect((await answer(players.c, ed.questions[0]![0]!, [1])).body.entity.timeTakenSeconds).toBe(20);
    expect((await answer(players.d, ed.questions[0]![0]!, [2])).status).toBe(200);
    // The same question again: refused, nothing changes.
    const twice = await answer(players.b, ed.questions[0]![0]!, [2]);
    expect(twice.status).toBe(409);
    expect(twice.body.message.error).toBe('You have already answered this question.');
    const bad = await call(t, players.b, 'POST', '/api/v0/olympiad/answer', { olympiadId: ed.id, questionId: ed.questions[0]![1], options: [1], timeTakenSeconds: 1 });
    expect(bad.status).toBe(400);
    // The next question is served once the first is answered; a reload keeps its first showing.
    const next = await play(players.b);
    expect(next.body.entity.question.id).toBe(ed.questions[0]![1]);
    tick(5);
    expect((await play(players.b)).body.entity.question.servedAt).toBe(next.body.entity.question.servedAt);
  });

  it('leaderboards order by score, then time taken; equal score and time share a rank', async () => {
    const all = await board('all-time-leaderboard');
    expect(all.status, all.raw.body).toBe(200);
    const rows = all.body.entity.items.map((r: { name: string; rank: number; score: number; timeTakenSeconds: number }) => [r.name, r.rank, r.score, r.timeTakenSeconds]);
    expect(rows).toEqual([
      ['Bala Iyer', 1, 1, 10],
      ['Asha Rao', 2, 1, 20],
      ['Chitra Das', 2, 1, 20],
      ['Dev Sen', 4, 0, 20],
    ]);
    expect(all.body.entity.total).toBe(4);
    expect(all.raw.body).not.toMatch(/98666/);
    // A later page keeps the ranks.
    const page = await board('all-time-leaderboard', '&offset=2&limit=1');
    expect(page.body.entity.items.map((r: { name: string; rank: number }) => [r.name, r.rank])).toEqual([['Chitra Das', 2]]);
    const today = await board('today-leaderboard');
    expect(today.body.entity.dayNumber).toBe(1);
    expect(today.body.entity.items.map((r: { name: string }) => r.name)).toEqual(['Bala Iyer', 'Asha Rao', 'Chitra Das', 'Dev Sen']);
    const top = await board('top-performers');
    expect(top.body.entity.items.map((r: { name: string; dayNumber: number }) => [r.name, r.dayNumber])).toEqual([['Bala Iyer', 1], ['Asha Rao', 1], ['Chitra Das', 1]]);
    expect((await board('fastest')).status).toBe(400);
  });

  it('after the day closes nothing is accepted and the result explains the closed day only', async () => {
    const before = await call(t, players.a, 'GET', `/api/v1/olympiads/${ed.id}/result`);
    expect(before.body.entity).toMatchObject({ score: 1, answered: 1, rank: 2, participants: 4, answers: [] });
    expect(before.raw.body).not.toMatch(/explained for/);
    await play(players.a);
    t.clock.now = ist('2030-03-02', '21:00');
    const late = await answer(players.a, ed.questions[0]![1]!, [1]);
    expect(late.status).toBe(422);
    const res = await call(t, players.a, 'GET', `/api/v1/olympiads/${ed.id}/result`);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.entity.answers).toHaveLength(2);
    expect(res.body.entity.answers[0]).toMatchObject({ questionId: ed.questions[0]![0], chosen: [1], correct: [1], isCorrect: true, timeTakenSeconds: 20, explanation: 'The second option, explained for 2030-03-02.' });
    expect(res.body.entity.answers[1]).toMatchObject({ chosen: [], isCorrect: false, timeTakenSeconds: null });
    // Someone not registered has no result; another's participation is not reachable.
    const stranger = await makeDoctor(t, '9866600031', { fullName: 'Not Registered' });
    expect((await call(t, stranger, 'GET', `/api/v1/olympiads/${ed.id}/result`)).status).toBe(404);
    // Day 2 opens the next morning: the today board moves to it.
    t.clock.now = ist('2030-03-03', '09:30');
    const today = await board('today-leaderboard');
    expect(today.body.entity).toMatchObject({ dayNumber: 2, items: [], total: 0 });
    expect((await play(players.a)).body.entity.question.dayNumber).toBe(2);
  });
});

describe('access (spec section 6, section Olympiad)', () => {
  it('read shows the page and refuses answers with the popup text; none refuses both; a visitor must log in', async () => {
    const reader = await registeredDoctor(t, ed.id, '9866600041', 'Reading Doctor');
    await t.db.database.query(`INSERT INTO user_access (user_id, section, level, updated_by) VALUES ($1, 'Olympiad', 2, $1)`, [reader.id]);
    const page = await play(reader);
    expect(page.status).toBe(200);
    expect(page.body.entity).toMatchObject({ canAnswer: false, question: null });
    const res = await answer(reader, ed.questions[1]![0]!, [1]);
    expect(res.status).toBe(403);
    expect(res.body.message.error).toMatch(/^Your account can view Olympiad but not take part yet/);
    const patient = await makePatient(t, '9866600042');
    expect((await play(patient)).status).toBe(403);
    expect((await answer(patient, ed.questions[1]![0]!, [1])).status).toBe(403);
    expect((await play(null)).status).toBe(401);
    expect((await call(t, null, 'POST', '/api/v0/olympiad/answer', { olympiadId: ed.id, questionId: 1, options: [0] })).status).toBe(401);
  });

  it('the schedule is the back office editors\': others are refused; a released day cannot change', async () => {
    expect((await call(t, players.a, 'GET', '/api/v1/admin/olympiads')).status).toBe(403);
    const editor = await makeDoctor(t, '9866600051', { fullName: 'Second Editor' });
    const { makeOperator } = await import('../../test-support/operators.ts');
    await makeOperator(t.db.database.db, editor.id, ['editor']);
    const full = await call(t, editor, 'GET', `/api/v1/admin/olympiads/${ed.id}`);
    const released = await call(t, editor, 'POST', `/api/v1/admin/olympiad-days/${full.body.entity.days[0].id}/questions`, { prompt: 'A late question?', options: ['Yes', 'No'], correct: [0], explanation: 'Too late.' });
    expect(released.status).toBe(422);
    expect((await call(t, editor, 'DELETE', `/api/v1/admin/olympiad-questions/${ed.questions[0]![0]}`)).status).toBe(422);
  });
});

describe('the end (spec section 8)', () => {
  it('an ended edition serves no leaderboard, in the spec\'s words, and takes no registrations', async () => {
    t.clock.now = ist('2030-03-03', '21:00');
    for (const name of ['all-time-leaderboard', 'today-leaderboard', 'top-performers']) {
      const res = await board(name);
      expect(res.status).toBe(410);
      expect(res.body.message.error).toBe(ENDED);
    }
    const late = await makeDoctor(t, '9866600061', { fullName: 'Late Doctor' });
    const reg = await call(t, late, 'POST', `/api/v1/olympiads/${ed.id}/register`, { fullName: 'Late Doctor' });
    expect(reg.status).toBe(422);
    expect(reg.body.message.error).toBe(ENDED);
    // Participants still see their own result.
    expect((await call(t, players.b, 'GET', `/api/v1/olympiads/${ed.id}/result`)).body.entity).toMatchObject({ rank: 1, score: 1 });
  });
});

describe('the demo editions (issue 23 part 6)', () => {
  it('one live with participants on its boards, one ended, and the spec\'s December edition', async () => {
    t.clock.now = new Date('2026-11-27T04:30:00Z');
    await seedDemoOlympiads(t.db.database.db, t.clock.now);
    await seedDemoOlympiads(t.db.database.db, t.clock.now);
    const list = (await t.db.database.query<{ id: number; demo_key: string }>(`SELECT id, demo_key FROM olympiads WHERE demo_key IS NOT NULL`)).reduce<Record<string, number>>((m, r) => ({ ...m, [r.demo_key]: r.id }), {});
    expect(Object.keys(list).sort()).toEqual(['december-2026', 'ended', 'live']);
    const dec = await call(t, null, 'GET', `/api/pub/v1/olympiads/${list['december-2026']}`);
    expect(dec.body.entity).toMatchObject({ scheduleText: 'December 8, 9AM to December 11, 9PM', status: 'upcoming' });
    const live = await call(t, null, 'GET', `/api/pub/v1/olympiadByDate`);
    expect(live.body.entity).toMatchObject({ id: list.live, status: 'live' });
    expect(live.body.entity.days.map((d: { status: string }) => d.status)).toEqual(['closed', 'open', 'upcoming', 'upcoming']);
    const top = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/olympiads/${list.live}/leaderboard?board=all-time-leaderboard` }));
    expect(top.entity.items.length).toBeGreaterThanOrEqual(15);
    const ended = await call(t, null, 'GET', `/api/pub/v1/olympiads/${list.ended}/leaderboard?board=top-performers`);
    expect(ended.status).toBe(410);
    // Started again a week later, the live edition is moved so that its day 2 is that day.
    t.clock.now = new Date('2026-12-04T04:30:00Z');
    await seedDemoOlympiads(t.db.database.db, t.clock.now);
    const moved = await call(t, null, 'GET', `/api/pub/v1/olympiads/${list.live}`);
    expect(moved.body.entity.status).toBe('live');
    expect(moved.body.entity.days[1].status).toBe('open');
    const again = json(await t.app.inject({ method: 'GET', url: `/api/pub/v1/olympiads/${list.live}/leaderboard?board=all-time-leaderboard` }));
    expect(again.entity.items.map((r: { name: string }) => r.name)).toEqual(top.entity.items.map((r: { name: string }) => r.name));
  });
});
