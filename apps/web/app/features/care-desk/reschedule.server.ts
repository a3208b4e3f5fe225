/**
 * Rescheduling an appointment from /my-appointments (/my-appointments/reschedule/:id): the free slots of the same
 * doctor, mode and clinic by date, and the move itself. The date and the slot live in the URL and the form is a plain
 * POST, so it works without JavaScript. The API decides what is allowed; its messages show on the form.
 */
import { data, redirect } from 'react-router';
import type { AppointmentView } from '@nirog/shared/schemas/care';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { requireUser } from '../../lib/session.server.ts';
import { str, withToast } from './desk.server.ts';
import { MY_UPCOMING, type RescheduleFailure, type RescheduleState } from './reschedule.ts';
import { idOr404 } from '../../lib/route-params.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why the signed-in user cannot move this appointment now, in the words the API uses when it refuses. */
function blockedReason(a: AppointmentView, viewerId: number): string | null {
  if (a.patient.userId !== viewerId) return t('care.book.patientReschedules');
  if (a.status === 'pending_payment') return t('care.book.payBeforeReschedule');
  if (a.status !== 'booked') return t('care.book.notActive');
  if (!a.canReschedule) return t('care.book.rescheduleTooLate', { hours: a.rules.rescheduleBeforeHours });
  return null;
}

async function appointmentOf(api: ApiClient, id: number) {
  const res = await api.get(`/v3/appointments/${id}`);
  if (!res.ok) throw new Response(res.error.error, { status: res.httpStatus === 404 ? 404 : 502 });
  return res.entity;
}

export async function loadReschedule(api: ApiClient, request: Request, param: string | undefined): Promise<RescheduleState> {
  const user = await requireUser(api, request);
  const appointment = await appointmentOf(api, idOr404(param));
  const blocked = blockedReason(appointment, user.id);
  if (blocked) return { appointment, blocked, days: [], date: null, slot: null };

  const q = new URL(request.url).searchParams;
  const clinic = appointment.mode === 1 && appointment.clinic ? `&clinicId=${appointment.clinic.id}` : '';
  const res = await api.get(`/pub/v3/appointment/slots?doctorId=${appointment.doctor.id}&days=7&mode=${appointment.mode}${clinic}`);
  if (!res.ok) throw new Response(res.error.error, { status: 502 });
  const days = res.entity.days;
  const asked = q.get('date') ?? '';
  const date = DATE.test(asked) && days.some((d) => d.date === asked) ? asked : (days.find((d) => d.slots.length > 0)?.date ?? days[0]?.date ?? null);
  const slots = days.find((d) => d.date === date)?.slots ?? [];
  const askedSlot = q.get('slot');
  const slot = askedSlot && slots.some((s) => s.startsAt === askedSlot) ? askedSlot : null;
  return { appointment, blocked: null, days, date, slot };
}

export async function rescheduleAction(api: ApiClient, request: Request, param: string | undefined) {
  await requireUser(api, request);
  const id = idOr404(param);
  const form = await request.formData();
  const startsAt = str(form.get('startsAt')).trim();
  if (!startsAt) return data<RescheduleFailure>({ error: t('care.rule.slotPick'), fields: { startsAt: t('care.rule.slotPick') } }, { status: 400 });
  const res = await api.post(`/v3/appointments/${id}/reschedule`, { startsAt });
  if (!res.ok) return data<RescheduleFailure>({ error: res.error.error, fields: res.error.fields ?? {} }, { status: res.httpStatus });
  throw redirect(withToast(MY_UPCOMING, 'rescheduled'));
}
