/**
 * Server side of the feed pages (issue 22): the listings through the API's feed call (spec section 7:
 * `/v1/feeds/{userId}` with tagNames, search, sortingPostsByTrending, fetchingFeaturedPosts and the `before` cursor;
 * visitors get the public listing, never practitioners-only), one post with its comments, an author's card, and one
 * action for every form on these pages (post, edit, delete, like, comment, reply, bookmark, follow, report). Each is
 * a plain form post; the composer's XMLHttpRequest gets JSON. A moderator features or stops featuring a post from its page.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { FEED_RULES, type PostPage } from '@nirog/shared/schemas/feeds';
import { entityIdParam as entityId } from '@nirog/shared/schemas/fields';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { feedViewer, type FeedViewer } from './feed-viewer.server.ts';
import { withTags, XHR_HEADER, type ComposerResult, type MentionSuggestion } from './feed-form.ts';
import type { FeedTab } from './feed-tabs.ts';
import { notFoundResponse } from './not-found.server.ts';
import { reportAction } from '../feed-people/report-action.server.ts';

export const FEED_PAGE_SIZE = 10;

export interface FeedPageQuery {
  tab: FeedTab;
  tag: string;
  search: string;
  before: string | null;
  /** Trending's next pages: the skip and the first page's `asOf` (decision 079: one ranking for all its pages). */
  skip?: string | null;
  asOf?: string | null;
  authorId?: number;
}

/**
 * A page of posts as the list shows it: the items and the next page's cursor, a post id (`?before=`), or on the
 * trending tab the next skip with the ranking's instant (`skip=20&asOf=...`, query parameters as they are).
 */
function toPage(p: PostPage) {
  if (p.asOf !== null) {
    const next = p.skip + p.items.length;
    return { items: p.items, nextCursor: p.items.length && next < p.total ? new URLSearchParams({ skip: String(next), asOf: p.asOf }).toString() : null };
  }
  return { items: p.items, nextCursor: p.nextBefore === null ? null : String(p.nextBefore) };
}

export async function loadFeedPage(api: ApiClient, viewer: FeedViewer, q: FeedPageQuery) {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (q.tab === 'trending') {
    if (q.skip && /^\d{1,6}$/.test(q.skip)) params.set('skip', q.skip);
    if (q.asOf && !Number.isNaN(Date.parse(q.asOf))) params.set('asOf', q.asOf);
  } else if (q.before && /^\d{1,9}$/.test(q.before)) params.set('before', q.before);
  if (q.tag && /^[a-z0-9][a-z0-9_-]{0,39}$/.test(q.tag)) params.set('tagNames', q.tag);
  if (q.search) params.set('search', q.search);
  if (q.authorId) params.set('authorId', String(q.authorId));
  if (q.tab === 'trending') params.set('sortingPostsByTrending', 'true');
  if (q.tab === 'featured') params.set('fetchingFeaturedPosts', 'true');
  if (q.tab === 'following' && viewer.user) params.set('following', 'true');
  const res = viewer.user ? await api.get(`/v1/feeds/${viewer.user.id}?${params}`) : await api.get(`/pub/v1/feeds?${params}`);
  if (!res.ok) {
    if (res.httpStatus === 400) return { items: [], nextCursor: null };
    throw data(null, { status: res.httpStatus === 403 ? 404 : res.httpStatus });
  }
  return toPage(res.entity);
}

export async function loadBookmarkedPosts(api: ApiClient, skip: number, limit: number) {
  const res = await api.get(`/v1/feeds/me/bookmarks?skip=${skip}&limit=${limit}`);
  return res.ok ? res.entity : null;
}

/** Comment threads per page of a post's page (each with all its replies); more are reached by `?comments=` links. */
export const COMMENTS_PAGE_SIZE = 50;

export async function loadPost(api: ApiClient, id: number, commentsPage = 1) {
  const skip = (commentsPage - 1) * COMMENTS_PAGE_SIZE;
  const [post, comments] = await Promise.all([api.get(`/v1/feeds/post/${id}`), api.get(`/v1/feeds/post/${id}/comments?skip=${skip}&limit=${COMMENTS_PAGE_SIZE}`)]);
  if (!post.ok) throw notFoundResponse();
  const total = comments.ok ? comments.entity.total : 0;
  return { post: post.entity, comments: comments.ok ? comments.entity.items : [], commentPages: Math.max(1, Math.ceil(total / COMMENTS_PAGE_SIZE)) };
}

export async function loadAuthor(api: ApiClient, userId: number) {
  const res = await api.get(`/pub/v1/feeds/users/${userId}`);
  if (!res.ok) throw notFoundResponse();
  return res.entity;
}

/** A few peers to follow (same city, specialization, mutual follows); none when the API has none for this user. */
export async function loadSuggestions(api: ApiClient, limit: number) {
  const res = await api.get(`/v1/feeds/suggestions?limit=${limit}`);
  return res.ok ? res.entity.items.map((p) => ({ id: p.id, name: p.name, specialization: p.specialization, city: p.city })) : [];
}

/** The composer's @mention suggestions (members by name). */
export async function mentionSuggestions(api: ApiClient, search: string): Promise<MentionSuggestion[]> {
  const q = search.trim().slice(0, 60);
  if (!q) return [];
  const res = await api.get(`/v1/feeds/mentions?search=${encodeURIComponent(q)}&limit=8`);
  return res.ok ? res.entity.items.map((p) => ({ userId: p.id, name: p.name, subtitle: [p.title, p.city].filter(Boolean).join(', ') || null })) : [];
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');
const filesOf = (form: FormData, name: string) => form.getAll(name).filter((f): f is File => typeof f !== 'string' && f.size > 0);

type Reply = ComposerResult & { ok?: boolean };

/** A like, bookmark or follow's new state, so a card further down the list shows it without reloading its page. */
function toggleState(entity: unknown): ComposerResult['state'] {
  if (!entity || typeof entity !== 'object') return undefined;
  const e = entity as Record<string, unknown>;
  if (typeof e.liked === 'boolean' && typeof e.likes === 'number') return { on: e.liked, count: e.likes };
  if (typeof e.bookmarked === 'boolean') return { on: e.bookmarked, count: Number(e.bookmarks) };
  if (typeof e.following === 'boolean') return { on: e.following, count: Number(e.followers) };
  return undefined;
}

/** One action for every form on the feed pages (`intent` says which). */
export async function feedAction(request: Request, api: ApiClient) {
  const user = await currentUser(api);
  const xhr = request.headers.get(XHR_HEADER) === '1';
  const form = await request.formData();
  const intent = str(form.get('intent'));
  // Reports go through the people pages' form and action (decision 062).
  if (intent === 'report') return reportAction(api, request, form);
  const id = entityId.safeParse(str(form.get('id')));
  const viewer = user ? await feedViewer(api) : null;
  const answer = (d: Reply, status = 200) => (xhr ? Response.json({ ok: status < 300, error: d.formError, fieldErrors: d.fieldErrors }, { status }) : data<Reply>(d, { status }));
  if (!user) return answer({ form: intent, formError: t('feedsWeb.login') }, 401);
  /** The API's refusal as the form shows it: field errors, or the verify modal (403 to an unverified member), or the message. */
  const refused = (res: Extract<ApiResult<unknown>, { ok: false }>, extra: Partial<Reply> = {}) =>
    answer({ form: intent, ...extra, verify: res.httpStatus === 403 && !!viewer?.verification, fieldErrors: res.error.fields, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
  const done = (res: ApiResult<unknown>, extra: Partial<Reply> = {}) => (res.ok ? answer({ form: intent, id: id.success ? id.data : undefined, notice: res.message, state: toggleState(res.entity), ...extra }) : refused(res, { id: id.success ? id.data : undefined }));

  if (intent === 'post') {
    const values = { text: str(form.get('text')), tags: str(form.get('tags')), videoUrl: str(form.get('videoUrl')), practitionersOnly: form.get('practitionersOnly') ? '1' : '' };
    const images = filesOf(form, 'images');
    if (images.length > FEED_RULES.imagesMax) return answer({ form: 'post', values, fieldErrors: { images: t('feedsWeb.composer.tooManyImages', { max: FEED_RULES.imagesMax }) } }, 400);
    const imageUploadIds: string[] = [];
    for (const file of images) {
      const up = await uploadFile(api, file, 'feed_image');
      if (!up.ok) return answer({ form: 'post', values, fieldErrors: { images: up.error.fields?.file ?? up.error.error } }, up.httpStatus === 403 ? 403 : 400);
      imageUploadIds.push(up.entity.uploadId);
    }
    let documentUploadId: string | undefined;
    const [doc] = filesOf(form, 'document');
    if (doc) {
      const up = await uploadFile(api, doc, 'feed_document');
      if (!up.ok) return answer({ form: 'post', values, fieldErrors: { document: up.error.fields?.file ?? up.error.error } }, 400);
      documentUploadId = up.entity.uploadId;
    }
    const res = await api.post('/v1/feeds', {
      text: withTags(values.text, values.tags),
      imageUploadIds: imageUploadIds.length ? imageUploadIds : undefined,
      videoLink: values.videoUrl.trim() || undefined,
      documentUploadId,
      practitionersOnly: !!values.practitionersOnly,
    });
    if (!res.ok) {
      const f = res.error.fields ?? {};
      const fieldErrors = Object.keys(f).length ? { text: f.text, videoUrl: f.videoLink, images: f.imageUploadIds, document: f.documentUploadId } : undefined;
      return answer({ form: 'post', values, verify: res.httpStatus === 403 && !!viewer?.verification, fieldErrors: fieldErrors && (JSON.parse(JSON.stringify(fieldErrors)) as Record<string, string>), formError: fieldErrors ? undefined : res.error.error }, res.httpStatus);
    }
    return answer({ form: 'post', posted: true, notice: t('feedsWeb.composer.posted') }, 201);
  }

  if (!id.success) return answer({ form: intent, formError: t('feedsWeb.error.failed') }, 400);
  const n = id.data;
  switch (intent) {
    case 'like':
      return done(await api.post(`/v1/feeds/post/${n}/like`));
    case 'unlike':
      return done(await api.del(`/v1/feeds/post/${n}/like`));
    case 'bookmark':
      return done(await api.post(`/v1/feeds/post/${n}/bookmark`));
    case 'unbookmark':
      return done(await api.del(`/v1/feeds/post/${n}/bookmark`));
    case 'follow':
      return done(await api.post(`/v1/feeds/users/${n}/follow`));
    case 'unfollow':
      return done(await api.del(`/v1/feeds/users/${n}/follow`));
    case 'delete': {
      const res = await api.del(`/v1/feeds/post/${n}`);
      // Deleted from its own page: that page is gone, so on to the feed.
      if (res.ok && new URL(request.url).pathname === `/feeds/${n}`) throw redirect('/feeds');
      return done(res, { notice: t('feedsWeb.post.deleted') });
    }
    case 'edit': {
      const current = await api.get(`/v1/feeds/post/${n}`);
      if (!current.ok) return refused(current);
      const m = current.entity.media;
      return done(
        await api.put(`/v1/feeds/post/${n}`, {
          text: withTags(str(form.get('text')), str(form.get('tags'))),
          imageUploadIds: m?.type === 'image' ? m.images.map((i) => i.uploadId) : undefined,
          videoLink: m?.type === 'video' ? m.video.url : undefined,
          documentUploadId: m?.type === 'document' ? m.document.uploadId : undefined,
          practitionersOnly: current.entity.practitionersOnly,
        }),
      );
    }
    case 'comment':
      return done(await api.post(`/v1/feeds/post/${n}/comments`, { text: str(form.get('text')) }));
    case 'reply': {
      const parent = entityId.safeParse(str(form.get('commentId')));
      if (!parent.success) return answer({ form: intent, formError: t('feedsWeb.error.failed') }, 400);
      return done(await api.post(`/v1/feeds/comments/${parent.data}/subcomments`, { text: str(form.get('text')) }), { id: parent.data });
    }
    case 'commentLike':
      return done(await api.post(`/v1/feeds/comments/${n}/like`));
    case 'commentUnlike':
      return done(await api.del(`/v1/feeds/comments/${n}/like`));
    case 'commentDelete':
      return done(await api.del(`/v1/feeds/comments/${n}`));
    case 'feature':
    case 'unfeature':
      return done(await api.post(`/v1/admin/feeds/posts/${n}/feature`, { featured: intent === 'feature' }));
  }
  return answer({ form: intent, formError: t('feedsWeb.error.failed') }, 400);
}
