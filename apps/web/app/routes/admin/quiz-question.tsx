import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { notFound, officeGet } from '../../features/back-office/office.server.ts';
import { authorToast, questionAction } from '../../features/quiz-author/author.server.ts';
import { QuestionForm } from '../../features/quiz-author/question-form.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz-question';
import { optionalIdOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.question ? t('quizAuthor.question.editTitle') : t('quizAuthor.question.newTitle')), { name: 'robots', content: 'noindex' }];

/** A new question of a bank (/admin/quiz-banks/:id/questions/new) or one being edited (…/questions/:questionId). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const bankId = optionalIdOr404(params.id)!;
  const questionId = optionalIdOr404(params.questionId);
  const [bank, question] = await Promise.all([officeGet(context.api, `/v1/admin/quiz-banks/${bankId}`), questionId ? officeGet(context.api, `/v1/admin/quiz-questions/${questionId}`) : null]);
  if (question && question.bankId !== bankId) throw notFound();
  return { bank: { id: bank.id, title: bank.title, archived: bank.archived }, question, toast: authorToast(new URL(request.url)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return questionAction(request, context.api, optionalIdOr404(params.id)!, optionalIdOr404(params.questionId));
}

export default function QuizQuestion() {
  const { bank, question, toast } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { key } = useLocation();
  const locked = bank.archived || Boolean(question?.replacedById);
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <nav aria-label={t('layout.breadcrumb')} className="mt-3 text-sm">
        <Link to={`/admin/quiz-banks/${bank.id}`} className="text-brand-800 hover:underline">
          {bank.title}
        </Link>
      </nav>
      <OfficeHeader
        title={question ? t('quizAuthor.question.editTitle') : t('quizAuthor.question.newTitle')}
        intro={question ? `#${question.id} · ${t('quizAuthor.question.version', { version: question.version })}${question.archived ? ` · ${t('quizAuthor.status.archived')}` : ''}` : undefined}
      />
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
      {question?.replacedById ? (
        <Alert tone="info" className="mt-4">
          {t('quizAuthor.question.replacedNote')}{' '}
          <Link to={`/admin/quiz-banks/${bank.id}/questions/${question.replacedById}`} className="font-medium underline">
            {t('quizAuthor.question.openNewest')}
          </Link>
        </Alert>
      ) : question?.used ? (
        <Alert tone="info" className="mt-4">
          {t('quizAuthor.question.usedNote')}
        </Alert>
      ) : null}
      <Card className="mt-4 max-w-3xl p-4 sm:p-5">
        <QuestionForm key={question?.id ?? 'new'} question={question} result={result} disabled={locked} />
      </Card>
      {question && !locked && (
        <Form method="post" className="mt-4">
          <Button type="submit" name="intent" value={question.archived ? 'restore' : 'archive'} variant="secondary">
            {question.archived ? t('quizAuthor.question.restore') : t('quizAuthor.question.archive')}
          </Button>
        </Form>
      )}
    </Container>
  );
}
