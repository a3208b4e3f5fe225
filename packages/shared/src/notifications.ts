/**
 * Notifications (issue 21 part 1, decision 054): the modules a notification belongs to and the channels it may travel
 * by. The module numbers are the spec's 1-14 code table (`NOTIFICATION_MODULES`, also served by /pub/v1/codes), never
 * renumbered; what each module covers is in decision 054. Labels are catalogue keys (`notify.module.<key>`,
 * `notify.channel.<channel>`), so the preferences page reads in Hindi too.
 */
import { NOTIFICATION_MODULES } from './codes/tables.ts';
import { codes, type CodeOf, type KeyOf } from './codes/code-table.ts';

export { NOTIFICATION_MODULES };
export type NotificationModule = CodeOf<typeof NOTIFICATION_MODULES>;
export type NotificationModuleKey = KeyOf<typeof NOTIFICATION_MODULES>;
export const NOTIFICATION_MODULE_CODES = codes(NOTIFICATION_MODULES);

/** The module numbers by name, for callers: `NOTIFY_MODULE.d2cOrders` is 11. */
export const NOTIFY_MODULE = Object.fromEntries(NOTIFICATION_MODULES.map((m) => [m.key, m.code])) as { [M in (typeof NOTIFICATION_MODULES)[number] as M['key']]: M['code'] };

/** The catalogue key of a module's name. */
export const moduleLabelKey = (code: NotificationModule) => `notify.module.${NOTIFICATION_MODULES.find((m) => m.code === code)!.key}` as const;

/** In-app is the inbox and the bell; the others leave the site. */
export const NOTIFICATION_CHANNELS = ['inApp', 'sms', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels a delivery job carries (in-app is the inbox row itself). */
export const DELIVERY_CHANNELS = ['sms', 'email', 'push'] as const satisfies readonly NotificationChannel[];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const channelLabelKey = (channel: NotificationChannel) => `notify.channel.${channel}` as const;

/**
 * Modules whose messages people expect on their phone without asking (their orders, appointments and account): SMS and
 * email are on by default there, off elsewhere (a feed reply or a new blog does not warrant an SMS until asked for).
 * In-app and web push are on everywhere by default (push only reaches a browser that subscribed).
 */
const TRANSACTIONAL: readonly NotificationModule[] = [4, 6, 9, 11, 14];

export function defaultPreference(module: NotificationModule, channel: NotificationChannel): boolean {
  if (channel === 'inApp' || channel === 'push') return true;
  return TRANSACTIONAL.includes(module);
}

/** The site paths a notification may link to: our own, absolute from the root, never another site. */
export const isSitePath = (link: string) => /^\/(?!\/)[^\s\\]*$/.test(link) && link.length <= 300;
