/**
 * The profile (issue 3, part 5): basic details everyone has, and the professional sections of spec section 7 that
 * practitioners add, edit and delete one entry at a time. One schema per section, used by the web forms and the API.
 * Free-text fields follow the free-text rule of spec section 5.
 */
import { z } from 'zod';
import { codes } from '../codes/code-table.ts';
import { GENDERS, MEDICAL_SYSTEMS, SALUTATIONS } from '../codes/tables.ts';
import { t, type MessageKey } from '../messages/catalogue.ts';
import { FREE_TEXT_PATTERN, fullName } from './fields.ts';
import { int, isoDateTime } from './envelope.ts';

export const PROFILE_SECTIONS = ['education', 'experience', 'services', 'specializations', 'awards', 'memberships', 'languages'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const isProfileSection = (v: string): v is ProfileSection => (PROFILE_SECTIONS as readonly string[]).includes(v);

/** Most entries one section may hold; enough for any real career, small enough to keep a profile page readable. */
export const PROFILE_SECTION_MAX_ENTRIES = 30;
export const PROFILE_MIN_YEAR = 1950;
export const currentYear = () => new Date().getFullYear();

import { PROFILE_LANGUAGES } from '../profile-languages.ts';

export { PROFILE_LANGUAGES };
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const LANGUAGE_PROFICIENCY = [
  { code: 'basic', labelKey: 'profileField.proficiencyBasic' },
  { code: 'conversational', labelKey: 'profileField.proficiencyConversational' },
  { code: 'fluent', labelKey: 'profileField.proficiencyFluent' },
  { code: 'native', labelKey: 'profileField.proficiencyNative' },
] as const satisfies ReadonlyArray<{ code: string; labelKey: MessageKey }>;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCY)[number]['code'];

// ---------------------------------------------------------------------------------------------------------------
// Field builders

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A required free-text field: trimmed, inner runs of spaces collapsed, `min`..`max` characters, spec section 5 characters. */
function text(label: MessageKey, min: number, max: number) {
  const name = t(label);
  return z
    .string({ error: () => t('profileRule.required', { label: name }) })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v.length === 0) return fail(t('profileRule.required', { label: name }));
      if (!FREE_TEXT_PATTERN.test(v)) return fail(t('error.freeTextChars'));
      if (v.length < min) return fail(t('profileRule.tooShort', { label: name, min }));
      if (v.length > max) return fail(t('profileRule.tooLong', { label: name, max }));
    });
}

/** An optional free-text field: empty or absent means none. */
function optionalText(label: MessageKey, max: number) {
  return z.preprocess(blankToUndefined, text(label, 1, max).optional());
}

/** A calendar year from 1950 to this year; form strings are accepted. */
function year() {
  const message = () => t('profileRule.year', { min: PROFILE_MIN_YEAR, max: currentYear() });
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .refine((v) => v >= PROFILE_MIN_YEAR && v <= currentYear(), { error: message }),
  );
}
const optionalYear = () => z.preprocess(blankToUndefined, year().optional());

function codeOf<T extends number>(allowed: readonly T[], message: MessageKey) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: () => t(message) }).refine((v): v is T => (allowed as readonly number[]).includes(v), { error: () => t(message) }),
  );
}
const nullableCode = <T extends number>(allowed: readonly T[], message: MessageKey) =>
  z.preprocess((v) => (v === '' ? null : v), codeOf(allowed, message).nullable());

const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1, z.boolean());

// ---------------------------------------------------------------------------------------------------------------
// Basic details

const EMAIL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;

/** An email address as people type it: trimmed and lower-cased; one @, a dotted domain, at most 254 characters. */
export const email = z
  .string({ error: () => t('profileRule.emailRequired') })
  .transform((v) => v.trim().toLowerCase())
  .superRefine((v, ctx) => {
    if (v.length === 0) return ctx.addIssue({ code: 'custom', message: t('profileRule.emailRequired') });
    const local = v.split('@')[0] ?? '';
    if (v.length > 254 || local.length > 64 || !EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: t('profileRule.emailInvalid') });
  });

export const salutationCode = nullableCode(codes(SALUTATIONS), 'error.salutationRequired');
export const genderCode = nullableCode(codes(GENDERS), 'profileRule.gender');

/**
 * PUT /v1/users/{id}/profile. Strict: user type, role, mobile number, status and verification are never set here.
 * A null salutation or gender clears it; an empty or null email removes the email (and its verification).
 */
export const basicProfileBody = z.strictObject({
  fullName,
  salutation: salutationCode.optional(),
  gender: genderCode.optional(),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), email.nullable()).optional(),
});
export type BasicProfileInput = z.infer<typeof basicProfileBody>;

export const emailCode = z
  .string({ error: () => t('profileRule.codeRequired') })
  .trim()
  .regex(/^\d{6}$/, { error: () => t('profileRule.codeDigits') });

export const sendEmailCodeBody = z.strictObject({ email });
export const verifyEmailBody = z.strictObject({ email, code: emailCode });

export const profilePictureBody = z.strictObject({ uploadId: z.uuid({ error: () => t('profileRule.uploadFirst') }) });

// ---------------------------------------------------------------------------------------------------------------
// Sections

export const educationEntry = z.strictObject({
  degree: text('profileField.degree', 2, 100),
  institution: text('profileField.institution', 2, 150),
  year: year(),
});

export const experienceEntry = z
  .strictObject({
    title: text('profileField.title', 2, 100),
    organisation: text('profileField.organisation', 2, 150),
    fromYear: year(),
    toYear: optionalYear(),
    current: checkbox.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.current && v.toYear !== undefined) ctx.addIssue({ code: 'custom', path: ['toYear'], message: t('profileRule.currentNoEnd') });
    else if (v.toYear !== undefined && v.toYear < v.fromYear) ctx.addIssue({ code: 'custom', path: ['toYear'], message: t('profileRule.endBeforeStart') });
  });

export const serviceEntry = z.strictObject({
  name: text('profileField.serviceName', 2, 100),
  description: optionalText('profileField.description', 500),
});

export const specializationEntry = z.strictObject({
  name: text('profileField.specialization', 2, 100),
  medicalSystem: z.preprocess(blankToUndefined, codeOf(codes(MEDICAL_SYSTEMS), 'profileRule.medicalSystem').optional()),
});

export const awardEntry = z.strictObject({
  title: text('profileField.awardTitle', 2, 150),
  year: year(),
  issuer: optionalText('profileField.issuer', 150),
});

export const membershipEntry = z.strictObject({
  organisation: text('profileField.organisation', 2, 150),
  role: optionalText('profileField.role', 100),
  since: year(),
});

export const languageEntry = z.strictObject({
  language: z.enum(PROFILE_LANGUAGES, { error: () => t('profileRule.language') }),
  proficiency: z.preprocess(
    blankToUndefined,
    z.enum(LANGUAGE_PROFICIENCY.map((p) => p.code) as [LanguageProficiency, ...LanguageProficiency[]], { error: () => t('profileRule.proficiency') }).optional(),
  ),
});

export const SECTION_SCHEMAS = {
  education: educationEntry,
  experience: experienceEntry,
  services: serviceEntry,
  specializations: specializationEntry,
  awards: awardEntry,
  memberships: membershipEntry,
  languages: languageEntry,
} as const satisfies Record<ProfileSection, z.ZodType>;

export type EducationEntry = z.infer<typeof educationEntry>;
export type ExperienceEntry = z.infer<typeof experienceEntry>;
export type ServiceEntry = z.infer<typeof serviceEntry>;
export type SpecializationEntry = z.infer<typeof specializationEntry>;
export type AwardEntry = z.infer<typeof awardEntry>;
export type MembershipEntry = z.infer<typeof membershipEntry>;
export type LanguageEntry = z.infer<typeof languageEntry>;
export type SectionEntryData = { [S in ProfileSection]: z.infer<(typeof SECTION_SCHEMAS)[S]> };

/** An entry as the API returns it: its id, then its fields. */
export type ProfileEntry<S extends ProfileSection = ProfileSection> = { id: number } & SectionEntryData[S];

// Responses (decision 018).

/** An entry as the API returns it: its id and its section's fields. */
function entryView<S extends ProfileSection>(section: S) {
  return z.object({ id: int, ...SECTION_SCHEMAS[section].shape }) as unknown as z.ZodType<ProfileEntry<S>, ProfileEntry<S>>;
}
export const profileEntryView = z.looseObject({ id: int });

/** GET /v1/users/{id}/profile. */
export const profileView = z.object({
  id: int,
  userType: int,
  fullName: z.string(),
  salutation: int.nullable(),
  gender: int.nullable(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  emailVerifiedAt: isoDateTime.nullable(),
  /** The address a code was last sent to and can still be verified, if any. */
  emailPending: z.object({ email: z.string(), expiresAt: isoDateTime }).nullable(),
  profilePicUrl: z.string().nullable(),
  createdAt: isoDateTime,
  /** Practitioners only (user types 2-8); null for individuals. */
  sections: z
    .object({
      education: z.array(entryView('education')),
      experience: z.array(entryView('experience')),
      services: z.array(entryView('services')),
      specializations: z.array(entryView('specializations')),
      awards: z.array(entryView('awards')),
      memberships: z.array(entryView('memberships')),
      languages: z.array(entryView('languages')),
    })
    .nullable(),
  limits: z.object({ entriesPerSection: int }),
});
export type ProfileView = z.output<typeof profileView>;

export const emailCodeSent = z.object({ email: z.string(), expiresAt: isoDateTime, expiresInSeconds: int });
export const profilePicture = z.object({ profilePicUrl: z.string().nullable() });
