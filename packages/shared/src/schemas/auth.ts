/** Request and response shapes of the sign-up and login calls (spec section 7, Auth and profile). */
import { z } from 'zod';
import { OPERATOR_ROLES } from '../codes/operator-roles.ts';
import { OTP_COUNTRY_CODE } from '../constants.ts';
import { codes } from '../codes/code-table.ts';
import { SALUTATIONS, USER_TYPES } from '../codes/tables.ts';
import { LOCALES, t } from '../messages/catalogue.ts';
import { fullName, mobileNumber, otpCode } from './fields.ts';
import { SECTION_CODES, type AccessSection } from '../codes/access.ts';
import { isoDateTime } from './envelope.ts';

const countryCode = z.coerce
  .number()
  .refine((v) => v === OTP_COUNTRY_CODE, { error: () => t('spec.mobileInvalid') })
  .default(OTP_COUNTRY_CODE);

const userTypeCodes = codes(USER_TYPES);
const salutationCodes = codes(SALUTATIONS);

export const userType = z.coerce
  .number({ error: () => t('error.userTypeRequired') })
  .refine((v): v is (typeof userTypeCodes)[number] => (userTypeCodes as number[]).includes(v), {
    error: () => t('error.userTypeRequired'),
  });

export const salutation = z.coerce
  .number({ error: () => t('error.salutationRequired') })
  .refine((v): v is (typeof salutationCodes)[number] => (salutationCodes as number[]).includes(v), {
    error: () => t('error.salutationRequired'),
  });

export const sendOtpRegisterBody = z.strictObject({
  mobileNumber,
  countryCode,
});
export const sendOtpLoginBody = sendOtpRegisterBody;
export const sendOtpUpdateBody = sendOtpRegisterBody;

export const registerBody = z.strictObject({
  mobileNumber,
  countryCode,
  otp: otpCode,
  userType,
  salutation: salutation.optional(),
  fullName,
  /** The referral code of the link the person came by (decision 057); an unknown code links nobody. */
  referralCode: z.string().trim().max(20).optional(),
});

export const loginBody = z.strictObject({
  mobileNumber,
  countryCode,
  otp: otpCode,
});

export const verifyOtpBody = z.strictObject({
  mobileNumber,
  countryCode,
  otp: otpCode,
});

export const sendOtpResponse = z.object({
  isExistingUser: z.boolean(),
  expiresInSeconds: z.number(),
});

export const publicUser = z.object({
  id: z.number(),
  userType: z.number(),
  status: z.number(),
  extUserId: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string(),
  fullName: z.string(),
  salutation: z.number().nullable(),
  doctor_category: z.number(),
  profile_pic: z.string().nullable(),
  createdAt: z.string(),
  /** Back-office staff (operators): the web shows them the back-office link. */
  isOperator: z.boolean(),
  /** The language the user chose (decision 020); null until they choose. */
  language: z.enum(LOCALES).nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** PUT /v1/users/language: the language a logged-in user reads (decision 020). */
export const languageBody = z.strictObject({ language: z.enum(LOCALES) });

/**
 * The logged-in user of `GET /v1/users/me` with the rest of spec section 3's User: the verification status
 * (`tbl_doctor_profile.is_verified`, 1 for individuals, who need none), the reviewer's `reason` on a rejection, the
 * best coupon this user can use now (`couponCode`, `couponOff` as its short offer text) and `isVerifyCheckedKey`,
 * true when the verification check lets the user through (nothing more to upload).
 */
export const meUser = publicUser.extend({
  tbl_doctor_profile: z.object({ is_verified: z.number() }),
  reason: z.string().nullable(),
  couponCode: z.string().nullable(),
  couponOff: z.string().nullable(),
  isVerifyCheckedKey: z.boolean(),
  /** The back-office roles an operator holds (decision 032), in catalogue order; empty for everyone else. */
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
});
export type MeUser = z.infer<typeof meUser>;

export const sessionEntity = z.object({
  user: publicUser,
  /** Only for API clients that are not the web app; the browser gets an HttpOnly cookie instead. */
  token: z.string().optional(),
  expiresAt: z.string(),
});

// Responses of the identity and account calls (decision 018). The entity of each route; the envelope is added by the API.

/** What a session start answers (login, sign-up, login link). */
export type SessionEntity = z.output<typeof sessionEntity>;

/** The welcome reward of a new account, once (`signupReward` of the sign-up answer). */
export const signupReward = z.object({ type: z.literal('money'), amountPaise: z.number().int(), message: z.string() });
export type SignupReward = z.output<typeof signupReward>;
export const signupEntity = sessionEntity.extend({ signupReward: signupReward.optional() });

export const userEntity = z.object({ user: publicUser });
export const meEntity = z.object({ user: meUser });

const accessSection = z.enum(SECTION_CODES as [AccessSection, ...AccessSection[]]);
export const accessAlert = z.object({ title: z.string(), message: z.string(), actionLabel: z.string() });
/** The access map of spec section 6: a level (1 write, 2 read, 3 none) and its key per section, alerts for read-only ones. */
export const accessEntity = z.object({
  userId: z.number().int(),
  levels: z.record(accessSection, z.union([z.literal(1), z.literal(2), z.literal(3)])),
  sections: z.record(accessSection, z.enum(['write', 'read', 'none'])),
  alertPopup: z.partialRecord(accessSection, accessAlert),
});
export type AccessEntity = z.output<typeof accessEntity>;

export const deactivationEntity = z.object({ userId: z.number().int(), deactivated: z.boolean() });
export const loginLinkEntity = z.object({ url: z.string(), expiresAt: isoDateTime });
