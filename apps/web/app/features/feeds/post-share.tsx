import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { SHARE_ENTITY_TYPES, type ShareEntityType } from '@nirog/shared/share-link-rules';
import { Toast } from '../../components/ui/toast.tsx';
import { copyPending, shortLinkFor } from '../share/share-button.tsx';

/**
 * Share a post: a short link /dl/{code} once the share links know posts (SHARE_ENTITY_TYPES has 'feed'); until then,
 * and whenever the short link cannot be made, the post's own address (spec section 8: 'Link copied to clipboard').
 * Without JavaScript it is a link to the post.
 */
const FEED_SHARES = (SHARE_ENTITY_TYPES as readonly string[]).includes('feed');

export function PostShare({ postId, className }: { postId: number; className: string }) {
  const [toast, setToast] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const path = `/feeds/${postId}`;
  function copy() {
    const own = `${window.location.origin}${path}`;
    const link = FEED_SHARES ? shortLinkFor({ type: 'feed' as ShareEntityType, id: postId }).then((u) => (u === window.location.href ? own : u)) : Promise.resolve(own);
    copyPending(link).then(
      () => {
        setManual(null);
        setToast(null);
        setTimeout(() => setToast(t('spec.linkCopied')), 0);
      },
      async () => setManual(await link),
    );
  }
  return (
    <>
      <a
        href={path}
        onClick={(e) => {
          e.preventDefault();
          copy();
        }}
        className={className}
        aria-label={t('feedsWeb.post.shareLabel')}
      >
        <Share2 size={16} aria-hidden />
        {t('feedsWeb.post.share')}
      </a>
      {manual && <input readOnly value={manual} aria-label={t('feedsWeb.post.shareLabel')} className="block w-full rounded-lg border border-line px-2 py-1 text-sm" onFocus={(e) => e.currentTarget.select()} autoFocus />}
      <Toast message={toast} onDone={() => setToast(null)} />
    </>
  );
}
