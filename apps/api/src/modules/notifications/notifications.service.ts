/**
 * The inbox behind the bell (issue 21 part 1, decision 054). Every query is scoped to the signed-in user: another
 * user's notification id behaves as if it did not exist (404). Marking read is a conditional UPDATE (`read_at` set
 * once), so marking twice, or "all" while one is marked, never moves a read time. Texts are rendered in the reader's
 * language at read time.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { NOTIFICATION_MODULE_CODES, defaultPreference, type NotificationChannel, type NotificationModule } from '@nirog/shared/notifications';
import type { NotificationListQuery, NotificationView, PreferenceMatrix, PreferencesBody, PushSubscriptionBody } from '@nirog/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { pushEndpointAllowed } from '../../providers/push/web-push.provider.ts';
import { users } from '../identity/identity.tables.ts';
import { notificationPreferences, notifications, pushSubscriptions } from './notifications.tables.ts';
import { renderTexts } from './render.ts';

type Row = typeof notifications.$inferSelect;

function toView(r: Row): NotificationView {
  const { title, body } = renderTexts(r, currentLocale());
  return { id: r.id, module: r.module, kind: r.kind, title, body, link: r.link, readAt: r.readAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() };
}

export function createNotificationService(deps: {
  db: Db;
  /** Hosts beyond the browsers' push services a subscription may point at (config WEB_PUSH_EXTRA_HOSTS). */
  pushHosts: readonly string[];
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const mine = (userId: number) => eq(notifications.userId, userId);

  /** The bell's number: one count over the partial index of unread rows. */
  async function unreadCount(userId: number): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(mine(userId), isNull(notifications.readAt)));
    return n;
  }

  async function list(userId: number, q: NotificationListQuery) {
    const where = and(mine(userId), q.module ? eq(notifications.module, q.module) : undefined, q.unread ? isNull(notifications.readAt) : undefined);
    const [rows, [{ total }], unread] = await Promise.all([
      db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).offset(q.skip).limit(q.limit),
      db.select({ total: count() }).from(notifications).where(where),
      unreadCount(userId),
    ]);
    return { items: rows.map(toView), total, unread };
  }

  async function markRead(userId: number, id: number): Promise<NotificationView> {
    const [r] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now()})` })
      .where(and(eq(notifications.id, id), mine(userId)))
      .returning();
    if (!r) throw AppError.of('not_found', 'notify.error.notFound');
    return toView(r);
  }

  async function markAllRead(userId: number) {
    const marked = await db.update(notifications).set({ readAt: now() }).where(and(mine(userId), isNull(notifications.readAt))).returning({ id: notifications.id });
    return { marked: marked.length, unread: await unreadCount(userId) };
  }

  async function preferences(userId: number): Promise<PreferenceMatrix> {
    const [rows, [u], [{ push }]] = await Promise.all([
      db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
      db.select({ email: sql<boolean>`${users.email} IS NOT NULL AND ${users.emailVerifiedAt} IS NOT NULL` }).from(users).where(eq(users.id, userId)),
      db.select({ push: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    ]);
    const chosen = new Map(rows.map((r) => [`${r.module}:${r.channel}`, r.enabled]));
    const cell = (m: NotificationModule, c: NotificationChannel) => chosen.get(`${m}:${c}`) ?? defaultPreference(m, c);
    return {
      modules: NOTIFICATION_MODULE_CODES.map((m) => ({ module: m, channels: { inApp: cell(m, 'inApp'), sms: cell(m, 'sms'), email: cell(m, 'email'), push: cell(m, 'push') } })),
      reach: { sms: true, email: !!u?.email, push },
    };
  }

  async function setPreferences(userId: number, body: PreferencesBody): Promise<PreferenceMatrix> {
    const at = now();
    // The last word per cell wins when a body names one twice.
    const cells = new Map(body.preferences.map((p) => [`${p.module}:${p.channel}`, p]));
    await db
      .insert(notificationPreferences)
      .values([...cells.values()].map((p) => ({ userId, module: p.module, channel: p.channel, enabled: p.enabled, updatedAt: at })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.module, notificationPreferences.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: at },
      });
    return preferences(userId);
  }

  /** A browser subscribes (again): one row per push endpoint, owned by whoever subscribed it last. */
  async function subscribePush(userId: number, body: PushSubscriptionBody) {
    // The server posts to this address: only a browser push service, never an address someone made up.
    if (!pushEndpointAllowed(body.endpoint, deps.pushHosts)) throw AppError.field('endpoint', t('notify.error.pushEndpoint'));
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now() } });
  }

  async function unsubscribePush(userId: number, endpoint: string) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  return { unreadCount, list, markRead, markAllRead, preferences, setPreferences, subscribePush, unsubscribePush };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
