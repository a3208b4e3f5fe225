/**
 * The default stream provider: an HLS playlist (on this site, e.g. the demo's, or at a CDN) is played by the page's
 * HLS player; a video platform link (spec section 5's video-link rule) becomes the platform's embed.
 */
import { videoEmbedUrl, videoIdOf } from '@nirog/shared/schemas/articles';
import { isHlsUrl } from '@nirog/shared/schemas/webinar';
import type { Playback, StreamProvider, StreamSource, StreamViewer } from './stream.provider.ts';

export class UrlStreamProvider implements StreamProvider {
  readonly name: string = 'url';
  playback(source: StreamSource): Playback {
    if (!source) return { kind: 'none' };
    if (source.kind === 'hls') return isHlsUrl(source.url) ? { kind: 'hls', url: source.url } : { kind: 'none' };
    const id = videoIdOf(source.url);
    return id ? { kind: 'embed', url: videoEmbedUrl(id) } : { kind: 'none' };
  }
  async live(source: StreamSource, _viewer?: StreamViewer): Promise<Playback> {
    return this.playback(source);
  }
}
