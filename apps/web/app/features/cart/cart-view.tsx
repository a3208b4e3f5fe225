import { CircleAlert, FileText, Info, Minus, Plus, RotateCw, ShoppingBag, Tag, Trash2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import { formatRupees } from '../../lib/format.ts';
import { CART_MAX_QUANTITY, type CartActionResult, type CartLine, type CartView } from './cart-types.ts';
import { ProductImage } from '../catalog/product-image.tsx';

const itemCount = (n: number) => (n === 1 ? t('shop.cart.itemOne') : t('shop.cart.items', { count: n }));

/** The cart step: lines with quantity and remove, then the summary and "Proceed". */
export function CartStep({ cart, result }: { cart: CartView | null; result?: CartActionResult }) {
  if (!cart || cart.cartItems.length === 0) return <EmptyCart failed={!cart} />;
  const blocked = cart.cartItems.some((l) => l.problems.length > 0);
  const discount = cart.mrpTotal - cart.totalCartAmount;
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start lg:gap-8">
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          {t('shop.cart.linesTitle')}
        </h2>
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {cart.cartItems.map((line) => (
            <CartLineRow key={line.packageId} line={line} error={result && !result.ok && result.packageId === line.packageId ? result.message : undefined} />
          ))}
        </ul>
        {cart.nirogMoneyNote && (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-saffron-700">
            <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
            {cart.nirogMoneyNote}
          </p>
        )}
      </section>

      <Card className="space-y-3 lg:sticky lg:top-24" aria-labelledby="cart-summary">
        <h2 id="cart-summary" className="text-lg font-semibold text-brand-900">
          {t('shop.cart.summary')} <span className="text-sm font-normal text-muted">({itemCount(cart.count)})</span>
        </h2>
        <dl className="space-y-1 text-[15px]">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('shop.bill.itemsMrp')}</dt>
            <dd className="tabular-nums">{formatRupees(cart.mrpTotal)}</dd>
          </div>
          {discount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('shop.bill.discount')}</dt>
              <dd className="text-brand-700 tabular-nums">−{formatRupees(discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-brand-900">
            <dt>{t('shop.cart.subtotal')}</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              {formatRupees(cart.totalCartAmount)}
            </dd>
          </div>
        </dl>
        {cart.offerItemsText && (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="cart-offer">
            <Tag size={16} aria-hidden className="mt-0.5 shrink-0" />
            {cart.offerItemsText}
          </p>
        )}
        <p className="text-sm text-muted">{t('shop.cart.couponHint')}</p>
        {blocked && <Alert tone="warning">{t('checkout.fixCart')}</Alert>}
        {blocked ? (
          <span aria-disabled="true" className={cn(buttonClass('primary', 'lg', 'w-full'), 'cursor-not-allowed opacity-60')}>
            {t('shop.cart.proceed')}
          </span>
        ) : (
          <ButtonLink to="/order/address" size="lg" className="w-full">
            {t('shop.cart.proceed')}
          </ButtonLink>
        )}
        <Link to="/medicines" className="block text-center text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('shop.cart.continueShopping')}
        </Link>
      </Card>
    </div>
  );
}

function CartLineRow({ line, error }: { line: CartLine; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('packageId') === String(line.packageId);
  const max = Math.min(CART_MAX_QUANTITY, Math.max(line.available, 1));
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const stepper = 'inline-flex size-11 items-center sm:size-10 justify-center text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="p-4 sm:p-5" data-testid="cart-line">
      {popup}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <ProductImage picture={line.picture} size="thumb" alt="" />
        <div className="min-w-0 flex-1 basis-44">
          <Link to={`/medicines/${line.slug}?pack=${line.packageId}`} className="text-[15px] font-semibold text-ink hover:text-brand-800 hover:underline">
            {line.name}
          </Link>
          <p className="text-sm text-muted">
            {t('shop.cart.by', { brand: line.brand })} · {t('shop.cart.pack', { label: line.label })}
          </p>
          {line.prescriptionRequired && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-danger">
              <FileText size={14} aria-hidden /> {t('shop.cart.rx')}
            </p>
          )}
        </div>
        <div className="ml-auto text-right">
          <p className="text-[15px] font-semibold text-ink tabular-nums">{formatRupees(line.lineTotal)}</p>
          <p className="text-sm text-muted tabular-nums">
            {line.mrp > line.price && (
              <>
                <span className="sr-only">{t('shop.cart.mrp')} </span>
                <s className="mr-1.5">{formatRupees(line.mrp)}</s>
              </>
            )}
            {t('shop.cart.each', { price: formatRupees(line.price) })}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Form method="post" replace preventScrollReset onSubmit={guard} className="inline-flex items-center rounded-lg border border-line">
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="packageId" value={line.packageId} />
          <button type="submit" name="quantity" value={line.quantity - 1} className={cn(stepper, 'rounded-l-lg')} disabled={busy} aria-label={t('shop.cart.decrease', { name: line.name })}>
            {line.quantity === 1 ? <Trash2 size={16} aria-hidden /> : <Minus size={16} aria-hidden />}
          </button>
          <output className="min-w-10 px-2 text-center text-[15px] font-semibold tabular-nums" aria-label={t('shop.cart.quantityOf', { name: line.name })}>
            {line.quantity}
          </output>
          <button
            type="submit"
            name="quantity"
            value={line.quantity + 1}
            className={cn(stepper, 'rounded-r-lg')}
            disabled={busy || line.quantity >= max}
            aria-label={t('shop.cart.increase', { name: line.name })}
          >
            <Plus size={16} aria-hidden />
          </button>
        </Form>
        <Form method="post" replace preventScrollReset onSubmit={guard}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="packageId" value={line.packageId} />
          <button type="submit" className={cn(buttonClass('ghost', 'sm'), 'text-danger hover:bg-danger-50')} disabled={busy} aria-label={t('shop.cart.removeLabel', { name: line.name })}>
            <Trash2 size={16} aria-hidden /> {t('shop.cart.remove')}
          </button>
        </Form>
      </div>
      {(line.problems.length > 0 || error) && (
        <ul className="mt-2 space-y-1" aria-label={t('shop.cart.problems')}>
          {[...line.problems, ...(error ? [error] : [])].map((p) => (
            <li key={p} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger">
              <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0" /> {p}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** No items, or the cart could not be fetched (spec section 4: shown empty, with a retry). */
function EmptyCart({ failed }: { failed: boolean }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-center sm:p-12">
      <ShoppingBag size={36} aria-hidden className="mx-auto text-brand-600" />
      <p className="mt-3 text-lg font-semibold text-ink">{t('checkout.cartEmpty')}</p>
      {failed ? (
        <div className="mx-auto mt-3 max-w-md space-y-3">
          <Alert tone="warning">{t('shop.cart.loadFailed')}</Alert>
          <a href="/order/cart" className={buttonClass('secondary')}>
            <RotateCw size={16} aria-hidden /> {t('shop.cart.retry')}
          </a>
        </div>
      ) : (
        <p className="mt-1 text-[15px] text-muted">{t('shop.cart.emptyHint')}</p>
      )}
      <ButtonLink to="/medicines" className="mt-5">
        {t('shop.cart.browse')}
      </ButtonLink>
    </div>
  );
}
