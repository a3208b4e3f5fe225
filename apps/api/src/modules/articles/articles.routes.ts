/**
 * Articles (decisions 046, 047): public listings, pages, search and sitemap under /pub; the editors' desk under
 * /v1/admin (role `editor`, or `admin`); the pictures' copies at /images/articles/{id}/{width}.{webp|jpg}.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import {
  ARTICLE_IMAGE_WIDTHS,
  adminArticleListQuery,
  articleBody,
  articleIdParams,
  articleImageBody,
  articleListParams,
  articleListQuery,
  articlePathParams,
  articleScheduleBody,
  articleTranslationBody,
  contentSearchQuery,
  revisionParams,
  sitemapQuery,
} from '@nirog/shared/schemas/articles';
import { PUBLIC_ROUTE, requireRole } from '../../plugins/auth.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { ok } from '../../plugins/errors.ts';
import type { ArticleService } from './articles.service.ts';

const pub = ['Articles'];
const tags = ['Back office: articles'];

export async function articleRoutes(app: FastifyInstance, { articles }: { articles: ArticleService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();
  const editor = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'editor').user.id;

  // Declared before the listing route so "sitemap" is never read as a media type.
  r.get('/pub/v1/articles/sitemap', {
    config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /pub/v1/articles/sitemap'), tags: pub, summary: 'Every published article of a language with its last change, for the sitemap index.', querystring: sitemapQuery },
  }, async (request) => ok(await articles.sitemap(request.query.lang)));

  r.get('/pub/v1/articles/:mediaType/:language', {
    config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /pub/v1/articles/:mediaType/:language'), tags: pub, summary: 'Published articles of a media type and language, newest first; optionally one category (skip/limit, default 10).', params: articleListParams, querystring: articleListQuery },
  }, async (request) => ok(await articles.list(request.params.mediaType, request.params.language, request.query)));

  r.get('/pub/v1/articles/:mediaType/:language/:category/:slug', {
    config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /pub/v1/articles/:mediaType/:language/:category/:slug'), tags: pub, summary: 'A published article at its address, with its author, translation, related articles, medicines and doctors.', params: articlePathParams },
  }, async (request) => {
    const p = request.params;
    return ok(await articles.getByPath(p.mediaType, p.language, p.category, p.slug));
  });

  r.get('/pub/v1/content/search', {
    config: PUBLIC_ROUTE,
    schema: { response: responsesOf('GET /pub/v1/content/search'), tags: pub, summary: 'The content search bar: articles by full-text search with typo tolerance (at most 20 a page, spec section 9), in sections.', querystring: contentSearchQuery },
  }, async (request) => ok(await articles.search(request.query.q, request.query)));

  // ------------------------------------------------------------------ the desk

  r.get('/v1/admin/articles', {
    schema: { response: responsesOf('GET /v1/admin/articles'), tags, summary: 'Articles of every status, last changed first; filter by status, search title or slug.', querystring: adminArticleListQuery },
  }, async (request) => {
    editor(request);
    return ok(await articles.adminList(request.query));
  });

  r.get('/v1/admin/articles/:id', { schema: { response: responsesOf('GET /v1/admin/articles/:id'), tags, summary: 'An article as the desk edits it.', params: articleIdParams } }, async (request) => {
    editor(request);
    return ok(await articles.get(request.params.id));
  });

  r.post('/v1/admin/articles', { schema: { response: responsesOf('POST /v1/admin/articles'), tags, summary: 'A new draft (its HTML sanitised on the way in).', body: articleBody } }, async (request, reply) => {
    const a = await articles.create(editor(request), request.body);
    reply.status(201);
    return ok(a, t('articles.saved'));
  });

  r.put('/v1/admin/articles/:id', { schema: { response: responsesOf('PUT /v1/admin/articles/:id'), tags, summary: 'Save an article (a new revision; HTML sanitised).', params: articleIdParams, body: articleBody } }, async (request) =>
    ok(await articles.update(editor(request), request.params.id, request.body), t('articles.saved')),
  );

  r.put('/v1/admin/articles/:id/publish', { schema: { response: responsesOf('PUT /v1/admin/articles/:id/publish'), tags, summary: 'Publish now.', params: articleIdParams } }, async (request) =>
    ok(await articles.publish(editor(request), request.params.id), t('articles.published')),
  );

  r.put('/v1/admin/articles/:id/schedule', { schema: { response: responsesOf('PUT /v1/admin/articles/:id/schedule'), tags, summary: 'Publish at a later time (readers see it from then on).', params: articleIdParams, body: articleScheduleBody } }, async (request) =>
    ok(await articles.schedule(editor(request), request.params.id, new Date(request.body.publishAt)), t('articles.scheduled')),
  );

  r.put('/v1/admin/articles/:id/unpublish', { schema: { response: responsesOf('PUT /v1/admin/articles/:id/unpublish'), tags, summary: 'Back to draft (hidden from readers).', params: articleIdParams } }, async (request) =>
    ok(await articles.unpublish(editor(request), request.params.id), t('articles.unpublished')),
  );

  r.put('/v1/admin/articles/:id/translation', { schema: { response: responsesOf('PUT /v1/admin/articles/:id/translation'), tags, summary: 'Link the translation in the other language (both ways), or unlink with null.', params: articleIdParams, body: articleTranslationBody } }, async (request) =>
    ok(await articles.linkTranslation(editor(request), request.params.id, request.body.translationId), t('articles.translationLinked')),
  );

  r.get('/v1/admin/articles/:id/preview', { schema: { response: responsesOf('GET /v1/admin/articles/:id/preview'), tags, summary: 'The article as its page will show it, whatever its status.', params: articleIdParams } }, async (request) => {
    editor(request);
    return ok(await articles.preview(request.params.id));
  });

  r.get('/v1/admin/articles/:id/revisions', { schema: { response: responsesOf('GET /v1/admin/articles/:id/revisions'), tags, summary: 'Saved versions, newest first.', params: articleIdParams } }, async (request) => {
    editor(request);
    return ok(await articles.revisions(request.params.id));
  });

  r.get('/v1/admin/articles/:id/revisions/:revisionId', { schema: { response: responsesOf('GET /v1/admin/articles/:id/revisions/:revisionId'), tags, summary: 'One saved version.', params: revisionParams } }, async (request) => {
    editor(request);
    return ok(await articles.revision(request.params.id, request.params.revisionId));
  });

  r.post('/v1/admin/article-images', {
    schema: { response: responsesOf('POST /v1/admin/article-images'), tags, summary: `Attach an uploaded picture (purpose article_image): resized to ${ARTICLE_IMAGE_WIDTHS.join('/')} px wide in WebP and JPEG.`, body: articleImageBody },
  }, async (request, reply) => {
    const image = await articles.addImage(editor(request), request.body.uploadId, request.body.alt);
    reply.status(201);
    return ok(image, t('articles.imageAdded'));
  });

  // A copy never changes under its address (a new picture gets a new id): cached for a year.
  app.get('/images/articles/:imageId/:file', {
    config: PUBLIC_ROUTE,
    schema: { tags: pub, summary: 'One copy of an article picture ({width}.webp or {width}.jpg); cached for a year.', params: z.object({ imageId: z.uuid(), file: z.string().regex(/^\d{2,4}\.(?:webp|jpg)$/) }) },
  }, async (request, reply) => {
    const { imageId, file } = request.params as { imageId: string; file: string };
    const [w, ext] = file.split('.');
    const bytes = (ARTICLE_IMAGE_WIDTHS as readonly number[]).includes(Number(w)) ? await articles.imageCopy(imageId, Number(w), ext as 'webp' | 'jpg') : null;
    if (!bytes) return reply.status(404).send({ status: false, message: { code: 'not_found', error: t('error.notFound') } });
    return reply.header('content-type', ext === 'webp' ? 'image/webp' : 'image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
