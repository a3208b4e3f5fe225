import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { istMoment, leaderboardPath, olympiadResultPath } from '@nirog/shared/olympiad';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { answerAction } from '../../features/olympiad/olympiad.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/play';
import { idOr404 } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data?.play.olympiad.title ?? t('olympiad.meta.title')), { name: 'robots', content: 'noindex' }];

/** Protected (spec section 2): today's question of an edition, one at a time, timed by the server from its first showing. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const id = idOr404(params.olympiadId);
  const res = await context.api.get(`/v1/olympiads/${id}/play`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 403 ? 403 : res.httpStatus === 404 ? 404 : 500 });
  const answered = new URL(request.url).searchParams.get('answered');
  return { play: res.entity, answeredIn: answered && /^\d{1,6}$/.test(answered) ? Number(answered) : null };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  return answerAction(context.api, request, idOr404(params.olympiadId));
}

/** Seconds on the question, counted from the server's first showing (the server's count is the one that scores). */
function QuestionClock({ servedAt }: { servedAt: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (now === null) return null;
  return <p className="text-sm text-muted" aria-live="off">{t('olympiad.play.timer', { seconds: Math.max(0, Math.round((now - Date.parse(servedAt)) / 1000)) })}</p>;
}

export default function OlympiadPlayPage() {
  const { play, answeredIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { olympiad, question, today } = play;
  const nextDay = olympiad.days.find((d) => d.status === 'upcoming');
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to={`/olympiad?edition=${olympiad.id}`} className="hover:underline">
          {t('olympiad.play.back')}
        </Link>
      </nav>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{olympiad.title}</h1>
      <p className="mt-1 text-sm text-muted">{olympiad.scheduleText}</p>

      {olympiad.status === 'ended' ? (
        <Alert className="mt-6">{t('olympiad.ended')}</Alert>
      ) : !play.participantId ? (
        <Card className="mt-6">
          <p className="m-0 text-[15px] text-ink">{t('olympiad.play.notRegistered')}</p>
          <ButtonLink className="mt-4" to={`/olympiad?edition=${olympiad.id}&register=1`}>
            {t('olympiad.play.registerCta')}
          </ButtonLink>
        </Card>
      ) : olympiad.status === 'upcoming' ? (
        <Alert className="mt-6">{t('olympiad.play.upcoming', { when: olympiad.scheduleText })}</Alert>
      ) : !play.canAnswer ? (
        <Alert className="mt-6">{t('olympiad.play.readOnly')}</Alert>
      ) : (
        <>
          {answeredIn !== null && (
            <Alert tone="success" className="mt-6">
              {t('olympiad.play.recorded', { seconds: answeredIn })}
            </Alert>
          )}
          {today && (
            <p className="mt-6 text-sm font-semibold text-ink">
              {t('olympiad.play.progress', { day: today.dayNumber, answered: today.answered, total: today.total })} · {t('olympiad.play.closes', { time: istMoment(today.closesAt) })}
            </p>
          )}
          {question ? (
            <Card className="mt-3">
              <Form method="post" aria-labelledby="question-prompt">
                <input type="hidden" name="questionId" value={question.id} />
                <p className="m-0 text-xs font-semibold uppercase tracking-wide text-muted">{t('olympiad.play.question', { position: question.position, day: question.dayNumber })}</p>
                <fieldset className="mt-2 border-0 p-0">
                  <legend id="question-prompt" className="text-lg font-semibold text-ink">
                    {question.prompt}
                  </legend>
                  {question.kind === 'multiple' && <p className="mt-1 text-sm text-muted">{t('olympiad.play.chooseMany')}</p>}
                  <div className="mt-3 space-y-2">
                    {question.options.map((option, i) => (
                      <label key={i} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 hover:bg-brand-50">
                        <input type={question.kind === 'multiple' ? 'checkbox' : 'radio'} name="options" value={i} required={question.kind === 'single'} className="size-4" />
                        <span className="text-[15px]">{option}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {result?.error && (
                  <Alert tone="error" className="mt-3">
                    {result.error}
                  </Alert>
                )}
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  <QuestionClock servedAt={question.servedAt} />
                  <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
                    {t('olympiad.play.submit')}
                  </button>
                </div>
              </Form>
            </Card>
          ) : (
            <Alert className="mt-3">{today ? t('olympiad.play.allDone') : nextDay ? t('olympiad.play.noDayOpen', { opens: istMoment(nextDay.opensAt) }) : t('olympiad.play.noneLeft')}</Alert>
          )}
          <p className="mt-4 text-sm text-ink">{t('olympiad.play.score', { score: play.score })}</p>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {olympiad.status !== 'ended' && (
          <ButtonLink to={leaderboardPath('today-leaderboard', olympiad.id)} variant="secondary">
            {t('olympiad.page.boards')}
          </ButtonLink>
        )}
        {play.participantId && (
          <ButtonLink to={olympiadResultPath(olympiad.id)} variant="secondary">
            {t('olympiad.page.result')}
          </ButtonLink>
        )}
      </div>
    </Container>
  );
}
