/** Field rules shared by forms and API routes (spec section 5), each with the spec's messages. */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';

/** Checks in order; the first failing check gives the field's one message. */
function ordered(checks: Array<[(v: string) => boolean, string]>) {
  return z.string().superRefine((value, ctx) => {
    for (const [ok, message] of checks) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

const NON_ENGLISH = /[^\x00-\x7F]/;

/** Indian mobile number: 10 digits starting 6-9. Accepts surrounding spaces. */
export const mobileNumber = z
  .string({ error: t('spec.mobileRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, t('spec.mobileRequired')],
      [(v) => /^\d+$/.test(v), t('spec.mobileNumbers')],
      [(v) => v.length <= 10, t('spec.mobileMax')],
      [(v) => v.length === 10, t('spec.mobileRequired')],
      [(v) => /^[6-9]/.test(v), t('spec.mobileInvalid')],
    ]),
  );

export const fullName = z
  .string({ error: t('spec.fullNameRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, t('spec.fullNameRequired')],
      [(v) => !NON_ENGLISH.test(v), t('spec.nameEnglish')],
      [(v) => /^[A-Za-z ]+$/.test(v), t('spec.nameAlphabets')],
      [(v) => v.replace(/ /g, '').length >= 2, t('error.nameLength')],
      [(v) => v.length <= 100, t('error.nameTooLong')],
    ]),
  )
  .transform((v) => v.replace(/\s+/g, ' '));

export const otpCode = z
  .string({ error: t('error.otpRequired') })
  .trim()
  .pipe(
    ordered([
      [(v) => v.length > 0, t('error.otpRequired')],
      [(v) => /^\d{6}$/.test(v), t('error.otpDigits')],
    ]),
  );

/** Free-text rule of spec section 5: letters, digits, space and ()[]_{}-"',./$<>@!:?|*~`^+= */
export const FREE_TEXT_PATTERN = /^[A-Za-z0-9 ()[\]_{}\-"',./$<>@!:?|*~`^+=]*$/;
export const freeText = (max = 2000) =>
  z.string().max(max).regex(FREE_TEXT_PATTERN, { message: t('error.freeTextChars') });

/** Base64 accepted only if its length is a multiple of 4 with up to two padding characters (spec section 5). */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export function isBase64(value: string): boolean {
  return value.length % 4 === 0 && BASE64_PATTERN.test(value);
}
