/**
 * The numbers the company and policy pages quote (return window, cancellation windows, refund timelines, support
 * hours). They live in one place so that a change of policy is a change of one line, not a hunt through the text.
 */
import { t } from '@nirog/shared/messages/catalogue';

export const POLICY_UPDATED = '2026-11-01';

/** The support desk's hours, in the reader's language. */
export const supportHours = () => t('policy.supportHours');
/** How soon an email gets an answer, in the reader's language. */
export const supportEmailReply = () => t('policy.emailReply');
/** A span of days such as '1 to 2', in the reader's language. */
export const dayRange = ([from, to]: readonly [number, number]) => t('policy.range', { from, to });

export const ORDERS = {
  /** Days after delivery within which a return can be requested. */
  returnWindowDays: 7,
  /** Hours after delivery within which damaged, leaking or wrong items should be reported. */
  damageReportHours: 48,
  dispatchWorkingDays: [1, 2],
  deliveryWorkingDays: [3, 7],
} as const;

export const APPOINTMENTS = {
  /** Cancel at least this many hours before the slot for a full refund. */
  freeCancelHours: 4,
  /** Reschedule at least this many hours before the slot. */
  rescheduleHours: 2,
  maxReschedules: 1,
  /** Minutes a patient waits for a doctor who has not joined a video consultation before it counts as missed. */
  doctorNoShowMinutes: 15,
} as const;

export const REFUNDS = {
  /** Working days after cancellation or a passed quality check within which a refund is started. */
  initiateWorkingDays: 2,
  upiWorkingDays: [1, 3],
  cardWorkingDays: [5, 7],
  nirogMoneyHours: 24,
} as const;

/** Working days within which practitioner and trade documents are usually reviewed (a word: 'two'), in the reader's language. */
export const verificationWorkingDays = () => t('policy.verificationDays');

export const GRIEVANCE = {
  acknowledgeHours: 48,
  resolveDays: 30,
} as const;

/** How long personal data is kept (privacy policies). */
export const RETENTION = {
  afterAccountDeletionDays: 90,
  taxRecordsYears: 8,
  medicalRecordsYears: 3,
  verificationDocsAfterClosureYears: 1,
  supportTicketsYears: 3,
  /** Days within which a request under the DPDP Act (access, correction, erasure) is answered. */
  rightsResponseDays: 30,
} as const;
