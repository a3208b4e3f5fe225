/**
 * The back office's learning forms (decision 068): categories, courses, topics, videos. Each form posts an `intent`
 * and the ids it is about; the API's zod bodies decide what is valid, and its field messages come back beside the
 * form that sent them (`target` names it). Success goes back to the page with ?done= for the toast.
 */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { notFound, rupeesToPaise } from './office.server.ts';

export interface LearningOfficeResult {
  target: string;
  formError: string;
  fieldErrors: Record<string, string>;
}

const str = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === 'string' ? v.trim() : '';
};
const id = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : 0);
const int = (v: string) => (/^\d{1,6}$/.test(v) ? Number(v) : Number.NaN);

export async function learningOfficeAction(request: Request, api: ApiClient, backTo: string) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = str(form, 'intent');
  const target = `${intent}:${str(form, 'id')}`;
  const fail = (formError: string, fieldErrors: Record<string, string> = {}, status = 400) => data<LearningOfficeResult>({ target, formError, fieldErrors }, { status });
  const done = (path = backTo) => redirect(`${path}${path.includes('?') ? '&' : '?'}done=saved`);
  const theId = id(str(form, 'id'));

  const category = () => ({ title: str(form, 'title'), description: str(form, 'description'), sortOrder: int(str(form, 'sortOrder') || '0'), published: form.get('published') === 'on' });
  const course = () => {
    const price = rupeesToPaise(str(form, 'price') || '0');
    return { categoryId: id(str(form, 'categoryId')), title: str(form, 'title'), summary: str(form, 'summary'), description: str(form, 'description'), pricePaise: price ?? -1, published: form.get('published') === 'on' };
  };
  const topic = () => ({ title: str(form, 'title'), description: str(form, 'description'), position: int(str(form, 'position')) });
  const videoFields = () => ({ title: str(form, 'title'), kind: str(form, 'kind'), source: str(form, 'source'), durationSeconds: int(str(form, 'durationSeconds')), position: int(str(form, 'position')) });

  // A topic video uploaded with the form (decision 075): the MP4 goes through the uploads' pre-signed slot first, and
  // the video then names it (`upload:{id}`, a file video played with range requests).
  const picked = form.get('videoFile');
  let uploaded: string | null = null;
  if ((intent === 'video-add' || intent === 'video-save') && picked instanceof File && picked.size > 0) {
    const up = await uploadFile(api, picked, 'course_video');
    if (!up.ok) return fail('', { videoFile: up.error.fields?.file ?? up.error.error }, up.httpStatus === 403 ? 404 : 400);
    uploaded = `upload:${up.entity.uploadId}`;
  }
  const video = () => ({ ...videoFields(), ...(uploaded ? { kind: 'file', source: uploaded } : {}) });

  let res;
  switch (intent) {
    case 'category-add':
      res = await api.post('/v1/admin/learning/categories', category());
      break;
    case 'category-save':
      res = await api.put(`/v1/admin/learning/categories/${theId}`, category());
      break;
    case 'course-add':
      res = await api.post('/v1/admin/learning/courses', course());
      if (res.ok) return done(`/admin/learning/${res.entity.id}`);
      break;
    case 'course-save':
      res = await api.put(`/v1/admin/learning/courses/${theId}`, course());
      break;
    case 'topic-add':
      res = await api.post(`/v1/admin/learning/courses/${theId}/topics`, topic());
      break;
    case 'topic-save':
      res = await api.put(`/v1/admin/learning/topics/${theId}`, topic());
      break;
    case 'topic-remove':
      res = await api.del(`/v1/admin/learning/topics/${theId}`);
      break;
    case 'video-add':
      res = await api.post(`/v1/admin/learning/topics/${theId}/videos`, video());
      break;
    case 'video-save':
      res = await api.put(`/v1/admin/learning/videos/${theId}`, video());
      break;
    case 'video-remove':
      res = await api.del(`/v1/admin/learning/videos/${theId}`);
      break;
    default:
      return fail('');
  }
  if (res.ok) return done();
  if (res.httpStatus === 403) throw notFound();
  return fail(res.error.fields ? '' : res.error.error, res.error.fields ?? {}, res.httpStatus);
}
