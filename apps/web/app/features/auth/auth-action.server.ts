/** The server side of the sign-up and login pages: each form step calls the API and says which step comes next. */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { fullName, mobileNumber } from '@nirog/shared/schemas/fields';
import { salutation, userType } from '@nirog/shared/schemas/auth';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { roleHomeOf, safeRedirect } from '../../route-access.ts';

export type AuthMode = 'signup' | 'login';
export type Audience = 'individual' | 'practitioner';
export type AuthStep = 'start' | 'login-otp' | 'signup-otp' | 'signup-details';

export interface AuthValues {
  mobileNumber: string;
  fullName: string;
  userType: string;
  salutation: string;
}

export interface AuthActionData {
  step: AuthStep;
  values: AuthValues;
  fieldErrors: Record<string, string>;
  formError?: string;
  notice?: string;
}

const details = (audience: Audience) =>
  z.object({
    mobileNumber,
    fullName,
    userType: audience === 'individual' ? z.literal('1') : userType,
    salutation: audience === 'individual' ? z.string().optional() : salutation,
  });

function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

export async function authAction(request: Request, api: ApiClient, mode: AuthMode, audience: Audience) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  // '' when the form names no page to return to: a login then lands on the user's role home.
  const returnTo = safeRedirect(form.get('redirectTo'), '');
  const redirectTo = returnTo || '/';
  const values: AuthValues = {
    mobileNumber: str(form.get('mobileNumber')).trim(),
    fullName: str(form.get('fullName')).trim(),
    userType: audience === 'individual' ? '1' : str(form.get('userType')),
    salutation: str(form.get('salutation')),
  };
  const reply = (d: Omit<AuthActionData, 'values'>, status = 200) => data<AuthActionData>({ ...d, values }, { status });

  if (intent === 'send' || intent === 'resend') {
    const currentStep = (str(form.get('step')) || 'start') as AuthStep;
    // On sign-up the details are checked before any OTP is sent.
    const check = mode === 'signup' && currentStep === 'start' ? details(audience).safeParse(values) : mobileNumber.safeParse(values.mobileNumber);
    if (!check.success) {
      const fieldErrors = mode === 'signup' && currentStep === 'start' ? firstErrors(check.error) : { mobileNumber: check.error.issues[0].message };
      return reply({ step: currentStep, fieldErrors }, 400);
    }
    const res = await api.post(mode === 'signup' ? '/pub/users/sendOtp/register' : '/pub/users/sendOtp/mobile', {
      mobileNumber: values.mobileNumber,
    });
    if (!res.ok) return reply({ step: currentStep, fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
    if (res.entity.isExistingUser) {
      return reply({ step: 'login-otp', fieldErrors: {}, notice: mode === 'signup' ? t('auth.existingMovedToLogin') : res.message });
    }
    if (mode === 'signup' || currentStep === 'signup-details') return reply({ step: currentStep === 'signup-details' ? 'signup-details' : 'signup-otp', fieldErrors: {}, notice: res.message });
    return reply({ step: 'signup-details', fieldErrors: {}, notice: t('auth.newMovedToSignUp') });
  }

  const otp = str(form.get('otp')).trim();
  if (intent === 'login') {
    const res = await api.post('/pub/users/login/mobile', { mobileNumber: values.mobileNumber, otp });
    if (!res.ok) return reply({ step: 'login-otp', fieldErrors: res.error.fields ?? {}, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
    throw redirect(returnTo || roleHomeOf(res.entity.user));
  }

  if (intent === 'signup') {
    const step = (str(form.get('step')) || 'signup-otp') as AuthStep;
    const check = details(audience).safeParse(values);
    if (!check.success) return reply({ step: step === 'signup-details' ? 'signup-details' : 'start', fieldErrors: firstErrors(check.error) }, 400);
    const res = await api.post('/pub/users/verifyOtp/mobile', {
      mobileNumber: values.mobileNumber,
      otp,
      userType: Number(values.userType),
      fullName: values.fullName,
      ...(values.salutation ? { salutation: Number(values.salutation) } : {}),
      // The referral link's code, kept through the OTP steps in a hidden field (decision 057).
      ...(str(form.get('referralCode')) ? { referralCode: str(form.get('referralCode')).slice(0, 20) } : {}),
    });
    if (!res.ok) {
      const fields = res.error.fields ?? {};
      const detailsWrong = Object.keys(fields).some((k) => k !== 'otp');
      return reply({ step: detailsWrong && step !== 'signup-details' ? 'start' : step, fieldErrors: fields, formError: res.error.fields ? undefined : res.error.error }, res.httpStatus);
    }
    // The signup-success modal opens on the page the new user lands on.
    throw redirect(`${redirectTo}${redirectTo.includes('?') ? '&' : '?'}welcome=1`);
  }

  return reply({ step: 'start', fieldErrors: {}, formError: t('error.validation') }, 400);
}
