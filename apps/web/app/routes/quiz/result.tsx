import { Award, CheckCircle2, XCircle } from 'lucide-react';
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { attemptPath, quizPath } from '@nirog/shared/quiz';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/result';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('quiz.result.title'));

/** A finished attempt's result (protected; another's attempt is the 404 page; a running one goes back to it). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = positiveId(new URL(request.url).searchParams.get('attempt'));
  if (!id) throw new Response(null, { status: 404 });
  const res = await context.api.get(`/v1/quiz-attempts/${id}/result`);
  if (res.ok) {
    // A pass has earned the quiz's certificate (decision 067): issued when the attempt was scored.
    const earned = res.entity.passed ? await context.api.get(`/v1/certificates?context=quiz&subjectId=${res.entity.quizId}&limit=1`) : null;
    const certificate = earned?.ok ? (earned.entity.items.find((c) => c.status === 'valid') ?? null) : null;
    return { result: res.entity, certificate: certificate && { pdfPath: certificate.pdfPath, path: certificate.path } };
  }
  if (res.httpStatus === 409) throw redirect(attemptPath(id));
  throw new Response(null, { status: res.httpStatus === 404 ? 404 : 500 });
}

const listOf = (options: string[], picked: number[]) => picked.map((i) => options[i]).join('; ');

export default function ResultPage() {
  const { result: r, certificate } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to={quizPath(r.quizId)} className="hover:underline">
          {t('quiz.result.backToQuiz')}
        </Link>
      </nav>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{r.quizTitle}</h1>
      <Card className="mt-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('quiz.result.title')}</p>
        <p className="mt-1 text-xl font-bold text-ink">{t('quiz.result.score', { score: r.score, total: r.total, percent: r.percent })}</p>
        <p className={`mt-1 font-semibold ${r.passed ? 'text-brand-700' : 'text-saffron-700'}`}>{r.passed ? t('quiz.result.passed') : t('quiz.result.notPassed')}</p>
        {r.timedOut && <Alert tone="info" className="mt-3">{t('quiz.result.timedOut')}</Alert>}
        {certificate && (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-3">
            <Award size={20} className="text-brand-700" aria-hidden />
            <p className="text-[15px] font-medium text-brand-900">{t('certificate.quizResult.earned')}</p>
            <a href={certificate.pdfPath} download className={buttonClass('primary', 'sm')}>
              {t('certificate.quizResult.download')}
            </a>
            <Link to={certificate.path} className="text-sm font-medium text-brand-800 underline underline-offset-2">
              {t('certificate.quizResult.verifyLink')}
            </Link>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {r.attemptsLeft > 0 && (
            <Form method="post" action={quizPath(r.quizId)}>
              <button type="submit" className={buttonClass('primary', 'md')}>
                {t('quiz.result.retake', { left: r.attemptsLeft })}
              </button>
            </Form>
          )}
          <ButtonLink to="/quizzes" variant="secondary">
            {t('quiz.result.allQuizzes')}
          </ButtonLink>
          <ShareButton url={quizPath(r.quizId)} entity={{ type: 'quiz', id: r.quizId }} label={t('quiz.share.title')} />
        </div>
      </Card>
      <ol className="mt-6 space-y-4">
        {r.questions.map((q, i) => (
          <li key={q.id}>
            <Card aria-labelledby={`rq-${q.id}`}>
              <p className="flex items-center gap-2 text-sm font-semibold">
                {q.isCorrect ? <CheckCircle2 size={18} className="text-brand-700" aria-hidden /> : <XCircle size={18} className="text-danger" aria-hidden />}
                <span className={q.isCorrect ? 'text-brand-700' : 'text-danger'}>{q.isCorrect ? t('quiz.result.correct') : t('quiz.result.wrong')}</span>
                <span className="text-muted">· {t('quiz.attempt.question', { n: i + 1, total: r.questions.length })}</span>
              </p>
              <h2 id={`rq-${q.id}`} className="mt-2 text-base font-semibold text-ink">
                {q.prompt}
              </h2>
              {q.imageUrl && <img src={q.imageUrl} alt="" loading="lazy" className="mt-2 max-h-48 w-auto max-w-full rounded-lg border border-line" />}
              <dl className="mt-3 space-y-2 text-[15px]">
                <div>
                  <dt className="text-sm text-muted">{t('quiz.result.yourAnswer')}</dt>
                  <dd>{q.chosen.length ? listOf(q.options, q.chosen) : t('quiz.result.noAnswer')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('quiz.result.rightAnswer')}</dt>
                  <dd className="font-semibold text-brand-900">{listOf(q.options, q.correct)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('quiz.result.explanation')}</dt>
                  <dd>{q.explanation}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('quiz.result.reference')}</dt>
                  <dd className="italic">{q.reference}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ol>
    </Container>
  );
}
