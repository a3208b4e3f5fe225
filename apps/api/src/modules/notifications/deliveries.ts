/**
 * Sending one channel's copy of a notification (decision 054). The job queue delivers at least once; this makes the
 * effect once: a sender first claims the delivery with a conditional UPDATE (`pending`, or `sending` whose lease ran
 * out, becomes `sending` with a new lease), so of two workers or a retried job only one sends; a delivery already
 * `sent` or `skipped` is done. A failed send puts it back to `pending` and throws, and the job retries it later.
 * Texts are written in the user's saved language at delivery, whoever caused the notification.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@nirog/shared/messages/catalogue';
import type { DeliveryChannel, NotificationModule } from '@nirog/shared/notifications';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../providers/sms/sms.provider.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { PushProvider } from '../../providers/push/push.provider.ts';
import { users } from '../identity/identity.tables.ts';
import { notificationDeliveries, notifications, pushSubscriptions } from './notifications.tables.ts';
import { channelsFor } from './preferences.ts';
import { renderSms, renderTexts } from './render.ts';

/** How long a sender holds a claimed delivery before another may take it over (a provider call never takes this long). */
const CLAIM_MS = 2 * 60_000;

/** `done`: sent or skipped before (a retried job, a second worker). */
export type DeliveryOutcome = 'sent' | 'skipped' | 'done';

/** Thrown when another sender holds the delivery: the job tries again later and then finds it sent. */
export class DeliveryBusy extends Error {
  constructor(id: number) {
    super(`delivery ${id} is being sent by another worker`);
  }
}

export function createDeliveries(deps: {
  db: Db;
  sms: SmsProvider;
  email: EmailProvider;
  /** Null when web push is not set up: push deliveries are skipped. */
  push: PushProvider | null;
  /** DLT template ids by template name (config SMS_DLT_TEMPLATES). */
  dltTemplates: Readonly<Record<string, string>>;
  /** PUBLIC_URL: links in SMS, email and push are absolute when it is set. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const absolute = (link: string | null) => (link ? `${deps.publicUrl ?? ''}${link}` : null);

  async function claim(id: number) {
    const at = now();
    const [d] = await db
      .update(notificationDeliveries)
      .set({ status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1`, claimedUntil: new Date(at.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(notificationDeliveries.id, id),
          or(eq(notificationDeliveries.status, 'pending'), and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.claimedUntil, at))),
        ),
      )
      .returning();
    return d;
  }

  /** Finishes the attempt this sender claimed (the attempt number fences a sender whose lease ran out). */
  async function finish(id: number, attempts: number, status: 'sent' | 'skipped' | 'pending', error?: string) {
    await db
      .update(notificationDeliveries)
      .set({ status, claimedUntil: null, sentAt: status === 'sent' ? now() : null, lastError: error?.slice(0, 2000) ?? null })
      .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'sending'), eq(notificationDeliveries.attempts, attempts)));
  }

  /** Sends by one channel; false when the channel cannot reach the user (no verified email, no subscribed browser). */
  async function send(channel: DeliveryChannel, n: typeof notifications.$inferSelect, u: { mobile: string; email: string | null; emailVerified: boolean; language: Locale }): Promise<boolean> {
    const url = absolute(n.link);
    if (channel === 'sms') {
      if (!u.mobile) return false;
      const { template, body } = renderSms(n, u.language, url);
      await deps.sms.send({ to: u.mobile, template, body, dltTemplateId: deps.dltTemplates[template] }, log);
      return true;
    }
    const { title, body } = renderTexts(n, u.language);
    if (channel === 'email') {
      if (!u.email || !u.emailVerified) return false;
      await deps.email.send({ to: u.email, subject: title, template: n.kind, text: url ? `${body}\n\n${url}` : body }, log);
      return true;
    }
    if (!deps.push) return false;
    const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, n.userId));
    if (targets.length === 0) return false;
    const payload = JSON.stringify({ title, body, url: n.link ?? '/notifications', tag: `n${n.id}` });
    const errors: string[] = [];
    for (const target of targets) {
      const r = await deps.push.send(target, payload);
      if (r.ok) continue;
      if (r.gone) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      else errors.push(r.error);
    }
    // Every browser that still exists must have it; a push service that failed is tried again with the job.
    if (errors.length > 0) throw new Error(`web push failed: ${errors.join('; ')}`);
    return true;
  }

  async function deliver(id: number): Promise<DeliveryOutcome> {
    const d = await claim(id);
    if (!d) {
      const [row] = await db.select({ status: notificationDeliveries.status }).from(notificationDeliveries).where(eq(notificationDeliveries.id, id));
      if (row?.status === 'sending') throw new DeliveryBusy(id);
      return 'done';
    }
    try {
      const [n] = await db.select().from(notifications).where(eq(notifications.id, d.notificationId));
      const [u] = await db
        .select({ mobile: users.mobileNumber, email: users.email, emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`, language: users.language, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, n.userId));
      const channel = d.channel as DeliveryChannel;
      // The user may have switched the channel off, or left, since the notification was recorded.
      const wanted = !u.deactivatedAt && (await channelsFor(db, n.userId, n.module as NotificationModule))[channel];
      const sent = wanted && (await send(channel, n, { mobile: u.mobile, email: u.email, emailVerified: u.emailVerified, language: u.language ?? DEFAULT_LOCALE }));
      await finish(id, d.attempts, sent ? 'sent' : 'skipped');
      return sent ? 'sent' : 'skipped';
    } catch (err) {
      await finish(id, d.attempts, 'pending', err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  return { deliver };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
