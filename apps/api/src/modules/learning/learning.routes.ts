/**
 * The learning library (issue 24, decision 068; spec section 7 "LMS categories, courses, topics"). The route list is
 * in packages/shared/src/schemas/learning.ts.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { t } from '@nirog/shared/messages/catalogue';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { adminIdParam, categoryBody, courseBody, courseListQuery, progressBody, topicBody, videoBody } from '@nirog/shared/schemas/learning';
import { z } from 'zod';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { LearningService } from './learning.service.ts';

const tags = ['Learning'];
const adminTags = ['Learning (back office)'];
const idParam = z.object({ id: entityIdParam });

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes: the first range, or null when it cannot be served. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'none' {
  if (!header) return 'none';
  const m = /^bytes=(\d*)-(\d*)(?:,.*)?$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export async function learningRoutes(app: FastifyInstance, { learning }: { learning: LearningService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v1/learning/categories', {
    schema: { response: responsesOf('GET /pub/v1/learning/categories'), tags, summary: 'Published learning categories with the number of published courses in each.' },
  }, async () => ok(await learning.categories()));

  r.get('/pub/v1/learning/courses', {
    schema: { response: responsesOf('GET /pub/v1/learning/courses'), tags, summary: 'Published courses, of one category with ?category=: price (0 = free), topics, videos, total length.', querystring: courseListQuery },
  }, async (request) => ok(await learning.courses(request.query)));

  r.get('/v1/learning/courses/:id', {
    schema: { response: responsesOf('GET /v1/learning/courses/:id'), tags, summary: "A course: description, topics and videos, the caller's enrolment (none, awaiting_payment, active, completed) and what they watched. Learning read or write.", params: idParam },
  }, async (request) => ok(await learning.course(requireUser(request).user, request.params.id)));

  r.post('/v1/learning/courses/:id/enrolments', {
    schema: { response: responsesOf('POST /v1/learning/courses/:id/enrolments'), tags, summary: 'Enrol: a free course at once (201; 200 when already enrolled); a paid one answers the order (type 6) to pay, a new one unless one is still open. Learning write and a verified practitioner.', params: idParam },
  }, async (request, reply) => {
    const { facts, orderId, created } = await learning.enrol(requireUser(request).user, request.params.id);
    reply.status(created ? 201 : 200);
    return ok({ enrolment: facts, orderId }, t(orderId ? 'learning.toast.payToStart' : 'learning.toast.enrolled'));
  });

  r.get('/v1/learning/enrolments', {
    schema: { response: responsesOf('GET /v1/learning/enrolments'), tags, summary: "The caller's courses with videos watched and completedAt (set once, when every video is watched to 90 %)." },
  }, async (request) => ok(await learning.enrolments(requireUser(request).user)));

  r.get('/v1/learning/videos/:id', {
    schema: { response: responsesOf('GET /v1/learning/videos/:id'), tags, summary: "A video to play: its source (our file, an HLS playlist, or a platform's player), the saved position (any device), the next and previous videos. Enrolled, and paid for a paid course (else 403).", params: idParam },
  }, async (request) => ok(await learning.player(requireUser(request).user, request.params.id)));

  r.get('/v1/learning/videos/:id/file', {
    schema: { response: nonJsonResponse('video/mp4', 'The video file, whole (200) or the range asked for (206).'), tags, summary: "A file video's bytes, with range requests (206). Enrolled, and paid for a paid course (else 403).", params: idParam },
  }, async (request, reply) => {
    const where = await learning.videoFile(requireUser(request).user, request.params.id);
    // An uploaded video in a bucket: its signed URL (the bucket answers the ranges), never cached past its life.
    if ('redirect' in where) return reply.header('cache-control', 'private, no-store').redirect(where.redirect, 302);
    const file = where.path;
    const size = (await fs.promises.stat(file)).size;
    const range = byteRange(request.headers.range, size);
    reply.type('video/mp4').header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600').header('content-encoding', 'identity');
    if (range === null) return reply.status(416).header('content-range', `bytes */${size}`).send();
    if (range === 'none') return reply.header('content-length', size).send(fs.createReadStream(file));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(fs.createReadStream(file, { start: range.start, end: range.end }));
  });

  r.put('/v1/learning/videos/:id/progress', {
    schema: { response: responsesOf('PUT /v1/learning/videos/:id/progress'), tags, summary: 'Save the position in a video (seconds). It only moves forward unless rewind is true (a deliberate seek back); the furthest point marks the video watched at 90 % and may complete the course (once). Learning write.', params: idParam, body: progressBody },
  }, async (request) => ok(await learning.saveProgress(requireUser(request).user, request.params.id, request.body)));

  // Back office (role editor) ------------------------------------------------------------------------------------
  const editor = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'editor');
  const a = learning.admin;

  r.get('/v1/admin/learning/categories', { schema: { response: responsesOf('GET /v1/admin/learning/categories'), tags: adminTags, summary: 'Every category, published or not.' } }, async (request) => {
    editor(request);
    return ok(await a.categories());
  });
  r.post('/v1/admin/learning/categories', { schema: { response: responsesOf('POST /v1/admin/learning/categories'), tags: adminTags, summary: 'Add a category.', body: categoryBody } }, async (request, reply) => {
    editor(request);
    reply.status(201);
    return ok(await a.saveCategory(null, request.body), t('learning.toast.saved'));
  });
  r.put('/v1/admin/learning/categories/:id', { schema: { response: responsesOf('PUT /v1/admin/learning/categories/:id'), tags: adminTags, summary: 'Change a category (published false hides it and its courses).', params: adminIdParam, body: categoryBody } }, async (request) => {
    editor(request);
    return ok(await a.saveCategory(request.params.id, request.body), t('learning.toast.saved'));
  });
  r.get('/v1/admin/learning/courses', { schema: { response: responsesOf('GET /v1/admin/learning/courses'), tags: adminTags, summary: 'Every course, published or not, with enrolment counts.' } }, async (request) => {
    editor(request);
    return ok(await a.courses());
  });
  r.post('/v1/admin/learning/courses', { schema: { response: responsesOf('POST /v1/admin/learning/courses'), tags: adminTags, summary: 'Add a course (unpublished until it has a video).', body: courseBody } }, async (request, reply) => {
    editor(request);
    reply.status(201);
    return ok(await a.saveCourse(null, request.body), t('learning.toast.saved'));
  });
  r.get('/v1/admin/learning/courses/:id', { schema: { response: responsesOf('GET /v1/admin/learning/courses/:id'), tags: adminTags, summary: 'A course with its topics and videos, and the shipped video files to choose from.', params: adminIdParam } }, async (request) => {
    editor(request);
    return ok(await a.course(request.params.id));
  });
  r.put('/v1/admin/learning/courses/:id', { schema: { response: responsesOf('PUT /v1/admin/learning/courses/:id'), tags: adminTags, summary: 'Change or publish a course (publishing needs a video).', params: adminIdParam, body: courseBody } }, async (request) => {
    editor(request);
    return ok(await a.saveCourse(request.params.id, request.body), t('learning.toast.saved'));
  });
  r.post('/v1/admin/learning/courses/:id/topics', { schema: { response: responsesOf('POST /v1/admin/learning/courses/:id/topics'), tags: adminTags, summary: 'Add a topic at a free position.', params: adminIdParam, body: topicBody } }, async (request, reply) => {
    editor(request);
    reply.status(201);
    return ok(await a.saveTopic(request.params.id, null, request.body), t('learning.toast.saved'));
  });
  r.put('/v1/admin/learning/topics/:id', { schema: { response: responsesOf('PUT /v1/admin/learning/topics/:id'), tags: adminTags, summary: 'Change a topic.', params: adminIdParam, body: topicBody } }, async (request) => {
    editor(request);
    return ok(await a.saveTopic(null, request.params.id, request.body), t('learning.toast.saved'));
  });
  r.delete('/v1/admin/learning/topics/:id', { schema: { response: responsesOf('DELETE /v1/admin/learning/topics/:id'), tags: adminTags, summary: "Remove a topic and its videos (not a published course's last video).", params: adminIdParam } }, async (request) => {
    editor(request);
    return ok(await a.deleteTopic(request.params.id), t('learning.toast.removed'));
  });
  r.post('/v1/admin/learning/topics/:id/videos', { schema: { response: responsesOf('POST /v1/admin/learning/topics/:id/videos'), tags: adminTags, summary: 'Add a video to a topic: a shipped file, an HLS path on this site, or a video platform link (spec section 5).', params: adminIdParam, body: videoBody } }, async (request, reply) => {
    editor(request);
    reply.status(201);
    return ok(await a.saveVideo(request.params.id, null, request.body), t('learning.toast.saved'));
  });
  r.put('/v1/admin/learning/videos/:id', { schema: { response: responsesOf('PUT /v1/admin/learning/videos/:id'), tags: adminTags, summary: 'Change a video.', params: adminIdParam, body: videoBody } }, async (request) => {
    editor(request);
    return ok(await a.saveVideo(null, request.params.id, request.body), t('learning.toast.saved'));
  });
  r.delete('/v1/admin/learning/videos/:id', { schema: { response: responsesOf('DELETE /v1/admin/learning/videos/:id'), tags: adminTags, summary: "Remove a video (not a published course's last one).", params: adminIdParam } }, async (request) => {
    editor(request);
    return ok(await a.deleteVideo(request.params.id), t('learning.toast.removed'));
  });
}
