/**
 * Care (issue 8) request bodies, used by the API and the web forms alike: schedule, booking, family members,
 * appointment requests, patients, notes and prescriptions. Times of day are "HH:MM" in India time.
 */
import { z } from 'zod';
import { APPOINTMENT_STATUSES, BOOKING_HORIZON_DAYS, MEMBER_RELATIONS, isIsoDate, parseTimeOfDay } from '../care.ts';
import { t } from '../messages/catalogue.ts';
import { FREE_TEXT_PATTERN, fullName, entityIdParam, entityId, wholeNumber } from './fields.ts';
import { int, isoDateTime, noEntity, pageOf } from './envelope.ts';
import { PROFILE_SECTIONS, profileEntryView, type ProfileSection } from './profile.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const num = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);

export const timeOfDay = z
  .string({ error: () => t('care.rule.time') })
  .refine((v) => parseTimeOfDay(v) !== null, { error: () => t('care.rule.time') })
  .transform((v) => parseTimeOfDay(v) as number);

export const weekday = z.preprocess(num, wholeNumber(0, 6, 'care.rule.weekday'));
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
    slotMinutes: z.preprocess(num, wholeNumber(5, 120, 'care.rule.slot')),
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
    weekday: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), wholeNumber(0, 6, 'care.rule.weekday').nullable()),
    start: timeOfDay,
    end: timeOfDay,
    label: optionalText(60, 'care.field.label'),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: t('care.rule.endAfterStart') });
  });

export const dayOffBody = z.strictObject({ date: isoDate, reason: optionalText(100, 'care.field.reason') });

const feePaise = z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), wholeNumber(0, 10_000_000, 'care.rule.fee').nullable());
const hours = z.preprocess(num, wholeNumber(0, 168, 'care.rule.hours'));

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
  gender: z.preprocess((v) => (v === '' || v === undefined ? null : num(v)), wholeNumber(1, 3, 'care.rule.gender').nullable()),
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
  patientGender: z.preprocess((v) => (v === '' || v === undefined ? undefined : num(v)), wholeNumber(1, 3, 'care.rule.gender').optional()),
  patientDateOfBirth: z.preprocess(blank, isoDate.optional()),
});

export const cancelBody = z.strictObject({ reason: optionalText(300, 'care.field.reason') });
export const rescheduleBody = z.strictObject({ startsAt: z.iso.datetime({ offset: true, error: () => t('care.rule.slotPick') }) });

// ---------------------------------------------------------------------------------------------------------------
// Responses (decision 018): one definition for the API's serialiser, the OpenAPI document and the web's types.
// Timestamps are `isoDateTime` (a service may hand a Date); India dates ("YYYY-MM-DD") are plain strings.

const mode = z.union([z.literal(0), z.literal(1)]);
const rating = z.object({ average: z.number().nullable(), count: int });
const noticeRules = z.object({ cancelBeforeHours: int, rescheduleBeforeHours: int });
const person = z.object({ id: int, displayName: z.string() });

/** A clinic where a doctor practises, as named on the doctor's card. */
export const clinicRef = z.object({ id: int, name: z.string(), slug: z.string(), citySlug: z.string(), locality: z.string().nullable(), path: z.string() });
export type ClinicRef = z.output<typeof clinicRef>;

/** A listed doctor in the directory (GET /pub/v2/doctors). Fees in paise; null: the mode is not offered. */
export const doctorCard = z.object({
  id: int,
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  gender: int.nullable(),
  profilePicUrl: z.string().nullable(),
  city: z.string(),
  citySlug: z.string(),
  locality: z.string().nullable(),
  pinCode: z.string().nullable(),
  medicalSystem: int,
  headline: z.string().nullable(),
  qualifications: z.array(z.string()),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
  experienceYears: int,
  fees: z.object({ video: int.nullable(), clinic: int.nullable() }),
  modes: z.array(mode),
  rating,
  distanceKm: z.number().nullable(),
  clinics: z.array(clinicRef),
  path: z.string(),
});
export type DoctorCard = z.output<typeof doctorCard>;

/** Opening hours: weekday 0 = Sunday, minutes after India midnight. */
export const clinicHours = z.object({ weekday: int, opensMin: int, closesMin: int });
export type ClinicHours = z.output<typeof clinicHours>;

/** A listed clinic in the directory (GET /pub/v1/clinics). */
export const clinicCard = z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  citySlug: z.string(),
  locality: z.string().nullable(),
  address: z.string(),
  pinCode: z.string(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  medicalSystem: int,
  services: z.array(z.string()),
  rating,
  doctorCount: int,
  distanceKm: z.number().nullable(),
  hours: z.array(clinicHours),
  path: z.string(),
});
export type ClinicCard = z.output<typeof clinicCard>;

export const review = z.object({ id: int, reviewerName: z.string(), rating: int, comment: z.string().nullable(), createdAt: isoDateTime, verifiedVisit: z.boolean() });
export type Review = z.output<typeof review>;

export const doctorTiming = z.object({ mode, clinicId: int.nullable(), weekday: int, startMin: int, endMin: int, slotMinutes: int });
export type DoctorTiming = z.output<typeof doctorTiming>;

const clinicPhoto = z.object({ id: int, url: z.string(), caption: z.string().nullable() });

/** A doctor page (GET /pub/v2/doctors/{id}, /pub/v2/doctors/slug/{citySlug}/{slug}): the profile's sections as entered. */
export const doctorDetail = doctorCard.extend({
  about: z.string().nullable(),
  sections: z.object(Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, z.array(profileEntryView)])) as Record<ProfileSection, z.ZodArray<typeof profileEntryView>>),
  clinicsDetail: z.array(clinicCard),
  timings: z.array(doctorTiming),
  rules: noticeRules,
  reviews: z.array(review),
});
export type DoctorDetail = z.output<typeof doctorDetail>;

/** A clinic page (GET /pub/v1/clinics/{id}, /pub/v1/clinics/slug/{citySlug}/{slug}). */
export const clinicDetail = clinicCard.extend({
  about: z.string().nullable(),
  ownerUserId: int,
  doctors: z.array(doctorCard),
  photos: z.array(clinicPhoto),
  reviews: z.array(review),
});
export type ClinicDetail = z.output<typeof clinicDetail>;

export const doctorPage = pageOf(doctorCard).extend({ origin: z.object({ city: z.string() }).nullable() });
export const cityInfo = z.object({ slug: z.string(), name: z.string(), doctors: int, clinics: int });
export type CityInfo = z.output<typeof cityInfo>;
export const careSitemap = z.object({
  cities: z.array(z.object({ slug: z.string(), doctors: int, clinics: int })),
  doctors: z.array(z.object({ path: z.string(), updatedAt: isoDateTime })),
  clinics: z.array(z.object({ path: z.string(), updatedAt: isoDateTime })),
});
export type CareSitemap = z.output<typeof careSitemap>;

// Schedule and slots

/** A free slot: minutes after India midnight for display. */
export const slotView = z.object({ startsAt: isoDateTime, endsAt: isoDateTime, mode, clinicId: int.nullable(), startMin: int, endMin: int });
export type SlotView = z.output<typeof slotView>;
export const bookingDay = z.object({ date: z.string(), dayOff: z.boolean(), slots: z.array(slotView) });
export type BookingDay = z.output<typeof bookingDay>;
export const slotsView = z.object({ doctorId: int, days: z.array(bookingDay) });

/** The signed-in doctor's schedule (GET /v3/appointment/timings): times of day as "HH:MM" India time. */
export const scheduleView = z.object({
  listed: z.boolean(),
  settings: z
    .object({ feeVideoPaise: int.nullable(), feeClinicPaise: int.nullable(), cancelBeforeHours: int, rescheduleBeforeHours: int, experienceYears: int, headline: z.string().nullable() })
    .nullable(),
  clinics: z.array(z.object({ id: int, name: z.string(), city: z.string() })),
  timings: z.array(z.object({ id: int, mode: int, clinicId: int.nullable(), weekday: int, start: z.string(), end: z.string(), slotMinutes: int })),
  breaks: z.array(z.object({ id: int, weekday: int.nullable(), start: z.string(), end: z.string(), label: z.string().nullable() })),
  daysOff: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
export type ScheduleView = z.output<typeof scheduleView>;

// Family members and appointments

export const memberView = z.object({ id: int, fullName: z.string(), relation: z.string(), gender: int.nullable(), dateOfBirth: z.string().nullable(), mobile: z.string().nullable() });
export type Member = z.output<typeof memberView>;

/** One appointment as its patient or its doctor reads it (/v3/appointments/{id}, booking, cancel, reschedule). */
export const appointmentView = z.object({
  id: int,
  status: z.enum(APPOINTMENT_STATUSES),
  mode,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  payment: z.string(),
  feePaise: int,
  /** Online payment: the appointment order (pay it with POST /v2/orders/payment/online), its state and deadline. */
  orderId: int.nullable(),
  paymentStatus: z.string().nullable(),
  payBy: isoDateTime.nullable(),
  canPay: z.boolean(),
  reason: z.string().nullable(),
  doctor: z.object({ id: int, name: z.string(), path: z.string().nullable(), mobile: z.string().nullable() }),
  patient: z.object({ userId: int, name: z.string(), mobile: z.string().nullable(), memberPatientId: int.nullable(), relation: z.string().nullable() }),
  clinic: z.object({ id: int, name: z.string(), address: z.string(), city: z.string(), pinCode: z.string() }).nullable(),
  rules: noticeRules,
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  reviewed: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AppointmentView = z.output<typeof appointmentView>;

/** One appointment on the desk (/v3/my-appointments, the calendar, a patient's history), from either side. */
export const appointmentItem = z.object({
  id: int,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  mode,
  status: z.string(),
  payment: z.string(),
  feePaise: int,
  /** Paying online: the appointment order, whether it is paid, and until when the slot is held for the payment. */
  orderId: int.nullable(),
  paymentStatus: z.string().nullable(),
  payBy: isoDateTime.nullable(),
  /** The patient can pay now (the slot is still held). */
  canPay: z.boolean(),
  reason: z.string().nullable(),
  doctor: z.object({ id: int, displayName: z.string(), path: z.string().nullable() }),
  patient: z.object({ userId: int, name: z.string(), relation: z.string().nullable(), memberPatientId: int.nullable(), mobile: z.string().nullable(), patientAssociationId: int.nullable() }),
  clinic: z.object({ id: int, name: z.string(), address: z.string(), city: z.string(), path: z.string() }).nullable(),
  window: z.object({ opensAt: isoDateTime, closesAt: isoDateTime, open: z.boolean() }),
  canJoin: z.boolean(),
  prescription: z.object({ id: int, items: int }).nullable(),
  /** The doctor's notice in hours: cancelling and rescheduling online end this long before the slot. */
  rules: noticeRules,
  /** The patient can move it to another free slot (booked, not paying, before the notice). */
  canReschedule: z.boolean(),
  /** The patient has rated it (once, after the visit), with what they wrote. */
  reviewed: z.boolean(),
  review: z.object({ rating: int, comment: z.string().nullable() }).nullable(),
  /** The patient can rate it now: completed and not yet reviewed. */
  canReview: z.boolean(),
});
export type AppointmentItem = z.output<typeof appointmentItem>;

// Requests and leads

/** An appointment request or lead; the mobile number is masked on a lead until a provider accepts it. */
export const requestView = z.object({
  id: int,
  fullName: z.string(),
  mobile: z.string(),
  pinCode: z.string(),
  city: z.string().nullable(),
  problem: z.string(),
  appointmentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status: z.enum(['new', 'accepted', 'declined']),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  distanceKm: z.number().nullable(),
  doctor: person.nullable(),
  patientAssociationId: int.nullable(),
  appointment: z.object({ id: int, startsAt: isoDateTime, mode, status: z.string() }).nullable(),
});
export type RequestView = z.output<typeof requestView>;

// The doctor's desk

/** GET /v3/care-desk/me: the signed-in user as a care provider. */
export const deskMe = z.object({
  userId: int,
  kind: z.enum(['doctor', 'clinic']),
  displayName: z.string(),
  offersVideo: z.boolean(),
  offersClinic: z.boolean(),
  ownsClinic: z.boolean(),
  clinics: z.array(z.object({ id: int, name: z.string(), city: z.string(), owned: z.boolean() })),
});
export type DeskMe = z.output<typeof deskMe>;

export const calendarDay = z.object({
  date: z.string(),
  weekday: int,
  isToday: z.boolean(),
  dayOff: z.object({ reason: z.string().nullable() }).nullable(),
  spans: z.array(z.object({ startMin: int, endMin: int, mode, clinicName: z.string().nullable() })),
  breaks: z.array(z.object({ startMin: int, endMin: int, label: z.string().nullable() })),
  appointments: z.array(appointmentItem.extend({ startMin: int, endMin: int })),
});
export type CalendarDay = z.output<typeof calendarDay>;

/** GET /v3/appointment-calendar: one India day or a week (Monday to Sunday). */
export const calendarView = z.object({
  view: z.enum(['day', 'week']),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  previous: z.string(),
  next: z.string(),
  days: z.array(calendarDay),
});
export type CalendarView = z.output<typeof calendarView>;

/** A clinic the signed-in account owns (GET /v1/my-clinic). */
export const myClinic = z.object({
  id: int,
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  city: z.string(),
  locality: z.string().nullable(),
  address: z.string(),
  pinCode: z.string(),
  phone: z.string().nullable(),
  about: z.string().nullable(),
  services: z.array(z.string()),
  listed: z.boolean(),
  verified: z.boolean(),
  rating,
  hours: z.array(clinicHours),
  doctors: z.array(z.object({ id: int, displayName: z.string(), mobile: z.string(), verified: z.boolean(), path: z.string().nullable() })),
  photos: z.array(clinicPhoto),
});
export type MyClinic = z.output<typeof myClinic>;

// Patients, notes, medical records

/** One of a provider's patients (patientAssociationId), with an age on today's India date. */
export const patientItem = z.object({
  patientAssociationId: int,
  fullName: z.string(),
  mobile: z.string(),
  gender: int.nullable(),
  dateOfBirth: z.string().nullable(),
  age: int.nullable(),
  hasAccount: z.boolean(),
  memberPatientId: int.nullable(),
  relation: z.string().nullable(),
  accountHolder: z.string().nullable(),
  lastVisitAt: isoDateTime.nullable(),
  nextVisitAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PatientItem = z.output<typeof patientItem>;

/** The delivery address a provider chose for a patient, from the addresses they keep for them. */
export const patientAddress = z.object({
  id: int,
  contact_person_name: z.string(),
  contact_person_phone: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  pin_code: z.string(),
});

export const patientDetail = patientItem.extend({
  treating: z.boolean(),
  address: patientAddress.nullable(),
  family: z.array(z.object({ patientAssociationId: int, fullName: z.string(), relation: z.string().nullable() })),
  notes: int,
  records: int,
});
export type PatientDetail = z.output<typeof patientDetail>;

const offsetPage = <I extends z.ZodType>(item: I) => pageOf(item).extend({ offset: int, limit: int });

export const noteItem = z.object({
  noteId: int,
  patientAssociationId: int,
  author: person,
  appointment: z.object({ id: int, startsAt: isoDateTime }).nullable(),
  sharedWithPatient: z.boolean(),
  body: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type NoteItem = z.output<typeof noteItem>;

export const medicalRecord = z.object({
  id: int,
  title: z.string(),
  contentType: z.string().nullable(),
  sizeBytes: int.nullable(),
  uploadedBy: z.object({ id: int, displayName: z.string(), you: z.boolean() }),
  memberPatientId: int.nullable(),
  createdAt: isoDateTime,
  fileUrl: z.string(),
});
export type MedicalRecord = z.output<typeof medicalRecord>;

// Consultations and prescriptions

const patientGender = z.enum(['Male', 'Female', 'Other']).nullable();

export const prescriptionItem = z.object({
  id: int,
  packageId: int,
  medicine: z.string(),
  slug: z.string(),
  pack: z.string(),
  dose: z.string(),
  duration: z.string(),
  instructions: z.string().nullable(),
  quantity: int,
  pricePaise: int,
  mrpPaise: int,
  available: z.boolean(),
});
export type PrescriptionItem = z.output<typeof prescriptionItem>;

/** A prescription with the prescriber and the patient as the Telemedicine Practice Guidelines require them. */
export const prescriptionView = z.object({
  id: int,
  number: z.string(),
  appointmentId: int,
  doctor: z.object({ name: z.string(), qualifications: z.array(z.string()), city: z.string().nullable(), registrationNumber: z.string().nullable(), council: z.string().nullable() }),
  patient: z.object({ name: z.string(), age: int.nullable(), gender: patientGender }),
  diagnosis: z.string().nullable(),
  advice: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  items: z.array(prescriptionItem),
});
export type Prescription = z.output<typeof prescriptionView>;

/** A note of the consultation, shared with the patient. */
export const roomNote = z.object({ noteId: int, body: z.string(), author: person, createdAt: isoDateTime, updatedAt: isoDateTime });
export const consentView = z.object({ at: isoDateTime, version: z.string() });

/** GET /v3/consultations/{apptId}: the room for its doctor or patient. */
export const consultationView = z.object({
  role: z.enum(['doctor', 'patient']),
  /** For the doctor: who the patient is, to confirm before starting. */
  patient: z.object({ name: z.string(), age: int.nullable(), gender: patientGender }).nullable(),
  /** The patient's consent to the video consultation, needed before they join. */
  consent: consentView.nullable(),
  appointment: appointmentItem,
  window: z.object({ opensAt: isoDateTime, closesAt: isoDateTime, state: z.enum(['early', 'open', 'closed']) }),
  video: z.object({
    signalPath: z.string(),
    iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })),
    open: z.boolean(),
    reason: z.enum(['early', 'closed', 'notVideo', 'notBooked']).nullable(),
  }),
  canWrite: z.boolean(),
  notes: z.array(roomNote),
  prescription: prescriptionView.nullable(),
});
export type ConsultationView = z.output<typeof consultationView>;

const items = <I extends z.ZodType>(item: I) => z.object({ items: z.array(item) });

/**
 * The care routes (directory, schedule, appointments, requests, desk, patients, consultations) with their entities,
 * spread into API_ROUTES. Not here by design (not JSON replies): the prescription PDF, the medical record's file (a
 * redirect to a signed link) and the consultation's WebSocket.
 */
export const CARE_ROUTES = {
  // Directory
  'GET /pub/v2/doctors': doctorPage,
  'GET /pub/v2/doctors/:id': doctorDetail,
  'GET /pub/v2/doctors/slug/:citySlug/:slug': doctorDetail,
  'GET /pub/v2/doctors/:id/ratings': pageOf(review),
  'GET /pub/v1/clinics': pageOf(clinicCard),
  'GET /pub/v1/clinics/:id': clinicDetail,
  'GET /pub/v1/clinics/slug/:citySlug/:slug': clinicDetail,
  'GET /pub/v1/clinics/:id/doctors': doctorPage,
  'GET /pub/v1/clinics/:id/timings': items(clinicHours),
  'GET /pub/v1/clinics/:id/services': items(z.string()),
  'GET /pub/v1/clinics/:id/photos': items(clinicPhoto),
  'GET /pub/v1/clinics/:id/ratings': pageOf(review).extend({ average: z.number().nullable(), count: int }),
  'GET /pub/v1/care/cities': items(cityInfo),
  'GET /pub/v1/care/cities/:citySlug': cityInfo,
  'GET /pub/v1/care/sitemap': careSitemap,

  // Schedule and slots
  'GET /pub/v3/appointment/slots': slotsView,
  'GET /v3/appointment/timings': scheduleView,
  'PUT /v3/appointment/timings': scheduleView,
  'PUT /v3/appointment/settings': scheduleView,
  'POST /v3/appointment/breaks': scheduleView,
  'DELETE /v3/appointment/breaks/:id': scheduleView,
  'POST /v3/appointment/days-off': scheduleView.extend({ bookedThatDay: z.array(z.object({ id: int, startsAt: isoDateTime })) }),
  'DELETE /v3/appointment/days-off/:date': scheduleView,

  // Family members and appointments
  'GET /v2/patients/member-patient': items(memberView),
  'POST /v2/patients/member-patient': memberView,
  'DELETE /v2/patients/member-patient/:id': noEntity,
  'POST /v3/appointment': appointmentView,
  'GET /v3/appointments': pageOf(appointmentView),
  'GET /v3/appointments/:id': appointmentView,
  'POST /v3/appointments/:id/cancel': appointmentView,
  'POST /v3/appointments/:id/reschedule': appointmentView,
  'POST /v3/appointments/:id/complete': appointmentView,
  'POST /v3/appointments/:id/no-show': appointmentView,
  'POST /v3/appointments/:id/review': appointmentView,

  // Requests and leads
  'POST /pub/v3/appointment-requests/send-otp': z.object({ expiresInSeconds: int }),
  'POST /pub/v3/appointment-requests': z.object({ id: int, doctor: person.nullable(), city: z.string() }),
  'GET /v3/appointment-requests/mine': pageOf(requestView),
  'GET /v3/appointment-requests': pageOf(requestView),
  'GET /v3/leads': pageOf(requestView),
  'POST /v3/appointment-requests/:id/accept': z.object({ id: int, status: z.literal('accepted'), patientAssociationId: int, appointmentId: int.nullable(), startsAt: isoDateTime.nullable() }),
  'POST /v3/appointment-requests/:id/decline': z.object({ id: int }),

  // The doctor's desk and my clinic
  'GET /v3/care-desk/me': deskMe,
  'GET /v3/my-appointments': pageOf(appointmentItem).extend({ as: z.enum(['patient', 'doctor']) }),
  'GET /v3/appointment-calendar': calendarView,
  'GET /v1/my-clinic': items(myClinic),
  'POST /v1/my-clinic': z.object({ id: int, path: z.string() }),
  'PUT /v1/my-clinic/:clinicId': myClinic,
  'PUT /v1/my-clinic/:clinicId/hours': z.object({ hours: z.array(clinicHours) }),
  'POST /v1/my-clinic/:clinicId/photos': clinicPhoto,
  'DELETE /v1/my-clinic/:clinicId/photos/:photoId': noEntity,
  'POST /v1/my-clinic/:clinicId/doctors': person,
  'DELETE /v1/my-clinic/:clinicId/doctors/:doctorId': noEntity,

  // Patients, notes and medical records
  'GET /v2/patients/:userId': offsetPage(patientItem),
  'GET /v2/patients/by-doctor': offsetPage(patientItem),
  'GET /v2/patients/by-mobile': z.object({ patient: patientItem.nullable() }),
  'POST /v2/patients/:userId': patientDetail,
  'GET /v2/patients/:userId/:patientId': patientDetail,
  'PUT /v2/patients/:userId/:patientId': patientDetail,
  'PUT /v2/patients/:userId/:patientId/address': patientDetail,
  'GET /v2/patient-appointments': offsetPage(appointmentItem),
  'GET /v2/patient-notes': pageOf(noteItem),
  'POST /v2/patient-notes': noteItem,
  'PUT /v2/patient-notes/:noteId': noteItem,
  'DELETE /v2/patient-notes/:noteId': noEntity,
  'GET /v2/medical-records': items(medicalRecord),
  'POST /v2/medical-records': medicalRecord,
  'GET /v2/medical-records/:id/url': z.object({ url: z.string(), expiresInSeconds: int }),
  'DELETE /v2/medical-records/:id': noEntity,

  // Consultations
  'GET /v3/consultations/:apptId': consultationView,
  'POST /v3/consultations/:apptId/consent': consentView,
  'POST /v3/consultations/:apptId/notes': items(roomNote),
  'GET /v3/consultations/:apptId/prescription': prescriptionView.nullable(),
  'PUT /v3/consultations/:apptId/prescription': prescriptionView.nullable(),
  'POST /v3/consultations/:apptId/prescription/items': prescriptionView.nullable(),
  'DELETE /v3/consultations/:apptId/prescription/items/:itemId': prescriptionView.nullable(),
} satisfies Record<string, z.ZodType>;
