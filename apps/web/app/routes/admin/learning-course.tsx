import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { VIDEO_KINDS, coursePath } from '@nirog/shared/learning';
import type { AdminCourse } from '@nirog/shared/schemas/learning';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { CourseFields } from '../../features/back-office/course-fields.tsx';
import { learningOfficeAction, type LearningOfficeResult } from '../../features/back-office/learning-office.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/learning-course';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data ? `${t('learning.office.editCourse')}: ${data.course.title}` : t('learning.office.title')), { name: 'robots', content: 'noindex' }];

/** One course (role editor): its facts and publishing, its topics in order, each topic's videos. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.courseId);
  const [course, categories] = await Promise.all([officeGet(context.api, `/v1/admin/learning/courses/${id}`), officeGet(context.api, '/v1/admin/learning/categories')]);
  return { course, categories: categories.items, toast: new URL(request.url).searchParams.get('done') ? t('learning.toast.saved') : null };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return learningOfficeAction(request, context.api, `/admin/learning/${idOr404(params.courseId)}`);
}

type Errors = LearningOfficeResult | null;

function VideoFields({ v, errors, files }: { v?: AdminCourse['topics'][number]['videos'][number]; errors: Errors; files: string[] }) {
  return (
    <>
      <TextField name="title" label={t('learning.office.title.field')} defaultValue={v?.title} error={errors?.fieldErrors.title} required maxLength={160} />
      <SelectField name="kind" label={t('learning.office.kind')} defaultValue={v?.kind ?? 'file'} error={errors?.fieldErrors.kind}>
        {VIDEO_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`learning.office.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="source" label={t('learning.office.source')} defaultValue={v?.source} error={errors?.fieldErrors.source} maxLength={500} hint={t('learning.office.files', { files: files.join(', ') })} />
      <TextField type="file" name="videoFile" label={t('learning.office.upload')} hint={t('learning.office.uploadHint')} accept="video/mp4" error={errors?.fieldErrors.videoFile} className="sm:col-span-2" />
      <TextField name="durationSeconds" type="number" min={1} label={t('learning.office.duration')} defaultValue={v ? String(v.durationSeconds) : ''} error={errors?.fieldErrors.durationSeconds} required />
      <TextField name="position" type="number" min={1} max={99} label={t('learning.office.position')} defaultValue={v ? String(v.position) : ''} error={errors?.fieldErrors.position} required />
    </>
  );
}

export default function OfficeLearningCourse() {
  const { course, categories, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const here = `/admin/learning/${course.id}`;
  const clearToast = useCallback(() => navigate(here, { replace: true, preventScrollReset: true }), [navigate, here]);
  const errorsFor = (target: string): Errors => (result?.target === target ? result : null);
  const courseErrors = errorsFor(`course-save:${course.id}`);
  const topicAdd = errorsFor(`topic-add:${course.id}`);
  const formError = (e: Errors) => e?.formError && <Alert tone="error" className="sm:col-span-full">{e.formError}</Alert>;
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Toast message={toast} onDone={clearToast} />
      <OfficeHeader title={`${t('learning.office.editCourse')}: ${course.title}`}>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to="/admin/learning" className="text-brand-700 underline underline-offset-2">
            {t('learning.office.courses')}
          </Link>
          {course.published && (
            <Link to={coursePath(course.categoryId, course.id)} className="text-brand-700 underline underline-offset-2">
              {t('learning.office.view')}
            </Link>
          )}
        </div>
      </OfficeHeader>
      <section aria-labelledby="course-form" className="mt-4 rounded-xl border border-line bg-white p-4">
        <h2 id="course-form" className="text-lg font-semibold text-brand-900">
          {t('learning.office.editCourse')}
        </h2>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="course-save" />
          <input type="hidden" name="id" value={course.id} />
          <CourseFields categories={categories} course={course} errors={courseErrors} />
          <label className="inline-flex h-11 items-center gap-2 self-end text-sm">
            <input type="checkbox" name="published" defaultChecked={course.published} /> {t('learning.office.published')}
          </label>
          <div className="sm:col-span-2">
            <Button type="submit">{t('learning.office.save')}</Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="topics-title" className="mt-6 rounded-xl border border-line bg-white p-4">
        <h2 id="topics-title" className="text-lg font-semibold text-brand-900">
          {t('learning.office.topics')}
        </h2>
        <ol className="mt-3 space-y-6">
          {course.topics.map((topic) => {
            const te = errorsFor(`topic-save:${topic.id}`) ?? errorsFor(`topic-remove:${topic.id}`);
            const ve = errorsFor(`video-add:${topic.id}`);
            return (
              <li key={topic.id} className="border-t border-line pt-4">
                <Form method="post" className="grid gap-3 sm:grid-cols-[5rem_1fr]" aria-label={topic.title}>
                  <input type="hidden" name="id" value={topic.id} />
                  {formError(te)}
                  <TextField name="position" type="number" min={1} max={99} label={t('learning.office.position')} defaultValue={String(topic.position)} error={te?.fieldErrors.position} required />
                  <TextField name="title" label={t('learning.office.title.field')} defaultValue={topic.title} error={te?.fieldErrors.title} required maxLength={160} />
                  <TextAreaField name="description" label={t('learning.office.description')} defaultValue={topic.description} error={te?.fieldErrors.description} required className="sm:col-span-2" />
                  <div className="flex gap-3 sm:col-span-2">
                    <Button type="submit" name="intent" value="topic-save" variant="secondary">
                      {t('learning.office.save')}
                    </Button>
                    <Button type="submit" name="intent" value="topic-remove" variant="secondary">
                      {t('learning.office.remove')}
                    </Button>
                  </div>
                </Form>
                <h3 className="mt-4 text-sm font-semibold text-brand-900">{t('learning.office.videos')}</h3>
                <ul className="mt-2 space-y-3">
                  {topic.videos.map((v) => {
                    const e = errorsFor(`video-save:${v.id}`) ?? errorsFor(`video-remove:${v.id}`);
                    return (
                      <li key={v.id} className="rounded-lg bg-brand-50/40 p-3">
                        <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-3" aria-label={v.title}>
                          <input type="hidden" name="id" value={v.id} />
                          {formError(e)}
                          <VideoFields v={v} errors={e} files={course.mediaFiles} />
                          <div className="flex gap-3 sm:col-span-3">
                            <Button type="submit" name="intent" value="video-save" variant="secondary">
                              {t('learning.office.save')}
                            </Button>
                            <Button type="submit" name="intent" value="video-remove" variant="secondary">
                              {t('learning.office.remove')}
                            </Button>
                          </div>
                        </Form>
                      </li>
                    );
                  })}
                </ul>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('learning.office.addVideo')}</summary>
                  <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3 sm:grid-cols-3">
                    <input type="hidden" name="intent" value="video-add" />
                    <input type="hidden" name="id" value={topic.id} />
                    {formError(ve)}
                    <VideoFields errors={ve} files={course.mediaFiles} />
                    <div className="sm:col-span-3">
                      <Button type="submit">{t('learning.office.addVideo')}</Button>
                    </div>
                  </Form>
                </details>
              </li>
            );
          })}
        </ol>
        <h3 className="mt-6 font-semibold text-brand-900">{t('learning.office.addTopic')}</h3>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[5rem_1fr]">
          <input type="hidden" name="intent" value="topic-add" />
          <input type="hidden" name="id" value={course.id} />
          {formError(topicAdd)}
          <TextField name="position" type="number" min={1} max={99} label={t('learning.office.position')} defaultValue={String(course.topics.length + 1)} error={topicAdd?.fieldErrors.position} required />
          <TextField name="title" label={t('learning.office.title.field')} error={topicAdd?.fieldErrors.title} required maxLength={160} />
          <TextAreaField name="description" label={t('learning.office.description')} error={topicAdd?.fieldErrors.description} required className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <Button type="submit">{t('learning.office.addTopic')}</Button>
          </div>
        </Form>
      </section>
    </Container>
  );
}
