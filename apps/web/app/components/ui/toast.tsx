import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from './cn.ts';

/**
 * A short confirmation or error, announced to screen readers. On phones it sits at the top, under the sticky header,
 * where it never covers a page's primary button (those sit in the content or at the bottom); from `sm` up, at the
 * bottom left, away from the summary column that holds the primary button on wide pages (issue 19 item 11). It
 * hides itself after a few seconds once JavaScript runs; without JavaScript it simply stays.
 */
export function Toast({ message, tone = 'success', onDone }: { message: string | null | undefined; tone?: 'success' | 'error'; onDone?: () => void }) {
  const [visible, setVisible] = useState(!!message);
  useEffect(() => {
    setVisible(!!message);
    if (!message) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onDone?.();
    }, 5000);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  if (!message || !visible) return null;
  const Icon = tone === 'success' ? CheckCircle2 : XCircle;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[60] flex justify-center px-4 sm:top-auto sm:bottom-6 sm:justify-start sm:px-6" data-testid="toast">
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className={cn(
          'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-[15px] text-white shadow-lg',
          tone === 'success' ? 'bg-brand-800' : 'bg-danger',
        )}
      >
        <Icon size={20} className="mt-0.5 shrink-0" aria-hidden />
        <span className="flex-1">{message}</span>
        <button type="button" onClick={() => setVisible(false)} className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded hover:bg-white/15" aria-label={t('layout.dismiss')}>
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}
