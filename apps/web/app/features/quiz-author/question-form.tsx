import { Form } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { AUTHOR_RULES } from '@nirog/shared/quiz-author';
import type { BankQuestion } from '@nirog/shared/schemas/quiz-author';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import type { AuthorActionData } from './author.server.ts';

const ROWS = Array.from({ length: AUTHOR_RULES.optionsMax }, (_, i) => i);
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/**
 * A question's form (new or edit): kind, prompt, up to six option rows each with a "correct" tick, explanation,
 * references (one per line), difficulty, tags and an optional picture. A plain multipart form post.
 */
export function QuestionForm({ question, result, disabled }: { question: BankQuestion | null; result: AuthorActionData | undefined; disabled?: boolean }) {
  const v = result?.intent === 'save' ? result.values : null;
  const e = result?.intent === 'save' ? result.fieldErrors : {};
  const option = (i: number) => (v ? one(v[`option${i}`]) : (question?.options[i] ?? ''));
  const ticked = (i: number) => (v ? many(v.correct).includes(String(i)) : (question?.correct.includes(i) ?? false));
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4">
      <fieldset disabled={disabled} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('quizAuthor.field.kind')} name="kind" defaultValue={v ? one(v.kind) : (question?.kind ?? 'single')} error={e.kind}>
            <option value="single">{t('quizAuthor.kind.single')}</option>
            <option value="multiple">{t('quizAuthor.kind.multiple')}</option>
          </SelectField>
          <SelectField label={t('quizAuthor.field.difficulty')} name="difficulty" defaultValue={v ? one(v.difficulty) : String(question?.difficulty ?? 2)} error={e.difficulty}>
            {([1, 2, 3] as const).map((d) => (
              <option key={d} value={d}>
                {t(`quizAuthor.difficulty.${d}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('quizAuthor.field.tags')} name="tags" defaultValue={v ? one(v.tags) : (question?.tags.join(', ') ?? '')} error={e.tags} />
        </div>
        <TextAreaField label={t('quizAuthor.field.prompt')} name="prompt" rows={2} required maxLength={AUTHOR_RULES.promptMax} defaultValue={v ? one(v.prompt) : (question?.prompt ?? '')} error={e.prompt} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('quizAuthor.field.options')}</legend>
          {ROWS.map((i) => (
            <div key={i} className="flex items-center gap-2">
              <label className="flex h-11 shrink-0 items-center gap-1.5 text-sm">
                <input type="checkbox" name="correct" value={i} defaultChecked={ticked(i)} className="h-5 w-5 accent-brand-700" aria-label={`${t('quizAuthor.field.correct')}: ${t('quizAuthor.field.option', { n: i + 1 })}`} />
                <span aria-hidden className="w-5 text-muted">
                  {i + 1}
                </span>
              </label>
              <input
                name={`option${i}`}
                aria-label={t('quizAuthor.field.option', { n: i + 1 })}
                defaultValue={option(i)}
                maxLength={AUTHOR_RULES.optionMax}
                className="block h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-[15px] focus:outline-2 focus:outline-brand-600"
              />
            </div>
          ))}
          {(e.options || e.correct) && (
            <p className="text-sm font-medium text-danger" role="alert">
              {e.options ?? e.correct}
            </p>
          )}
        </fieldset>
        <TextAreaField label={t('quizAuthor.field.explanation')} name="explanation" rows={3} required maxLength={AUTHOR_RULES.explanationMax} defaultValue={v ? one(v.explanation) : (question?.explanation ?? '')} error={e.explanation} />
        <TextAreaField label={t('quizAuthor.field.references')} name="references" rows={2} defaultValue={v ? one(v.references) : (question?.references.join('\n') ?? '')} error={e.references} />
        <div className="flex flex-wrap items-end gap-4">
          {question?.imageUrl && <img src={question.imageUrl} alt="" className="h-20 w-auto rounded border border-line" />}
          <TextField label={t('quizAuthor.field.image')} name="image" type="file" accept="image/jpeg,image/png,image/webp" error={e.image ?? e.imageUploadId} className="min-w-0 flex-1" />
          {question?.imageUrl && (
            <label className="flex h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" className="h-5 w-5 accent-brand-700" /> {t('quizAuthor.field.removeImage')}
            </label>
          )}
        </div>
        <Button type="submit" name="intent" value="save">
          {t('quizAuthor.question.save')}
        </Button>
      </fieldset>
    </Form>
  );
}
