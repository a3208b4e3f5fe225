/**
 * A webinar's LiveKit room (decision 075), loaded only when the live page's playback is a LiveKit room, so no other
 * page (and no HLS webinar) carries livekit-client. The audience subscribes: the presenters' screen share (else their
 * camera) fills the player and their microphones play. Presenters (the token allows them to publish; the media server
 * enforces it) start their camera and microphone or share their screen here. Never a mesh of peer connections: each
 * browser talks to the media server only.
 */
import { useEffect, useRef, useState } from 'react';
import { Room, RoomEvent, Track, type RemoteTrack } from 'livekit-client';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';

export interface LiveKitPlayback {
  kind: 'livekit';
  url: string;
  room: string;
  token: string;
  canPublish: boolean;
}

type Status = 'connecting' | 'connected' | 'failed';

export default function LiveKitStage({ playback, title }: { playback: LiveKitPlayback; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLDivElement>(null);
  const roomRef = useRef<Room | null>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const [showing, setShowing] = useState(false);
  const [needsAudio, setNeedsAudio] = useState(false);
  const [onAir, setOnAir] = useState(false);
  const [deviceError, setDeviceError] = useState(false);

  useEffect(() => {
    const room = new Room({ adaptiveStream: true, dynacast: true });
    roomRef.current = room;
    let attached: Track | null = null;
    let stopped = false;

    // The main picture: a screen share before a camera, a presenter's own before none (their preview).
    function show() {
      const el = video.current;
      if (!el) return;
      const remote = [...room.remoteParticipants.values()].flatMap((p) => [...p.videoTrackPublications.values()]).filter((p) => p.track);
      const local = [...room.localParticipant.videoTrackPublications.values()].filter((p) => p.track);
      const pick = (list: typeof remote) => list.find((p) => p.source === Track.Source.ScreenShare) ?? list[0];
      const next = (pick(remote) ?? pick(local as unknown as typeof remote))?.track ?? null;
      if (next === attached) return;
      attached?.detach(el);
      attached = next;
      next?.attach(el);
      setShowing(!!next);
      setOnAir(room.localParticipant.trackPublications.size > 0);
    }
    room
      .on(RoomEvent.TrackSubscribed, (track: RemoteTrack) => {
        if (track.kind === Track.Kind.Audio && audio.current) audio.current.appendChild(track.attach());
        show();
      })
      .on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack) => {
        if (track.kind === Track.Kind.Audio) track.detach().forEach((el) => el.remove());
        show();
      })
      .on(RoomEvent.LocalTrackPublished, show)
      .on(RoomEvent.LocalTrackUnpublished, show)
      .on(RoomEvent.AudioPlaybackStatusChanged, () => setNeedsAudio(!room.canPlaybackAudio))
      .on(RoomEvent.Disconnected, () => !stopped && setStatus('failed'));
    room
      .connect(playback.url, playback.token)
      .then(() => {
        if (stopped) return;
        setStatus('connected');
        setNeedsAudio(!room.canPlaybackAudio);
        show();
      })
      .catch(() => !stopped && setStatus('failed'));
    return () => {
      stopped = true;
      void room.disconnect();
    };
  }, [playback.url, playback.token]);

  const publish = (what: 'camera' | 'screen' | 'stop') => async () => {
    const room = roomRef.current;
    if (!room) return;
    setDeviceError(false);
    try {
      const lp = room.localParticipant;
      if (what === 'camera') await Promise.all([lp.setCameraEnabled(true), lp.setMicrophoneEnabled(true)]);
      else if (what === 'screen') await lp.setScreenShareEnabled(true, { audio: true });
      else await Promise.all([lp.setCameraEnabled(false), lp.setMicrophoneEnabled(false), lp.setScreenShareEnabled(false)]);
    } catch {
      setDeviceError(true);
    }
  };

  return (
    <div data-testid="livekit-stage">
      <div className="relative">
        <video ref={video} playsInline autoPlay muted={playback.canPublish} aria-label={title} className="aspect-video w-full rounded-xl bg-black" />
        {!showing && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white" role="status">
            {status === 'connecting' ? t('webinar.livekit.connecting') : status === 'failed' ? t('webinar.livekit.failed') : t('webinar.livekit.waiting')}
          </p>
        )}
      </div>
      <div ref={audio} hidden />
      {needsAudio && (
        <button type="button" onClick={() => void roomRef.current?.startAudio()} className={`mt-2 ${buttonClass('secondary', 'sm')}`}>
          {t('webinar.livekit.startAudio')}
        </button>
      )}
      {playback.canPublish && status === 'connected' && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-muted">{onAir ? t('webinar.livekit.onAir') : t('webinar.livekit.presenterHelp')}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={publish('camera')} className={buttonClass('primary', 'sm')}>
              {t('webinar.livekit.goLive')}
            </button>
            <button type="button" onClick={publish('screen')} className={buttonClass('secondary', 'sm')}>
              {t('webinar.livekit.shareScreen')}
            </button>
            {onAir && (
              <button type="button" onClick={publish('stop')} className={buttonClass('secondary', 'sm')}>
                {t('webinar.livekit.stop')}
              </button>
            )}
          </div>
          {deviceError && <p className="text-sm text-danger">{t('webinar.livekit.deviceFailed')}</p>}
        </div>
      )}
    </div>
  );
}
