import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { copyPending } from '../share/share-button.tsx';

/**
 * The referral link with a copy button (the share feature's clipboard handling: 'Link copied to clipboard', or the
 * link selected in a box where the browser refuses) and, where the phone offers it, the system share sheet. Without
 * JavaScript the link is shown in a read-only box to copy by hand.
 */
export function ReferralShare({ link, shareText }: { link: string; shareText: string }) {
  const [toast, setToast] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  function copy() {
    copyPending(Promise.resolve(link)).then(
      () => {
        setManual(false);
        setToast(null);
        setTimeout(() => setToast(t('spec.linkCopied')), 0);
      },
      () => setManual(true),
    );
  }
  return (
    <div>
      <label htmlFor="referral-link" className="block text-sm font-medium text-muted">
        {t('rewardsUi.referral.link')}
      </label>
      <input
        id="referral-link"
        readOnly
        value={link}
        className="mt-1 block w-full rounded-lg border border-line bg-brand-50 px-3 py-2 text-[15px]"
        onFocus={(e) => e.currentTarget.select()}
        autoFocus={manual}
        aria-describedby={manual ? 'referral-link-manual' : undefined}
      />
      {manual && (
        <p id="referral-link-manual" className="mt-1 text-sm text-muted">
          {t('rewardsUi.referral.copyManual')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClass('primary', 'sm')}>
          <Copy size={16} aria-hidden />
          {t('rewardsUi.referral.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={() => navigator.share({ title: t('rewardsUi.referral.title'), text: shareText, url: link }).catch(() => undefined)}
            className={buttonClass('secondary', 'sm')}
          >
            <Share2 size={16} aria-hidden />
            {t('rewardsUi.referral.share')}
          </button>
        )}
      </div>
      <Toast message={toast} onDone={() => setToast(null)} />
    </div>
  );
}
