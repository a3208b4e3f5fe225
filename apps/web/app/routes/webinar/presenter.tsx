import { Link, useActionData, useLoaderData, useNavigation, Form } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { presenterPath } from '@nirog/shared/webinar';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { LiveRoom } from '../../features/webinar/live-room.tsx';
import { StreamPlayer } from '../../features/webinar/stream-player.tsx';
import { PhaseBadge, webinarWhen } from '../../features/webinar/webinar-card.tsx';
import { WebinarForm } from '../../features/webinar/webinar-form.tsx';
import { scheduleAction } from '../../features/webinar/webinar.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/presenter';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = () => pageMeta(t('webinar.presenter.title'));

/** The presenter's page (spec section 2): their webinars; for the one chosen the stream's status, the Q&A queue and the chat. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const mine = await context.api.get('/v1/my-webinars');
  if (!mine.ok) throw new Response(null, { status: 500 });
  const chosen = positiveId(new URL(request.url).searchParams.get('webinar'));
  const selected = chosen ? mine.entity.items.find((w) => w.id === chosen) : null;
  const state = selected ? await context.api.get(`/v1/webinars/${selected.id}/live-state`) : null;
  return { items: mine.entity.items, state: state?.ok ? state.entity : null, me: user.id, canSchedule: user.userType !== 1 };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  return scheduleAction(request, context.api, user);
}

export default function PresenterPage() {
  const { items, state, me, canSchedule } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-900">{t('webinar.presenter.title')}</h1>
      {state ? (
        <section aria-labelledby="present-title" className="mt-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="present-title" className="m-0 text-xl font-bold text-brand-900">
              {state.webinar.title}
            </h2>
            <PhaseBadge phase={state.webinar.phase} />
            <Link to={presenterPath()} className="text-sm text-brand-700 underline">
              {t('webinar.presenter.all')}
            </Link>
          </div>
          <p className="mt-1 text-sm text-muted">
            {t('webinar.presenter.yourRole', { role: t(`webinar.role.${state.role}`) })} · {webinarWhen(state.webinar.startsAt)}
          </p>
          <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <div className="min-w-0">
              <Card>
                <h3 className="text-base font-semibold text-brand-900">{t('webinar.presenter.stream')}</h3>
                <p className="mt-1 text-sm text-ink">
                  {state.playback.kind === 'none' ? t('webinar.presenter.noStream') : t('webinar.presenter.streamOn', { kind: t(`webinar.presenter.kind.${state.playback.kind}`) })}
                </p>
                <p className="mt-1 text-xs text-muted">{t('webinar.presenter.streamHelp')}</p>
                <div className="mt-3">
                  <StreamPlayer playback={state.playback} title={state.webinar.title} loop />
                </div>
              </Card>
            </div>
            <LiveRoom presenter socketPath={state.socketPath} me={me} role={state.role} muted={state.muted} live={state.webinar.phase === 'live'} chat={state.chat} questions={state.questions} myVotes={state.myVotes} />
          </div>
        </section>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-[15px] text-muted">{t('webinar.presenter.intro')}</p>
          {items.length === 0 ? (
            <p className="mt-4 text-[15px]">{t('webinar.presenter.none')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {items.map((w) => (
                <li key={w.id}>
                  <Card className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="flex items-center gap-2 font-semibold text-brand-900">
                        <Link to={w.path} className="hover:underline">
                          {w.title}
                        </Link>
                        <PhaseBadge phase={w.phase} />
                      </p>
                      <p className="text-sm text-muted">
                        {t(`webinar.role.${w.myRole}`)} · {webinarWhen(w.startsAt)}
                      </p>
                    </div>
                    {w.phase !== 'past' && (
                      <Link to={presenterPath(w.id)} className="font-semibold text-brand-700 underline">
                        {t('webinar.presenter.open')}
                      </Link>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {canSchedule && (
            <Card className="mt-8">
              <h2 className="text-lg font-semibold text-brand-900">{t('webinar.presenter.schedule')}</h2>
              {result?.error && !result.fields && (
                <Alert tone="error" className="mt-3">
                  {result.error}
                </Alert>
              )}
              <Form method="post" className="mt-3">
                <WebinarForm values={null} fields={result?.fields} busy={busy} submitLabel={t('webinar.presenter.scheduleButton')} />
              </Form>
            </Card>
          )}
        </>
      )}
    </Container>
  );
}
