/**
 * Share links' limits and rules (see share-links.ts for the schemas): no zod here, so the share button of a public
 * page does not load it.
 */
import type { DEEP_LINK_ENTITIES } from './codes/tables.ts';

/**
 * What can be shared: a doctor (entityId: the doctor's user id), a clinic (clinic id), a medicine (product id), an
 * article (article id), an event (event id), a glossary entry (its id; issue 20 part 7), a quiz (issue 23), a feed post
 * (issue 22: its page needs a session, so /dl shows the post's card and a way to log in), a webinar (issue 24:
 * its page needs a session too), and the learning library's four levels (issue 24, decision 068): a category, a
 * course, a topic and a topic's video (published ones only), and an assistant answer its asker shared (issue 26:
 * /bot?answer={id}).
 */
export const SHARE_ENTITY_TYPES = ['doctor', 'clinic', 'medicine', 'article', 'event', 'glossary', 'quiz', 'feed', 'webinar', 'lms_category', 'lms_course', 'lms_topic', 'lms_video', 'answer'] as const;
export type ShareEntityType = (typeof SHARE_ENTITY_TYPES)[number];

/**
 * The spec's deep-link entities (code table DEEP_LINK_ENTITIES) and the type each is shared as, once its page
 * exists; null while the section has no page (the API answers a clear 400 naming it). A section that lands sets its
 * type here and adds it to entityPath in the API.
 */
export const DEEP_LINK_SHARE_TYPES: Readonly<Record<(typeof DEEP_LINK_ENTITIES)[number]['code'], ShareEntityType | null>> = {
  doctor: 'doctor',
  clinic: 'clinic',
  medicineDetails: 'medicine',
  quiz: 'quiz',
  webinar: 'webinar',
  learningCategory: 'lms_category',
  learningCourse: 'lms_course',
  learningTopic: 'lms_topic',
  learningVideo: 'lms_video',
  feed: 'feed',
};

export const SHARE_TITLE_MAX = 120;
export const SHARE_DESCRIPTION_MAX = 300;
export const SHARE_IMAGE_URL_MAX = 500;
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;
/** Anonymous creates allowed from one client IP in any window of this many minutes. */
export const SHARE_ANON_PER_IP = 30;
export const SHARE_ANON_WINDOW_MINUTES = 10;
/** Where a short link opens (in the web app). */
export const shareLinkPath = (code: string) => `/dl/${code}`;

/**
 * A preview image: an https address, or a path on this site (one leading '/', never '//' or a backslash), in
 * visible ASCII (already percent-encoded), at most SHARE_IMAGE_URL_MAX characters.
 */
export function isShareImageUrl(value: string): boolean {
  if (value.length > SHARE_IMAGE_URL_MAX || !/^[\x21-\x7e]+$/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  if (!/^https:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
