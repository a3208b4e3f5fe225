/**
 * Support tickets (issue 21 parts 2 and 3, decision 055).
 *
 * What always holds: a ticket is read and written only by its owner and by operators; for anyone else it does not
 * exist (404), and so do its replies and photos. Internal notes are written by operators and never leave the
 * operators' views. A closed ticket is final; a resolved one may be reopened by its owner within
 * SUPPORT_RULES.reopenDays; a reply to a resolved ticket must reopen it first. How: every customer query carries
 * `owner_id = caller`, every change locks the ticket's row (FOR UPDATE) and checks its status inside the same
 * transaction, so two tabs cannot reply to a ticket that the other just closed. Photos are the caller's own stored
 * uploads of purpose ticket_photo, each attached once (unique index), and read back through short-lived signed URLs
 * issued only after the ticket check above.
 *
 * The owner is told of operator answers and status changes through `notify` (module 14, account); a visitor's
 * "Need help" ticket has no account and is called back on its OTP-confirmed number.
 */
import type { FastifyBaseLogger } from 'fastify';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { roleAllows, type OperatorRole } from '@nirog/shared/codes/operator-roles';
import {
  SUPPORT_RULES,
  ticketNumber,
  ticketPath,
  type NeedHelpInput,
  type OperatorTicketView,
  type QueueItem,
  type SlaState,
  type TicketCategory,
  type TicketInput,
  type TicketMessage,
  type TicketQueueQuery,
  type TicketReplyInput,
  type TicketStatus,
  type TicketSummary,
  type TicketView,
} from '@nirog/shared/schemas/support';
import { t } from '@nirog/shared/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { careAppointments } from '../care/appointments.tables.ts';
import { operatorRoles, users } from '../identity/identity.tables.ts';
import type { OtpService } from '../identity/otp.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { uploads } from '../profile/profile.tables.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { NOTIFICATION_MODULE_ACCOUNT } from './support-notify.ts';
import { supportAttachments, supportMessages, supportTickets } from './support.tables.ts';

export interface SupportServiceDeps {
  db: Db;
  uploads: UploadService;
  otp: OtpService;
  notify: Notify;
  now?: () => Date;
}

type TicketRow = typeof supportTickets.$inferSelect;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLOSED_STATES: readonly TicketStatus[] = ['resolved', 'closed'];

/** The due time running now: the first answer until there is one, then the resolution. */
const runningDue = sql`CASE WHEN ${supportTickets.firstResponseAt} IS NULL THEN ${supportTickets.firstResponseDueAt} ELSE ${supportTickets.resolutionDueAt} END`;
const isActive = sql`${supportTickets.status} IN ('open', 'awaiting_customer')`;

export function slaOf(row: Pick<TicketRow, 'status' | 'firstResponseAt' | 'firstResponseDueAt' | 'resolutionDueAt'>, at: Date): QueueItem['sla'] {
  const base = { firstResponseDueAt: row.firstResponseDueAt.toISOString(), resolutionDueAt: row.resolutionDueAt.toISOString() };
  if (CLOSED_STATES.includes(row.status as TicketStatus)) return { state: 'met', dueAt: null, ...base };
  const due = row.firstResponseAt ? row.resolutionDueAt : row.firstResponseDueAt;
  const left = due.getTime() - at.getTime();
  const state: SlaState = left < 0 ? 'overdue' : left < SUPPORT_RULES.dueSoonMinutes * 60_000 ? 'due_soon' : 'on_track';
  return { state, dueAt: due.toISOString(), ...base };
}

/** The subject of a visitor's call-back ticket: the start of their message, cut at a word. */
function subjectFrom(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= 80) return flat;
  const cut = flat.slice(0, 80);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 80)}...`;
}

export function createSupportService(deps: SupportServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  // -------------------------------------------------------------------------------------------------------------
  // Reading

  async function attachmentsOf(ticketId: number) {
    const rows = await db
      .select({ id: supportAttachments.id, messageId: supportAttachments.messageId, uploadId: supportAttachments.uploadId, contentType: uploads.contentType, name: uploads.originalName })
      .from(supportAttachments)
      .innerJoin(uploads, eq(uploads.id, supportAttachments.uploadId))
      .where(eq(supportAttachments.ticketId, ticketId))
      .orderBy(asc(supportAttachments.id));
    // Signed only here, after the caller was found to be the owner or an operator.
    return rows.map((r) => ({ messageId: r.messageId, view: { id: r.id, url: deps.uploads.signedUrl(r.uploadId), contentType: r.contentType, name: r.name } }));
  }

  async function threadOf(ticketId: number, forOperator: boolean) {
    const rows = await db
      .select({ id: supportMessages.id, author: supportMessages.author, internal: supportMessages.internal, body: supportMessages.body, createdAt: supportMessages.createdAt, name: users.fullName })
      .from(supportMessages)
      .leftJoin(users, eq(users.id, supportMessages.authorId))
      .where(and(eq(supportMessages.ticketId, ticketId), forOperator ? undefined : eq(supportMessages.internal, false)))
      .orderBy(asc(supportMessages.id));
    const files = await attachmentsOf(ticketId);
    const messages: TicketMessage[] = rows.map((m) => ({
      id: m.id,
      author: m.author as TicketMessage['author'],
      // The customer reads "Nirog support", never an operator's own name.
      authorName: m.author === 'operator' && !forOperator ? null : m.name,
      internal: m.internal,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === m.id).map((f) => f.view),
    }));
    return { messages, attachments: files.filter((f) => f.messageId === null).map((f) => f.view) };
  }

  const summaryColumns = {
    ticket: supportTickets,
    orderNumber: orders.orderNumber,
  };

  function summaryOf(r: { ticket: TicketRow; orderNumber: string | null }): TicketSummary {
    const tk = r.ticket;
    return {
      id: tk.id,
      number: ticketNumber(tk.id),
      category: tk.category as TicketCategory,
      subject: tk.subject,
      status: tk.status as TicketStatus,
      orderId: tk.orderId,
      orderNumber: r.orderNumber,
      appointmentId: tk.appointmentId,
      createdAt: tk.createdAt.toISOString(),
      updatedAt: tk.updatedAt.toISOString(),
    };
  }

  async function ownTicket(ownerId: number, id: number) {
    const [row] = await db
      .select(summaryColumns)
      .from(supportTickets)
      .leftJoin(orders, eq(orders.id, supportTickets.orderId))
      .where(and(eq(supportTickets.id, id), eq(supportTickets.ownerId, ownerId)))
      .limit(1);
    if (!row) throw AppError.of('not_found', 'support.error.notFound');
    return row;
  }

  function reopenUntil(tk: TicketRow): Date | null {
    return tk.status === 'resolved' && tk.resolvedAt ? new Date(tk.resolvedAt.getTime() + SUPPORT_RULES.reopenDays * DAY) : null;
  }

  /** The owner's view: the thread without internal notes, and what they may do now. */
  async function get(ownerId: number, id: number): Promise<TicketView> {
    const row = await ownTicket(ownerId, id);
    const tk = row.ticket;
    const { messages, attachments } = await threadOf(tk.id, false);
    const until = reopenUntil(tk);
    return {
      ...summaryOf(row),
      description: tk.description,
      attachments,
      messages,
      resolvedAt: tk.resolvedAt?.toISOString() ?? null,
      canReply: tk.status === 'open' || tk.status === 'awaiting_customer',
      canReopen: !!until && until.getTime() >= now().getTime(),
      canClose: tk.status !== 'closed',
      reopenUntil: until?.toISOString() ?? null,
    };
  }

  async function mine(ownerId: number, query: { skip: number; limit: number; status?: TicketStatus }): Promise<{ items: TicketSummary[]; total: number }> {
    const where = and(eq(supportTickets.ownerId, ownerId), query.status ? eq(supportTickets.status, query.status) : undefined);
    const [rows, [counted]] = await Promise.all([
      db.select(summaryColumns).from(supportTickets).leftJoin(orders, eq(orders.id, supportTickets.orderId)).where(where).orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id)).offset(query.skip).limit(query.limit),
      db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return { items: rows.map(summaryOf), total: Number(counted?.n ?? 0) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Writing (customer)

  /** Checks the photos are the caller's own stored ticket photos, not attached yet, and attaches them (inside `tx`). */
  async function attach(tx: DbOrTx, ownerId: number, ticketId: number, messageId: number | null, uploadIds: string[] | undefined) {
    const ids = [...new Set(uploadIds ?? [])];
    if (!ids.length) return;
    const usable = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .leftJoin(supportAttachments, eq(supportAttachments.uploadId, uploads.id))
      .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId), eq(uploads.status, 'stored'), eq(uploads.purpose, 'ticket_photo'), isNull(supportAttachments.id)));
    if (usable.length !== ids.length) throw AppError.field('uploadIds', t('support.rule.uploadFirst'));
    await tx.insert(supportAttachments).values(ids.map((uploadId) => ({ ticketId, messageId, uploadId, createdAt: now() })));
  }

  async function create(ownerId: number, input: TicketInput): Promise<TicketView> {
    const at = now();
    const id = await db.transaction(async (tx) => {
      if (input.orderId !== undefined) {
        const [own] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.userId, ownerId))).limit(1);
        if (!own) throw AppError.of('not_found', 'support.error.orderNotFound');
      }
      if (input.appointmentId !== undefined) {
        const [own] = await tx
          .select({ id: careAppointments.id })
          .from(careAppointments)
          .where(and(eq(careAppointments.id, input.appointmentId), eq(careAppointments.patientUserId, ownerId)))
          .limit(1);
        if (!own) throw AppError.of('not_found', 'support.error.appointmentNotFound');
      }
      const [made] = await tx
        .insert(supportTickets)
        .values({
          ownerId,
          category: input.category,
          subject: input.subject,
          description: input.description,
          orderId: input.orderId ?? null,
          appointmentId: input.appointmentId ?? null,
          status: 'open',
          firstResponseDueAt: new Date(at.getTime() + SUPPORT_RULES.firstResponseHours * HOUR),
          resolutionDueAt: new Date(at.getTime() + SUPPORT_RULES.resolutionHours * HOUR),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: supportTickets.id });
      await attach(tx, ownerId, made!.id, null, input.uploadIds);
      return made!.id;
    });
    return get(ownerId, id);
  }

  /** Locks the owner's ticket for a change; someone else's is 404. */
  async function lockOwn(tx: DbOrTx, ownerId: number, id: number): Promise<TicketRow> {
    const [row] = await tx.select().from(supportTickets).where(and(eq(supportTickets.id, id), eq(supportTickets.ownerId, ownerId))).for('update');
    if (!row) throw AppError.of('not_found', 'support.error.notFound');
    return row;
  }

  async function reply(ownerId: number, id: number, input: TicketReplyInput): Promise<TicketView> {
    await db.transaction(async (tx) => {
      const tk = await lockOwn(tx, ownerId, id);
      if (tk.status === 'closed') throw AppError.of('business_rule', 'support.error.closed');
      if (tk.status === 'resolved') throw AppError.of('business_rule', 'support.error.reopenFirst');
      const at = now();
      const [m] = await tx.insert(supportMessages).values({ ticketId: id, authorId: ownerId, author: 'customer', body: input.body, createdAt: at }).returning({ id: supportMessages.id });
      await attach(tx, ownerId, id, m!.id, input.uploadIds);
      // The customer answered: the ball is back with the operators.
      await tx.update(supportTickets).set({ status: 'open', updatedAt: at }).where(eq(supportTickets.id, id));
    });
    return get(ownerId, id);
  }

  async function reopen(ownerId: number, id: number): Promise<TicketView> {
    await db.transaction(async (tx) => {
      const tk = await lockOwn(tx, ownerId, id);
      if (tk.status === 'closed') throw AppError.of('business_rule', 'support.error.closed');
      const until = reopenUntil(tk);
      if (!until) throw AppError.of('business_rule', 'support.error.notResolved');
      if (until.getTime() < now().getTime()) throw AppError.of('business_rule', 'support.error.reopenLate', { days: SUPPORT_RULES.reopenDays });
      await tx.update(supportTickets).set({ status: 'open', resolvedAt: null, updatedAt: now() }).where(eq(supportTickets.id, id));
    });
    return get(ownerId, id);
  }

  async function close(ownerId: number, id: number): Promise<TicketView> {
    await db.transaction(async (tx) => {
      const tk = await lockOwn(tx, ownerId, id);
      if (tk.status === 'closed') throw AppError.of('business_rule', 'support.error.closed');
      const at = now();
      await tx.update(supportTickets).set({ status: 'closed', resolvedAt: null, closedAt: at, updatedAt: at }).where(eq(supportTickets.id, id));
    });
    return get(ownerId, id);
  }

  // -------------------------------------------------------------------------------------------------------------
  // "Need help" (visitors)

  async function sendNeedHelpOtp(mobile: string, ip: string, log?: FastifyBaseLogger) {
    await deps.otp.send({ mobile, purpose: 'support', ip, log });
  }

  /** A call-back ticket with the visitor's contact; the OTP proves the number is theirs. */
  async function needHelp(input: NeedHelpInput): Promise<{ id: number; number: string }> {
    await deps.otp.verify({ mobile: input.mobileNumber, purpose: 'support', code: input.otp });
    const at = now();
    const [made] = await db
      .insert(supportTickets)
      .values({
        ownerId: null,
        contactName: input.fullName,
        contactMobile: input.mobileNumber,
        contactEmail: input.email,
        category: 'other',
        subject: subjectFrom(input.message),
        description: input.message,
        status: 'open',
        firstResponseDueAt: new Date(at.getTime() + SUPPORT_RULES.firstResponseHours * HOUR),
        resolutionDueAt: new Date(at.getTime() + SUPPORT_RULES.resolutionHours * HOUR),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: supportTickets.id });
    return { id: made!.id, number: ticketNumber(made!.id) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // The back office

  const owner = aliasedTable(users, 'owner');
  const assignee = aliasedTable(users, 'assignee');
  const queueColumns = {
    ticket: supportTickets,
    orderNumber: orders.orderNumber,
    ownerName: owner.fullName,
    ownerMobile: owner.mobileNumber,
    ownerEmail: owner.email,
    assigneeName: assignee.fullName,
  };
  type QueueRow = { ticket: TicketRow; orderNumber: string | null; ownerName: string | null; ownerMobile: string | null; ownerEmail: string | null; assigneeName: string | null };

  function queueItemOf(r: QueueRow, at: Date): QueueItem {
    const tk = r.ticket;
    return {
      ...summaryOf(r),
      customerName: tk.ownerId ? r.ownerName : tk.contactName,
      customerMobile: tk.ownerId ? r.ownerMobile : tk.contactMobile,
      callback: tk.ownerId === null,
      assigneeId: tk.assigneeId,
      assigneeName: tk.assigneeId ? r.assigneeName : null,
      sla: slaOf(tk, at),
    };
  }

  const queueFrom = () =>
    db
      .select(queueColumns)
      .from(supportTickets)
      .leftJoin(orders, eq(orders.id, supportTickets.orderId))
      .leftJoin(owner, eq(owner.id, supportTickets.ownerId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId));

  async function queue(actorId: number, query: TicketQueueQuery): Promise<{ items: QueueItem[]; total: number }> {
    const at = now();
    const soon = new Date(at.getTime() + SUPPORT_RULES.dueSoonMinutes * 60_000);
    const filters: Array<SQL | undefined> = [];
    if (query.status === 'active') filters.push(isActive);
    else if (query.status) filters.push(eq(supportTickets.status, query.status));
    if (query.category) filters.push(eq(supportTickets.category, query.category));
    if (query.assignee === 'me') filters.push(eq(supportTickets.assigneeId, actorId));
    else if (query.assignee === 'none') filters.push(isNull(supportTickets.assigneeId));
    else if (query.assignee) filters.push(eq(supportTickets.assigneeId, Number(query.assignee)));
    if (query.callback) filters.push(isNull(supportTickets.ownerId));
    if (query.sla === 'met') filters.push(sql`NOT (${isActive})`);
    else if (query.sla === 'overdue') filters.push(and(isActive, sql`${runningDue} < ${at}`));
    else if (query.sla === 'due_soon') filters.push(and(isActive, sql`${runningDue} >= ${at}`, sql`${runningDue} < ${soon}`));
    else if (query.sla === 'on_track') filters.push(and(isActive, sql`${runningDue} >= ${soon}`));
    const where = and(...filters);
    const [rows, [counted]] = await Promise.all([
      queueFrom().where(where).orderBy(sql`(${isActive}) DESC`, sql`${runningDue} ASC`, asc(supportTickets.id)).offset(query.skip).limit(query.limit),
      db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return { items: rows.map((r) => queueItemOf(r, at)), total: Number(counted?.n ?? 0) };
  }

  async function getForOperator(id: number): Promise<OperatorTicketView> {
    const [row] = await queueFrom().where(eq(supportTickets.id, id)).limit(1);
    if (!row) throw AppError.of('not_found', 'support.error.notFound');
    const tk = row.ticket;
    const { messages, attachments } = await threadOf(id, true);
    return {
      ...queueItemOf(row, now()),
      description: tk.description,
      customerEmail: tk.ownerId ? row.ownerEmail : tk.contactEmail,
      customerId: tk.ownerId,
      attachments,
      messages,
      resolvedAt: tk.resolvedAt?.toISOString() ?? null,
    };
  }

  /** Operators who may answer tickets (support or admin), for the assignment menu. */
  async function assignees(): Promise<Array<{ id: number; name: string }>> {
    const rows = await db
      .selectDistinct({ id: users.id, name: users.fullName, mobile: users.mobileNumber })
      .from(users)
      .innerJoin(operatorRoles, eq(operatorRoles.userId, users.id))
      .where(and(eq(users.role, 'operator'), or(eq(operatorRoles.role, 'support'), eq(operatorRoles.role, 'admin'))))
      .orderBy(asc(users.id));
    return rows.map((r) => ({ id: r.id, name: r.name || r.mobile }));
  }

  async function lockAny(tx: DbOrTx, id: number): Promise<TicketRow> {
    const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!row) throw AppError.of('not_found', 'support.error.notFound');
    return row;
  }

  const auditView = (tk: TicketRow) => ({ status: tk.status, assigneeId: tk.assigneeId, resolvedAt: tk.resolvedAt, closedAt: tk.closedAt });

  async function assign(actorId: number, id: number, assigneeId: number | null): Promise<OperatorTicketView> {
    await db.transaction(async (tx) => {
      const tk = await lockAny(tx, id);
      if (assigneeId !== null) {
        const roles = await tx
          .select({ role: operatorRoles.role })
          .from(operatorRoles)
          .innerJoin(users, eq(users.id, operatorRoles.userId))
          .where(and(eq(operatorRoles.userId, assigneeId), eq(users.role, 'operator')));
        if (!roleAllows(roles.map((r) => r.role as OperatorRole), 'support')) throw AppError.field('assigneeId', t('support.error.assignee'));
      }
      const [after] = await tx.update(supportTickets).set({ assigneeId, updatedAt: now() }).where(eq(supportTickets.id, id)).returning();
      await recordAudit(tx, { actorId, entity: 'ticket', entityId: id, action: 'assign', before: auditView(tk), after: auditView(after!) });
    });
    return getForOperator(id);
  }

  async function operatorReply(actorId: number, id: number, input: { body: string; internal: boolean }): Promise<OperatorTicketView> {
    const told = await db.transaction(async (tx) => {
      const tk = await lockAny(tx, id);
      if (tk.status === 'closed') throw AppError.of('business_rule', 'support.error.closed');
      const at = now();
      const [m] = await tx
        .insert(supportMessages)
        .values({ ticketId: id, authorId: actorId, author: 'operator', internal: input.internal, body: input.body, createdAt: at })
        .returning({ id: supportMessages.id });
      if (input.internal) {
        await recordAudit(tx, { actorId, entity: 'ticket', entityId: id, action: 'note', after: { messageId: m!.id } });
        return null;
      }
      // An answer: the first one stops the first-response clock; the customer's turn unless already resolved.
      const [after] = await tx
        .update(supportTickets)
        .set({ firstResponseAt: tk.firstResponseAt ?? at, status: tk.status === 'open' ? 'awaiting_customer' : tk.status, updatedAt: at })
        .where(eq(supportTickets.id, id))
        .returning();
      await recordAudit(tx, { actorId, entity: 'ticket', entityId: id, action: 'reply', before: auditView(tk), after: { ...auditView(after!), messageId: m!.id } });
      if (tk.ownerId !== null) {
        await deps.notify(
          { userId: tk.ownerId, module: NOTIFICATION_MODULE_ACCOUNT, kind: 'ticketReplied', params: { number: ticketNumber(id), subject: tk.subject }, link: ticketPath(id), key: `ticket-reply:${m!.id}` },
          tx,
        );
      }
      return m!.id;
    });
    void told;
    return getForOperator(id);
  }

  async function setStatus(actorId: number, id: number, status: TicketStatus): Promise<OperatorTicketView> {
    await db.transaction(async (tx) => {
      const tk = await lockAny(tx, id);
      if (tk.status === 'closed') throw AppError.of('business_rule', 'support.error.closed');
      if (tk.status === status) return;
      const at = now();
      const [after] = await tx
        .update(supportTickets)
        .set({ status, resolvedAt: status === 'resolved' ? at : null, closedAt: status === 'closed' ? at : null, updatedAt: at })
        .where(eq(supportTickets.id, id))
        .returning();
      await recordAudit(tx, { actorId, entity: 'ticket', entityId: id, action: 'status', before: auditView(tk), after: auditView(after!) });
      if (tk.ownerId !== null && (status === 'resolved' || status === 'closed')) {
        const kind = status === 'resolved' ? 'ticketResolved' : 'ticketClosed';
        await deps.notify(
          {
            userId: tk.ownerId,
            module: NOTIFICATION_MODULE_ACCOUNT,
            kind,
            params: { number: ticketNumber(id), subject: tk.subject, days: SUPPORT_RULES.reopenDays },
            link: ticketPath(id),
            key: `ticket-status:${id}:${status}:${at.getTime()}`,
          },
          tx,
        );
      }
    });
    return getForOperator(id);
  }

  return { create, mine, get, reply, reopen, close, sendNeedHelpOtp, needHelp, queue, getForOperator, assignees, assign, operatorReply, setStatus };
}
export type SupportService = ReturnType<typeof createSupportService>;
