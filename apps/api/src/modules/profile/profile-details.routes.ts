/**
 * Profile calls (spec section 7, Auth and profile): the profile, email verification send and verify, the profile
 * picture, and add/update/delete for education, experience, services, specializations, awards, memberships and
 * languages. Ownership is checked before the body is validated, so another user's id answers 404 whatever is sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import {
  basicProfileBody,
  PROFILE_SECTIONS,
  profilePictureBody,
  SECTION_SCHEMAS,
  sendEmailCodeBody,
  verifyEmailBody,
  type ProfileSection,
  type SectionEntryData,
} from '@nirog/shared/schemas/profile';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { assertOwner, assertPractitioner, createProfileDetailsService, type ProfileDetailsDeps } from './profile-details.service.ts';

const tags = ['Profile'];
const userParams = z.object({ id: entityIdParam });
const entryParams = userParams.extend({ entryId: entityIdParam });

/** The raw `:id` of the path, before validation: a number, or NaN. */
const rawId = (request: FastifyRequest) => Number((request.params as { id?: string }).id);

/** preValidation: the session user must own the profile in the path (401, then 404). */
async function ownerOnly(request: FastifyRequest) {
  const { user } = requireUser(request);
  assertOwner(user, rawId(request));
}

/** preValidation for the professional sections: the owner, and a practitioner (403 for individuals). */
async function practitionerOwnerOnly(request: FastifyRequest) {
  const { user } = requireUser(request);
  assertOwner(user, rawId(request));
  assertPractitioner(user);
}

export async function profileDetailsRoutes(app: FastifyInstance, deps: ProfileDetailsDeps) {
  const profiles = createProfileDetailsService(deps);
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v1/users/:id/profile', {
    schema: { response: responsesOf('GET /v1/users/:id/profile'), tags, summary: 'A profile: basic details, email and its verification, picture link, and for practitioners the professional sections (owner or operator).', params: userParams },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.view(user, request.params.id));
  });

  r.put('/v1/users/:id/profile', {
    schema: { response: responsesOf('PUT /v1/users/:id/profile'),
      tags,
      summary: 'Update name, salutation, gender and email (owner only). A new email is saved unverified. User type, role, mobile number and status cannot be changed here.',
      params: userParams,
      body: basicProfileBody,
    },
    preValidation: ownerOnly,
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.updateBasic(user, request.params.id, request.body), t('profileDetails.saved'));
  });

  for (const section of PROFILE_SECTIONS) {
    const body = SECTION_SCHEMAS[section] as z.ZodType<SectionEntryData[ProfileSection]>;
    const label = t(`profileSection.${section}`);

    r.post(`/v1/users/:id/profile/${section}`, {
      schema: { response: responsesOf(`POST /v1/users/:id/profile/${section}`), tags, summary: `Add an entry to ${label} (practitioners, owner only; at most 30 per section).`, params: userParams, body },
      preValidation: practitionerOwnerOnly,
    }, async (request, reply) => {
      const { user } = requireUser(request);
      const entry = await profiles.addEntry(user, request.params.id, section, request.body);
      reply.status(201);
      return ok(entry, t('profileSection.added'));
    });

    r.put(`/v1/users/:id/profile/${section}/:entryId`, {
      schema: { response: responsesOf(`PUT /v1/users/:id/profile/${section}/:entryId`), tags, summary: `Replace an entry of ${label}.`, params: entryParams, body },
      preValidation: practitionerOwnerOnly,
    }, async (request) => {
      const { user } = requireUser(request);
      return ok(await profiles.updateEntry(user, request.params.id, section, request.params.entryId, request.body), t('profileSection.updated'));
    });

    r.delete(`/v1/users/:id/profile/${section}/:entryId`, {
      schema: { response: responsesOf(`DELETE /v1/users/:id/profile/${section}/:entryId`), tags, summary: `Delete an entry of ${label}.`, params: entryParams },
      preValidation: practitionerOwnerOnly,
    }, async (request) => {
      const { user } = requireUser(request);
      await profiles.removeEntry(user, request.params.id, section, request.params.entryId);
      return ok(null, t('profileSection.deleted'));
    });
  }

  r.post('/v1/users/:id/email/send', {
    schema: { response: responsesOf('POST /v1/users/:id/email/send'), tags, summary: 'Email a 6-digit code to an address (valid 10 minutes; at most 5 sends in 10 minutes).', params: userParams, body: sendEmailCodeBody },
    preValidation: ownerOnly,
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.sendEmailCode(user, request.params.id, request.body.email, request.log), t('profileEmail.codeSent'));
  });

  r.post('/v1/users/:id/email/verify', {
    schema: { response: responsesOf('POST /v1/users/:id/email/verify'), tags, summary: 'Verify the code sent to an address; the address becomes the verified email of the account.', params: userParams, body: verifyEmailBody },
    preValidation: ownerOnly,
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.verifyEmail(user, request.params.id, request.body.email, request.body.code), t('profileEmail.verifiedToast'));
  });

  r.put('/v1/users/:id/profile-picture', {
    schema: { response: responsesOf('PUT /v1/users/:id/profile-picture'), tags, summary: 'Use a stored profile_pic upload (POST /v1/uploads/presign, then PUT the bytes) as the profile picture.', params: userParams, body: profilePictureBody },
    preValidation: ownerOnly,
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.setPicture(user, request.params.id, request.body.uploadId), t('profileDetails.pictureSaved'));
  });

  r.delete('/v1/users/:id/profile-picture', {
    schema: { response: responsesOf('DELETE /v1/users/:id/profile-picture'), tags, summary: 'Remove the profile picture.', params: userParams },
    preValidation: ownerOnly,
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await profiles.removePicture(user, request.params.id), t('profileDetails.pictureRemoved'));
  });
}
