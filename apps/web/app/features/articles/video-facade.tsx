import { Play } from 'lucide-react';
import { useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import type { ArticleDetailView } from '@nirog/shared/schemas/articles';
import { ArticlePicture } from './article-picture.tsx';

/**
 * A video as a lightweight facade (decision 046): our own picture and a play button, a plain link to the video (works
 * without JavaScript). Nothing is requested from the video host until the reader presses play; then a few lines of
 * inline script (run before and without hydration) swap the link for the privacy-enhanced player.
 */
const SWAP = `document.querySelectorAll('a[data-video-embed]').forEach(function(a){a.addEventListener('click',function(e){e.preventDefault();var f=document.createElement('iframe');f.src=a.getAttribute('data-video-embed');f.title=a.getAttribute('data-video-title');f.allow='autoplay; encrypted-media; picture-in-picture; fullscreen';f.setAttribute('allowfullscreen','');f.className=a.className;a.replaceWith(f);});});`;

export function VideoFacade({ article, nonce }: { article: ArticleDetailView; nonce?: string }) {
  const video = article.video!;
  // Reached by a client-side navigation the inline script does not run: React swaps the player in instead.
  const [playing, setPlaying] = useState(false);
  const vertical = article.mediaType === 'shorts';
  const box = vertical ? 'mx-auto block aspect-[9/16] w-full max-w-sm' : 'block aspect-video w-full';
  return (
    <figure className="mt-5">
      {playing ? (
        <iframe src={video.embedUrl} title={article.title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen className={`${box} rounded-xl`} />
      ) : (
      <a
        onClick={(e) => {
          e.preventDefault();
          setPlaying(true);
        }}
        href={video.url}
        data-video-embed={video.embedUrl}
        data-video-title={article.title}
        className={`${box} group relative overflow-hidden rounded-xl bg-brand-900`}
        rel="noopener noreferrer"
      >
        {article.cover ? <ArticlePicture image={article.cover} sizes="(min-width: 768px) 720px, 100vw" eager className="h-full w-full object-cover opacity-80" /> : null}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg transition group-hover:scale-105">
            <Play size={30} aria-hidden className="ml-1" />
          </span>
        </span>
        <span className="sr-only">{t('articles.video.play', { title: article.title })}</span>
      </a>
      )}
      <figcaption className="mt-2 text-sm text-muted">{t('articles.video.notice')}</figcaption>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SWAP }} />
    </figure>
  );
}
