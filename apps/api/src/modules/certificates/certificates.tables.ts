import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CertificateAchievement } from '@nirog/shared/certificates';
import { sqlInList } from '@nirog/shared/codes/code-table';
import { CERTIFICATE_CONTEXTS } from '@nirog/shared/codes/tables';
import { users } from '../identity/identity.tables.ts';

/**
 * Certificates (issue 23 part 4, decision 067).
 *
 * One per person, context and subject (the quiz, webinar, course or olympiad): the unique index makes a second issue
 * (a retake that passes again, two parallel submits) land on the same row, whose `merit` it may raise. `public_id` is
 * the unguessable id printed on the certificate and in its QR code (10 random bytes and 5 bytes of an HMAC, Crockford
 * base32); it never changes. `holder_name` is the name as printed, taken from the account at the first issue.
 * Revoked: `revoked_at` and `revoked_reason` both set, and never unset by a later issue.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    context: varchar('context', { length: 16 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    achievement: jsonb('achievement').$type<CertificateAchievement>().notNull(),
    /** How good the achievement is, to compare a new result with the kept one (higher is better; decision 067). */
    merit: integer('merit').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 300 }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_public_id_uq').on(t.publicId),
    uniqueIndex('certificates_subject_uq').on(t.userId, t.context, t.subjectId),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    check('certificates_context_ck', sql.raw(`context IN (${sqlInList(CERTIFICATE_CONTEXTS)})`)),
    check('certificates_public_id_ck', sql`public_id ~ '^[0-9A-HJKMNP-TV-Z]{24}$'`),
    check('certificates_revoked_ck', sql`(revoked_at IS NULL) = (revoked_reason IS NULL)`),
  ],
);
