/**
 * Practitioner verification (spec sections 3, 4 and 5): the registration each user type submits, one schema for
 * the form and the API, and the one shared rule of who counts as not verified.
 *
 * Documents travel as upload ids: the file is uploaded first (pre-signed upload, purpose 'document'), then the
 * registration names the upload in its `...UploadId` field. The API checks that each id is a stored upload of the
 * same user.
 */
import { z } from 'zod';
import { codes } from '../codes/code-table.ts';
import { stateById } from '../codes/states.ts';
import { CHEMIST_DOCUMENT_TYPES, COUNCIL_TYPES, MEDICAL_SYSTEMS, type UserTypeCode } from '../codes/tables.ts';
import { t, type MessageKey } from '../messages/catalogue.ts';
import { FREE_TEXT_PATTERN } from './fields.ts';
import { GSTIN_PATTERN, isValidGstin } from './gstin.ts';
import { isoDateTime, pageOf } from './envelope.ts';

// Who is verified: the rules live in ../verification-rules.ts (no zod: pages that only ask import that).
export * from '../verification-rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// Registration by user type (spec section 7: /users/{id}/dr-registration, student-, chemist-, retailer-)
// ---------------------------------------------------------------------------------------------------------------

export const REGISTRATION_KINDS = ['doctor', 'student', 'chemist', 'retailer'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** The API path segment of each registration call and the user types it serves (clinics register as doctors). */
type RegistrationPath = 'dr-registration' | 'student-registration' | 'chemist-registration' | 'retailer-registration';
export const REGISTRATION_CALLS: Readonly<Record<RegistrationKind, { path: RegistrationPath; userTypes: readonly UserTypeCode[] }>> = {
  doctor: { path: 'dr-registration', userTypes: [2, 3] },
  student: { path: 'student-registration', userTypes: [4] },
  chemist: { path: 'chemist-registration', userTypes: [6] },
  // Retailers, doctor distributors and chemist distributors all send trade documents.
  retailer: { path: 'retailer-registration', userTypes: [5, 7, 8] },
};

export function registrationKindOf(userType: number): RegistrationKind | null {
  for (const kind of REGISTRATION_KINDS) if ((REGISTRATION_CALLS[kind].userTypes as readonly number[]).includes(userType)) return kind;
  return null;
}

/** Checks in order; the first failing one gives the field's message. */
function ordered(checks: Array<[(v: string) => boolean, MessageKey | (() => string)]>) {
  return z.string().superRefine((value, ctx) => {
    for (const [ok, message] of checks) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message: typeof message === 'function' ? message() : t(message) });
        return;
      }
    }
  });
}

/** A text field: missing or not a string reads as empty, so it gets the "required" message. */
const text = (checks: Array<[(v: string) => boolean, MessageKey | (() => string)]>, transform: (v: string) => string = (v) => v) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' || typeof v === 'number' ? transform(String(v).trim()) : ''))
    .pipe(ordered(checks));

/** A code of a code table, from a number or a numeric string. */
function code<const C extends number>(allowed: readonly C[], message: MessageKey) {
  return z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN))
    .refine((v): v is C => (allowed as readonly number[]).includes(v), { error: () => t(message) });
}

/** An integer in a range; the message may depend on the time of the check (the current year). */
function intInRange(min: number, max: () => number, required: MessageKey, range: () => string) {
  return z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN))
    .superRefine((v, ctx) => {
      if (Number.isNaN(v)) ctx.addIssue({ code: 'custom', message: t(required) });
      else if (!Number.isInteger(v) || v < min || v > max()) ctx.addIssue({ code: 'custom', message: range() });
    });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The id of an uploaded file (pre-signed upload, purpose 'document'). */
const uploadId = (required: MessageKey) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''))
    .refine((v) => UUID.test(v), { error: () => t(required) });

export const REGISTRATION_YEAR_MIN = 1950;
const currentYear = () => new Date().getFullYear();

/**
 * Cross-field rules run even when a field already failed, so a form shows every message at once. Each field
 * schema turns bad input into a value of its type (empty string, NaN, null), so these rules can read any field.
 */
const ALWAYS = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

const councilType = code(codes(COUNCIL_TYPES), 'verification.councilTypeRequired');
const medicalSystem = code(codes(MEDICAL_SYSTEMS), 'verification.medicalSystemRequired');
const documentType = code(codes(CHEMIST_DOCUMENT_TYPES), 'verification.documentTypeRequired');

/** A state council is a state of INDIAN_STATES, by id; empty reads as "none chosen". */
const stateCouncil = z
  .unknown()
  .optional()
  .transform((v) => (v === '' || v == null ? null : Number(v)))
  .refine((v) => v === null || !!stateById(v), { error: () => t('verification.stateCouncilRequired') });

export const registrationNumber = text(
  [
    [(v) => v.length > 0, 'verification.registrationNumberRequired'],
    [(v) => /^[A-Z0-9/-]+$/.test(v), 'verification.registrationNumberChars'],
    [(v) => v.length >= 3 && v.length <= 30, 'verification.registrationNumberLength'],
  ],
  (v) => v.toUpperCase(),
);

export const registrationYear = intInRange(REGISTRATION_YEAR_MIN, currentYear, 'verification.registrationYearRequired', () =>
  t('verification.registrationYearRange', { min: REGISTRATION_YEAR_MIN, year: currentYear() }),
);

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Document number for document type 1 (PAN) or 2 (GSTIN). */
export function documentNumberError(type: number, value: string): string | null {
  if (type === 1) {
    if (!value) return t('verification.panRequired');
    return PAN_PATTERN.test(value) ? null : t('verification.panPattern');
  }
  if (!value) return t('verification.gstinRequired');
  if (value.length !== 15 || !GSTIN_PATTERN.test(value)) return t('address.gstPattern');
  return isValidGstin(value) ? null : t('address.gstCheck');
}

const documentNumber = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : ''));

export const doctorRegistrationSchema = z
  .object({
    councilType,
    stateCouncil,
    registrationNumber,
    registrationYear,
    medicalSystem,
    degreeCertificateUploadId: uploadId('verification.degreeCertificateRequired'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.councilType === 2 && v.stateCouncil === null) {
      ctx.addIssue({ code: 'custom', path: ['stateCouncil'], message: t('verification.stateCouncilRequired') });
    }
  }, ALWAYS)
  // A central registration has no state council.
  .transform((v) => ({ ...v, stateCouncil: v.councilType === 2 ? v.stateCouncil : null }));

export const studentRegistrationSchema = z
  .object({
    college: text([
      [(v) => v.length > 0, 'verification.collegeRequired'],
      [(v) => v.length >= 3 && v.length <= 150, 'verification.collegeLength'],
      [(v) => FREE_TEXT_PATTERN.test(v), 'error.freeTextChars'],
    ], (v) => v.replace(/\s+/g, ' ')),
    rollNumber: text([
      [(v) => v.length > 0, 'verification.rollNumberRequired'],
      [(v) => v.length <= 30, 'verification.rollNumberLength'],
      [(v) => /^[A-Za-z0-9/ -]+$/.test(v), 'verification.rollNumberChars'],
    ]),
    // BAMS is five and a half years including the internship: years 1 to 6.
    yearOfStudy: intInRange(1, () => 6, 'verification.yearOfStudyRequired', () => t('verification.yearOfStudyRequired')),
    collegeIdUploadId: uploadId('verification.collegeIdRequired'),
  })
  .strict();

const drugLicenceNumber = text([
  [(v) => v.length > 0, 'verification.drugLicenceRequired'],
  [(v) => v.length >= 5 && v.length <= 40, 'verification.drugLicenceLength'],
  [(v) => /^[A-Za-z0-9 /,.()-]+$/.test(v), 'verification.drugLicenceChars'],
], (v) => v.replace(/\s+/g, ' ').toUpperCase());

function checkDocumentNumber(v: { documentType: number; documentNumber: string }, ctx: z.RefinementCtx) {
  if (v.documentType !== 1 && v.documentType !== 2) return;
  const error = documentNumberError(v.documentType, v.documentNumber);
  if (error) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: error });
}

/** Two document fields must not name the same file. */
function distinctUploads(fields: string[]) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    for (const f of fields) {
      if (!v[f]) continue;
      if (seen.has(v[f])) ctx.addIssue({ code: 'custom', path: [f], message: t('verification.sameFileTwice') });
      seen.add(v[f]);
    }
  };
}

export const chemistRegistrationSchema = z
  .object({
    documentType,
    documentNumber,
    drugLicenceNumber,
    documentUploadId: z.unknown().optional().transform((v) => (typeof v === 'string' ? v.trim().toLowerCase() : '')),
    drugLicenceUploadId: uploadId('verification.drugLicenceDocumentRequired'),
  })
  .strict()
  .superRefine((v, ctx) => {
    checkDocumentNumber(v, ctx);
    // The message names the document that is missing: the PAN card or the GST certificate.
    if (!UUID.test(v.documentUploadId)) {
      const key = v.documentType === 2 ? 'verification.gstDocumentRequired' : 'verification.panDocumentRequired';
      ctx.addIssue({ code: 'custom', path: ['documentUploadId'], message: t(key) });
    }
    distinctUploads(['documentUploadId', 'drugLicenceUploadId'])(v, ctx);
  }, ALWAYS);

export const retailerRegistrationSchema = z
  .object({
    documentType,
    documentNumber,
    tradeLicenceUploadId: uploadId('verification.tradeLicenceRequired'),
  })
  .strict()
  .superRefine((v, ctx) => checkDocumentNumber(v, ctx), ALWAYS);

export const REGISTRATION_SCHEMAS = {
  doctor: doctorRegistrationSchema,
  student: studentRegistrationSchema,
  chemist: chemistRegistrationSchema,
  retailer: retailerRegistrationSchema,
} as const;

export type DoctorRegistration = z.infer<typeof doctorRegistrationSchema>;
export type StudentRegistration = z.infer<typeof studentRegistrationSchema>;
export type ChemistRegistration = z.infer<typeof chemistRegistrationSchema>;
export type RetailerRegistration = z.infer<typeof retailerRegistrationSchema>;
export type Registration = DoctorRegistration | StudentRegistration | ChemistRegistration | RetailerRegistration;

/** A document a registration carries: the field that names its upload and the kind of document it is. */
export interface RegistrationDocument {
  field: string;
  docType: DocumentType;
  uploadId: string;
}

export const DOCUMENT_TYPES = ['degree_certificate', 'college_id', 'pan_card', 'gst_certificate', 'drug_licence', 'trade_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_LABELS: Readonly<Record<DocumentType, MessageKey>> = {
  degree_certificate: 'verification.doc.degreeCertificate',
  college_id: 'verification.doc.collegeId',
  pan_card: 'verification.doc.panCard',
  gst_certificate: 'verification.doc.gstCertificate',
  drug_licence: 'verification.doc.drugLicence',
  trade_licence: 'verification.doc.tradeLicence',
};

/** The upload fields of each registration, in form order. */
export const DOCUMENT_FIELDS: Readonly<Record<RegistrationKind, readonly string[]>> = {
  doctor: ['degreeCertificateUploadId'],
  student: ['collegeIdUploadId'],
  chemist: ['documentUploadId', 'drugLicenceUploadId'],
  retailer: ['tradeLicenceUploadId'],
};

/** The documents of a validated registration. */
export function documentsOf(kind: RegistrationKind, r: Registration): RegistrationDocument[] {
  const v = r as Record<string, unknown>;
  const typeOf = (field: string): DocumentType => {
    switch (field) {
      case 'degreeCertificateUploadId':
        return 'degree_certificate';
      case 'collegeIdUploadId':
        return 'college_id';
      case 'documentUploadId':
        return v.documentType === 2 ? 'gst_certificate' : 'pan_card';
      case 'drugLicenceUploadId':
        return 'drug_licence';
      default:
        return 'trade_licence';
    }
  };
  return DOCUMENT_FIELDS[kind].map((field) => ({ field, docType: typeOf(field), uploadId: String(v[field]) }));
}

/** Registration details without the upload ids (what a reviewer reads and a form pre-fills). */
export function registrationDetails(kind: RegistrationKind, r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (!DOCUMENT_FIELDS[kind].includes(k)) out[k] = v;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Review decisions (back office)
// ---------------------------------------------------------------------------------------------------------------

export const REVIEW_REASON_LIMITS = { min: 5, max: 500 } as const;

export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: () => t('verification.decisionRequired') }),
    reason: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '')),
    /** When the reviewer's page was loaded: the submission they looked at. A newer submission is refused (409). */
    submittedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision !== 'reject') return;
    const r = v.reason;
    const message = !r
      ? t('verification.reasonRequired')
      : r.length < REVIEW_REASON_LIMITS.min || r.length > REVIEW_REASON_LIMITS.max
        ? t('verification.reasonLength', REVIEW_REASON_LIMITS)
        : !FREE_TEXT_PATTERN.test(r)
          ? t('error.freeTextChars')
          : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['reason'], message });
  }, ALWAYS);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Masks a mobile number for the review queue: 98******10. */
export function maskMobile(mobile: string): string {
  return mobile.length === 10 ? `${mobile.slice(0, 2)}******${mobile.slice(8)}` : '**********';
}

/**
 * The council a practitioner is registered with, as a prescription names it (Telemedicine Practice Guidelines):
 * the central register, or the state's board; null without a registration on record.
 */
export function councilName(registration: { councilType?: unknown; stateCouncil?: unknown } | null | undefined): string | null {
  if (!registration) return null;
  if (registration.councilType === 1) return t('verification.council.central');
  const state = typeof registration.stateCouncil === 'number' ? stateById(registration.stateCouncil) : undefined;
  return state ? t('verification.council.state', { state: state.name }) : null;
}

// Responses (decision 018).

const registrationKind = z.enum(REGISTRATION_KINDS);

/** GET /v3/is_verified/{userId}: the status 0-4 with the message to show. */
export const verificationStatusView = z.object({
  userId: z.number().int(),
  userType: z.number().int(),
  /** 0 pending, 1 verified, 2 under review, 3 re-verified, 4 rejected (spec section 4). */
  status: z.number().int(),
  statusLabel: z.string(),
  /** The reviewer's reason, only on status 4. */
  reason: z.string().nullable(),
  /** The text to show for this status (spec section 8 for 0, 2 and 4). */
  message: z.string(),
  submittedAt: isoDateTime.nullable(),
  needsDocuments: z.boolean(),
  canPlaceOrders: z.boolean(),
  registrationCall: registrationKind.nullable(),
});
export type VerificationStatus = z.output<typeof verificationStatusView>;

/** A submitted document with a signed, expiring read URL (5 minutes). */
export const verificationDocument = z.object({
  docType: z.string(),
  label: z.string(),
  uploadId: z.string(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  contentType: z.string().nullable(),
  url: z.string(),
  expiresAt: isoDateTime,
});
export type VerificationDocument = z.output<typeof verificationDocument>;

/** GET /users/{id}/registration. */
export const registrationInfo = verificationStatusView.extend({
  kind: registrationKind.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  documents: z.array(verificationDocument),
});
export type RegistrationInfo = z.output<typeof registrationInfo>;

/** An entry of the review queue (operators). */
export const reviewItem = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  userType: z.number().int(),
  userTypeLabel: z.string(),
  mobile: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  reason: z.string().nullable(),
  submittedAt: isoDateTime.nullable(),
  kind: registrationKind.nullable(),
  registration: z.record(z.string(), z.unknown()).nullable(),
  documents: z.array(verificationDocument),
});
export type ReviewItem = z.output<typeof reviewItem>;
export const reviewQueue = pageOf(reviewItem);
/** How the review queue sorts (GET /v1/admin/verifications `sort`): by submission time or name. */
export const VERIFICATION_SORTS = ['submitted', 'name'] as const;

export const reviewDetail = reviewItem.extend({
  decisions: z.array(
    z.object({
      fromStatus: z.number().int(),
      toStatus: z.number().int(),
      reason: z.string().nullable(),
      decidedBy: z.number().int(),
      decidedByName: z.string().nullable(),
      decidedAt: isoDateTime,
    }),
  ),
});
export type ReviewDetail = z.output<typeof reviewDetail>;

export const reviewDecision = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  status: z.number().int(),
  reason: z.string().nullable(),
  decidedBy: z.number().int(),
  decidedAt: isoDateTime,
});
