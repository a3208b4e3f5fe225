/**
 * The course player (decision 068). Our files and HLS playlists play in the browser's <video>; hls.js is loaded only
 * for an HLS source on a browser without native HLS (Safari and most phones have it), and only on this page. A video
 * platform link plays in the platform's own player (its iframe API reports the time by postMessage).
 *
 * The position goes to the server every LEARNING_RULES.saveEverySeconds while playing, on pause, seek and end, and
 * by navigator.sendBeacon when the page is hidden or left, so a reload or another device resumes at the same second.
 * The server keeps the largest position unless a save says `rewind` (sent when the person seeks back, or restarts a
 * finished video from the start).
 */
import { useEffect, useRef } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { LEARNING_RULES, PROGRESS_ACTION } from '@nirog/shared/learning';
import type { PlayerView, ProgressView } from '@nirog/shared/schemas/learning';

interface Props {
  video: Pick<PlayerView, 'id' | 'title' | 'durationSeconds' | 'source' | 'positionSeconds'>;
  /** Learning write: saves are sent (read-only users watch without saving). */
  canSave: boolean;
  onSaved?: (progress: ProgressView) => void;
}

/** Where to start: the saved second, or the beginning when the saved second is at the very end. */
export function startAt(position: number, duration: number) {
  return position >= duration - LEARNING_RULES.restartWithinSeconds ? 0 : position;
}

function useProgressSaver(videoId: number, initial: number, initialRewind: boolean, canSave: boolean, onSaved?: (p: ProgressView) => void) {
  const state = useRef({ saved: initial, rewind: initialRewind, lastSentAt: 0, current: initial });
  const savedCb = useRef(onSaved);
  savedCb.current = onSaved;
  const form = (position: number, rewind: boolean) => {
    const f = new FormData();
    f.set('videoId', String(videoId));
    f.set('positionSeconds', position.toFixed(1));
    if (rewind) f.set('rewind', '1');
    return f;
  };
  const save = (position: number, how: 'fetch' | 'beacon' = 'fetch') => {
    if (!canSave || !Number.isFinite(position)) return;
    const s = state.current;
    const rewind = s.rewind;
    if (!rewind && position <= s.saved + 0.05 && how === 'fetch') return;
    s.rewind = false;
    s.saved = position;
    s.lastSentAt = Date.now();
    if (how === 'beacon' && navigator.sendBeacon?.(PROGRESS_ACTION, form(position, rewind))) return;
    void fetch(PROGRESS_ACTION, { method: 'POST', body: form(position, rewind), credentials: 'same-origin', keepalive: true, headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { ok?: boolean; progress?: ProgressView } | null) => {
        if (body?.progress) savedCb.current?.(body.progress);
      })
      .catch(() => {
        // Offline for a moment: the next save (or the one on leaving) carries the position.
      });
  };
  /** The person went back on purpose: the next save may be smaller than the last. */
  const rewound = (position: number) => {
    const s = state.current;
    if (position < s.saved - 1) {
      s.rewind = true;
      s.saved = position;
    }
  };
  const tick = (position: number) => {
    state.current.current = position;
    if (Date.now() - state.current.lastSentAt >= LEARNING_RULES.saveEverySeconds * 1000) save(position);
  };
  useEffect(() => {
    const leave = () => save(state.current.current, 'beacon');
    const hidden = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leave);
      // Leaving for another page of the site (a client-side navigation).
      leave();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId]);
  return { state, save, rewound, tick };
}

export function VideoPlayer({ video, canSave, onSaved }: Props) {
  const from = startAt(video.positionSeconds, video.durationSeconds);
  // A finished video started again from 0: its first save goes back on purpose.
  const saver = useProgressSaver(video.id, from, from === 0 && video.positionSeconds > 0, canSave, onSaved);
  if (video.source.kind === 'platform') return <PlatformPlayer embedUrl={video.source.embedUrl} title={video.title} from={from} saver={saver} />;
  return <MediaPlayer url={video.source.url} hls={video.source.kind === 'hls'} title={video.title} from={from} saver={saver} />;
}

type Saver = ReturnType<typeof useProgressSaver>;

function MediaPlayer({ url, hls, title, from, saver }: { url: string; hls: boolean; title: string; from: number; saver: Saver }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const seekStart = () => {
      if (from > 0 && el.currentTime < 0.5) el.currentTime = from;
    };
    el.addEventListener('loadedmetadata', seekStart, { once: true });
    if (!hls || el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = url;
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return;
        const player = new Hls();
        player.loadSource(url);
        player.attachMedia(el);
        destroy = () => player.destroy();
      });
    }
    const onTime = () => saver.tick(el.currentTime);
    const onPause = () => saver.save(el.currentTime);
    const onSeeked = () => {
      saver.rewound(el.currentTime);
      saver.save(el.currentTime);
    };
    const onEnded = () => saver.save(el.duration || el.currentTime);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', onPause);
    el.addEventListener('seeked', onSeeked);
    el.addEventListener('ended', onEnded);
    return () => {
      cancelled = true;
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('seeked', onSeeked);
      el.removeEventListener('ended', onEnded);
      el.removeEventListener('loadedmetadata', seekStart);
      destroy?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, hls, from]);
  return (
    <video ref={ref} controls playsInline preload="metadata" aria-label={title} className="aspect-video w-full rounded-xl bg-black" data-start={from}>
      {t('learning.player.unsupported')}
    </video>
  );
}

const PLATFORM_ORIGIN = 'https://www.youtube-nocookie.com';

function PlatformPlayer({ embedUrl, title, from, saver }: { embedUrl: string; title: string; from: number; saver: Saver }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const src = `${embedUrl}&enablejsapi=1&start=${Math.floor(from)}`;
  useEffect(() => {
    const frame = ref.current;
    // The platform's iframe API: once we say we listen, it posts its state (currentTime among it).
    const listen = () => frame?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), PLATFORM_ORIGIN);
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== PLATFORM_ORIGIN || e.source !== frame?.contentWindow || typeof e.data !== 'string') return;
      try {
        const msg = JSON.parse(e.data) as { event?: string; info?: { currentTime?: number; playerState?: number } };
        const time = msg.info?.currentTime;
        if (typeof time === 'number') saver.tick(time);
        if (msg.info?.playerState === 2 || msg.info?.playerState === 0) saver.save(saver.state.current.current);
      } catch {
        // Not the platform's message.
      }
    };
    window.addEventListener('message', onMessage);
    frame?.addEventListener('load', listen);
    return () => {
      window.removeEventListener('message', onMessage);
      frame?.removeEventListener('load', listen);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  return (
    <div>
      <iframe ref={ref} src={src} title={title} className="aspect-video w-full rounded-xl bg-black" allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
      <p className="mt-2 text-xs text-muted">{t('learning.player.platformNote')}</p>
    </div>
  );
}
