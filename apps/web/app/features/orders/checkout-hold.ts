/**
 * Leaving the payment page releases the coupon and nirog money applied there (spec section 1: the banner warns that
 * they are lost, and they are). Three paths lead to POST /api/v1/checkout/release:
 * - with JavaScript, the payment page posts to RELEASE_PATH when it unmounts (client-side navigation) and sends a
 *   beacon there on `pagehide` (the tab closes, or the browser leaves for another site);
 * - without JavaScript, applying a coupon or nirog money sets the short HOLD cookie, and the server (platform.ts)
 *   releases on the next page request that is not the payment page, then clears the cookie.
 * The cookie's value is the id of the payment page view that applied them. A beacon from an older view (the old
 * document of a reload) finds a newer view's id in the cookie and releases nothing.
 * No server-only imports here: platform.ts and the browser bundle both use it.
 */
export const CHECKOUT_HOLD_COOKIE = 'nirog_checkout_hold';
export const PAYMENT_PAGE_PATH = '/order/payment';
/** A page route (not /api): a beacon cannot send the API's CSRF header, and page posts need only a same-site Origin. */
export const RELEASE_PATH = '/checkout/release';
const HOLD_MAX_AGE_SECONDS = 60 * 60;

const VIEW_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const isViewId = (v: unknown): v is string => typeof v === 'string' && VIEW_ID.test(v);

export function holdCookie(viewId: string): string {
  return `${CHECKOUT_HOLD_COOKIE}=${viewId}; Path=/; Max-Age=${HOLD_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

export function clearHoldCookie(): string {
  return `${CHECKOUT_HOLD_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The hold cookie's view id from a Cookie header, or null. */
export function readHold(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CHECKOUT_HOLD_COOKIE) {
      const value = rest.join('=');
      return isViewId(value) ? value : null;
    }
  }
  return null;
}

/**
 * Whether a GET for this path shows a page other than the payment page: a document request, or React Router's
 * data request for a client-side navigation (`/x.data`, `/_root.data`).
 */
export function isOtherPage(pathname: string): boolean {
  const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return page !== PAYMENT_PAGE_PATH && page !== RELEASE_PATH;
}
