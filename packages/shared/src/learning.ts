/**
 * The learning library's rules, kinds and paths (issue 24, decision 068), free of zod so the pages (the player among
 * them) import them without the schema library; `schemas/learning.ts` re-exports them beside the contract.
 */

/** Where a video plays from: a file of ours (MP4, range requests), an HLS playlist on this site, a video platform link. */
export const VIDEO_KINDS = ['file', 'hls', 'platform'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

export const LEARNING_RULES = {
  /** A video counts as watched once the furthest point reached is at least this share of it (percent). */
  watchedPercent: 90,
  /** The player saves the position this often while playing (seconds), and again when the page is hidden or left. */
  saveEverySeconds: 5,
  /** A saved position this close to the end starts the video again from the beginning. */
  restartWithinSeconds: 2,
  titleMax: 160,
  summaryMax: 300,
  descriptionMax: 4000,
  /** ₹1,00,000: the dearest course the back office may price. */
  priceMaxPaise: 10_000_000,
  durationMaxSeconds: 6 * 3600,
} as const;

export const LEARNING_PATH = '/learning';
export const categoryPath = (categoryId: number) => `${LEARNING_PATH}?category=${categoryId}`;
export const coursePath = (categoryId: number, courseId: number) => `${LEARNING_PATH}/${categoryId}/${courseId}`;
/** Spec section 2: /learning/{categoryId}/{courseId}/{topicId}/{topicVideoId}. */
export const videoPath = (categoryId: number, courseId: number, topicId: number, videoId: number) => `${LEARNING_PATH}/${categoryId}/${courseId}/${topicId}/${videoId}`;
/** The web's resource route the player posts positions to (sendBeacon: same origin, form body). */
export const PROGRESS_ACTION = '/learning-progress';

/** Percent of a video's length reached (0-100). */
export const percentOf = (seconds: number, durationSeconds: number) => (durationSeconds > 0 ? Math.min(100, Math.floor((seconds * 100) / durationSeconds)) : 0);
export const isWatched = (furthestSeconds: number, durationSeconds: number) => furthestSeconds * 100 >= durationSeconds * LEARNING_RULES.watchedPercent;
