/**
 * Care (issue 8) request bodies, used by the API and the web forms alike: schedule, booking, family members,
 * appointment requests, patients, notes and prescriptions. Times of day are "HH:MM" in India time.
 */
import { z } from 'zod';
import { BOOKING_HORIZON_DAYS, MEMBER_RELATIONS, isIsoDate, parseTimeOfDay } from '../care.ts';
import { t } from '../messages/catalogue.ts';
import { FREE_TEXT_PATTERN, fullName, entityIdParam, entityId } from './fields.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const num = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);

export const timeOfDay = z
  .string({ error: () => t('care.rule.time') })
  .refine((v) => parseTimeOfDay(v) !== null, { error: () => t('care.rule.time') })
  .transform((v) => parseTimeOfDay(v) as number);

export const weekday = z.preprocess(num, z.number({ error: () => t('care.rule.weekday') }).int().min(0, { error: () => t('care.rule.weekday') }).max(6, { error: () => t('care.rule.weekday') }));
export const consultationMode = z.preprocess(num, z.union([z.literal(0), z.literal(1)], { error: () => t('care.rule.mode') }));
export const isoDate = z.string({ error: () => t('care.rule.date') }).refine(isIsoDate, { error: () => t('care.rule.date') });

const freeText = (max: number, label: Parameters<typeof t>[0]) =>
  z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => FREE_TEXT_PATTERN.test(v), { error: () => t('error.freeTextChars') })
    .refine((v) => v.length <= max, { error: () => t('care.rule.tooLong', { label: t(label), max }) });
const optionalText = (max: number, label: Parameters<typeof t>[0]) => z.preprocess(blank, freeText(max, label).optional());

export const timingEntry = z
  .strictObject({
    mode: consultationMode,
    clinicId: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), entityId.nullable()),
    weekday,
    start: timeOfDay,
    end: timeOfDay,
    slotMinutes: z.preprocess(num, z.number({ error: () => t('care.rule.slot') }).int().min(5, { error: () => t('care.rule.slot') }).max(120, { error: () => t('care.rule.slot') })),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: t('care.rule.endAfterStart') });
    else if (v.slotMinutes > v.end - v.start) ctx.addIssue({ code: 'custom', path: ['slotMinutes'], message: t('care.rule.slotTooLong') });
    if (v.mode === 1 && v.clinicId === null) ctx.addIssue({ code: 'custom', path: ['clinicId'], message: t('care.rule.clinicNeeded') });
    if (v.mode === 0 && v.clinicId !== null) ctx.addIssue({ code: 'custom', path: ['clinicId'], message: t('care.rule.noClinicForVideo') });
  });
export type TimingInput = z.infer<typeof timingEntry>;

/** PUT /v3/appointment/timings: the whole week at once. */
export const timingsBody = z.strictObject({ timings: z.array(timingEntry).max(100) });

export const breakBody = z
  .strictObject({
    weekday: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), z.number({ error: () => t('care.rule.weekday') }).int().min(0).max(6).nullable()),
    start: timeOfDay,
    end: timeOfDay,
    label: optionalText(60, 'care.field.label'),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: t('care.rule.endAfterStart') });
  });

export const dayOffBody = z.strictObject({ date: isoDate, reason: optionalText(100, 'care.field.reason') });

const feePaise = z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), z.number({ error: () => t('care.rule.fee') }).int({ error: () => t('care.rule.fee') }).min(0, { error: () => t('care.rule.fee') }).max(10_000_000, { error: () => t('care.rule.fee') }).nullable());
const hours = z.preprocess(num, z.number({ error: () => t('care.rule.hours') }).int().min(0, { error: () => t('care.rule.hours') }).max(168, { error: () => t('care.rule.hours') }));

/** PUT /v3/appointment/settings: fees per mode (paise; null = not offered) and the cancel / reschedule notice. */
export const scheduleSettingsBody = z.strictObject({
  feeVideoPaise: feePaise,
  feeClinicPaise: feePaise,
  cancelBeforeHours: hours,
  rescheduleBeforeHours: hours,
  experienceYears: z.preprocess(num, z.number().int().min(0).max(70)).optional(),
  headline: optionalText(160, 'care.field.headline'),
});

export const slotsQuery = z.object({
  doctorId: entityIdParam,
  from: z.preprocess(blank, isoDate.optional()),
  days: z.preprocess(blank, z.coerce.number().int().min(1).max(BOOKING_HORIZON_DAYS).default(7)),
  mode: z.preprocess(blank, consultationMode.optional()),
  clinicId: z.preprocess(blank, entityIdParam.optional()),
});

// ---------------------------------------------------------------------------------------------------------------
// Family members and booking

export const memberPatientBody = z.strictObject({
  fullName,
  relation: z.enum(MEMBER_RELATIONS, { error: () => t('care.rule.relation') }),
  gender: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), z.number({ error: () => t('care.rule.gender') }).int().min(1).max(3).nullable()),
  dateOfBirth: z.preprocess(blank, isoDate.optional()),
  mobile: z.preprocess(blank, z.string().regex(/^[6-9]\d{9}$/, { error: () => t('spec.mobileInvalid') }).optional()),
});

export const bookBody = z.strictObject({
  doctorId: z.preprocess(num, entityId),
  mode: consultationMode,
  clinicId: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), entityId.nullable()),
  startsAt: z.iso.datetime({ offset: true, error: () => t('care.rule.slotPick') }),
  /** Book for a family member (spec: memberPatientId); absent means for oneself. */
  memberPatientId: z.preprocess((v) => (v === '' || v === undefined || v === 'self' ? null : num(v)), entityId.nullable()),
  /** 'online': pay the fee now (an appointment order, type 4); 'clinic': at the clinic, or to the doctor for a video consultation. */
  payment: z.enum(['online', 'clinic'], { error: () => t('care.rule.payment') }),
  reason: optionalText(500, 'care.field.reason'),
  /**
   * The patient's gender and date of birth, asked before a video consultation when they are not on record
   * (Telemedicine Practice Guidelines); saved to the account holder or the family member booked for.
   */
  patientGender: z.preprocess((v) => (v === '' || v === undefined ? undefined : num(v)), z.number({ error: () => t('care.rule.gender') }).int().min(1).max(3).optional()),
  patientDateOfBirth: z.preprocess(blank, isoDate.optional()),
});

export const cancelBody = z.strictObject({ reason: optionalText(300, 'care.field.reason') });
export const rescheduleBody = z.strictObject({ startsAt: z.iso.datetime({ offset: true, error: () => t('care.rule.slotPick') }) });
