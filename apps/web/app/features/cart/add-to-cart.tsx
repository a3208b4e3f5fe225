import { CircleCheck, ShoppingCart } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import { CART_MAX_QUANTITY, type AddToCartResult } from './cart-types.ts';

/**
 * Quantity and "Add to cart" for the chosen pack: a plain form post to the product page's action (visitors are sent
 * to log in and come back). With JavaScript it stays on the page; either way a "Go to cart" link follows.
 */
export function AddToCart({ packageId, available, action, fallback }: { packageId: number; available: number; action: string; fallback?: AddToCartResult }) {
  const fetcher = useFetcher<AddToCartResult>({ key: `cart-${packageId}` });
  const fromServer = fetcher.data ?? fallback;
  const result = fromServer?.intent === 'cart' && fromServer.packageId === packageId ? fromServer : undefined;
  const busy = fetcher.state !== 'idle';
  const max = Math.max(1, Math.min(CART_MAX_QUANTITY, available));
  const { guard, popup } = useReadOnlyGuard('Medicine');
  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action={action} preventScrollReset onSubmit={guard} className="flex items-end gap-2">
        {popup}
        <input type="hidden" name="intent" value="cart" />
        <input type="hidden" name="packageId" value={packageId} />
        <label className="block shrink-0">
          <span className="mb-1 block text-sm font-medium text-ink">{t('shop.add.quantity')}</span>
          <select
            name="quantity"
            defaultValue="1"
            className="block h-11 w-20 rounded-lg border border-line bg-white px-3 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          >
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
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
      {result && !result.ok && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
    </div>
  );
}
