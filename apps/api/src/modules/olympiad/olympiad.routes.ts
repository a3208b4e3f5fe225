/**
 * The olympiad (spec section 7: /pub/v1/olympiadByDate, leaderboard, /v0/olympiad/answer; issue 23 part 2,
 * decision 065). Registration by a visitor follows the sign-up flows: the OTP of `/pub/users/sendOtp/register`
 * (a login code for a number with an account, a sign-up code otherwise) logs the account in or makes it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEACTIVATED_CODE } from '@nirog/shared/constants';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  leaderboardQuery,
  memberRegisterBody,
  olympiadAnswerBody,
  olympiadBody,
  olympiadByDateQuery,
  olympiadDayBody,
  olympiadQuestionBody,
  visitorRegisterBody,
} from '@nirog/shared/schemas/olympiad';
import type { Db } from '../../db/client.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { sessionStarter } from '../identity/identity.routes.ts';
import type { OtpService } from '../identity/otp.service.ts';
import type { SessionService } from '../identity/session.service.ts';
import { createUser, findActiveByMobile } from '../identity/users.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { grantWelcomeReward } from '../wallet/welcome-reward.ts';
import type { OlympiadService } from './olympiad.service.ts';

const tags = ['Olympiad'];
const idParam = z.object({ id: entityIdParam });
/** The account an olympiad sign-up makes for a new number: a student (Olympiad write, nothing to resell). */
export const OLYMPIAD_SIGN_UP_USER_TYPE = 4;

export interface OlympiadRouteDeps {
  olympiad: OlympiadService;
  db: Db;
  otp: OtpService;
  sessions: SessionService;
  secureCookies: boolean;
}

export async function olympiadRoutes(app: FastifyInstance, deps: OlympiadRouteDeps) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const { olympiad, db, otp } = deps;
  const startSession = sessionStarter(db, deps.sessions, deps.secureCookies);
  const wallet = createWalletService(db);
  const viewer = (auth: { user: { id: number } } | null) => (auth ? { id: auth.user.id } : null);

  r.get('/pub/v1/olympiadByDate', {
    schema: { response: responsesOf('GET /pub/v1/olympiadByDate'), tags, summary: 'The edition running on an India date (default today), or the next one to start; null when there is none. With a session: whether the caller is registered.', querystring: olympiadByDateQuery },
  }, async (request) => ok(await olympiad.byDate(request.query.date, viewer(request.auth))));

  r.get('/pub/v1/olympiads', {
    schema: { response: responsesOf('GET /pub/v1/olympiads'), tags, summary: 'Every edition, latest first (at most 100): upcoming, live and ended.' },
  }, async () => ok(await olympiad.list()));

  r.get('/pub/v1/olympiads/:id', {
    schema: { response: responsesOf('GET /pub/v1/olympiads/:id'), tags, summary: 'One edition: schedule (India time, spec section 9 wording), status, days and participants.', params: idParam },
  }, async (request) => ok(await olympiad.get(request.params.id, viewer(request.auth))));

  r.get('/pub/v1/olympiads/:id/leaderboard', {
    schema: { response: responsesOf('GET /pub/v1/olympiads/:id/leaderboard'), tags, summary: "A leaderboard: all-time-leaderboard, today-leaderboard (today's India date) or top-performers (the best 3 of each day so far); by score, ties by total time taken. An ended edition: 410 with the spec's message.", params: idParam, querystring: leaderboardQuery },
  }, async (request, reply) => {
    // Live boards change with every answer: caches may keep them a few seconds, no longer.
    reply.header('cache-control', 'public, max-age=5');
    return ok(await olympiad.leaderboard(request.params.id, request.query));
  });

  r.post('/pub/v1/olympiads/:id/register', {
    schema: { response: responsesOf('POST /pub/v1/olympiads/:id/register'), tags, summary: 'Register a visitor (spec section 5: name and mobile, country code 91) with the OTP sent by /pub/users/sendOtp/register: an account with the number is logged in, a new number gets a student account; starts a session.', params: idParam, body: visitorRegisterBody },
  }, async (request, reply) => {
    const { fullName, mobileNumber, otp: code } = request.body;
    // Refuse before any account is made or session started.
    if ((await olympiad.get(request.params.id, null)).status === 'ended') throw AppError.of('business_rule', 'olympiad.ended');
    let user = await findActiveByMobile(db, mobileNumber);
    if (user?.deactivatedAt) throw new AppError(DEACTIVATED_CODE, t('spec.accountDeactivated'));
    if (user) {
      await otp.verify({ mobile: mobileNumber, purpose: 'login', code });
    } else {
      await otp.verify({ mobile: mobileNumber, purpose: 'register', code });
      user = await createUser(db, { userType: OLYMPIAD_SIGN_UP_USER_TYPE, mobileNumber, fullName, salutation: null, language: currentLocale() });
      await grantWelcomeReward(wallet, user.id, request.log);
    }
    const session = await startSession(request, reply, user);
    const registered = await olympiad.register({ id: user.id, userType: user.userType, mobileNumber: user.mobileNumber }, request.params.id, fullName);
    reply.status(registered.created ? 201 : 200);
    return ok({ ...registered, ...(session.token ? { token: session.token } : {}) }, t('olympiad.toast.registered'));
  });

  r.post('/v1/olympiads/:id/register', {
    schema: { response: responsesOf('POST /v1/olympiads/:id/register'), tags, summary: "Register the logged-in account with its own mobile number (confirmed by the OTP it logged in with). Once per edition: again answers the first registration (200).", params: idParam, body: memberRegisterBody },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const registered = await olympiad.register(user, request.params.id, request.body.fullName);
    reply.status(registered.created ? 201 : 200);
    return ok(registered, t('olympiad.toast.registered'));
  });

  r.get('/v1/olympiads/:id/play', {
    schema: { response: responsesOf('GET /v1/olympiads/:id/play'), tags, summary: "The edition's page: today's progress and the question to answer now (its server clock starts at the first showing); never a correct answer. Olympiad read or write; the question only with write and a registration.", params: idParam },
  }, async (request) => ok(await olympiad.play(requireUser(request).user, request.params.id)));

  r.post('/v0/olympiad/answer', {
    schema: { response: responsesOf('POST /v0/olympiad/answer'), tags, summary: 'Answer a question shown to you, while its day is open: judged and timed by the server, once (again: 409). The verdict is not returned until the day closes. Olympiad write.', body: olympiadAnswerBody },
  }, async (request) => ok(await olympiad.answer(requireUser(request).user, request.body), t('olympiad.toast.answered')));

  r.get('/v1/olympiads/:id/result', {
    schema: { response: responsesOf('GET /v1/olympiads/:id/result'), tags, summary: "The caller's result: score, time taken, all-time rank, and the questions of closed days with the right answers and explanations. Not registered: 404.", params: idParam },
  }, async (request) => ok(await olympiad.result(requireUser(request).user, request.params.id)));

  // Back office: the schedule (editor role).
  const office = ['Olympiad (back office)'];
  r.get('/v1/admin/olympiads', { schema: { response: responsesOf('GET /v1/admin/olympiads'), tags: office, summary: 'Every edition, latest first.' } }, async (request) => {
    requireRole(request, 'editor');
    return ok(await olympiad.list());
  });
  r.post('/v1/admin/olympiads', { schema: { response: responsesOf('POST /v1/admin/olympiads'), tags: office, summary: 'Schedule an edition: start and end as India dates and times.', body: olympiadBody } }, async (request, reply) => {
    requireRole(request, 'editor');
    reply.status(201);
    return ok(await olympiad.createEdition(request.body), t('olympiad.office.created'));
  });
  r.get('/v1/admin/olympiads/:id', { schema: { response: responsesOf('GET /v1/admin/olympiads/:id'), tags: office, summary: 'An edition with its days and questions (with the right answers).', params: idParam } }, async (request) => {
    requireRole(request, 'editor');
    return ok(await olympiad.adminView(request.params.id));
  });
  r.post('/v1/admin/olympiads/:id/days', { schema: { response: responsesOf('POST /v1/admin/olympiads/:id/days'), tags: office, summary: 'Add a day: an India date, the time its questions are released and the time they close; inside the edition, in the future, not overlapping another day.', params: idParam, body: olympiadDayBody } }, async (request, reply) => {
    requireRole(request, 'editor');
    reply.status(201);
    return ok(await olympiad.addDay(request.params.id, request.body), t('olympiad.office.dayAdded'));
  });
  r.post('/v1/admin/olympiad-days/:id/questions', { schema: { response: responsesOf('POST /v1/admin/olympiad-days/:id/questions'), tags: office, summary: 'Add a question to a day not yet released: options, the right ones (several: multiple choice), explanation and reference.', params: idParam, body: olympiadQuestionBody } }, async (request, reply) => {
    requireRole(request, 'editor');
    reply.status(201);
    return ok(await olympiad.addQuestion(request.params.id, request.body), t('olympiad.office.questionAdded'));
  });
  r.delete('/v1/admin/olympiad-questions/:id', { schema: { response: responsesOf('DELETE /v1/admin/olympiad-questions/:id'), tags: office, summary: 'Remove a question of a day not yet released.', params: idParam } }, async (request) => {
    requireRole(request, 'editor');
    return ok(await olympiad.removeQuestion(request.params.id), t('olympiad.office.questionRemoved'));
  });
}
