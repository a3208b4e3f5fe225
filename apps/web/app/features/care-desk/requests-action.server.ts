/** The accept and decline buttons of /appointment-requests and /my-leads. */
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { failure, formValues, str, withToast } from './desk.server.ts';

export async function decideRequest(request: Request, api: ApiClient) {
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const id = Number(str(form.get('id')));
  if (!Number.isInteger(id) || id <= 0) return data({ intent, error: 'Unknown request', fields: {} }, { status: 400 });
  if (intent === 'decline') {
    const res = await api.post(`/v3/appointment-requests/${id}/decline`, {});
    if (!res.ok) return failure(res, intent, { id });
    throw redirect(withToast(page, 'declined'));
  }
  if (intent === 'accept') {
    const values = formValues(form, ['date', 'time', 'mode', 'clinicId']);
    const schedule = values.date || values.time ? { date: values.date, time: values.time, mode: Number(values.mode), ...(values.clinicId ? { clinicId: Number(values.clinicId) } : {}) } : undefined;
    const res = await api.post(`/v3/appointment-requests/${id}/accept`, schedule ? { schedule } : {});
    if (!res.ok) return failure(res, intent, { id, values });
    throw redirect(withToast(page, res.entity.appointmentId ? 'scheduled' : 'accepted'));
  }
  return data({ intent, error: 'Unknown action', fields: {} }, { status: 400 });
}
