/**
 * The doctor's desk (issue 8, part 7): who the provider is, both sides' appointments, the appointment calendar, and
 * the clinic an account owns (details, doctors, hours, photos).
 */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { isIsoDate } from '@nirog/shared/care';
import { clinicBody, clinicHoursBody } from '@nirog/shared/care-desk';
import { t } from '@nirog/shared/messages/catalogue';
import { mobileNumber, entityIdParam } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, ok } from '../../plugins/errors.ts';
import { providerOf, requireProvider } from './desk-access.ts';
import type { DeskService } from './desk.service.ts';
import { paging } from './requests.routes.ts';

const tags = ["Care: doctor's desk"];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const clinicParam = z.object({ clinicId: entityIdParam });

export async function deskRoutes(app: FastifyInstance, { db, desk }: { db: Db; desk: DeskService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v3/care-desk/me', { schema: { response: responsesOf('GET /v3/care-desk/me'), tags, summary: 'The signed-in user as a care provider: kind (doctor or clinic), modes offered, clinics; 403 for anyone else.' } }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await desk.me(provider));
  });

  r.get('/v3/my-appointments', {
    schema: {
      response: responsesOf('GET /v3/my-appointments'),
      tags,
      summary:
        "Appointments of the signed-in user: as=patient (booked by me, for me or my family) or as=doctor (with me, or at a clinic I own); when=upcoming (soonest first; includes one in progress) or past (latest first).",
      querystring: z.object({ ...paging, as: z.preprocess(blank, z.enum(['patient', 'doctor']).optional()), when: z.preprocess(blank, z.enum(['upcoming', 'past']).default('upcoming')) }),
    },
  }, async (request) => {
    const { user } = requireUser(request);
    const provider = await providerOf(db, user);
    const as = request.query.as ?? (provider ? 'doctor' : 'patient');
    if (as === 'doctor' && !provider) throw AppError.of('forbidden', 'desk.notProvider');
    return ok(await desk.appointments(user, as === 'doctor' ? provider : null, request.query));
  });

  r.get('/v3/appointment-calendar', {
    schema: {
      response: responsesOf('GET /v3/appointment-calendar'),
      tags,
      summary: 'The calendar of a doctor (or of the clinics an account owns) for one India day or the week (Monday to Sunday) around date: timings, breaks, days off and appointments per day.',
      querystring: z.object({
        view: z.preprocess(blank, z.enum(['day', 'week']).default('week')),
        date: z.preprocess(blank, z.string().refine(isIsoDate, { error: t('desk.schedule.dateInvalid') }).optional()),
      }),
    },
  }, async (request) => {
    const { provider } = await requireProvider(db, request);
    return ok(await desk.calendar(provider, request.query.view, request.query.date));
  });

  r.get('/v1/my-clinic', { schema: { response: responsesOf('GET /v1/my-clinic'), tags, summary: 'Clinics the signed-in account owns, with details, doctors, opening hours and photos.' } }, async (request) => {
    const { user } = requireUser(request);
    return ok({ items: await desk.myClinics(user.id) });
  });

  r.post('/v1/my-clinic', {
    schema: { response: responsesOf('POST /v1/my-clinic'), tags, summary: 'Add a clinic (verified clinic accounts and doctors). The city comes from the pincode; the page address from the name.', body: clinicBody },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const created = await desk.createClinic(user, request.body);
    reply.status(201);
    return ok(created, t('desk.clinic.created'));
  });

  r.put('/v1/my-clinic/:clinicId', { schema: { response: responsesOf('PUT /v1/my-clinic/:clinicId'), tags, summary: 'Change the details of a clinic you own (its page address stays).', params: clinicParam, body: clinicBody } }, async (request) => {
    const { user } = requireUser(request);
    return ok(await desk.updateClinic(user.id, request.params.clinicId, request.body), t('desk.clinic.saved'));
  });

  r.put('/v1/my-clinic/:clinicId/hours', {
    schema: { response: responsesOf('PUT /v1/my-clinic/:clinicId/hours'), tags, summary: 'Replace the opening hours (India time, minutes after midnight, weekday 0 = Sunday; spans of one day may not overlap).', params: clinicParam, body: clinicHoursBody },
  }, async (request) => {
    const { user } = requireUser(request);
    return ok(await desk.setClinicHours(user.id, request.params.clinicId, request.body.hours), t('desk.clinic.hoursSaved'));
  });

  r.post('/v1/my-clinic/:clinicId/photos', {
    schema: { response: responsesOf('POST /v1/my-clinic/:clinicId/photos'), tags, summary: 'Add a photo: an image you uploaded (POST /v1/uploads/presign, purpose profile_pic).', params: clinicParam, body: z.strictObject({ uploadId: z.string().uuid(), caption: z.preprocess(blank, z.string().trim().max(120).optional()) }) },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const photo = await desk.addClinicPhoto(user.id, request.params.clinicId, request.body.uploadId, request.body.caption ?? null);
    reply.status(201);
    return ok(photo, t('desk.clinic.photoAdded'));
  });

  r.delete('/v1/my-clinic/:clinicId/photos/:photoId', { schema: { response: responsesOf('DELETE /v1/my-clinic/:clinicId/photos/:photoId'), tags, summary: 'Remove a photo.', params: clinicParam.extend({ photoId: entityIdParam }) } }, async (request) => {
    const { user } = requireUser(request);
    await desk.removeClinicPhoto(user.id, request.params.clinicId, request.params.photoId);
    return ok(null, t('desk.clinic.photoRemoved'));
  });

  r.post('/v1/my-clinic/:clinicId/doctors', {
    schema: { response: responsesOf('POST /v1/my-clinic/:clinicId/doctors'), tags, summary: 'Add a verified doctor who practises here, by their mobile number.', params: clinicParam, body: z.strictObject({ mobile: mobileNumber }) },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    const doctor = await desk.addClinicDoctor(user.id, request.params.clinicId, request.body.mobile);
    reply.status(201);
    return ok(doctor, t('desk.clinic.doctorAdded'));
  });

  r.delete('/v1/my-clinic/:clinicId/doctors/:doctorId', { schema: { response: responsesOf('DELETE /v1/my-clinic/:clinicId/doctors/:doctorId'), tags, summary: 'Remove a doctor from the clinic.', params: clinicParam.extend({ doctorId: entityIdParam }) } }, async (request) => {
    const { user } = requireUser(request);
    await desk.removeClinicDoctor(user.id, request.params.clinicId, request.params.doctorId);
    return ok(null, t('desk.clinic.doctorRemoved'));
  });
}
