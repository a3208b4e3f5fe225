/**
 * The webinar's player (decision 069): an HLS stream plays natively where the browser can (Safari, iOS, Android's
 * Chrome) and through hls.js, loaded only then, elsewhere; a video platform's link plays in its embed. The demo's
 * short HLS stream loops so a live page always shows video. A LiveKit room (decision 075) loads its own client.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import type { Playback } from '@nirog/shared/schemas/webinar';

// LiveKit's client only for a LiveKit room (decision 075): its own chunk, never on a page that plays HLS or a link.
const LiveKitStage = lazy(() => import('./livekit-stage.tsx'));

export function StreamPlayer({ playback, title, loop = false }: { playback: Playback; title: string; loop?: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const url = playback.kind === 'hls' ? playback.url : null;

  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = url;
      return;
    }
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) return setFailed(true);
        const h = new Hls();
        h.on(Hls.Events.ERROR, (_e, d) => d.fatal && setFailed(true));
        h.loadSource(url);
        h.attachMedia(el);
        hls = h;
      })
      .catch(() => setFailed(true));
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [url]);

  if (playback.kind === 'livekit')
    return (
      <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-black" />}>
        <LiveKitStage playback={playback} title={title} />
      </Suspense>
    );
  if (playback.kind === 'none') return <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-brand-900 p-4 text-center text-sm text-white">{t('webinar.live.noStream')}</div>;
  if (playback.kind === 'embed')
    return <iframe src={playback.url} title={title} className="aspect-video w-full rounded-xl border-0 bg-black" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />;
  return (
    <div>
      <video ref={video} controls playsInline muted autoPlay loop={loop} aria-label={title} className="aspect-video w-full rounded-xl bg-black" data-testid="webinar-video" />
      {failed && <p className="mt-2 text-sm text-danger">{t('webinar.live.playerFailed')}</p>}
    </div>
  );
}
