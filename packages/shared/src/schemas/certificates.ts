/**
 * Certificates (issue 23 part 4, decision 067): the holder's list, the public verification of one, the operators'
 * revocation. The PDF download (`GET /v1/certificates/:publicId/pdf`) is not JSON and is not listed here.
 */
import { z } from 'zod';
import { t } from '../messages/catalogue.ts';
import { int, isoDateTime, pageOf } from './envelope.ts';
import { PAGING } from '../constants.ts';

// The rules, codes and paths, without zod: pages import them from '@nirog/shared/certificates'.
export * from '../certificates.ts';
import { CERTIFICATE_CONTEXT_CODES, CERTIFICATE_RULES, type CertificateContext } from '../certificates.ts';

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const contextEnum = z.enum(CERTIFICATE_CONTEXT_CODES as [CertificateContext, ...CertificateContext[]]);

/**
 * A certificate's public id as it arrives in a path. Its shape and its check against the server secret are the
 * service's, so a malformed id is "not valid" (404) like an altered one, not a validation error.
 */
export const certificateIdParam = z.strictObject({ publicId: z.string().max(64) });

export const myCertificatesQuery = z.object({
  context: z.preprocess(blank, contextEnum.optional()),
  subjectId: z.preprocess(blank, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(PAGING.defaultOffset)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).default(PAGING.defaultLimit).transform((v) => Math.min(v, PAGING.maxLimit))),
});
export type MyCertificatesQuery = z.output<typeof myCertificatesQuery>;

export const certificateAchievement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('score'), score: int, total: int }),
  z.object({ kind: z.literal('rank'), rank: int, of: int.nullable() }),
  z.object({ kind: z.literal('completed') }),
  z.object({ kind: z.literal('attended') }),
]);

/** What anyone may see of a certificate: the facts printed on it and whether it still stands (not why it was revoked). */
export const certificatePublicView = z.object({
  publicId: z.string(),
  holderName: z.string(),
  context: contextEnum,
  title: z.string(),
  achievement: certificateAchievement,
  achievedAt: isoDateTime,
  issuedAt: isoDateTime,
  status: z.enum(['valid', 'revoked']),
  revokedAt: isoDateTime.nullable(),
  /** The verification page's path and the PDF's (the PDF for the holder only). */
  path: z.string(),
});
export type CertificatePublicView = z.output<typeof certificatePublicView>;

/** The holder's own view (and the operators'): the public facts, the subject's id and the revocation's reason. */
export const certificateView = certificatePublicView.extend({
  userId: int,
  subjectId: int,
  pdfPath: z.string(),
  revokedReason: z.string().nullable(),
});
export type CertificateView = z.output<typeof certificateView>;

export const revokeCertificateBody = z.strictObject({
  reason: z
    .string({ error: () => t('certificate.rule.reason') })
    .trim()
    .min(CERTIFICATE_RULES.reasonMin, { error: () => t('certificate.rule.reason') })
    .max(CERTIFICATE_RULES.reasonMax, { error: () => t('certificate.rule.reasonTooLong', { max: CERTIFICATE_RULES.reasonMax }) }),
});
export type RevokeCertificateInput = z.output<typeof revokeCertificateBody>;

export const CERTIFICATE_ROUTES = {
  'GET /v1/certificates': pageOf(certificateView),
  'GET /pub/v1/certificates/:publicId': certificatePublicView,
  'GET /v1/admin/certificates/:publicId': certificateView,
  'POST /v1/admin/certificates/:publicId/revoke': certificateView,
} as const;
