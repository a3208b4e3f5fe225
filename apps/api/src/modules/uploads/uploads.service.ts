/**
 * Uploads through pre-signed URLs: the client asks for an upload slot, sends the bytes to the signed URL, and
 * reads files back only through short-lived signed URLs that the API issues to the owner or a reviewer.
 * File names are made by the server; the type is read from the bytes; size is capped.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { uploads } from '../profile/profile.tables.ts';
import { sniffContentType, type AcceptedType } from './file-type.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const READ_URL_TTL_SECONDS = 5 * 60;
/** document: verification papers; profile_pic; prescription: for an order of prescription-only medicines. */
export const UPLOAD_PURPOSES = ['document', 'profile_pic', 'prescription'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
const ACCEPTED: Record<UploadPurpose, AcceptedType[]> = {
  document: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  profile_pic: ['image/jpeg', 'image/png', 'image/webp'],
  prescription: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
};

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadService(deps: { db: Db; storage: StorageProvider; secret: string; now?: () => Date }) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const sign = (verb: 'put' | 'get', id: string, exp: number) =>
    crypto.createHmac('sha256', deps.secret).update(`${verb}:${id}:${exp}`).digest('base64url');

  function checkSignature(verb: 'put' | 'get', id: string, exp: unknown, sig: unknown) {
    const expNum = Number(exp);
    if (typeof sig !== 'string' || !Number.isFinite(expNum)) throw AppError.of('forbidden', 'error.forbidden');
    const expected = Buffer.from(sign(verb, id, expNum));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw AppError.of('forbidden', 'error.forbidden');
    if (expNum * 1000 < now().getTime()) throw new AppError('forbidden', 'This link has expired.');
  }

  return {
    async presign(ownerId: number, purpose: UploadPurpose, originalName?: string) {
      const id = crypto.randomUUID();
      const expiresAt = new Date(now().getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
      await db.insert(uploads).values({
        id,
        ownerId,
        purpose,
        storageKey: `${purpose.replace('_', '-')}/${ownerId}/${id}`,
        originalName: originalName?.replace(/[^\w .()-]/g, '_').slice(0, 200) ?? null,
        uploadExpiresAt: expiresAt,
      });
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return {
        uploadId: id,
        method: 'PUT' as const,
        uploadUrl: `/api/uploads/${id}?exp=${exp}&sig=${sign('put', id, exp)}`,
        maxBytes: UPLOAD_MAX_BYTES,
        accepted: ACCEPTED[purpose],
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Receives the bytes at a pre-signed URL. */
    async receive(id: string, exp: unknown, sig: unknown, bytes: Buffer) {
      checkSignature('put', id, exp, sig);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'pending') throw AppError.of('not_found', 'error.notFound');
      if (bytes.length === 0) throw AppError.field('file', 'The file is empty.');
      if (bytes.length > UPLOAD_MAX_BYTES) throw AppError.field('file', 'The file is larger than 5 MB.');
      const type = sniffContentType(bytes);
      if (!type || !ACCEPTED[row.purpose as UploadPurpose].includes(type)) {
        throw AppError.field('file', row.purpose === 'profile_pic' ? 'Upload a JPEG, PNG or WebP picture.' : 'Upload a PDF, JPEG, PNG or WebP file.');
      }
      await storage.put(row.storageKey, bytes);
      const [stored] = await db
        .update(uploads)
        .set({ status: 'stored', contentType: type, sizeBytes: bytes.length })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')))
        .returning();
      if (!stored) throw AppError.of('conflict', 'error.notFound');
      return { id, contentType: type, size: bytes.length };
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
      return { url: `/api/files/${id}?exp=${exp}&sig=${sign('get', id, exp)}`, contentType: row.contentType, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /** Serves bytes at a signed read URL. */
    async read(id: string, exp: unknown, sig: unknown) {
      checkSignature('get', id, exp, sig);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'stored') throw AppError.of('not_found', 'error.notFound');
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
