/**
 * First-page previews of the PDFs on feed posts (issue 22 part 2, decision 064). A post that takes a PDF enqueues the
 * `feeds.pdf-preview` job in its own transaction (key per PDF: once per file, whatever the edits); the job renders
 * page 1 in a worker thread (pdf-preview.ts), stores the WebP beside the PDF through the storage provider and records
 * it in feed_document_previews. The upload and the post never wait for it: until it is ready the post shows the file
 * card. A PDF that cannot be previewed is recorded as failed and logged, never retried; a storage error is retried
 * by the queue. The job is idempotent: a PDF with a row is left alone, the picture's key and upload row are unique.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { uploads } from '../profile/profile.tables.ts';
import { feedDocumentPreviews } from './feeds.tables.ts';
import { PdfPreviewRefused, renderPdfFirstPage, type PdfPreviewOptions } from './pdf-preview.ts';

export const PDF_PREVIEW_JOB = 'feeds.pdf-preview';
/** The upload purpose of a preview picture: made by the server only, never offered to clients (UPLOAD_PURPOSES). */
export const FEED_PREVIEW_PURPOSE = 'feed_preview';
export const PDF_PREVIEW_WIDTH = 800;
export const PDF_PREVIEW_TIMEOUT_MS = 20_000;

export interface FeedPreviewDeps {
  db: Db;
  storage: StorageProvider;
  log: FastifyBaseLogger;
  jobs?: Pick<JobQueue, 'define' | 'enqueue'>;
  /** Rendering limits (tests shorten the time limit). */
  render?: PdfPreviewOptions;
  now?: () => Date;
}

const previewKey = (documentKey: string) => `${documentKey}-preview`;

export function createFeedPreviews(deps: FeedPreviewDeps) {
  const { db, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Renders and stores the preview of one PDF upload, once. Returns what happened (for tests and logs). */
  async function make(uploadId: string): Promise<'ready' | 'failed' | 'done-before' | 'not-a-feed-pdf'> {
    const [seen] = await db.select({ status: feedDocumentPreviews.status }).from(feedDocumentPreviews).where(eq(feedDocumentPreviews.documentUploadId, uploadId));
    if (seen) return 'done-before';
    const [doc] = await db
      .select({ ownerId: uploads.ownerId, storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'stored'), eq(uploads.purpose, 'feed_document'), eq(uploads.contentType, 'application/pdf')));
    if (!doc) return 'not-a-feed-pdf';
    const pdf = await storage.get(doc.storageKey);
    // Bytes not there (yet): an error, so the queue tries again later.
    if (!pdf) throw new Error(`The PDF ${uploadId} has no bytes in storage.`);
    const started = Date.now();
    let picture;
    try {
      picture = await renderPdfFirstPage(pdf, { width: PDF_PREVIEW_WIDTH, timeoutMs: PDF_PREVIEW_TIMEOUT_MS, ...deps.render });
    } catch (err) {
      if (!(err instanceof PdfPreviewRefused)) throw err;
      log.warn({ uploadId, reason: err.message }, 'no preview for a feed PDF');
      await db.insert(feedDocumentPreviews).values({ documentUploadId: uploadId, status: 'failed', error: err.message.slice(0, 500), createdAt: now() }).onConflictDoNothing();
      return 'failed';
    }
    const key = previewKey(doc.storageKey);
    await storage.put(key, picture.bytes);
    await db.transaction(async (tx) => {
      const at = now();
      // The key is unique: a second run (a worker that lost its lease) finds the row the first one made.
      const [made] = await tx
        .insert(uploads)
        .values({ id: crypto.randomUUID(), ownerId: doc.ownerId, purpose: FEED_PREVIEW_PURPOSE, storageKey: key, contentType: 'image/webp', sizeBytes: picture.bytes.length, status: 'stored', uploadExpiresAt: at, createdAt: at })
        .onConflictDoUpdate({ target: uploads.storageKey, set: { sizeBytes: picture.bytes.length } })
        .returning({ id: uploads.id });
      await tx
        .insert(feedDocumentPreviews)
        .values({ documentUploadId: uploadId, previewUploadId: made!.id, status: 'ready', width: picture.width, height: picture.height, pages: picture.pages, createdAt: at })
        .onConflictDoNothing();
    });
    log.info({ uploadId, ms: Date.now() - started, bytes: picture.bytes.length }, 'feed PDF preview made');
    return 'ready';
  }

  deps.jobs?.define<{ uploadId: string }>(PDF_PREVIEW_JOB, { maxAttempts: 3, backoffMs: 30_000, run: async ({ uploadId }) => void (await make(uploadId)) });

  /** Asks for the preview of a post's PDF, in the caller's transaction (a no-op when it was asked before). */
  async function enqueue(uploadId: string, tx?: DbOrTx) {
    await deps.jobs?.enqueue(PDF_PREVIEW_JOB, { uploadId }, { key: `${PDF_PREVIEW_JOB}:${uploadId}` }, tx);
  }

  /** PDFs on posts that have no preview and were never asked for (posts from before previews, the demo's). */
  async function backfill(limit = 200): Promise<number> {
    const found = (await db.execute(sql`SELECT DISTINCT p.document_upload_id AS id FROM feed_posts p
      JOIN uploads u ON u.id = p.document_upload_id AND u.size_bytes IS NOT NULL
      WHERE p.document_upload_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM feed_document_previews v WHERE v.document_upload_id = p.document_upload_id)
        AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.key = ${`${PDF_PREVIEW_JOB}:`} || p.document_upload_id::text)
      LIMIT ${limit}`)) as unknown as { rows: Array<{ id: string }> };
    for (const r of found.rows) await enqueue(r.id);
    return found.rows.length;
  }

  /** The ready previews of these PDFs: the picture's upload id and size, the PDF's page count. */
  async function readyFor(documentIds: readonly string[]) {
    const out = new Map<string, { uploadId: string; width: number | null; height: number | null; pages: number | null }>();
    if (!documentIds.length) return out;
    const found = (await db.execute(sql`SELECT document_upload_id, preview_upload_id, width, height, pages FROM feed_document_previews
      WHERE status = 'ready' AND document_upload_id IN (${sql.join(documentIds.map((d) => sql`${d}`), sql`, `)})`)) as unknown as {
      rows: Array<{ document_upload_id: string; preview_upload_id: string; width: number | null; height: number | null; pages: number | null }>;
    };
    for (const r of found.rows) out.set(r.document_upload_id, { uploadId: r.preview_upload_id, width: r.width, height: r.height, pages: r.pages });
    return out;
  }

  return { make, enqueue, backfill, readyFor };
}

export type FeedPreviews = ReturnType<typeof createFeedPreviews>;
