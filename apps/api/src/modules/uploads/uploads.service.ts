/**
 * Uploads through pre-signed URLs: the client asks for an upload slot, sends the bytes to the signed URL, and
 * reads files back only through short-lived signed URLs that the API issues to the owner or a reviewer.
 * File names are made by the server; the type is read from the bytes; size is capped.
 * With a bucket (S3) the signed URLs point straight at it: the client PUTs there, then POSTs the slot's completeUrl so
 * the API reads the stored object's size and first bytes before accepting it (a refused object is deleted); reads
 * at /api/files/… redirect to a pre-signed bucket URL, so no process carries the bytes.
 */
import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { uploads } from '../profile/profile.tables.ts';
import { sniffContentType, type AcceptedType } from './file-type.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A course's topic video (decision 075) may be larger than a document or a picture. */
export const VIDEO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const READ_URL_TTL_SECONDS = 5 * 60;
/** A slot whose upload was never completed is removed (row and any bytes put in the bucket) this long after it expired. */
export const ABANDONED_SLOT_GRACE_MS = 60 * 60_000;
/**
 * document: verification papers; profile_pic; prescription: for an order of prescription-only medicines;
 * product_image: a catalog picture, resized once it is attached to a product (decision 034).
 */
export const UPLOAD_PURPOSES = ['document', 'profile_pic', 'prescription', 'product_image', 'article_image', 'ticket_photo', 'feed_image', 'feed_document', 'quiz_image', 'course_video'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
const ACCEPTED: Record<UploadPurpose, AcceptedType[]> = {
  document: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  profile_pic: ['image/jpeg', 'image/png', 'image/webp'],
  prescription: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  product_image: ['image/jpeg', 'image/png', 'image/webp'],
  /** A picture for an article, resized once the editors' desk attaches it (decision 047). */
  article_image: ['image/jpeg', 'image/png', 'image/webp'],
  /** A photo on a support ticket or reply (decision 055): read only by the ticket's owner and operators. */
  ticket_photo: ['image/jpeg', 'image/png', 'image/webp'],
  /** A photo on a feed post (decision 060): shown to whoever may read the post, through signed URLs. */
  feed_image: ['image/jpeg', 'image/png', 'image/webp'],
  /** A PDF on a feed post (decision 060). */
  feed_document: ['application/pdf'],
  /** A picture of a quiz question (decision 066): shown to whoever is given the question, through signed URLs. */
  quiz_image: ['image/jpeg', 'image/png', 'image/webp'],
  /** A course's topic video (decision 075): MP4, played with range requests to those who may watch the course. */
  course_video: ['video/mp4'],
};
/** The largest file a purpose takes. */
export const maxBytesOf = (purpose: UploadPurpose) => (purpose === 'course_video' ? VIDEO_UPLOAD_MAX_BYTES : UPLOAD_MAX_BYTES);
/** The most any upload's PUT may carry (the route's body limit). */
export const UPLOAD_BODY_LIMIT = Math.max(UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES) + 1024;

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadService(deps: { db: Db; storage: StorageProvider; secret: string; jobs?: JobQueue; now?: () => Date }) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Slots never completed: with a bucket the client may have put bytes there that no row will ever name. Each is first
   * marked 'abandoned' (so a completion racing this cannot store it), then its object and its row are deleted.
   */
  async function pruneAbandoned(): Promise<number> {
    const cutoff = new Date(now().getTime() - ABANDONED_SLOT_GRACE_MS);
    await db.update(uploads).set({ status: 'abandoned' }).where(and(eq(uploads.status, 'pending'), lt(uploads.uploadExpiresAt, cutoff)));
    // Also those a failed run left marked: a row goes only after its object.
    const abandoned = await db.select({ id: uploads.id, storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.status, 'abandoned')).limit(1000);
    for (const row of abandoned) {
      await storage.delete(row.storageKey);
      await db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, 'abandoned')));
    }
    return abandoned.length;
  }
  deps.jobs?.define('uploads.prune-abandoned', { everyMs: 60 * 60_000, run: async () => void (await pruneAbandoned()) });
  const sign = (verb: 'put' | 'get', id: string, exp: number) =>
    crypto.createHmac('sha256', deps.secret).update(`${verb}:${id}:${exp}`).digest('base64url');

  function checkSignature(verb: 'put' | 'get', id: string, exp: unknown, sig: unknown) {
    const expNum = Number(exp);
    if (typeof sig !== 'string' || !Number.isFinite(expNum)) throw AppError.of('forbidden', 'error.forbidden');
    const expected = Buffer.from(sign(verb, id, expNum));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw AppError.of('forbidden', 'error.forbidden');
    if (expNum * 1000 < now().getTime()) throw AppError.of('forbidden', 'error.linkExpired');
  }

  /** The checks every received file passes, whether its bytes came through the API or straight to the bucket. */
  function refusal(purpose: UploadPurpose, size: number, head: Buffer): { error: AppError } | { type: AcceptedType } {
    if (size === 0) return { error: AppError.field('file', 'The file is empty.') };
    if (size > maxBytesOf(purpose)) return { error: AppError.field('file', `The file is larger than ${maxBytesOf(purpose) / 1024 / 1024} MB.`) };
    const type = sniffContentType(head);
    if (!type || !ACCEPTED[purpose].includes(type)) {
      if (purpose === 'course_video') return { error: AppError.field('file', 'Upload an MP4 video.') };
      return { error: AppError.field('file', purpose === 'profile_pic' || purpose === 'product_image' || purpose === 'article_image' || purpose === 'ticket_photo' || purpose === 'feed_image' || purpose === 'quiz_image' ? 'Upload a JPEG, PNG or WebP picture.' : 'Upload a PDF, JPEG, PNG or WebP file.') };
    }
    return { type };
  }

  async function markStored(id: string, type: AcceptedType, size: number) {
    const [stored] = await db
      .update(uploads)
      .set({ status: 'stored', contentType: type, sizeBytes: size })
      .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')))
      .returning();
    if (!stored) throw AppError.of('conflict', 'error.notFound');
    return { id, contentType: type, size };
  }

  return {
    async presign(ownerId: number, purpose: UploadPurpose, originalName?: string) {
      const id = crypto.randomUUID();
      const storageKey = `${purpose.replace('_', '-')}/${ownerId}/${id}`;
      const expiresAt = new Date(now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
      await db.insert(uploads).values({
        id,
        ownerId,
        purpose,
        storageKey,
        originalName: originalName?.replace(/[^\w .()-]/g, '_').slice(0, 200) ?? null,
        uploadExpiresAt: expiresAt,
      });
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const direct = storage.direct;
      return {
        uploadId: id,
        method: 'PUT' as const,
        uploadUrl: direct
          ? await direct.uploadUrl(storageKey, UPLOAD_URL_TTL_SECONDS)
          : `/api/uploads/${id}?exp=${exp}&sig=${sign('put', id, exp)}`,
        ...(direct ? { completeUrl: `/api/v1/uploads/${id}/complete` } : {}),
        maxBytes: maxBytesOf(purpose),
        accepted: ACCEPTED[purpose],
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Receives the bytes at a pre-signed URL. */
    async receive(id: string, exp: unknown, sig: unknown, bytes: Buffer) {
      checkSignature('put', id, exp, sig);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'pending') throw AppError.of('not_found', 'error.notFound');
      const checked = refusal(row.purpose as UploadPurpose, bytes.length, bytes);
      if ('error' in checked) throw checked.error;
      await storage.put(row.storageKey, bytes);
      return markStored(id, checked.type, bytes.length);
    },

    /**
     * The owner says the bytes are in the bucket (the slot's completeUrl): the API checks the stored object as it checks
     * bytes it receives itself, deletes a refused one, and marks the upload stored. Asked again, it answers the same.
     */
    async complete(ownerId: number, id: string) {
      const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId))).limit(1);
      if (!row) throw AppError.of('not_found', 'error.notFound');
      if (row.status === 'stored') return { id, contentType: row.contentType ?? 'application/octet-stream', size: row.sizeBytes ?? 0 };
      if (row.status !== 'pending' || !storage.direct) throw AppError.of('not_found', 'error.notFound');
      const seen = await storage.direct.peek(row.storageKey, 16);
      if (!seen) throw AppError.field('file', 'Upload the file first.');
      const checked = refusal(row.purpose as UploadPurpose, seen.size, seen.head);
      if ('error' in checked) {
        await storage.delete(row.storageKey);
        throw checked.error;
      }
      return markStored(id, checked.type, seen.size);
    },

    /** A stored upload of this owner, or 404. */
    async ownedStored(ownerId: number, id: string, purpose?: UploadPurpose): Promise<UploadRow> {
      const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId))).limit(1);
      if (!row || row.status !== 'stored' || (purpose && row.purpose !== purpose)) throw AppError.field('uploadId', 'Upload the file first.');
      return row;
    },

    /** A signed read URL for the owner or an operator; anyone else gets 404. */
    async readUrl(viewer: { id: number; role: string }, id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'stored' || (row.ownerId !== viewer.id && viewer.role !== 'operator')) throw AppError.of('not_found', 'error.notFound');
      const exp = Math.floor(now().getTime() / 1000) + READ_URL_TTL_SECONDS;
      const url = storage.direct
        ? await storage.direct.downloadUrl(row.storageKey, READ_URL_TTL_SECONDS, row.contentType ?? 'application/octet-stream')
        : `/api/files/${id}?exp=${exp}&sig=${sign('get', id, exp)}`;
      return { url, contentType: row.contentType, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** Serves bytes at a signed read URL; with a bucket, a pre-signed bucket URL to redirect to instead. */
    async read(id: string, exp: unknown, sig: unknown): Promise<{ redirect: string } | { bytes: Buffer; contentType: string }> {
      checkSignature('get', id, exp, sig);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'stored') throw AppError.of('not_found', 'error.notFound');
      if (storage.direct) return { redirect: await storage.direct.downloadUrl(row.storageKey, READ_URL_TTL_SECONDS, row.contentType ?? 'application/octet-stream') };
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw AppError.of('not_found', 'error.notFound');
      return { bytes, contentType: row.contentType ?? 'application/octet-stream' };
    },

    /** Signed read URL without a session check, for an upload the caller has already authorised (e.g. a public profile picture). */
    signedUrl(id: string, ttlSeconds = READ_URL_TTL_SECONDS) {
      const exp = Math.floor(now().getTime() / 1000) + ttlSeconds;
      return `/api/files/${id}?exp=${exp}&sig=${sign('get', id, exp)}`;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
