import { Share2 } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { shortLinkFor, useCopyLink } from '../share/share-button.tsx';

/**
 * Share a post: a short link /dl/{code} (its page shows a visitor the post's card and a login that leads on to it);
 * whenever the short link cannot be made, the post's own address (spec section 8: 'Link copied to clipboard').
 * Without JavaScript it is a link to the post.
 */
export function PostShare({ postId, className }: { postId: number; className: string }) {
  const { copy, feedback } = useCopyLink(t('feedsWeb.post.shareLabel'));
  const path = `/feeds/${postId}`;
  return (
    <>
      <a
        href={path}
        onClick={(e) => {
          e.preventDefault();
          const own = `${window.location.origin}${path}`;
          copy(shortLinkFor({ type: 'feed', id: postId }).then((u) => (u === window.location.href ? own : u)));
        }}
        className={className}
        aria-label={t('feedsWeb.post.shareLabel')}
      >
        <Share2 size={16} aria-hidden />
        {t('feedsWeb.post.share')}
      </a>
      {feedback}
    </>
  );
}
