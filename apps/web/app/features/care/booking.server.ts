/**
 * Booking on the doctor page (issue 8, part 5): the free slots of the chosen mode, clinic and date; the family
 * members of a signed-in patient; and the form intents (book, add a family member, cancel). Every choice lives in the
 * URL, so the panel works as links and plain form posts without JavaScript. Without a session, booking goes to login
 * and comes back to the same slot.
 */
import { data, redirect } from 'react-router';
import type { DoctorDetail } from '@nirog/shared/schemas/care';
import { t } from '@nirog/shared/messages/catalogue';
import type { ApiClient } from '../../lib/api-client.ts';
import { currentUser } from '../../lib/session.server.ts';
import { loginRedirectUrl } from '../../route-access.ts';
import { startOnlinePayment } from '../orders/checkout.server.ts';
import type { BookingDay, Member } from '@nirog/shared/schemas/care';
import { bookingHref, confirmationPath, type BookingActionResult, type BookingState } from './booking.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loadBooking(api: ApiClient, request: Request, doctor: DoctorDetail): Promise<BookingState> {
  const url = new URL(request.url);
  const p = url.searchParams;
  // The confirmation used to live on this page (`?booked=`): older links go to the confirmation page.
  const bookedId = p.get('booked');
  if (bookedId && /^\d{1,10}$/.test(bookedId)) {
    const toast = p.get('toast');
    throw redirect(`${confirmationPath(Number(bookedId))}${toast && /^[a-zA-Z]{1,30}$/.test(toast) ? `?toast=${toast}` : ''}`);
  }
  const user = await currentUser(api);
  const clinics = doctor.clinicsDetail.filter((c) => doctor.timings.some((x) => x.mode === 1 && x.clinicId === c.id)).map((c) => ({ id: c.id, name: c.name }));
  const modes = doctor.modes.filter((m) => (m === 1 ? clinics.length > 0 : doctor.timings.some((x) => x.mode === 0)));
  const asked = p.get('mode') === '1' ? 1 : p.get('mode') === '0' ? 0 : null;
  const mode = asked !== null && modes.includes(asked) ? asked : (modes[0] ?? null);
  const clinicParam = Number(p.get('clinic'));
  const clinicId = mode === 1 ? (clinics.find((c) => c.id === clinicParam)?.id ?? clinics[0]?.id ?? null) : null;

  let days: BookingDay[] = [];
  if (mode !== null) {
    const res = await api.get(`/pub/v3/appointment/slots?doctorId=${doctor.id}&days=7&mode=${mode}${clinicId ? `&clinicId=${clinicId}` : ''}`);
    days = res.ok ? res.entity.days : [];
  }
  const askedDate = p.get('date') ?? '';
  const date = DATE.test(askedDate) && days.some((d) => d.date === askedDate) ? askedDate : (days.find((d) => d.slots.length > 0)?.date ?? days[0]?.date ?? null);
  const slots = days.find((d) => d.date === date)?.slots ?? [];
  const askedSlot = p.get('slot');
  const slot = askedSlot && slots.some((s) => s.startsAt === askedSlot) ? askedSlot : null;

  const online = await api.get('/pub/v1/payments/online');
  let members: Member[] = [];
  if (user) {
    const res = await api.get('/v2/patients/member-patient');
    members = res.ok ? res.entity.items : [];
  }
  const forWhom = p.get('for') ?? '';
  return {
    mode,
    clinicId,
    clinics,
    days,
    date,
    slot,
    signedIn: user ? { name: user.fullName } : null,
    members,
    forWhom: members.some((m) => String(m.id) === forWhom) ? forWhom : 'self',
    onlinePayment: online.ok && online.entity.available,
  };
}

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

export async function bookingAction(api: ApiClient, request: Request, doctor: DoctorDetail) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const mode = str(form.get('mode')) === '1' ? 1 : 0;
  const clinicId = Number(str(form.get('clinicId'))) || null;
  const date = str(form.get('date')) || null;
  const slot = str(form.get('startsAt')) || null;
  const forWhom = str(form.get('forWhom')) || 'self';
  const here = (extra: Parameters<typeof bookingHref>[1] = {}) => bookingHref(doctor.path, { mode, clinicId, date, slot, forWhom, ...extra });

  const user = await currentUser(api);
  if (!user) {
    // Log in, then come back to the same doctor, mode, date and slot.
    const back = new URL(here(), new URL(request.url).origin);
    throw redirect(loginRedirectUrl(back));
  }

  if (intent === 'addMember') {
    const body = {
      fullName: str(form.get('memberName')),
      relation: str(form.get('memberRelation')),
      gender: str(form.get('memberGender')) || null,
      dateOfBirth: str(form.get('memberDob')) || undefined,
    };
    const res = await api.post('/v2/patients/member-patient', body);
    if (!res.ok) {
      return data<BookingActionResult>({ error: res.error.error, fields: res.error.fields, memberForm: { memberName: body.fullName, memberRelation: body.relation, memberGender: body.gender ?? '', memberDob: body.dateOfBirth ?? '' } }, { status: res.httpStatus });
    }
    throw redirect(here({ forWhom: String(res.entity.id) }));
  }

  if (intent === 'book') {
    if (!slot) return data<BookingActionResult>({ error: t('care.rule.slotPick'), fields: { startsAt: t('care.rule.slotPick') } }, { status: 400 });
    const payment = str(form.get('payment')) === 'clinic' ? 'clinic' : 'online';
    const res = await api.post('/v3/appointment', {
      doctorId: doctor.id,
      mode,
      clinicId: mode === 1 ? clinicId : null,
      startsAt: slot,
      memberPatientId: forWhom === 'self' ? null : forWhom,
      payment,
      reason: str(form.get('reason')) || undefined,
      // Asked for a video consultation when the patient's age and gender are not on record.
      patientGender: str(form.get('patientGender')) || undefined,
      patientDateOfBirth: str(form.get('patientDateOfBirth')) || undefined,
    });
    if (!res.ok) return data<BookingActionResult>({ error: res.error.fields ? Object.values(res.error.fields)[0] : res.error.error, fields: res.error.fields, slot }, { status: res.httpStatus });
    // The patient lands on the confirmation page (decision 044), at its top.
    const booked = confirmationPath(res.entity.id);
    // Paying online: straight on to the gateway; the slot is held meanwhile and the confirmation shows how to pay again.
    if (payment === 'online' && res.entity.orderId) return startOnlinePayment(api, res.entity.orderId, undefined, booked);
    throw redirect(booked);
  }
  return data<BookingActionResult>({ error: t('error.validation') }, { status: 400 });
}
