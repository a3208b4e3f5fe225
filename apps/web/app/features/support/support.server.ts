/**
 * Server side of the help centre (/support), a ticket's page (/support/tickets/:id) and "Need help" (decision 055).
 * Every step is a plain form post (no JavaScript needed); the shared schemas check the fields as the API does.
 */
import { data, redirect } from 'react-router';
import { needHelpDetails, ticketBody, ticketReplyBody } from '@nirog/shared/schemas/support';
import type { ApiClient } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload.server.ts';
import { formValues, str } from '../care-desk/desk.server.ts';

export interface FormResult {
  form: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
  /** "Need help": which step shows. */
  step?: 'details' | 'otp';
}

function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}

const TICKET_FIELDS = ['category', 'subject', 'description', 'orderId', 'appointmentId'] as const;
const NEED_HELP_FIELDS = ['fullName', 'mobileNumber', 'email', 'message'] as const;

/** The photos chosen in a form: non-empty files only. */
const photosOf = (form: FormData) => form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0);

async function uploadPhotos(api: ApiClient, form: FormData): Promise<{ ids: string[] } | { error: string }> {
  const ids: string[] = [];
  for (const file of photosOf(form)) {
    const up = await uploadFile(api, file, 'ticket_photo');
    if (!up.ok) return { error: up.error.fields?.file ?? up.error.error };
    ids.push(up.entity.uploadId);
  }
  return { ids };
}

/** POST /support: a signed-in customer's new ticket, or a visitor's "Need help" steps. */
export async function supportAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  if (intent === 'ticket') return createTicket(api, form);
  return needHelp(api, form, intent);
}

async function createTicket(api: ApiClient, form: FormData) {
  const values = formValues(form, TICKET_FIELDS);
  const reply = (d: Omit<FormResult, 'values' | 'form'>, status = 400) => data<FormResult>({ form: 'ticket', values, ...d }, { status });
  const check = ticketBody.safeParse(values);
  if (!check.success) return reply({ fieldErrors: firstErrors(check.error.issues) });
  const photos = await uploadPhotos(api, form);
  if ('error' in photos) return reply({ fieldErrors: { photos: photos.error } });
  const res = await api.post('/v0/customer-ticket', { ...check.data, uploadIds: photos.ids.length ? photos.ids : undefined });
  if (!res.ok) return reply({ fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
  throw redirect(`/support/tickets/${res.entity.id}?created=1`);
}

async function needHelp(api: ApiClient, form: FormData, intent: string) {
  const values = formValues(form, NEED_HELP_FIELDS);
  const reply = (d: Omit<FormResult, 'values' | 'form'>, status = 200) => data<FormResult>({ form: 'needHelp', values, ...d }, { status });
  const check = needHelpDetails.safeParse(values);
  if (!check.success) return reply({ step: 'details', fieldErrors: firstErrors(check.error.issues) }, 400);
  if (intent === 'send' || intent === 'resend') {
    const res = await api.post('/pub/v0/customer-ticket/need-help/send-otp', { mobileNumber: check.data.mobileNumber });
    if (!res.ok) {
      const fields = res.error.fields ?? {};
      return reply({ step: intent === 'resend' ? 'otp' : 'details', fieldErrors: fields.mobileNumber ? fields : {}, formError: fields.mobileNumber ? undefined : res.error.error }, res.httpStatus);
    }
    return reply({ step: 'otp', fieldErrors: {}, notice: res.message });
  }
  if (intent === 'confirm') {
    const res = await api.post('/pub/v0/customer-ticket/need-help', { ...check.data, otp: str(form.get('otp')).trim() });
    if (!res.ok) {
      const fields = res.error.fields ?? {};
      const detailsWrong = Object.keys(fields).some((k) => k !== 'otp');
      return reply({ step: detailsWrong ? 'details' : 'otp', fieldErrors: fields, formError: Object.keys(fields).length ? undefined : res.error.error }, res.httpStatus);
    }
    throw redirect(`/support?sent=${encodeURIComponent(res.entity.number)}#need-help`);
  }
  return reply({ step: 'details', fieldErrors: {} }, 400);
}

/** POST /support/tickets/:id: reply (with photos), reopen or close. */
export async function ticketAction(request: Request, api: ApiClient, id: number) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const values = formValues(form, ['body']);
  const reply = (d: Omit<FormResult, 'values' | 'form'>, status = 200) => data<FormResult>({ form: intent, values, ...d }, { status });
  if (intent === 'reopen' || intent === 'close') {
    const res = await api.post(`/v0/customer-ticket/${id}/${intent}`);
    if (!res.ok) return reply({ fieldErrors: {}, formError: res.error.error }, res.httpStatus);
    return reply({ fieldErrors: {}, notice: res.message });
  }
  const check = ticketReplyBody.safeParse(values);
  if (!check.success) return reply({ fieldErrors: firstErrors(check.error.issues) }, 400);
  const photos = await uploadPhotos(api, form);
  if ('error' in photos) return reply({ fieldErrors: { photos: photos.error } }, 400);
  const res = await api.post(`/v0/customer-ticket/${id}/replies`, { ...check.data, uploadIds: photos.ids.length ? photos.ids : undefined });
  if (!res.ok) return reply({ fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
  return data<FormResult>({ form: 'reply', values: {}, fieldErrors: {}, notice: res.message });
}
