/**
 * The report form's reasons and limit, zod-free for the browser (decision 031): types only from the contract, so a
 * reason added or a limit changed in `schemas/feeds.ts` fails `tsc` here.
 */
import type { MessageKey } from '@nirog/shared/messages/catalogue';
import type { FEED_RULES, ReportReason } from '@nirog/shared/schemas/feeds';

export type ReportTarget = 'post' | 'comment';
export const REPORT_NOTE_MAX: (typeof FEED_RULES)['reportNoteMax'] = 500;

/** The API's report reasons with their labels, in the order the form offers them. */
export const REPORT_REASON_LABELS = {
  spam: 'feedPeople.report.reason.spam',
  abuse: 'feedPeople.report.reason.abuse',
  misinformation: 'feedPeople.report.reason.misinformation',
  privacy: 'feedPeople.report.reason.privacy',
  promotion: 'feedPeople.report.reason.promotion',
  other: 'feedPeople.report.reason.other',
} as const satisfies Record<ReportReason, MessageKey>;

export const REPORT_REASON_KEYS = Object.entries(REPORT_REASON_LABELS) as Array<[ReportReason, MessageKey]>;
