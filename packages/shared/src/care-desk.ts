/**
 * Care desk (issue 8, parts 6-8): appointment requests and leads, the doctor's desk (appointments, calendar, clinic,
 * patients, notes, medical records) and the consultation room with its prescription. Constants and the request
 * shapes shared by the API and the web forms, with the spec's field messages.
 */
import { z } from 'zod';
import { t } from './messages/catalogue.ts';
import { FREE_TEXT_PATTERN, fullName, mobileNumber, otpCode, entityIdParam } from './schemas/fields.ts';
import { isIsoDate, parseTimeOfDay } from './care.ts';

/** A lead (a request without a doctor) shows to doctors and clinics within this distance of its pincode. */
export const LEAD_RADIUS_KM = 50;
/** Leads older than this no longer show. */
export const LEAD_MAX_AGE_DAYS = 30;
/** Open requests one mobile number may leave in a day (the OTP limits apply on top). */
export const REQUESTS_PER_MOBILE_PER_DAY = 5;
export const PRESCRIPTION_MAX_ITEMS = 20;
export const PRESCRIPTION_MAX_QUANTITY = 20;
export const CLINIC_MAX_PHOTOS = 12;
export const DESK_PAGE_SIZE = 10;
export const DESK_PAGE_MAX = 100;
/** Appointments a doctor fixes while accepting a request start on a five-minute mark. */
export const SCHEDULE_STEP_MINUTES = 5;
/** Slot length when the doctor has no timings for the mode. */
export const DEFAULT_SLOT_MINUTES = { 0: 15, 1: 20 } as const;

/** Appointment type (spec section 3): 0 reseller, 1 online, 2 in-clinic. */
export const REQUEST_TYPES = [0, 1, 2] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Which patients a doctor lists (the call by doctorId and searchType). */
export const PATIENT_SEARCH_TYPES = ['all', 'upcoming', 'recent', 'new'] as const;
export type PatientSearchType = (typeof PATIENT_SEARCH_TYPES)[number];

/** The spec's free-text characters; longer texts (a problem, notes, advice) may also have line breaks. */
export const MULTILINE_TEXT_PATTERN = /^[A-Za-z0-9 \r\n()[\]_{}\-"',./$<>@!:?|*~`^+=]*$/;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const pinCodeField = z
  .string({ error: () => t('spec.pincodeInvalid') })
  .trim()
  .regex(/^[1-9][0-9]{5}$/, { error: () => t('spec.pincodeInvalid') });

export const multilineText = (min: number, max: number, requiredKey: Parameters<typeof t>[0]) =>
  z
    .string({ error: () => t(requiredKey) })
    .trim()
    .min(Math.max(1, min), { error: () => (min > 1 ? t('desk.text.tooShort', { min }) : t(requiredKey)) })
    .max(max, { error: () => t('desk.text.tooLong', { max }) })
    .regex(MULTILINE_TEXT_PATTERN, { error: () => t('error.freeTextChars') });

export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => t('desk.text.tooLong', { max }) })
    .regex(FREE_TEXT_PATTERN, { error: () => t('error.freeTextChars') });

const requestType = z.coerce
  .number({ error: () => t('desk.request.typeRequired') })
  .int()
  .refine((v): v is RequestType => (REQUEST_TYPES as readonly number[]).includes(v), { error: () => t('desk.request.typeRequired') });

export const sendRequestOtpBody = z.strictObject({ mobileNumber });

/** POST /pub/v3/appointment-requests. The OTP is needed unless the number is the signed-in user's own. */
export const appointmentRequestBody = z.strictObject({
  fullName,
  mobileNumber,
  pinCode: pinCodeField,
  problem: multilineText(10, 500, 'desk.request.problemRequired'),
  appointmentType: requestType,
  doctorId: z.preprocess(blankToUndefined, entityIdParam.optional()),
  otp: z.preprocess(blankToUndefined, otpCode.optional()),
});
export type AppointmentRequestBody = z.infer<typeof appointmentRequestBody>;

/** A time a doctor fixes for the patient while accepting a request: an India date and time of day. */
export const scheduleFields = z
  .strictObject({
    date: z.string().trim().refine(isIsoDate, { error: () => t('desk.schedule.dateInvalid') }),
    time: z
      .string()
      .trim()
      .refine((v) => parseTimeOfDay(v) !== null && parseTimeOfDay(v)! < 1440, { error: () => t('desk.schedule.timeInvalid') })
      .refine((v) => (parseTimeOfDay(v) ?? 1) % SCHEDULE_STEP_MINUTES === 0, { error: () => t('desk.schedule.timeStep', { step: SCHEDULE_STEP_MINUTES }) }),
    mode: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: () => t('desk.schedule.modeRequired') })),
    clinicId: z.preprocess(blankToUndefined, entityIdParam.optional()),
  });

export const acceptRequestBody = z.strictObject({ schedule: scheduleFields.optional() });

const gender = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3).optional());
const dateOfBirth = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(isIsoDate, { error: () => t('desk.patient.dobInvalid') })
    .refine((v) => v <= new Date().toISOString().slice(0, 10) && v >= '1900-01-01', { error: () => t('desk.patient.dobInvalid') })
    .optional(),
);

export const patientBody = z.strictObject({ fullName, mobile: mobileNumber, gender, dateOfBirth });
export const patientUpdateBody = z.strictObject({ fullName, mobile: mobileNumber.optional(), gender, dateOfBirth });

export const noteBody = z.strictObject({
  patientAssociationId: entityIdParam,
  body: multilineText(1, 4000, 'desk.note.required'),
  appointmentId: z.preprocess(blankToUndefined, entityIdParam.optional()),
});
export const noteUpdateBody = z.strictObject({ body: multilineText(1, 4000, 'desk.note.required') });

export const medicalRecordBody = z.strictObject({
  uploadId: z.string().uuid({ error: () => t('desk.record.uploadFirst') }),
  title: lineText(120).min(2, { error: () => t('desk.record.titleRequired') }),
  patientAssociationId: z.preprocess(blankToUndefined, entityIdParam.optional()),
  memberPatientId: z.preprocess(blankToUndefined, entityIdParam.optional()),
});

export const prescriptionBody = z.strictObject({
  diagnosis: z.preprocess(blankToUndefined, lineText(300).optional()),
  advice: z.preprocess(blankToUndefined, multilineText(1, 2000, 'desk.rx.adviceRequired').optional()),
});

export const prescriptionItemBody = z.strictObject({
  packageId: z.coerce.number({ error: () => t('desk.rx.medicineRequired') }).int().positive({ error: () => t('desk.rx.medicineRequired') }),
  dose: lineText(80).min(1, { error: () => t('desk.rx.doseRequired') }),
  duration: lineText(60).min(1, { error: () => t('desk.rx.durationRequired') }),
  instructions: z.preprocess(blankToUndefined, lineText(200).optional()),
  quantity: z.coerce.number().int().min(1, { error: () => t('desk.rx.quantityRange', { max: PRESCRIPTION_MAX_QUANTITY }) }).max(PRESCRIPTION_MAX_QUANTITY, { error: () => t('desk.rx.quantityRange', { max: PRESCRIPTION_MAX_QUANTITY }) }).default(1),
});

export const clinicHoursBody = z.strictObject({
  hours: z
    .array(
      z.strictObject({
        weekday: z.coerce.number().int().min(0).max(6),
        opensMin: z.coerce.number().int().min(0).max(1439),
        closesMin: z.coerce.number().int().min(1).max(1440),
      }),
    )
    .max(28),
});

export const clinicBody = z.strictObject({
  name: lineText(120).min(3, { error: () => t('desk.clinic.nameRequired') }),
  address: lineText(250).min(10, { error: () => t('desk.clinic.addressRequired') }),
  locality: z.preprocess(blankToUndefined, lineText(100).optional()),
  pinCode: pinCodeField,
  phone: z.preprocess(blankToUndefined, z.string().trim().regex(/^[6-9][0-9]{9}$/, { error: () => t('spec.mobileInvalid') }).optional()),
  about: z.preprocess(blankToUndefined, multilineText(1, 2000, 'desk.clinic.aboutRequired').optional()),
  services: z.array(lineText(60).min(2)).max(30).default([]),
  listed: z.boolean().optional(),
});

/** "Rx" reference printed on a prescription and its PDF. */
export const prescriptionNumber = (id: number) => `RX-${String(id).padStart(6, '0')}`;

/** Age in whole years on an India date. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
