/** Server helpers of the care desk pages: who the provider is, form values, failures, toasts. */
import { data } from 'react-router';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import type { FormFailure } from './form-failure.ts';
import type { DeskMe } from '@nirog/shared/schemas/care';

/** The signed-in user as a care provider, or the reason they are not one. */
export async function deskMe(api: ApiClient): Promise<{ me: DeskMe | null; reason: string | null }> {
  const res = await api.get('/v3/care-desk/me');
  if (res.ok) return { me: res.entity, reason: null };
  if (res.httpStatus === 403) return { me: null, reason: res.error.error };
  throw new Response(res.error.error, { status: res.httpStatus >= 500 ? 502 : res.httpStatus });
}

export const str = (v: FormDataEntryValue | null | undefined) => (typeof v === 'string' ? v : '');

/** The form's text fields as plain strings (files and repeats left out). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) out[n] = str(form.get(n)).trim();
  return out;
}

/** The page's answer to a refused call: the API's message and per-field messages, with the status it gave. */
export function failure<T>(res: Extract<ApiResult<T>, { ok: false }>, intent: string, extra: { id?: number; values?: Record<string, string> } = {}) {
  const fields: Record<string, string> = {};
  // Nested fields (schedule.time) are shown under their last part.
  for (const [k, v] of Object.entries(res.error.fields ?? {})) fields[k.split('.').pop()!] = v;
  const body: FormFailure = { intent, error: res.error.error, fields, ...extra };
  return data(body, { status: res.httpStatus });
}

export function toastFrom<K extends string>(request: Request, toasts: Record<K, MessageKey>): string | null {
  const key = new URL(request.url).searchParams.get('toast');
  return key && key in toasts ? t(toasts[key as K]) : null;
}

/** A page path with its query, a `toast` key set and any older toast dropped. */
export function withToast(path: string, toast: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('toast', toast);
  return `${url.pathname}${url.search}`;
}

export const pageOf = (request: Request) => Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1));
