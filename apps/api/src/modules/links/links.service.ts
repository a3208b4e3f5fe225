/**
 * Short share links (spec sections 3 and 7: "share link create and fetch"). A code is 8 random base62 characters
 * drawn from crypto.randomBytes (about 47 bits: not guessable, and the code says nothing about the page). A code
 * stands for an entity (doctor, clinic or medicine) and who shared it; the page it opens is the entity's public page,
 * found here from the directory and the catalog (only listed doctors and clinics, only products on sale), never
 * taken from the client, so a short link cannot send anyone elsewhere.
 *
 * One code per entity and sharer (the anonymous shares of an entity have one code between them): the insert does
 * nothing when that row exists (or, very rarely, when the new code is taken), and the existing row then takes the
 * new preview, so sharing again, or twice at the same moment, gives the same code.
 *
 * Anonymous creates are limited per client IP by a fixed window counted in the database (`share_link_rate_windows`),
 * so all processes share one count (decision 022); windows that ended are pruned hourly by a job.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  SHARE_ANON_PER_IP,
  SHARE_ANON_WINDOW_MINUTES,
  SHARE_CODE_LENGTH,
  SHARE_CODE_PATTERN,
  shareLinkPath,
  type ShareEntityType,
  type ShareLink,
  type ShareLinkBody,
  type ShareLinkView,
} from '@nirog/shared/share-links';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { listedClinicPath, listedDoctorPath } from '../care/directory.service.ts';
import { visibleProductPath } from '../catalog/catalog.service.ts';
import { readableArticlePath } from '../articles/articles.service.ts';
import { eventPathOf } from '../events/events.service.ts';
import { glossaryPathById } from '../knowledge/knowledge.service.ts';
import { publishedQuizPath } from '../quiz/quiz.service.ts';
import { sharedAnswerPath } from '../assistant/assistant.service.ts';
import { sharedPostImage, sharedPostPath, sharedPostPreview } from '../feeds/feeds.share.ts';
import { publishedWebinarPath } from '../webinars/webinars.service.ts';
import { publishedLearningPath } from '../learning/learning.service.ts';
import { shareLinkRateWindows, shareLinks } from './links.tables.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes at or above it are skipped, so every character is equally likely. */
const UNBIASED_BELOW = 248;
const CREATE_ATTEMPTS = 5;

export function newShareCode(length = SHARE_CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      code += BASE62[byte % 62];
      if (code.length === length) break;
    }
  }
  return code;
}

export interface ShareLinkDeps {
  db: Db;
  publicUrl: string | null;
  now?: () => Date;
  /** Anonymous creates per IP per window (defaults from the shared constants). */
  anonymousLimit?: { perIp: number; windowMinutes: number };
  /** Code source (tests force collisions with it). */
  newCode?: () => string;
  /** Prunes ended rate-limit windows. */
  jobs?: JobQueue;
  /** Signs a read URL of an upload (a shared post's picture: decision 064); without it a post's card has no picture. */
  signedUrl?: (uploadId: string, ttlSeconds: number) => string;
}

/** A shared post's picture URL lives a week: link previews are fetched, and sometimes fetched again, later. */
const SHARED_IMAGE_TTL = 7 * 24 * 60 * 60;

/**
 * A fixed window per key in the database: counts one use and returns the seconds to wait when the key is over its
 * limit, else null. One upsert, atomic per key, so parallel calls on several processes are counted exactly.
 */
export async function hitWindow(db: Db, key: string, at: Date, opts: { limit: number; windowMs: number }): Promise<number | null> {
  const ended = new Date(at.getTime() - opts.windowMs);
  const w = shareLinkRateWindows;
  const [row] = await db
    .insert(w)
    .values({ ip: key, windowStart: at, count: 1 })
    .onConflictDoUpdate({
      target: w.ip,
      set: {
        windowStart: sql`CASE WHEN ${w.windowStart} <= ${ended} THEN ${at} ELSE ${w.windowStart} END`,
        count: sql`CASE WHEN ${w.windowStart} <= ${ended} THEN 1 ELSE ${w.count} + 1 END`,
      },
    })
    .returning({ windowStart: w.windowStart, count: w.count });
  if (row!.count <= opts.limit) return null;
  return Math.max(1, Math.ceil((row!.windowStart.getTime() + opts.windowMs - at.getTime()) / 1000));
}

type Row = typeof shareLinks.$inferSelect;

/** The public page of an entity, or null when it does not exist or is not shown to the public. */
export function entityPath(db: Db, entityType: ShareEntityType, entityId: number): Promise<string | null> {
  switch (entityType) {
    case 'doctor':
      return listedDoctorPath(db, entityId);
    case 'clinic':
      return listedClinicPath(db, entityId);
    case 'medicine':
      return visibleProductPath(db, entityId);
    case 'article':
      return readableArticlePath(db, entityId);
    case 'event':
      return eventPathOf(db, entityId);
    case 'glossary':
      return glossaryPathById(db, entityId);
    case 'quiz':
      return publishedQuizPath(db, entityId);
    case 'feed':
      return sharedPostPath(db, entityId);
    case 'webinar':
      return publishedWebinarPath(db, entityId);
    case 'lms_category':
    case 'lms_course':
    case 'lms_topic':
    case 'lms_video':
      return publishedLearningPath(db, entityType, entityId);
    case 'answer':
      return sharedAnswerPath(db, entityId);
  }
}

export function createShareLinkService(deps: ShareLinkDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = deps.anonymousLimit ?? { perIp: SHARE_ANON_PER_IP, windowMinutes: SHARE_ANON_WINDOW_MINUTES };
  const windowMs = limit.windowMinutes * 60_000;
  deps.jobs?.define('links.prune-rate-windows', {
    everyMs: 60 * 60_000,
    run: async () => void (await db.delete(shareLinkRateWindows).where(lt(shareLinkRateWindows.windowStart, new Date(now().getTime() - windowMs)))),
  });
  const newCode = deps.newCode ?? (() => newShareCode());

  const view = async (row: Row, path: string): Promise<ShareLinkView> => ({
    code: row.code,
    parameters: { entityType: row.entityType as ShareEntityType, entityId: row.entityId, userId: row.sharedBy },
    title: row.title,
    description: row.description,
    imageUrl: row.entityType === 'feed' ? await postImageUrl(row.entityId) : row.imageUrl,
    path,
  });

  /** A shared post's picture, signed now (the row keeps none: a signed URL expires). */
  async function postImageUrl(postId: number): Promise<string | null> {
    if (!deps.signedUrl) return null;
    const uploadId = await sharedPostImage(db, postId);
    return uploadId ? `${deps.publicUrl ?? ''}${deps.signedUrl(uploadId, SHARED_IMAGE_TTL)}` : null;
  }

  /**
   * The code for an entity shared by `sharer` (null: anonymous), made on the first share; a later share updates the
   * preview. The body has been checked by the route's schema; the sharer is the session's user, never the body's.
   */
  async function create(body: ShareLinkBody, sharer: number | null): Promise<ShareLink> {
    const { entityType, entityId } = body.parameters;
    const path = await entityPath(db, entityType, entityId);
    if (!path) throw AppError.of('not_found', 'share.error.entityNotFound');
    // A post's card is made from the post (feeds.share.ts), so a practitioners-only post never shows in a preview.
    const preview = (entityType === 'feed' ? await sharedPostPreview(db, entityId) : null) ?? { title: body.title, description: body.description || null, imageUrl: body.imageUrl ?? null };
    const same = and(eq(shareLinks.entityType, entityType), eq(shareLinks.entityId, entityId), sharer === null ? isNull(shareLinks.sharedBy) : eq(shareLinks.sharedBy, sharer));
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const [made] = await db
        .insert(shareLinks)
        .values({ code: newCode(), entityType, entityId, sharedBy: sharer, ...preview, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      const [row] = made ? [made] : await db.update(shareLinks).set(preview).where(same).returning();
      if (row) return { ...(await view(row, path)), url: `${deps.publicUrl ?? ''}${shareLinkPath(row.code)}` };
      // No row for the entity and sharer: the new code was taken by another link. Draw again.
    }
    throw AppError.of('internal', 'error.internal');
  }

  /** An anonymous create: the same, after the per-IP limit. */
  async function createAnonymous(body: ShareLinkBody, ip: string): Promise<ShareLink> {
    const wait = await hitWindow(db, ip.slice(0, 64), now(), { limit: limit.perIp, windowMs });
    if (wait !== null) {
      throw new AppError('rate_limited', t('share.error.tooMany', { minutes: Math.ceil(wait / 60) }), { headers: { 'retry-after': String(wait) } });
    }
    return create(body, null);
  }

  /** What a code stands for and the page it opens now, counting the visit; null for an unknown code or a page gone. */
  async function open(code: string): Promise<ShareLinkView | null> {
    if (!SHARE_CODE_PATTERN.test(code)) return null;
    const [row] = await db.select().from(shareLinks).where(eq(shareLinks.code, code));
    if (!row) return null;
    const path = await entityPath(db, row.entityType as ShareEntityType, row.entityId);
    if (!path) return null;
    const [counted] = await db
      .update(shareLinks)
      .set({ hitCount: sql`${shareLinks.hitCount} + 1`, lastHitAt: now() })
      .where(eq(shareLinks.id, row.id))
      .returning();
    return counted ? view(counted, path) : null;
  }

  return { create, createAnonymous, open };
}

export type ShareLinkService = ReturnType<typeof createShareLinkService>;
