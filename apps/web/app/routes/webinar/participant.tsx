import { Link, redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { webinarPath } from '@nirog/shared/webinar';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { LiveRoom } from '../../features/webinar/live-room.tsx';
import { StreamPlayer } from '../../features/webinar/stream-player.tsx';
import { PhaseBadge, webinarWhen } from '../../features/webinar/webinar-card.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/participant';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data ? t('webinar.live.metaTitle', { title: data.state.webinar.title }) : t('webinar.meta.listTitle'));

/** The live page (spec section 2): the stream beside the chat and the Q&A. Not registered: the webinar's page to register. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const id = positiveId(params.webinarId);
  if (!id) throw new Response(null, { status: 404 });
  const res = await context.api.get(`/v1/webinars/${id}/live-state`);
  if (!res.ok) {
    if (res.httpStatus === 403 && res.error.error === t('webinar.error.registerFirst')) throw redirect(webinarPath(id));
    throw new Response(null, { status: res.httpStatus === 403 ? 403 : res.httpStatus === 404 ? 404 : 500 });
  }
  return { state: res.entity, me: user.id };
}

export default function ParticipantPage() {
  const { state, me } = useLoaderData<typeof loader>();
  const w = state.webinar;
  return (
    <Container className="py-6 sm:py-8">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to={w.path} className="hover:underline">
          {t('webinar.live.back')}
        </Link>
      </nav>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-xl font-bold text-brand-900 sm:text-2xl">{w.title}</h1>
        <PhaseBadge phase={w.phase} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {w.speakers.join(', ')} · {webinarWhen(w.startsAt)}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <StreamPlayer playback={state.playback} title={w.title} loop={w.phase === 'live'} />
          {w.phase === 'upcoming' && <p className="mt-2 text-sm text-muted">{t('webinar.live.notStarted', { time: webinarWhen(w.startsAt) })}</p>}
        </div>
        <LiveRoom socketPath={state.socketPath} me={me} role={state.role} muted={state.muted} live={w.phase === 'live'} chat={state.chat} questions={state.questions} myVotes={state.myVotes} />
      </div>
    </Container>
  );
}
