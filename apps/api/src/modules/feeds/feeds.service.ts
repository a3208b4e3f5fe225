/**
 * The professional feed (issue 22, decision 060): posts, comments and replies, likes, bookmarks, follows, the feeds,
 * people lists, suggestions, tags, reports and moderation. Every rule lives here; the routes only parse and answer.
 *
 * Access (spec section 6): reads need Feed write or read; writes need Feed write (read-only users get the alert
 * popup's words, as `requireWriteAccess`), a verified account (doctors and students at 0, 2, 4 are refused, as the
 * cart refuses them) and, to post or comment, no block. Another's post or comment is 404 to edit or delete.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@nirog/shared/codes/tables';
import { NOTIFICATION_MODULES } from '@nirog/shared/codes/tables';
import type { NotificationModule } from '@nirog/shared/notifications';
import { t } from '@nirog/shared/messages/catalogue';
import { videoEmbedUrl, videoIdOf } from '@nirog/shared/schemas/articles';
import {
  FEED_RULES,
  feedPostPath,
  feedUserPath,
  mentionIdsOf,
  tagsOf,
  type commentThread,
  type commentView,
  type CommentInput,
  type FeedMedia,
  type FeedPerson,
  type FeedQuery,
  type PostInput,
  type postPage,
  type postView,
  type ReportInput,
  type reportItem,
  type ReportQueueQuery,
} from '@nirog/shared/schemas/feeds';
import type { z } from 'zod';
import { isNonVerified } from '@nirog/shared/verification-rules';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { FeedPreviews } from './feeds.previews.ts';
import { feedBlocks, feedBookmarks, feedCommentLikes, feedComments, feedFollows, feedLikes, feedPostImages, feedPosts, feedReports } from './feeds.tables.ts';

/** What the service hands the routes (dates as Date; the contract serialises them). */
type PostView = z.input<typeof postView>;
type PostPage = z.input<typeof postPage>;
type CommentView = z.input<typeof commentView>;
type CommentThread = z.input<typeof commentThread>;
type ReportItem = z.input<typeof reportItem>;

export const FEEDS_MODULE = NOTIFICATION_MODULES.find((m) => m.key === 'feeds')!.code as NotificationModule;
/** Signed picture and document URLs in a served post live this long (a page stays open a while). */
const MEDIA_URL_TTL = 6 * 60 * 60;

export interface Viewer {
  id: number;
  userType: number;
  role?: string;
}
export interface FeedDeps {
  db: Db;
  uploads: UploadService;
  notify: Notify;
  /** To scale down large photos when a post takes them (without it they are served as uploaded). */
  storage?: StorageProvider;
  /** First-page pictures of PDFs (decision 064): asked for when a post takes a PDF, served once ready. */
  previews?: FeedPreviews;
  now?: () => Date;
}

type Row = Record<string, unknown>;
interface PostRow {
  id: number;
  author_id: number;
  text: string;
  tags: string[];
  mention_ids: number[];
  media_type: 'image' | 'video' | 'document' | null;
  video_url: string | null;
  document_upload_id: string | null;
  practitioners_only: boolean;
  likes_count: number;
  comments_count: number;
  bookmarks_count: number;
  featured_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_note: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
}
interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  author_id: number;
  text: string;
  mention_ids: number[];
  likes_count: number;
  hidden_at: Date | string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null) => (v === null ? null : date(v));
const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const excerpt = (text: string, max = 80) => {
  const plain = text.replace(/@\[([^\]]+)\]\(\d+\)/g, '@$1').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain || '…';
};
const typeLabel = (userType: number) => USER_TYPES.find((u) => u.code === userType)?.label ?? null;
/** Practitioners and the trade take part in the feed; individuals (patients) never appear in its lists. */
const MEMBER = sql`u.status = 1 AND u.user_type <> 1`;

export function createFeedService(deps: FeedDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = async <T = Row>(q: SQL, tx: DbOrTx = db) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
  const notFound = () => AppError.of('not_found', 'feeds.error.notFound');
  const commentNotFound = () => AppError.of('not_found', 'feeds.error.commentNotFound');

  // -------------------------------------------------------------------------------------------------------------
  // Access

  async function feedLevel(user: Viewer) {
    return (await accessMap(db, user)).Feed;
  }
  async function requireReader(user: Viewer) {
    if ((await feedLevel(user)) === 3) throw AppError.of('forbidden', 'feeds.error.noAccess');
  }
  async function verificationOf(userId: number) {
    const [r] = await rows<{ s: number | null }>(sql`SELECT is_verified AS s FROM doctor_profiles WHERE user_id = ${userId}`);
    return Number(r?.s ?? 0);
  }
  /** Feed write, verified, and (to post or comment) not blocked. */
  async function requireWriter(user: Viewer, authoring: boolean) {
    const level = await feedLevel(user);
    if (level === 2) throw viewOnlyRefusal('Feed');
    if (level !== 1) throw AppError.of('forbidden', 'feeds.error.noAccess');
    if (user.userType !== 1 && isNonVerified(user.userType, await verificationOf(user.id))) throw AppError.of('forbidden', 'feeds.error.verifyFirst');
    if (authoring) {
      const [b] = await db.select({ id: feedBlocks.userId }).from(feedBlocks).where(eq(feedBlocks.userId, user.id));
      if (b) throw AppError.of('forbidden', 'feeds.error.blocked');
    }
  }
  /**
   * Posts (or comments) of the last minute and hour, counted from rows. Checked once before the work (a quick refusal)
   * and again inside the transaction that inserts, after a per-author advisory lock (`locked`): parallel requests of
   * one author are then counted one after another, each seeing the rows the previous one committed, so the limit is
   * exact (decision 064); other authors never wait.
   */
  async function rateLimit(userId: number, what: 'post' | 'comment', tx: DbOrTx = db, locked = false) {
    if (locked) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`feed-${what}:${userId}`}))`);
    const at = now().getTime();
    const table = what === 'post' ? sql`feed_posts` : sql`feed_comments`;
    const [r] = await rows<{ m: number; h: number }>(sql`SELECT
      count(*) FILTER (WHERE created_at > ${new Date(at - 60_000)})::int AS m,
      count(*)::int AS h FROM ${table} WHERE author_id = ${userId} AND created_at > ${new Date(at - 3_600_000)}`, tx);
    const [perMinute, perHour] = what === 'post' ? [FEED_RULES.postsPerMinute, FEED_RULES.postsPerHour] : [FEED_RULES.commentsPerMinute, FEED_RULES.commentsPerHour];
    if (Number(r!.m) >= perMinute || Number(r!.h) >= perHour) {
      throw new AppError('rate_limited', t(what === 'post' ? 'feeds.error.tooManyPosts' : 'feeds.error.tooManyComments'), { headers: { 'retry-after': Number(r!.m) >= perMinute ? '60' : '600' } });
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // People

  async function persons(ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, FeedPerson>> {
    const uniq = [...new Set(ids)];
    const out = new Map<number, FeedPerson>();
    if (!uniq.length) return out;
    const found = await rows<{ id: number; full_name: string; user_type: number; profile_pic: string | null; is_verified: number; city: string | null; specialization: string | null }>(
      sql`SELECT u.id, u.full_name, u.user_type, u.profile_pic, COALESCE(dp.is_verified, 0)::int AS is_verified, COALESCE(cd.city, dp.city) AS city,
        (SELECT pe.data->>'name' FROM profile_entries pe WHERE pe.user_id = u.id AND pe.section = 'specializations' ORDER BY pe.sort_order, pe.id LIMIT 1) AS specialization
        FROM users u LEFT JOIN doctor_profiles dp ON dp.user_id = u.id LEFT JOIN care_doctors cd ON cd.user_id = u.id WHERE u.id IN (${idList(uniq)})`,
      tx,
    );
    for (const r of found) {
      const verified = [1, 3].includes(Number(r.is_verified));
      out.set(Number(r.id), {
        id: Number(r.id),
        name: r.full_name,
        title: r.specialization ?? typeLabel(Number(r.user_type)),
        specialization: r.specialization,
        city: r.city,
        pictureUrl: r.profile_pic ? deps.uploads.signedUrl(r.profile_pic, MEDIA_URL_TTL) : null,
        verified,
      });
    }
    return out;
  }
  const gone = (id: number): FeedPerson => ({ id, name: '—', title: null, specialization: null, city: null, pictureUrl: null, verified: false });

  async function followingSet(viewerId: number | null, ids: readonly number[]) {
    if (!viewerId || !ids.length) return new Set<number>();
    const r = await db.select({ id: feedFollows.followeeId }).from(feedFollows).where(and(eq(feedFollows.followerId, viewerId), inArray(feedFollows.followeeId, [...new Set(ids)])));
    return new Set(r.map((x) => x.id));
  }

  /** Mentions `@[Name](id)`: each id must be a member (else 400); returns the ids. */
  async function checkedMentions(text: string, tx: DbOrTx = db) {
    const ids = mentionIdsOf(text);
    if (!ids.length) return [];
    const found = await rows<{ id: number }>(sql`SELECT u.id FROM users u WHERE u.id IN (${idList(ids)}) AND ${MEMBER}`, tx);
    if (found.length !== ids.length) throw AppError.field('text', t('feeds.rule.mention'));
    return ids;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Posts as served

  async function hydrate(posts: PostRow[], viewer: Viewer | null, moderator = false): Promise<PostView[]> {
    if (!posts.length) return [];
    const ids = posts.map((p) => Number(p.id));
    const people = await persons([...posts.map((p) => Number(p.author_id)), ...posts.flatMap((p) => (p.mention_ids ?? []).map(Number))]);
    const images = await db
      .select({ postId: feedPostImages.postId, uploadId: feedPostImages.uploadId, width: feedPostImages.width, height: feedPostImages.height })
      .from(feedPostImages)
      .where(inArray(feedPostImages.postId, ids))
      .orderBy(feedPostImages.postId, feedPostImages.position);
    const docIds = posts.map((p) => p.document_upload_id).filter((x): x is string => !!x);
    const previews = deps.previews ? await deps.previews.readyFor(docIds) : new Map<string, { uploadId: string; width: number | null; height: number | null; pages: number | null }>();
    const docs = docIds.length ? await rows<{ id: string; original_name: string | null; size_bytes: number | null }>(sql`SELECT id, original_name, size_bytes FROM uploads WHERE id IN (${sql.join(docIds.map((d) => sql`${d}`), sql`, `)})`) : [];
    const liked = viewer ? new Set((await db.select({ id: feedLikes.postId }).from(feedLikes).where(and(eq(feedLikes.userId, viewer.id), inArray(feedLikes.postId, ids)))).map((r) => r.id)) : new Set<number>();
    const saved = viewer ? new Set((await db.select({ id: feedBookmarks.postId }).from(feedBookmarks).where(and(eq(feedBookmarks.userId, viewer.id), inArray(feedBookmarks.postId, ids)))).map((r) => r.id)) : new Set<number>();
    const following = await followingSet(viewer?.id ?? null, posts.map((p) => Number(p.author_id)));
    const at = now().getTime();
    return posts.map((p) => {
      const id = Number(p.id);
      const authorId = Number(p.author_id);
      const own = viewer?.id === authorId;
      const createdAt = date(p.created_at);
      const editableUntil = new Date(createdAt.getTime() + FEED_RULES.editWindowMinutes * 60_000);
      let media: FeedMedia | null = null;
      if (p.media_type === 'image') {
        media = { type: 'image', images: images.filter((i) => i.postId === id).map((i) => ({ uploadId: i.uploadId, url: deps.uploads.signedUrl(i.uploadId, MEDIA_URL_TTL), width: i.width, height: i.height })) };
      } else if (p.media_type === 'video' && p.video_url) {
        const videoId = videoIdOf(p.video_url) ?? '';
        media = { type: 'video', video: { url: p.video_url, videoId, embedUrl: videoEmbedUrl(videoId), thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` } };
      } else if (p.media_type === 'document' && p.document_upload_id) {
        const d = docs.find((x) => x.id === p.document_upload_id);
        const preview = previews.get(p.document_upload_id);
        media = { type: 'document', document: { uploadId: p.document_upload_id, name: d?.original_name ?? 'document.pdf', url: deps.uploads.signedUrl(p.document_upload_id, MEDIA_URL_TTL), sizeBytes: d?.size_bytes == null ? null : Number(d.size_bytes), previewUrl: preview ? deps.uploads.signedUrl(preview.uploadId, MEDIA_URL_TTL) : null, previewWidth: preview?.width ?? null, previewHeight: preview?.height ?? null, pages: preview?.pages ?? null } };
      }
      const hidden = p.hidden_at !== null;
      return {
        id,
        author: people.get(authorId) ?? gone(authorId),
        text: p.text,
        tags: p.tags ?? [],
        mentions: (p.mention_ids ?? []).map(Number).map((m) => ({ id: m, name: people.get(m)?.name ?? '—' })),
        media,
        practitionersOnly: p.practitioners_only,
        counts: { likes: Number(p.likes_count), comments: Number(p.comments_count), bookmarks: Number(p.bookmarks_count) },
        me: { liked: liked.has(id), bookmarked: saved.has(id), followingAuthor: following.has(authorId), canEdit: own && at < editableUntil.getTime() && !hidden, canDelete: own },
        createdAt,
        editedAt: dateOrNull(p.edited_at),
        editableUntil,
        featured: p.featured_at !== null,
        hidden,
        hiddenNote: hidden && (own || moderator) ? p.hidden_note : null,
      };
    });
  }

  async function postRow(id: number, tx: DbOrTx = db): Promise<PostRow | undefined> {
    return (await rows<PostRow>(sql`SELECT * FROM feed_posts WHERE id = ${id}`, tx))[0];
  }
  /** A post the viewer may see (hidden: only its author), else 404. `publicOnly`: never practitioners-only or hidden. */
  async function visiblePost(viewer: Viewer | null, id: number, publicOnly = false, tx: DbOrTx = db) {
    const p = await postRow(id, tx);
    if (!p) throw notFound();
    if (p.hidden_at !== null && (publicOnly || viewer?.id !== Number(p.author_id))) throw notFound();
    if (publicOnly && p.practitioners_only) throw notFound();
    return p;
  }
  async function onePost(viewer: Viewer | null, id: number, publicOnly = false) {
    return (await hydrate([await visiblePost(viewer, id, publicOnly)], publicOnly ? null : viewer))[0]!;
  }

  /** The filters of a listing, as SQL on `p` (feed_posts) and `au` (its author); `at`: trending's snapshot instant. */
  function filters(viewer: Viewer | null, q: Partial<FeedQuery>, publicOnly: boolean, at: Date): SQL[] {
    const w: SQL[] = [sql`au.status = 1`];
    if (publicOnly) w.push(sql`p.hidden_at IS NULL AND NOT p.practitioners_only`);
    else w.push(viewer ? sql`(p.hidden_at IS NULL OR p.author_id = ${viewer.id})` : sql`p.hidden_at IS NULL`);
    if (q.search) w.push(sql`(p.text ILIKE ${like(q.search)} OR au.full_name ILIKE ${like(q.search)})`);
    if (q.tagNames?.length) w.push(sql`p.tags && ARRAY[${sql.join(q.tagNames.map((x) => sql`${x}`), sql`, `)}]::text[]`);
    if (q.fetchingFeaturedPosts) w.push(sql`p.featured_at IS NOT NULL`);
    if (q.postIds?.length) w.push(sql`p.id IN (${idList(q.postIds)})`);
    if (q.authorId) w.push(sql`p.author_id = ${q.authorId}`);
    if (q.following && viewer) w.push(sql`(p.author_id = ${viewer.id} OR p.author_id IN (SELECT followee_id FROM feed_follows WHERE follower_id = ${viewer.id}))`);
    if (q.sortingPostsByTrending) w.push(sql`p.created_at > ${new Date(at.getTime() - FEED_RULES.trendingDays * 86_400_000)} AND p.created_at <= ${at}`);
    return w;
  }

  /**
   * Newest first (the `before` cursor), or trending: engagement of the last 7 days halved every 48 hours of the post's
   * age, all computed as at one instant (`asOf`, now for a first page) so that skip pages of one ranking never repeat
   * or miss a post while people keep posting and liking: what happens after that instant does not count.
   */
  async function listPosts(viewer: Viewer | null, q: FeedQuery, publicOnly: boolean): Promise<PostPage> {
    const trending = !!q.sortingPostsByTrending;
    const at = trending && q.asOf ? new Date(Math.min(Date.parse(q.asOf), now().getTime())) : now();
    const w = filters(viewer, q, publicOnly, at);
    const where = sql.join(w, sql` AND `);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_posts p JOIN users au ON au.id = p.author_id WHERE ${where}`);
    const paged = trending ? where : q.before ? sql`${where} AND p.id < ${q.before}` : where;
    const since = new Date(at.getTime() - FEED_RULES.trendingDays * 86_400_000);
    const counted = (table: SQL, alias: SQL) => sql`(SELECT count(*) FROM ${table} ${alias} WHERE ${alias}.post_id = p.id AND ${alias}.created_at > ${since} AND ${alias}.created_at <= ${at})`;
    const order = trending
      ? sql`ORDER BY (${counted(sql`feed_likes`, sql`l`)} + 2 * ${counted(sql`feed_comments`, sql`c`)} + ${counted(sql`feed_bookmarks`, sql`b`)})
          * power(0.5, extract(epoch FROM (${at}::timestamptz - p.created_at)) / ${FEED_RULES.trendingHalfLifeHours * 3600}) DESC, p.id DESC`
      : sql`ORDER BY p.id DESC`;
    const found = await rows<PostRow>(sql`SELECT p.* FROM feed_posts p JOIN users au ON au.id = p.author_id WHERE ${paged} ${order} OFFSET ${q.skip} LIMIT ${q.limit + 1}`);
    const more = found.length > q.limit;
    const page = found.slice(0, q.limit);
    return { items: await hydrate(page, viewer), total: Number(n), skip: q.skip, limit: q.limit, nextBefore: !trending && more ? Number(page[page.length - 1]!.id) : null, asOf: trending ? at : null };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Writing posts

  /** Checks the media of a post body; returns what to store. Images already on `postId` may be kept. */
  async function checkedMedia(userId: number, input: PostInput, postId: number | null, tx: DbOrTx) {
    const imageIds = [...new Set(input.imageUploadIds ?? [])];
    if (imageIds.length) {
      const usable = await rows<{ id: string }>(
        sql`SELECT u.id FROM uploads u LEFT JOIN feed_post_images i ON i.upload_id = u.id
          WHERE u.id IN (${sql.join(imageIds.map((x) => sql`${x}`), sql`, `)}) AND u.owner_id = ${userId} AND u.status = 'stored' AND u.purpose = 'feed_image'
            AND (i.id IS NULL ${postId ? sql`OR i.post_id = ${postId}` : sql``})`,
        tx,
      );
      if (usable.length !== imageIds.length) throw AppError.field('imageUploadIds', t('feeds.rule.uploadFirst'));
      return { mediaType: 'image' as const, imageIds, videoUrl: null, documentUploadId: null };
    }
    if (input.videoLink) return { mediaType: 'video' as const, imageIds: [], videoUrl: input.videoLink, documentUploadId: null };
    if (input.documentUploadId) {
      const [u] = await rows<{ id: string; content_type: string | null }>(
        sql`SELECT id, content_type FROM uploads WHERE id = ${input.documentUploadId} AND owner_id = ${userId} AND status = 'stored' AND purpose = 'feed_document'`,
        tx,
      );
      if (!u) throw AppError.field('documentUploadId', t('feeds.rule.uploadFirst'));
      if (u.content_type !== 'application/pdf') throw AppError.field('documentUploadId', t('feeds.rule.documentPdf'));
      return { mediaType: 'document' as const, imageIds: [], videoUrl: null, documentUploadId: input.documentUploadId };
    }
    return { mediaType: null, imageIds: [], videoUrl: null, documentUploadId: null };
  }

  /**
   * Photos as a post takes them: wider than FEED_RULES.imageMaxWidth → scaled down in the same format (EXIF orientation
   * applied) and stored over the upload; returns each photo's size. A picture sharp cannot read is left as it is.
   */
  async function fitImages(ids: string[]) {
    const sizes = new Map<string, { width: number; height: number }>();
    if (!deps.storage || !ids.length) return sizes;
    const { default: sharp } = await import('sharp');
    for (const id of ids) {
      const [u] = await rows<{ storage_key: string; content_type: string | null }>(sql`SELECT storage_key, content_type FROM uploads WHERE id = ${id}`);
      const bytes = u ? await deps.storage.get(u.storage_key) : null;
      if (!u || !bytes) continue;
      try {
        const meta = await sharp(bytes).metadata();
        const turned = (meta.orientation ?? 1) >= 5;
        const width = (turned ? meta.height : meta.width) ?? 0;
        const height = (turned ? meta.width : meta.height) ?? 0;
        if (width <= FEED_RULES.imageMaxWidth) {
          sizes.set(id, { width, height });
          continue;
        }
        const format = u.content_type === 'image/png' ? 'png' : u.content_type === 'image/webp' ? 'webp' : 'jpeg';
        const out = await sharp(bytes).rotate().resize({ width: FEED_RULES.imageMaxWidth, withoutEnlargement: true }).toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 82 }).toBuffer({ resolveWithObject: true });
        await deps.storage.put(u.storage_key, out.data);
        await db.execute(sql`UPDATE uploads SET size_bytes = ${out.data.length} WHERE id = ${id}`);
        sizes.set(id, { width: out.info.width, height: out.info.height });
      } catch {
        // Not a picture sharp reads: served as uploaded, size unknown.
      }
    }
    return sizes;
  }

  async function notifyMentions(tx: DbOrTx, actor: Viewer, ids: number[], where: { postId: number; commentId?: number }, text: string) {
    const [me] = await rows<{ full_name: string }>(sql`SELECT full_name FROM users WHERE id = ${actor.id}`, tx);
    for (const userId of ids) {
      if (userId === actor.id) continue;
      await deps.notify(
        { userId, module: FEEDS_MODULE, kind: 'feedMentioned', params: { name: me?.full_name ?? '', excerpt: excerpt(text) }, link: feedPostPath(where.postId), key: `feed-mention:${where.commentId ? `c${where.commentId}` : `p${where.postId}`}:${userId}` },
        tx,
      );
    }
  }

  async function createPost(user: Viewer, input: PostInput) {
    await requireWriter(user, true);
    await rateLimit(user.id, 'post');
    await checkedMedia(user.id, input, null, db);
    const sizes = await fitImages(input.imageUploadIds ?? []);
    const id = await db.transaction(async (tx) => {
      await rateLimit(user.id, 'post', tx, true);
      const mentions = await checkedMentions(input.text, tx);
      const media = await checkedMedia(user.id, input, null, tx);
      const [made] = await tx
        .insert(feedPosts)
        .values({ authorId: user.id, text: input.text, tags: tagsOf(input.text), mentionIds: mentions, mediaType: media.mediaType, videoUrl: media.videoUrl, documentUploadId: media.documentUploadId, practitionersOnly: input.practitionersOnly, createdAt: now() })
        .returning({ id: feedPosts.id });
      if (media.imageIds.length) await tx.insert(feedPostImages).values(media.imageIds.map((uploadId, position) => ({ postId: made!.id, uploadId, position, ...sizes.get(uploadId) })));
      if (media.documentUploadId) await deps.previews?.enqueue(media.documentUploadId, tx);
      await notifyMentions(tx, user, mentions, { postId: made!.id }, input.text);
      return made!.id;
    });
    return onePost(user, id);
  }

  async function ownPost(user: Viewer, id: number, tx: DbOrTx = db) {
    const [p] = await rows<PostRow>(sql`SELECT * FROM feed_posts WHERE id = ${id} AND author_id = ${user.id} FOR UPDATE`, tx);
    if (!p) throw notFound();
    return p;
  }
  function withinWindow(createdAt: Date | string) {
    if (now().getTime() - date(createdAt).getTime() > FEED_RULES.editWindowMinutes * 60_000) {
      throw new AppError('business_rule', t('feeds.error.editWindow', { minutes: FEED_RULES.editWindowMinutes }));
    }
  }

  async function editPost(user: Viewer, id: number, input: PostInput) {
    await requireWriter(user, true);
    const [mine] = await rows<{ id: number }>(sql`SELECT id FROM feed_posts WHERE id = ${id} AND author_id = ${user.id}`);
    if (!mine) throw notFound();
    await checkedMedia(user.id, input, id, db);
    const sizes = await fitImages(input.imageUploadIds ?? []);
    await db.transaction(async (tx) => {
      const p = await ownPost(user, id, tx);
      if (p.hidden_at !== null) throw notFound();
      withinWindow(p.created_at);
      const mentions = await checkedMentions(input.text, tx);
      const media = await checkedMedia(user.id, input, id, tx);
      await tx.delete(feedPostImages).where(eq(feedPostImages.postId, id));
      if (media.imageIds.length) await tx.insert(feedPostImages).values(media.imageIds.map((uploadId, position) => ({ postId: id, uploadId, position, ...sizes.get(uploadId) })));
      await tx
        .update(feedPosts)
        .set({ text: input.text, tags: tagsOf(input.text), mentionIds: mentions, mediaType: media.mediaType, videoUrl: media.videoUrl, documentUploadId: media.documentUploadId, practitionersOnly: input.practitionersOnly, editedAt: now() })
        .where(eq(feedPosts.id, id));
      if (media.documentUploadId) await deps.previews?.enqueue(media.documentUploadId, tx);
      await notifyMentions(tx, user, mentions, { postId: id }, input.text);
    });
    return onePost(user, id);
  }

  async function deletePost(user: Viewer, id: number) {
    await requireWriter(user, false);
    await db.transaction(async (tx) => {
      await ownPost(user, id, tx);
      await tx.delete(feedPosts).where(eq(feedPosts.id, id));
    });
    return null;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Likes and bookmarks: the counter moves only with a row really inserted or deleted.

  async function likePost(user: Viewer, id: number, on: boolean) {
    await requireWriter(user, false);
    await visiblePost(user, id);
    return db.transaction(async (tx) => {
      if (on) {
        const made = await tx.insert(feedLikes).values({ postId: id, userId: user.id, createdAt: now() }).onConflictDoNothing().returning({ id: feedLikes.postId });
        if (made.length) {
          const [p] = await tx.update(feedPosts).set({ likesCount: sql`${feedPosts.likesCount} + 1` }).where(eq(feedPosts.id, id)).returning({ authorId: feedPosts.authorId, text: feedPosts.text });
          if (p && p.authorId !== user.id) {
            const [me] = await rows<{ full_name: string }>(sql`SELECT full_name FROM users WHERE id = ${user.id}`, tx);
            await deps.notify({ userId: p.authorId, module: FEEDS_MODULE, kind: 'feedPostLiked', params: { name: me?.full_name ?? '', excerpt: excerpt(p.text) }, link: feedPostPath(id), key: `feed-like:${id}:${user.id}` }, tx);
          }
        }
      } else {
        const gone = await tx.delete(feedLikes).where(and(eq(feedLikes.postId, id), eq(feedLikes.userId, user.id))).returning({ id: feedLikes.postId });
        if (gone.length) await tx.update(feedPosts).set({ likesCount: sql`${feedPosts.likesCount} - 1` }).where(eq(feedPosts.id, id));
      }
      const [p] = await tx.select({ likes: feedPosts.likesCount }).from(feedPosts).where(eq(feedPosts.id, id));
      if (!p) throw notFound();
      return { liked: on, likes: p.likes };
    });
  }

  async function bookmarkPost(user: Viewer, id: number, on: boolean) {
    await requireWriter(user, false);
    await visiblePost(user, id);
    return db.transaction(async (tx) => {
      if (on) {
        const made = await tx.insert(feedBookmarks).values({ postId: id, userId: user.id, createdAt: now() }).onConflictDoNothing().returning({ id: feedBookmarks.postId });
        if (made.length) await tx.update(feedPosts).set({ bookmarksCount: sql`${feedPosts.bookmarksCount} + 1` }).where(eq(feedPosts.id, id));
      } else {
        const gone = await tx.delete(feedBookmarks).where(and(eq(feedBookmarks.postId, id), eq(feedBookmarks.userId, user.id))).returning({ id: feedBookmarks.postId });
        if (gone.length) await tx.update(feedPosts).set({ bookmarksCount: sql`${feedPosts.bookmarksCount} - 1` }).where(eq(feedPosts.id, id));
      }
      const [p] = await tx.select({ n: feedPosts.bookmarksCount }).from(feedPosts).where(eq(feedPosts.id, id));
      if (!p) throw notFound();
      return { bookmarked: on, bookmarks: p.n };
    });
  }

  async function bookmarks(user: Viewer, q: { skip: number; limit: number }): Promise<PostPage> {
    await requireReader(user);
    const where = sql`b.user_id = ${user.id} AND au.status = 1 AND (p.hidden_at IS NULL OR p.author_id = ${user.id})`;
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_bookmarks b JOIN feed_posts p ON p.id = b.post_id JOIN users au ON au.id = p.author_id WHERE ${where}`);
    const found = await rows<PostRow>(sql`SELECT p.* FROM feed_bookmarks b JOIN feed_posts p ON p.id = b.post_id JOIN users au ON au.id = p.author_id WHERE ${where} ORDER BY b.created_at DESC, p.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`);
    return { items: await hydrate(found, user), total: Number(n), skip: q.skip, limit: q.limit, nextBefore: null, asOf: null };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Comments

  async function commentViews(list: CommentRow[], viewer: Viewer, postAuthorId: number): Promise<CommentView[]> {
    if (!list.length) return [];
    const people = await persons([...list.map((c) => Number(c.author_id)), ...list.flatMap((c) => (c.mention_ids ?? []).map(Number))]);
    const liked = new Set((await db.select({ id: feedCommentLikes.commentId }).from(feedCommentLikes).where(and(eq(feedCommentLikes.userId, viewer.id), inArray(feedCommentLikes.commentId, list.map((c) => Number(c.id)))))).map((r) => r.id));
    const at = now().getTime();
    return list.map((c) => {
      const own = Number(c.author_id) === viewer.id;
      return {
        id: Number(c.id),
        postId: Number(c.post_id),
        parentId: c.parent_id === null ? null : Number(c.parent_id),
        author: people.get(Number(c.author_id)) ?? gone(Number(c.author_id)),
        text: c.text,
        mentions: (c.mention_ids ?? []).map(Number).map((m) => ({ id: m, name: people.get(m)?.name ?? '—' })),
        likes: Number(c.likes_count),
        me: { liked: liked.has(Number(c.id)), canEdit: own && at - date(c.created_at).getTime() <= FEED_RULES.editWindowMinutes * 60_000, canDelete: own || postAuthorId === viewer.id },
        createdAt: date(c.created_at),
        editedAt: dateOrNull(c.edited_at),
        hidden: c.hidden_at !== null,
      };
    });
  }

  /** A post's comments; moderators read them whatever their own Feed access (as the post itself). */
  async function comments(user: Viewer, postId: number, q: { skip: number; limit: number }, moderator = false) {
    if (!moderator) await requireReader(user);
    const p = moderator ? await postRow(postId) : await visiblePost(user, postId);
    if (!p) throw notFound();
    const shown = sql`(c.hidden_at IS NULL OR c.author_id = ${user.id})`;
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_comments c WHERE c.post_id = ${postId} AND c.parent_id IS NULL AND ${shown}`);
    const top = await rows<CommentRow>(sql`SELECT c.* FROM feed_comments c WHERE c.post_id = ${postId} AND c.parent_id IS NULL AND ${shown} ORDER BY c.id OFFSET ${q.skip} LIMIT ${q.limit}`);
    const replies = top.length ? await rows<CommentRow>(sql`SELECT c.* FROM feed_comments c WHERE c.parent_id IN (${idList(top.map((c) => Number(c.id)))}) AND ${shown} ORDER BY c.id`) : [];
    const views = await commentViews([...top, ...replies], user, Number(p.author_id));
    const byId = new Map(views.map((v) => [v.id, v]));
    const items: CommentThread[] = top.map((c) => ({ ...byId.get(Number(c.id))!, replies: replies.filter((r) => Number(r.parent_id) === Number(c.id)).map((r) => byId.get(Number(r.id))!) }));
    return { items, total: Number(n), skip: q.skip, limit: q.limit };
  }

  async function commentRow(id: number, tx: DbOrTx = db, lock = false) {
    return (await rows<CommentRow>(sql`SELECT * FROM feed_comments WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`, tx))[0];
  }
  /** A comment on a post the viewer may see; hidden comments only for their author. */
  async function visibleComment(user: Viewer, id: number) {
    const c = await commentRow(id);
    if (!c || (c.hidden_at !== null && Number(c.author_id) !== user.id)) throw commentNotFound();
    try {
      await visiblePost(user, Number(c.post_id));
    } catch {
      throw commentNotFound();
    }
    return c;
  }

  async function addComment(user: Viewer, postId: number, input: CommentInput, replyTo?: number) {
    await requireWriter(user, true);
    let parentId: number | null = null;
    let parentAuthor: number | null = null;
    if (replyTo !== undefined) {
      const parent = await visibleComment(user, replyTo);
      postId = Number(parent.post_id);
      parentId = parent.parent_id === null ? Number(parent.id) : Number(parent.parent_id);
      parentAuthor = Number(parent.author_id);
    }
    const post = await visiblePost(user, postId);
    await rateLimit(user.id, 'comment');
    const id = await db.transaction(async (tx) => {
      await rateLimit(user.id, 'comment', tx, true);
      const mentions = await checkedMentions(input.text, tx);
      const [made] = await tx.insert(feedComments).values({ postId, parentId, authorId: user.id, text: input.text, mentionIds: mentions, createdAt: now() }).returning({ id: feedComments.id });
      await tx.update(feedPosts).set({ commentsCount: sql`${feedPosts.commentsCount} + 1` }).where(eq(feedPosts.id, postId));
      const [me] = await rows<{ full_name: string }>(sql`SELECT full_name FROM users WHERE id = ${user.id}`, tx);
      const params = { name: me?.full_name ?? '', excerpt: excerpt(input.text) };
      const link = feedPostPath(postId);
      if (parentAuthor !== null && parentAuthor !== user.id) await deps.notify({ userId: parentAuthor, module: FEEDS_MODULE, kind: 'feedReplied', params, link, key: `feed-reply:${made!.id}` }, tx);
      const postAuthor = Number(post.author_id);
      if (postAuthor !== user.id && postAuthor !== parentAuthor) await deps.notify({ userId: postAuthor, module: FEEDS_MODULE, kind: 'feedCommented', params, link, key: `feed-comment:${made!.id}` }, tx);
      await notifyMentions(tx, user, mentions, { postId, commentId: made!.id }, input.text);
      return made!.id;
    });
    return (await commentViews([(await commentRow(id))!], user, Number(post.author_id)))[0]!;
  }

  async function editComment(user: Viewer, id: number, input: CommentInput) {
    await requireWriter(user, true);
    const c = await db.transaction(async (tx) => {
      const c = await commentRow(id, tx, true);
      if (!c || Number(c.author_id) !== user.id || c.hidden_at !== null) throw commentNotFound();
      withinWindow(c.created_at);
      const mentions = await checkedMentions(input.text, tx);
      await tx.update(feedComments).set({ text: input.text, mentionIds: mentions, editedAt: now() }).where(eq(feedComments.id, id));
      await notifyMentions(tx, user, mentions, { postId: Number(c.post_id), commentId: id }, input.text);
      return c;
    });
    const post = await postRow(Number(c.post_id));
    return (await commentViews([(await commentRow(id))!], user, Number(post?.author_id ?? 0)))[0]!;
  }

  /** Its author, or the post's author, deletes a comment (its replies go with it; the post's count drops by all). */
  async function deleteComment(user: Viewer, id: number) {
    await requireWriter(user, false);
    await db.transaction(async (tx) => {
      const c = await commentRow(id, tx, true);
      if (!c) throw commentNotFound();
      const post = await postRow(Number(c.post_id), tx);
      if (Number(c.author_id) !== user.id && Number(post?.author_id) !== user.id) throw commentNotFound();
      const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_comments WHERE parent_id = ${id}`, tx);
      const removed = await tx.delete(feedComments).where(eq(feedComments.id, id)).returning({ id: feedComments.id });
      if (removed.length) await tx.update(feedPosts).set({ commentsCount: sql`${feedPosts.commentsCount} - ${1 + Number(n)}` }).where(eq(feedPosts.id, Number(c.post_id)));
    });
    return null;
  }

  async function likeComment(user: Viewer, id: number, on: boolean) {
    await requireWriter(user, false);
    await visibleComment(user, id);
    return db.transaction(async (tx) => {
      if (on) {
        const made = await tx.insert(feedCommentLikes).values({ commentId: id, userId: user.id, createdAt: now() }).onConflictDoNothing().returning({ id: feedCommentLikes.commentId });
        if (made.length) {
          const [c] = await tx.update(feedComments).set({ likesCount: sql`${feedComments.likesCount} + 1` }).where(eq(feedComments.id, id)).returning({ authorId: feedComments.authorId, text: feedComments.text, postId: feedComments.postId });
          if (c && c.authorId !== user.id) {
            const [me] = await rows<{ full_name: string }>(sql`SELECT full_name FROM users WHERE id = ${user.id}`, tx);
            await deps.notify({ userId: c.authorId, module: FEEDS_MODULE, kind: 'feedCommentLiked', params: { name: me?.full_name ?? '', excerpt: excerpt(c.text) }, link: feedPostPath(c.postId), key: `feed-comment-like:${id}:${user.id}` }, tx);
          }
        }
      } else {
        const gone = await tx.delete(feedCommentLikes).where(and(eq(feedCommentLikes.commentId, id), eq(feedCommentLikes.userId, user.id))).returning({ id: feedCommentLikes.commentId });
        if (gone.length) await tx.update(feedComments).set({ likesCount: sql`${feedComments.likesCount} - 1` }).where(eq(feedComments.id, id));
      }
      const [c] = await tx.select({ likes: feedComments.likesCount }).from(feedComments).where(eq(feedComments.id, id));
      if (!c) throw commentNotFound();
      return { liked: on, likes: c.likes };
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Follows and people

  async function member(id: number) {
    const [u] = await rows<{ id: number; full_name: string }>(sql`SELECT u.id, u.full_name FROM users u WHERE u.id = ${id} AND ${MEMBER}`);
    if (!u) throw AppError.of('not_found', 'feeds.error.userNotFound');
    return u;
  }
  const followerCount = async (id: number, tx: DbOrTx = db) => Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_follows WHERE followee_id = ${id}`, tx))[0]!.n);

  async function follow(user: Viewer, targetId: number, on: boolean) {
    await requireWriter(user, false);
    if (targetId === user.id) throw AppError.field('userId', t('feeds.error.followSelf'));
    await member(targetId);
    return db.transaction(async (tx) => {
      if (on) {
        const made = await tx.insert(feedFollows).values({ followerId: user.id, followeeId: targetId, createdAt: now() }).onConflictDoNothing().returning({ id: feedFollows.followeeId });
        if (made.length) {
          const [me] = await rows<{ full_name: string }>(sql`SELECT full_name FROM users WHERE id = ${user.id}`, tx);
          await deps.notify({ userId: targetId, module: FEEDS_MODULE, kind: 'feedFollowed', params: { name: me?.full_name ?? '' }, link: feedUserPath(user.id), key: `feed-follow:${user.id}:${targetId}` }, tx);
        }
      } else {
        await tx.delete(feedFollows).where(and(eq(feedFollows.followerId, user.id), eq(feedFollows.followeeId, targetId)));
      }
      return { following: on, followers: await followerCount(targetId, tx) };
    });
  }

  async function personPage(viewer: Viewer | null, base: SQL, idColumn: SQL, q: { skip: number; limit: number; search?: string }) {
    const where = q.search ? sql`${base} AND u.full_name ILIKE ${like(q.search)}` : base;
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_follows f JOIN users u ON u.id = ${idColumn} WHERE ${where} AND ${MEMBER}`);
    const found = await rows<{ id: number }>(sql`SELECT u.id FROM feed_follows f JOIN users u ON u.id = ${idColumn} WHERE ${where} AND ${MEMBER} ORDER BY f.created_at DESC, u.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`);
    const ids = found.map((r) => Number(r.id));
    const people = await persons(ids);
    const mine = await followingSet(viewer?.id ?? null, ids);
    return { items: ids.map((id) => ({ ...(people.get(id) ?? gone(id)), followedByMe: mine.has(id) })), total: Number(n), skip: q.skip, limit: q.limit };
  }
  async function followersOf(viewer: Viewer | null, userId: number, q: { skip: number; limit: number; search?: string }) {
    if (viewer?.id !== userId) await member(userId);
    return personPage(viewer, sql`f.followee_id = ${userId}`, sql`f.follower_id`, q);
  }
  async function followingsOf(viewer: Viewer | null, userId: number, q: { skip: number; limit: number; search?: string }) {
    if (viewer?.id !== userId) await member(userId);
    return personPage(viewer, sql`f.follower_id = ${userId}`, sql`f.followee_id`, q);
  }

  async function likers(viewer: Viewer | null, postId: number, q: { skip: number; limit: number }, publicOnly: boolean) {
    if (viewer && !publicOnly) await requireReader(viewer);
    await visiblePost(viewer, postId, publicOnly);
    const where = sql`l.post_id = ${postId} AND ${MEMBER}`;
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_likes l JOIN users u ON u.id = l.user_id WHERE ${where}`);
    const found = await rows<{ id: number }>(sql`SELECT u.id FROM feed_likes l JOIN users u ON u.id = l.user_id WHERE ${where} ORDER BY l.created_at DESC, u.id DESC OFFSET ${q.skip} LIMIT ${q.limit}`);
    const ids = found.map((r) => Number(r.id));
    const people = await persons(ids);
    const mine = await followingSet(viewer?.id ?? null, ids);
    return { items: ids.map((id) => ({ ...(people.get(id) ?? gone(id)), followedByMe: mine.has(id) })), total: Number(n), skip: q.skip, limit: q.limit };
  }

  async function memberCard(viewer: Viewer | null, userId: number) {
    await member(userId);
    const person = (await persons([userId])).get(userId)!;
    const [c] = await rows<{ posts: number; followers: number; followings: number }>(sql`SELECT
      (SELECT count(*)::int FROM feed_posts WHERE author_id = ${userId} AND hidden_at IS NULL ${viewer ? sql`` : sql`AND NOT practitioners_only`}) AS posts,
      (SELECT count(*)::int FROM feed_follows WHERE followee_id = ${userId}) AS followers,
      (SELECT count(*)::int FROM feed_follows WHERE follower_id = ${userId}) AS followings`);
    const [rel] = viewer
      ? await rows<{ a: boolean; b: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM feed_follows WHERE follower_id = ${viewer.id} AND followee_id = ${userId}) AS a,
          EXISTS (SELECT 1 FROM feed_follows WHERE follower_id = ${userId} AND followee_id = ${viewer.id}) AS b`)
      : [{ a: false, b: false }];
    return { ...person, counts: { posts: Number(c!.posts), followers: Number(c!.followers), followings: Number(c!.followings) }, me: { following: !!rel!.a, followsMe: !!rel!.b, self: viewer?.id === userId } };
  }

  /** Peers to follow: same city (2), same specialization (2), each mutual follow (1); then the most followed. */
  async function suggestions(user: Viewer, limit: number) {
    await requireReader(user);
    const found = await rows<{ id: number; same_city: boolean; same_spec: boolean; mutual: number }>(sql`
      WITH me AS (
        SELECT lower(COALESCE(cd.city, dp.city)) AS city,
          (SELECT pe.data->>'name' FROM profile_entries pe WHERE pe.user_id = u.id AND pe.section = 'specializations' ORDER BY pe.sort_order, pe.id LIMIT 1) AS spec
        FROM users u LEFT JOIN doctor_profiles dp ON dp.user_id = u.id LEFT JOIN care_doctors cd ON cd.user_id = u.id WHERE u.id = ${user.id}
      ), cand AS (
        SELECT u.id,
          COALESCE(lower(COALESCE(cd.city, dp.city)) = me.city, false) AS same_city,
          COALESCE(EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = u.id AND pe.section = 'specializations' AND pe.data->>'name' = me.spec), false) AS same_spec,
          (SELECT count(*) FROM feed_follows f1 JOIN feed_follows f2 ON f2.follower_id = f1.followee_id WHERE f1.follower_id = ${user.id} AND f2.followee_id = u.id)::int AS mutual,
          (SELECT count(*) FROM feed_follows f3 WHERE f3.followee_id = u.id)::int AS followers
        FROM users u CROSS JOIN me LEFT JOIN doctor_profiles dp ON dp.user_id = u.id LEFT JOIN care_doctors cd ON cd.user_id = u.id
        WHERE ${MEMBER} AND u.user_type IN (2, 3, 4) AND u.role = 'user' AND u.id <> ${user.id}
          AND NOT EXISTS (SELECT 1 FROM feed_follows f WHERE f.follower_id = ${user.id} AND f.followee_id = u.id)
      )
      SELECT * FROM cand ORDER BY (same_city::int * 2 + same_spec::int * 2 + mutual) DESC, followers DESC, id LIMIT ${limit}`);
    const ids = found.map((r) => Number(r.id));
    const people = await persons(ids);
    return {
      items: found.map((r) => {
        const reasons: Array<'city' | 'specialization' | 'mutual'> = [];
        if (r.same_city) reasons.push('city');
        if (r.same_spec) reasons.push('specialization');
        if (Number(r.mutual) > 0) reasons.push('mutual');
        return { ...(people.get(Number(r.id)) ?? gone(Number(r.id))), followedByMe: false, reasons, mutualCount: Number(r.mutual) };
      }),
    };
  }

  async function mentionCandidates(user: Viewer, search: string, limit: number) {
    await requireReader(user);
    const found = await rows<{ id: number }>(sql`SELECT u.id FROM users u WHERE ${MEMBER} AND u.role = 'user' AND (u.full_name ILIKE ${`${like(search).slice(1)}`} OR u.full_name ILIKE ${`% ${like(search).slice(1)}`})
      ORDER BY (SELECT count(*) FROM feed_follows f WHERE f.followee_id = u.id) DESC, u.full_name, u.id LIMIT ${limit}`);
    const people = await persons(found.map((r) => Number(r.id)));
    return { items: found.map((r) => people.get(Number(r.id))!).filter(Boolean) };
  }

  /**
   * /connect-peers' search: members (not patients, not oneself) with every word of the search in their name, city,
   * a specialization or a qualification (an education entry's degree). Names starting with the search come first.
   */
  async function searchPeople(user: Viewer, q: { search: string; skip: number; limit: number }) {
    await requireReader(user);
    const words = q.search.split(/\s+/).filter(Boolean).slice(0, 5);
    const matches = words.map(
      (w) => sql`(u.full_name ILIKE ${like(w)} OR cd.city ILIKE ${like(w)} OR dp.city ILIKE ${like(w)} OR EXISTS (SELECT 1 FROM profile_entries pe WHERE pe.user_id = u.id
        AND ((pe.section = 'specializations' AND pe.data->>'name' ILIKE ${like(w)}) OR (pe.section = 'education' AND pe.data->>'degree' ILIKE ${like(w)}))))`,
    );
    const where = sql`${MEMBER} AND u.role = 'user' AND u.id <> ${user.id} AND ${sql.join(matches, sql` AND `)}`;
    const from = sql`FROM users u LEFT JOIN doctor_profiles dp ON dp.user_id = u.id LEFT JOIN care_doctors cd ON cd.user_id = u.id`;
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
    const found = await rows<{ id: number }>(sql`SELECT u.id ${from} WHERE ${where}
      ORDER BY (u.full_name ILIKE ${`${like(q.search).slice(1)}`}) DESC, (u.full_name ILIKE ${like(q.search)}) DESC,
        (SELECT count(*) FROM feed_follows f WHERE f.followee_id = u.id) DESC, u.id OFFSET ${q.skip} LIMIT ${q.limit}`);
    const ids = found.map((r) => Number(r.id));
    const people = await persons(ids);
    const mine = await followingSet(user.id, ids);
    return { items: ids.map((id) => ({ ...(people.get(id) ?? gone(id)), followedByMe: mine.has(id) })), total: Number(n), skip: q.skip, limit: q.limit };
  }

  async function tags(q: { search?: string; limit: number }) {
    const found = await rows<{ name: string; posts: number }>(sql`SELECT tag AS name, count(*)::int AS posts FROM feed_posts p, unnest(p.tags) AS tag
      WHERE p.hidden_at IS NULL AND NOT p.practitioners_only ${q.search ? sql`AND tag ILIKE ${`${like(q.search.replace(/^#/, '').toLowerCase()).slice(1)}`}` : sql``}
      GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${q.limit}`);
    return { items: found.map((r) => ({ name: r.name, posts: Number(r.posts) })) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reports and moderation

  async function report(user: Viewer, target: { postId?: number; commentId?: number }, input: ReportInput) {
    await requireReader(user);
    let postId = target.postId!;
    let commentId: number | null = null;
    if (target.commentId !== undefined) {
      const c = await visibleComment(user, target.commentId);
      postId = Number(c.post_id);
      commentId = Number(c.id);
    } else await visiblePost(user, postId);
    const made = await db.insert(feedReports).values({ postId, commentId, reporterId: user.id, reason: input.reason, note: input.note, createdAt: now() }).onConflictDoNothing().returning({ id: feedReports.id });
    if (!made.length) throw AppError.of('conflict', 'feeds.error.alreadyReported');
    return { id: made[0]!.id, status: 'open' as const };
  }

  async function reportItems(where: SQL, order: SQL, skip: number, limit: number): Promise<{ items: ReportItem[]; total: number }> {
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feed_reports r WHERE ${where}`);
    const found = await rows<{
      id: number; post_id: number; comment_id: number | null; reason: ReportItem['reason']; note: string; status: ReportItem['status']; created_at: Date | string; decided_at: Date | string | null;
      reporter_id: number; reporter_name: string; decided_name: string | null; text: string; author_id: number; target_hidden: boolean; author_blocked: boolean; open_reports: number;
    }>(sql`SELECT r.id, r.post_id, r.comment_id, r.reason, r.note, r.status, r.created_at, r.decided_at, r.reporter_id, ru.full_name AS reporter_name, du.full_name AS decided_name,
        COALESCE(c.text, p.text) AS text, COALESCE(c.author_id, p.author_id) AS author_id,
        (CASE WHEN r.comment_id IS NULL THEN p.hidden_at IS NOT NULL ELSE c.hidden_at IS NOT NULL END) AS target_hidden,
        EXISTS (SELECT 1 FROM feed_blocks b WHERE b.user_id = COALESCE(c.author_id, p.author_id)) AS author_blocked,
        (SELECT count(*)::int FROM feed_reports o WHERE o.post_id = r.post_id AND o.comment_id IS NOT DISTINCT FROM r.comment_id AND o.status = 'open') AS open_reports
      FROM feed_reports r JOIN feed_posts p ON p.id = r.post_id LEFT JOIN feed_comments c ON c.id = r.comment_id
        JOIN users ru ON ru.id = r.reporter_id LEFT JOIN users du ON du.id = r.decided_by
      WHERE ${where} ${order} OFFSET ${skip} LIMIT ${limit}`);
    const people = await persons(found.map((r) => Number(r.author_id)));
    return {
      total: Number(n),
      items: found.map((r) => ({
        id: Number(r.id),
        target: r.comment_id === null ? ('post' as const) : ('comment' as const),
        postId: Number(r.post_id),
        commentId: r.comment_id === null ? null : Number(r.comment_id),
        excerpt: r.text.length > 300 ? `${r.text.slice(0, 299)}…` : r.text,
        author: people.get(Number(r.author_id)) ?? gone(Number(r.author_id)),
        authorBlocked: !!r.author_blocked,
        reason: r.reason,
        note: r.note,
        reporter: { id: Number(r.reporter_id), name: r.reporter_name },
        openReports: Number(r.open_reports),
        targetHidden: !!r.target_hidden,
        status: r.status,
        decidedBy: r.decided_name,
        decidedAt: dateOrNull(r.decided_at),
        createdAt: date(r.created_at),
      })),
    };
  }

  async function reportQueue(q: ReportQueueQuery) {
    const where = q.status === 'open' ? sql`r.status = 'open'` : q.status === 'closed' ? sql`r.status <> 'open'` : sql`true`;
    const order = q.status === 'open' ? sql`ORDER BY r.created_at, r.id` : sql`ORDER BY (r.status = 'open') DESC, r.created_at DESC, r.id DESC`;
    const page = await reportItems(where, order, q.skip, q.limit);
    return { ...page, skip: q.skip, limit: q.limit };
  }
  const oneReport = async (id: number) => {
    const { items } = await reportItems(sql`r.id = ${id}`, sql``, 0, 1);
    if (!items[0]) throw AppError.of('not_found', 'feeds.error.reportNotFound');
    return items[0];
  };

  /** Hides a post or comment (idempotent), tells its author why; inside the caller's transaction. */
  async function hideTarget(tx: DbOrTx, actorId: number, target: { postId: number; commentId: number | null }, note: string, key: string) {
    const why = note || t('feeds.moderation.defaultNote');
    if (target.commentId === null) {
      const [p] = await tx.update(feedPosts).set({ hiddenAt: now(), hiddenBy: actorId, hiddenNote: why }).where(and(eq(feedPosts.id, target.postId), isNull(feedPosts.hiddenAt))).returning({ authorId: feedPosts.authorId });
      if (p) {
        await recordAudit(tx, { actorId, entity: 'feed_post', entityId: target.postId, action: 'hide', before: { hidden: false }, after: { hidden: true, note: why } });
        await deps.notify({ userId: p.authorId, module: FEEDS_MODULE, kind: 'feedPostHidden', params: { note: why }, link: feedPostPath(target.postId), key }, tx);
      }
    } else {
      const [c] = await tx.update(feedComments).set({ hiddenAt: now(), hiddenBy: actorId, hiddenNote: why }).where(and(eq(feedComments.id, target.commentId), isNull(feedComments.hiddenAt))).returning({ authorId: feedComments.authorId });
      if (c) {
        await recordAudit(tx, { actorId, entity: 'feed_comment', entityId: target.commentId, action: 'hide', before: { hidden: false }, after: { hidden: true, note: why } });
        await deps.notify({ userId: c.authorId, module: FEEDS_MODULE, kind: 'feedCommentHidden', params: { note: why }, link: feedPostPath(target.postId), key }, tx);
      }
    }
    await tx
      .update(feedReports)
      .set({ status: 'hidden', decidedBy: actorId, decidedAt: now() })
      .where(and(eq(feedReports.postId, target.postId), target.commentId === null ? isNull(feedReports.commentId) : eq(feedReports.commentId, target.commentId), eq(feedReports.status, 'open')));
  }

  async function decideReport(actorId: number, id: number, action: 'hide' | 'dismiss', note: string) {
    await db.transaction(async (tx) => {
      const [r] = await rows<{ id: number; post_id: number; comment_id: number | null; status: string }>(sql`SELECT id, post_id, comment_id, status FROM feed_reports WHERE id = ${id} FOR UPDATE`, tx);
      if (!r) throw AppError.of('not_found', 'feeds.error.reportNotFound');
      if (r.status !== 'open') throw AppError.of('conflict', 'feeds.error.reportClosed');
      if (action === 'hide') {
        await hideTarget(tx, actorId, { postId: Number(r.post_id), commentId: r.comment_id === null ? null : Number(r.comment_id) }, note, `feed-hide:report:${id}`);
      } else {
        await tx.update(feedReports).set({ status: 'dismissed', decidedBy: actorId, decidedAt: now() }).where(eq(feedReports.id, id));
        await recordAudit(tx, { actorId, entity: r.comment_id === null ? 'feed_post' : 'feed_comment', entityId: Number(r.comment_id ?? r.post_id), action: 'dismiss_report', reason: `report ${id}` });
      }
    });
    return oneReport(id);
  }

  async function moderatePost(actorId: number, postId: number, change: { hidden?: boolean; featured?: boolean; note?: string }) {
    await db.transaction(async (tx) => {
      const p = await postRow(postId, tx);
      if (!p) throw notFound();
      const stamp = now().getTime();
      if (change.hidden === true) await hideTarget(tx, actorId, { postId, commentId: null }, change.note ?? '', `feed-hide:post:${postId}:${stamp}`);
      if (change.hidden === false && p.hidden_at !== null) {
        await tx.update(feedPosts).set({ hiddenAt: null, hiddenBy: null, hiddenNote: null }).where(eq(feedPosts.id, postId));
        await recordAudit(tx, { actorId, entity: 'feed_post', entityId: postId, action: 'restore', before: { hidden: true }, after: { hidden: false } });
        await deps.notify({ userId: Number(p.author_id), module: FEEDS_MODULE, kind: 'feedPostRestored', link: feedPostPath(postId), key: `feed-restore:post:${postId}:${stamp}` }, tx);
      }
      if (change.featured !== undefined && change.featured !== (p.featured_at !== null)) {
        await tx.update(feedPosts).set({ featuredAt: change.featured ? now() : null }).where(eq(feedPosts.id, postId));
        await recordAudit(tx, { actorId, entity: 'feed_post', entityId: postId, action: change.featured ? 'feature' : 'unfeature', before: { featured: !change.featured }, after: { featured: change.featured } });
        if (change.featured) await deps.notify({ userId: Number(p.author_id), module: FEEDS_MODULE, kind: 'feedFeatured', params: { excerpt: excerpt(p.text) }, link: feedPostPath(postId), key: `feed-featured:${postId}` }, tx);
      }
    });
    const p = (await postRow(postId))!;
    return { id: postId, hidden: p.hidden_at !== null, featured: p.featured_at !== null };
  }

  async function moderateComment(actorId: number, commentId: number, hidden: boolean, note: string) {
    await db.transaction(async (tx) => {
      const c = await commentRow(commentId, tx, true);
      if (!c) throw commentNotFound();
      if (hidden) await hideTarget(tx, actorId, { postId: Number(c.post_id), commentId }, note, `feed-hide:comment:${commentId}:${now().getTime()}`);
      else if (c.hidden_at !== null) {
        await tx.update(feedComments).set({ hiddenAt: null, hiddenBy: null, hiddenNote: null }).where(eq(feedComments.id, commentId));
        await recordAudit(tx, { actorId, entity: 'feed_comment', entityId: commentId, action: 'restore', before: { hidden: true }, after: { hidden: false } });
      }
    });
    const c = (await commentRow(commentId))!;
    return { id: commentId, hidden: c.hidden_at !== null, featured: false };
  }

  async function block(actorId: number, userId: number, blocked: boolean, note: string) {
    await member(userId);
    await db.transaction(async (tx) => {
      const stamp = now().getTime();
      if (blocked) {
        const made = await tx.insert(feedBlocks).values({ userId, note: note || null, blockedBy: actorId, createdAt: now() }).onConflictDoNothing().returning({ id: feedBlocks.userId });
        if (made.length) {
          await recordAudit(tx, { actorId, entity: 'feed_member', entityId: userId, action: 'block', before: { blocked: false }, after: { blocked: true }, reason: note || null });
          await deps.notify({ userId, module: FEEDS_MODULE, kind: 'feedBlocked', params: { note: note || t('feeds.moderation.defaultNote') }, key: `feed-block:${userId}:${stamp}` }, tx);
        }
      } else {
        const gone = await tx.delete(feedBlocks).where(eq(feedBlocks.userId, userId)).returning({ id: feedBlocks.userId });
        if (gone.length) {
          await recordAudit(tx, { actorId, entity: 'feed_member', entityId: userId, action: 'unblock', before: { blocked: true }, after: { blocked: false } });
          await deps.notify({ userId, module: FEEDS_MODULE, kind: 'feedUnblocked', key: `feed-unblock:${userId}:${stamp}` }, tx);
        }
      }
    });
    return { userId, blocked };
  }

  async function blockedList() {
    const found = await db.select().from(feedBlocks).orderBy(sql`${feedBlocks.createdAt} DESC`).limit(500);
    const people = await persons(found.map((b) => b.userId));
    return { items: found.map((b) => ({ ...(people.get(b.userId) ?? gone(b.userId)), note: b.note, blockedAt: b.createdAt })) };
  }

  return {
    /** GET /v1/feeds/:userId — `:userId` must be the caller; moderators read it whatever their own Feed access. */
    async feed(user: Viewer, userId: number, q: FeedQuery, moderator = false) {
      if (userId !== user.id) throw AppError.of('not_found', 'feeds.error.userNotFound');
      if (!moderator) await requireReader(user);
      return listPosts(user, q, false);
    },
    publicFeed: (viewer: Viewer | null, q: FeedQuery) => listPosts(viewer, { ...q, following: undefined, postIds: undefined }, true),
    publicPost: (id: number) => onePost(null, id, true),
    async post(user: Viewer, id: number, moderator = false) {
      if (!moderator) await requireReader(user);
      const p = moderator ? await postRow(id) : await visiblePost(user, id);
      if (!p) throw notFound();
      return (await hydrate([p], user, moderator))[0]!;
    },
    createPost,
    editPost,
    deletePost,
    likePost,
    bookmarkPost,
    bookmarks,
    likers,
    comments,
    addComment,
    editComment,
    deleteComment,
    likeComment,
    follow,
    followersOf,
    followingsOf,
    memberCard,
    suggestions,
    mentionCandidates,
    searchPeople,
    tags,
    report,
    reportQueue,
    decideReport,
    moderatePost,
    moderateComment,
    block,
    blockedList,
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
