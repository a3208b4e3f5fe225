/**
 * A course's facts in the back office's learning forms (decision 068): the same fields add a course on
 * /admin/learning and change one on /admin/learning/{id}; the API's course body decides what is valid.
 */
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import type { LearningOfficeResult } from './learning-office.server.ts';

type Props = {
  categories: ReadonlyArray<{ id: number; title: string }>;
  /** The course being changed; none when adding one. */
  course?: { categoryId: number; title: string; summary: string; description: string; pricePaise: number };
  errors: LearningOfficeResult | null;
};

export function CourseFields({ categories, course, errors }: Props) {
  const e = errors?.fieldErrors;
  return (
    <>
      {errors?.formError && (
        <Alert tone="error" className="sm:col-span-full">
          {errors.formError}
        </Alert>
      )}
      <SelectField name="categoryId" label={t('learning.office.category')} defaultValue={course ? String(course.categoryId) : undefined} error={e?.categoryId} required>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <TextField name="title" label={t('learning.office.title.field')} defaultValue={course?.title} error={e?.title} required maxLength={160} />
      <TextField name="summary" label={t('learning.office.summary')} defaultValue={course?.summary} error={e?.summary} required maxLength={300} className="sm:col-span-2" />
      <TextAreaField name="description" label={t('learning.office.description')} defaultValue={course?.description} error={e?.description} required className="sm:col-span-2" />
      <TextField name="price" label={t('learning.office.price')} inputMode="decimal" defaultValue={course ? (course.pricePaise / 100).toFixed(2) : '0'} error={e?.pricePaise} />
    </>
  );
}
