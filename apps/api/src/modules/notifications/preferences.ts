/** Per-user choices per module and channel; a cell without a row is the default of `defaultPreference`. */
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, defaultPreference, type NotificationChannel, type NotificationModule } from '@nirog/shared/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences } from './notifications.tables.ts';

export type ChannelSwitches = Record<NotificationChannel, boolean>;

/** The channels on for one module of one user. */
export async function channelsFor(db: DbOrTx, userId: number, module: NotificationModule): Promise<ChannelSwitches> {
  const rows = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.module, module)));
  const out = Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, defaultPreference(module, c)])) as ChannelSwitches;
  for (const r of rows) out[r.channel as NotificationChannel] = r.enabled;
  return out;
}
