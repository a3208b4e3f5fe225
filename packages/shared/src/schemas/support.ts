/**
 * Support tickets (issue 21 parts 2 and 3, decision 055): `/v0/customer-ticket` for signed-in customers, "Need help"
 * for visitors (a call-back ticket with contact details confirmed by OTP), and the back office's queue. One schema
 * per body, used as the API route's `body` and as the web form's checker.
 */
import { z } from 'zod';
import { t, type MessageKey } from '../messages/catalogue.ts';
import { int, isoDateTime, noEntity, pageOf } from './envelope.ts';
import { entityId, FREE_TEXT_PATTERN, fullName, mobileNumber, otpCode } from './fields.ts';
import { email } from './profile.ts';
import { PAGING } from '../constants.ts';

export const TICKET_STATUSES = ['open', 'awaiting_customer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_CATEGORIES = ['order', 'delivery', 'payment', 'appointment', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** Where a ticket's SLA stands: `met` once resolved or closed in time; `overdue` past the due time now running. */
export const SLA_STATES = ['on_track', 'due_soon', 'overdue', 'met'] as const;
export type SlaState = (typeof SLA_STATES)[number];

export const SUPPORT_RULES = {
  subjectMin: 5,
  subjectMax: 120,
  descriptionMin: 10,
  descriptionMax: 2000,
  replyMax: 2000,
  /** Photos on one ticket or one reply. */
  attachmentsMax: 3,
  /** A resolved ticket may be reopened by its customer this long after it was resolved. */
  reopenDays: 7,
  /** The first answer from an operator is due this long after the ticket opens. */
  firstResponseHours: 4,
  /** The ticket should be resolved this long after it opens. */
  resolutionHours: 48,
  /** `due_soon`: the running due time is less than this away. */
  dueSoonMinutes: 60,
} as const;

/** The number a person quotes on the phone: T and six digits. */
export const ticketNumber = (id: number) => `T${String(id).padStart(6, '0')}`;
export const ticketPath = (id: number) => `/support/tickets/${id}`;

/** Free text (spec section 5): trimmed, `min`..`max` characters, the allowed characters; line breaks are kept. */
function supportText(required: MessageKey, min: number, max: number) {
  return z
    .string({ error: () => t(required) })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v.length === 0) return fail(t(required));
      if (!FREE_TEXT_PATTERN.test(v.replace(/\n/g, ' '))) return fail(t('error.freeTextChars'));
      if (v.length < min) return fail(t('support.rule.tooShort', { min }));
      if (v.length > max) return fail(t('support.rule.tooLong', { max }));
    });
}

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const formId = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : blank(v)), entityId.optional());
const uploadIds = z.array(z.uuid({ error: () => t('support.rule.uploadFirst') })).max(SUPPORT_RULES.attachmentsMax, { error: () => t('support.rule.tooManyPhotos', { max: SUPPORT_RULES.attachmentsMax }) });

/** POST /v0/customer-ticket: a ticket about an order, an appointment or anything else. */
export const ticketBody = z.strictObject({
  category: z.enum(TICKET_CATEGORIES, { error: () => t('support.rule.category') }),
  subject: supportText('support.rule.subjectRequired', SUPPORT_RULES.subjectMin, SUPPORT_RULES.subjectMax),
  description: supportText('support.rule.descriptionRequired', SUPPORT_RULES.descriptionMin, SUPPORT_RULES.descriptionMax),
  /** An order or appointment of the caller's own (another's is 404). */
  orderId: formId,
  appointmentId: formId,
  uploadIds: uploadIds.optional(),
});
export type TicketInput = z.output<typeof ticketBody>;

/** POST /v0/customer-ticket/:id/replies (the customer) */
export const ticketReplyBody = z.strictObject({
  body: supportText('support.rule.replyRequired', 1, SUPPORT_RULES.replyMax),
  uploadIds: uploadIds.optional(),
});
export type TicketReplyInput = z.output<typeof ticketReplyBody>;

/** POST /v1/admin/tickets/:id/replies: an answer the customer reads, or an internal note only operators see. */
export const operatorReplyBody = z.strictObject({
  body: supportText('support.rule.replyRequired', 1, SUPPORT_RULES.replyMax),
  internal: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).default(false),
});
export const assignBody = z.strictObject({ assigneeId: z.preprocess((v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), entityId.nullable()) });
export const ticketStatusBody = z.strictObject({ status: z.enum(TICKET_STATUSES, { error: () => t('support.rule.status') }) });

/** "Need help" (no account): who to call back and what about. */
export const needHelpDetails = z.strictObject({
  fullName,
  mobileNumber,
  email,
  message: supportText('support.rule.messageRequired', SUPPORT_RULES.descriptionMin, SUPPORT_RULES.descriptionMax),
});
export const needHelpOtpBody = z.strictObject({ mobileNumber });
export const needHelpBody = needHelpDetails.extend({ otp: otpCode });
export type NeedHelpInput = z.output<typeof needHelpBody>;

const paging = {
  skip: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
};
export const myTicketsQuery = z.object({ ...paging, status: z.preprocess(blank, z.enum(TICKET_STATUSES).optional()) });
/** The back office's queue: unanswered and overdue first unless filtered. `assignee`: an operator id, `me` or `none`. */
export const ticketQueueQuery = z.object({
  ...paging,
  status: z.preprocess(blank, z.enum([...TICKET_STATUSES, 'active'] as const).optional()),
  category: z.preprocess(blank, z.enum(TICKET_CATEGORIES).optional()),
  assignee: z.preprocess(blank, z.union([z.literal('me'), z.literal('none'), z.string().regex(/^\d{1,9}$/)]).optional()),
  sla: z.preprocess(blank, z.enum(SLA_STATES).optional()),
  callback: z.preprocess(blank, z.enum(['1']).optional()),
});
export type TicketQueueQuery = z.output<typeof ticketQueueQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const ticketAttachment = z.object({ id: int, url: z.string(), contentType: z.string().nullable(), name: z.string().nullable() });
export const ticketMessage = z.object({
  id: int,
  author: z.enum(['customer', 'operator']),
  authorName: z.string().nullable(),
  /** Operators only; never sent to the customer. */
  internal: z.boolean(),
  body: z.string(),
  createdAt: isoDateTime,
  attachments: z.array(ticketAttachment),
});
export type TicketMessage = z.output<typeof ticketMessage>;

export const ticketSla = z.object({
  state: z.enum(SLA_STATES),
  /** The due time running now (first response, then resolution); null once resolved or closed. */
  dueAt: isoDateTime.nullable(),
  firstResponseDueAt: isoDateTime,
  resolutionDueAt: isoDateTime,
});

export const ticketSummary = z.object({
  id: int,
  number: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  orderId: int.nullable(),
  orderNumber: z.string().nullable(),
  appointmentId: int.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TicketSummary = z.output<typeof ticketSummary>;

export const ticketView = ticketSummary.extend({
  description: z.string(),
  attachments: z.array(ticketAttachment),
  messages: z.array(ticketMessage),
  resolvedAt: isoDateTime.nullable(),
  /** What the customer may do now. */
  canReply: z.boolean(),
  canReopen: z.boolean(),
  canClose: z.boolean(),
  reopenUntil: isoDateTime.nullable(),
});
export type TicketView = z.output<typeof ticketView>;

export const queueItem = ticketSummary.extend({
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  /** A visitor's "Need help": no account, call them back. */
  callback: z.boolean(),
  assigneeId: int.nullable(),
  assigneeName: z.string().nullable(),
  sla: ticketSla,
});
export type QueueItem = z.output<typeof queueItem>;

export const operatorTicketView = queueItem.extend({
  description: z.string(),
  customerEmail: z.string().nullable(),
  customerId: int.nullable(),
  attachments: z.array(ticketAttachment),
  messages: z.array(ticketMessage),
  resolvedAt: isoDateTime.nullable(),
});
export type OperatorTicketView = z.output<typeof operatorTicketView>;

export const supportAssignee = z.object({ id: int, name: z.string() });
export const needHelpCreated = z.object({ id: int, number: z.string() });

export const SUPPORT_ROUTES = {
  'POST /v0/customer-ticket': ticketView,
  'GET /v0/customer-ticket': pageOf(ticketSummary),
  'GET /v0/customer-ticket/:id': ticketView,
  'POST /v0/customer-ticket/:id/replies': ticketView,
  'POST /v0/customer-ticket/:id/reopen': ticketView,
  'POST /v0/customer-ticket/:id/close': ticketView,
  'POST /pub/v0/customer-ticket/need-help/send-otp': noEntity,
  'POST /pub/v0/customer-ticket/need-help': needHelpCreated,
  'GET /v1/admin/tickets': pageOf(queueItem),
  'GET /v1/admin/tickets/assignees': z.array(supportAssignee),
  'GET /v1/admin/tickets/:id': operatorTicketView,
  'POST /v1/admin/tickets/:id/assign': operatorTicketView,
  'POST /v1/admin/tickets/:id/replies': operatorTicketView,
  'POST /v1/admin/tickets/:id/status': operatorTicketView,
} as const;
