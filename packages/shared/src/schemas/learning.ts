/**
 * The learning library (issue 24, decision 068; spec section 7 "LMS categories, courses, topics"; section 2 /learning
 * and /learning/{categoryId}/{courseId}/{topicId}/{topicVideoId}). Routes:
 *   GET  /pub/v1/learning/categories            published categories with their course counts (public)
 *   GET  /pub/v1/learning/courses               published courses, ?category= (public)
 *   GET  /v1/learning/courses/:id               a course: topics, videos, the caller's enrolment and progress (Learning read)
 *   POST /v1/learning/courses/:id/enrolments    enrol (free) or open the course's order (paid, type 6) (Learning write)
 *   GET  /v1/learning/enrolments                the caller's courses with progress and completed_at
 *   GET  /v1/learning/videos/:id                a video to play: its source and the saved position (enrolled; paid)
 *   GET  /v1/learning/videos/:id/file           a file video's bytes, with range requests (enrolled; paid)
 *   PUT  /v1/learning/videos/:id/progress       save the position (monotonic unless rewind) (Learning write)
 *   back office (role editor): GET/POST /v1/admin/learning/categories, PUT .../categories/:id, GET/POST
 *   /v1/admin/learning/courses, GET/PUT .../courses/:id, POST .../courses/:id/topics, PUT/DELETE .../topics/:id,
 *   POST .../topics/:id/videos, PUT/DELETE .../videos/:id
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { entityId, entityIdParam, wholeNumber } from './fields.ts';
import { videoIdOf } from './articles.ts';

export * from '../learning.ts';
import { LEARNING_RULES, VIDEO_KINDS } from '../learning.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const courseListQuery = z.object({ category: z.preprocess(blank, entityIdParam.optional()) });
export type CourseListQuery = z.output<typeof courseListQuery>;

export const categoryView = z.object({ id: int, title: z.string(), description: z.string(), courseCount: int, path: z.string() });
export type CategoryView = z.output<typeof categoryView>;

export const courseSummary = z.object({
  id: int,
  categoryId: int,
  categoryTitle: z.string(),
  title: z.string(),
  summary: z.string(),
  pricePaise: int,
  topicCount: int,
  videoCount: int,
  totalSeconds: int,
  path: z.string(),
});
export type CourseSummary = z.output<typeof courseSummary>;

export const ENROLMENT_STATES = ['none', 'awaiting_payment', 'active', 'completed'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

export const videoItem = z.object({
  id: int,
  title: z.string(),
  durationSeconds: int,
  path: z.string(),
  /** The furthest point reached, in percent of the video (0 when not enrolled). */
  watchedPercent: int,
  watched: z.boolean(),
});
export const topicView = z.object({ id: int, position: int, title: z.string(), description: z.string(), path: z.string().nullable(), videos: z.array(videoItem) });
export type TopicView = z.output<typeof topicView>;

export const enrolmentFacts = z.object({
  state: z.enum(ENROLMENT_STATES),
  enrolledAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Videos watched (to LEARNING_RULES.watchedPercent) of all the course's videos. */
  watchedVideos: int,
  totalVideos: int,
  /** The order to pay (paid course awaiting payment). */
  orderId: int.nullable(),
  /** The paid order of a bought course: its GST tax invoice is at /api/v1/orders/{id}/invoice (decision 075). */
  paidOrderId: int.nullable(),
  /** The first video not yet watched (or the first one): where "Continue" goes. */
  nextPath: z.string().nullable(),
});
export type EnrolmentFacts = z.output<typeof enrolmentFacts>;

export const courseView = courseSummary.extend({ description: z.string(), categoryPath: z.string(), topics: z.array(topicView), enrolment: enrolmentFacts });
export type CourseView = z.output<typeof courseView>;

export const enrolmentItem = z.object({ course: courseSummary, enrolment: enrolmentFacts });
export type EnrolmentItem = z.output<typeof enrolmentItem>;

export const videoSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), url: z.string() }),
  z.object({ kind: z.literal('hls'), url: z.string() }),
  z.object({ kind: z.literal('platform'), embedUrl: z.string() }),
]);
export type VideoSource = z.output<typeof videoSource>;

export const playerView = z.object({
  id: int,
  title: z.string(),
  durationSeconds: int,
  source: videoSource,
  positionSeconds: z.number(),
  furthestSeconds: z.number(),
  watched: z.boolean(),
  topic: z.object({ id: int, title: z.string(), description: z.string(), path: z.string() }),
  course: z.object({ id: int, categoryId: int, title: z.string(), path: z.string(), completedAt: isoDateTime.nullable(), watchedVideos: int, totalVideos: int }),
  path: z.string(),
  previousPath: z.string().nullable(),
  nextPath: z.string().nullable(),
});
export type PlayerView = z.output<typeof playerView>;

/** A position report: where the player is now. `rewind` says the person went back on purpose (then a smaller one counts). */
export const progressBody = z.strictObject({
  positionSeconds: z.number({ error: () => t('learning.rule.position') }).min(0, { error: () => t('learning.rule.position') }).max(LEARNING_RULES.durationMaxSeconds, { error: () => t('learning.rule.position') }),
  rewind: z.boolean().optional(),
});
export type ProgressInput = z.output<typeof progressBody>;
export const progressView = z.object({ positionSeconds: z.number(), furthestSeconds: z.number(), watched: z.boolean(), courseCompletedAt: isoDateTime.nullable() });
export type ProgressView = z.output<typeof progressView>;

export const enrolView = z.object({ enrolment: enrolmentFacts, orderId: int.nullable() });

// ---------------------------------------------------------------------------------------------------------------
// Back office

const text = (max: number, key: 'learning.rule.title' | 'learning.rule.summary' | 'learning.rule.description', required = true) => {
  const base = z
    .string({ error: () => t(key, { max }) })
    .transform((v) => v.replace(/\r\n/g, '\n').trim())
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { error: () => t('learning.rule.controlChars') })
    .refine((v) => v.length <= max, { error: () => t(key, { max }) });
  return required ? base.refine((v) => v.length > 0, { error: () => t(key, { max }) }) : base;
};
const position = wholeNumber(1, 99, 'learning.rule.position');

export const categoryBody = z.strictObject({
  title: text(LEARNING_RULES.titleMax, 'learning.rule.title'),
  description: text(LEARNING_RULES.summaryMax, 'learning.rule.summary', false),
  sortOrder: z.number().int().min(0).max(999).default(0),
  published: z.boolean().default(true),
});
export type CategoryInput = z.output<typeof categoryBody>;

export const courseBody = z.strictObject({
  categoryId: entityId,
  title: text(LEARNING_RULES.titleMax, 'learning.rule.title'),
  summary: text(LEARNING_RULES.summaryMax, 'learning.rule.summary'),
  description: text(LEARNING_RULES.descriptionMax, 'learning.rule.description'),
  pricePaise: wholeNumber(0, LEARNING_RULES.priceMaxPaise, 'learning.rule.price'),
  published: z.boolean().default(false),
});
export type CourseInput = z.output<typeof courseBody>;

export const topicBody = z.strictObject({
  title: text(LEARNING_RULES.titleMax, 'learning.rule.title'),
  description: text(LEARNING_RULES.descriptionMax, 'learning.rule.description'),
  position,
});
export type TopicInput = z.output<typeof topicBody>;

/**
 * A video: a file shipped with the platform (its name in the library's media folder), an HLS playlist on this site
 * (a path ending .m3u8), or a video platform link under spec section 5's rule (watch, embed, short or v link).
 */
/** A file video uploaded from the back office (decision 075): `upload:{the upload's id}`, purpose course_video. */
export const UPLOADED_VIDEO = /^upload:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const videoBody = z
  .strictObject({
    title: text(LEARNING_RULES.titleMax, 'learning.rule.title'),
    kind: z.enum(VIDEO_KINDS, { error: () => t('learning.rule.kind') }),
    source: z.string({ error: () => t('learning.rule.source') }).trim().min(1, { error: () => t('learning.rule.source') }).max(500, { error: () => t('learning.rule.source') }),
    durationSeconds: wholeNumber(1, LEARNING_RULES.durationMaxSeconds, 'learning.rule.duration'),
    position,
  })
  .superRefine((v, ctx) => {
    const ok =
      v.kind === 'platform' ? videoIdOf(v.source) !== null : v.kind === 'hls' ? /^\/(?!\/)[A-Za-z0-9._~\/-]+\.m3u8$/.test(v.source) : /^[a-z0-9][a-z0-9-]*\.mp4$/.test(v.source) || UPLOADED_VIDEO.test(v.source);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['source'], message: t(v.kind === 'platform' ? 'learning.rule.videoLink' : v.kind === 'hls' ? 'learning.rule.hlsPath' : 'learning.rule.fileName') });
  });
export type VideoInput = z.output<typeof videoBody>;

export const adminVideo = z.object({ id: int, topicId: int, position: int, title: z.string(), kind: z.enum(VIDEO_KINDS), source: z.string(), durationSeconds: int });
export const adminTopic = z.object({ id: int, courseId: int, position: int, title: z.string(), description: z.string(), videos: z.array(adminVideo) });
export const adminCategory = z.object({ id: int, title: z.string(), description: z.string(), sortOrder: int, published: z.boolean(), courseCount: int });
export type AdminCategory = z.output<typeof adminCategory>;
export const adminCourseRow = z.object({ id: int, categoryId: int, categoryTitle: z.string(), title: z.string(), summary: z.string(), pricePaise: int, published: z.boolean(), topicCount: int, videoCount: int, enrolments: int, updatedAt: isoDateTime });
export type AdminCourseRow = z.output<typeof adminCourseRow>;
export const adminCourse = adminCourseRow.extend({ description: z.string(), topics: z.array(adminTopic), mediaFiles: z.array(z.string()) });
export type AdminCourse = z.output<typeof adminCourse>;
export const adminIdParam = z.object({ id: entityIdParam });

export const LEARNING_ROUTES = {
  'GET /pub/v1/learning/categories': pageOf(categoryView),
  'GET /pub/v1/learning/courses': pageOf(courseSummary),
  'GET /v1/learning/courses/:id': courseView,
  'POST /v1/learning/courses/:id/enrolments': enrolView,
  'GET /v1/learning/enrolments': pageOf(enrolmentItem),
  'GET /v1/learning/videos/:id': playerView,
  'PUT /v1/learning/videos/:id/progress': progressView,
  'GET /v1/admin/learning/categories': pageOf(adminCategory),
  'POST /v1/admin/learning/categories': adminCategory,
  'PUT /v1/admin/learning/categories/:id': adminCategory,
  'GET /v1/admin/learning/courses': pageOf(adminCourseRow),
  'POST /v1/admin/learning/courses': adminCourse,
  'GET /v1/admin/learning/courses/:id': adminCourse,
  'PUT /v1/admin/learning/courses/:id': adminCourse,
  'POST /v1/admin/learning/courses/:id/topics': adminCourse,
  'PUT /v1/admin/learning/topics/:id': adminCourse,
  'DELETE /v1/admin/learning/topics/:id': adminCourse,
  'POST /v1/admin/learning/topics/:id/videos': adminCourse,
  'PUT /v1/admin/learning/videos/:id': adminCourse,
  'DELETE /v1/admin/learning/videos/:id': adminCourse,
} as const;
