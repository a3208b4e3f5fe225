import { Plus } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { authorToast, bankAction } from '../../features/quiz-author/author.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz-bank';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.bank.title ?? t('quizAuthor.nav.banks')), { name: 'robots', content: 'noindex' }];

/** One bank (decision 066): its title and state, and its current questions in a dense table. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const bank = await officeGet(context.api, `/v1/admin/quiz-banks/${idOr404(params.id)}`);
  return { bank, toast: authorToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return bankAction(request, context.api, idOr404(params.id));
}

export default function QuizBank() {
  const { bank, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const value = (k: string, fallback: string) => (result?.intent === 'save' && typeof result.values[k] === 'string' ? (result.values[k] as string) : fallback);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <nav aria-label={t('layout.breadcrumb')} className="mt-3 text-sm">
        <Link to="/admin/quiz-banks" className="text-brand-800 hover:underline">
          {t('quizAuthor.bank.back')}
        </Link>
      </nav>
      <OfficeHeader title={bank.title} intro={`#${bank.id} · ${t('quizAuthor.banks.questions', { count: bank.questionCount })}`}>
        {!bank.archived && (
          <ButtonLink to={`/admin/quiz-banks/${bank.id}/questions/new`}>
            <Plus size={16} aria-hidden /> {t('quizAuthor.bank.addQuestion')}
          </ButtonLink>
        )}
      </OfficeHeader>
      <Toast key={key} message={toast} />
      {result?.formError ? (
        <Alert tone="error" className="mt-4">
          {result.formError}
        </Alert>
      ) : null}
      {bank.archived && (
        <Alert tone="info" className="mt-4">
          {t('quizAuthor.bank.archivedNote')}
        </Alert>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="min-w-0">
          {bank.questions.length ? (
            <div className="overflow-x-auto rounded-xl border border-line bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-canvas text-muted">
                  <tr>
                    <th scope="col" className="p-2">{t('quizAuthor.col.question')}</th>
                    <th scope="col" className="hidden p-2 sm:table-cell">{t('quizAuthor.col.kind')}</th>
                    <th scope="col" className="p-2">{t('quizAuthor.col.difficulty')}</th>
                    <th scope="col" className="hidden p-2 md:table-cell">{t('quizAuthor.col.tags')}</th>
                    <th scope="col" className="p-2">{t('quizAuthor.col.status')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {bank.questions.map((q) => (
                    <tr key={q.id} className={q.archived ? 'text-muted' : undefined}>
                      <td className="max-w-[28rem] p-2">
                        <Link to={`/admin/quiz-banks/${bank.id}/questions/${q.id}`} className="line-clamp-2 font-medium text-brand-800 hover:underline">
                          {q.prompt}
                        </Link>
                        <span className="text-xs text-muted">
                          #{q.id} · {q.options.length} · {q.correct.map((i) => i + 1).join(', ')}
                        </span>
                      </td>
                      <td className="hidden p-2 sm:table-cell">{t(`quizAuthor.kind.${q.kind}`)}</td>
                      <td className="p-2">{t(`quizAuthor.difficulty.${q.difficulty as 1 | 2 | 3}`)}</td>
                      <td className="hidden p-2 md:table-cell">{q.tags.join(', ')}</td>
                      <td className="p-2 text-xs">
                        {t('quizAuthor.question.version', { version: q.version })}
                        {q.used ? ` · ${t('quizAuthor.question.used')}` : ''}
                        {q.archived ? ` · ${t('quizAuthor.status.archived')}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-muted">{t('quizAuthor.bank.noQuestions')}</p>
          )}
        </section>
        <Card className="h-fit space-y-3 p-4">
          <Form method="post" className="space-y-3">
            <fieldset disabled={bank.archived} className="space-y-3">
              <TextField label={t('quizAuthor.field.bankTitle')} name="title" required maxLength={120} defaultValue={value('title', bank.title)} error={result?.intent === 'save' ? result.fieldErrors.title : undefined} />
              <TextField label={t('quizAuthor.field.bankDescription')} name="description" maxLength={1000} defaultValue={value('description', bank.description)} error={result?.intent === 'save' ? result.fieldErrors.description : undefined} />
              <Button type="submit" name="intent" value="save">
                {t('quizAuthor.bank.save')}
              </Button>
            </fieldset>
          </Form>
          <Form method="post">
            <Button type="submit" name="intent" value={bank.archived ? 'restore' : 'archive'} variant="secondary">
              {bank.archived ? t('quizAuthor.bank.restore') : t('quizAuthor.bank.archive')}
            </Button>
          </Form>
        </Card>
      </div>
    </Container>
  );
}
