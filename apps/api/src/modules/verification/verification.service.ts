/**
 * Practitioner verification (spec sections 4, 5 and 7): registration by user type with documents, the status a
 * practitioner follows, and the back-office review queue where operators approve or reject with a reason.
 *
 * Status moves 0 or 4 -> 2 on a submission (2 -> 2 replaces the documents under review), 2 -> 1 or 4 on a
 * decision. An approved profile (1, or 3 re-verified) takes no new submission. Each change happens in one
 * transaction holding the profile row's lock, so a decision and a re-submission can never interleave.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { labelOf } from '@nirog/shared/codes/code-table';
import { USER_TYPES, VERIFICATION_STATUS, type UserTypeCode, type VerificationStatusCode } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import {
  canPlaceOrders,
  DOCUMENT_LABELS,
  documentsOf,
  maskMobile,
  needsDocuments,
  REGISTRATION_CALLS,
  REGISTRATION_SCHEMAS,
  registrationDetails,
  registrationKindOf,
  reviewDecisionSchema,
  type DocumentType,
  type Registration,
  type RegistrationKind,
} from '@nirog/shared/schemas/verification';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, zodFields } from '../../plugins/errors.ts';
import { users } from '../identity/identity.tables.ts';
import type { UserRow } from '../identity/users.service.ts';
import { doctorProfiles, uploads as uploadsTable, verificationDecisions, verificationDocuments } from '../profile/profile.tables.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

export interface Viewer {
  id: number;
  role: string;
  userType: number;
}

const notFound = () => AppError.of('not_found', 'error.notFound');
const isOperator = (v: Viewer) => v.role === 'operator';

function requireOperator(viewer: Viewer) {
  if (!isOperator(viewer)) throw AppError.of('forbidden', 'verification.operatorsOnly');
}

function invalid(fields: Record<string, string>) {
  return new AppError('validation_failed', t('error.validation'), { fields });
}

function fieldsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return zodFields(issues.map((i) => ({ path: i.path, message: i.message })));
}

/** The message a practitioner reads for a status (spec section 8 for 0, 2 and 4, word for word). */
export function statusMessage(status: number, reason: string | null): string {
  if (status === 0) return t('spec.verifyStatus0');
  if (status === 2) return t('spec.verifyStatus2');
  if (status === 4) return t('spec.verifyStatus4', { reason: reason ?? '' });
  return t('verification.approvedText');
}

type ProfileRow = typeof doctorProfiles.$inferSelect;

export function createVerificationService(deps: { db: Db; uploads: UploadService; now?: () => Date }) {
  const { db, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  async function activeUser(tx: DbOrTx, id: number): Promise<UserRow | null> {
    const [u] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.status, 1))).limit(1);
    return u ?? null;
  }

  /** The profile row, created at status 0 when missing, locked for the rest of the transaction. */
  async function lockProfile(tx: Tx, userId: number, actorId: number): Promise<ProfileRow> {
    await tx.insert(doctorProfiles).values({ userId, createdBy: actorId, updatedBy: actorId }).onConflictDoNothing();
    const [row] = await tx.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId)).for('update');
    return row;
  }

  function statusDto(user: UserRow, row: ProfileRow | undefined) {
    // Individuals have nothing to verify: always verified (spec section 6 prompts only practitioners).
    const status = (user.userType === 1 ? 1 : (row?.isVerified ?? 0)) as VerificationStatusCode;
    const reason = status === 4 ? (row?.reason ?? null) : null;
    return {
      userId: user.id,
      userType: user.userType,
      status,
      statusLabel: t(`verification.status.${status}`),
      reason,
      message: statusMessage(status, reason),
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      needsDocuments: needsDocuments(user.userType, status),
      canPlaceOrders: canPlaceOrders(user.userType, status),
      registrationCall: registrationKindOf(user.userType),
    };
  }

  /** Only the user themself or an operator; anyone else sees nothing (404, as if the user did not exist). */
  async function visibleUser(viewer: Viewer, userId: number): Promise<UserRow> {
    if (viewer.id !== userId && !isOperator(viewer)) throw notFound();
    const user = await activeUser(db, userId);
    if (!user) throw notFound();
    return user;
  }

  async function documentsFor(viewer: Viewer, userIds: number[]) {
    if (userIds.length === 0) return new Map<number, Awaited<ReturnType<typeof documentDto>>[]>();
    const rows = await db
      .select({
        userId: verificationDocuments.userId,
        uploadId: verificationDocuments.uploadId,
        docType: verificationDocuments.docType,
        createdAt: verificationDocuments.createdAt,
        originalName: uploadsTable.originalName,
        sizeBytes: uploadsTable.sizeBytes,
      })
      .from(verificationDocuments)
      .innerJoin(uploadsTable, eq(uploadsTable.id, verificationDocuments.uploadId))
      .where(and(inArray(verificationDocuments.userId, userIds), eq(verificationDocuments.current, 1)))
      .orderBy(asc(verificationDocuments.id));
    const byUser = new Map<number, Awaited<ReturnType<typeof documentDto>>[]>();
    for (const r of rows) {
      const list = byUser.get(r.userId) ?? [];
      list.push(await documentDto(viewer, r));
      byUser.set(r.userId, list);
    }
    return byUser;
  }

  async function documentDto(viewer: Viewer, r: { uploadId: string; docType: string; originalName: string | null; sizeBytes: number | null }) {
    // The uploads module decides who may read a file (its owner and reviewers) and signs a short-lived URL.
    const link = await uploads.readUrl({ id: viewer.id, role: viewer.role }, r.uploadId);
    const label = DOCUMENT_LABELS[r.docType as DocumentType];
    return {
      docType: r.docType,
      label: label ? t(label) : r.docType,
      uploadId: r.uploadId,
      fileName: r.originalName,
      sizeBytes: r.sizeBytes,
      contentType: link.contentType,
      url: link.url,
      expiresAt: link.expiresAt,
    };
  }

  function registrationOf(row: ProfileRow | undefined): { kind: RegistrationKind; details: Record<string, unknown> } | null {
    const reg = row?.registration as ({ kind?: RegistrationKind } & Record<string, unknown>) | null | undefined;
    if (!reg?.kind) return null;
    const { kind, ...details } = reg;
    return { kind, details };
  }

  /** GET /v3/is_verified/{userId}: the status 0-4, with the spec message and the reviewer's reason on 4. */
  async function status(viewer: Viewer, userId: number) {
    const user = await visibleUser(viewer, userId);
    const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, user.id)).limit(1);
    return statusDto(user, row);
  }

  return {
    status,

    /** POST /users/{id}/dr-registration (and student-, chemist-, retailer-). */
    async submit(actor: UserRow, userId: number, kind: RegistrationKind, body: unknown) {
      if (userId !== actor.id) throw notFound();
      if (!(REGISTRATION_CALLS[kind].userTypes as readonly number[]).includes(actor.userType)) throw AppError.of('forbidden', 'verification.wrongUserType');
      const parsed = REGISTRATION_SCHEMAS[kind].safeParse(body);
      if (!parsed.success) throw invalid(fieldsOf(parsed.error.issues));
      const data: Registration = parsed.data;
      const documents = documentsOf(kind, data);

      // Every document must be a file this user uploaded, stored and checked by the uploads module.
      const fields: Record<string, string> = {};
      for (const d of documents) {
        try {
          await uploads.ownedStored(actor.id, d.uploadId, 'document');
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          fields[d.field] = err.fields ? Object.values(err.fields)[0] : err.message;
        }
      }
      if (Object.keys(fields).length) throw invalid(fields);

      const at = now();
      await db.transaction(async (tx) => {
        const row = await lockProfile(tx, actor.id, actor.id);
        if (row.isVerified === 1 || row.isVerified === 3) throw AppError.of('conflict', 'verification.alreadyVerified');
        await tx
          .update(doctorProfiles)
          .set({
            registration: { kind, ...registrationDetails(kind, data as Record<string, unknown>) },
            isVerified: 2,
            reason: null,
            submittedAt: at,
            updatedBy: actor.id,
            updatedAt: at,
          })
          .where(eq(doctorProfiles.userId, actor.id));
        // Earlier documents stay on record (a rejected submission is evidence too) but are no longer current.
        await tx.update(verificationDocuments).set({ current: 0 }).where(and(eq(verificationDocuments.userId, actor.id), eq(verificationDocuments.current, 1)));
        await tx.insert(verificationDocuments).values(documents.map((d) => ({ userId: actor.id, uploadId: d.uploadId, docType: d.docType, createdAt: at })));
      });
      return status({ id: actor.id, role: actor.role, userType: actor.userType }, actor.id);
    },

    /** The registration last submitted, with its current documents (own, or an operator's look). */
    async registration(viewer: Viewer, userId: number) {
      const user = await visibleUser(viewer, userId);
      const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, user.id)).limit(1);
      const reg = registrationOf(row);
      const docs = (await documentsFor(viewer, [user.id])).get(user.id) ?? [];
      return { ...statusDto(user, row), kind: reg?.kind ?? registrationKindOf(user.userType), details: reg?.details ?? null, documents: docs };
    },

    /** GET /v1/admin/verifications: the review queue (operators). Pending submissions come oldest first. */
    async queue(viewer: Viewer, q: { status: number; skip: number; limit: number }) {
      requireOperator(viewer);
      const where = and(eq(doctorProfiles.isVerified, q.status), eq(users.status, 1));
      const order = q.status === 2 ? [asc(doctorProfiles.submittedAt), asc(users.id)] : [desc(doctorProfiles.updatedAt), desc(users.id)];
      const [rows, [{ total }]] = await Promise.all([
        db.select({ user: users, profile: doctorProfiles }).from(doctorProfiles).innerJoin(users, eq(users.id, doctorProfiles.userId)).where(where).orderBy(...order).offset(q.skip).limit(q.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(doctorProfiles).innerJoin(users, eq(users.id, doctorProfiles.userId)).where(where),
      ]);
      const docs = await documentsFor(viewer, rows.map((r) => r.user.id));
      const items = rows.map(({ user, profile }) => reviewItem(user, profile, docs.get(user.id) ?? []));
      return { items, total };
    },

    /** GET /v1/admin/verifications/{userId}: one submission with its documents and the decisions so far. */
    async detail(viewer: Viewer, userId: number) {
      requireOperator(viewer);
      const user = await activeUser(db, userId);
      if (!user) throw notFound();
      const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId)).limit(1);
      const docs = (await documentsFor(viewer, [userId])).get(userId) ?? [];
      const decisions = await db
        .select({ decision: verificationDecisions, by: users.fullName })
        .from(verificationDecisions)
        .leftJoin(users, eq(users.id, verificationDecisions.decidedBy))
        .where(eq(verificationDecisions.userId, userId))
        .orderBy(desc(verificationDecisions.createdAt), desc(verificationDecisions.id));
      return {
        ...reviewItem(user, row, docs),
        decisions: decisions.map(({ decision: d, by }) => ({
          fromStatus: d.fromStatus,
          toStatus: d.toStatus,
          reason: d.reason,
          decidedBy: d.decidedBy,
          decidedByName: by,
          decidedAt: d.createdAt.toISOString(),
        })),
      };
    },

    /** POST /v1/admin/verifications/{userId}/decision: approve (1) or reject (4, with a reason), only from 2. */
    async decide(viewer: Viewer, userId: number, body: unknown) {
      requireOperator(viewer);
      if (userId === viewer.id) throw AppError.of('forbidden', 'verification.ownReview');
      const parsed = reviewDecisionSchema.safeParse(body);
      if (!parsed.success) throw invalid(fieldsOf(parsed.error.issues));
      const input = parsed.data;
      const user = await activeUser(db, userId);
      if (!user) throw notFound();
      const to = input.decision === 'approve' ? 1 : 4;
      const reason = to === 4 ? input.reason : null;
      const at = now();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId)).for('update');
        if (!row || row.isVerified !== 2) throw AppError.of('conflict', 'verification.notUnderReview');
        // The reviewer decided on what they saw: documents sent after their page loaded need a new look.
        if (input.submittedAt && row.submittedAt?.getTime() !== new Date(input.submittedAt).getTime()) {
          throw AppError.of('conflict', 'verification.changedSinceOpened');
        }
        await tx.update(doctorProfiles).set({ isVerified: to, reason, updatedBy: viewer.id, updatedAt: at }).where(eq(doctorProfiles.userId, userId));
        await tx.insert(verificationDecisions).values({ userId, fromStatus: row.isVerified, toStatus: to, reason, decidedBy: viewer.id, createdAt: at });
        await recordAudit(tx, { actorId: viewer.id, entity: 'verification', entityId: userId, action: input.decision, before: { isVerified: row.isVerified }, after: { isVerified: to }, reason });
      });
      return { userId, fullName: user.fullName, status: to, reason, decidedBy: viewer.id, decidedAt: at.toISOString() };
    },
  };

  function reviewItem(user: UserRow, profile: ProfileRow | undefined, documents: Awaited<ReturnType<typeof documentDto>>[]) {
    const reg = registrationOf(profile);
    const status = (profile?.isVerified ?? 0) as VerificationStatusCode;
    return {
      userId: user.id,
      fullName: user.fullName,
      userType: user.userType,
      userTypeLabel: labelOf(USER_TYPES, user.userType as UserTypeCode),
      mobile: maskMobile(user.mobileNumber),
      status,
      statusLabel: labelOf(VERIFICATION_STATUS, status),
      reason: profile?.reason ?? null,
      submittedAt: profile?.submittedAt?.toISOString() ?? null,
      kind: reg?.kind ?? null,
      registration: reg?.details ?? null,
      documents,
    };
  }
}

export type VerificationService = ReturnType<typeof createVerificationService>;
