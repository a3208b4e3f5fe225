/** Server side of the order pages: the list, one order, paying online later and reporting a NEFT transfer. */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { ORDER_STATUSES, PAYMENT_METHOD_POSTPAID, PAYMENT_METHOD_PREPAID } from '@nirog/shared/orders';
import type { Credit, OrderDetail, OrderSummary, Tracking } from '@nirog/shared/schemas/orders';
import type { ApiClient } from '../../lib/api-client.ts';
import { startOnlinePayment } from './checkout.server.ts';
import { METHOD_FILTERS, ORDER_ERROR_TOASTS, ORDER_TOASTS, ORDERS_PAGE_SIZE } from './order-pages.ts';
import { rupeesToPaise } from '@nirog/shared/money';


export function toastOf(url: URL): { message: string; tone: 'success' | 'error' } | null {
  const key = url.searchParams.get('toast');
  if (key === 'paymentNotStarted') return { message: t('shop.toast.paymentNotStarted'), tone: 'error' };
  if (!key || !(key in ORDER_TOASTS)) return null;
  return { message: t(ORDER_TOASTS[key as keyof typeof ORDER_TOASTS]), tone: ORDER_ERROR_TOASTS.has(key) ? 'error' : 'success' };
}

export interface OrderFilters {
  status: string;
  from: string;
  to: string;
}

export async function loadOrders(api: ApiClient, url: URL) {
  const m = Number(url.searchParams.get('paymentMethod') ?? '0');
  const paymentMethod = (METHOD_FILTERS as readonly number[]).includes(m) ? m : 0;
  const p = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(p) && p > 0 ? p : 1;
  // State and the days placed; anything malformed is dropped rather than failing the page.
  const status = url.searchParams.get('status') ?? '';
  const day = (k: string) => (/^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get(k) ?? '') ? url.searchParams.get(k)! : '');
  const filters: OrderFilters = { status: (ORDER_STATUSES as readonly string[]).includes(status) ? status : '', from: day('from'), to: day('to') };
  const q = new URLSearchParams({ paymentMethod: String(paymentMethod), skip: String((page - 1) * ORDERS_PAGE_SIZE), limit: String(ORDERS_PAGE_SIZE) });
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  const res = await api.get(`/v3/orders?${q}`);
  return { paymentMethod, page, filters, list: res.ok ? res.entity : null };
}

/** One of the user's orders; another user's (or a missing) order is a 404, as the API answers. */
export async function loadOrder(api: ApiClient, idParam: string | undefined): Promise<OrderDetail> {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const res = await api.get(`/v3/orders/${id}`);
  if (!res.ok) throw data(null, { status: res.httpStatus === 404 || res.httpStatus === 400 ? 404 : 502 });
  return res.entity;
}

/** A short-lived signed link to the uploaded prescription of an order (its buyer and operators may open it), or null. */
export async function prescriptionFileUrl(api: ApiClient, order: Pick<OrderDetail, 'prescription'>): Promise<string | null> {
  if (!order.prescription?.uploadId) return null;
  const res = await api.get(`/v1/uploads/${order.prescription.uploadId}/url`);
  return res.ok ? res.entity.url : null;
}

/** The buyer's online orders still waiting for payment (they can pay until payBy). */
export async function loadUnpaidOnline(api: ApiClient): Promise<OrderDetail[] | null> {
  const res = await api.get(`/v3/orders?paymentMethod=${PAYMENT_METHOD_PREPAID}&skip=0&limit=100`);
  if (!res.ok) return null;
  const waiting = res.entity.items.filter((o: OrderSummary) => o.status === 'pending_payment' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed'));
  const details = await Promise.all(waiting.map((o) => api.get(`/v3/orders/${o.id}`)));
  return details.flatMap((d) => (d.ok && d.entity.canPayOnline ? [d.entity] : []));
}

export async function loadCredit(api: ApiClient): Promise<Credit | null> {
  const res = await api.get('/v1/credit');
  return res.ok ? res.entity : null;
}

/** "Pay now" / "Pay online instead": the order must be the buyer's and payable online. */
export async function payAction(api: ApiClient, form: FormData) {
  const orderId = Number(form.get('orderId'));
  if (!Number.isInteger(orderId) || orderId <= 0) throw data(null, { status: 400 });
  return startOnlinePayment(api, orderId);
}

export type NeftResult = { intent: 'neft'; message: string; fields: Record<string, string>; values: Record<string, string> };


export async function neftAction(api: ApiClient, order: OrderDetail, form: FormData) {
  const values = {
    utr: String(form.get('utr') ?? '').trim(),
    amount: String(form.get('amount') ?? '').trim(),
    paidOn: String(form.get('paidOn') ?? '').trim(),
  };
  if (order.paymentMethod !== PAYMENT_METHOD_POSTPAID) throw data(null, { status: 404 });
  const amountPaise = rupeesToPaise(values.amount);
  if (amountPaise === null) {
    return data<NeftResult>({ intent: 'neft', message: t('error.validation'), fields: { amount: t('shop.postpaid.amountInvalid') }, values }, { status: 400 });
  }
  const res = await api.post(`/v1/orders/${order.id}/neft`, { utr: values.utr, amountPaise, paidOn: values.paidOn });
  if (!res.ok) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.error.fields ?? {})) fields[k === 'amountPaise' ? 'amount' : k] = v;
    return data<NeftResult>({ intent: 'neft', message: res.error.error, fields, values }, { status: res.httpStatus });
  }
  throw redirect(`/myorders/${order.id}?toast=neftReported`);
}

/** Public tracking of an order by its unguessable id: anyone with the link, no personal details. */
export async function loadTracking(api: ApiClient, hashedId: string): Promise<Tracking> {
  const res = await api.get(`/v3/order/${encodeURIComponent(hashedId)}/track`);
  if (!res.ok) throw data(null, { status: res.httpStatus === 404 || res.httpStatus === 400 ? 404 : 502 });
  return res.entity;
}

/** Cancel before shipping, or ask to return items after delivery (issue 7); refusals come back with the API's words. */
export async function afterSalesAction(api: ApiClient, orderId: number, intent: 'cancel' | 'return', form: FormData) {
  if (!Number.isInteger(orderId) || orderId <= 0) throw data(null, { status: 404 });
  const reason = String(form.get('reason') ?? '').trim();
  if (intent === 'cancel') {
    const res = await api.post('/v1/orders/cancel', { orderId, reason });
    if (!res.ok) return data({ intent, message: res.error.error, fields: res.error.fields }, { status: res.httpStatus });
    throw redirect(`/myorders/${orderId}?toast=cancelled`);
  }
  const items: Array<{ orderItemId: number; quantity: number }> = [];
  for (const [key, value] of form.entries()) {
    const m = /^qty-(\d+)$/.exec(key);
    const quantity = Number(value);
    if (m && Number.isInteger(quantity) && quantity > 0) items.push({ orderItemId: Number(m[1]), quantity });
  }
  if (items.length === 0) return data({ intent, message: t('shop.after.noItems'), fields: { items: t('shop.after.noItems') } }, { status: 400 });
  const refundTo = form.get('refundTo') === 'original' ? 'original' : 'nirog_money';
  const res = await api.post('/v1/orders/return', { orderId, type: 'partialReturn', items, reason, refundTo });
  if (!res.ok) return data({ intent, message: res.error.error, fields: res.error.fields }, { status: res.httpStatus });
  throw redirect(`/myorders/${orderId}?toast=returnRequested`);
}
