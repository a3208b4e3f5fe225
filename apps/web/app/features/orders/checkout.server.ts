/**
 * Server side of the checkout steps (/order/cart, /order/address, /order/payment) and of paying an order online.
 * Every form is a plain POST to the step's action and ends in a redirect with a toast key (or the page again with
 * the error), so the whole checkout works without JavaScript.
 */
import crypto from 'node:crypto';
import { data, redirect, redirectDocument } from 'react-router';
import { CHEMIST_LIKE_USER_TYPES, type UserTypeCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { seesTradePrices } from '@nirog/shared/catalog';
import { PAYMENT_METHOD_COD, PAYMENT_METHOD_PREPAID } from '@nirog/shared/orders';
import { isTradeBuyer } from '@nirog/shared/trade-buyers';
import type { RouteEntity } from '@nirog/shared/api-routes';
import type { Billing } from '@nirog/shared/schemas/orders';
import type { ApiClient, ApiResult, PublicUser } from '../../lib/api-client.ts';
import { addressAction } from '../address/address-action.server.ts';
import { loadCart } from '../cart/cart.server.ts';
import { loadVerification } from '../verification/verification-status.server.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { track } from './analytics.server.ts';
import { clearHoldCookie, holdCookie, isViewId } from './checkout-hold.ts';
import type { AddressStepResult, PaymentStepResult } from './order-pages.ts';

export const CHECKOUT_STEPS = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const isCheckoutStep = (v: string | undefined): v is CheckoutStep => (CHECKOUT_STEPS as readonly string[]).includes(v ?? '');

/** The toasts of the checkout steps (`?toast=`). */
export const CHECKOUT_TOASTS = {
  updated: 'cart.updated',
  removed: 'cart.removed',
  added: 'spec.addressAdded',
  saved: 'spec.addressSaved',
  couponApplied: 'shop.toast.couponApplied',
  couponRemoved: 'shop.toast.couponRemoved',
  nirogApplied: 'shop.toast.nirogApplied',
  nirogRemoved: 'shop.toast.nirogRemoved',
  rxAttached: 'checkout.prescriptionAttached',
  rxRemoved: 'checkout.prescriptionRemoved',
} as const;

/** The largest prescription file the API takes (the uploads module's limit). */
const RX_MAX_BYTES = 5 * 1024 * 1024;

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');
const firstError = (r: Extract<ApiResult<unknown>, { ok: false }>) => (r.error.fields ? Object.values(r.error.fields)[0] : r.error.error);
const TRADE_FORM_TYPES: readonly number[] = [...CHEMIST_LIKE_USER_TYPES, 7];

async function billingOf(api: ApiClient): Promise<Billing | null> {
  try {
    const res = await api.get('/v2/orders/billing');
    return res.ok ? res.entity : null;
  } catch {
    return null;
  }
}

// --- cart ---------------------------------------------------------------------------------------------------

export async function loadCartStep(api: ApiClient, user: PublicUser) {
  const cart = await loadCart(api, user);
  if (cart) {
    await track(api, 'cart_view', { lines: cart.cartItems.length, count: cart.count, totalPaise: cart.totalCartAmount });
    if (cart.offerItemsText) await track(api, 'offer_view', { offer: 'free_delivery', placement: 'cart' });
  }
  return { cart, pointsToEarn: cart && cart.cartItems.length > 0 && isTradeBuyer(user.userType) ? await pointsToEarn(api) : null };
}

/** The reward points this cart earns a trade buyer once the order settles (decision 057): its taxable value at their rate. */
async function pointsToEarn(api: ApiClient): Promise<number | null> {
  const [billing, points] = await Promise.all([api.get('/v2/orders/billing'), api.get('/v1/rewards/points?limit=1')]);
  if (!billing.ok || !points.ok || points.entity.earnPaisePerPoint <= 0) return null;
  const taxable = billing.entity.lines.reduce((sum, l) => sum + l.taxablePaise, 0);
  const earned = Math.floor(taxable / points.entity.earnPaisePerPoint);
  return earned > 0 ? earned : null;
}

// --- address ------------------------------------------------------------------------------------------------

/** What the address step shows of a pincode's serviceability. */
export type Serviceability = Pick<RouteEntity<'GET /pub/serviceable_pincodes/:pincode'>, 'serviceable' | 'codAvailable'>;

export async function loadAddressStep(api: ApiClient, user: PublicUser) {
  const [list, states, billing, verification] = await Promise.all([
    api.get('/v1/address'),
    api.get('/pub/states?country=101'),
    billingOf(api),
    loadVerification(api, user),
  ]);
  if (billing && billing.lines.length === 0 && billing.problems.includes(t('checkout.cartEmpty'))) throw redirect('/order/cart');
  const addresses = list.ok ? list.entity.items.filter((a) => a.patient_id == null) : null;
  const type = seesTradePrices(user.userType, verification?.status) ? 'b2b' : 'b2c';
  const service: Record<string, Serviceability> = {};
  await Promise.all(
    [...new Set((addresses ?? []).map((a) => a.pin_code))].map(async (pin) => {
      const res = await api.get(`/pub/serviceable_pincodes/${pin}?type=${type}`);
      if (res.ok) service[pin] = { serviceable: res.entity.serviceable, codAvailable: res.entity.codAvailable };
    }),
  );
  // The first address in the list is the default pick for delivery and billing (spec section 4); the checkout
  // remembers a choice made earlier.
  const first = addresses?.[0]?.id ?? null;
  const has = (id: number | null | undefined) => !!id && !!addresses?.some((a) => a.id === id);
  return {
    addresses,
    states: states.ok ? states.entity : [],
    trade: TRADE_FORM_TYPES.includes(user.userType as UserTypeCode),
    service,
    deliveryAddressId: has(billing?.deliveryAddressId) ? billing!.deliveryAddressId : first,
    billingAddressId: has(billing?.billingAddressId) ? billing!.billingAddressId : first,
  };
}

export async function addressStepAction(api: ApiClient, user: PublicUser, request: Request) {
  const form = await request.clone().formData();
  const intent = str(form.get('intent'));
  if (intent === 'create' || intent === 'update') return addressAction(request, api, user, { backTo: '/order/address' });
  if (intent === 'choose') {
    const deliveryAddressId = Number(str(form.get('deliveryAddressId')));
    const billingChoice = str(form.get('billingAddressId'));
    const billingAddressId = billingChoice === 'same' ? deliveryAddressId : Number(billingChoice);
    if (!Number.isInteger(deliveryAddressId) || deliveryAddressId <= 0) return data<AddressStepResult>({ intent, message: t('checkout.chooseDelivery') }, { status: 400 });
    if (!Number.isInteger(billingAddressId) || billingAddressId <= 0) return data<AddressStepResult>({ intent, message: t('checkout.chooseBilling') }, { status: 400 });
    const res = await api.put('/v1/checkout', { deliveryAddressId, billingAddressId });
    if (!res.ok) return data<AddressStepResult>({ intent, message: firstError(res), fields: res.error.fields }, { status: res.httpStatus });
    await track(api, 'checkout_address_select', { deliveryAddressId, billingAddressId, sameAddress: deliveryAddressId === billingAddressId });
    throw redirect('/order/payment');
  }
  return data<AddressStepResult>({ intent: 'choose', message: t('error.validation') }, { status: 400 });
}

// --- payment ------------------------------------------------------------------------------------------------

export async function loadPaymentStep(api: ApiClient, user: PublicUser) {
  const [billing, coupons, list, verification] = await Promise.all([
    billingOf(api),
    api.get(`/v1/coupons/${user.id}`),
    api.get('/v1/address'),
    loadVerification(api, user),
  ]);
  if (billing && billing.lines.length === 0) throw redirect('/order/cart');
  if (billing && (!billing.deliveryAddressId || !billing.billingAddressId)) throw redirect('/order/address');
  const addresses = list.ok ? list.entity.items : [];
  const viewId = crypto.randomBytes(12).toString('base64url');
  const held = !!billing && (!!billing.coupon || billing.nirogMoney.applied);
  return {
    page: {
      billing,
      coupons: coupons.ok ? coupons.entity.items : null,
      deliveryAddress: addresses.find((a) => a.id === billing?.deliveryAddressId) ?? null,
      billingAddress: addresses.find((a) => a.id === billing?.billingAddressId) ?? null,
      unverified: verification ? !verification.canPlaceOrders : false,
      // Postpaid (NEFT) is for trade buyers; individuals are not shown it.
      trade: user.userType !== 1,
      // One key per payment page view: a double submit or a retry of "Place order" places one order.
      idempotencyKey: crypto.randomUUID(),
      viewId,
    },
    // This view now owns what is applied (a beacon from the document it replaced must not release it).
    headers: held ? { 'set-cookie': holdCookie(viewId) } : undefined,
  };
}

export async function paymentStepAction(api: ApiClient, request: Request) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const viewId = str(form.get('viewId'));
  const keep = (toast: keyof typeof CHECKOUT_TOASTS, held: boolean) =>
    redirect(`/order/payment?toast=${toast}`, { headers: { 'set-cookie': held && isViewId(viewId) ? holdCookie(viewId) : clearHoldCookie() } });

  if (intent === 'coupon-apply') {
    const code = str(form.get('code')).trim().toUpperCase();
    if (!code) return data<PaymentStepResult>({ intent: 'coupon', code, message: t('shop.coupon.enterCode') }, { status: 400 });
    const res = await api.post('/v1/checkout/coupon', { code });
    if (!res.ok) return data<PaymentStepResult>({ intent: 'coupon', code, message: firstError(res) }, { status: res.httpStatus });
    await track(api, 'coupon_apply', { code, discountPaise: res.entity.coupon?.discountPaise ?? 0 });
    throw keep('couponApplied', true);
  }

  if (intent === 'coupon-remove') {
    const res = await api.post('/v1/coupons/release');
    if (!res.ok) return data<PaymentStepResult>({ intent: 'coupon', code: '', message: firstError(res) }, { status: res.httpStatus });
    await track(api, 'coupon_remove');
    const billing = await billingOf(api);
    throw keep('couponRemoved', !!billing?.nirogMoney.applied);
  }

  if (intent === 'nirog') {
    const use = str(form.get('use')) === '1';
    const res = await api.put('/v1/checkout', { useNirogMoney: use });
    if (!res.ok) return data<PaymentStepResult>({ intent: 'nirog', message: firstError(res) }, { status: res.httpStatus });
    await track(api, 'nirog_money_apply', { applied: use, amountPaise: res.entity.nirogMoney.appliedPaise });
    throw keep(use ? 'nirogApplied' : 'nirogRemoved', use || !!res.entity.coupon);
  }

  // Prescription-only medicines: use a consultation's prescription, upload one (multipart form), or remove it.
  if (intent === 'rx-use' || intent === 'rx-upload' || intent === 'rx-remove') {
    const rxFail = (message: string, status = 400) => data<PaymentStepResult>({ intent: 'rx', message }, { status });
    let res: ApiResult<Billing>;
    if (intent === 'rx-remove') {
      res = await api.del('/v1/checkout/prescription');
    } else if (intent === 'rx-use') {
      const prescriptionId = Number(str(form.get('prescriptionId')));
      if (!Number.isInteger(prescriptionId) || prescriptionId <= 0) return rxFail(t('checkout.prescriptionChoose'));
      res = await api.put('/v1/checkout/prescription', { prescriptionId });
    } else {
      const file = form.get('file');
      if (!file || typeof file === 'string' || file.size === 0) return rxFail(t('shop.rx.chooseFile'));
      if (file.size > RX_MAX_BYTES) return rxFail(t('shop.rx.tooLarge'), 413);
      const uploaded = await uploadFile(api, file, 'prescription');
      if (!uploaded.ok) return rxFail(firstError(uploaded) ?? t('error.validation'), uploaded.httpStatus);
      res = await api.put('/v1/checkout/prescription', { uploadId: uploaded.entity.uploadId });
    }
    if (!res.ok) return rxFail(firstError(res) ?? t('error.validation'), res.httpStatus);
    throw keep(intent === 'rx-remove' ? 'rxRemoved' : 'rxAttached', !!res.entity.coupon || res.entity.nirogMoney.applied);
  }

  // Cash on delivery above the set amount (decision 056): the code goes to the buyer's mobile; the page asks for it.
  if (intent === 'cod-otp') {
    const res = await api.post('/v1/checkout/cod-otp');
    if (!res.ok) return data<PaymentStepResult>({ intent: 'cod-otp', message: firstError(res), sent: false }, { status: res.httpStatus });
    return data<PaymentStepResult>({ intent: 'cod-otp', message: res.message, sent: true });
  }

  if (intent === 'place') {
    const paymentMethod = Number(str(form.get('paymentMethod')));
    if (![1, 2, 4].includes(paymentMethod)) return data<PaymentStepResult>({ intent: 'place', message: t('shop.pay.chooseMethod') }, { status: 400 });
    const body = {
      paymentMethod,
      deliveryAddressId: Number(str(form.get('deliveryAddressId'))),
      billingAddressId: Number(str(form.get('billingAddressId'))),
      expectedTotalPaise: Number(str(form.get('expectedTotalPaise'))),
      // Sent only with cash on delivery; the API says when it is missing or wrong.
      ...(paymentMethod === PAYMENT_METHOD_COD && str(form.get('otp')).trim() ? { otp: str(form.get('otp')).trim() } : {}),
    };
    await track(api, 'payment_method_select', { paymentMethod });
    const res = await api.post('/v3/orders', body, { headers: { 'idempotency-key': str(form.get('idempotencyKey')) } });
    if (!res.ok) {
      if (res.httpStatus === 403) return data<PaymentStepResult>({ intent: 'place', message: res.error.error, unverified: true }, { status: 403 });
      // 409: the total changed since the page was shown; the page shows the new total (the loader runs again).
      return data<PaymentStepResult>({ intent: 'place', message: firstError(res), totalChanged: res.httpStatus === 409, paymentMethod }, { status: res.httpStatus });
    }
    const order = res.entity.order;
    if (res.httpStatus === 201) await track(api, 'order_place', { orderId: order.id, paymentMethod, totalPaise: order.totalPaise });
    const cleared = { 'set-cookie': clearHoldCookie() };
    if (paymentMethod === PAYMENT_METHOD_PREPAID) return startOnlinePayment(api, order.id, cleared);
    throw redirect(`/myorders/${order.id}?toast=orderPlaced`, { headers: cleared });
  }

  return data<PaymentStepResult>({ intent: 'place', message: t('error.validation') }, { status: 400 });
}

/**
 * Opens the gateway's checkout for an order: a GET checkout is a redirect (a full page load, the gateway is not a
 * route of ours); a POST checkout comes back as data, and the page renders a form that submits itself.
 */
export async function startOnlinePayment(api: ApiClient, orderId: number, headers?: Record<string, string>, failTo?: string) {
  const res = await api.post('/v2/orders/payment/online', { orderId });
  if (!res.ok) throw redirect(failTo ?? `/myorders/${orderId}?toast=paymentNotStarted`, { headers });
  await track(api, 'payment_start', { orderId });
  const { checkout } = res.entity;
  if (checkout.method.toUpperCase() === 'GET') {
    const url = new URL(checkout.action, 'http://local');
    for (const [k, v] of Object.entries(checkout.fields ?? {})) url.searchParams.set(k, String(v));
    const target = /^https?:\/\//.test(checkout.action) ? url.toString() : url.pathname + url.search;
    throw redirectDocument(target, { headers });
  }
  return data<PaymentStepResult>({ intent: 'checkout', checkout, orderId }, { headers });
}
