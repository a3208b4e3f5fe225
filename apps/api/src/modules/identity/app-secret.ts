import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from './identity.tables.ts';

/** The OTP hashing secret: APP_SECRET when configured, otherwise one generated once and kept in the database. */
export async function resolveAppSecret(db: Db, configured: string | null): Promise<string> {
  return resolveStoredSecret(db, 'otp_secret', configured);
}

/**
 * A server secret: the configured one, otherwise one generated at the first start and kept in the database under
 * `key` (every process and restart reads the same one; a parallel first start keeps the first insert).
 */
export async function resolveStoredSecret(db: Db, key: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key, value: crypto.randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
