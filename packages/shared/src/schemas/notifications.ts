/** Notifications (issue 21 part 1, decision 054): `/v1/notification`, the inbox, the bell's count, preferences, web push. */
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { t } from '../messages/catalogue.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_MODULE_CODES, type NotificationModule } from '../notifications.ts';
import { int, isoDateTime, noEntity, pageOf } from './envelope.ts';

const moduleCode = z.union(NOTIFICATION_MODULE_CODES.map((c) => z.literal(c)) as [z.ZodLiteral<NotificationModule>, ...z.ZodLiteral<NotificationModule>[]], {
  error: () => t('notify.error.module'),
});

/** The inbox page: newest first, optionally one module's, optionally only the unread. */
export const notificationListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit)),
  module: z.coerce.number().pipe(moduleCode).optional(),
  unread: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

export const notificationView = z.object({
  id: int,
  module: int,
  kind: z.string(),
  /** In the reader's language. */
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type NotificationView = z.output<typeof notificationView>;

export const notificationPage = pageOf(notificationView).extend({ unread: int });
export type NotificationPage = z.output<typeof notificationPage>;

export const unreadCount = z.object({ unread: int });
export const markedRead = z.object({ marked: int, unread: int });

export const notificationChannel = z.enum(NOTIFICATION_CHANNELS);

/** Each module with each channel on or off. */
export const preferenceMatrix = z.object({
  modules: z.array(z.object({ module: int, channels: z.object({ inApp: z.boolean(), sms: z.boolean(), email: z.boolean(), push: z.boolean() }) })),
  /** Where each channel can reach the user: a verified email, a subscribed browser. */
  reach: z.object({ sms: z.boolean(), email: z.boolean(), push: int }),
});
export type PreferenceMatrix = z.output<typeof preferenceMatrix>;

/** Some cells of the matrix; those not named keep their value. */
export const preferencesBody = z.strictObject({
  preferences: z.array(z.strictObject({ module: moduleCode, channel: notificationChannel, enabled: z.boolean() })).min(1).max(NOTIFICATION_MODULE_CODES.length * NOTIFICATION_CHANNELS.length),
});
export type PreferencesBody = z.output<typeof preferencesBody>;

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: () => t('notify.error.pushEndpoint') }).max(1000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = z.strictObject({ endpoint: z.string().max(1000) });

export const pushKey = z.object({ publicKey: z.string() });

export const NOTIFICATION_ROUTES = {
  'GET /v1/notification': notificationPage,
  'GET /v1/notification/unread-count': unreadCount,
  'POST /v1/notification/:id/read': notificationView,
  'POST /v1/notification/read-all': markedRead,
  'GET /v1/notification/preferences': preferenceMatrix,
  'PUT /v1/notification/preferences': preferenceMatrix,
  'GET /pub/v1/notification/push-key': pushKey,
  'POST /v1/notification/push-subscriptions': noEntity,
  'DELETE /v1/notification/push-subscriptions': noEntity,
} as const;
