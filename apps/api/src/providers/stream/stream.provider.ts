/**
 * Where an audience watches a webinar (issue 24 part 3, decisions 069 and 075). The presenter streams from an encoder
 * or a meeting tool to a video platform's live link or to an HLS address; the provider turns the webinar's source
 * into what the page plays. With LiveKit configured, a webinar without a stream address is a room on the LiveKit
 * media server instead: the provider mints each person a short-lived token whose grants follow their role. The
 * platform never relays media itself and never builds a mesh of peer connections for an audience.
 */
import type { StreamKind, WebinarRole } from '@nirog/shared/webinar';
import type { Playback } from '@nirog/shared/schemas/webinar';

export type { Playback };

export type StreamSource = { kind: StreamKind; url: string } | null;

/** Who is watching (or presenting) the live webinar: the role always comes from the database (webinar_people). */
export interface StreamViewer {
  webinarId: number;
  userId: number;
  name: string;
  role: WebinarRole;
}

export interface StreamProvider {
  readonly name: string;
  /** The player for a source (a live stream's address or a recording); `none` when there is nothing to play. */
  playback(source: StreamSource): Playback;
  /** The live page's player for this person: the webinar's own source, or (LiveKit) a room token for their role. */
  live(source: StreamSource, viewer: StreamViewer): Promise<Playback>;
}
