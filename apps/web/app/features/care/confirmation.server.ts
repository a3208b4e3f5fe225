/**
 * The appointment confirmation page (issue 19, item 8; decision 044): where a patient lands after booking and after
 * paying. Only the account that booked sees it (the doctor has the desk); anyone else gets 404. Paying again and
 * cancelling are plain form posts to the same API calls the appointment list uses.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { startOnlinePayment } from '../orders/checkout.server.ts';
import { PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { confirmationPath } from './booking.ts';

const TOASTS = ['paymentReceived', 'paymentFailed', 'paymentReview', 'cancelled'] as const;
export type ConfirmationToast = (typeof TOASTS)[number];

/** An id from the URL or a form: digits naming a row (1 to PG_INT_MAX), else null. */
function entityIdFrom(v: string | undefined): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= PG_INT_MAX ? n : null;
}

export async function loadConfirmation(api: ApiClient, request: Request, idParam: string | undefined) {
  const user = await requireUser(api, request);
  const id = entityIdFrom(idParam);
  const res = id ? await api.get(`/v3/appointments/${id}`) : null;
  // The doctor of the appointment may read it through the API; this page is the patient's own.
  if (!res?.ok || res.entity.patient.userId !== user.id) throw new Response(t('error.notFound'), { status: 404 });
  const toast = new URL(request.url).searchParams.get('toast');
  return { appointment: res.entity, toast: TOASTS.find((x) => x === toast) ?? null };
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export async function confirmationAction(api: ApiClient, request: Request, idParam: string | undefined) {
  await requireUser(api, request);
  const id = entityIdFrom(idParam);
  if (!id) throw new Response(t('error.notFound'), { status: 404 });
  const form = await request.formData();
  const intent = str(form.get('intent'));
  if (intent === 'pay') {
    // The API checks the order is this patient's and still payable.
    const orderId = entityIdFrom(str(form.get('orderId')));
    if (!orderId) return data({ error: t('error.validation') }, { status: 400 });
    return startOnlinePayment(api, orderId, undefined, `${confirmationPath(id)}?toast=paymentFailed`);
  }
  if (intent === 'cancel') {
    const reason = str(form.get('reason'));
    const res = await api.post(`/v3/appointments/${id}/cancel`, reason ? { reason } : {});
    if (!res.ok) return data({ error: res.error.fields ? (Object.values(res.error.fields)[0] ?? res.error.error) : res.error.error }, { status: res.httpStatus });
    throw redirect(`${confirmationPath(id)}?toast=cancelled`);
  }
  return data({ error: t('error.validation') }, { status: 400 });
}
