import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, redirect, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ProgressView } from '@nirog/shared/schemas/learning';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { accessMapOf, requireSectionVisible } from '../../features/access/access.server.ts';
import { idParam } from '../../features/learning/learning.server.ts';
import { startAt, VideoPlayer } from '../../features/learning/video-player.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/video';

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data ? `${data.video.title} · ${data.video.course.title}` : t('learning.meta.title'), data?.video.topic.description);

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Spec section 2: /learning/{categoryId}/{courseId}/{topicId}/{topicVideoId} (protected). Not enrolled or not paid: the course page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  await requireSectionVisible(context.api, 'Learning');
  const [categoryId, courseId, topicId, videoId] = [idParam(params.categoryId), idParam(params.courseId), idParam(params.topicId), idParam(params.topicVideoId)];
  const res = await context.api.get(`/v1/learning/videos/${videoId}`);
  if (!res.ok) {
    if (res.httpStatus === 403) throw redirect(`/learning/${categoryId}/${courseId}`);
    throw new Response(null, { status: res.httpStatus === 404 ? 404 : 500 });
  }
  const v = res.entity;
  if (v.course.categoryId !== categoryId || v.course.id !== courseId || v.topic.id !== topicId) throw new Response(null, { status: 404 });
  const access = await accessMapOf(context.api);
  return { video: v, canSave: access?.sections.Learning === 'write' };
}

export default function VideoPage() {
  const { video, canSave } = useLoaderData<typeof loader>();
  const [saved, setSaved] = useState<ProgressView | null>(null);
  const watched = saved?.watched ?? video.watched;
  const completedAt = saved?.courseCompletedAt ?? video.course.completedAt;
  const from = startAt(video.positionSeconds, video.durationSeconds);
  return (
    <Container className="max-w-4xl py-6 sm:py-10">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted">
        <Link to={video.course.path} className="hover:underline">
          {video.course.title}
        </Link>
      </nav>
      <h1 className="mt-2 text-xl font-bold text-brand-900 sm:text-2xl">{video.title}</h1>
      <div className="mt-4">
        <VideoPlayer key={video.id} video={video} canSave={canSave} onSaved={setSaved} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {from > 0 && <span className="text-muted">{t('learning.player.resumeAt', { time: clock(from) })}</span>}
        {watched && (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
            <CheckCircle2 size={16} aria-hidden /> {t('learning.player.watched')}
          </span>
        )}
      </div>
      {completedAt && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          {t('learning.player.courseDone')}
        </p>
      )}
      <Card className="mt-6" aria-labelledby="topic-title">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('learning.player.topic')}</p>
        <h2 id="topic-title" className="mt-1 text-lg font-semibold text-brand-900">
          {video.topic.title}
        </h2>
        <p className="mt-2 text-[15px] text-ink">{video.topic.description}</p>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
          <span className="inline-flex items-center gap-2">
            {t('learning.player.shareTopic')} <ShareButton url={video.topic.path} entity={{ type: 'lms_topic', id: video.topic.id }} label={t('learning.player.shareTopic')} />
          </span>
          <span className="inline-flex items-center gap-2">
            {t('learning.player.shareVideo')} <ShareButton url={video.path} entity={{ type: 'lms_video', id: video.id }} label={t('learning.player.shareVideo')} />
          </span>
        </div>
      </Card>
      <nav aria-label={video.course.title} className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        {video.previousPath ? (
          <Link to={video.previousPath} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
            <ChevronLeft size={18} aria-hidden /> {t('learning.player.previous')}
          </Link>
        ) : (
          <Link to={video.course.path} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
            <ChevronLeft size={18} aria-hidden /> {t('learning.player.backToCourse')}
          </Link>
        )}
        {video.nextPath ? (
          <Link to={video.nextPath} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
            {t('learning.player.next')} <ChevronRight size={18} aria-hidden />
          </Link>
        ) : (
          <Link to={video.course.path} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
            {t('learning.player.backToCourse')} <ChevronRight size={18} aria-hidden />
          </Link>
        )}
      </nav>
    </Container>
  );
}
