/**
 * One-time passwords: 6 random digits, stored only as an HMAC, valid 10 minutes, single use, bound to the number
 * and the purpose, dead after 5 wrong tries; at most 5 sends per number and a cap per IP in any 10 minutes.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_NUMBER,
  OTP_TTL_SECONDS,
} from '@nirog/shared/constants';
import type { Db } from '../../db/client.ts';
import { DEMO_OTP, isDemoMobile } from '../../db/demo-accounts.ts';
import type { SmsProvider } from '../../providers/sms/sms.provider.ts';
import { AppError } from '../../plugins/errors.ts';
import { otpCodes, type OtpPurpose } from './identity.tables.ts';

export interface OtpDeps {
  db: Db;
  sms: SmsProvider;
  secret: string;
  demo: boolean;
  now?: () => Date;
  limits?: { perNumber: number; perIp: number };
}

export function hashOtp(secret: string, purpose: OtpPurpose, mobile: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
}

function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  register: 'to create your Nirog account',
  login: 'to log in to Nirog',
  update: 'to change the mobile number of your Nirog account',
  appointment: 'to confirm your appointment request on Nirog',
  delete: 'to DELETE your Nirog account',
  cod: 'to confirm your cash on delivery order on Nirog',
  support: 'to confirm your request for help from Nirog',
  payout: 'to change where Nirog pays your earnings',
};

export function createOtpService(deps: OtpDeps) {
  const now = deps.now ?? (() => new Date());

  async function send(input: { mobile: string; purpose: OtpPurpose; ip: string; userId?: number; log?: FastifyBaseLogger }) {
    const { db } = deps;
    const at = now();
    const windowStart = new Date(at.getTime() - OTP_SEND_WINDOW_SECONDS * 1000);
    const code = deps.demo && isDemoMobile(input.mobile) ? DEMO_OTP : randomCode();
    await db.transaction(async (tx) => {
      // Serialise sends for one number so parallel requests cannot pass the limit together.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'otp:' + input.mobile}))`);
      const [byNumber] = await tx
        .select({ n: sql<number>`count(*)::int`, first: sql<string>`min(${otpCodes.createdAt})` })
        .from(otpCodes)
        .where(and(eq(otpCodes.mobileNumber, input.mobile), gt(otpCodes.createdAt, windowStart)));
      if (byNumber.n >= (deps.limits?.perNumber ?? OTP_SENDS_PER_NUMBER)) {
        throw limitError('error.otpSendLimit', byNumber.first, at);
      }
      const [byIp] = await tx
        .select({ n: sql<number>`count(*)::int`, first: sql<string>`min(${otpCodes.createdAt})` })
        .from(otpCodes)
        .where(and(eq(otpCodes.ip, input.ip), gt(otpCodes.createdAt, windowStart)));
      if (byIp.n >= (deps.limits?.perIp ?? OTP_SENDS_PER_IP)) {
        throw limitError('error.otpIpLimit', byIp.first, at);
      }
      // A new code replaces any earlier live code for the same number and purpose.
      await tx
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(and(eq(otpCodes.mobileNumber, input.mobile), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        mobileNumber: input.mobile,
        purpose: input.purpose,
        codeHash: hashOtp(deps.secret, input.purpose, input.mobile, code),
        expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        userId: input.userId ?? null,
        ip: input.ip,
        createdAt: at,
      });
    });
    await deps.sms.send({
      to: input.mobile,
      template: 'otp',
      body: `${code} is your OTP ${PURPOSE_TEXT[input.purpose]}. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone. - Nirog`,
      secrets: [code],
    }, input.log);
    return { expiresInSeconds: OTP_TTL_SECONDS };
  }

  function limitError(key: 'error.otpSendLimit' | 'error.otpIpLimit', firstAt: string | Date | null, at: Date) {
    const first = firstAt ? new Date(firstAt) : at;
    const retryAfter = Math.max(1, Math.ceil((first.getTime() + OTP_SEND_WINDOW_SECONDS * 1000 - at.getTime()) / 1000));
    const err = AppError.of('rate_limited', key, { minutes: Math.ceil(retryAfter / 60) });
    return new AppError(err.code, err.message, { headers: { 'retry-after': String(retryAfter) } });
  }

  /**
   * Checks a code and consumes it. Wrong codes count against the live code; the fifth wrong try kills it.
   * Returns the user id an `update` code was issued for.
   */
  async function verify(input: { mobile: string; purpose: OtpPurpose; code: string }): Promise<{ userId: number | null }> {
    const { db } = deps;
    const at = now();
    const [live] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobileNumber, input.mobile), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    if (!live) throw otpFieldError('error.otpMissing');
    if (live.attempts >= OTP_MAX_ATTEMPTS) throw otpFieldError('error.otpAttempts', 429);
    if (live.expiresAt.getTime() <= at.getTime()) throw otpFieldError('error.otpExpired');

    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(hashOtp(deps.secret, input.purpose, input.mobile, input.code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, live.id))
        .returning({ attempts: otpCodes.attempts });
      throw otpFieldError(row && row.attempts >= OTP_MAX_ATTEMPTS ? 'error.otpAttempts' : 'error.otpInvalid', row && row.attempts >= OTP_MAX_ATTEMPTS ? 429 : 400);
    }
    // Consume atomically: of two parallel requests with the right code, only one wins.
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw otpFieldError('error.otpMissing');
    return { userId: live.userId };
  }

  return { send, verify };
}

function otpFieldError(key: Parameters<typeof AppError.of>[1], status = 400) {
  const base = AppError.of(status === 429 ? 'rate_limited' : 'validation_failed', key);
  return new AppError(base.code, base.message, { fields: { otp: base.message }, status });
}

export type OtpService = ReturnType<typeof createOtpService>;
