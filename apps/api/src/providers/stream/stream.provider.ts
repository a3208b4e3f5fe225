/**
 * Where a webinar's audience watches it (issue 24 part 3, decision 069). The presenter streams from an encoder or a
 * meeting tool to a video platform's live link or to an HLS address; the provider turns the webinar's source into
 * what the page plays. A LiveKit-like provider (tokens for a media server's room) fits the same interface; the
 * platform never relays media itself and never builds a mesh of peer connections for an audience.
 */
import type { StreamKind } from '@nirog/shared/webinar';

export type Playback = { kind: 'hls'; url: string } | { kind: 'embed'; url: string } | { kind: 'none' };

export interface StreamProvider {
  readonly name: string;
  /** The player for a webinar's source (its live stream or its recording); `none` when there is nothing to play. */
  playback(source: { kind: StreamKind; url: string } | null): Playback;
}
