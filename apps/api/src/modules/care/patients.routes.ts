/**
 * Patients of a doctor or clinic (spec section 7, Care: /v2/patients/{userId}, notes, medical-records; the paginated
 * list with userId, patientId, offset, limit; the call with mobile, doctorId, memberPatientId; the call with doctorId,
 * searchType). `userId` and `doctorId` are the signed-in provider's own id: any other id is not found.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { DESK_PAGE_MAX, DESK_PAGE_SIZE, medicalRecordBody, noteBody, noteUpdateBody, PATIENT_SEARCH_TYPES, patientBody, patientUpdateBody } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { mobileNumber, entityIdParam } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { notFound, providerOf, requireProvider } from './desk-access.ts';
import type { PatientsService } from './patients.service.ts';

const tags = ['Care: patients'];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = entityIdParam;
const offsetPaging = {
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(DESK_PAGE_MAX).default(DESK_PAGE_SIZE)),
};
const userParam = z.object({ userId: id });
const patientParams = z.object({ userId: id, patientId: id });

export async function patientsRoutes(app: FastifyInstance, { db, patients }: { db: Db; patients: PatientsService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  /** The provider, when `userId` is their own id. */
  async function self(request: FastifyRequest, userId: number) {
    const { provider } = await requireProvider(db, request);
    if (provider.userId !== userId) throw notFound();
    return provider;
  }

  r.get('/v2/patients/:userId', {
    schema: { response: responsesOf('GET /v2/patients/:userId'), tags, summary: "The provider's patients by name (offset, limit, search by name or mobile). Bookings add people here by themselves.", params: userParam, querystring: z.object({ ...offsetPaging, search: z.preprocess(blank, z.string().trim().max(60).optional()) }) },
  }, async (request) => ok(await patients.list(await self(request, request.params.userId), request.query)));

  r.get('/v2/patients/by-doctor', {
    schema: {
      response: responsesOf('GET /v2/patients/by-doctor'),
      tags,
      summary: 'The call by doctorId and searchType: all (by name), upcoming (with a coming appointment, soonest first), recent (seen in the last 30 days), new (added in the last 30 days); optional search.',
      querystring: z.object({ ...offsetPaging, doctorId: id, searchType: z.preprocess(blank, z.enum(PATIENT_SEARCH_TYPES).default('all')), search: z.preprocess(blank, z.string().trim().max(60).optional()) }),
    },
  }, async (request) => ok(await patients.list(await self(request, request.query.doctorId), request.query)));

  r.get('/v2/patients/by-mobile', {
    schema: { response: responsesOf('GET /v2/patients/by-mobile'), tags, summary: "The call by mobile, doctorId and memberPatientId: the provider's patient with that number (and family member), or null.", querystring: z.object({ mobile: mobileNumber, doctorId: id, memberPatientId: z.preprocess(blank, id.optional()) }) },
  }, async (request) => ok(await patients.byMobile(await self(request, request.query.doctorId), request.query.mobile, request.query.memberPatientId ?? null)));

  r.post('/v2/patients/:userId', {
    schema: { response: responsesOf('POST /v2/patients/:userId'), tags, summary: 'Add a patient (a walk-in): name, mobile, gender, date of birth. 409 when the number is already among your patients.', params: userParam, body: patientBody },
  }, async (request, reply) => {
    const created = await patients.create(await self(request, request.params.userId), request.body);
    reply.status(201);
    return ok(created, t('desk.patient.added'));
  });

  r.get('/v2/patients/:userId/:patientId', { schema: { response: responsesOf('GET /v2/patients/:userId/:patientId'), tags, summary: 'One patient (patientId = patientAssociationId): details, chosen address, family members you see, counts.', params: patientParams } }, async (request) =>
    ok(await patients.detail(await self(request, request.params.userId), request.params.patientId)),
  );

  r.put('/v2/patients/:userId/:patientId', {
    schema: { response: responsesOf('PUT /v2/patients/:userId/:patientId'), tags, summary: "Edit a patient's details (the mobile number only while the patient has no Nirog account).", params: patientParams, body: patientUpdateBody },
  }, async (request) => ok(await patients.update(await self(request, request.params.userId), request.params.patientId, request.body), t('desk.patient.saved')));

  r.put('/v2/patients/:userId/:patientId/address', {
    schema: { response: responsesOf('PUT /v2/patients/:userId/:patientId/address'), tags, summary: 'Choose the patient\'s delivery address among those you keep for them (/v1/address with patient_id = patientId); null clears it.', params: patientParams, body: z.strictObject({ addressId: id.nullable() }) },
  }, async (request) => ok(await patients.selectAddress(await self(request, request.params.userId), request.params.patientId, request.body.addressId), t('desk.patient.addressChosen')));

  r.get('/v2/patient-appointments', {
    schema: { response: responsesOf('GET /v2/patient-appointments'), tags, summary: "The paginated list (userId, patientId, offset, limit): the patient's appointments with you, newest first.", querystring: z.object({ ...offsetPaging, userId: id, patientId: id }) },
  }, async (request) => ok(await patients.appointments(await self(request, request.query.userId), request.query.patientId, request.query)));

  // --- notes (patientAssociationId, noteId) ---

  r.get('/v2/patient-notes', { schema: { response: responsesOf('GET /v2/patient-notes'), tags, summary: "Your notes on a patient, newest first. Notes written for an appointment are shared with the patient in that consultation.", querystring: z.object({ ...offsetPaging, patientAssociationId: id }) } }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await patients.notes(provider, request.query.patientAssociationId, request.query));
  });

  r.post('/v2/patient-notes', { schema: { response: responsesOf('POST /v2/patient-notes'), tags, summary: 'Write a note on a patient (optionally for one of their appointments with you).', body: noteBody } }, async (request, reply) => {
    const { provider } = await requireProvider(db, request);
    const note = await patients.addNote(provider, request.body);
    reply.status(201);
    return ok(note, t('desk.note.saved'));
  });

  r.put('/v2/patient-notes/:noteId', { schema: { response: responsesOf('PUT /v2/patient-notes/:noteId'), tags, summary: 'Change a note you wrote.', params: z.object({ noteId: id }), body: noteUpdateBody } }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await patients.updateNote(provider, request.params.noteId, request.body.body), t('desk.note.saved'));
  });

  r.delete('/v2/patient-notes/:noteId', { schema: { response: responsesOf('DELETE /v2/patient-notes/:noteId'), tags, summary: 'Delete a note you wrote.', params: z.object({ noteId: id }) } }, async (request) => {
    const { provider } = await requireProvider(db, request);
    await patients.deleteNote(provider, request.params.noteId);
    return ok(null, t('desk.note.deleted'));
  });

  // --- medical records ---

  r.get('/v2/medical-records', {
    schema: {
      response: responsesOf('GET /v2/medical-records'),
      tags,
      summary: "Medical records: a patient's own (or a family member's, memberPatientId); a provider's view of one patient (patientAssociationId) shows what they uploaded and, when they treat the patient, the patient's own records.",
      querystring: z.object({ patientAssociationId: z.preprocess(blank, id.optional()), memberPatientId: z.preprocess(blank, id.optional()) }),
    },
  }, async (request) => {
    if (request.query.patientAssociationId !== undefined) {
      const { provider } = await requireProvider(db, request);
      return ok(await patients.providerRecords(provider, request.query.patientAssociationId));
    }
    return ok(await patients.patientRecords(requireUser(request).user, request.query.memberPatientId ?? null));
  });

  r.post('/v2/medical-records', {
    schema: { response: responsesOf('POST /v2/medical-records'), tags, summary: 'Add a medical record from an upload (POST /v1/uploads/presign, purpose document): your own (or a family member\'s), or, as a provider, for a patient (patientAssociationId).', body: medicalRecordBody },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const provider = request.body.patientAssociationId !== undefined ? await providerOf(db, user) : null;
    const record = await patients.addRecord(user, provider, request.body);
    reply.status(201);
    return ok(record, t('desk.record.added'));
  });

  r.get('/v2/medical-records/:id/url', { schema: { response: responsesOf('GET /v2/medical-records/:id/url'), tags, summary: 'A signed link (5 minutes) to the file, for its patient, its uploader and the doctors who treat the patient.', params: z.object({ id }) } }, async (request) =>
    ok(await patients.recordUrl(requireUser(request).user, request.params.id)),
  );

  r.get('/v2/medical-records/:id/file', { schema: { response: { 302: z.null().describe('To the signed link of the file (Location); no body.') }, tags, summary: 'Opens the file (redirects to a signed link), with the same access rule.', params: z.object({ id }) } }, async (request, reply) => {
    const { url } = await patients.recordUrl(requireUser(request).user, request.params.id);
    reply.header('cache-control', 'no-store');
    return reply.redirect(url, 302);
  });

  r.delete('/v2/medical-records/:id', { schema: { response: responsesOf('DELETE /v2/medical-records/:id'), tags, summary: 'Delete a record you uploaded.', params: z.object({ id }) } }, async (request) => {
    await patients.deleteRecord(requireUser(request).user, request.params.id);
    return ok(null, t('desk.record.deleted'));
  });
}
