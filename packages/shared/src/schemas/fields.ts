/** Field rules shared by forms and API routes (spec section 5), each with the spec's messages. */
import { z } from 'zod';
import { t, type MessageKey } from '../messages/catalogue.ts';

/**
 * Checks in order; the first failing check gives the field's one message, looked up when the value is checked so it
 * is in the reader's language (decision 020).
 */
export function ordered(checks: Array<[(v: string) => boolean, MessageKey]>) {
  return z.string().superRefine((value, ctx) => {
    for (const [ok, key] of checks) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message: t(key) });
        return;
      }
    }
  });
}

/**
 * A whole number from `min` to `max`: anything else (not a number, a fraction, out of range) gets the field's one
 * message, in the reader's language.
 */
export function wholeNumber(min: number, max: number, key: MessageKey) {
  const error = () => t(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const NON_ENGLISH = /[^\x00-\x7F]/;

/** Indian mobile number: 10 digits starting 6-9. Accepts surrounding spaces. */
export const mobileNumber = z
  .string({ error: () => t('spec.mobileRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, 'spec.mobileRequired'],
      [(v) => /^\d+$/.test(v), 'spec.mobileNumbers'],
      [(v) => v.length <= 10, 'spec.mobileMax'],
      [(v) => v.length === 10, 'spec.mobileRequired'],
      [(v) => /^[6-9]/.test(v), 'spec.mobileInvalid'],
    ]),
  );

export const fullName = z
  .string({ error: () => t('spec.fullNameRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, 'spec.fullNameRequired'],
      [(v) => !NON_ENGLISH.test(v), 'spec.nameEnglish'],
      [(v) => /^[A-Za-z ]+$/.test(v), 'spec.nameAlphabets'],
      [(v) => v.replace(/ /g, '').length >= 2, 'error.nameLength'],
      [(v) => v.length <= 100, 'error.nameTooLong'],
    ]),
  )
  .transform((v) => v.replace(/\s+/g, ' '));

export const otpCode = z
  .string({ error: () => t('error.otpRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, 'error.otpRequired'],
      [(v) => /^\d{6}$/.test(v), 'error.otpDigits'],
    ]),
  );

/** Free-text rule of spec section 5: letters, digits, space and ()[]_{}-"',./$<>@!:?|*~`^+= */
export const FREE_TEXT_PATTERN = /^[A-Za-z0-9 ()[\]_{}\-"',./$<>@!:?|*~`^+=]*$/;
export const freeText = (max = 2000) =>
  z.string().max(max).regex(FREE_TEXT_PATTERN, { error: () => t('error.freeTextChars') });

/** Base64 accepted only if its length is a multiple of 4 with up to two padding characters (spec section 5). */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export function isBase64(value: string): boolean {
  return value.length % 4 === 0 && BASE64_PATTERN.test(value);
}

/** The largest value of a PostgreSQL integer column: every id (serial) and paise amount fits in it. */
export const PG_INT_MAX = 2_147_483_647;

/** The one id rule: a whole number from 1 to PG_INT_MAX (a bigger one names nothing, and PostgreSQL refuses it). */
const idRule = (n: z.ZodNumber) => n.int({ error: () => t('error.idInvalid') }).min(1, { error: () => t('error.idInvalid') }).max(PG_INT_MAX, { error: () => t('error.idInvalid') });
/** An id in a JSON body. */
export const entityId = idRule(z.number({ error: () => t('error.idInvalid') }));
/** An id in a path or query string ("42"). */
export const entityIdParam = idRule(z.coerce.number({ error: () => t('error.idInvalid') }));
/** A slug or a numeric id (filters take either): digits must be an id within PG_INT_MAX. */
export const slugOrId = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= PG_INT_MAX), { error: () => t('error.idInvalid') });

/** A whole amount in paise (or a count) that fits an integer column. */
export const paiseAmount = z.number().int().min(0).max(PG_INT_MAX);

/**
 * Where a request value holds a NUL character (U+0000), as a dotted path ('' for the value itself), or null. NUL is
 * never valid text here and PostgreSQL cannot store it: the API refuses it (never strips it) before any schema runs.
 */
export function nulPath(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [key, v] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (key.includes('\u0000')) return path;
      const found = nulPath(v, path);
      if (found !== null) return found;
    }
  }
  return null;
}
