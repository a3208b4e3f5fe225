/**
 * Auto-session links (spec section 4): a link carrying `auth=<base64>` logs its holder in on first load. Only a
 * server-issued, signed (by its random secret, stored hashed), expiring, single-use token does; a bare base64 user
 * id or any token the server did not issue creates nothing.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isBase64 } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import { loginTokens } from './identity.tables.ts';

export const LOGIN_LINK_MAX_TTL_MINUTES = 24 * 60;
const hash = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

export function createLoginLinkService(db: Db, now: () => Date = () => new Date()) {
  return {
    async issue(userId: number, opts: { ttlMinutes: number; purpose: string; createdBy: number | null }) {
      const secret = crypto.randomBytes(32).toString('hex');
      const expiresAt = new Date(now().getTime() + Math.min(opts.ttlMinutes, LOGIN_LINK_MAX_TTL_MINUTES) * 60_000);
      await db.insert(loginTokens).values({ tokenHash: hash(secret), userId, purpose: opts.purpose, expiresAt, createdBy: opts.createdBy });
      return { auth: Buffer.from(`${userId}:${secret}`).toString('base64'), expiresAt };
    },

    /** The user id the token logs in, consuming it; null (and nothing changed) for anything else. */
    async redeem(auth: string): Promise<{ userId: number } | { rejected: string }> {
      if (!isBase64(auth)) return { rejected: 'not base64 under the rule of spec section 5' };
      const decoded = Buffer.from(auth, 'base64').toString('utf8');
      const m = /^(\d{1,10}):([0-9a-f]{64})$/.exec(decoded);
      if (!m) return { rejected: /^\d+$/.test(decoded) ? 'a bare user id' : 'not a token this server issues' };
      const [, id, secret] = m;
      const used = await db
        .update(loginTokens)
        .set({ usedAt: now() })
        .where(and(eq(loginTokens.tokenHash, hash(secret)), eq(loginTokens.userId, Number(id)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now())))
        .returning({ userId: loginTokens.userId });
      if (used.length === 0) return { rejected: 'unknown, used or expired token' };
      return { userId: used[0].userId };
    },
  };
}

export type LoginLinkService = ReturnType<typeof createLoginLinkService>;
