import { useCallback } from 'react';
import { data, redirect, useActionData, useLoaderData, useNavigate, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import type { AddressFormResult } from '../../features/address/address-types.ts';
import { cartAction, loadCart } from '../../features/cart/cart.server.ts';
import { loadOrderGate } from '../../features/cart/order-gate.server.ts';
import type { CartActionResult } from '../../features/cart/cart-types.ts';
import { CartStep } from '../../features/cart/cart-view.tsx';
import { AddressStep } from '../../features/orders/address-step.tsx';
import {
  addressStepAction,
  CHECKOUT_TOASTS,
  isCheckoutStep,
  loadAddressStep,
  loadCartStep,
  loadPaymentStep,
  paymentStepAction,
} from '../../features/orders/checkout.server.ts';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import { LoginPrompt } from '../../features/orders/login-prompt.tsx';
import type { AddressStepResult, PaymentStepResult } from '../../features/orders/order-pages.ts';
import { PaymentStep } from '../../features/orders/payment-step.tsx';
import { StepIndicator } from '../../features/orders/step-indicator.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { loginRedirectUrl } from '../../route-access.ts';
import type { Route } from './+types/order-step';

const TITLES = { cart: 'shop.cart.title', address: 'shop.address.title', payment: 'shop.pay.title' } as const satisfies Record<string, MessageKey>;

/**
 * The checkout (spec section 2: /order/{routeContext}, public): cart, address, payment. Visitors see a login prompt
 * that brings them back; any other routeContext is a real 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const step = params.routeContext;
  if (!isCheckoutStep(step)) throw data(null, { status: 404 });
  await requireSectionVisible(context.api, 'Medicine');
  const url = new URL(request.url);
  const user = await currentUser(context.api);
  const toastKey = url.searchParams.get('toast');
  const toast = toastKey && toastKey in CHECKOUT_TOASTS ? t(CHECKOUT_TOASTS[toastKey as keyof typeof CHECKOUT_TOASTS]) : null;
  const noStore = { 'cache-control': 'no-store' };
  if (!user) {
    // A visitor's guest cart (decision 042) shows with "Log in to check out", which comes back here; without one,
    // or on the other steps, the login prompt.
    const guest = step === 'cart' && context.api.hasGuestCart() ? await loadCart(context.api, null) : null;
    if (guest && guest.cartItems.length > 0) {
      return data({ step, loginUrl: null, guestLoginUrl: loginRedirectUrl(url), toast, cart: guest, gate: null } as const, { headers: noStore });
    }
    return data({ step, loginUrl: loginRedirectUrl(url) } as const, { headers: noStore });
  }
  if (step === 'cart') {
    const [cartStep, gate] = await Promise.all([loadCartStep(context.api, user), loadOrderGate(context.api)]);
    return data({ step, loginUrl: null, guestLoginUrl: null, toast, ...cartStep, gate } as const, { headers: noStore });
  }
  if (step === 'address') {
    return data({ step, loginUrl: null, toast, address: { ...(await loadAddressStep(context.api, user)), form: url.searchParams.get('form') } } as const, { headers: noStore });
  }
  const { page, headers } = await loadPaymentStep(context.api, user);
  return data({ step, loginUrl: null, toast, payment: page } as const, { headers: { ...noStore, ...headers } });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const step = params.routeContext;
  if (!isCheckoutStep(step)) throw data(null, { status: 404 });
  const user = await currentUser(context.api);
  // A visitor may change their guest cart; the other steps need a login.
  if (step === 'cart') return cartAction(context.api, await request.formData());
  if (!user) throw redirect(loginRedirectUrl(new URL(request.url)));
  if (step === 'address') return addressStepAction(context.api, user, request);
  return paymentStepAction(context.api, request);
}

/** A refused order because the total changed (409) loads the checkout again, so the page shows the new total to confirm. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

/** Loader and action cookies (the payment page's hold cookie) reach the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers();
  for (const h of [loaderHeaders, actionHeaders]) {
    for (const c of h.getSetCookie()) out.append('set-cookie', c);
    const cc = h.get('cache-control');
    if (cc) out.set('cache-control', cc);
  }
  return out;
};

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return pageMeta(t('error.notFound'));
  return pageMeta(t(TITLES[d.step]));
};

export default function OrderStep() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CartActionResult | AddressStepResult | AddressFormResult | PaymentStepResult | undefined;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const navigate = useNavigate();
  const clearToast = useCallback(() => navigate(`/order/${d.step}`, { replace: true, preventScrollReset: true }), [navigate, d.step]);

  if (d.loginUrl !== null) {
    return (
      <Container className="py-8 sm:py-10">
        <LoginPrompt title={t('shop.login.title')} loginUrl={d.loginUrl} />
      </Container>
    );
  }
  if (result && 'intent' in result && result.intent === 'checkout') {
    return (
      <Container className="py-8 sm:py-10">
        <GatewayForm checkout={result.checkout} nonce={nonce} />
      </Container>
    );
  }

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t(TITLES[d.step])}</h1>
        <StepIndicator current={d.step} />
      </div>
      {d.step === 'cart' && 'cart' in d && (
        <CartStep cart={d.cart} result={result && 'ok' in result ? result : undefined} guestLoginUrl={'guestLoginUrl' in d ? d.guestLoginUrl : null} gate={'gate' in d ? d.gate : null} pointsToEarn={'pointsToEarn' in d ? d.pointsToEarn : null} />
      )}
      {d.step === 'address' && 'address' in d && (
        <AddressStep
          data={d.address}
          result={result && 'intent' in result && result.intent === 'choose' ? result : undefined}
          formResult={result && 'values' in result ? result : undefined}
        />
      )}
      {d.step === 'payment' && 'payment' in d && (
        <PaymentStep page={d.payment} result={result && 'intent' in result && result.intent !== 'choose' ? result : undefined} />
      )}
      <Toast message={d.toast} onDone={clearToast} />
      {result && 'toastError' in result && <Toast message={String(result.toastError)} tone="error" />}
    </Container>
  );
}
