import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { attemptPath, resultPath } from '@nirog/shared/quiz';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Countdown } from '../../features/quiz/countdown.tsx';
import { attemptAction } from '../../features/quiz/quiz.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/attempt';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.attempt.quizTitle ?? t('quiz.attempt.title'));

const attemptIdOf = (request: Request) => {
  const id = positiveId(new URL(request.url).searchParams.get('attempt'));
  if (!id) throw new Response(null, { status: 404 });
  return id;
};

/**
 * One question at a time (protected). The time left comes from the server's stored deadline, so a reload or a
 * second tab carries on with the same clock; a finished attempt goes to its result.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = attemptIdOf(request);
  const res = await context.api.get(`/v1/quiz-attempts/${id}/questions`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 404 ? 404 : res.httpStatus === 403 ? 403 : 500 });
  const attempt = res.entity;
  if (attempt.status === 'finished') throw redirect(resultPath(id));
  const total = attempt.questions.length;
  const firstOpen = attempt.questions.findIndex((q) => q.chosen.length === 0);
  const asked = positiveId(new URL(request.url).searchParams.get('q'));
  const n = Math.min(asked ?? (firstOpen >= 0 ? firstOpen + 1 : total), total);
  return { attempt, n };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return attemptAction(request, context.api, attemptIdOf(request));
}

export default function AttemptPage() {
  const { attempt, n } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const q = attempt.questions[n - 1]!;
  const total = attempt.questions.length;
  const base = attemptPath(attempt.id);
  const last = n === total;
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-xl font-bold text-brand-900 sm:text-2xl">{attempt.quizTitle}</h1>
        <Countdown remainingSeconds={attempt.remainingSeconds} expireTo={resultPath(attempt.id)} />
      </div>
      <p className="mt-1 text-sm text-muted">{t('quiz.attempt.answered', { answered: attempt.answered, total })}</p>
      {result?.error && <Alert tone="error" className="mt-4">{result.error}</Alert>}

      <Card className="mt-4">
        <Form method="post" action={`${base}&q=${n}`} aria-labelledby="question-prompt">
          <input type="hidden" name="questionId" value={q.id} />
          <input type="hidden" name="q" value={n} />
          <fieldset>
            <legend className="text-sm font-semibold text-muted">{t('quiz.attempt.question', { n, total })}</legend>
            <p id="question-prompt" className="mt-2 text-lg font-semibold text-ink">
              {q.prompt}
            </p>
            {q.imageUrl && <img src={q.imageUrl} alt="" loading="lazy" className="mt-3 max-h-64 w-auto max-w-full rounded-lg border border-line" />}
            <p className="mt-1 text-sm text-muted">{q.kind === 'multiple' ? t('quiz.attempt.multiple') : t('quiz.attempt.single')}</p>
            <div className="mt-4 space-y-2">
              {q.options.map((option, i) => (
                <label key={`${q.id}-${i}`} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type={q.kind === 'multiple' ? 'checkbox' : 'radio'} name="options" value={i} defaultChecked={q.chosen.includes(i)} className="mt-1 size-4 accent-brand-700" />
                  <span className="text-[15px]">{option}</span>
                </label>
              ))}
            </div>
            {result?.fieldError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                {result.fieldError}
              </p>
            )}
          </fieldset>
          <div className="mt-5 flex flex-wrap gap-2">
            {n > 1 && (
              <Link to={`${base}&q=${n - 1}`} className={buttonClass('secondary', 'md')}>
                {t('quiz.attempt.previous')}
              </Link>
            )}
            <button type="submit" name="intent" value={last ? 'save' : 'next'} disabled={busy} className={buttonClass('primary', 'md')}>
              {last ? t('quiz.attempt.save') : t('quiz.attempt.saveNext')}
            </button>
          </div>
        </Form>
      </Card>

      <nav aria-label={t('quiz.attempt.questions')} className="mt-5">
        <ol className="flex flex-wrap gap-2">
          {attempt.questions.map((x, i) => (
            <li key={x.id}>
              <Link
                to={`${base}&q=${i + 1}`}
                aria-label={t('quiz.attempt.goTo', { n: i + 1 })}
                aria-current={i + 1 === n ? 'step' : undefined}
                className={cn('inline-flex size-9 items-center justify-center rounded-full border text-sm font-semibold', i + 1 === n ? 'border-brand-700 bg-brand-700 text-white' : x.chosen.length ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-line text-ink')}
              >
                {i + 1}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <Form method="post" action={`${base}&q=${n}`} className="mt-6 rounded-lg border border-line bg-canvas p-4">
        <p className="text-sm text-muted">{t('quiz.attempt.submitHint')}</p>
        <button type="submit" name="intent" value="submit" disabled={busy} className={buttonClass('secondary', 'md', 'mt-3')}>
          {t('quiz.attempt.submit')}
        </button>
      </Form>
    </Container>
  );
}
