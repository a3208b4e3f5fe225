import { Award, CircleAlert, FileText, Info, LogIn, Minus, Plus, RotateCw, ShieldAlert, ShoppingBag, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import { formatRupees } from '../../lib/format.ts';
import { SchemeOffers } from '../catalog/scheme-offers.tsx';
import { ProductImage } from '../catalog/product-image.tsx';
import { VerifyModal } from '../verification/verify-modal.tsx';
import { CART_MAX_QUANTITY, type CartActionResult, type CartLine, type CartView, type OrderGate } from './cart-types.ts';

const itemCount = (n: number) => (n === 1 ? t('shop.cart.itemOne') : t('shop.cart.items', { count: n }));

/**
 * The cart step: lines with quantity and remove, then the summary and "Proceed". A visitor's guest cart
 * (`guestLoginUrl`, decision 042) has "Log in to check out" instead, which comes back here. A user who may not order
 * yet (`gate`) is told so, and "Proceed" opens the verify modal (issue 19 item 13).
 */
export function CartStep({
  cart,
  result,
  guestLoginUrl = null,
  gate = null,
  pointsToEarn = null,
}: {
  cart: CartView | null;
  result?: CartActionResult;
  guestLoginUrl?: string | null;
  gate?: OrderGate | null;
  /** A trade buyer's reward points for this cart (decision 057). */
  pointsToEarn?: number | null;
}) {
  const [verifyOpen, setVerifyOpen] = useState(false);
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
        {pointsToEarn !== null && (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="cart-points">
            <Award size={16} aria-hidden className="mt-0.5 shrink-0" />
            {t('rewardsUi.points.cartEarn', { points: pointsToEarn })}
          </p>
        )}
        <p className="text-sm text-muted">{t('shop.cart.couponHint')}</p>
        {blocked && <Alert tone="warning">{t('checkout.fixCart')}</Alert>}
        {gate && (
          <p className="flex items-start gap-2 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-saffron-700" data-testid="cart-verify-note">
            <ShieldAlert size={16} aria-hidden className="mt-0.5 shrink-0" />
            {t('cart.verify.note')}
          </p>
        )}
        {guestLoginUrl ? (
          <>
            <p className="text-sm text-muted">{t('cart.guest.note')}</p>
            <ButtonLink to={guestLoginUrl} size="lg" className="w-full">
              <LogIn size={18} aria-hidden /> {t('cart.guest.login')}
            </ButtonLink>
            <ButtonLink to={`/sign-up?redirectTo=${encodeURIComponent('/order/cart')}`} variant="secondary" className="w-full">
              {t('cart.guest.signUp')}
            </ButtonLink>
          </>
        ) : blocked ? (
          <span aria-disabled="true" className={cn(buttonClass('primary', 'lg', 'w-full'), 'cursor-not-allowed opacity-60')}>
            {t('shop.cart.proceed')}
          </span>
        ) : (
          <ButtonLink
            to="/order/address"
            size="lg"
            className="w-full"
            onClick={(event) => {
              if (!gate) return;
              event.preventDefault();
              setVerifyOpen(true);
            }}
          >
            {t('shop.cart.proceed')}
          </ButtonLink>
        )}
        {gate && <VerifyModal verification={gate} open={verifyOpen} onOpenChange={setVerifyOpen} forOrdering />}
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
  // The line's cap: stock and the pack's per-order limit (the API's `available`), not a fixed number.
  const max = Math.min(CART_MAX_QUANTITY, Math.max(line.available, 1));
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const inputId = `qty-${line.packageId}`;
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
          <SchemeOffers offers={line.offers} compact />
          {line.scheme && <p className="mt-1 text-sm font-medium text-brand-800">{t('schemeUi.applied', { text: line.scheme.text })}</p>}
          {line.free && line.free.quantity > 0 && (
            <p className="mt-1 text-sm text-ink" data-testid="cart-free">
              + {t('schemeUi.freeLine', { count: line.free.quantity, text: `${line.free.name}, ${line.free.label}` })} · {t('schemeUi.freeValue')}
            </p>
          )}
          {line.free?.short && <p className="mt-1 text-xs text-muted">{t('scheme.freeShort', { count: line.free.quantity })}</p>}
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
        {/* Typed or stepped: the number posts as typed, − and + post a step with it. Enter in the box is "Update"
            (the first submit button, kept out of sight and of the tab order, is the form's default). */}
        <Form method="post" replace preventScrollReset onSubmit={guard} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="packageId" value={line.packageId} />
          <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" disabled={busy}>
            {t('cart.qty.update')}
          </button>
          <span className="inline-flex items-center rounded-lg border border-line">
            <button type="submit" name="step" value="-1" className={cn(stepper, 'rounded-l-lg')} disabled={busy || line.quantity <= 1} aria-label={t('shop.cart.decrease', { name: line.name })}>
              <Minus size={16} aria-hidden />
            </button>
            <input
              id={inputId}
              type="number"
              name="quantity"
              defaultValue={line.quantity}
              key={line.quantity}
              inputMode="numeric"
              required
              aria-label={t('shop.cart.quantityOf', { name: line.name })}
              aria-describedby={`${inputId}-cap`}
              className="h-11 w-16 border-x border-line bg-white text-center text-[15px] font-semibold tabular-nums focus:outline-2 focus:outline-brand-600/30 sm:h-10 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
            <button type="submit" name="step" value="1" className={cn(stepper, 'rounded-r-lg')} disabled={busy || line.quantity >= max} aria-label={t('shop.cart.increase', { name: line.name })}>
              <Plus size={16} aria-hidden />
            </button>
          </span>
          <button type="submit" className={buttonClass('secondary', 'sm')} disabled={busy} aria-label={t('cart.qty.updateLabel', { name: line.name })}>
            {t('cart.qty.update')}
          </button>
          <span id={`${inputId}-cap`} className="text-xs text-muted">
            {t('cart.qty.cap', { max })}
          </span>
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
