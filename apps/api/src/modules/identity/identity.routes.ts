/** Sign-up, login, OTP and session calls (spec section 7, Auth and profile). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { DEACTIVATED_CODE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@nirog/shared/constants';
import { currentLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, t, type Locale } from '@nirog/shared/messages/catalogue';
import {
  languageBody,
  loginBody,
  registerBody,
  sendOtpLoginBody,
  sendOtpRegisterBody,
  sendOtpUpdateBody,
  verifyOtpBody,
} from '@nirog/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok, isUniqueViolation } from '../../plugins/errors.ts';
import { users } from './identity.tables.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionService } from './session.service.ts';
import { createUser, findActiveByMobile, saveLanguage, toPublicUser, type UserRow } from './users.service.ts';
import { localeOfCookieHeader } from '../../lib/locale-context.ts';
import { eq } from 'drizzle-orm';
import type { CouponService } from '../coupons/coupons.service.ts';
import { describeMe } from './me.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { grantWelcomeReward } from '../wallet/welcome-reward.ts';
import type { ReferralService } from '../rewards/referral.service.ts';
import { mergeGuestAtLogin } from '../cart/guest-cart.ts';

export interface IdentityDeps {
  db: Db;
  otp: OtpService;
  sessions: SessionService;
  secureCookies: boolean;
  coupons: Pick<CouponService, 'bestFor'>;
  /** Links a new account to the owner of the referral code it signed up with (decision 057). */
  referral: Pick<ReferralService, 'recordSignUp'>;
}

const tag = { tags: ['Auth'] };

/** The `lang` cookie of the language switch (decision 020), set by the API when a user's language is known. */
export function setLanguageCookie(reply: FastifyReply, language: Locale) {
  reply.setCookie(LOCALE_COOKIE, language, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
}

/** Starts a session for a user: a new token, the AUTH cookie, and the token in the body for non-web clients. */
export function sessionStarter(db: Db, sessions: SessionService, secureCookies: boolean) {
  return async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    // The language follows the user (decision 020): their saved choice wins on a new device; an account that never
    // chose keeps the one this browser chose before logging in.
    const chosen = localeOfCookieHeader(request.headers.cookie);
    if (!user.language && chosen) {
      await saveLanguage(db, user.id, chosen);
      user = { ...user, language: chosen };
    }
    if (user.language) setLanguageCookie(reply, user.language);
    // Logging in again replaces the session this client held.
    if (request.auth) await sessions.revoke(request.auth.sessionId);
    const { token, expiresAt } = await sessions.create(user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
    // A visitor's guest cart joins the account's cart (decision 042).
    await mergeGuestAtLogin(db, request, reply, user.id);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    const isWeb = request.headers.platform === 'web';
    return { user: toPublicUser(user), expiresAt: expiresAt.toISOString(), ...(isWeb ? {} : { token }) };
  };
}

export async function identityRoutes(app: FastifyInstance, deps: IdentityDeps) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const { db, otp, sessions } = deps;
  const startSession = sessionStarter(db, sessions, deps.secureCookies);
  const wallet = createWalletService(db);
  const refuseDeactivated = (user: UserRow | null) => {
    if (user?.deactivatedAt) throw new AppError(DEACTIVATED_CODE, t('spec.accountDeactivated'));
  };

  /**
   * Both send calls answer the same way: the code that fits the number (login for an account, sign-up otherwise)
   * and whether the number has an account, so the page moves to the right step with one SMS (spec section 4).
   */
  async function sendForNumber(request: FastifyRequest<{ Body: { mobileNumber: string } }>) {
    const { mobileNumber } = request.body;
    const existing = await findActiveByMobile(db, mobileNumber);
    refuseDeactivated(existing);
    const sent = await otp.send({ mobile: mobileNumber, purpose: existing ? 'login' : 'register', ip: request.ip, log: request.log });
    return ok({ isExistingUser: !!existing, ...sent }, t('spec.otpSent'));
  }

  r.post('/pub/users/sendOtp/register', {
    schema: { response: responsesOf('POST /pub/users/sendOtp/register'), ...tag, summary: 'Send a sign-up OTP. For a number that already has an account a login OTP is sent and isExistingUser is true.', body: sendOtpRegisterBody },
  }, sendForNumber);

  r.post('/pub/users/sendOtp/mobile', {
    schema: { response: responsesOf('POST /pub/users/sendOtp/mobile'), ...tag, summary: 'Send a login OTP. For a number without an account a sign-up OTP is sent and isExistingUser is false.', body: sendOtpLoginBody },
  }, sendForNumber);

  r.post('/pub/users/sendOtp/update', {
    schema: { response: responsesOf('POST /pub/users/sendOtp/update'), ...tag, summary: 'Send an OTP to a new mobile number for the logged-in user.', body: sendOtpUpdateBody },
  }, async (request) => {
    const { user } = requireUser(request);
    const { mobileNumber } = request.body;
    if (mobileNumber === user.mobileNumber) throw AppError.field('mobileNumber', t('spec.mobileDifferent'));
    if (await findActiveByMobile(db, mobileNumber)) throw AppError.field('mobileNumber', t('error.accountExists'));
    const sent = await otp.send({ mobile: mobileNumber, purpose: 'update', ip: request.ip, userId: user.id, log: request.log });
    return ok({ isExistingUser: false, ...sent }, t('spec.otpSent'));
  });

  r.post('/pub/users/verifyOtp/mobile', {
    schema: { response: responsesOf('POST /pub/users/verifyOtp/mobile'), ...tag, summary: 'Verify a sign-up OTP and create the account; starts a session.', body: registerBody },
  }, async (request, reply) => {
    const body = request.body;
    const isPractitioner = body.userType !== 1;
    if (isPractitioner && body.salutation === undefined) {
      throw AppError.field('salutation', t('error.salutationRequired'));
    }
    if (await findActiveByMobile(db, body.mobileNumber)) throw AppError.of('conflict', 'error.accountExists');
    await otp.verify({ mobile: body.mobileNumber, purpose: 'register', code: body.otp });
    const user = await createUser(db, {
      userType: body.userType,
      mobileNumber: body.mobileNumber,
      fullName: body.fullName,
      salutation: body.salutation ?? null,
      // A new account reads the language it signed up in (decision 020).
      language: currentLocale(),
    });
    const signupReward = await grantWelcomeReward(wallet, user.id, request.log);
    // A failed link never fails the sign-up: the account exists by then.
    if (body.referralCode) await deps.referral.recordSignUp(user, body.referralCode).catch((err: unknown) => request.log.error({ err, userId: user.id }, 'referral link failed'));
    reply.status(201);
    return ok({ ...(await startSession(request, reply, user)), ...(signupReward ? { signupReward } : {}) }, 'Account created');
  });

  r.post('/pub/users/login/mobile', {
    schema: { response: responsesOf('POST /pub/users/login/mobile'), ...tag, summary: 'Log in with a mobile number and its login OTP; starts a new session.', body: loginBody },
  }, async (request, reply) => {
    const { mobileNumber, otp: code } = request.body;
    const user = await findActiveByMobile(db, mobileNumber);
    if (!user) throw AppError.field('mobileNumber', t('error.accountMissing'));
    refuseDeactivated(user);
    await otp.verify({ mobile: mobileNumber, purpose: 'login', code });
    return ok(await startSession(request, reply, user), 'Logged in');
  });

  r.post('/pub/v1/users/otp/verify', {
    schema: { response: responsesOf('POST /pub/v1/users/otp/verify'), ...tag, summary: 'Verify the OTP sent to a new number (sendOtp/update) and move the account to it.', body: verifyOtpBody },
  }, async (request) => {
    const { user } = requireUser(request);
    const { mobileNumber, otp: code } = request.body;
    const { userId } = await otp.verify({ mobile: mobileNumber, purpose: 'update', code });
    if (userId !== user.id) throw AppError.field('otp', t('error.otpInvalid'));
    try {
      const [updated] = await db.update(users).set({ mobileNumber, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      return ok({ user: toPublicUser(updated) }, 'Mobile number updated');
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('mobileNumber', t('error.accountExists'));
      throw err;
    }
  });

  r.get('/v1/users/me', {
    schema: { response: responsesOf('GET /v1/users/me'), ...tag, summary: 'The logged-in user, with the verification status, rejection reason and best coupon of spec section 3.' },
  }, async (request) => {
    const { user, roles } = requireUser(request);
    return ok({ user: await describeMe(db, deps.coupons, user, roles) });
  });

  r.put('/v1/users/language', {
    schema: { response: responsesOf('PUT /v1/users/language'), ...tag, summary: 'Save the language the user reads (pages after login, SMS, email, PDFs) and set the lang cookie to it.', body: languageBody },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    await saveLanguage(db, user.id, request.body.language);
    setLanguageCookie(reply, request.body.language);
    return ok({ user: toPublicUser({ ...user, language: request.body.language }) });
  });

  // Logging out ends the session whatever the client sends with it: no body, an empty or broken JSON body, a form.
  await app.register(async (out) => {
    out.removeAllContentTypeParsers();
    out.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    out.post('/v1/users/logout', { schema: { response: responsesOf('POST /v1/users/logout'), ...tag, summary: 'End this session (server-side) and clear the cookie. Any body is ignored.' } }, async (request, reply) => {
      const auth = requireUser(request);
      await sessions.revoke(auth.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, 'Logged out');
    });
  });
}
