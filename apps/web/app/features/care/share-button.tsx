import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { Toast } from '../../components/ui/toast.tsx';

/**
 * Copies the page's link (spec section 8: 'Link copied to clipboard'). Where the browser offers no clipboard, the
 * link is selected in a box so the person can copy it by hand. Without JavaScript the link itself is the fallback.
 */
export function ShareButton({ url, label }: { url: string; label?: string }) {
  const [toast, setToast] = useState<string | null>(null);
  const [manual, setManual] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setToast(null);
      setTimeout(() => setToast(t('spec.linkCopied')), 0);
    } catch {
      setManual(true);
    }
  }
  return (
    <>
      <a
        href={url}
        onClick={(e) => {
          e.preventDefault();
          void copy();
        }}
        className={buttonClass('secondary', 'sm')}
        aria-label={label ?? t('care.share.label')}
      >
        <Share2 size={16} aria-hidden />
        {t('care.share.button')}
      </a>
      {manual && <input readOnly value={url} aria-label={t('care.share.manual')} className="mt-2 block w-full rounded-lg border border-line px-2 py-1 text-sm" onFocus={(e) => e.currentTarget.select()} autoFocus />}
      <Toast message={toast} onDone={() => setToast(null)} />
    </>
  );
}
