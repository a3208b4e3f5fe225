/** Sessions: a 256-bit random token for the client, only its SHA-256 on the server; logout deletes the row. */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS } from '@nirog/shared/constants';
import type { Db } from '../../db/client.ts';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import { operatorRoles, sessions, users } from './identity.tables.ts';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function createSessionService(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(userId: number, meta: { ip?: string; userAgent?: string }) {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SESSION_MAX_AGE_SECONDS * 1000);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt,
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return { token, expiresAt };
    },

    /**
     * The live session and its user for a token, or null. Deleted users have no session. A token of a deactivated
     * account is reported as such (so the caller can answer code 111), even though it no longer authenticates.
     * An operator's roles come with it (one more lookup, for operators only; decision 032).
     */
    async resolve(token: string): Promise<{ sessionId: number; user: typeof users.$inferSelect; deactivated: boolean; roles: OperatorRole[] } | null> {
      if (!token || token.length > 100) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(users.status, 1)))
        .limit(1);
      if (!row) return null;
      if (row.user.deactivatedAt) return { sessionId: row.sessionId, user: row.user, deactivated: true, roles: [] };
      if (row.expiresAt.getTime() <= now().getTime()) return null;
      const roles = row.user.role === 'operator' ? (await db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, row.user.id))).map((r) => r.role) : [];
      return { sessionId: row.sessionId, user: row.user, deactivated: false, roles };
    },

    /** Ends every session of a user at once (they stay on record so their tokens answer "deactivated"). */
    async expireAllForUser(userId: number) {
      await db.update(sessions).set({ expiresAt: now() }).where(eq(sessions.userId, userId));
    },

    async revoke(sessionId: number) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async revokeAllForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
