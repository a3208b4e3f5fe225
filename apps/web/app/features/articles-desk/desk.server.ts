/**
 * The editors' desk's server side (decision 047): every change is a plain form POST to the article's page (works
 * without JavaScript); the API checks the role (`editor` or `admin`) and sanitises the HTML. Success redirects back
 * with `?done=`; a refusal comes back with the API's messages beside the fields.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { AdminArticleView, ArticleBodyInput } from '@nirog/shared/schemas/articles';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { notFound } from '../back-office/office.server.ts';
import { indiaTimeToIso } from './india-time.ts';

export const DESK_DONE = ['saved', 'published', 'scheduled', 'unpublished', 'translation'] as const;
export type DeskDone = (typeof DESK_DONE)[number];

export function deskToast(url: URL): string | null {
  switch (url.searchParams.get('done')) {
    case 'saved':
      return t('articles.saved');
    case 'published':
      return t('articles.published');
    case 'scheduled':
      return t('articles.scheduled');
    case 'unpublished':
      return t('articles.unpublished');
    case 'translation':
      return t('articles.translationLinked');
    default:
      return null;
  }
}

export interface DeskActionResult {
  intent: string;
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The API body from the form (the API checks every field and says what is wrong). */
export function articleBodyOf(form: FormData): ArticleBodyInput {
  const author = str(form, 'authorId');
  return {
    mediaType: str(form, 'mediaType') as ArticleBodyInput['mediaType'],
    language: str(form, 'language') as ArticleBodyInput['language'],
    category: str(form, 'category') as ArticleBodyInput['category'],
    slug: str(form, 'slug'),
    title: str(form, 'title'),
    summary: str(form, 'summary'),
    bodyHtml: typeof form.get('bodyHtml') === 'string' ? String(form.get('bodyHtml')) : '',
    coverImageId: str(form, 'coverImageId') || null,
    galleryImageIds: list(str(form, 'galleryImageIds')),
    videoUrl: str(form, 'videoUrl') || null,
    authorId: /^\d{1,9}$/.test(author) ? Number(author) : null,
    seoTitle: str(form, 'seoTitle'),
    seoDescription: str(form, 'seoDescription'),
    tags: list(str(form, 'tags')).map((s) => s.toLowerCase()),
  };
}

export async function deskAction(request: Request, api: ApiClient, id: number | null) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = str(form, 'intent') || 'save';
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v;
  const refused = (res: Extract<ApiResult<unknown>, { ok: false }>) => {
    if (res.httpStatus === 403) throw notFound();
    return data<DeskActionResult>({ intent, formError: res.error.error, fieldErrors: res.error.fields ?? {}, values }, { status: res.httpStatus });
  };
  const back = (articleId: number, done: DeskDone) => redirect(`/admin/articles/${articleId}?done=${done}`);

  if (intent === 'save' || intent === 'save-publish') {
    const body = articleBodyOf(form);
    const res: ApiResult<AdminArticleView> = id ? await api.put(`/v1/admin/articles/${id}`, body) : await api.post('/v1/admin/articles', body);
    if (!res.ok) return refused(res);
    if (intent === 'save-publish') {
      const pub = await api.put(`/v1/admin/articles/${res.entity.id}/publish`);
      if (!pub.ok) return refused(pub);
      return back(res.entity.id, 'published');
    }
    return back(res.entity.id, 'saved');
  }
  if (!id) throw notFound();
  if (intent === 'publish') {
    const res = await api.put(`/v1/admin/articles/${id}/publish`);
    return res.ok ? back(id, 'published') : refused(res);
  }
  if (intent === 'unpublish') {
    const res = await api.put(`/v1/admin/articles/${id}/unpublish`);
    return res.ok ? back(id, 'unpublished') : refused(res);
  }
  if (intent === 'schedule') {
    const publishAt = indiaTimeToIso(str(form, 'publishAt'));
    if (!publishAt) return data<DeskActionResult>({ intent, formError: t('articles.error.publishAt'), fieldErrors: { publishAt: t('articles.error.publishAt') }, values }, { status: 400 });
    const res = await api.put(`/v1/admin/articles/${id}/schedule`, { publishAt });
    return res.ok ? back(id, 'scheduled') : refused(res);
  }
  if (intent === 'translation') {
    const raw = str(form, 'translationId');
    const translationId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    if (raw && translationId === null) return data<DeskActionResult>({ intent, formError: t('error.idInvalid'), fieldErrors: { translationId: t('error.idInvalid') }, values }, { status: 400 });
    const res = await api.put(`/v1/admin/articles/${id}/translation`, { translationId });
    return res.ok ? back(id, 'translation') : refused(res);
  }
  throw notFound();
}

/** A picture for the editor, the cover or the gallery: uploaded, attached and resized; JSON back for the page's script. */
export async function deskImageAction(request: Request, api: ApiClient) {
  await requireUser(api, request);
  const form = await request.formData();
  const file = form.get('file');
  const alt = typeof form.get('alt') === 'string' ? String(form.get('alt')).trim() : '';
  const fail = (error: string, status = 400) => Response.json({ ok: false, error }, { status });
  if (alt.length < 3) return fail(t('articles.desk.imageAlt'));
  if (!(file instanceof File) || file.size === 0) return fail(t('articles.desk.imageFailed'));
  const up = await uploadFile(api, file, 'article_image');
  if (!up.ok) return fail(up.error.fields?.file ?? up.error.error);
  const res = await api.post('/v1/admin/article-images', { uploadId: up.entity.uploadId, alt });
  if (!res.ok) return fail(res.error.fields?.file ?? res.error.error, res.httpStatus === 403 ? 404 : 400);
  return Response.json({ ok: true, image: res.entity });
}
