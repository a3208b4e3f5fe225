/**
 * The address rules of spec section 5, one schema for the form and the API. Field names are those of spec
 * section 3. Rules that depend on who is saving (GST for chemists, legal name for retailers) take the user type.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS } from '../constants.ts';
import { stateById } from '../codes/states.ts';
import type { UserTypeCode } from '../codes/tables.ts';
import { t } from '../messages/catalogue.ts';
import { fullName, mobileNumber, entityIdParam, ordered } from './fields.ts';
import { GSTIN_PATTERN, isValidGstin } from './gstin.ts';
import { isoDateTime, pageOf } from './envelope.ts';

const BARRED = /[&\\%#;]/;
const NON_ENGLISH = /[^\x00-\x7F]/;

/** Checks in order; the first failing one gives the field's message. */

const trimmed = (inner: z.ZodType<string, string>) => z.string().trim().pipe(inner);
const optionalText = (inner: z.ZodType<string, string>) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.union([z.literal(''), inner]))
    .transform((v) => (v === '' ? null : v));

export const house = trimmed(
  ordered([
    [(v) => v.length > 0, 'address.houseRequired'],
    [(v) => !NON_ENGLISH.test(v), 'address.english'],
    [(v) => !BARRED.test(v), 'address.barredChars'],
    [(v) => v.length >= ADDRESS_LIMITS.house.min && v.length <= ADDRESS_LIMITS.house.max, 'address.houseLength'],
  ]),
);

export const landmark = ordered([
  [(v) => !NON_ENGLISH.test(v), 'address.english'],
  [(v) => !BARRED.test(v), 'address.barredChars'],
  [(v) => v.length >= ADDRESS_LIMITS.landmark.min && v.length <= ADDRESS_LIMITS.landmark.max, 'address.landmarkLength'],
]);

export const pincode = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(ordered([[(v) => /^[1-9][0-9]{5}$/.test(v), 'spec.pincodeInvalid']]));

export const city = trimmed(
  ordered([
    [(v) => v.length >= ADDRESS_LIMITS.city.min && v.length <= ADDRESS_LIMITS.city.max, 'address.cityLength'],
    [(v) => /^[A-Za-z0-9 .,'()/-]+$/.test(v), 'address.cityChars'],
  ]),
);

export const stateId = z.coerce
  .number({ error: () => t('address.stateRequired') })
  .int({ error: () => t('address.stateRequired') })
  .refine((v) => !!stateById(v), { error: () => t('address.stateRequired') });

export const alternateMobile = ordered([[(v) => /^[6-9]\d{9}$/.test(v), 'spec.mobileInvalid']]);

export const gstNumber = ordered([
  [(v) => v.length === ADDRESS_LIMITS.gst && GSTIN_PATTERN.test(v), 'address.gstPattern'],
  [(v) => isValidGstin(v), 'address.gstCheck'],
]);

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));

/** The fields a person types. */
export const addressFields = z.object({
  contact_person_name: fullName,
  contact_person_phone: mobileNumber,
  alt_mobile: optionalText(alternateMobile),
  address: house,
  landmark: optionalText(landmark),
  pin_code: pincode,
  city,
  state: stateId,
  is_default: flag.optional(),
  is_billing: flag.optional(),
  gst: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().toUpperCase())
    .pipe(z.union([z.literal(''), gstNumber]))
    .transform((v) => (v === '' ? null : v)),
  legalEntityName: optionalText(z.string().max(200)),
  tradeName: optionalText(z.string().max(200)),
});

export const GST_REQUIRED_USER_TYPES: readonly UserTypeCode[] = [6, 8];
export const LEGAL_NAME_REQUIRED_USER_TYPES: readonly UserTypeCode[] = [5];

export interface AddressContext {
  userType: number;
}

/** Cross-field rules of spec section 5 for a user of the given type. */
export function refineAddress<T extends z.infer<typeof addressFields>>(value: T, ctx: z.RefinementCtx, who: AddressContext) {
  if (value.alt_mobile && value.alt_mobile === value.contact_person_phone) {
    ctx.addIssue({ code: 'custom', path: ['alt_mobile'], message: t('spec.mobileDifferent') });
  }
  const billing = value.is_billing === 1;
  if (billing && GST_REQUIRED_USER_TYPES.includes(who.userType as UserTypeCode) && !value.gst) {
    ctx.addIssue({ code: 'custom', path: ['gst'], message: t('spec.gstRequired') });
  }
  if (value.gst) {
    const state = stateById(value.state);
    if (state && value.gst.slice(0, 2) !== state.stateCode) {
      ctx.addIssue({ code: 'custom', path: ['gst'], message: t('spec.gstStateMismatch') });
    }
  }
  const needsLegalName = !!value.gst || (billing && LEGAL_NAME_REQUIRED_USER_TYPES.includes(who.userType as UserTypeCode));
  if (needsLegalName && !value.legalEntityName) {
    ctx.addIssue({ code: 'custom', path: ['legalEntityName'], message: t('address.legalNameRequired') });
  }
}

export function addressSchema(who: AddressContext) {
  return addressFields.superRefine((v, ctx) => refineAddress(v, ctx, who));
}

/** Create: the fields plus, for partners, the patient the address belongs to. */
export const createAddressBody = addressFields.extend({ patient_id: entityIdParam.optional() }).strict();
export const updateAddressBody = addressFields.strict();
export type AddressInput = z.infer<typeof addressFields>;

export const setDefaultBillingBody = z.strictObject({
  address_id: entityIdParam,
  user_id: entityIdParam,
  is_default: flag.optional(),
  is_billing: flag.optional(),
  updated_by: entityIdParam.optional(),
});

export const pincodeOnlyBody = z.strictObject({
  pin_code: pincode,
  city,
  state: stateId,
});

export const gstVerifyBody = z.strictObject({
  gst: z.string().trim().toUpperCase().pipe(gstNumber),
  user_id: entityIdParam.optional(),
});

// Responses (decision 018).

/** An address as the API returns it (spec section 3 field names). */
export const addressView = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  patient_id: z.number().int().nullable(),
  contact_person_name: z.string(),
  contact_person_phone: z.string(),
  alt_mobile: z.string().nullable(),
  address: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.number().int(),
  state_name: z.string().nullable(),
  state_code: z.string().nullable(),
  pin_code: z.string(),
  is_default: z.number().int(),
  is_billing: z.number().int(),
  legalEntityName: z.string().nullable(),
  gst: z.string().nullable(),
  gstVerified: z.boolean(),
  tradeName: z.string().nullable(),
  created_by: z.number().int(),
  updated_by: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Address = z.output<typeof addressView>;
export const addressList = pageOf(addressView);

/** POST /v1/gst/verify: the registry's names for a GSTIN. */
export const gstVerifiedEntity = z.object({ gst: z.string(), legalEntityName: z.string(), tradeName: z.string().nullable() });

/** A practitioner's profile location (GET /v1/doctor-profile/{userId}). */
export const practiceLocation = z.object({
  userId: z.number().int(),
  city: z.string().nullable(),
  state: z.number().int().nullable(),
  state_name: z.string().nullable(),
  pin_code: z.string().nullable(),
  created_by: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
});
export type PracticeLocation = z.output<typeof practiceLocation>;
