/** Schedule calls of spec section 7 (Care: /v3/appointment timings and slots): the doctor's week, breaks, days off, fees and rules; free slots for patients. */
import type { FastifyInstance } from 'fastify';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import { z } from 'zod';
import { entityIdParam } from '@nirog/shared/schemas/fields';
import { t } from '@nirog/shared/messages/catalogue';
import { breakBody, dayOffBody, isoDate, scheduleSettingsBody, slotsQuery, timingsBody } from '@nirog/shared/schemas/care';
import { requireUser } from '../../plugins/auth.ts';
import { ok } from '../../plugins/errors.ts';
import type { ScheduleService } from './schedule.service.ts';

const tags = ['Care schedule'];

export async function scheduleRoutes(app: FastifyInstance, { schedule }: { schedule: ScheduleService }) {
  const r = app.withTypeProvider<ContractTypeProvider>();

  r.get('/pub/v3/appointment/slots', {
    schema: { response: responsesOf('GET /pub/v3/appointment/slots'), tags, summary: "A listed doctor's free slots per India date (from today, up to 30 days ahead): weekly timings minus days off, breaks and bookings.", querystring: slotsQuery },
  }, async (request) => ok(await schedule.slots({ ...request.query, mode: request.query.mode as 0 | 1 | undefined })));

  r.get('/v3/appointment/timings', { schema: { response: responsesOf('GET /v3/appointment/timings'), tags, summary: "The signed-in doctor's schedule: fees and rules, clinics, weekly timings, breaks and coming days off." } }, async (request) =>
    ok(await schedule.view(requireUser(request).user)),
  );

  r.put('/v3/appointment/timings', {
    schema: { response: responsesOf('PUT /v3/appointment/timings'), tags, summary: 'Replace the weekly timings (per clinic for in-clinic, or video): weekday 0-6 (0 Sunday), start and end "HH:MM" India time, slot length 5-120 minutes.', body: timingsBody },
  }, async (request) => ok(await schedule.replaceTimings(requireUser(request).user, request.body.timings), t('care.toast.timingsSaved')));

  r.put('/v3/appointment/settings', { schema: { response: responsesOf('PUT /v3/appointment/settings'), tags, summary: 'Fees per mode in paise (null: not offered) and the cancel and reschedule notice in hours.', body: scheduleSettingsBody } }, async (request) =>
    ok(await schedule.updateSettings(requireUser(request).user, request.body), t('care.toast.settingsSaved')),
  );

  r.post('/v3/appointment/breaks', { schema: { response: responsesOf('POST /v3/appointment/breaks'), tags, summary: 'Add a recurring break on one weekday, or every day (weekday null).', body: breakBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await schedule.addBreak(requireUser(request).user, request.body), t('care.toast.breakAdded'));
  });

  r.delete('/v3/appointment/breaks/:id', { schema: { response: responsesOf('DELETE /v3/appointment/breaks/:id'), tags, summary: 'Remove a break.', params: z.object({ id: entityIdParam }) } }, async (request) =>
    ok(await schedule.removeBreak(requireUser(request).user, request.params.id), t('care.toast.breakRemoved')),
  );

  r.post('/v3/appointment/days-off', { schema: { response: responsesOf('POST /v3/appointment/days-off'), tags, summary: 'Take a whole India date off (no new bookings). Appointments already booked that day are returned to be moved.', body: dayOffBody } }, async (request, reply) => {
    reply.status(201);
    return ok(await schedule.addDayOff(requireUser(request).user, request.body), t('care.toast.dayOffAdded'));
  });

  r.delete('/v3/appointment/days-off/:date', { schema: { response: responsesOf('DELETE /v3/appointment/days-off/:date'), tags, summary: 'Work on a day taken off after all.', params: z.object({ date: isoDate }) } }, async (request) =>
    ok(await schedule.removeDayOff(requireUser(request).user, request.params.date), t('care.toast.dayOffRemoved')),
  );
}
