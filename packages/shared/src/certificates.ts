/**
 * Certificates (issue 23 part 4, decision 067): the contexts of spec section 3, the public id's shape, the
 * achievements a certificate can state, and the pages' paths. Free of zod, so pages import it without the schema
 * library; `schemas/certificates.ts` re-exports it beside the contract.
 */
import { codes } from './codes/code-table.ts';
import { CERTIFICATE_CONTEXTS } from './codes/tables.ts';
import { t } from './messages/catalogue.ts';

export type CertificateContext = (typeof CERTIFICATE_CONTEXTS)[number]['code'];
export const CERTIFICATE_CONTEXT_CODES = codes(CERTIFICATE_CONTEXTS) as readonly CertificateContext[];

/**
 * A public id: 24 characters of Crockford base32 (digits and capitals without I, L, O, U), 15 bytes: 10 random ones
 * and the first 5 of an HMAC of them under a server secret. Case does not matter when one is typed.
 */
export const CERTIFICATE_ID_LENGTH = 24;
export const CERTIFICATE_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{24}$/;

export const CERTIFICATE_RULES = {
  titleMax: 200,
  reasonMin: 5,
  reasonMax: 300,
  /** Public verification lookups allowed per client IP in each window. */
  lookupsPerIp: 60,
  lookupWindowMinutes: 10,
} as const;

/**
 * What the certificate says was achieved. `score` (a quiz, an olympiad's marks): `score` of `total`; `rank`: a place
 * among `of` (an olympiad); `completed` (a course); `attended` (a webinar). A later, better result of the same kind
 * replaces a worse one (decision 067).
 */
export type CertificateAchievement =
  | { kind: 'score'; score: number; total: number }
  | { kind: 'rank'; rank: number; of: number | null }
  | { kind: 'completed' }
  | { kind: 'attended' };

export const percentOf = (score: number, total: number) => (total > 0 ? Math.round((score * 100) / total) : 0);

/** The achievement in the reader's language. */
export function achievementText(a: CertificateAchievement): string {
  switch (a.kind) {
    case 'score':
      return t('certificate.achievement.score', { score: a.score, total: a.total, percent: percentOf(a.score, a.total) });
    case 'rank':
      return a.of ? t('certificate.achievement.rankOf', { rank: a.rank, of: a.of }) : t('certificate.achievement.rank', { rank: a.rank });
    case 'completed':
      return t('certificate.achievement.completed');
    case 'attended':
      return t('certificate.achievement.attended');
  }
}

/** "for passing the quiz", "for completing the course"...: the line before the subject's title. */
export const contextLine = (context: CertificateContext) => t(`certificate.for.${context}`);
export const contextLabel = (context: CertificateContext) => t(`certificate.context.${context}`);

export const certificatePath = (publicId: string) => `/certificates/${publicId}`;
export const certificatePdfPath = (publicId: string) => `/api/v1/certificates/${publicId}/pdf`;
