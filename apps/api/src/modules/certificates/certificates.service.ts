/**
 * Certificates (issue 23 part 4, decision 067): the service the quiz, webinar, course (lms) and olympiad areas call
 * when someone earns one, and the holder's, the public's and the operators' views of them.
 *
 * What always holds:
 * - One certificate per person, context and subject (unique index). `issue` inserts with ON CONFLICT on that index,
 *   so a retake that passes again, or two parallel submits, never make a second one. A better result of a retake
 *   (higher `merit`) updates the achievement, its date and the title on the same row; the public id, the issue date
 *   and the printed name stay; a revoked certificate is never changed (the same conditional upsert decides).
 * - A public id is 10 random bytes and the first 5 bytes of their HMAC-SHA256 under the certificate secret
 *   (CERTIFICATE_SECRET, or one generated and kept in the database), 24 Crockford base32 characters. An altered or
 *   made-up id fails the HMAC check here, before any database query; one that passes it and is not found (2^-40 for a
 *   guess) is "not valid" all the same.
 * - The public lookup is limited per client IP (the share links' fixed windows, keys `cert:<ip>`), counted after the
 *   HMAC check so a forged id costs no database work at all.
 * - The PDF is the holder's only (anyone else: 404, like a missing one); revoking is for operators, with a reason,
 *   once, recorded in the audit trail in the same transaction.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_CONTEXT_CODES,
  CERTIFICATE_ID_PATTERN,
  CERTIFICATE_RULES,
  certificatePath,
  certificatePdfPath,
  type CertificateAchievement,
  type CertificateContext,
} from '@nirog/shared/certificates';
import { t } from '@nirog/shared/messages/catalogue';
import type { CertificatePublicView, CertificateView, MyCertificatesQuery } from '@nirog/shared/schemas/certificates';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../identity/identity.tables.ts';
import { hitWindow } from '../links/links.service.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificates } from './certificates.tables.ts';

/** What an area hands `issue` when a person earns a certificate. */
export interface IssueCertificateInput {
  userId: number;
  context: CertificateContext;
  /** The quiz's, webinar's, course's or olympiad's id in its own table. */
  subjectId: number;
  /** The subject's title as it should be printed (trimmed; at most 200 characters). */
  title: string;
  achievement: CertificateAchievement;
  /** When it was achieved (the attempt's end, the webinar's date...). */
  achievedAt: Date;
}

/** `issued`: a new certificate; `improved`: the kept one now states this better result; `kept`: nothing changed. */
export type IssueOutcome = 'issued' | 'improved' | 'kept';

export interface CertificateServiceDeps {
  db: Db;
  /** The key that signs public ids (config.certificateSecret or the one kept in the database). */
  secret: string;
  now?: () => Date;
  /** Public lookups per client IP and window (tests lower it). */
  lookupLimit?: { perIp: number; windowMinutes: number };
}

type Row = typeof certificates.$inferSelect;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_BYTES = 10;
const MAC_BYTES = 5;

function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

function unbase32(text: string): Buffer {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    value = (value << 5) | CROCKFORD.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

/** How good an achievement is; only results of the same kind are compared in practice (one subject, one kind). */
export function meritOf(a: CertificateAchievement): number {
  switch (a.kind) {
    case 'score':
      return Math.floor((a.score * 10_000) / a.total);
    case 'rank':
      return 1_000_000 - a.rank;
    case 'completed':
    case 'attended':
      return 0;
  }
}

function checkInput(input: IssueCertificateInput): IssueCertificateInput {
  const a = input.achievement;
  const title = input.title.trim().slice(0, CERTIFICATE_RULES.titleMax);
  const fine =
    Number.isInteger(input.userId) &&
    input.userId > 0 &&
    Number.isInteger(input.subjectId) &&
    input.subjectId > 0 &&
    CERTIFICATE_CONTEXT_CODES.includes(input.context) &&
    title.length > 0 &&
    !Number.isNaN(input.achievedAt.getTime()) &&
    (a.kind === 'score'
      ? Number.isInteger(a.score) && Number.isInteger(a.total) && a.total > 0 && a.score >= 0 && a.score <= a.total
      : a.kind === 'rank'
        ? Number.isInteger(a.rank) && a.rank >= 1 && (a.of === null || (Number.isInteger(a.of) && a.of >= a.rank))
        : a.kind === 'completed' || a.kind === 'attended');
  // A programming error of the calling area, not something a person can cause.
  if (!fine) throw new Error(`certificates.issue: invalid input ${JSON.stringify(input)}`);
  const achievement: CertificateAchievement =
    a.kind === 'score' ? { kind: 'score', score: a.score, total: a.total } : a.kind === 'rank' ? { kind: 'rank', rank: a.rank, of: a.of } : { kind: a.kind };
  return { ...input, title, achievement };
}

export function createCertificateService(deps: CertificateServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limit = deps.lookupLimit ?? { perIp: CERTIFICATE_RULES.lookupsPerIp, windowMinutes: CERTIFICATE_RULES.lookupWindowMinutes };
  const macOf = (random: Uint8Array) => crypto.createHmac('sha256', deps.secret).update('certificate-id:').update(random).digest().subarray(0, MAC_BYTES);

  function newPublicId(): string {
    const random = crypto.randomBytes(RANDOM_BYTES);
    return base32(Buffer.concat([random, macOf(random)]));
  }

  /** The canonical id when `raw` is one this server signed (any case), else null; no database query. */
  function signedId(raw: string): string | null {
    const id = raw.toUpperCase();
    if (!CERTIFICATE_ID_PATTERN.test(id)) return null;
    const bytes = unbase32(id);
    const mac = macOf(bytes.subarray(0, RANDOM_BYTES));
    return crypto.timingSafeEqual(mac, bytes.subarray(RANDOM_BYTES)) ? id : null;
  }

  const publicView = (r: Row): CertificatePublicView => ({
    publicId: r.publicId,
    holderName: r.holderName,
    context: r.context as CertificateContext,
    title: r.title,
    achievement: r.achievement,
    achievedAt: r.achievedAt.toISOString(),
    issuedAt: r.issuedAt.toISOString(),
    status: r.revokedAt ? 'revoked' : 'valid',
    revokedAt: r.revokedAt?.toISOString() ?? null,
    path: certificatePath(r.publicId),
  });
  const ownView = (r: Row): CertificateView => ({ ...publicView(r), userId: r.userId, subjectId: r.subjectId, pdfPath: certificatePdfPath(r.publicId), revokedReason: r.revokedReason });

  /**
   * Issues the person's certificate for a subject, or keeps the one they have (raising its result when this one is
   * better). Pass the transaction that records the achievement, so both commit or neither. Idempotent per (user,
   * context, subject); safe under parallel calls.
   */
  async function issue(tx: DbOrTx, raw: IssueCertificateInput): Promise<{ certificate: CertificateView; outcome: IssueOutcome }> {
    const input = checkInput(raw);
    const [holder] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, input.userId));
    if (!holder) throw new Error(`certificates.issue: no user ${input.userId}`);
    const publicId = newPublicId();
    const merit = meritOf(input.achievement);
    const [row] = await tx
      .insert(certificates)
      .values({
        publicId,
        userId: input.userId,
        context: input.context,
        subjectId: input.subjectId,
        title: input.title,
        holderName: holder.fullName.trim().slice(0, 100),
        achievement: input.achievement,
        merit,
        achievedAt: input.achievedAt,
        issuedAt: now(),
      })
      .onConflictDoUpdate({
        target: [certificates.userId, certificates.context, certificates.subjectId],
        set: { achievement: sql`excluded.achievement`, merit: sql`excluded.merit`, achievedAt: sql`excluded.achieved_at`, title: sql`excluded.title` },
        setWhere: sql`${certificates.revokedAt} IS NULL AND excluded.merit > ${certificates.merit}`,
      })
      .returning();
    if (row) return { certificate: ownView(row), outcome: row.publicId === publicId ? 'issued' : 'improved' };
    const [kept] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, input.userId), eq(certificates.context, input.context), eq(certificates.subjectId, input.subjectId)));
    return { certificate: ownView(kept!), outcome: 'kept' };
  }

  /** The holder's certificates, newest first, optionally of one context and subject. */
  async function mine(userId: number, q: MyCertificatesQuery): Promise<{ items: CertificateView[]; total: number }> {
    const where: SQL | undefined = and(
      eq(certificates.userId, userId),
      q.context ? eq(certificates.context, q.context) : undefined,
      q.subjectId ? eq(certificates.subjectId, q.subjectId) : undefined,
    );
    const [rows, [n]] = await Promise.all([
      db.select().from(certificates).where(where).orderBy(desc(certificates.issuedAt), desc(certificates.id)).offset(q.offset).limit(q.limit),
      db.select({ n: count() }).from(certificates).where(where),
    ]);
    return { items: rows.map(ownView), total: Number(n?.n ?? 0) };
  }

  async function byPublicId(publicId: string): Promise<Row | null> {
    const [row] = await db.select().from(certificates).where(eq(certificates.publicId, publicId)).limit(1);
    return row ?? null;
  }

  /** The public facts of a certificate (verification page); a forged, altered or unknown id: 404 "not valid". */
  async function verify(raw: string, ip: string): Promise<CertificatePublicView> {
    const id = signedId(raw);
    if (!id) throw AppError.of('not_found', 'certificate.error.notValid');
    const wait = await hitWindow(db, `cert:${ip}`.slice(0, 64), now(), { limit: limit.perIp, windowMs: limit.windowMinutes * 60_000 });
    if (wait !== null) throw new AppError('rate_limited', t('certificate.error.tooMany', { minutes: Math.ceil(wait / 60) }), { headers: { 'retry-after': String(wait) } });
    const row = await byPublicId(id);
    if (!row) throw AppError.of('not_found', 'certificate.error.notValid');
    return publicView(row);
  }

  /** The holder's PDF; anyone else's certificate (or a forged id) answers 404. `origin` makes the QR code's address. */
  async function pdf(userId: number, raw: string, origin: string): Promise<{ bytes: Buffer; fileName: string }> {
    const id = signedId(raw);
    const row = id ? await byPublicId(id) : null;
    if (!row || row.userId !== userId) throw AppError.of('not_found', 'certificate.error.notFound');
    const bytes = await renderCertificatePdf({
      publicId: row.publicId,
      holderName: row.holderName,
      context: row.context as CertificateContext,
      title: row.title,
      achievement: row.achievement,
      achievedAt: row.achievedAt,
      issuedAt: row.issuedAt,
      verifyUrl: `${origin}${certificatePath(row.publicId)}`,
    });
    // ASCII, as a Content-Disposition file name must be.
    return { bytes, fileName: `certificate-${row.publicId}.pdf` };
  }

  /** An operator's view of one certificate, with its holder's id and the reason it was revoked. */
  async function find(raw: string): Promise<CertificateView> {
    const id = signedId(raw);
    const row = id ? await byPublicId(id) : null;
    if (!row) throw AppError.of('not_found', 'certificate.error.notValid');
    return ownView(row);
  }

  /** Revokes a certificate (once: a second revoke is 409), recorded in the audit trail with its reason. */
  async function revoke(operatorId: number, raw: string, reason: string): Promise<CertificateView> {
    const id = signedId(raw);
    if (!id) throw AppError.of('not_found', 'certificate.error.notValid');
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(certificates)
        .set({ revokedAt: now(), revokedReason: reason, revokedBy: operatorId })
        .where(and(eq(certificates.publicId, id), isNull(certificates.revokedAt)))
        .returning();
      if (!done) {
        const [exists] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.publicId, id));
        throw exists ? AppError.of('conflict', 'certificate.error.alreadyRevoked') : AppError.of('not_found', 'certificate.error.notValid');
      }
      await recordAudit(tx, { actorId: operatorId, entity: 'certificate', entityId: done.publicId, action: 'revoke', before: { revokedAt: null }, after: { revokedAt: done.revokedAt }, reason });
      return ownView(done);
    });
  }

  return { issue, mine, verify, pdf, find, revoke, signedId };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
/** What an area needs to issue certificates: the one call, taking the area's transaction. */
export type CertificateIssuer = Pick<CertificateService, 'issue'>;
