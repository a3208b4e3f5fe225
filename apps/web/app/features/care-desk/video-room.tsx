/**
 * The 1:1 video of a consultation: WebRTC between the two browsers, with our server relaying the signalling over a
 * WebSocket (apps/api/src/modules/care/consultation-signal.ts). The doctor makes the offer whenever both are in the
 * room; the patient answers. It starts on a click (browsers ask for the camera then) and works without any STUN/TURN
 * server on one network; ICE servers come from the server's configuration.
 */
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

type State = 'idle' | 'starting' | 'waiting' | 'connecting' | 'connected' | 'ended' | 'closed' | 'error';

interface Props {
  role: 'doctor' | 'patient';
  signalPath: string;
  iceServers: RTCIceServer[];
  peerName: string;
  /** Something beside the video changed (prescription, notes): reload the page's data. */
  onRefresh: () => void;
}

export function VideoRoom({ role, signalPath, iceServers, peerName, onRefresh }: Props) {
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<string | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [camOn, setCamOn] = useState(true);
  const localRef = useRef<HTMLVideoElement>(null);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const wsRef = useRef<WebSocket | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const leaving = useRef(false);
  const retries = useRef(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  const send = (m: object) => {
    const ws = wsRef.current;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
  };

  const closePc = () => {
    pcRef.current?.close();
    pcRef.current = null;
    pending.current = [];
    if (remoteRef.current) remoteRef.current.srcObject = null;
  };

  const newPc = useCallback(() => {
    closePc();
    const pc = new RTCPeerConnection({ iceServers });
    for (const track of streamRef.current?.getTracks() ?? []) pc.addTrack(track, streamRef.current!);
    pc.ontrack = (e) => {
      if (remoteRef.current && remoteRef.current.srcObject !== e.streams[0]) remoteRef.current.srcObject = e.streams[0];
    };
    pc.onicecandidate = (e) => {
      if (e.candidate) send({ type: 'candidate', candidate: e.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (pcRef.current !== pc) return;
      if (pc.connectionState === 'connected') setState('connected');
      else if (pc.connectionState === 'failed') {
        setState('connecting');
        // The doctor starts over; the patient waits for the new offer.
        if (role === 'doctor') void makeOffer();
      } else if (pc.connectionState === 'disconnected') setState('connecting');
    };
    pcRef.current = pc;
    return pc;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iceServers, role]);

  const flush = async (pc: RTCPeerConnection) => {
    for (const c of pending.current.splice(0)) await pc.addIceCandidate(c).catch(() => undefined);
  };

  const makeOffer = useCallback(async () => {
    const pc = newPc();
    setState('connecting');
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    send({ type: 'offer', sdp: offer.sdp });
  }, [newPc]);

  const onMessage = useCallback(
    async (msg: { type: string; [k: string]: unknown }) => {
      switch (msg.type) {
        case 'welcome':
          retries.current = 0;
          setState(msg.peerPresent ? 'connecting' : 'waiting');
          if (msg.peerPresent && role === 'doctor') await makeOffer();
          break;
        case 'peer-joined':
          if (role === 'doctor') await makeOffer();
          else {
            closePc();
            setState('connecting');
          }
          break;
        case 'peer-left':
          closePc();
          setState('waiting');
          break;
        case 'offer': {
          if (role !== 'patient') break;
          const pc = newPc();
          setState('connecting');
          await pc.setRemoteDescription({ type: 'offer', sdp: String(msg.sdp) });
          await flush(pc);
          const answer = await pc.createAnswer();
          await pc.setLocalDescription(answer);
          send({ type: 'answer', sdp: answer.sdp });
          break;
        }
        case 'answer': {
          const pc = pcRef.current;
          if (role !== 'doctor' || !pc || pc.signalingState !== 'have-local-offer') break;
          await pc.setRemoteDescription({ type: 'answer', sdp: String(msg.sdp) });
          await flush(pc);
          break;
        }
        case 'candidate': {
          const c = msg.candidate as RTCIceCandidateInit;
          const pc = pcRef.current;
          if (pc?.remoteDescription) await pc.addIceCandidate(c).catch(() => undefined);
          else pending.current.push(c);
          break;
        }
        case 'hangup':
          closePc();
          setState('waiting');
          break;
        case 'prescription':
        case 'notes':
          refresh.current();
          break;
        case 'closing':
          if (msg.reason === 'replaced') setError(t('desk.video.replaced'));
          break;
      }
    },
    [makeOffer, newPc, role],
  );

  const openSocket = useCallback(() => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${signalPath}`;
    const ws = new WebSocket(url);
    wsRef.current = ws;
    ws.onmessage = (e) => {
      try {
        void onMessage(JSON.parse(String(e.data)));
      } catch {
        // not ours
      }
    };
    ws.onclose = (e) => {
      if (wsRef.current !== ws) return;
      wsRef.current = null;
      closePc();
      if (leaving.current) return;
      if (e.code === 4001 || e.code === 4002) {
        setState('closed');
        return;
      }
      if (e.code === 4000) {
        setState('ended');
        return;
      }
      // A dropped connection: try again a few times.
      if (retries.current < 5) {
        retries.current += 1;
        setState('connecting');
        setTimeout(() => !leaving.current && openSocket(), 1000 * retries.current);
      } else {
        setError(t('desk.video.lost'));
        setState('error');
      }
    };
  }, [onMessage, signalPath]);

  async function join() {
    setError(null);
    setState('starting');
    leaving.current = false;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      streamRef.current = stream;
      if (localRef.current) localRef.current.srcObject = stream;
      setMicOn(true);
      setCamOn(true);
      openSocket();
    } catch {
      setError(t('desk.video.noCamera'));
      setState('error');
    }
  }

  const leave = useCallback(() => {
    leaving.current = true;
    send({ type: 'hangup' });
    wsRef.current?.close(1000, 'left');
    wsRef.current = null;
    closePc();
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (localRef.current) localRef.current.srcObject = null;
    setState('ended');
  }, []);

  useEffect(() => () => leave(), [leave]);

  const toggle = (kind: 'audio' | 'video') => {
    const tracks = kind === 'audio' ? streamRef.current?.getAudioTracks() : streamRef.current?.getVideoTracks();
    const on = !(kind === 'audio' ? micOn : camOn);
    for (const track of tracks ?? []) track.enabled = on;
    if (kind === 'audio') setMicOn(on);
    else setCamOn(on);
  };

  const inCall = state === 'waiting' || state === 'connecting' || state === 'connected' || state === 'starting';
  const status: Record<State, string> = {
    idle: t('desk.video.idle', { name: peerName }),
    starting: t('desk.video.starting'),
    waiting: t('desk.video.waiting', { name: peerName }),
    connecting: t('desk.video.connecting', { name: peerName }),
    connected: t('desk.video.connected', { name: peerName }),
    ended: t('desk.video.ended'),
    closed: t('desk.video.closedNow'),
    error: error ?? t('desk.video.lost'),
  };

  return (
    <section aria-label={t('desk.video.label')} data-state={state} className="overflow-hidden rounded-xl border border-line bg-brand-900 text-white">
      <div className="relative aspect-video w-full bg-black">
        <video ref={remoteRef} autoPlay playsInline className={cn('h-full w-full object-cover', state !== 'connected' && 'opacity-0')} aria-label={t('desk.video.remote', { name: peerName })} data-testid="remote-video" />
        {state !== 'connected' && (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-[15px]" role="status">
            {status[state]}
          </p>
        )}
        <video
          ref={localRef}
          autoPlay
          playsInline
          muted
          className={cn('absolute right-3 bottom-3 w-28 rounded-lg border-2 border-white/70 bg-black object-cover shadow-lg sm:w-40', (!inCall || !camOn) && 'invisible')}
          aria-label={t('desk.video.local')}
          data-testid="local-video"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <p className="text-sm" aria-live="polite">
          {state === 'connected' ? status.connected : inCall ? t('desk.video.inRoom') : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {inCall ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => toggle('audio')} aria-pressed={!micOn}>
                {micOn ? <Mic size={16} aria-hidden /> : <MicOff size={16} aria-hidden />} {micOn ? t('desk.video.mute') : t('desk.video.unmute')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => toggle('video')} aria-pressed={!camOn}>
                {camOn ? <Video size={16} aria-hidden /> : <VideoOff size={16} aria-hidden />} {camOn ? t('desk.video.cameraOff') : t('desk.video.cameraOn')}
              </Button>
              <Button size="sm" variant="danger" onClick={leave}>
                <PhoneOff size={16} aria-hidden /> {t('desk.video.leave')}
              </Button>
            </>
          ) : state !== 'closed' ? (
            <Button onClick={() => void join()}>
              <Video size={18} aria-hidden /> {state === 'ended' || state === 'error' ? t('desk.video.rejoin') : t('desk.video.join')}
            </Button>
          ) : null}
        </div>
      </div>
      <noscript>
        <p className="px-3 pb-3 text-sm">{t('desk.video.needsJs')}</p>
      </noscript>
    </section>
  );
}
