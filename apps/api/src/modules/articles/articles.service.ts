/**
 * Health articles (issue 20 parts 1, 4, 5, 7; decisions 046 and 047).
 *
 * What always holds:
 * - stored HTML went through `sanitizeArticleHtml` (the only way in is `save`), so pages render it as it is;
 * - a reader sees an article when it is not a draft and its `publish_at` has come, by this service's clock (`now`):
 *   a scheduled article appears at its time without any job, and is never shown before;
 * - a translation link is written on both rows in one transaction (locked in id order), English with Hindi only,
 *   and a row linked elsewhere is unlinked first, so A→B always comes with B→A;
 * - every save keeps a revision; every back-office write records an audit entry in the same transaction.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_CATEGORIES,
  articlePath,
  isArticleCategory,
  videoEmbedUrl,
  videoIdOf,
  type AdminArticleItemData,
  type AdminArticleData,
  type ArticleBody,
  type ArticleCardData,
  type ArticleDetailData,
  type ArticleImageView,
  type ArticleLanguage,
  type ArticleMediaType,
  type ArticleStatus,
  type ContentSearchData,
} from '@nirog/shared/schemas/articles';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { t } from '@nirog/shared/messages/catalogue';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listedDoctorPath, listedDoctorsWith } from '../care/directory.service.ts';
import { productsMentioning } from '../catalog/catalog.service.ts';
import { dictionaryOf, didYouMean, type Dictionary } from '../catalog/spelling.ts';
import { users } from '../identity/identity.tables.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { htmlToText, readingMinutes, sanitizeArticleHtml } from './article-html.ts';
import { articleImageKey, encodeArticleCopy, imageView, measure, widthsFor, type ArticleImageFormat } from './article-images.ts';
import { articleImages, articleRevisions, articles } from './articles.tables.ts';
import { sceneSvg, type DemoScene } from './demo-illustrations.ts';
import sharp from 'sharp';

type Row = typeof articles.$inferSelect;
type ImageRow = typeof articleImages.$inferSelect;

export interface ArticleDeps {
  db: Db;
  storage: StorageProvider;
  uploads?: UploadService;
  now?: () => Date;
}

const DICTIONARY_TTL_MS = 10 * 60_000;

/** Whether readers see the row at `at`. */
const visibleAt = (at: Date) => sql`${articles.status} <> 'draft' AND ${articles.publishAt} <= ${at}`;

/** The page of an article readers can see now (a share link opens it), or null. */
export async function readableArticlePath(db: DbOrTx, id: number, at: Date = new Date()): Promise<string | null> {
  const [r] = await db.select().from(articles).where(and(eq(articles.id, id), visibleAt(at)));
  return r ? articlePath(r) : null;
}

export function statusOf(row: Pick<Row, 'status' | 'publishAt'>): ArticleStatus {
  return row.status as ArticleStatus;
}

export function createArticleService(deps: ArticleDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function imagesById(tx: DbOrTx, ids: string[]): Promise<Map<string, ArticleImageView>> {
    const out = new Map<string, ArticleImageView>();
    const unique = [...new Set(ids)];
    if (!unique.length) return out;
    for (const r of await tx.select().from(articleImages).where(inArray(articleImages.id, unique))) out.set(r.id, imageView(r));
    return out;
  }

  async function authorNames(tx: DbOrTx, ids: Array<number | null>): Promise<Map<number, string>> {
    const unique = [...new Set(ids.filter((i): i is number => i != null))];
    const out = new Map<number, string>();
    if (!unique.length) return out;
    for (const u of await tx.select({ id: users.id, name: users.fullName, salutation: users.salutation }).from(users).where(inArray(users.id, unique))) {
      out.set(u.id, u.salutation === 1 ? `Dr. ${u.name}` : u.name);
    }
    return out;
  }

  async function cards(tx: DbOrTx, found: Row[]): Promise<ArticleCardData[]> {
    // The cover, or else the gallery's first picture.
    const coverOf = (r: Row) => r.coverImageId ?? r.galleryImageIds[0] ?? null;
    const images = await imagesById(tx, found.flatMap((r) => (coverOf(r) ? [coverOf(r)!] : [])));
    const names = await authorNames(tx, found.map((r) => r.authorId));
    return found.map((r) => ({
      id: r.id,
      mediaType: r.mediaType as ArticleMediaType,
      language: r.language as ArticleLanguage,
      category: r.category,
      slug: r.slug,
      path: articlePath(r),
      title: r.title,
      summary: r.summary,
      cover: coverOf(r) ? (images.get(coverOf(r)!) ?? null) : null,
      authorName: r.authorId ? (names.get(r.authorId) ?? null) : null,
      readingMinutes: r.readingMinutes,
      publishedAt: r.publishAt ?? r.updatedAt,
    }));
  }

  // ---------------------------------------------------------------- reading

  /** A listing: newest first, `{ items, total }`. */
  async function list(mediaType: ArticleMediaType, language: ArticleLanguage, opts: { category?: string; skip: number; limit: number }) {
    const where = and(eq(articles.mediaType, mediaType), eq(articles.language, language), visibleAt(now()), opts.category ? eq(articles.category, opts.category) : undefined);
    const [found, [total]] = await Promise.all([
      db.select().from(articles).where(where).orderBy(desc(articles.publishAt), desc(articles.id)).offset(opts.skip).limit(opts.limit),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return { items: await cards(db, found), total: Number(total?.n ?? 0) };
  }

  async function visibleRow(id: number): Promise<Row | null> {
    const [r] = await db.select().from(articles).where(and(eq(articles.id, id), visibleAt(now())));
    return r ?? null;
  }

  async function detailOf(r: Row, opts: { preview?: boolean } = {}): Promise<ArticleDetailData> {
    const [card] = await cards(db, [r]);
    const gallery = await imagesById(db, r.galleryImageIds);
    const videoId = r.videoUrl ? videoIdOf(r.videoUrl) : null;
    const authorName = r.authorId ? (await authorNames(db, [r.authorId])).get(r.authorId) : null;
    const doctorPath = r.authorId ? await listedDoctorPath(db, r.authorId) : null;
    const twin = r.translationId ? (opts.preview ? (await db.select().from(articles).where(eq(articles.id, r.translationId)))[0] : await visibleRow(r.translationId)) : null;
    const related = await db
      .select()
      .from(articles)
      .where(and(eq(articles.language, r.language), eq(articles.category, r.category), visibleAt(now()), sql`${articles.id} <> ${r.id}`))
      .orderBy(desc(articles.publishAt))
      .limit(4);
    const cat = isArticleCategory(r.category) ? ARTICLE_CATEGORIES[r.category] : null;
    const [relatedMedicines, relatedDoctors] = await Promise.all([
      productsMentioning(db, r.tags.length ? r.tags : (cat?.medicines ?? []), 4),
      listedDoctorsWith(db, cat?.specializations ?? [], 3),
    ]);
    return {
      ...card!,
      bodyHtml: r.bodyHtml,
      seoTitle: r.seoTitle,
      seoDescription: r.seoDescription,
      updatedAt: r.updatedAt,
      gallery: r.galleryImageIds.flatMap((id) => gallery.get(id) ?? []),
      video: videoId ? { id: videoId, url: r.videoUrl!, embedUrl: videoEmbedUrl(videoId), thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } : null,
      author: authorName ? { name: authorName, doctorPath } : null,
      translation: twin ? { language: twin.language as ArticleLanguage, path: articlePath(twin), title: twin.title } : null,
      related: await cards(db, related),
      relatedMedicines,
      relatedDoctors,
    };
  }

  /** The article at its address, as readers see it; 404 for a draft or one scheduled for later. */
  async function getByPath(mediaType: ArticleMediaType, language: ArticleLanguage, category: string, slug: string): Promise<ArticleDetailData> {
    const [r] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.mediaType, mediaType), eq(articles.language, language), eq(articles.category, category), eq(articles.slug, slug), visibleAt(now())));
    if (!r) throw AppError.of('not_found', 'error.notFound');
    return detailOf(r);
  }

  let dictionary: { value: Promise<Dictionary>; until: number } | null = null;
  function words(): Promise<Dictionary> {
    if (dictionary && dictionary.until > Date.now()) return dictionary.value;
    const value = (async () => {
      const res = (await db.execute(
        sql`SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || summary || '' '' || body_text) FROM articles WHERE status <> ''draft''') WHERE length(word) >= 3`,
      )) as unknown as { rows: Array<{ word: string; ndoc: number }> };
      return dictionaryOf(res.rows.map((w) => ({ word: String(w.word), ndoc: Number(w.ndoc) })));
    })();
    dictionary = { value, until: Date.now() + DICTIONARY_TTL_MS };
    value.catch(() => (dictionary = null));
    return value;
  }

  /**
   * Full-text search over readable articles: English words against the `english` configuration, Hindi against
   * `simple`, OR-ed; a title that looks like the query (trigram word similarity) also matches. A misspelt word is
   * corrected from the articles' own words (spelling.ts, as the catalog does) and both spellings are searched.
   */
  async function search(q: string, opts: { language?: ArticleLanguage; skip: number; limit: number }): Promise<ContentSearchData> {
    const fix = didYouMean(await words(), q);
    const terms = fix && fix !== q.toLowerCase() ? [q, fix] : [q];
    const matchOne = (s: string) =>
      sql`(${articles.searchVector} @@ websearch_to_tsquery('english', ${s}) OR ${articles.searchVector} @@ websearch_to_tsquery('simple', ${s}) OR ${s} <% ${articles.title})`;
    const match = sql.join(terms.map(matchOne), sql` OR `);
    const rank = sql`greatest(${sql.join(
      terms.map((s) => sql`ts_rank(${articles.searchVector}, websearch_to_tsquery('english', ${s}) || websearch_to_tsquery('simple', ${s})) + word_similarity(${s}, ${articles.title})`),
      sql`, `,
    )})`;
    const where = and(visibleAt(now()), opts.language ? eq(articles.language, opts.language) : undefined, sql`(${match})`);
    const [found, [total]] = await Promise.all([
      db.select().from(articles).where(where).orderBy(sql`${rank} DESC`, desc(articles.publishAt)).offset(opts.skip).limit(opts.limit),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return { query: q, correctedQuery: terms.length > 1 ? fix : null, sections: { articles: { items: await cards(db, found), total: Number(total?.n ?? 0) } } };
  }

  /** Every readable article of a language, for the sitemap (lastmod: its last change). */
  async function sitemap(language: ArticleLanguage) {
    const found = await db
      .select({ mediaType: articles.mediaType, language: articles.language, category: articles.category, slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(eq(articles.language, language), visibleAt(now())))
      .orderBy(asc(articles.id));
    return { items: found.map((r) => ({ path: articlePath(r), lastmod: r.updatedAt })) };
  }

  // ---------------------------------------------------------------- pictures

  /** A copy of a picture (from storage; a demo illustration is drawn and stored on its first request). */
  async function imageCopy(id: string, width: number, format: ArticleImageFormat): Promise<Buffer | null> {
    const key = articleImageKey(id, width, format);
    const stored = await storage.get(key);
    if (stored) return stored;
    const [img] = await db.select().from(articleImages).where(eq(articleImages.id, id));
    if (!img?.demoScene || !img.widths.includes(width)) return null;
    const png = await sharp(Buffer.from(sceneSvg(img.demoScene as DemoScene))).png().toBuffer();
    const bytes = await encodeArticleCopy(png, width, format);
    await storage.put(key, bytes);
    return bytes;
  }

  /** An editor's uploaded picture, resized to every width it reaches, as WebP and JPEG. */
  async function addImage(actorId: number, uploadId: string, alt: string): Promise<ArticleImageView> {
    if (!deps.uploads) throw AppError.of('not_found', 'error.notFound');
    const upload = await deps.uploads.ownedStored(actorId, uploadId, 'article_image');
    const original = await storage.get(upload.storageKey);
    if (!original) throw AppError.field('uploadId', 'Upload the file first.');
    const size = await measure(original);
    const widths = widthsFor(size.width);
    const id = crypto.randomUUID();
    for (const w of widths) for (const f of ['webp', 'jpg'] as const) await storage.put(articleImageKey(id, w, f), await encodeArticleCopy(original, w, f));
    const height = Math.round((size.height * widths[widths.length - 1]!) / size.width);
    const row = { id, alt, width: widths[widths.length - 1]!, height, widths, createdBy: actorId };
    await db.transaction(async (tx) => {
      await tx.insert(articleImages).values(row);
      await recordAudit(tx, { actorId, entity: 'article', entityId: id, action: 'image.add', after: { alt, widths } });
    });
    return imageView(row);
  }

  // ---------------------------------------------------------------- the desk

  function adminItem(r: Row): AdminArticleItemData {
    return {
      id: r.id,
      title: r.title,
      mediaType: r.mediaType as ArticleMediaType,
      language: r.language as ArticleLanguage,
      category: r.category,
      slug: r.slug,
      path: articlePath(r),
      status: statusOf(r),
      publishAt: r.publishAt,
      updatedAt: r.updatedAt,
      translationId: r.translationId,
    };
  }

  async function adminList(opts: { q?: string; status?: ArticleStatus; skip: number; limit: number }) {
    const conds: SQL[] = [];
    if (opts.status) conds.push(eq(articles.status, opts.status));
    if (opts.q) conds.push(or(ilike(articles.title, `%${opts.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`), ilike(articles.slug, `%${opts.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`))!);
    const where = conds.length ? and(...conds) : undefined;
    const [found, [total]] = await Promise.all([
      db.select().from(articles).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).offset(opts.skip).limit(opts.limit),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return { items: found.map(adminItem), total: Number(total?.n ?? 0) };
  }

  async function rowOf(tx: DbOrTx, id: number, lock = false): Promise<Row> {
    const q = tx.select().from(articles).where(eq(articles.id, id));
    const [r] = lock ? await q.for('update') : await q;
    if (!r) throw AppError.of('not_found', 'error.notFound');
    return r;
  }

  async function adminView(tx: DbOrTx, id: number): Promise<AdminArticleData> {
    const r = await rowOf(tx, id);
    const images = await imagesById(tx, [...(r.coverImageId ? [r.coverImageId] : []), ...r.galleryImageIds]);
    const twin = r.translationId ? (await tx.select().from(articles).where(eq(articles.id, r.translationId)))[0] : null;
    const [revs] = await tx.select({ n: count() }).from(articleRevisions).where(eq(articleRevisions.articleId, id));
    return {
      ...adminItem(r),
      summary: r.summary,
      bodyHtml: r.bodyHtml,
      coverImageId: r.coverImageId,
      galleryImageIds: r.galleryImageIds,
      images: [...images.values()],
      videoUrl: r.videoUrl,
      authorId: r.authorId,
      seoTitle: r.seoTitle,
      seoDescription: r.seoDescription,
      tags: r.tags,
      translation: twin ? { id: twin.id, title: twin.title, language: twin.language as ArticleLanguage } : null,
      revisions: Number(revs?.n ?? 0),
    };
  }

  /** The row's fields from an editor's body: the HTML sanitised, its words and reading time derived. */
  async function fieldsOf(tx: DbOrTx, body: ArticleBody) {
    const bodyHtml = sanitizeArticleHtml(body.bodyHtml);
    const bodyText = htmlToText(bodyHtml);
    const ids = [...(body.coverImageId ? [body.coverImageId] : []), ...body.galleryImageIds];
    if (ids.length) {
      const known = await imagesById(tx, ids);
      if (ids.some((i) => !known.has(i))) throw AppError.field(body.coverImageId && !known.has(body.coverImageId) ? 'coverImageId' : 'galleryImageIds', 'Upload the picture first.');
    }
    if (body.authorId) {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.authorId));
      if (!u) throw AppError.field('authorId', 'No such author.');
    }
    return {
      mediaType: body.mediaType,
      language: body.language,
      category: body.category,
      slug: body.slug,
      title: body.title,
      summary: body.summary,
      bodyHtml,
      bodyText,
      coverImageId: body.coverImageId,
      galleryImageIds: body.galleryImageIds,
      videoUrl: body.videoUrl,
      authorId: body.authorId,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
      tags: body.tags,
      readingMinutes: readingMinutes(bodyText, body.language),
    };
  }

  const auditFields = (r: Row) => ({ title: r.title, slug: r.slug, category: r.category, mediaType: r.mediaType, language: r.language, status: r.status, publishAt: r.publishAt, summary: r.summary, bodyHtml: r.bodyHtml, seoTitle: r.seoTitle, seoDescription: r.seoDescription, translationId: r.translationId });

  async function keepRevision(tx: DbOrTx, r: Row, actorId: number | null) {
    await tx.insert(articleRevisions).values({ articleId: r.id, savedBy: actorId, savedAt: now(), status: r.status, title: r.title, summary: r.summary, bodyHtml: r.bodyHtml, seoTitle: r.seoTitle, seoDescription: r.seoDescription });
  }

  async function create(actorId: number, body: ArticleBody): Promise<AdminArticleData> {
    try {
      return await db.transaction(async (tx) => {
        const [r] = await tx.insert(articles).values({ ...(await fieldsOf(tx, body)), status: 'draft', createdAt: now(), updatedAt: now() }).returning();
        await keepRevision(tx, r!, actorId);
        await recordAudit(tx, { actorId, entity: 'article', entityId: r!.id, action: 'create', after: auditFields(r!) });
        return adminView(tx, r!.id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('slug', t('office.product.slugTaken'));
      throw err;
    }
  }

  async function update(actorId: number, id: number, body: ArticleBody): Promise<AdminArticleData> {
    try {
      const out = await db.transaction(async (tx) => {
        const before = await rowOf(tx, id, true);
        if (before.translationId && body.language !== before.language) throw AppError.field('language', 'Unlink the translation before changing the language.');
        const [r] = await tx.update(articles).set({ ...(await fieldsOf(tx, body)), updatedAt: now() }).where(eq(articles.id, id)).returning();
        await keepRevision(tx, r!, actorId);
        await recordAudit(tx, { actorId, entity: 'article', entityId: id, action: 'update', before: auditFields(before), after: auditFields(r!) });
        return adminView(tx, id);
      });
      dictionary = null;
      return out;
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('slug', t('office.product.slugTaken'));
      throw err;
    }
  }

  async function setStatus(actorId: number, id: number, status: ArticleStatus, publishAt: Date | null, action: string) {
    const out = await db.transaction(async (tx) => {
      const before = await rowOf(tx, id, true);
      const [r] = await tx.update(articles).set({ status, publishAt, updatedAt: now() }).where(eq(articles.id, id)).returning();
      await keepRevision(tx, r!, actorId);
      await recordAudit(tx, { actorId, entity: 'article', entityId: id, action, before: auditFields(before), after: auditFields(r!) });
      return adminView(tx, id);
    });
    dictionary = null;
    return out;
  }

  /** Published now (an article published before keeps its first date). */
  async function publish(actorId: number, id: number) {
    const r = await rowOf(db, id);
    const at = r.status === 'published' && r.publishAt && r.publishAt <= now() ? r.publishAt : now();
    return setStatus(actorId, id, 'published', at, 'publish');
  }

  /** Shown from `publishAt` on (a time in the future). */
  async function schedule(actorId: number, id: number, publishAt: Date) {
    if (publishAt.getTime() <= now().getTime()) throw AppError.field('publishAt', 'Choose a time in the future, or publish now.');
    return setStatus(actorId, id, 'scheduled', publishAt, 'schedule');
  }

  async function unpublish(actorId: number, id: number) {
    return setStatus(actorId, id, 'draft', null, 'unpublish');
  }

  /** Links an English and a Hindi article both ways (or unlinks, with null); old partners are unlinked. */
  async function linkTranslation(actorId: number, id: number, translationId: number | null) {
    return db.transaction(async (tx) => {
      const ids = [id, ...(translationId ? [translationId] : [])].sort((a, b) => a - b);
      for (const i of ids) await rowOf(tx, i, true);
      const self = await rowOf(tx, id);
      if (translationId === id) throw AppError.field('translationId', 'An article cannot be its own translation.');
      const twin = translationId ? await rowOf(tx, translationId) : null;
      if (twin && twin.language === self.language) throw AppError.field('translationId', 'A translation is in the other language.');
      const formerPartners = [self.translationId, twin?.translationId].filter((p): p is number => p != null && p !== id && p !== translationId);
      if (formerPartners.length) await tx.update(articles).set({ translationId: null, updatedAt: now() }).where(inArray(articles.id, formerPartners));
      await tx.update(articles).set({ translationId, updatedAt: now() }).where(eq(articles.id, id));
      if (twin) await tx.update(articles).set({ translationId: id, updatedAt: now() }).where(eq(articles.id, twin.id));
      await recordAudit(tx, { actorId, entity: 'article', entityId: id, action: 'translation', before: { translationId: self.translationId }, after: { translationId } });
      return adminView(tx, id);
    });
  }

  async function preview(id: number) {
    return detailOf(await rowOf(db, id), { preview: true });
  }

  async function revisions(id: number) {
    await rowOf(db, id);
    const found = await db
      .select({ id: articleRevisions.id, savedAt: articleRevisions.savedAt, title: articleRevisions.title, status: articleRevisions.status, savedBy: users.fullName })
      .from(articleRevisions)
      .leftJoin(users, eq(users.id, articleRevisions.savedBy))
      .where(eq(articleRevisions.articleId, id))
      .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id));
    return { items: found.map((r) => ({ ...r, status: r.status as ArticleStatus })), total: found.length };
  }

  async function revision(id: number, revisionId: number) {
    const [r] = await db
      .select({ rev: articleRevisions, savedBy: users.fullName })
      .from(articleRevisions)
      .leftJoin(users, eq(users.id, articleRevisions.savedBy))
      .where(and(eq(articleRevisions.articleId, id), eq(articleRevisions.id, revisionId)));
    if (!r) throw AppError.of('not_found', 'error.notFound');
    const v = r.rev;
    return { id: v.id, savedAt: v.savedAt, savedBy: r.savedBy, title: v.title, status: v.status as ArticleStatus, summary: v.summary, bodyHtml: v.bodyHtml, seoTitle: v.seoTitle, seoDescription: v.seoDescription };
  }

  return {
    list,
    getByPath,
    search,
    sitemap,
    imageCopy,
    addImage,
    adminList,
    get: (id: number) => adminView(db, id),
    create,
    update,
    publish,
    schedule,
    unpublish,
    linkTranslation,
    preview,
    revisions,
    revision,
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
export type { ImageRow };
