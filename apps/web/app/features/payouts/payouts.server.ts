/**
 * Server side of /reseller/bankdetails and /reseller/earnings (issue 25 parts 6-7, decision 072). Each step is a plain
 * form post: the details are checked, the OTP goes to the partner's own mobile, then the details are saved with it.
 */
import { data, redirect } from 'react-router';
import { payoutMethodBody } from '@nirog/shared/schemas/payouts';
import type { ApiClient } from '../../lib/api-client.ts';

export const METHOD_FIELDS = ['type', 'accountHolder', 'accountNumber', 'confirmAccountNumber', 'ifsc', 'upiId', 'pan'] as const;

export interface MethodActionData {
  step: 'details' | 'otp';
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

function firstErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}

/** The body the API takes, from the form's values (only the chosen type's fields). */
function bodyOf(values: Record<string, string>, otp: string) {
  const base = { type: values.type, accountHolder: values.accountHolder, otp, ...(values.pan ? { pan: values.pan } : {}) };
  return values.type === 'bankAccount'
    ? { ...base, accountNumber: values.accountNumber, confirmAccountNumber: values.confirmAccountNumber, ifsc: values.ifsc }
    : { ...base, upiId: values.upiId };
}

export async function methodAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const values = Object.fromEntries(METHOD_FIELDS.map((k) => [k, str(form.get(k))])) as Record<string, string>;
  if (values.type !== 'bankAccount') values.type = 'upiId';
  const reply = (d: Omit<MethodActionData, 'values'>, status = 200) => data<MethodActionData>({ ...d, values }, { status });

  // The details are checked before an OTP is spent on them (a placeholder code stands in for the check).
  const check = payoutMethodBody.safeParse(bodyOf(values, intent === 'save' ? str(form.get('otp')) : '000000'));
  if (!check.success) {
    const errors = firstErrors(check.error.issues);
    const onlyOtp = Object.keys(errors).every((k) => k === 'otp');
    return reply({ step: onlyOtp ? 'otp' : 'details', fieldErrors: errors }, 400);
  }
  if (values.type === 'bankAccount') {
    const bank = await api.get(`/v0/payout/ifsc/${encodeURIComponent(values.ifsc.toUpperCase())}`);
    if (!bank.ok) return reply({ step: 'details', fieldErrors: bank.error.fields ?? {}, formError: bank.error.fields ? undefined : bank.error.error }, bank.httpStatus);
  }
  if (intent === 'send' || intent === 'resend') {
    const res = await api.post('/v0/payout/method/otp', {});
    if (!res.ok) return reply({ step: intent === 'resend' ? 'otp' : 'details', fieldErrors: {}, formError: res.error.error }, res.httpStatus);
    return reply({ step: 'otp', fieldErrors: {}, notice: res.message });
  }
  if (intent === 'save') {
    const res = await api.put('/v0/payout/method', check.data);
    if (res.ok) throw redirect('/reseller/bankdetails?saved=1');
    const fields = res.error.fields ?? {};
    const step = Object.keys(fields).length === 0 || fields.otp ? 'otp' : 'details';
    return reply({ step, fieldErrors: fields, formError: Object.keys(fields).length ? undefined : res.error.error }, res.httpStatus);
  }
  return reply({ step: 'details', fieldErrors: {} }, 400);
}

/** "Request payout": one key per page load, so a double submit (or a retried post) pays once. */
export async function payoutAction(request: Request, api: ApiClient) {
  const form = await request.formData();
  const key = str(form.get('idempotencyKey'));
  const res = await api.post('/v0/payout', { idempotencyKey: key });
  if (res.ok) throw redirect('/reseller/earnings?requested=1');
  return data({ error: res.error.error }, { status: res.httpStatus });
}
