/**
 * Verification calls (spec section 7, Auth and profile) and the back-office review queue. Registration bodies are
 * validated by the service with the shared schema of the user's type (so the form and the API give the same
 * messages); only the schema's own keys pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import { PAGING } from '@nirog/shared/constants';
import { codes } from '@nirog/shared/codes/code-table';
import { USER_TYPES, VERIFICATION_STATUS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { REGISTRATION_CALLS, REGISTRATION_KINDS, VERIFICATION_SORTS } from '@nirog/shared/schemas/verification';
import { officeListQuery } from '@nirog/shared/schemas/office-list';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { VerificationService, Viewer } from './verification.service.ts';

const tags = ['Verification'];
const adminTags = ['Back office'];
const idParam = z.object({ id: entityIdParam });
const userIdParam = z.object({ userId: entityIdParam });
const anyBody = z.record(z.string(), z.unknown());

const REGISTRATION_SUMMARY: Record<(typeof REGISTRATION_KINDS)[number], string> = {
  doctor:
    'Doctor and clinic registration: councilType (1 Central, 2 State), stateCouncil (state id, for 2), registrationNumber, registrationYear, medicalSystem, degreeCertificateUploadId.',
  student: 'Student registration: college, rollNumber, yearOfStudy (1-6), collegeIdUploadId.',
  chemist: 'Chemist registration: documentType (1 PAN, 2 GST), documentNumber, drugLicenceNumber, documentUploadId, drugLicenceUploadId.',
  retailer: 'Retailer, doctor distributor and chemist distributor registration: documentType (1 PAN, 2 GST), documentNumber, tradeLicenceUploadId.',
};

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = requireUser(request);
  return { id: user.id, role: user.role, userType: user.userType };
}

/** The review queue is support's (decision 032); a customer still hears `verification.operatorsOnly` from the service. */
function reviewerOf(request: FastifyRequest): Viewer {
  if (request.auth?.user.role === 'operator') requireRole(request, 'support');
  return viewerOf(request);
}

export async function verificationRoutes(app: FastifyInstance, { verification }: { verification: VerificationService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  for (const kind of REGISTRATION_KINDS) {
    r.post(`/users/:id/${REGISTRATION_CALLS[kind].path}`, {
      schema: {
        response: responsesOf(`POST /users/:id/${REGISTRATION_CALLS[kind].path as 'dr-registration'}`),
        tags,
        summary: `${REGISTRATION_SUMMARY[kind]} Upload each document first (POST /v1/uploads/presign, purpose document). Sets the status to 2 (under review).`,
        params: idParam,
        body: anyBody,
      },
    }, async (request) => {
      const { user } = requireUser(request);
      return ok(await verification.submit(user, request.params.id, kind, request.body), t('spec.verifyStatus2'));
    });
  }

  r.get('/v3/is_verified/:userId', {
    schema: { response: responsesOf('GET /v3/is_verified/:userId'),
      tags,
      summary: 'Verification status 0-4 of a user (the user themself or an operator), with the message to show. Individuals are always 1.',
      params: userIdParam,
      // The spec's call carries the user type; it is checked for form, and the answer is always for the user's real type.
      querystring: z.object({
        userType: z.coerce
          .number()
          .int()
          .refine((v) => (codes(USER_TYPES) as number[]).includes(v), { message: t('error.userTypeRequired') })
          .optional(),
      }),
    },
  }, async (request) => ok(await verification.status(viewerOf(request), request.params.userId)));

  r.get('/users/:id/registration', {
    schema: { response: responsesOf('GET /users/:id/registration'), tags, summary: 'The registration last submitted, with signed links to its current documents (the user themself or an operator).', params: idParam },
  }, async (request) => ok(await verification.registration(viewerOf(request), request.params.id)));

  r.get('/v1/admin/verifications', {
    schema: { response: responsesOf('GET /v1/admin/verifications'),
      tags: adminTags,
      summary: 'Review queue (operators): users by verification status (default 2, under review), oldest submission first unless sorted otherwise; search by name, mobile or email; by user type; with signed document links.',
      querystring: officeListQuery(VERIFICATION_SORTS, { sort: 'submitted', dir: 'asc' }).extend({
        status: z.coerce
          .number()
          .int()
          .refine((v) => (codes(VERIFICATION_STATUS) as number[]).includes(v))
          .default(2),
        userType: z.coerce
          .number()
          .int()
          .refine((v) => (codes(USER_TYPES) as number[]).includes(v))
          .optional(),
      }),
    },
  }, async (request) => ok(await verification.queue(reviewerOf(request), request.query)));

  r.get('/v1/admin/verifications/:userId', {
    schema: { response: responsesOf('GET /v1/admin/verifications/:userId'), tags: adminTags, summary: 'One submission (operators): registration details, documents and the decisions so far.', params: userIdParam },
  }, async (request) => ok(await verification.detail(reviewerOf(request), request.params.userId)));

  r.post('/v1/admin/verifications/:userId/decision', {
    schema: { response: responsesOf('POST /v1/admin/verifications/:userId/decision'),
      tags: adminTags,
      summary:
        "Approve (status 1) or reject (status 4, reason of 5-500 characters) a submission under review (operators). submittedAt, when sent, must be the submission's: a newer one is refused with 409.",
      params: userIdParam,
      body: anyBody,
    },
  }, async (request) => {
    const result = await verification.decide(reviewerOf(request), request.params.userId, request.body);
    const message = result.status === 1 ? t('admin.verifications.approvedToast', { name: result.fullName }) : t('admin.verifications.rejectedToast', { name: result.fullName });
    return ok(result, message);
  });
}
