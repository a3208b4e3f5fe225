import { useEffect, useState, type FormEvent } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { attemptPath, resultPath } from '@nirog/shared/quiz';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { useReadOnlyGuard } from '../../features/access/use-section-access.tsx';
import { DifficultyBadge } from '../../features/quiz/quiz-card.tsx';
import { loadQuizGate, startAction } from '../../features/quiz/quiz.server.ts';
import { ShareButton } from '../../features/share/share-button.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/quiz';
import { idOr404 } from '../../lib/route-params.ts';
import { LazyVerifyModal, preloadVerifyModal } from '../../features/verification/lazy-verify-modal.tsx';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.quiz.title ?? t('quiz.meta.listTitle'), data?.quiz.description);

/** A quiz's page (protected): facts, the caller's best result, attempts left; Start or Resume. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const res = await context.api.get(`/v1/quizzes/${idOr404(params.quizzId)}`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 403 ? 403 : res.httpStatus === 404 ? 404 : 500 });
  return { quiz: res.entity, gate: await loadQuizGate(context.api, user) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  return startAction(request, context.api, user, idOr404(params.quizzId));
}

export default function QuizPage() {
  const { quiz, gate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { guard, popup } = useReadOnlyGuard('Quiz');
  const refused = result?.verify;
  const [verifyOpen, setVerifyOpen] = useState(!!refused);
  useEffect(() => setVerifyOpen(!!refused), [refused]);
  useEffect(() => void (gate && preloadVerifyModal()), [gate]);
  const onSubmit = (event: FormEvent) => {
    if (gate && !quiz.active) {
      event.preventDefault();
      setVerifyOpen(true);
      return;
    }
    guard(event);
  };
  const verification = gate ?? refused;
  const facts: [string, string][] = [
    [t('quiz.detail.topic'), quiz.topic],
    [t('quiz.detail.questions'), String(quiz.questionCount)],
    [t('quiz.detail.timeLimit'), t('quiz.card.minutes', { minutes: Math.round(quiz.timeLimitSeconds / 60) })],
    [t('quiz.detail.best'), quiz.myBest ? t('quiz.detail.bestValue', quiz.myBest) : t('quiz.detail.noBest')],
    [t('quiz.detail.attemptsLeft'), t('quiz.detail.attemptsValue', { left: quiz.attemptsLeft, max: quiz.maxAttempts })],
  ];
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      {popup}
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to="/quizzes" className="hover:underline">
          {t('quiz.detail.back')}
        </Link>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold text-brand-900">{quiz.title}</h1>
        <DifficultyBadge level={quiz.difficulty} />
      </div>
      <p className="mt-2 text-[15px] text-muted">{quiz.description}</p>
      <Card className="mt-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt className="text-sm text-muted">{k}</dt>
              <dd className="font-semibold text-ink">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">{t('quiz.detail.rules')}</p>
        {result?.error && !result.verify && (
          <Alert tone="error" className="mt-4">
            {result.error}
          </Alert>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {quiz.active ? (
            <ButtonLink to={attemptPath(quiz.active.id)}>{t('quiz.detail.resume')}</ButtonLink>
          ) : quiz.attemptsLeft > 0 ? (
            <Form method="post" onSubmit={onSubmit}>
              <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
                {t('quiz.detail.start')}
              </button>
            </Form>
          ) : (
            <p className="text-sm font-semibold text-ink">{t('quiz.detail.noAttemptsLeft')}</p>
          )}
          {quiz.lastFinishedAttemptId && (
            <ButtonLink to={resultPath(quiz.lastFinishedAttemptId)} variant="secondary">
              {t('quiz.detail.lastResult')}
            </ButtonLink>
          )}
          <ShareButton url={quiz.path} entity={{ type: 'quiz', id: quiz.id }} label={t('quiz.share.title')} />
        </div>
      </Card>
      {verification && verifyOpen && (
        <LazyVerifyModal verification={verification} open onOpenChange={setVerifyOpen} />
      )}
    </Container>
  );
}
