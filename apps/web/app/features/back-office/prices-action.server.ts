/**
 * Server side of the prices, deals, offers and coupons pages (issue 18 parts 4-5, decision 036). Each form is a plain
 * POST: the values are turned into the API's body (rupees → paise, percent → basis points, India time → ISO), the
 * API's shared schema checks it, and its field errors come back beside the fields (by the form's field names). A
 * success redirects with `?done=` for the toast.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiResult } from '../../lib/api-client.ts';
import { notFound, rupeesToPaise } from './office.server.ts';

export interface FormResult {
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

export const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = values[k] ? `${values[k]},${v}` : v;
  return values;
}

/** A failed form: the message above it, the field errors, what was typed. */
export const failed = (values: Record<string, string>, fieldErrors: Record<string, string>, formError = t('office.form.fix'), status = 400) =>
  data<FormResult>({ formError, fieldErrors, values }, { status });

/**
 * The API refused: an operator without the role sees the 404 page; field errors are renamed to the form's fields
 * (`rename`: API path → form name; a path not named keeps its name).
 */
export function refused(res: Extract<ApiResult<unknown>, { ok: false }>, values: Record<string, string>, rename: (path: string) => string = (p) => p) {
  if (res.httpStatus === 403) throw notFound();
  if (res.httpStatus === 404) throw notFound();
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(res.error.fields ?? {})) fieldErrors[rename(path)] ??= message;
  return failed(values, fieldErrors, Object.keys(fieldErrors).length ? t('office.form.fix') : res.error.error, res.httpStatus);
}

export const done = (path: string, what: string) => redirect(`${path}${path.includes('?') ? '&' : '?'}done=${what}`);

// Values as the API takes them

/** "2026-11-26T10:00" typed as India time → ISO with its offset; '' when not a date. */
export function istToIso(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : '';
}

/** "12.5" (%) → 1250 basis points; null when empty; NaN when not a percent with up to two decimals. */
export function percentToBp(text: string): number | null {
  if (text === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** Rupees → paise; null when empty; NaN when not an amount. */
export function rupees(text: string): number | null {
  if (text === '') return null;
  return rupeesToPaise(text) ?? Number.NaN;
}

/** A whole number; null when empty; NaN otherwise. */
export function whole(text: string): number | null {
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}
