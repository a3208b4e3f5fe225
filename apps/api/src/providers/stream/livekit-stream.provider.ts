/**
 * LiveKit for live webinars (issue 24 part 3, decision 075), when LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET
 * are set. A webinar with a stream address (HLS or a video platform's live link) plays it as before; one without is
 * the LiveKit room `webinar-{id}`, and the live page gets a token minted here with the official server SDK:
 * - the host, co-hosts and presenters (roles 1-3) may publish camera, microphone and screen and subscribe;
 * - a participant (role 4) may only subscribe: no publishing of media or data, no metadata changes, and hidden from
 *   the room's participant list (an audience, not a meeting). The media server enforces the grants, so a page that
 *   tries to publish anyway is refused there.
 * Tokens live TOKEN_TTL_SECONDS; a connected client gets refreshed tokens from the LiveKit server, and a reload
 * mints a new one. Chat, questions and moderation stay on the platform's own WebSocket (decision 069).
 */
import { AccessToken, TrackSource } from 'livekit-server-sdk';
import { WEBINAR_CAN } from '@nirog/shared/webinar';
import type { LiveKitConfig } from '../../config.ts';
import type { Playback, StreamSource, StreamViewer } from './stream.provider.ts';
import { UrlStreamProvider } from './url-stream.provider.ts';

export const TOKEN_TTL_SECONDS = 600;
export const liveKitRoom = (webinarId: number) => `webinar-${webinarId}`;

export class LiveKitStreamProvider extends UrlStreamProvider {
  override readonly name = 'livekit';
  constructor(
    private readonly config: LiveKitConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  override async live(source: StreamSource, viewer: StreamViewer): Promise<Playback> {
    if (source) return this.playback(source);
    const room = liveKitRoom(viewer.webinarId);
    const canPublish = WEBINAR_CAN.present(viewer.role);
    const token = new AccessToken(this.config.apiKey, this.config.apiSecret, {
      identity: `user-${viewer.userId}`,
      name: viewer.name,
      metadata: JSON.stringify({ role: viewer.role }),
      ttl: TOKEN_TTL_SECONDS,
    });
    token.addGrant({
      room,
      roomJoin: true,
      canSubscribe: true,
      canPublish,
      canPublishData: false,
      canUpdateOwnMetadata: false,
      ...(canPublish ? { canPublishSources: [TrackSource.CAMERA, TrackSource.MICROPHONE, TrackSource.SCREEN_SHARE, TrackSource.SCREEN_SHARE_AUDIO] } : { canPublishSources: [], hidden: true }),
    });
    const jwt = await token.toJwt();
    return { kind: 'livekit', url: this.config.url, room, token: jwt, canPublish, expiresAt: new Date(this.now().getTime() + TOKEN_TTL_SECONDS * 1000).toISOString() };
  }
}
