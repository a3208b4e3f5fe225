/**
 * The one call every module uses to tell a person something (issue 21 part 1, decision 054).
 *
 * notify() records the inbox row (idempotent on the user's key: the same key notifies once, whatever the number of
 * calls) and, for each channel the user's preferences leave on and that can reach them, a delivery row and one job
 * on the job queue keyed by that delivery, so a retried job or a second worker sends nothing twice (the delivery's
 * claim decides, see deliveries.ts). Inside the caller's transaction when given one: rolled back with it, and then
 * nobody is told. Without one, the channels are also tried at once after the commit (the SMS goes out with the
 * request, as before the inbox existed); the queued job is the guarantee when that attempt fails.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_CHANNELS, NOTIFICATION_MODULE_CODES, isSitePath, type DeliveryChannel, type NotificationModule } from '@nirog/shared/notifications';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { users } from '../identity/identity.tables.ts';
import { notificationDeliveries, notifications, pushSubscriptions } from './notifications.tables.ts';
import { channelsFor } from './preferences.ts';

export interface NotifyInput {
  userId: number;
  module: NotificationModule; // number, from packages/shared/src/notifications.ts
  kind: string; // e.g. 'ticketReplied'; texts are message keys `notify.<kind>.title` / `notify.<kind>.body`
  params?: Record<string, string | number>; // interpolated into those texts, in the user's language at delivery
  link?: string; // a path on our site, e.g. '/support/tickets/12'
  key: string; // idempotency key: the same key notifies once, e.g. `ticket-reply:${replyId}`
}
export type Notify = (input: NotifyInput, tx?: DbOrTx) => Promise<void>;

/** The job that carries one delivery (payload `{ deliveryId }`, key `notify.deliver:<deliveryId>`). */
export const DELIVER_JOB = 'notifications.deliver';

const KIND = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A caller's mistake, not the user's: thrown so a test or the log shows it. */
function checkInput(input: NotifyInput) {
  if (!NOTIFICATION_MODULE_CODES.includes(input.module)) throw new Error(`notify: unknown module ${input.module}`);
  if (!KIND.test(input.kind)) throw new Error(`notify: kind "${input.kind}" must be letters, digits and _`);
  if (!input.key || input.key.length > 160) throw new Error('notify: key must be 1-160 characters');
  if (input.link !== undefined && !isSitePath(input.link)) throw new Error(`notify: link "${input.link}" must be a path on this site`);
}

export function createNotify(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Sends one delivery now (deliveries.ts); a failure is left to the queued job. */
  deliver: (deliveryId: number) => Promise<unknown>;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Notify {
  const { db, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function record(input: NotifyInput, tx: DbOrTx): Promise<number[]> {
    const at = now();
    const channels = await channelsFor(tx, input.userId, input.module);
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        module: input.module,
        kind: input.kind,
        params: input.params ?? {},
        link: input.link ?? null,
        key: input.key,
        // In-app switched off: kept in the history, but the bell does not ring for it.
        readAt: channels.inApp ? null : at,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
      .returning({ id: notifications.id });
    if (!row) return []; // told before under this key
    const [reach] = await tx
      .select({
        mobile: users.mobileNumber,
        email: sql<boolean>`${users.email} IS NOT NULL AND ${users.emailVerifiedAt} IS NOT NULL`,
        push: sql<boolean>`EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, input.userId));
    const can: Record<DeliveryChannel, boolean> = { sms: !!reach?.mobile, email: !!reach?.email, push: !!reach?.push };
    const ids: number[] = [];
    for (const channel of DELIVERY_CHANNELS) {
      if (!channels[channel] || !can[channel]) continue;
      const [d] = await tx.insert(notificationDeliveries).values({ notificationId: row.id, channel, createdAt: at }).returning({ id: notificationDeliveries.id });
      await jobs.enqueue(DELIVER_JOB, { deliveryId: d.id }, { key: `notify.deliver:${d.id}` }, tx);
      ids.push(d.id);
    }
    return ids;
  }

  return async function notify(input, tx) {
    checkInput(input);
    if (tx) {
      await record(input, tx);
      return;
    }
    const ids = await db.transaction((own) => record(input, own));
    for (const id of ids) {
      try {
        await deps.deliver(id);
      } catch (err) {
        log.warn({ err, deliveryId: id }, 'notification delivery failed; its job will retry');
      }
    }
  };
}

