import { CircleCheck, ShoppingCart } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import type { AddToCartResult, OrderGate } from './cart-types.ts';
import { LazyVerifyModal, preloadVerifyModal } from '../verification/lazy-verify-modal.tsx';

/**
 * The verify modal is fetched only for a user it may open for (the product page's first-load budget); the server has
 * it loaded at start, so a no-JavaScript answer that opens it renders it in the HTML.
 */

/**
 * Quantity and "Add to cart" for the chosen pack: a plain form post to the product page's action that comes back to
 * the same page (visitors' items go to their guest cart, decision 042). With JavaScript it stays on the page and
 * keeps the scroll position; either way a "Go to cart" link follows. A user who may not order yet (`gate`) gets the
 * verify modal instead (issue 19 item 13; without JavaScript the server answers with it).
 */
export function AddToCart({ packageId, action, fallback, gate }: { packageId: number; action: string; fallback?: AddToCartResult; gate?: OrderGate | null }) {
  const fetcher = useFetcher<AddToCartResult>({ key: `cart-${packageId}` });
  const fromServer = fetcher.data ?? fallback;
  const result = fromServer?.intent === 'cart' && fromServer.packageId === packageId ? fromServer : undefined;
  const busy = fetcher.state !== 'idle';
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const refused = result && !result.ok ? result.verify : undefined;
  const [verifyOpen, setVerifyOpen] = useState(!!refused);
  useEffect(() => setVerifyOpen(!!refused), [refused]);
  const onSubmit = (event: FormEvent) => {
    if (gate) {
      event.preventDefault();
      setVerifyOpen(true);
      return;
    }
    guard(event);
  };
  const verification = gate ?? refused;
  // Fetched once the page is interactive, so opening it does not wait for the network.
  useEffect(() => void (gate && preloadVerifyModal()), [gate]);
  return (
    // The post comes back to this panel (#add-to-cart), not the top of the page, when there is no JavaScript yet.
    <div className="scroll-mt-24 space-y-3" id="add-to-cart">
      <fetcher.Form method="post" action={`${action}#add-to-cart`} preventScrollReset onSubmit={onSubmit} className="flex items-end gap-2">
        {popup}
        <input type="hidden" name="intent" value="cart" />
        <input type="hidden" name="packageId" value={packageId} />
        <label className="block shrink-0">
          <span className="mb-1 block text-sm font-medium text-ink">{t('shop.add.quantity')}</span>
          <input
            type="number"
            name="quantity"
            defaultValue="1"
            inputMode="numeric"
            required
            className="block h-11 w-20 rounded-lg border border-line bg-white px-3 text-[15px] tabular-nums focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
        </label>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'flex-1')}>
          <ShoppingCart size={18} aria-hidden />
          {busy ? t('shop.add.adding') : t('shop.add.button')}
        </button>
      </fetcher.Form>
      {result?.ok && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span className="flex items-center gap-2">
            <CircleCheck size={16} aria-hidden className="shrink-0" />
            {t('shop.add.added', { count: result.count })}
          </span>
          <Link to="/order/cart" className={cn(buttonClass('secondary', 'sm'), 'border-brand-700')}>
            {t('shop.add.goToCart')}
          </Link>
        </div>
      )}
      {result && !result.ok && !result.verify && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
      {verification && verifyOpen && (
        <LazyVerifyModal verification={verification} open onOpenChange={setVerifyOpen} forOrdering />
      )}
    </div>
  );
}
