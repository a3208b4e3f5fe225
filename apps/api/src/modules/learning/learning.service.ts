/**
 * The learning library (issue 24, decision 068).
 *
 * What always holds: one enrolment per person and course (unique index; a parallel or repeated enrol returns it). A
 * free course's enrolment is active at once; a paid course's becomes active only when its order (type 6) is paid:
 * the orders module calls our `paidIn` hook inside the payment's transaction, which sets `paid_at`. Until then every
 * video of the course (its page data, its file bytes, its progress) is refused by this service, whatever the browser
 * asks. Progress is per person and video, shared by all devices: the position only moves forward unless the write
 * says `rewind` (a deliberate seek back), so a late or stale save never drags a later one back; the furthest point
 * only ever moves forward and marks the video watched at LEARNING_RULES.watchedPercent. The course is completed
 * once, by a conditional UPDATE (`completed_at IS NULL` and no video left unwatched) run after each save; the call
 * that sets it tells the `onCourseCompleted` listeners (the certificates of the lms context hang there).
 *
 * Access (spec section 6, section Learning): lists are public; a course page and its videos need read or write;
 * enrolling and saving progress need write (read: 403 with the alert popup's text) and a practitioner not pending
 * documents (0, 2, 4: 403, the web opens the verify modal); none: 403. Enrolments are owner-scoped.
 *
 * PGlite has one connection: nothing here queries through `db` while a transaction is open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { needsDocuments } from '@nirog/shared/verification-rules';
import { ORDER_TYPE_COURSE } from '@nirog/shared/orders';
import { videoEmbedUrl, videoIdOf } from '@nirog/shared/schemas/articles';
import {
  LEARNING_PATH,
  LEARNING_RULES,
  categoryPath,
  coursePath,
  isWatched,
  percentOf,
  videoPath,
  type AdminCategory,
  type AdminCourse,
  type AdminCourseRow,
  type CategoryInput,
  type CategoryView,
  type CourseInput,
  type CourseListQuery,
  type CourseSummary,
  type CourseView,
  type EnrolmentFacts,
  type EnrolmentItem,
  type PlayerView,
  type ProgressInput,
  type ProgressView,
  type TopicInput,
  type VideoInput,
  type VideoKind,
} from '@nirog/shared/schemas/learning';
import { UPLOADED_VIDEO } from '@nirog/shared/schemas/learning';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { moduleDataFile } from '../../paths.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { uploads } from '../profile/profile.tables.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import { accessMap, viewOnlyRefusal } from '../identity/access.service.ts';
import { buyerOf } from '../catalog/catalog.service.ts';
import type { OrderService } from '../orders/orders.service.ts';
import { learningCategories, learningCourses, learningEnrolments, learningProgress, learningTopics, learningVideos } from './learning.tables.ts';

type Actor = { id: number; userType: number; doctorCategory: number };
type EnrolmentRow = typeof learningEnrolments.$inferSelect;
type VideoRow = typeof learningVideos.$inferSelect;

export interface CourseCompleted {
  enrolmentId: number;
  userId: number;
  courseId: number;
  courseTitle: string;
  completedAt: Date;
}

export interface LearningServiceDeps {
  db: Db;
  /** Creates the order of a paid course and calls our hooks when it is paid or cancelled; null: paid courses cannot be bought. */
  orders: Pick<OrderService, 'createServiceOrderIn' | 'registerTypeHooks'> | null;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Where shipped video files live (tests may point elsewhere). */
  mediaDir?: string;
  /** Where uploaded topic videos live (decision 075): on disk they are served here, in a bucket by a signed URL. */
  storage?: StorageProvider;
}

/** The folder of the library's shipped videos (`data/make-videos.sh` makes them). */
export const learningMediaDir = () => path.dirname(moduleDataFile('learning', 'videos/x.mp4'));

/** The page a share link of a learning level opens, when that level is published. */
export async function publishedLearningPath(db: DbOrTx, type: 'lms_category' | 'lms_course' | 'lms_topic' | 'lms_video', id: number): Promise<string | null> {
  if (type === 'lms_category') {
    const [c] = await db.select({ id: learningCategories.id }).from(learningCategories).where(and(eq(learningCategories.id, id), eq(learningCategories.published, true)));
    return c ? categoryPath(c.id) : null;
  }
  const live = and(eq(learningCourses.published, true), eq(learningCategories.published, true));
  if (type === 'lms_course') {
    const [c] = await db.select({ id: learningCourses.id, categoryId: learningCourses.categoryId }).from(learningCourses).innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId)).where(and(eq(learningCourses.id, id), live));
    return c ? coursePath(c.categoryId, c.id) : null;
  }
  const [v] = await db
    .select({ id: learningVideos.id, topicId: learningTopics.id, courseId: learningCourses.id, categoryId: learningCourses.categoryId })
    .from(learningVideos)
    .innerJoin(learningTopics, eq(learningTopics.id, learningVideos.topicId))
    .innerJoin(learningCourses, eq(learningCourses.id, learningTopics.courseId))
    .innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId))
    .where(and(type === 'lms_topic' ? eq(learningTopics.id, id) : eq(learningVideos.id, id), live))
    .orderBy(asc(learningVideos.position))
    .limit(1);
  return v ? videoPath(v.categoryId, v.courseId, v.topicId, v.id) : null;
}

/** How long a bucket's signed URL for an uploaded video lives (a long video keeps asking for ranges while it plays). */
const VIDEO_URL_TTL_SECONDS = 4 * 60 * 60;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createLearningService(deps: LearningServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const mediaDir = deps.mediaDir ?? learningMediaDir();
  const completedListeners: ((c: CourseCompleted) => Promise<void> | void)[] = [];

  // -------------------------------------------------------------------------------------------------------------
  // Access

  async function gate(user: Actor, need: 'read' | 'write') {
    const level = (await accessMap(db, user)).Learning;
    if (level === 3) throw AppError.of('forbidden', 'learning.error.noAccess');
    if (need === 'read') return;
    if (level === 2) throw viewOnlyRefusal('Learning');
    const buyer = await buyerOf(db, user);
    if (needsDocuments(user.userType, buyer.verificationStatus ?? 0)) throw AppError.of('forbidden', 'learning.error.verifyFirst');
  }

  // -------------------------------------------------------------------------------------------------------------
  // The catalogue (public)

  const liveCourse = and(eq(learningCourses.published, true), eq(learningCategories.published, true));
  const topicCount = sql<number>`(SELECT count(*)::int FROM ${learningTopics} lt WHERE lt.course_id = ${learningCourses}.id)`;
  const videoStats = sql<string>`(SELECT count(*)::int || ':' || coalesce(sum(lv.duration_seconds), 0)::int FROM ${learningVideos} lv JOIN ${learningTopics} lt ON lt.id = lv.topic_id WHERE lt.course_id = ${learningCourses}.id)`;
  const summaryColumns = {
    id: learningCourses.id,
    categoryId: learningCourses.categoryId,
    categoryTitle: learningCategories.title,
    title: learningCourses.title,
    summary: learningCourses.summary,
    pricePaise: learningCourses.pricePaise,
    topicCount,
    videoStats,
  };
  type SummaryRow = { id: number; categoryId: number; categoryTitle: string; title: string; summary: string; pricePaise: number; topicCount: number; videoStats: string };
  const summaryOf = (r: SummaryRow): CourseSummary => {
    const [videos, seconds] = String(r.videoStats).split(':').map(Number);
    return { id: r.id, categoryId: r.categoryId, categoryTitle: r.categoryTitle, title: r.title, summary: r.summary, pricePaise: r.pricePaise, topicCount: Number(r.topicCount), videoCount: videos ?? 0, totalSeconds: seconds ?? 0, path: coursePath(r.categoryId, r.id) };
  };

  async function categories(): Promise<{ items: CategoryView[]; total: number }> {
    const courseCount = sql<number>`(SELECT count(*)::int FROM ${learningCourses} lc WHERE lc.category_id = ${learningCategories}.id AND lc.published)`;
    const rows = await db
      .select({ id: learningCategories.id, title: learningCategories.title, description: learningCategories.description, courseCount })
      .from(learningCategories)
      .where(eq(learningCategories.published, true))
      .orderBy(asc(learningCategories.sortOrder), asc(learningCategories.id));
    return { items: rows.map((r) => ({ ...r, courseCount: Number(r.courseCount), path: categoryPath(r.id) })), total: rows.length };
  }

  async function courses(query: CourseListQuery): Promise<{ items: CourseSummary[]; total: number }> {
    const rows = await db
      .select(summaryColumns)
      .from(learningCourses)
      .innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId))
      .where(and(liveCourse, query.category ? eq(learningCourses.categoryId, query.category) : undefined))
      .orderBy(asc(learningCategories.sortOrder), asc(learningCategories.id), asc(learningCourses.id));
    return { items: rows.map((r) => summaryOf(r as SummaryRow)), total: rows.length };
  }

  async function liveCourseRow(courseId: number) {
    const [row] = await db
      .select({ ...summaryColumns, description: learningCourses.description })
      .from(learningCourses)
      .innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId))
      .where(and(eq(learningCourses.id, courseId), liveCourse));
    if (!row) throw AppError.of('not_found', 'learning.error.notFound');
    return row as SummaryRow & { description: string };
  }

  async function outline(courseId: number) {
    const topics = await db.select().from(learningTopics).where(eq(learningTopics.courseId, courseId)).orderBy(asc(learningTopics.position));
    const videos = topics.length
      ? await db.select().from(learningVideos).where(inArray(learningVideos.topicId, topics.map((t) => t.id))).orderBy(asc(learningVideos.position))
      : [];
    return topics.map((t) => ({ ...t, videos: videos.filter((v) => v.topicId === t.id) }));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Enrolments

  async function enrolmentOf(userId: number, courseId: number): Promise<EnrolmentRow | null> {
    const [e] = await db.select().from(learningEnrolments).where(and(eq(learningEnrolments.userId, userId), eq(learningEnrolments.courseId, courseId)));
    return e ?? null;
  }

  const isActive = (e: EnrolmentRow | null) => !!e && (e.pricePaise === 0 || e.paidAt !== null);

  async function progressOf(userId: number, videoIds: number[]) {
    if (!videoIds.length) return new Map<number, typeof learningProgress.$inferSelect>();
    const rows = await db.select().from(learningProgress).where(and(eq(learningProgress.userId, userId), inArray(learningProgress.videoId, videoIds)));
    return new Map(rows.map((r) => [r.videoId, r]));
  }

  async function factsOf(e: EnrolmentRow | null, categoryId: number, courseId: number, tree: Awaited<ReturnType<typeof outline>>, progress: Map<number, { watchedAt: Date | null }>): Promise<EnrolmentFacts> {
    const all = tree.flatMap((t) => t.videos.map((v) => ({ ...v, topicId: t.id })));
    const watched = all.filter((v) => progress.get(v.id)?.watchedAt).length;
    const next = all.find((v) => !progress.get(v.id)?.watchedAt) ?? all[0];
    const state = !e ? 'none' : !isActive(e) ? 'awaiting_payment' : e.completedAt ? 'completed' : 'active';
    return {
      state,
      enrolledAt: iso(e?.enrolledAt),
      paidAt: iso(e?.paidAt),
      completedAt: iso(e?.completedAt),
      watchedVideos: e ? watched : 0,
      totalVideos: all.length,
      orderId: e && !isActive(e) ? e.orderId : null,
      paidOrderId: e?.paidAt && e.orderId ? e.orderId : null,
      nextPath: next ? videoPath(categoryId, courseId, next.topicId, next.id) : null,
    };
  }

  /** A course's page: the outline, the caller's enrolment and what they watched. */
  async function course(user: Actor, courseId: number): Promise<CourseView> {
    await gate(user, 'read');
    const row = await liveCourseRow(courseId);
    const tree = await outline(courseId);
    const e = await enrolmentOf(user.id, courseId);
    const progress = e ? await progressOf(user.id, tree.flatMap((t) => t.videos.map((v) => v.id))) : new Map();
    return {
      ...summaryOf(row),
      description: row.description,
      categoryPath: categoryPath(row.categoryId),
      topics: tree.map((t) => ({
        id: t.id,
        position: t.position,
        title: t.title,
        description: t.description,
        path: t.videos[0] ? videoPath(row.categoryId, row.id, t.id, t.videos[0].id) : null,
        videos: t.videos.map((v) => {
          const furthest = progress.get(v.id)?.furthestSeconds ?? 0;
          return { id: v.id, title: v.title, durationSeconds: v.durationSeconds, path: videoPath(row.categoryId, row.id, t.id, v.id), watchedPercent: percentOf(furthest, v.durationSeconds), watched: !!progress.get(v.id)?.watchedAt };
        }),
      })),
      enrolment: await factsOf(e, row.categoryId, row.id, tree, progress),
    };
  }

  /**
   * Enrols the caller. Free: active at once. Paid: the enrolment waits for its order (type 6): an order still open
   * to payment is handed back, otherwise a new one is made, under the enrolment row's lock (one open order at a time).
   */
  async function enrol(user: Actor, courseId: number): Promise<{ facts: EnrolmentFacts; orderId: number | null; created: boolean }> {
    await gate(user, 'write');
    const row = await liveCourseRow(courseId);
    const at = now();
    const [made] = await db
      .insert(learningEnrolments)
      .values({ courseId, userId: user.id, pricePaise: row.pricePaise, enrolledAt: at })
      .onConflictDoNothing()
      .returning({ id: learningEnrolments.id });
    let orderId: number | null = null;
    const existing = (await enrolmentOf(user.id, courseId))!;
    if (!isActive(existing)) {
      if (!deps.orders) throw AppError.of('business_rule', 'learning.error.paymentsOff');
      const orders = deps.orders;
      orderId = await db.transaction(async (tx) => {
        const locked = rowsOf<{ id: number; order_id: number | null; paid_at: Date | null }>(
          await tx.execute(sql`SELECT id, order_id, paid_at FROM ${learningEnrolments} WHERE id = ${existing.id} FOR UPDATE`),
        )[0]!;
        if (locked.paid_at) return null;
        if (locked.order_id) {
          const open = rowsOf<{ id: number }>(
            await tx.execute(sql`SELECT id FROM orders WHERE id = ${locked.order_id} AND status = 'pending_payment' AND released_at IS NULL AND pay_by > ${at}`),
          );
          if (open.length) return locked.order_id;
        }
        const order = await orders.createServiceOrderIn(tx, {
          userId: user.id,
          orderType: ORDER_TYPE_COURSE,
          amountPaise: existing.pricePaise,
          key: `course:${courseId}:${at.getTime()}`,
          payBy: new Date(at.getTime() + 24 * 3_600_000),
          note: `Course: ${row.title}`,
        });
        await tx.update(learningEnrolments).set({ orderId: order.id }).where(eq(learningEnrolments.id, existing.id));
        return order.id;
      });
    }
    const tree = await outline(courseId);
    const fresh = (await enrolmentOf(user.id, courseId))!;
    const progress = await progressOf(user.id, tree.flatMap((t) => t.videos.map((v) => v.id)));
    return { facts: await factsOf(fresh, row.categoryId, courseId, tree, progress), orderId, created: !!made };
  }

  /** The caller's courses, newest enrolment first, with what they watched and when they completed each. */
  async function enrolments(user: Actor): Promise<{ items: EnrolmentItem[]; total: number }> {
    const mine = await db.select().from(learningEnrolments).where(eq(learningEnrolments.userId, user.id)).orderBy(sql`${learningEnrolments.enrolledAt} DESC`);
    const items: EnrolmentItem[] = [];
    for (const e of mine) {
      const [row] = await db
        .select(summaryColumns)
        .from(learningCourses)
        .innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId))
        .where(and(eq(learningCourses.id, e.courseId), liveCourse));
      if (!row) continue;
      const tree = await outline(e.courseId);
      const progress = await progressOf(user.id, tree.flatMap((t) => t.videos.map((v) => v.id)));
      items.push({ course: summaryOf(row as SummaryRow), enrolment: await factsOf(e, row.categoryId, e.courseId, tree, progress) });
    }
    return { items, total: items.length };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Videos

  /** The video, its topic and course, if published and the caller's enrolment is active; else the reason. */
  async function playable(user: Actor, videoId: number) {
    await gate(user, 'read');
    const [v] = await db
      .select({ video: learningVideos, topic: learningTopics, courseId: learningCourses.id, categoryId: learningCourses.categoryId, courseTitle: learningCourses.title })
      .from(learningVideos)
      .innerJoin(learningTopics, eq(learningTopics.id, learningVideos.topicId))
      .innerJoin(learningCourses, eq(learningCourses.id, learningTopics.courseId))
      .innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId))
      .where(and(eq(learningVideos.id, videoId), liveCourse));
    if (!v) throw AppError.of('not_found', 'learning.error.videoNotFound');
    const e = await enrolmentOf(user.id, v.courseId);
    if (!e) throw AppError.of('forbidden', 'learning.error.enrolFirst');
    if (!isActive(e)) throw AppError.of('forbidden', 'learning.error.payFirst');
    return { ...v, enrolment: e };
  }

  const sourceOf = (v: VideoRow): PlayerView['source'] => {
    if (v.kind === 'platform') return { kind: 'platform', embedUrl: videoEmbedUrl(videoIdOf(v.source) ?? '').replace('autoplay=1&', '') };
    if (v.kind === 'hls') return { kind: 'hls', url: v.source };
    return { kind: 'file', url: `/api/v1/learning/videos/${v.id}/file` };
  };

  async function player(user: Actor, videoId: number): Promise<PlayerView> {
    const p = await playable(user, videoId);
    const tree = await outline(p.courseId);
    const progress = await progressOf(user.id, tree.flatMap((t) => t.videos.map((x) => x.id)));
    const flat = tree.flatMap((t) => t.videos.map((x) => videoPath(p.categoryId, p.courseId, t.id, x.id)));
    const here = videoPath(p.categoryId, p.courseId, p.topic.id, p.video.id);
    const i = flat.indexOf(here);
    const mine = progress.get(videoId);
    const facts = await factsOf(p.enrolment, p.categoryId, p.courseId, tree, progress);
    return {
      id: p.video.id,
      title: p.video.title,
      durationSeconds: p.video.durationSeconds,
      source: sourceOf(p.video),
      positionSeconds: mine?.positionSeconds ?? 0,
      furthestSeconds: mine?.furthestSeconds ?? 0,
      watched: !!mine?.watchedAt,
      topic: { id: p.topic.id, title: p.topic.title, description: p.topic.description, path: videoPath(p.categoryId, p.courseId, p.topic.id, tree.find((t) => t.id === p.topic.id)!.videos[0]!.id) },
      course: { id: p.courseId, categoryId: p.categoryId, title: p.courseTitle, path: coursePath(p.categoryId, p.courseId), completedAt: iso(p.enrolment.completedAt), watchedVideos: facts.watchedVideos, totalVideos: facts.totalVideos },
      path: here,
      previousPath: i > 0 ? flat[i - 1]! : null,
      nextPath: i >= 0 && i < flat.length - 1 ? flat[i + 1]! : null,
    };
  }

  /** A stored course-video upload named by a video's source `upload:{id}`, or null. */
  async function uploadedVideo(source: string) {
    const id = UPLOADED_VIDEO.exec(source)?.[1];
    if (!id) return null;
    const [u] = await db.select({ storageKey: uploads.storageKey }).from(uploads).where(and(eq(uploads.id, id), eq(uploads.status, 'stored'), eq(uploads.purpose, 'course_video')));
    return u ?? null;
  }

  /**
   * Where the bytes of a file video the caller may watch are: a shipped file or an upload on this machine's disk (the
   * route serves it with ranges), or a short-lived signed URL of the bucket (which serves ranges itself).
   */
  async function videoFile(user: Actor, videoId: number): Promise<{ path: string } | { redirect: string }> {
    const p = await playable(user, videoId);
    if (p.video.kind !== 'file') throw AppError.of('not_found', 'learning.error.videoNotFound');
    if (UPLOADED_VIDEO.test(p.video.source)) {
      const u = await uploadedVideo(p.video.source);
      const storage = deps.storage;
      if (!u || !storage) throw AppError.of('not_found', 'learning.error.videoNotFound');
      if (storage.direct) return { redirect: await storage.direct.downloadUrl(u.storageKey, VIDEO_URL_TTL_SECONDS, 'video/mp4') };
      const file = storage.localPath?.(u.storageKey);
      if (!file || !fs.existsSync(file)) throw AppError.of('not_found', 'learning.error.videoNotFound');
      return { path: file };
    }
    const file = path.join(mediaDir, path.basename(p.video.source));
    if (!fs.existsSync(file)) throw AppError.of('not_found', 'learning.error.videoNotFound');
    return { path: file };
  }

  /**
   * Saves where the caller is in a video: monotonic (GREATEST) unless `rewind`; the furthest point only grows and marks
   * the video watched once it reaches LEARNING_RULES.watchedPercent. Then completes the course if nothing is left
   * (once: `completed_at IS NULL` in the same UPDATE).
   */
  async function saveProgress(user: Actor, videoId: number, input: ProgressInput): Promise<ProgressView> {
    await gate(user, 'write');
    const p = await playable(user, videoId);
    const at = now();
    const pos = Math.min(Math.round(input.positionSeconds * 10) / 10, p.video.durationSeconds);
    const watchedAt = isWatched(pos, p.video.durationSeconds) ? at : null;
    const lp = learningProgress;
    const [saved] = await db
      .insert(lp)
      .values({ userId: user.id, videoId, positionSeconds: pos, furthestSeconds: pos, watchedAt, updatedAt: at })
      .onConflictDoUpdate({
        target: [lp.userId, lp.videoId],
        set: {
          positionSeconds: input.rewind ? sql`excluded.position_seconds` : sql`GREATEST(${lp.positionSeconds}, excluded.position_seconds)`,
          furthestSeconds: sql`GREATEST(${lp.furthestSeconds}, excluded.position_seconds)`,
          watchedAt: sql`COALESCE(${lp.watchedAt}, CASE WHEN GREATEST(${lp.furthestSeconds}, excluded.position_seconds) * 100 >= ${p.video.durationSeconds * LEARNING_RULES.watchedPercent} THEN ${at}::timestamptz END)`,
          updatedAt: at,
        },
      })
      .returning();
    let completedAt = p.enrolment.completedAt;
    if (saved!.watchedAt && !completedAt) completedAt = await completeIfDone(p.enrolment, p.courseTitle, at);
    return { positionSeconds: saved!.positionSeconds, furthestSeconds: saved!.furthestSeconds, watched: !!saved!.watchedAt, courseCompletedAt: iso(completedAt) };
  }

  async function completeIfDone(e: EnrolmentRow, courseTitle: string, at: Date): Promise<Date | null> {
    const done = rowsOf<{ completed_at: Date | string }>(
      await db.execute(sql`
        UPDATE ${learningEnrolments} e SET completed_at = ${at}
        WHERE e.id = ${e.id} AND e.completed_at IS NULL
          AND EXISTS (SELECT 1 FROM ${learningVideos} v JOIN ${learningTopics} tp ON tp.id = v.topic_id WHERE tp.course_id = e.course_id)
          AND NOT EXISTS (
            SELECT 1 FROM ${learningVideos} v JOIN ${learningTopics} tp ON tp.id = v.topic_id
            WHERE tp.course_id = e.course_id
              AND NOT EXISTS (SELECT 1 FROM ${learningProgress} p WHERE p.video_id = v.id AND p.user_id = e.user_id AND p.watched_at IS NOT NULL))
        RETURNING e.completed_at`),
    );
    if (!done.length) {
      const [again] = await db.select({ completedAt: learningEnrolments.completedAt }).from(learningEnrolments).where(eq(learningEnrolments.id, e.id));
      return again?.completedAt ?? null;
    }
    const completedAt = new Date(done[0]!.completed_at);
    for (const listener of completedListeners) {
      try {
        await listener({ enrolmentId: e.id, userId: e.userId, courseId: e.courseId, courseTitle, completedAt });
      } catch (err) {
        deps.log?.error({ err, enrolmentId: e.id }, 'learning: a course-completed listener failed');
      }
    }
    return completedAt;
  }

  // -------------------------------------------------------------------------------------------------------------
  // The course order (type 6): its payment activates the enrolment; its cancellation frees it for a new order.

  deps.orders?.registerTypeHooks(ORDER_TYPE_COURSE, {
    async paidIn(tx: Tx, order) {
      await tx.update(learningEnrolments).set({ paidAt: now() }).where(and(eq(learningEnrolments.orderId, order.id), sql`${learningEnrolments.paidAt} IS NULL`));
    },
    async cancelledIn(tx: Tx, order) {
      await tx.update(learningEnrolments).set({ orderId: null }).where(and(eq(learningEnrolments.orderId, order.id), sql`${learningEnrolments.paidAt} IS NULL`));
    },
    async returnPath(order) {
      const [c] = await db
        .select({ id: learningCourses.id, categoryId: learningCourses.categoryId })
        .from(learningEnrolments)
        .innerJoin(learningCourses, eq(learningCourses.id, learningEnrolments.courseId))
        .where(eq(learningEnrolments.orderId, order.id));
      return c ? coursePath(c.categoryId, c.id) : LEARNING_PATH;
    },
  });

  // -------------------------------------------------------------------------------------------------------------
  // Back office (role editor): categories, courses, topics, videos, publishing

  const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).filter((f) => /^[a-z0-9][a-z0-9-]*\.mp4$/.test(f)).sort() : []);

  async function adminCategories(): Promise<{ items: AdminCategory[]; total: number }> {
    const courseCount = sql<number>`(SELECT count(*)::int FROM ${learningCourses} lc WHERE lc.category_id = ${learningCategories}.id)`;
    const rows = await db
      .select({ id: learningCategories.id, title: learningCategories.title, description: learningCategories.description, sortOrder: learningCategories.sortOrder, published: learningCategories.published, courseCount })
      .from(learningCategories)
      .orderBy(asc(learningCategories.sortOrder), asc(learningCategories.id));
    return { items: rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) })), total: rows.length };
  }

  async function saveCategory(id: number | null, input: CategoryInput): Promise<AdminCategory> {
    const values = { title: input.title, description: input.description, sortOrder: input.sortOrder, published: input.published };
    const [row] = id ? await db.update(learningCategories).set(values).where(eq(learningCategories.id, id)).returning() : await db.insert(learningCategories).values(values).returning();
    if (!row) throw AppError.of('not_found', 'learning.error.categoryNotFound');
    return (await adminCategories()).items.find((c) => c.id === row.id)!;
  }

  const enrolCount = sql<number>`(SELECT count(*)::int FROM ${learningEnrolments} le WHERE le.course_id = ${learningCourses}.id)`;
  const adminRowColumns = { ...summaryColumns, published: learningCourses.published, updatedAt: learningCourses.updatedAt, description: learningCourses.description, enrolments: enrolCount };
  type AdminRow = SummaryRow & { published: boolean; updatedAt: Date; description: string; enrolments: number };
  const adminRowOf = (r: AdminRow): AdminCourseRow => {
    const s = summaryOf(r);
    return { id: s.id, categoryId: s.categoryId, categoryTitle: s.categoryTitle, title: s.title, summary: s.summary, pricePaise: s.pricePaise, published: r.published, topicCount: s.topicCount, videoCount: s.videoCount, enrolments: Number(r.enrolments), updatedAt: r.updatedAt.toISOString() };
  };

  async function adminCourses(): Promise<{ items: AdminCourseRow[]; total: number }> {
    const rows = await db.select(adminRowColumns).from(learningCourses).innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId)).orderBy(asc(learningCategories.sortOrder), asc(learningCourses.id));
    return { items: rows.map((r) => adminRowOf(r as AdminRow)), total: rows.length };
  }

  async function adminCourse(id: number): Promise<AdminCourse> {
    const [r] = await db.select(adminRowColumns).from(learningCourses).innerJoin(learningCategories, eq(learningCategories.id, learningCourses.categoryId)).where(eq(learningCourses.id, id));
    if (!r) throw AppError.of('not_found', 'learning.error.notFound');
    const tree = await outline(id);
    return {
      ...adminRowOf(r as AdminRow),
      description: r.description,
      topics: tree.map((t) => ({ id: t.id, courseId: t.courseId, position: t.position, title: t.title, description: t.description, videos: t.videos.map((v) => ({ id: v.id, topicId: v.topicId, position: v.position, title: v.title, kind: v.kind as VideoKind, source: v.source, durationSeconds: v.durationSeconds })) })),
      mediaFiles: mediaFiles(),
    };
  }

  async function saveCourse(id: number | null, input: CourseInput): Promise<AdminCourse> {
    const [cat] = await db.select({ id: learningCategories.id }).from(learningCategories).where(eq(learningCategories.id, input.categoryId));
    if (!cat) throw AppError.field('categoryId', t('learning.error.categoryNotFound'));
    if (input.published) {
      const videos = id ? (await outline(id)).flatMap((t) => t.videos) : [];
      if (!videos.length) throw AppError.of('business_rule', 'learning.error.publishEmpty');
    }
    const values = { categoryId: input.categoryId, title: input.title, summary: input.summary, description: input.description, pricePaise: input.pricePaise, published: input.published, updatedAt: now() };
    const [row] = id ? await db.update(learningCourses).set(values).where(eq(learningCourses.id, id)).returning() : await db.insert(learningCourses).values(values).returning();
    if (!row) throw AppError.of('not_found', 'learning.error.notFound');
    return adminCourse(row.id);
  }

  async function touch(courseId: number) {
    await db.update(learningCourses).set({ updatedAt: now() }).where(eq(learningCourses.id, courseId));
    return adminCourse(courseId);
  }

  async function saveTopic(courseId: number | null, topicId: number | null, input: TopicInput): Promise<AdminCourse> {
    try {
      if (topicId) {
        const [row] = await db.update(learningTopics).set(input).where(eq(learningTopics.id, topicId)).returning();
        if (!row) throw AppError.of('not_found', 'learning.error.topicNotFound');
        return touch(row.courseId);
      }
      await adminCourse(courseId!);
      await db.insert(learningTopics).values({ ...input, courseId: courseId! });
      return touch(courseId!);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('position', t('learning.error.positionTaken'));
      throw err;
    }
  }

  async function topicCourse(topicId: number) {
    const [row] = await db.select({ courseId: learningTopics.courseId }).from(learningTopics).where(eq(learningTopics.id, topicId));
    if (!row) throw AppError.of('not_found', 'learning.error.topicNotFound');
    return row.courseId;
  }

  /** A published course keeps at least one video: removing its last one is refused (unpublish it first). */
  async function keepsAVideo(courseId: number, removing: { topicId?: number; videoId?: number }) {
    const [c] = await db.select({ published: learningCourses.published }).from(learningCourses).where(eq(learningCourses.id, courseId));
    if (!c?.published) return;
    const left = (await outline(courseId)).filter((t) => t.id !== removing.topicId).flatMap((t) => t.videos).filter((v) => v.id !== removing.videoId);
    if (!left.length) throw AppError.of('business_rule', 'learning.error.publishEmpty');
  }

  async function deleteTopic(topicId: number): Promise<AdminCourse> {
    const courseId = await topicCourse(topicId);
    await keepsAVideo(courseId, { topicId });
    await db.delete(learningTopics).where(eq(learningTopics.id, topicId));
    return touch(courseId);
  }

  async function saveVideo(topicId: number | null, videoId: number | null, input: VideoInput): Promise<AdminCourse> {
    if (input.kind === 'file' && (UPLOADED_VIDEO.test(input.source) ? !(await uploadedVideo(input.source)) : !mediaFiles().includes(input.source))) throw AppError.field('source', t('learning.error.fileMissing'));
    try {
      if (videoId) {
        const [row] = await db.update(learningVideos).set(input).where(eq(learningVideos.id, videoId)).returning();
        if (!row) throw AppError.of('not_found', 'learning.error.videoNotFound');
        return touch(await topicCourse(row.topicId));
      }
      const courseId = await topicCourse(topicId!);
      await db.insert(learningVideos).values({ ...input, topicId: topicId! });
      return touch(courseId);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.field('position', t('learning.error.positionTaken'));
      throw err;
    }
  }

  async function deleteVideo(videoId: number): Promise<AdminCourse> {
    const [v] = await db.select({ topicId: learningVideos.topicId }).from(learningVideos).where(eq(learningVideos.id, videoId));
    if (!v) throw AppError.of('not_found', 'learning.error.videoNotFound');
    const courseId = await topicCourse(v.topicId);
    await keepsAVideo(courseId, { videoId });
    await db.delete(learningVideos).where(eq(learningVideos.id, videoId));
    return touch(courseId);
  }

  return {
    gate,
    categories,
    courses,
    course,
    enrol,
    enrolments,
    player,
    videoFile,
    saveProgress,
    /** Called once per enrolment, after the save that completed the course (certificates of the lms context hang here). */
    onCourseCompleted: (listener: (c: CourseCompleted) => Promise<void> | void) => void completedListeners.push(listener),
    admin: { categories: adminCategories, saveCategory, courses: adminCourses, course: adminCourse, saveCourse, saveTopic, deleteTopic, saveVideo, deleteVideo },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;

/** Counts for the seed's log. */
export async function countCourses(db: DbOrTx) {
  const [n] = await db.select({ n: count() }).from(learningCourses);
  return Number(n?.n ?? 0);
}
