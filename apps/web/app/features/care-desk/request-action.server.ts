/**
 * Server side of /request-appointment: the details are checked, then the OTP goes to the number (unless it is the
 * signed-in user's own), then the request is sent with the code. Each step is a plain form post.
 */
import { data, redirect } from 'react-router';
import { appointmentRequestBody } from '@nirog/shared/care-desk';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { formValues, str } from './desk.server.ts';

export type RequestStep = 'details' | 'otp';
export const REQUEST_FIELDS = ['fullName', 'mobileNumber', 'pinCode', 'problem', 'appointmentType', 'doctorId'] as const;

export interface RequestActionData {
  step: RequestStep;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
}

const detailsOnly = appointmentRequestBody.omit({ otp: true });

function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}

export async function requestAction(request: Request, api: ApiClient, user: PublicUser | null) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const values = formValues(form, REQUEST_FIELDS);
  const reply = (d: Omit<RequestActionData, 'values'>, status = 200) => data<RequestActionData>({ ...d, values }, { status });
  const sentTo = () => {
    throw redirect(`/request-appointment?sent=1${values.doctorId ? `&doctorId=${encodeURIComponent(values.doctorId)}` : ''}`);
  };

  const check = detailsOnly.safeParse(values);
  if (!check.success) return reply({ step: 'details', fieldErrors: firstErrors(check.error.issues) }, 400);
  const body = check.data;

  if (intent === 'send' || intent === 'resend') {
    if (user && user.mobileNumber === body.mobileNumber) {
      // The signed-in user's own number is already confirmed: no OTP (a D2C request).
      const res = await api.post('/pub/v3/appointment-requests', body);
      if (!res.ok) return reply({ step: 'details', fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
      sentTo();
    }
    const res = await api.post('/pub/v3/appointment-requests/send-otp', { mobileNumber: body.mobileNumber });
    if (!res.ok) {
      const fields = res.error.fields ?? {};
      return reply({ step: intent === 'resend' ? 'otp' : 'details', fieldErrors: fields.mobileNumber ? fields : {}, formError: fields.mobileNumber ? undefined : res.error.error }, res.httpStatus);
    }
    return reply({ step: 'otp', fieldErrors: {}, notice: res.message });
  }

  if (intent === 'confirm') {
    const res = await api.post('/pub/v3/appointment-requests', { ...body, otp: str(form.get('otp')).trim() });
    if (!res.ok) {
      const fields = res.error.fields ?? {};
      const detailsWrong = Object.keys(fields).some((k) => k !== 'otp');
      return reply({ step: detailsWrong ? 'details' : 'otp', fieldErrors: fields, formError: Object.keys(fields).length ? undefined : res.error.error }, res.httpStatus);
    }
    sentTo();
  }
  return reply({ step: 'details', fieldErrors: {} }, 400);
}
