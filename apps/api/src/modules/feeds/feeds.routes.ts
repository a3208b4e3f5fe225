/** The professional feed's calls (spec section 7, issue 22, decision 060): thin; the rules are in feeds.service.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import {
  blockBody,
  commentBody,
  featureBody,
  feedQuery,
  mentionQuery,
  moderationNoteBody,
  pageQuery,
  peopleQuery,
  peopleSearchQuery,
  postBody,
  publicFeedQuery,
  reportBody,
  reportQueueQuery,
  suggestionQuery,
  tagQuery,
} from '@nirog/shared/schemas/feeds';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { holdsRole, requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { FeedService } from './feeds.service.ts';

const tags = ['Feeds'];
const office = ['Feeds (moderation)'];
const feedId = z.object({ feedId: entityIdParam });
const commentId = z.object({ commentId: entityIdParam });
const userId = z.object({ userId: entityIdParam });
const reportId = z.object({ id: entityIdParam });

export async function feedRoutes(app: FastifyInstance, { feeds }: { feeds: FeedService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user;

  // Feeds and posts
  r.get('/v1/feeds/:userId', {
    schema: { response: responsesOf('GET /v1/feeds/:userId'), tags, summary: 'The feed (`:userId` is the caller): newest first with a `before` cursor, or trending, featured, following, per tag, per author, search.', params: userId, querystring: feedQuery },
  }, async (request) => ok(await feeds.feed(me(request), request.params.userId, request.query, holdsRole(request.auth, 'moderator'))));

  r.get('/pub/v1/feeds', {
    schema: { response: responsesOf('GET /pub/v1/feeds'), tags, summary: 'The visitors\' listing: never practitioners-only or hidden posts.', querystring: publicFeedQuery },
  }, async (request) => ok(await feeds.publicFeed(request.auth?.user ?? null, request.query)));

  r.get('/pub/v1/feeds/post/:feedId', { schema: { response: responsesOf('GET /pub/v1/feeds/post/:feedId'), tags, summary: 'One public post (practitioners-only or hidden: 404).', params: feedId } }, async (request) =>
    ok(await feeds.publicPost(request.params.feedId)),
  );

  r.post('/v1/feeds', { schema: { response: responsesOf('POST /v1/feeds'), tags, summary: 'A new post: text, up to 10 photos, or a video link, or a PDF; tags and mentions read from the text.', body: postBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await feeds.createPost(me(request), request.body), t('feeds.toast.posted'));
  });

  r.get('/v1/feeds/post/:feedId', { schema: { response: responsesOf('GET /v1/feeds/post/:feedId'), tags, summary: 'One post (hidden: only its author and moderators).', params: feedId } }, async (request) =>
    ok(await feeds.post(me(request), request.params.feedId, holdsRole(request.auth, 'moderator'))),
  );

  r.put('/v1/feeds/post/:feedId', { schema: { response: responsesOf('PUT /v1/feeds/post/:feedId'), tags, summary: 'Edit my post within the edit window (replaces text, media and the practitioners-only flag).', params: feedId, body: postBody } }, async (request) =>
    ok(await feeds.editPost(me(request), request.params.feedId, request.body), t('feeds.toast.postSaved')),
  );

  r.delete('/v1/feeds/post/:feedId', { schema: { response: responsesOf('DELETE /v1/feeds/post/:feedId'), tags, summary: 'Delete my post.', params: feedId } }, async (request) =>
    ok(await feeds.deletePost(me(request), request.params.feedId), t('feeds.toast.postDeleted')),
  );

  r.post('/v1/feeds/post/:feedId/like', { schema: { response: responsesOf('POST /v1/feeds/post/:feedId/like'), tags, summary: 'Like a post.', params: feedId } }, async (request) => ok(await feeds.likePost(me(request), request.params.feedId, true)));
  r.delete('/v1/feeds/post/:feedId/like', { schema: { response: responsesOf('DELETE /v1/feeds/post/:feedId/like'), tags, summary: 'Unlike a post.', params: feedId } }, async (request) => ok(await feeds.likePost(me(request), request.params.feedId, false)));

  r.get('/v1/feeds/post/:feedId/likes', { schema: { response: responsesOf('GET /v1/feeds/post/:feedId/likes'), tags, summary: 'Who liked a post.', params: feedId, querystring: pageQuery } }, async (request) =>
    ok(await feeds.likers(me(request), request.params.feedId, request.query, false)),
  );
  r.get('/pub/v1/feeds/post/:feedId/likes', { schema: { response: responsesOf('GET /pub/v1/feeds/post/:feedId/likes'), tags, summary: 'Who liked a public post.', params: feedId, querystring: pageQuery } }, async (request) =>
    ok(await feeds.likers(request.auth?.user ?? null, request.params.feedId, request.query, true)),
  );

  r.post('/v1/feeds/post/:feedId/bookmark', { schema: { response: responsesOf('POST /v1/feeds/post/:feedId/bookmark'), tags, summary: 'Bookmark a post.', params: feedId } }, async (request) => ok(await feeds.bookmarkPost(me(request), request.params.feedId, true)));
  r.delete('/v1/feeds/post/:feedId/bookmark', { schema: { response: responsesOf('DELETE /v1/feeds/post/:feedId/bookmark'), tags, summary: 'Remove a bookmark.', params: feedId } }, async (request) => ok(await feeds.bookmarkPost(me(request), request.params.feedId, false)));
  r.get('/v1/feeds/me/bookmarks', { schema: { response: responsesOf('GET /v1/feeds/me/bookmarks'), tags, summary: 'My bookmarked posts, newest bookmark first.', querystring: pageQuery } }, async (request) => ok(await feeds.bookmarks(me(request), request.query)));

  // Comments
  r.get('/v1/feeds/post/:feedId/comments', { schema: { response: responsesOf('GET /v1/feeds/post/:feedId/comments'), tags, summary: 'Comments oldest first, each with its replies (moderators read them whatever their Feed access).', params: feedId, querystring: pageQuery } }, async (request) =>
    ok(await feeds.comments(me(request), request.params.feedId, request.query, holdsRole(request.auth, 'moderator'))),
  );
  r.post('/v1/feeds/post/:feedId/comments', { schema: { response: responsesOf('POST /v1/feeds/post/:feedId/comments'), tags, summary: 'Comment on a post.', params: feedId, body: commentBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await feeds.addComment(me(request), request.params.feedId, request.body), t('feeds.toast.commented'));
  });
  r.post('/v1/feeds/comments/:commentId/subcomments', { schema: { response: responsesOf('POST /v1/feeds/comments/:commentId/subcomments'), tags, summary: 'Reply to a comment (one level: a reply to a reply joins its thread).', params: commentId, body: commentBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await feeds.addComment(me(request), 0, request.body, request.params.commentId), t('feeds.toast.commented'));
  });
  r.put('/v1/feeds/comments/:commentId', { schema: { response: responsesOf('PUT /v1/feeds/comments/:commentId'), tags, summary: 'Edit my comment within the edit window.', params: commentId, body: commentBody } }, async (request) =>
    ok(await feeds.editComment(me(request), request.params.commentId, request.body), t('feeds.toast.commentSaved')),
  );
  r.delete('/v1/feeds/comments/:commentId', { schema: { response: responsesOf('DELETE /v1/feeds/comments/:commentId'), tags, summary: 'Delete my comment, or a comment on my post.', params: commentId } }, async (request) =>
    ok(await feeds.deleteComment(me(request), request.params.commentId), t('feeds.toast.commentDeleted')),
  );
  r.post('/v1/feeds/comments/:commentId/like', { schema: { response: responsesOf('POST /v1/feeds/comments/:commentId/like'), tags, summary: 'Like a comment.', params: commentId } }, async (request) => ok(await feeds.likeComment(me(request), request.params.commentId, true)));
  r.delete('/v1/feeds/comments/:commentId/like', { schema: { response: responsesOf('DELETE /v1/feeds/comments/:commentId/like'), tags, summary: 'Unlike a comment.', params: commentId } }, async (request) => ok(await feeds.likeComment(me(request), request.params.commentId, false)));

  // People
  r.post('/v1/feeds/users/:userId/follow', { schema: { response: responsesOf('POST /v1/feeds/users/:userId/follow'), tags, summary: 'Follow a member.', params: userId } }, async (request) => ok(await feeds.follow(me(request), request.params.userId, true)));
  r.delete('/v1/feeds/users/:userId/follow', { schema: { response: responsesOf('DELETE /v1/feeds/users/:userId/follow'), tags, summary: 'Unfollow a member.', params: userId } }, async (request) => ok(await feeds.follow(me(request), request.params.userId, false)));
  r.get('/v1/feeds/me/followers', { schema: { response: responsesOf('GET /v1/feeds/me/followers'), tags, summary: 'My followers.', querystring: peopleQuery } }, async (request) => {
    const user = me(request);
    return ok(await feeds.followersOf(user, user.id, request.query));
  });
  r.get('/v1/feeds/me/followings', { schema: { response: responsesOf('GET /v1/feeds/me/followings'), tags, summary: 'Whom I follow.', querystring: peopleQuery } }, async (request) => {
    const user = me(request);
    return ok(await feeds.followingsOf(user, user.id, request.query));
  });
  r.get('/pub/v1/feeds/users/:userId', { schema: { response: responsesOf('GET /pub/v1/feeds/users/:userId'), tags, summary: "A member's card with counts (and my relation to them when signed in).", params: userId } }, async (request) =>
    ok(await feeds.memberCard(request.auth?.user ?? null, request.params.userId)),
  );
  r.get('/pub/v1/feeds/users/:userId/followers', { schema: { response: responsesOf('GET /pub/v1/feeds/users/:userId/followers'), tags, summary: "A member's followers.", params: userId, querystring: peopleQuery } }, async (request) =>
    ok(await feeds.followersOf(request.auth?.user ?? null, request.params.userId, request.query)),
  );
  r.get('/pub/v1/feeds/users/:userId/followings', { schema: { response: responsesOf('GET /pub/v1/feeds/users/:userId/followings'), tags, summary: 'Whom a member follows.', params: userId, querystring: peopleQuery } }, async (request) =>
    ok(await feeds.followingsOf(request.auth?.user ?? null, request.params.userId, request.query)),
  );
  r.get('/v1/feeds/suggestions', { schema: { response: responsesOf('GET /v1/feeds/suggestions'), tags, summary: 'Peers to follow: same city, same specialization, mutual follows.', querystring: suggestionQuery } }, async (request) =>
    ok(await feeds.suggestions(me(request), request.query.limit)),
  );
  r.get('/v1/feeds/mentions', { schema: { response: responsesOf('GET /v1/feeds/mentions'), tags, summary: '`@name` autocomplete: members whose name starts with the search.', querystring: mentionQuery } }, async (request) =>
    ok(await feeds.mentionCandidates(me(request), request.query.search ?? '', request.query.limit)),
  );
  r.get('/v1/feeds/people', { schema: { response: responsesOf('GET /v1/feeds/people'), tags, summary: 'People search: every word in the name, city, a specialization or a qualification.', querystring: peopleSearchQuery } }, async (request) =>
    ok(await feeds.searchPeople(me(request), request.query)),
  );
  r.get('/pub/v1/feeds/tags', { schema: { response: responsesOf('GET /pub/v1/feeds/tags'), tags, summary: 'Tags with their count of public posts.', querystring: tagQuery } }, async (request) => ok(await feeds.tags(request.query)));

  // Reports
  r.post('/v1/feeds/post/:feedId/report', { schema: { response: responsesOf('POST /v1/feeds/post/:feedId/report'), tags, summary: 'Report a post.', params: feedId, body: reportBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await feeds.report(me(request), { postId: request.params.feedId }, request.body), t('feeds.toast.reported'));
  });
  r.post('/v1/feeds/comments/:commentId/report', { schema: { response: responsesOf('POST /v1/feeds/comments/:commentId/report'), tags, summary: 'Report a comment.', params: commentId, body: reportBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await feeds.report(me(request), { commentId: request.params.commentId }, request.body), t('feeds.toast.reported'));
  });

  // The moderators' back office
  const mod = (request: Parameters<typeof requireUser>[0]) => requireRole(request, 'moderator').user;
  r.get('/v1/admin/feeds/reports', { schema: { response: responsesOf('GET /v1/admin/feeds/reports'), tags: office, summary: 'The report queue: open reports oldest first (status open|closed|all).', querystring: reportQueueQuery } }, async (request) => {
    mod(request);
    return ok(await feeds.reportQueue(request.query));
  });
  r.post('/v1/admin/feeds/reports/:id/hide', { schema: { response: responsesOf('POST /v1/admin/feeds/reports/:id/hide'), tags: office, summary: 'Hide what was reported; its open reports close; the author is told why.', params: reportId, body: moderationNoteBody } }, async (request) =>
    ok(await feeds.decideReport(mod(request).id, request.params.id, 'hide', request.body.note), t('feeds.toast.hidden')),
  );
  r.post('/v1/admin/feeds/reports/:id/dismiss', { schema: { response: responsesOf('POST /v1/admin/feeds/reports/:id/dismiss'), tags: office, summary: 'Close a report without action.', params: reportId } }, async (request) =>
    ok(await feeds.decideReport(mod(request).id, request.params.id, 'dismiss', ''), t('feeds.toast.dismissed')),
  );
  r.post('/v1/admin/feeds/posts/:feedId/hide', { schema: { response: responsesOf('POST /v1/admin/feeds/posts/:feedId/hide'), tags: office, summary: 'Hide a post; the author is told why.', params: feedId, body: moderationNoteBody } }, async (request) =>
    ok(await feeds.moderatePost(mod(request).id, request.params.feedId, { hidden: true, note: request.body.note }), t('feeds.toast.hidden')),
  );
  r.post('/v1/admin/feeds/posts/:feedId/restore', { schema: { response: responsesOf('POST /v1/admin/feeds/posts/:feedId/restore'), tags: office, summary: 'Show a hidden post again.', params: feedId } }, async (request) =>
    ok(await feeds.moderatePost(mod(request).id, request.params.feedId, { hidden: false }), t('feeds.toast.restored')),
  );
  r.post('/v1/admin/feeds/comments/:commentId/hide', { schema: { response: responsesOf('POST /v1/admin/feeds/comments/:commentId/hide'), tags: office, summary: 'Hide a comment; the author is told why.', params: commentId, body: moderationNoteBody } }, async (request) =>
    ok(await feeds.moderateComment(mod(request).id, request.params.commentId, true, request.body.note), t('feeds.toast.hidden')),
  );
  r.post('/v1/admin/feeds/comments/:commentId/restore', { schema: { response: responsesOf('POST /v1/admin/feeds/comments/:commentId/restore'), tags: office, summary: 'Show a hidden comment again.', params: commentId } }, async (request) =>
    ok(await feeds.moderateComment(mod(request).id, request.params.commentId, false, ''), t('feeds.toast.restored')),
  );
  r.post('/v1/admin/feeds/posts/:feedId/feature', { schema: { response: responsesOf('POST /v1/admin/feeds/posts/:feedId/feature'), tags: office, summary: 'Feature or unfeature a post.', params: feedId, body: featureBody } }, async (request) =>
    ok(await feeds.moderatePost(mod(request).id, request.params.feedId, { featured: request.body.featured }), t(request.body.featured ? 'feeds.toast.featured' : 'feeds.toast.unfeatured')),
  );
  r.post('/v1/admin/feeds/authors/:userId/block', { schema: { response: responsesOf('POST /v1/admin/feeds/authors/:userId/block'), tags: office, summary: 'Block or unblock a member from posting and commenting.', params: userId, body: blockBody } }, async (request) =>
    ok(await feeds.block(mod(request).id, request.params.userId, request.body.blocked, request.body.note), t(request.body.blocked ? 'feeds.toast.blocked' : 'feeds.toast.unblocked')),
  );
  r.get('/v1/admin/feeds/blocked', { schema: { response: responsesOf('GET /v1/admin/feeds/blocked'), tags: office, summary: 'Members blocked from posting.' } }, async (request) => {
    mod(request);
    return ok(await feeds.blockedList());
  });
}
