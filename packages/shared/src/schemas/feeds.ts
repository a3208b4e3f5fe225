/**
 * The professional community (issue 22, decision 060): posts with images, a video link or a PDF, tags and mentions;
 * likes, comments with one level of replies (subcomments), likes on comments, bookmarks, follows; the feeds
 * (following, trending, featured, per tag, per user); reports and the moderators' queue. Spec sections 2, 3, 5, 6, 7.
 *
 * Who may call: "login" = a session; "Feed read" = the caller's Feed access is write or read (none → 403);
 * "Feed write" = Feed access write (read → 403 with the read-only alert popup's words, as the other sections),
 * the caller verified (doctors and students at status 0, 2, 4 → 403 `spec.verifiedToPost`, the verify modal) and not
 * blocked from posting; "moderator" = an operator with the moderator role. Another's post or comment → 404.
 *
 * Routes (below /api):
 *   GET    /v1/feeds/:userId                         Feed read. The feed of `:userId` (must be the caller: another's id → 404):
 *                                                    skip, limit, before (cursor), search, tagNames, sortingPostsByTrending,
 *                                                    fetchingFeaturedPosts, postIds, authorId, following. Practitioners-only included.
 *   GET    /pub/v1/feeds                             anyone. The visitors' listing: never practitioners-only, never hidden posts.
 *   GET    /pub/v1/feeds/post/:feedId                anyone. One public post (practitioners-only or hidden → 404): for the /dl card and the sitemap.
 *   POST   /v1/feeds                                 Feed write, rate-limited. A new post.
 *   GET    /v1/feeds/post/:feedId                    Feed read. One post (the spec's /feeds/{feed_id}); hidden → 404 except to its author.
 *   PUT    /v1/feeds/post/:feedId                    Feed write, own post, within FEED_RULES.editWindowMinutes. Replaces text, media, flag.
 *   DELETE /v1/feeds/post/:feedId                    Feed write, own post. Deletes it (and its comments, likes, bookmarks).
 *   POST   /v1/feeds/post/:feedId/like               Feed write. Like (again: no change). → likeState
 *   DELETE /v1/feeds/post/:feedId/like               Feed write. Unlike (again: no change). → likeState
 *   GET    /v1/feeds/post/:feedId/likes              Feed read. Who liked a post (newest first).
 *   GET    /pub/v1/feeds/post/:feedId/likes          anyone. The same for a public post (the public /likes/{feedId} page).
 *   POST   /v1/feeds/post/:feedId/bookmark           Feed write. Bookmark. → bookmarkState
 *   DELETE /v1/feeds/post/:feedId/bookmark           Feed write. Remove the bookmark. → bookmarkState
 *   GET    /v1/feeds/me/bookmarks                    Feed read. My bookmarked posts (newest bookmark first; skip, limit).
 *   GET    /v1/feeds/post/:feedId/comments           Feed read or moderator. Comments oldest first (skip, limit), each with all its replies.
 *   POST   /v1/feeds/post/:feedId/comments           Feed write, rate-limited. A comment.
 *   POST   /v1/feeds/comments/:commentId/subcomments Feed write, rate-limited. A reply (to a reply: joins its parent's thread).
 *   PUT    /v1/feeds/comments/:commentId             Feed write, own comment, within the edit window. New text.
 *   DELETE /v1/feeds/comments/:commentId             Feed write: own comment, or any comment on my post. Replies go with it.
 *   POST   /v1/feeds/comments/:commentId/like        Feed write. Like a comment. → likeState
 *   DELETE /v1/feeds/comments/:commentId/like        Feed write. Unlike a comment. → likeState
 *   POST   /v1/feeds/users/:userId/follow            Feed write. Follow (not oneself → 400). → followState
 *   DELETE /v1/feeds/users/:userId/follow            Feed write. Unfollow. → followState
 *   GET    /v1/feeds/me/followers                    login. My followers (skip, limit, search).
 *   GET    /v1/feeds/me/followings                   login. Whom I follow.
 *   GET    /pub/v1/feeds/users/:userId               anyone. A member's card: name, title, city, counts (+ my state with a session).
 *   GET    /pub/v1/feeds/users/:userId/followers     anyone. A member's followers (the public /followers/{userId}).
 *   GET    /pub/v1/feeds/users/:userId/followings    anyone. Whom a member follows.
 *   GET    /v1/feeds/suggestions                     login (practitioners). Peers to follow: same city, same specialization, mutual follows.
 *   GET    /v1/feeds/mentions                        Feed read. `@name` autocomplete: members by name (search, limit).
 *   GET    /v1/feeds/people                          Feed read. People search (/connect-peers): every word of `search` in the
 *                                                    name, city, a specialization or a qualification (degree); skip, limit.
 *   GET    /pub/v1/feeds/tags                        anyone. Tags with their count of public posts (search, limit): /category.
 *   POST   /v1/feeds/post/:feedId/report             Feed read. Report a post with a reason (once per person and post).
 *   POST   /v1/feeds/comments/:commentId/report      Feed read. Report a comment.
 *   GET    /v1/admin/feeds/reports                   moderator. The queue: open reports first (status open|closed|all).
 *   POST   /v1/admin/feeds/reports/:id/hide          moderator. Hide the reported post or comment; closes its open reports; author notified.
 *   POST   /v1/admin/feeds/reports/:id/dismiss       moderator. Close a report without action.
 *   POST   /v1/admin/feeds/posts/:feedId/hide        moderator. Hide a post (with a note the author reads).
 *   POST   /v1/admin/feeds/posts/:feedId/restore     moderator. Show a hidden post again; author notified.
 *   POST   /v1/admin/feeds/comments/:commentId/hide  moderator. Hide a comment.
 *   POST   /v1/admin/feeds/comments/:commentId/restore moderator. Show it again.
 *   POST   /v1/admin/feeds/posts/:feedId/feature     moderator. Feature or unfeature a post ({ featured }).
 *   POST   /v1/admin/feeds/authors/:userId/block     moderator. Block or unblock a member from posting and commenting ({ blocked, note }).
 *   GET    /v1/admin/feeds/blocked                   moderator. Members blocked from posting.
 */
import { z } from 'zod';
import { PAGING } from '../constants.ts';
import { t, type MessageKey } from '../messages/catalogue.ts';
import { int, isoDateTime, noEntity, pagedOf } from './envelope.ts';
import { FREE_TEXT_PATTERN } from './fields.ts';
import { videoIdOf } from './articles.ts';

export const FEED_RULES = {
  textMax: 3000,
  commentMax: 1000,
  imagesMax: 10,
  /** Photos wider than this are scaled down server-side when attached (same format, aspect kept). */
  imageMaxWidth: 1600,
  tagsMax: 10,
  tagMax: 40,
  mentionsMax: 20,
  /** A post or comment may be edited this long after it was written. */
  editWindowMinutes: 30,
  /** Posts per member: at most this many a minute and an hour. */
  postsPerMinute: 2,
  postsPerHour: 20,
  /** Comments and replies per member. */
  commentsPerMinute: 6,
  commentsPerHour: 120,
  /** Trending: engagement in the last this-many days, halved every `trendingHalfLifeHours`. */
  trendingDays: 7,
  trendingHalfLifeHours: 48,
  reportNoteMax: 500,
  suggestionsMax: 30,
} as const;

export const FEED_MEDIA_TYPES = ['image', 'video', 'document'] as const;
export type FeedMediaType = (typeof FEED_MEDIA_TYPES)[number];
export const REPORT_REASONS = ['spam', 'abuse', 'misinformation', 'privacy', 'promotion', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

/** Pages of the web (for links and notifications). */
export const feedPostPath = (id: number) => `/feeds/${id}`;
export const feedUserPath = (userId: number) => `/feeds/user/${userId}`;

/** `#pcos` → 'pcos': letters, digits, _ and -, lower-cased, 40 at most. */
export const TAG_PATTERN = /#([A-Za-z0-9][A-Za-z0-9_-]{0,39})/g;
export function tagsOf(text: string): string[] {
  return [...new Set([...text.matchAll(TAG_PATTERN)].map((m) => m[1]!.toLowerCase()))].slice(0, FEED_RULES.tagsMax);
}
/** `@[Dr Asha Rao](123)` is how a chosen mention is written; a bare `@word` stays text. Returns the user ids. */
export const MENTION_PATTERN = /@\[([^\]\n]{1,80})\]\((\d{1,9})\)/g;
export function mentionIdsOf(text: string): number[] {
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((m) => Number(m[2])))].slice(0, FEED_RULES.mentionsMax);
}

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean());
const optionalFlag = z.preprocess((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1' || v === 'on'), z.boolean().optional());

/** Free text (spec section 5): line breaks kept (CRLF → LF), trimmed, the allowed characters plus `#` for tags. */
function feedText(required: MessageKey, max: number, allowEmpty = false) {
  return z
    .string({ error: () => t(required) })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v.length === 0 && !allowEmpty) return fail(t(required));
      // `#` is allowed beside the rule's characters: tags are written `#pcos` (issue 22).
      if (!FREE_TEXT_PATTERN.test(v.replace(/\n/g, ' ').replace(/#/g, ''))) return fail(t('error.freeTextChars'));
      if (v.length > max) return fail(t('feeds.rule.tooLong', { max }));
    });
}

const uploadId = z.uuid({ error: () => t('feeds.rule.uploadFirst') });
/** Spec section 5's video-link rule (`videoIdOf`, shared with articles). */
const videoLink = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine((v) => videoIdOf(v) !== null, { error: () => t('feeds.rule.videoLink') })
    .optional(),
);

/**
 * POST /v1/feeds and PUT /v1/feeds/post/:feedId (an edit replaces all of it). Media: images (1..10 uploads of purpose
 * feed_image), or one video link, or one PDF (an upload of purpose feed_document); not two kinds at once. Text may be
 * empty only with media. Tags are read from the text (`#pcos`), mentions from `@[Name](id)`.
 */
export const postBody = z
  .strictObject({
    text: z.preprocess((v) => (v === undefined || v === null ? '' : v), feedText('feeds.rule.textRequired', FEED_RULES.textMax, true)),
    imageUploadIds: z
      .preprocess((v) => (typeof v === 'string' ? (v ? [v] : []) : v), z.array(uploadId).max(FEED_RULES.imagesMax, { error: () => t('feeds.rule.tooManyImages', { max: FEED_RULES.imagesMax }) }))
      .optional(),
    videoLink,
    documentUploadId: z.preprocess(blank, uploadId.optional()),
    practitionersOnly: flag.default(false),
  })
  .superRefine((v, ctx) => {
    const kinds = [(v.imageUploadIds?.length ?? 0) > 0, !!v.videoLink, !!v.documentUploadId].filter(Boolean).length;
    if (kinds > 1) ctx.addIssue({ code: 'custom', path: ['imageUploadIds'], message: t('feeds.rule.oneMediaKind') });
    if (kinds === 0 && v.text.length === 0) ctx.addIssue({ code: 'custom', path: ['text'], message: t('feeds.rule.textRequired') });
  });
export type PostInput = z.output<typeof postBody>;

export const commentBody = z.strictObject({ text: feedText('feeds.rule.commentRequired', FEED_RULES.commentMax) });
export type CommentInput = z.output<typeof commentBody>;

export const reportBody = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: () => t('feeds.rule.reason') }),
  note: z.preprocess((v) => (v === undefined || v === null ? '' : v), feedText('feeds.rule.reason', FEED_RULES.reportNoteMax, true)),
});
export type ReportInput = z.output<typeof reportBody>;

/** A moderator's note to the author (why it was hidden, why they are blocked). */
export const moderationNoteBody = z.strictObject({
  note: z.preprocess((v) => (v === undefined || v === null ? '' : v), feedText('feeds.rule.reason', FEED_RULES.reportNoteMax, true)),
});
export const featureBody = z.strictObject({ featured: flag });
export const blockBody = z.strictObject({
  blocked: flag,
  note: z.preprocess((v) => (v === undefined || v === null ? '' : v), feedText('feeds.rule.reason', FEED_RULES.reportNoteMax, true)),
});

const paging = {
  skip: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
};
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? v.split(',') : undefined) : blank(v)),
  z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(100).optional(),
);
const tagNamesList = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? v.split(',') : undefined) : blank(v)),
  z.array(z.string().trim().toLowerCase().regex(/^#?[a-z0-9][a-z0-9_-]{0,39}$/, { error: () => t('feeds.rule.tag') }).transform((s) => s.replace(/^#/, ''))).max(10).optional(),
);
const optionalId = z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647).optional());
/** Trending's snapshot: an instant (a page's `asOf`); a later one than now counts as now. */
const asOf = z.preprocess(blank, z.iso.datetime({ offset: true, error: () => t('feeds.rule.asOf') }).optional());
const search = z.preprocess(blank, z.string().trim().max(100).optional());

/**
 * The feed (spec section 7: `/v1/feeds/{userId}`). Newest first, unless `sortingPostsByTrending` (score: likes +
 * 2 × comments + bookmarks of the last 7 days, halved every 48 hours of the post's age; posts of the last 7 days only)
 * or `fetchingFeaturedPosts` (featured posts only, newest first). `before`: a post id; only posts older than it
 * (stable pages while new posts arrive: pass the last id of the page before, skip 0). Trending pages by skip: the
 * first page answers the `asOf` its scores were computed at; passing it back with the next skip ranks the same posts
 * the same way (posts, likes, comments and bookmarks after it do not count), so no post shows twice or is skipped while
 * people keep liking and posting. `following`: only the authors I follow (and mine). `authorId`: one member's posts.
 * `tagNames`: comma-separated, any of them. `postIds`: only these.
 */
export const feedQuery = z.object({
  ...paging,
  before: optionalId,
  search,
  tagNames: tagNamesList,
  sortingPostsByTrending: optionalFlag,
  asOf,
  fetchingFeaturedPosts: optionalFlag,
  postIds: idList,
  authorId: optionalId,
  following: optionalFlag,
});
export type FeedQuery = z.output<typeof feedQuery>;
/** The visitors' listing: the same minus what needs a session. */
export const publicFeedQuery = z.object({ ...paging, before: optionalId, search, tagNames: tagNamesList, authorId: optionalId, sortingPostsByTrending: optionalFlag, asOf, fetchingFeaturedPosts: optionalFlag });
export type PublicFeedQuery = z.output<typeof publicFeedQuery>;
export const pageQuery = z.object({ ...paging });
export const peopleQuery = z.object({ ...paging, search });
export const mentionQuery = z.object({ search: z.preprocess(blank, z.string().trim().min(1).max(60)), limit: z.preprocess(blank, z.coerce.number().int().min(1).max(20).default(8)) });
/** People search: 1-5 words, each found in a member's name, city, specialization or qualification. */
export const peopleSearchQuery = z.object({ ...paging, search: z.preprocess(blank, z.string().trim().min(1).max(60)) });
export type PeopleSearchQuery = z.output<typeof peopleSearchQuery>;
export const tagQuery = z.object({ search, limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(50)) });
export const suggestionQuery = z.object({ limit: z.preprocess(blank, z.coerce.number().int().min(1).max(FEED_RULES.suggestionsMax).default(12)) });
export const reportQueueQuery = z.object({ ...paging, status: z.preprocess(blank, z.enum(['open', 'closed', 'all']).default('open')) });
export type ReportQueueQuery = z.output<typeof reportQueueQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** A member as posts, comments and people lists show them. */
export const feedPerson = z.object({
  id: int,
  name: z.string(),
  /** "Dr", a clinic, a student: the title line under the name (specialization when known). */
  title: z.string().nullable(),
  specialization: z.string().nullable(),
  city: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  verified: z.boolean(),
});
export type FeedPerson = z.output<typeof feedPerson>;

export const feedImage = z.object({ uploadId: z.string(), url: z.string(), width: int.nullable(), height: int.nullable() });
export const feedMedia = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), images: z.array(feedImage) }),
  z.object({ type: z.literal('video'), video: z.object({ url: z.string(), videoId: z.string(), embedUrl: z.string(), thumbnailUrl: z.string() }) }),
  z.object({
    type: z.literal('document'),
    /**
     * `previewUrl`: the first page as a WebP picture (decision 064), made in the background after the post: null until
     * it is ready, and for a PDF that cannot be previewed; then `previewWidth`/`previewHeight` give its size and
     * `pages` the PDF's page count.
     */
    document: z.object({
      uploadId: z.string(),
      name: z.string(),
      url: z.string(),
      sizeBytes: int.nullable(),
      previewUrl: z.string().nullable(),
      previewWidth: int.nullable(),
      previewHeight: int.nullable(),
      pages: int.nullable(),
    }),
  }),
]);
export type FeedMedia = z.output<typeof feedMedia>;

export const postView = z.object({
  id: int,
  author: feedPerson,
  /** As written, line breaks kept; mentions as `@[Name](id)` (render with `mentions`). */
  text: z.string(),
  tags: z.array(z.string()),
  mentions: z.array(z.object({ id: int, name: z.string() })),
  media: feedMedia.nullable(),
  practitionersOnly: z.boolean(),
  counts: z.object({ likes: int, comments: int, bookmarks: int }),
  /** The caller's state (all false for visitors). */
  me: z.object({ liked: z.boolean(), bookmarked: z.boolean(), followingAuthor: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() }),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  /** canEdit turns false at this time. */
  editableUntil: isoDateTime,
  featured: z.boolean(),
  /** Only its author (and moderators) see a hidden post; the note says why. */
  hidden: z.boolean(),
  hiddenNote: z.string().nullable(),
});
export type PostView = z.output<typeof postView>;

/**
 * A page of posts; `nextBefore`: the `before` for the next page (null at the end, and when trending). `asOf`: when
 * trending, the instant its scores were computed at (pass it back with the next skip); null otherwise.
 */
export const postPage = pagedOf(postView).extend({ nextBefore: int.nullable(), asOf: isoDateTime.nullable() });
export type PostPage = z.output<typeof postPage>;

export const commentView = z.object({
  id: int,
  postId: int,
  /** null for a comment, the comment's id for a reply. */
  parentId: int.nullable(),
  author: feedPerson,
  text: z.string(),
  mentions: z.array(z.object({ id: int, name: z.string() })),
  likes: int,
  me: z.object({ liked: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() }),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  hidden: z.boolean(),
});
export type CommentView = z.output<typeof commentView>;
export const commentThread = commentView.extend({ replies: z.array(commentView) });
export type CommentThread = z.output<typeof commentThread>;
export const commentPage = pagedOf(commentThread);

export const likeState = z.object({ liked: z.boolean(), likes: int });
export const bookmarkState = z.object({ bookmarked: z.boolean(), bookmarks: int });
export const followState = z.object({ following: z.boolean(), followers: int });

/** A row of a people list: the person and whether I follow them (false for visitors). */
export const personRow = feedPerson.extend({ followedByMe: z.boolean() });
export const personPage = pagedOf(personRow);
export const memberCard = feedPerson.extend({
  counts: z.object({ posts: int, followers: int, followings: int }),
  me: z.object({ following: z.boolean(), followsMe: z.boolean(), self: z.boolean() }),
});
export const suggestion = personRow.extend({
  reasons: z.array(z.enum(['city', 'specialization', 'mutual'])),
  mutualCount: int,
});
export const suggestionList = z.object({ items: z.array(suggestion) });
export const tagList = z.object({ items: z.array(z.object({ name: z.string(), posts: int })) });
export const mentionList = z.object({ items: z.array(feedPerson) });

export const reportReceived = z.object({ id: int, status: z.enum(REPORT_STATUSES) });
export const reportItem = z.object({
  id: int,
  target: z.enum(['post', 'comment']),
  postId: int,
  commentId: int.nullable(),
  /** The reported text (its first 300 characters). */
  excerpt: z.string(),
  author: feedPerson,
  authorBlocked: z.boolean(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reporter: z.object({ id: int, name: z.string() }),
  /** Open reports on the same post or comment. */
  openReports: int,
  targetHidden: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ReportItem = z.output<typeof reportItem>;
export const moderationState = z.object({ id: int, hidden: z.boolean(), featured: z.boolean() });
export const blockState = z.object({ userId: int, blocked: z.boolean() });
export const blockedList = z.object({ items: z.array(feedPerson.extend({ note: z.string().nullable(), blockedAt: isoDateTime })) });

export const FEED_ROUTES = {
  'GET /v1/feeds/:userId': postPage,
  'GET /pub/v1/feeds': postPage,
  'GET /pub/v1/feeds/post/:feedId': postView,
  'POST /v1/feeds': postView,
  'GET /v1/feeds/post/:feedId': postView,
  'PUT /v1/feeds/post/:feedId': postView,
  'DELETE /v1/feeds/post/:feedId': noEntity,
  'POST /v1/feeds/post/:feedId/like': likeState,
  'DELETE /v1/feeds/post/:feedId/like': likeState,
  'GET /v1/feeds/post/:feedId/likes': personPage,
  'GET /pub/v1/feeds/post/:feedId/likes': personPage,
  'POST /v1/feeds/post/:feedId/bookmark': bookmarkState,
  'DELETE /v1/feeds/post/:feedId/bookmark': bookmarkState,
  'GET /v1/feeds/me/bookmarks': postPage,
  'GET /v1/feeds/post/:feedId/comments': commentPage,
  'POST /v1/feeds/post/:feedId/comments': commentView,
  'POST /v1/feeds/comments/:commentId/subcomments': commentView,
  'PUT /v1/feeds/comments/:commentId': commentView,
  'DELETE /v1/feeds/comments/:commentId': noEntity,
  'POST /v1/feeds/comments/:commentId/like': likeState,
  'DELETE /v1/feeds/comments/:commentId/like': likeState,
  'POST /v1/feeds/users/:userId/follow': followState,
  'DELETE /v1/feeds/users/:userId/follow': followState,
  'GET /v1/feeds/me/followers': personPage,
  'GET /v1/feeds/me/followings': personPage,
  'GET /pub/v1/feeds/users/:userId': memberCard,
  'GET /pub/v1/feeds/users/:userId/followers': personPage,
  'GET /pub/v1/feeds/users/:userId/followings': personPage,
  'GET /v1/feeds/suggestions': suggestionList,
  'GET /v1/feeds/mentions': mentionList,
  'GET /v1/feeds/people': personPage,
  'GET /pub/v1/feeds/tags': tagList,
  'POST /v1/feeds/post/:feedId/report': reportReceived,
  'POST /v1/feeds/comments/:commentId/report': reportReceived,
  'GET /v1/admin/feeds/reports': pagedOf(reportItem),
  'POST /v1/admin/feeds/reports/:id/hide': reportItem,
  'POST /v1/admin/feeds/reports/:id/dismiss': reportItem,
  'POST /v1/admin/feeds/posts/:feedId/hide': moderationState,
  'POST /v1/admin/feeds/posts/:feedId/restore': moderationState,
  'POST /v1/admin/feeds/comments/:commentId/hide': moderationState,
  'POST /v1/admin/feeds/comments/:commentId/restore': moderationState,
  'POST /v1/admin/feeds/posts/:feedId/feature': moderationState,
  'POST /v1/admin/feeds/authors/:userId/block': blockState,
  'GET /v1/admin/feeds/blocked': blockedList,
} as const;
