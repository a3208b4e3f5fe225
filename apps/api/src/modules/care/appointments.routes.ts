/** Booking calls of spec section 7 (Care: /v3/appointment(s), member-patient): book, list, cancel, reschedule, close, review. */
import type { FastifyInstance } from 'fastify';
import { nonJsonResponse, responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { publicOrigin } from '../payments/payments.routes.ts';
import { appointmentIcs } from './appointment-ics.ts';
import { z } from 'zod';
import { t } from '@nirog/shared/messages/catalogue';
import { bookBody, cancelBody, isoDate, memberPatientBody, rescheduleBody } from '@nirog/shared/schemas/care';
import { FREE_TEXT_PATTERN, entityIdParam, PG_INT_MAX } from '@nirog/shared/schemas/fields';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import { requireWriteAccess } from '../identity/access.service.ts';
import type { AppointmentService } from './appointments.service.ts';

const tags = ['Care appointments'];
const idParam = z.object({ id: entityIdParam });

export async function appointmentRoutes(app: FastifyInstance, { db, appointments, publicUrl = null, now = () => new Date() }: { db: Db; appointments: AppointmentService; publicUrl?: string | null; now?: () => Date }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/v2/patients/member-patient', { schema: { response: responsesOf('GET /v2/patients/member-patient'), tags, summary: 'The family members the signed-in patient books for.' } }, async (request) =>
    ok({ items: await appointments.members(requireUser(request).user) }),
  );

  r.post('/v2/patients/member-patient', { schema: { response: responsesOf('POST /v2/patients/member-patient'), tags, summary: 'Add a family member (name, relation, gender, date of birth, mobile).', body: memberPatientBody } }, async (request, reply) => {
    const member = await appointments.addMember(requireUser(request).user, request.body);
    reply.status(201);
    return ok(member, t('care.toast.memberAdded'));
  });

  r.delete('/v2/patients/member-patient/:id', { schema: { response: responsesOf('DELETE /v2/patients/member-patient/:id'), tags, summary: 'Remove a family member (past appointments keep their name).', params: idParam } }, async (request) => {
    await appointments.removeMember(requireUser(request).user, request.params.id);
    return ok(null, t('care.toast.memberRemoved'));
  });

  r.post('/v3/appointment', {
    schema: {
      response: responsesOf('POST /v3/appointment'),
      tags,
      summary: 'Book a free slot with a listed doctor: mode 0 video or 1 in-clinic (with the clinic), for oneself or a family member (memberPatientId), paying at the clinic. 409 when the slot was just taken or the patient is busy then.',
      body: bookBody,
    },
  }, async (request, reply) => {
    const { user } = requireUser(request);
    await requireWriteAccess(db, request, 'FindDoctors');
    const view = await appointments.book(user, request.body, request.log);
    reply.status(201);
    return ok(view, t('care.toast.booked'));
  });

  r.get('/v3/appointments', {
    schema: {
      response: responsesOf('GET /v3/appointments'),
      tags,
      summary: "The signed-in user's appointments as patient or as doctor: upcoming, past or all; optionally between two India dates.",
      querystring: z.object({
        role: z.enum(['patient', 'doctor']).default('patient'),
        when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
        from: isoDate.optional(),
        to: isoDate.optional(),
        skip: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
        limit: z.coerce.number().int().min(1).max(100).default(10),
      }),
    },
  }, async (request) => {
    const q = request.query;
    return ok(
      await appointments.list(requireUser(request).user, {
        ...q,
        from: q.from ? new Date(`${q.from}T00:00:00+05:30`) : undefined,
        to: q.to ? new Date(new Date(`${q.to}T00:00:00+05:30`).getTime() + 86_400_000) : undefined,
      }),
    );
  });

  r.get('/v3/appointments/:id', { schema: { response: responsesOf('GET /v3/appointments/:id'), tags, summary: 'One appointment, for its patient or its doctor.', params: idParam } }, async (request) =>
    ok(await appointments.get(requireUser(request).user, request.params.id)),
  );

  r.get('/v3/appointments/:id/calendar.ics', {
    schema: { response: nonJsonResponse('text/calendar', 'The appointment as an iCalendar (RFC 5545) file.'), tags, summary: 'Add to calendar: one appointment as an .ics file, for its patient or its doctor (anyone else 404).', params: idParam },
  }, async (request, reply) => {
    const view = await appointments.get(requireUser(request).user, request.params.id);
    const ics = appointmentIcs(view, { origin: publicOrigin(publicUrl, request), now: now() });
    reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="appointment-${view.id}.ics"`).header('cache-control', 'private, no-store');
    return reply.send(ics);
  });

  r.post('/v3/appointments/:id/cancel', { schema: { response: responsesOf('POST /v3/appointments/:id/cancel'), tags, summary: "Cancel: the patient until the doctor's notice (hours before the slot), the doctor until it starts.", params: idParam, body: cancelBody } }, async (request) =>
    ok(await appointments.cancel(requireUser(request).user, request.params.id, request.body.reason, request.log), t('care.toast.cancelled')),
  );

  r.post('/v3/appointments/:id/reschedule', { schema: { response: responsesOf('POST /v3/appointments/:id/reschedule'), tags, summary: "Move to another free slot of the same doctor, mode and clinic, until the doctor's reschedule notice.", params: idParam, body: rescheduleBody } }, async (request) =>
    ok(await appointments.reschedule(requireUser(request).user, request.params.id, request.body.startsAt, request.log), t('care.toast.rescheduled')),
  );

  r.post('/v3/appointments/:id/complete', { schema: { response: responsesOf('POST /v3/appointments/:id/complete'), tags, summary: 'The doctor marks a started appointment as completed.', params: idParam } }, async (request) =>
    ok(await appointments.close(requireUser(request).user, request.params.id, 'completed'), t('care.toast.completed')),
  );

  r.post('/v3/appointments/:id/no-show', { schema: { response: responsesOf('POST /v3/appointments/:id/no-show'), tags, summary: 'The doctor marks that the patient did not come.', params: idParam } }, async (request) =>
    ok(await appointments.close(requireUser(request).user, request.params.id, 'no_show'), t('care.toast.noShow')),
  );

  r.post('/v3/appointments/:id/review', {
    schema: {
      response: responsesOf('POST /v3/appointments/:id/review'),
      tags,
      summary: 'Rate a completed appointment 1-5 with an optional comment (once, by the patient who booked).',
      params: idParam,
      body: z.strictObject({
        rating: z.coerce.number().int().min(1, { error: t('care.review.ratingRange') }).max(5, { error: t('care.review.ratingRange') }),
        comment: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(1000).regex(FREE_TEXT_PATTERN, { error: t('error.freeTextChars') }).optional()),
      }),
    },
  }, async (request, reply) => {
    const view = await appointments.review(requireUser(request).user, request.params.id, request.body);
    reply.status(201);
    return ok(view, t('care.toast.reviewed'));
  });
}
