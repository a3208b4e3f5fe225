import { Bell, BellRing, Bookmark, BookmarkCheck } from 'lucide-react';
import { useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import type { ProductActionResult } from './catalog-types.ts';

/**
 * Bookmark on/off: a form post to the page's action (so it works without JavaScript); with JavaScript it changes
 * at once and stays on the page. `fallback` is the action's result after a post without JavaScript.
 */
export function BookmarkToggle({ bookmarked, action, fallback }: { bookmarked: boolean; action: string; fallback?: ProductActionResult }) {
  const fetcher = useFetcher<ProductActionResult>({ key: 'bookmark' });
  const pending = fetcher.formData?.get('bookmark');
  const on = pending != null ? pending === '1' : bookmarked;
  const result = fetcher.data ?? (fallback?.intent === 'bookmark' ? fallback : undefined);
  const Icon = on ? BookmarkCheck : Bookmark;
  const { guard, popup } = useReadOnlyGuard('Medicine');
  return (
    <fetcher.Form method="post" action={action} preventScrollReset onSubmit={guard}>
      {popup}
      <input type="hidden" name="intent" value="bookmark" />
      <input type="hidden" name="bookmark" value={on ? '0' : '1'} />
      <button type="submit" aria-pressed={on} className={cn(buttonClass('secondary', 'md', 'w-full'), on && 'border-brand-600 bg-brand-50')}>
        <Icon size={18} aria-hidden className={on ? 'fill-brand-100 text-brand-700' : undefined} />
        {on ? t('catalog.bookmark.saved') : t('catalog.bookmark.add')}
      </button>
      {result && !result.ok && 'message' in result && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {result.message}
        </p>
      )}
    </fetcher.Form>
  );
}

/** Out-of-stock pack: ask to be told by SMS when it is back. */
export function NotifyMe({ packageId, action, fallback }: { packageId: number; action: string; fallback?: ProductActionResult }) {
  const fetcher = useFetcher<ProductActionResult>({ key: `notify-${packageId}` });
  const result = fetcher.data ?? fallback;
  const mine = result?.intent === 'notify' && result.packageId === packageId ? result : undefined;
  const { guard, popup } = useReadOnlyGuard('Medicine');
  if (mine?.ok) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <BellRing size={16} aria-hidden className="mt-0.5 shrink-0" />
        {mine.message}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className="space-y-1" onSubmit={guard}>
      {popup}
      <input type="hidden" name="intent" value="notify" />
      <input type="hidden" name="packageId" value={packageId} />
      <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass('primary', 'md', 'w-full')}>
        <Bell size={18} aria-hidden />
        {t('catalog.notify.button')}
      </button>
      <p className="text-xs text-muted">{t('catalog.notify.hint')}</p>
      {mine && !mine.ok && (
        <p role="alert" className="text-sm text-danger">
          {mine.message}
        </p>
      )}
    </fetcher.Form>
  );
}
