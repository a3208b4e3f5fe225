/**
 * Server side of the quiz authoring pages (issue 23 part 3, decision 066): every change is a plain form post; a
 * success redirects with `?done=` (a toast), a refusal comes back with the API's messages beside the fields. The API
 * answers 403 to anyone but editors (and admins): the pages become the 404 page.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { tagsOf } from '@nirog/shared/quiz-author';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { notFound } from '../back-office/office.server.ts';

export interface AuthorActionData {
  intent: string;
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string | string[]>;
}

const DONE = [
  'bankCreated',
  'bankSaved',
  'bankArchived',
  'bankRestored',
  'questionAdded',
  'questionSaved',
  'questionVersioned',
  'questionArchived',
  'questionRestored',
  'quizCreated',
  'quizSaved',
  'quizPublished',
  'quizUnpublished',
] as const;
type Done = (typeof DONE)[number];

/** The toast of a `?done=` (and `v=` for a new version). */
export function authorToast(url: URL): string | null {
  const done = url.searchParams.get('done') as Done | null;
  if (!done || !DONE.includes(done)) return null;
  if (done === 'questionVersioned') return t('quizAuthor.toast.questionVersioned', { version: Number(url.searchParams.get('v')) || 2 });
  return t(`quizAuthor.toast.${done}`);
}

const str = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v.trim() : '';
};
const num = (raw: string) => (/^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN);
const valuesOf = (form: FormData) => {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string');
    if (all.length) values[key] = all.length > 1 || key === 'correct' || key === 'questionIds' || key === 'bankIds' ? all : all[0]!;
  }
  return values;
};

function refused(intent: string, form: FormData, res: Extract<ApiResult<unknown>, { ok: false }>) {
  if (res.httpStatus === 403) throw notFound();
  const fields = res.error.fields ?? {};
  // Field paths of nested bodies (selection.questionIds) name the form's field by their last part.
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.').at(-1)!, v]));
  return data<AuthorActionData>({ intent, formError: Object.keys(fieldErrors).length ? t('error.validation') : res.error.error, fieldErrors, values: valuesOf(form) }, { status: res.httpStatus });
}

const done = (path: string, key: Done, extra = '') => redirect(`${path}${path.includes('?') ? '&' : '?'}done=${key}${extra}`);

/** /admin/quiz-banks: create a bank. */
export async function banksAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const res = await api.post('/v1/admin/quiz-banks', { title: str(form, 'title'), description: str(form, 'description') });
  if (!res.ok) return refused('create', form, res);
  throw done(`/admin/quiz-banks/${res.entity.id}`, 'bankCreated');
}

/** /admin/quiz-banks/:id: save, archive or restore the bank. */
export async function bankAction(request: Request, api: ApiClient, id: number) {
  const form = await request.formData();
  const intent = str(form, 'intent');
  const path = `/admin/quiz-banks/${id}`;
  if (intent === 'archive' || intent === 'restore') {
    const res = await api.post(`/v1/admin/quiz-banks/${id}/archive`, { archived: intent === 'archive' });
    if (!res.ok) return refused(intent, form, res);
    throw done(path, intent === 'archive' ? 'bankArchived' : 'bankRestored');
  }
  const res = await api.put(`/v1/admin/quiz-banks/${id}`, { title: str(form, 'title'), description: str(form, 'description') });
  if (!res.ok) return refused('save', form, res);
  throw done(path, 'bankSaved');
}

/**
 * The question form: options are the filled rows (up to 6), `correct` the ticked rows among them (renumbered after
 * the empty rows are dropped), references one per line, tags comma separated; a picture is uploaded first.
 */
export async function questionAction(request: Request, api: ApiClient, bankId: number, questionId: number | null) {
  const form = await request.formData();
  const intent = str(form, 'intent') || 'save';
  if (questionId && (intent === 'archive' || intent === 'restore')) {
    const res = await api.post(`/v1/admin/quiz-questions/${questionId}/archive`, { archived: intent === 'archive' });
    if (!res.ok) return refused(intent, form, res);
    throw done(`/admin/quiz-banks/${bankId}/questions/${questionId}`, intent === 'archive' ? 'questionArchived' : 'questionRestored');
  }
  const rows = [0, 1, 2, 3, 4, 5].map((i) => ({ text: str(form, `option${i}`), correct: form.getAll('correct').includes(String(i)) }));
  const filled = rows.filter((r) => r.text);
  const body: Record<string, unknown> = {
    kind: str(form, 'kind'),
    prompt: str(form, 'prompt'),
    options: filled.map((r) => r.text),
    correct: filled.flatMap((r, i) => (r.correct ? [i] : [])),
    explanation: str(form, 'explanation'),
    references: str(form, 'references').split('\n').map((l) => l.trim()).filter(Boolean),
    difficulty: num(str(form, 'difficulty')),
    tags: tagsOf(str(form, 'tags')),
  };
  if (rows.some((r) => r.correct && !r.text)) return data<AuthorActionData>({ intent, formError: t('error.validation'), fieldErrors: { correct: t('quizAuthor.rule.correctRange') }, values: valuesOf(form) }, { status: 400 });
  const file = form.get('image');
  if (file instanceof File && file.size > 0) {
    const up = await uploadFile(api, file, 'quiz_image');
    if (!up.ok) return data<AuthorActionData>({ intent, formError: t('error.validation'), fieldErrors: { image: up.error.fields?.file ?? up.error.error }, values: valuesOf(form) }, { status: 400 });
    body.imageUploadId = up.entity.uploadId;
  } else if (form.get('removeImage') === 'on') body.imageUploadId = null;
  if (!questionId) {
    const res = await api.post(`/v1/admin/quiz-banks/${bankId}/questions`, body);
    if (!res.ok) return refused(intent, form, res);
    throw done(`/admin/quiz-banks/${bankId}`, 'questionAdded');
  }
  const res = await api.put(`/v1/admin/quiz-questions/${questionId}`, body);
  if (!res.ok) return refused(intent, form, res);
  if (res.entity.versioned) throw done(`/admin/quiz-banks/${bankId}/questions/${res.entity.id}`, 'questionVersioned', `&v=${res.entity.version}`);
  throw done(`/admin/quiz-banks/${bankId}/questions/${questionId}`, 'questionSaved');
}

/** The quiz form (create or save), and publish / unpublish. */
export async function quizAction(request: Request, api: ApiClient, id: number | null) {
  const form = await request.formData();
  const intent = str(form, 'intent') || 'save';
  if (id && (intent === 'publish' || intent === 'unpublish')) {
    const res = await api.post(`/v1/admin/quizzes/${id}/publish`, { published: intent === 'publish' });
    if (!res.ok) return refused(intent, form, res);
    throw done(`/admin/quizzes/${id}`, intent === 'publish' ? 'quizPublished' : 'quizUnpublished');
  }
  const mode = str(form, 'mode');
  const ids = (key: string) => form.getAll(key).map((v) => num(String(v))).filter((n) => n > 0);
  const selection =
    mode === 'random'
      ? { mode, bankIds: ids('bankIds'), count: num(str(form, 'count')), difficulty: str(form, 'drawDifficulty') ? num(str(form, 'drawDifficulty')) : null, tag: str(form, 'drawTag') || null }
      : mode === 'fixed'
        ? { mode, questionIds: ids('questionIds') }
        : { mode };
  const body = {
    title: str(form, 'title'),
    topic: str(form, 'topic'),
    description: str(form, 'description'),
    difficulty: num(str(form, 'difficulty')),
    timeLimitMinutes: num(str(form, 'timeLimitMinutes')),
    passPercent: num(str(form, 'passPercent')),
    selection,
  };
  const res = id ? await api.put(`/v1/admin/quizzes/${id}`, body) : await api.post('/v1/admin/quizzes', body);
  if (!res.ok) return refused(intent, form, res);
  throw done(`/admin/quizzes/${res.entity.id}`, id ? 'quizSaved' : 'quizCreated');
}
