/**
 * Server side of the back-office pages (/admin/orders, /admin/orders/:id, /admin/returns, /admin/payments, /admin/jobs).
 *
 * The pages exist only for operators: every operator API call answers 403 to anyone else, and the pages turn that
 * into the 404 page (as /admin/verifications does), so a buyer learns nothing about the back office.
 * Every change is a plain form POST to the page's action; success redirects back with `?done=` (a toast), a refusal
 * (a move another operator made first, a missing AWB ...) comes back as the API's message beside the form.
 */
import { TRACKING_URL_RE } from '@nirog/shared/couriers';
import { data, redirect } from 'react-router';
import { OPERATOR_STEPS, type OperatorStep } from '@nirog/shared/orders';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiEntity, ApiPath } from '@nirog/shared/api-routes';
import type { CreditState } from '@nirog/shared/schemas/orders';
import type { ApiClient, ApiResult, PublicUser } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { ORDER_NUMBER_RE, type OfficeDone } from './office-toasts.ts';
import { rupeesToPaise } from '@nirog/shared/money';

/** ₹ as typed to paise, at most ₹10 crore (the API's cap): the one parser, packages/shared/src/money.ts. */
export { rupeesToPaise };

/** The 404 page, for anyone who is not an operator (or an id that does not exist). */
export const notFound = () => data(null, { status: 404 });

/** A GET of the operator API: 403/404 become the 404 page; any other failure is a server error. */
export async function officeGet<P extends ApiPath<'GET'>>(api: ApiClient, path: P): Promise<ApiEntity<'GET', P>>;
export async function officeGet<P extends ApiPath<'GET'>>(api: ApiClient, path: P): Promise<unknown> {
  const res = await api.get(path as P);
  if (!res.ok && (res.httpStatus === 403 || res.httpStatus === 404)) throw notFound();
  if (!res.ok) throw new Response('The back office could not load this page', { status: 502 });
  return res.entity;
}

/**
 * For pages whose main call a buyer may also make (an order's detail answers its own buyer): the user must be an
 * operator. The user-record call is operators-only and cheap.
 */
export async function requireOperator(api: ApiClient, request: Request): Promise<PublicUser> {
  const user = await requireUser(api, request);
  const res = await api.get(`/v1/users/${user.id}/summary`);
  if (!res.ok && res.httpStatus === 403) throw notFound();
  if (!res.ok) throw new Response('The back office could not load this page', { status: 502 });
  return user;
}

export interface OfficeActionResult {
  intent: string;
  /** The order, return, transfer or user the form was about (which form shows the message). */
  target: number;
  formError: string;
  fieldErrors: Record<string, string>;
  /** What was typed, to show again. */
  values: Record<string, string>;
  /** After a credit limit was set: the buyer's credit now. */
  credit?: CreditState;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const positiveId = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : 0);

const COURIER_RE = /^.{2,60}$/s;
const AWB_RE = /^[A-Za-z0-9-]{6,40}$/;
function withDone(backTo: string, done: OfficeDone, orderNumber: string) {
  const url = new URL(backTo, 'http://x');
  url.searchParams.set('done', done);
  if (ORDER_NUMBER_RE.test(orderNumber)) url.searchParams.set('order', orderNumber);
  else url.searchParams.delete('order');
  return redirect(url.pathname + url.search);
}

/**
 * Every back-office change. `backTo` is the page (with its filters) to come back to after success.
 * Intents: advance (orderId, to, courier, awb), cancel (orderId, reason), approve / reject (note) / receive
 * (returnId), refund (returnId), refund-retry (refundId), neft (neftId), credit (userId, limit in rupees), job-retry
 * (jobId).
 */
export async function officeAction(request: Request, api: ApiClient, backTo: string) {
  await requireUser(api, request);
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const orderNumber = str(form.get('orderNumber'));
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v;

  const fail = (target: number, formError: string, fieldErrors: Record<string, string> = {}) =>
    data<OfficeActionResult>({ intent, target, formError, fieldErrors, values }, { status: 400 });
  /** The API refused: operators-only becomes the 404 page; anything else is shown beside the form. */
  const refused = (target: number, res: Extract<ApiResult<unknown>, { ok: false }>) => {
    if (res.httpStatus === 403) throw notFound();
    return data<OfficeActionResult>({ intent, target, formError: res.error.error, fieldErrors: res.error.fields ?? {}, values }, { status: res.httpStatus });
  };

  if (intent === 'advance') {
    const orderId = positiveId(str(form.get('orderId')));
    const to = str(form.get('to')) as OperatorStep;
    if (!orderId || !OPERATOR_STEPS.includes(to)) return fail(orderId, t('order.notOperatorStep'));
    const body: { to: OperatorStep; courier?: string; awb?: string; trackingUrl?: string; expectedBy?: string } = { to };
    if (to === 'shipped') {
      const courier = str(form.get('courier'));
      const awb = str(form.get('awb')).toUpperCase();
      const fieldErrors: Record<string, string> = {};
      if (!COURIER_RE.test(courier)) fieldErrors.courier = t('office.ship.courierInvalid');
      if (!AWB_RE.test(awb)) fieldErrors.awb = t('office.ship.awbInvalid');
      // Decision 043: the courier's tracking link and the expected delivery day, both optional.
      const trackingUrl = str(form.get('trackingUrl')).trim();
      const expectedBy = str(form.get('expectedBy')).trim();
      if (trackingUrl && !TRACKING_URL_RE.test(trackingUrl)) fieldErrors.trackingUrl = t('trade.ship.trackingUrlInvalid');
      if (expectedBy && !/^\d{4}-\d{2}-\d{2}$/.test(expectedBy)) fieldErrors.expectedBy = t('trade.ship.expectedInvalid');
      if (Object.keys(fieldErrors).length) return fail(orderId, t('order.shipmentRequired'), fieldErrors);
      Object.assign(body, { courier, awb }, trackingUrl ? { trackingUrl } : {}, expectedBy ? { expectedBy } : {});
    }
    const res = await api.post(`/v1/admin/orders/${orderId}/status`, body);
    if (!res.ok) return refused(orderId, res);
    throw withDone(backTo, to, orderNumber);
  }

  if (intent === 'cancel') {
    const orderId = positiveId(str(form.get('orderId')));
    const reason = str(form.get('reason'));
    if (!orderId) return fail(0, t('error.notFound'));
    if (reason.length < 3 || reason.length > 300) return fail(orderId, t('office.cancel.reasonInvalid'), { reason: t('office.cancel.reasonInvalid') });
    // An operator may not be the order's buyer: /v1/admin/orders answers 403 to buyers before anything changes.
    const check = await api.get(`/v1/admin/orders?limit=1`);
    if (!check.ok) return refused(orderId, check);
    const res = await api.post(`/v1/orders/cancel`, { orderId, reason });
    if (!res.ok) return refused(orderId, res);
    throw withDone(backTo, 'cancelled', orderNumber);
  }

  if (intent === 'rx-approve' || intent === 'rx-reject') {
    const orderId = positiveId(str(form.get('orderId')));
    if (!orderId) return fail(0, t('error.notFound'));
    const reason = str(form.get('reason')).trim();
    if (intent === 'rx-reject' && (reason.length < 3 || reason.length > 300)) return fail(orderId, t('order.prescriptionReasonRequired'), { reason: t('order.prescriptionReasonRequired') });
    const res = await api.post(`/v1/admin/orders/${orderId}/prescription/${intent === 'rx-approve' ? 'approve' : 'reject'}`, intent === 'rx-reject' ? { reason } : {});
    if (!res.ok) return refused(orderId, res);
    throw withDone(backTo, intent, orderNumber);
  }

  if (intent === 'approve' || intent === 'reject' || intent === 'receive') {
    const returnId = positiveId(str(form.get('returnId')));
    if (!returnId) return fail(0, t('error.notFound'));
    const note = str(form.get('note'));
    if (intent === 'reject' && !note) return fail(returnId, t('return.rejectReason'), { note: t('return.rejectReason') });
    if (note && (note.length < 3 || note.length > 300)) return fail(returnId, t('office.return.noteInvalid'), { note: t('office.return.noteInvalid') });
    const res = await api.post(`/v1/admin/returns/${returnId}/${intent}`, note ? { note } : {});
    if (!res.ok) return refused(returnId, res);
    throw withDone(backTo, `return-${intent}`, orderNumber);
  }

  if (intent === 'refund') {
    const returnId = positiveId(str(form.get('returnId')));
    if (!returnId) return fail(0, t('error.notFound'));
    const res = await api.post(`/orders/refund`, { returnId });
    if (!res.ok) return refused(returnId, res);
    throw withDone(backTo, 'return-refund', orderNumber);
  }

  if (intent === 'neft') {
    const neftId = positiveId(str(form.get('neftId')));
    if (!neftId) return fail(0, t('error.notFound'));
    const res = await api.post(`/v1/admin/neft/${neftId}/confirm`, {});
    if (!res.ok) return refused(neftId, res);
    throw withDone(backTo, 'neft', orderNumber);
  }

  if (intent === 'refund-retry') {
    const refundId = positiveId(str(form.get('refundId')));
    if (!refundId) return fail(0, t('error.notFound'));
    const res = await api.post(`/v1/admin/refunds/${refundId}/retry`, {});
    if (!res.ok) return refused(refundId, res);
    throw withDone(backTo, 'refund-retry', orderNumber);
  }

  if (intent === 'job-retry') {
    const jobId = positiveId(str(form.get('jobId')));
    if (!jobId) return fail(0, t('error.notFound'));
    const res = await api.post(`/v1/admin/jobs/${jobId}/retry`, {});
    if (!res.ok) return refused(jobId, res);
    throw withDone(backTo, 'job-retry', '');
  }

  if (intent === 'credit') {
    const userId = positiveId(str(form.get('userId')));
    if (!userId) return fail(0, t('office.credit.userInvalid'), { userId: t('office.credit.userInvalid') });
    const limitPaise = rupeesToPaise(str(form.get('limit')));
    if (limitPaise === null) return fail(userId, t('office.credit.limitInvalid'), { limit: t('office.credit.limitInvalid') });
    const res = await api.put(`/v1/admin/credit/${userId}`, { limitPaise });
    if (!res.ok) {
      if (res.httpStatus === 403) throw notFound();
      const fieldErrors: Record<string, string> = res.error.fields?.limitPaise ? { limit: res.error.fields.limitPaise } : {};
      return data<OfficeActionResult>({ intent, target: userId, formError: res.error.error, fieldErrors, values }, { status: res.httpStatus });
    }
    // The new limit, what unpaid orders use and what is left: shown at once (a PUT is safe to send again).
    return data<OfficeActionResult>({ intent, target: userId, formError: '', fieldErrors: {}, values, credit: res.entity });
  }

  return fail(0, t('error.validation'));
}
