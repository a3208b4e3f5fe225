import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { CourseFields } from '../../features/back-office/course-fields.tsx';
import { learningOfficeAction } from '../../features/back-office/learning-office.server.ts';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatRupees } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/learning';

export const meta: Route.MetaFunction = () => [...pageMeta(t('learning.office.title')), { name: 'robots', content: 'noindex' }];

/** The learning library's categories and courses (role editor): add and change categories, add a course. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const [categories, courses] = await Promise.all([officeGet(context.api, '/v1/admin/learning/categories'), officeGet(context.api, '/v1/admin/learning/courses')]);
  return { categories: categories.items, courses: courses.items, toast: new URL(request.url).searchParams.get('done') ? t('learning.toast.saved') : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return learningOfficeAction(request, context.api, '/admin/learning');
}

export default function OfficeLearning() {
  const { categories, courses, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate('/admin/learning', { replace: true, preventScrollReset: true }), [navigate]);
  const errorsFor = (target: string) => (result?.target === target ? result : null);
  const addCourse = errorsFor('course-add:');
  const addCategory = errorsFor('category-add:');
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <Toast message={toast} onDone={clearToast} />
      <OfficeHeader title={t('learning.office.title')} intro={t('learning.office.intro')} />

      <section aria-labelledby="courses-title" className="mt-4 rounded-xl border border-line bg-white p-4">
        <h2 id="courses-title" className="text-lg font-semibold text-brand-900">
          {t('learning.office.courses')}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3">{t('learning.office.title.field')}</th>
                <th className="py-2 pr-3">{t('learning.office.category')}</th>
                <th className="py-2 pr-3">{t('learning.office.price')}</th>
                <th className="py-2 pr-3">{t('learning.office.topics')}</th>
                <th className="py-2 pr-3">{t('learning.office.enrolments')}</th>
                <th className="py-2 pr-3">{t('learning.office.published')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((c) => (
                <tr key={c.id} className="border-t border-line">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/learning/${c.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
                      {c.title}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{c.categoryTitle}</td>
                  <td className="py-2 pr-3">{c.pricePaise === 0 ? t('learning.card.free') : formatRupees(c.pricePaise)}</td>
                  <td className="py-2 pr-3">
                    {c.topicCount} / {c.videoCount}
                  </td>
                  <td className="py-2 pr-3">{c.enrolments}</td>
                  <td className="py-2 pr-3">{c.published ? t('learning.office.published') : t('learning.office.draft')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-6 font-semibold text-brand-900">{t('learning.office.addCourse')}</h3>
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="course-add" />
          <CourseFields categories={categories} errors={addCourse} />
          <div className="sm:col-span-2">
            <Button type="submit">{t('learning.office.addCourse')}</Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="categories-title" className="mt-6 rounded-xl border border-line bg-white p-4">
        <h2 id="categories-title" className="text-lg font-semibold text-brand-900">
          {t('learning.office.categories')}
        </h2>
        <ul className="mt-3 space-y-4">
          {categories.map((c) => {
            const errors = errorsFor(`category-save:${c.id}`);
            return (
              <li key={c.id} className="border-t border-line pt-3">
                <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_2fr_6rem_auto_auto] sm:items-end" aria-label={c.title}>
                  <input type="hidden" name="intent" value="category-save" />
                  <input type="hidden" name="id" value={c.id} />
                  <TextField name="title" label={t('learning.office.title.field')} defaultValue={c.title} error={errors?.fieldErrors.title} required maxLength={160} />
                  <TextField name="description" label={t('learning.office.description')} defaultValue={c.description} error={errors?.fieldErrors.description} maxLength={300} />
                  <TextField name="sortOrder" type="number" min={0} max={999} label={t('learning.office.sortOrder')} defaultValue={String(c.sortOrder)} />
                  <label className="inline-flex h-11 items-center gap-2 text-sm">
                    <input type="checkbox" name="published" defaultChecked={c.published} /> {t('learning.office.published')}
                  </label>
                  <Button type="submit" variant="secondary">
                    {t('learning.office.save')}
                  </Button>
                  {errors?.formError && <Alert tone="error">{errors.formError}</Alert>}
                </Form>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-6 font-semibold text-brand-900">{t('learning.office.addCategory')}</h3>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="category-add" />
          <input type="hidden" name="published" value="on" />
          <TextField name="title" label={t('learning.office.title.field')} error={addCategory?.fieldErrors.title} required maxLength={160} />
          <TextField name="description" label={t('learning.office.description')} error={addCategory?.fieldErrors.description} maxLength={300} />
          <Button type="submit">{t('learning.office.addCategory')}</Button>
        </Form>
      </section>
    </Container>
  );
}
