import { Link, redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { olympiadResultPath } from '@nirog/shared/olympiad';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/result';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => [...pageMeta(t('olympiad.result.title')), { name: 'robots', content: 'noindex' }];

/** Protected (spec section 2): a participant's result; without `?edition=` the edition running or next. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const editionId = positiveId(new URL(request.url).searchParams.get('edition'));
  if (!editionId) {
    const current = await context.api.get('/pub/v1/olympiadByDate');
    if (current.ok && current.entity) throw redirect(olympiadResultPath(current.entity.id));
    throw new Response(null, { status: 404 });
  }
  const res = await context.api.get(`/v1/olympiads/${editionId}/result`);
  if (!res.ok) throw new Response(null, { status: res.httpStatus === 403 ? 403 : 404 });
  return { result: res.entity };
}

export default function OlympiadResultPage() {
  const { result } = useLoaderData<typeof loader>();
  const facts: [string, string][] = [
    [t('olympiad.result.score'), String(result.score)],
    [t('olympiad.result.rank'), result.rank ? t('olympiad.result.rankValue', { rank: result.rank, total: result.participants }) : t('olympiad.result.noRank')],
    [t('olympiad.result.answered'), String(result.answered)],
    [t('olympiad.result.time'), t('olympiad.board.seconds', { seconds: result.timeTakenSeconds })],
  ];
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to={`/olympiad?edition=${result.olympiad.id}`} className="hover:underline">
          {t('olympiad.play.back')}
        </Link>
      </nav>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{t('olympiad.result.title')}</h1>
      <p className="mt-1 text-[15px] text-muted">
        {result.olympiad.title} · {result.olympiad.scheduleText} · {result.name}
      </p>
      <Card className="mt-6">
        <dl className="grid gap-3 sm:grid-cols-4">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt className="text-sm text-muted">{k}</dt>
              <dd className="font-semibold text-ink">{v}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <h2 className="mt-8 text-lg font-semibold text-ink">{t('olympiad.result.answers')}</h2>
      {result.answers.length === 0 ? (
        <p className="mt-2 text-[15px] text-muted">{t('olympiad.result.noneClosed')}</p>
      ) : (
        <ol className="mt-3 list-none space-y-4 p-0">
          {result.answers.map((a) => (
            <li key={a.questionId}>
              <Card>
                <p className="m-0 text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('olympiad.board.day')} {a.dayNumber} · {a.chosen.length === 0 ? t('olympiad.result.notAnswered') : a.isCorrect ? t('olympiad.result.correct') : t('olympiad.result.wrong')}
                </p>
                <p className="mt-1 font-semibold text-ink">{a.prompt}</p>
                <p className="mt-2 text-sm">
                  <span className="text-muted">{t('olympiad.result.yours')}:</span> {a.chosen.length ? a.chosen.map((i) => a.options[i]).join(', ') : t('olympiad.result.notAnswered')}
                </p>
                <p className="mt-1 text-sm">
                  <span className="text-muted">{t('olympiad.result.right')}:</span> <strong>{a.correct.map((i) => a.options[i]).join(', ')}</strong>
                </p>
                <p className="mt-2 text-sm text-ink">{a.explanation}</p>
                {a.reference && <p className="mt-1 text-xs text-muted">{t('olympiad.result.reference', { reference: a.reference })}</p>}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}
