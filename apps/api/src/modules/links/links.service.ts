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
 * Anonymous creates are limited per client IP by a fixed window kept in this process's memory (bounded: at most
 * MAX_TRACKED_IPS addresses; the oldest windows are dropped first). It resets when the server restarts and is not
 * shared between processes, which is enough for a cheap, idempotent call whose only cost is a table row.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
import { shareLinks } from './links.tables.ts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes at or above it are skipped, so every character is equally likely. */
const UNBIASED_BELOW = 248;
const MAX_TRACKED_IPS = 10_000;
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
}

/** A fixed-window counter per key, holding at most `maxKeys` keys. */
export function createWindowLimiter(opts: { limit: number; windowMs: number; maxKeys: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one use; returns the seconds to wait when the key is over its limit, else null. */
    hit(key: string, at: number): number | null {
      let w = windows.get(key);
      if (w && at - w.start >= opts.windowMs) {
        windows.delete(key);
        w = undefined;
      }
      if (!w) {
        if (windows.size >= opts.maxKeys) {
          // Map order is insertion order: the first entries have the oldest windows.
          for (const [k, old] of windows) {
            if (windows.size < opts.maxKeys && at - old.start < opts.windowMs) break;
            windows.delete(k);
          }
        }
        w = { start: at, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= opts.limit) return Math.max(1, Math.ceil((w.start + opts.windowMs - at) / 1000));
      w.count += 1;
      return null;
    },
    size: () => windows.size,
  };
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
  }
}

export function createShareLinkService(deps: ShareLinkDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = deps.anonymousLimit ?? { perIp: SHARE_ANON_PER_IP, windowMinutes: SHARE_ANON_WINDOW_MINUTES };
  const limiter = createWindowLimiter({ limit: limit.perIp, windowMs: limit.windowMinutes * 60_000, maxKeys: MAX_TRACKED_IPS });
  const newCode = deps.newCode ?? (() => newShareCode());

  const view = (row: Row, path: string): ShareLinkView => ({
    code: row.code,
    parameters: { entityType: row.entityType as ShareEntityType, entityId: row.entityId, userId: row.sharedBy },
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    path,
  });

  /**
   * The code for an entity shared by `sharer` (null: anonymous), made on the first share; a later share updates the
   * preview. The body has been checked by the route's schema; the sharer is the session's user, never the body's.
   */
  async function create(body: ShareLinkBody, sharer: number | null): Promise<ShareLink> {
    const { entityType, entityId } = body.parameters;
    const path = await entityPath(db, entityType, entityId);
    if (!path) throw AppError.of('not_found', 'share.error.entityNotFound');
    const preview = { title: body.title, description: body.description || null, imageUrl: body.imageUrl ?? null };
    const same = and(eq(shareLinks.entityType, entityType), eq(shareLinks.entityId, entityId), sharer === null ? isNull(shareLinks.sharedBy) : eq(shareLinks.sharedBy, sharer));
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const [made] = await db
        .insert(shareLinks)
        .values({ code: newCode(), entityType, entityId, sharedBy: sharer, ...preview, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      const [row] = made ? [made] : await db.update(shareLinks).set(preview).where(same).returning();
      if (row) return { ...view(row, path), url: `${deps.publicUrl ?? ''}${shareLinkPath(row.code)}` };
      // No row for the entity and sharer: the new code was taken by another link. Draw again.
    }
    throw AppError.of('internal', 'error.internal');
  }

  /** An anonymous create: the same, after the per-IP limit. */
  async function createAnonymous(body: ShareLinkBody, ip: string): Promise<ShareLink> {
    const wait = limiter.hit(ip, now().getTime());
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
