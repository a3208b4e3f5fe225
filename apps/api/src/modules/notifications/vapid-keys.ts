import { eq } from 'drizzle-orm';
import type { WebPushConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { generateVapidKeys } from '../../providers/push/web-push.provider.ts';
import { appSettings } from '../identity/identity.tables.ts';

const KEY = 'vapid_keys';

/**
 * The VAPID key pair: the configured one, else one generated at the first start and kept in app_settings (as the app
 * secret), so every process signs with the same key and browsers stay subscribed across restarts.
 */
export async function resolveVapidKeys(db: Db, config: Pick<WebPushConfig, 'publicKey' | 'privateKey'>): Promise<{ publicKey: string; privateKey: string }> {
  if (config.publicKey && config.privateKey) return { publicKey: config.publicKey, privateKey: config.privateKey };
  await db.insert(appSettings).values({ key: KEY, value: JSON.stringify(generateVapidKeys()) }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return JSON.parse(row.value) as { publicKey: string; privateKey: string };
}
