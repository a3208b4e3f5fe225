import { useEffect, type RefObject } from 'react';
import { useRevalidator } from 'react-router';
import { RELEASE_PATH } from './checkout-hold.ts';

// A cleanup that is followed at once by a new mount (new loader data, or React's development double effects) is the
// same page staying: the release waits one tick and the next mount cancels it.
let pending: ReturnType<typeof setTimeout> | null = null;

function release(viewId: string, beacon: boolean) {
  if (beacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(RELEASE_PATH, viewId)) return;
  void fetch(RELEASE_PATH, { method: 'POST', body: viewId, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => {});
}

/**
 * Leaving the payment page releases the applied coupon and nirog money (see checkout-hold.ts): on client-side
 * navigation away (unmount) and when the document goes away (pagehide: tab closed, another site, reload). `placing`
 * is true while the order is being placed: going on to the order or the payment gateway is not leaving.
 * A page restored from the back/forward cache loads its data again, so it never shows a released coupon as applied.
 */
export function useReleaseOnLeave(viewId: string, placing: RefObject<boolean>) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (pending) {
      clearTimeout(pending);
      pending = null;
    }
    const onPageHide = () => {
      if (!placing.current) release(viewId, true);
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void revalidate();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (placing.current) return;
      pending = setTimeout(() => {
        pending = null;
        release(viewId, false);
      }, 0);
    };
  }, [viewId, placing, revalidate]);
}
