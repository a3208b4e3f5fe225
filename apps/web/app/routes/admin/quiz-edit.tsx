import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { AUTHOR_RULES } from '@nirog/shared/quiz-author';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { authorToast, quizAction } from '../../features/quiz-author/author.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz-edit';
import { optionalIdOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.quiz ? data.quiz.title : t('quizAuthor.quiz.newTitle')), { name: 'robots', content: 'noindex' }];

/** A new quiz (/admin/quizzes/new) or one being edited, with the active banks and their questions to choose from. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = optionalIdOr404(params.id);
  const [quiz, list] = await Promise.all([id ? officeGet(context.api, `/v1/admin/quizzes/${id}`) : null, officeGet(context.api, '/v1/admin/quiz-banks?status=active')]);
  const banks = await Promise.all(list.items.slice(0, 40).map((b) => officeGet(context.api, `/v1/admin/quiz-banks/${b.id}`)));
  return {
    quiz,
    banks: banks.map((b) => ({
      id: b.id,
      title: b.title,
      questions: b.questions.filter((q) => !q.archived).map((q) => ({ id: q.id, prompt: q.prompt, difficulty: q.difficulty, tags: q.tags })),
    })),
    tags: [...new Set(banks.flatMap((b) => b.tags))].sort(),
    toast: authorToast(new URL(request.url)),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return quizAction(request, context.api, optionalIdOr404(params.id));
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

export default function QuizEdit() {
  const { quiz, banks, tags, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const v = result?.intent === 'save' ? result.values : null;
  const e = result?.intent === 'save' ? result.fieldErrors : {};
  const val = (k: string, fallback: string) => (v ? one(v[k]) : fallback);
  const mode = v ? one(v.mode) : (quiz?.selection ?? 'fixed');
  const chosen = v ? many(v.questionIds).map(Number) : (quiz?.questionIds ?? []);
  const chosenBanks = v ? many(v.bankIds).map(Number) : (quiz?.bankIds ?? []);
  const all = banks.flatMap((b) => b.questions.map((q) => ({ ...q, bank: b.title })));
  // The chosen questions first, in the quiz's order (the form posts them in page order), then the others by bank.
  const ordered = [...chosen.map((id) => all.find((q) => q.id === id)).filter((q) => q !== undefined), ...all.filter((q) => !chosen.includes(q.id))];
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <nav aria-label={t('layout.breadcrumb')} className="mt-3 text-sm">
        <Link to="/admin/quizzes" className="text-brand-800 hover:underline">
          {t('quizAuthor.quiz.back')}
        </Link>
      </nav>
      <OfficeHeader title={quiz ? quiz.title : t('quizAuthor.quiz.newTitle')} intro={quiz ? `#${quiz.id} · ${quiz.published ? t('quizAuthor.quizzes.published') : t('quizAuthor.quizzes.draft')} · ${t(quiz.selection === 'fixed' ? 'quizAuthor.quizzes.fixed' : 'quizAuthor.quizzes.random', { count: quiz.questionCount })}` : undefined}>
        {quiz && (
          <Form method="post" className="flex flex-wrap gap-2">
            {quiz.published && (
              <ButtonLink to={quiz.path} variant="secondary">
                {t('quizAuthor.quiz.view')}
              </ButtonLink>
            )}
            <Button type="submit" name="intent" value={quiz.published ? 'unpublish' : 'publish'} variant={quiz.published ? 'secondary' : 'primary'}>
              {quiz.published ? t('quizAuthor.quiz.unpublish') : t('quizAuthor.quiz.publish')}
            </Button>
          </Form>
        )}
      </OfficeHeader>
      <Toast key={key} message={toast} />
      {result?.formError ? (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
          <TextField label={t('quizAuthor.field.title')} name="title" required maxLength={AUTHOR_RULES.quizTitleMax} defaultValue={val('title', quiz?.title ?? '')} error={e.title} className="sm:col-span-2" />
          <TextField label={t('quizAuthor.field.topic')} name="topic" required maxLength={AUTHOR_RULES.topicMax} defaultValue={val('topic', quiz?.topic ?? '')} error={e.topic} />
          <SelectField label={t('quizAuthor.field.difficulty')} name="difficulty" defaultValue={val('difficulty', String(quiz?.difficulty ?? 1))} error={e.difficulty}>
            {([1, 2, 3] as const).map((d) => (
              <option key={d} value={d}>
                {t(`quizAuthor.difficulty.${d}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('quizAuthor.field.description')} name="description" rows={2} required maxLength={AUTHOR_RULES.quizDescriptionMax} defaultValue={val('description', quiz?.description ?? '')} error={e.description} className="sm:col-span-2" />
          <TextField label={t('quizAuthor.field.minutes')} name="timeLimitMinutes" type="number" inputMode="numeric" min={1} max={180} required defaultValue={val('timeLimitMinutes', String(quiz?.timeLimitMinutes ?? 10))} error={e.timeLimitMinutes} />
          <TextField label={t('quizAuthor.field.passPercent')} name="passPercent" type="number" inputMode="numeric" min={1} max={100} required defaultValue={val('passPercent', String(quiz?.passPercent ?? 60))} error={e.passPercent} />
        </Card>
        {banks.length === 0 ? (
          <Alert tone="info">
            {t('quizAuthor.quiz.noBanks')}{' '}
            <Link to="/admin/quiz-banks" className="font-medium underline">
              {t('quizAuthor.nav.banks')}
            </Link>
          </Alert>
        ) : null}
        <Card className="space-y-4 p-4 sm:p-5">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t('quizAuthor.field.selection')}</legend>
            {(e.mode ?? e.selection) && (
              <p className="text-sm font-medium text-danger" role="alert">
                {e.mode ?? e.selection}
              </p>
            )}
            <label className="flex items-start gap-2 text-[15px]">
              <input type="radio" name="mode" value="fixed" defaultChecked={mode === 'fixed'} className="mt-1 h-5 w-5 accent-brand-700" /> {t('quizAuthor.field.fixed')}
            </label>
            <label className="flex items-start gap-2 text-[15px]">
              <input type="radio" name="mode" value="random" defaultChecked={mode === 'random'} className="mt-1 h-5 w-5 accent-brand-700" /> {t('quizAuthor.field.random')}
            </label>
          </fieldset>
          <details open={mode === 'random'} className="rounded-lg border border-line p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-900">{t('quizAuthor.field.random')}</summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-3">
              <TextField label={t('quizAuthor.field.drawCount')} name="count" type="number" inputMode="numeric" min={1} max={100} defaultValue={val('count', String(quiz?.drawCount ?? 10))} error={e.count} />
              <SelectField label={t('quizAuthor.field.drawDifficulty')} name="drawDifficulty" defaultValue={val('drawDifficulty', quiz?.drawDifficulty ? String(quiz.drawDifficulty) : '')} error={e.difficulty && v && one(v.mode) === 'random' ? e.difficulty : undefined}>
                <option value="">{t('quizAuthor.field.anyDifficulty')}</option>
                {([1, 2, 3] as const).map((d) => (
                  <option key={d} value={d}>
                    {t(`quizAuthor.difficulty.${d}`)}
                  </option>
                ))}
              </SelectField>
              <TextField label={t('quizAuthor.field.drawTag')} name="drawTag" list="quiz-tags" maxLength={40} defaultValue={val('drawTag', quiz?.drawTag ?? '')} error={e.tag} />
              <datalist id="quiz-tags">
                {tags.map((tag) => (
                  <option key={tag} value={tag} />
                ))}
              </datalist>
            </div>
            <fieldset className="mt-3">
              <legend className="text-sm font-medium text-ink">{t('quizAuthor.field.drawBanks')}</legend>
              <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                {banks.map((b) => (
                  <li key={b.id}>
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input type="checkbox" name="bankIds" value={b.id} defaultChecked={chosenBanks.includes(b.id)} className="h-5 w-5 shrink-0 accent-brand-700" />
                      <span>
                        {b.title} <span className="text-muted">({b.questions.length})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {e.bankIds && (
                <p className="text-sm font-medium text-danger" role="alert">
                  {e.bankIds}
                </p>
              )}
            </fieldset>
          </details>
          <details open={mode === 'fixed'} className="rounded-lg border border-line p-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-900">{t('quizAuthor.quiz.pickQuestions')}</summary>
            {e.questionIds && (
              <p className="mt-2 text-sm font-medium text-danger" role="alert">
                {e.questionIds}
              </p>
            )}
            <ul className="mt-2 divide-y divide-line">
              {ordered.map((q) => (
                <li key={q.id}>
                  <label className="flex items-start gap-2 py-1.5 text-sm">
                    <input type="checkbox" name="questionIds" value={q.id} defaultChecked={chosen.includes(q.id)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" />
                    <span className="min-w-0">
                      {q.prompt}
                      <span className="block text-xs text-muted">
                        #{q.id} · {q.bank} · {t(`quizAuthor.difficulty.${q.difficulty as 1 | 2 | 3}`)}
                        {q.tags.length ? ` · ${q.tags.join(', ')}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </details>
        </Card>
        <Button type="submit" name="intent" value="save">
          {quiz ? t('quizAuthor.quiz.save') : t('quizAuthor.quiz.create')}
        </Button>
      </Form>
    </Container>
  );
}
